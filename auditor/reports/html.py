"""The HTML report: one self-contained file a user opens from disk, mails or attaches
to a CI run, so it must work with no server and no network — inline CSS and JS only,
and a Content-Security-Policy that forbids every fetch (a report of someone's code
should never phone home, and a name from their code must never run as script).

What Python renders and what JS builds is split by size and by need for
interaction. The summary tables, the run metadata and the lost-precision heat maps
are small and static: Python renders them, every piece of text through
`html.escape`. The findings table can have 100,000 rows: Python embeds them once as
a JSON blob (`<script type="application/json">`, with `<`, `>` and `&` escaped so no
value can close the element), and report.js sorts, filters and pages them and builds
the details panel of a finding with `textContent` only, never `innerHTML`.

The output is deterministic: the same report gives the same bytes (no timestamps;
the scan's own duration, from the metadata, is shown as data).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator, Mapping
from html import escape
from importlib import resources
from typing import TYPE_CHECKING, Any

import pandas as pd

from auditor.reports.csv import format_bits
from auditor.reports.display import FACT_DISPLAY, human_bits, human_fact, severity_order
from auditor.reports.model import (
    DOMAIN_ORDER,
    FINDINGS_COLUMNS,
    FRAGMENT_COLUMNS,
    INT_COLUMNS,
    VERDICTS,
    Report,
    records,
    summary,
    totals,
)

if TYPE_CHECKING:
    from auditor.patterns import PatternsResult

__all__ = ["CSP", "TABLE_COLUMNS", "html_chunks", "render_html"]

CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"
# The findings table's columns, in order; the rest of a row (fragment, oracle_status,
# counterexample, actual, detail) is in the details panel and searched by the filter.
TABLE_COLUMNS = (
    "analysis", "provider", "domain", "source", "function", "value", "opcode", "width",
    "oracle", "claimed", "verdict", "lost_bits", "occurrences",
)  # fmt: skip
NUMERIC_COLUMNS = ("width", "lost_bits", "occurrences")
HEADER_LABELS = {"lost_bits": "lost bits", "occurrences": "occ."}
FRAGMENT_FIELDS = tuple(c for c in FRAGMENT_COLUMNS if c != "fragment")

# Heat map geometry (px) and colour ramp: pale to deep amber for lost bits, on a
# log scale so that one 60-bit loss does not wash out every 1-bit loss.
LABEL_WIDTH = 112
HEADER_HEIGHT = 28
CELL_WIDTH = 108
CELL_HEIGHT = 24
RAMP_LOW = (254, 243, 199)
RAMP_HIGH = (180, 83, 9)
NO_LOSS_FILL = "#e8f5e9"
EMPTY_FILL = "#f4f4f5"


def render_html(report: Report, patterns: PatternsResult | None = None) -> str:
    """The report as one HTML document (a str; write it as UTF-8)."""
    return "".join(html_chunks(report, patterns))


def html_chunks(report: Report, patterns: PatternsResult | None = None) -> Iterator[str]:
    """The document piece by piece: the embedded findings (up to MAX_ROWS rows, tens
    of MB as JSON) are encoded a slice at a time, so that writing a large scan's page
    never holds all of it, or every row as a list, at once. With `patterns` (from
    `auditor patterns`), a "Patterns" section follows the summary; without, the page
    is what `auditor scan` writes, byte for byte."""
    shown = shown_findings(report.findings)
    script = _resource("report.js")
    style = _resource("report.css")
    if "</script" in script.lower() or "</style" in style.lower():  # our own files: a bug, not input
        raise AssertionError("report.js/report.css must not contain a closing tag")
    count = len(report.findings)
    version = report.meta.get("auditor")
    title = "auditor report" + (f" — auditor {version}" if version else "")
    head = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{escape(CSP)}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        f"<title>{escape(title)}</title>",
        f"<style>\n{style}</style>",
        "</head>",
        "<body>",
        "<header>",
        f"<h1>auditor report{_version_tag(version)}</h1>",
        f'<p class="subtitle">{_headline(report)}</p>',
        '<nav><a href="#summary">Summary</a>'
        + _patterns_nav(patterns)
        + '<a href="#chart">Lost precision by opcode</a>'
        f'<a href="#findings-section">Findings ({count:,})</a></nav>',
        "</header>",
        "<main>",
        _summary_section(report),
        *_patterns_section(patterns),
        _chart_section(report),
        _findings_section(report, len(shown)),
        "</main>",
        '<script type="application/json" id="report-data">',
    ]
    yield "\n".join(head)
    yield from _findings_data(report, shown)
    yield "\n".join(["</script>", f'<script id="report-js">\n{script}</script>', "</body>", "</html>", ""])


def _patterns_nav(patterns: PatternsResult | None) -> str:
    if patterns is None:
        return ""
    from auditor.reports.patterns_html import patterns_nav

    return patterns_nav(patterns)


def _patterns_section(patterns: PatternsResult | None) -> list[str]:
    if patterns is None:
        return []
    from auditor.reports.patterns_html import patterns_section

    return [patterns_section(patterns)]


def _resource(name: str) -> str:
    return resources.files("auditor.reports").joinpath(name).read_text(encoding="utf-8")


def _script_json(data: Any) -> str:
    """JSON safe inside a <script> element: `<`, `>` and `&` only occur inside JSON
    strings, where their \\u escapes mean the same, so `</script>` or `<!--` in a
    value name can neither end the element nor change how it is parsed. Each escaped
    character stands alone, so pieces of one document may be escaped separately."""
    text = _ENCODER.encode(data)
    for char, code in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(char, code)
    return text


_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":"))


MAX_ROWS = 100_000
"""Findings embedded in the page at most. A full-corpus scan has ~800,000 rows: as
JSON that is hundreds of MB, which no browser opens comfortably and the scan would
hold in memory twice. Past the cap the page keeps every row that is not `exact`
(those are what a reader looks for), then `exact` rows in report order up to the
cap, and says so; findings.csv always has everything."""


def shown_findings(findings: pd.DataFrame) -> pd.DataFrame:
    """The rows the page embeds (see MAX_ROWS), in report order."""
    if len(findings) <= MAX_ROWS:
        return findings
    interesting = findings["verdict"] != "exact"
    room = max(0, MAX_ROWS - int(interesting.sum()))
    keep = interesting | (~interesting & ((~interesting).cumsum() <= room))
    return findings[keep]


def _findings_data(report: Report, findings: pd.DataFrame) -> Iterator[str]:
    """The page's data, as one JSON object in pieces: rows as arrays (about half the
    size of objects at 100k rows), built column by column (15x faster than per-row
    dicts) a slice of rows at a time; counts as numbers, everything else as text,
    lost_bits as the CSV prints it (report.js sorts it numerically); the fragments
    the rows refer to, keyed by hash. `findings`: the rows the page embeds
    (shown_findings). The rows stay in report order (as findings.csv has them);
    `order` lists their positions by severity (display.severity_order), the order
    the table starts in, and `display` the facts that read differently for a person
    (display.human_fact: signed-range facts as signed intervals), by position."""
    header = {
        "columns": list(FINDINGS_COLUMNS),
        "table": list(TABLE_COLUMNS),
        "numeric": list(NUMERIC_COLUMNS),
        "verdicts": list(VERDICTS),
        "order": severity_order(findings).tolist(),
        "display": _displayed_facts(findings),
    }
    yield _script_json(header)[:-1] + ',"rows":['
    for start in range(0, len(findings), _CHUNK):
        chunk = findings.iloc[start : start + _CHUNK]
        columns = []
        for name in FINDINGS_COLUMNS:
            series = chunk[name]
            if name == "lost_bits":
                columns.append(series.map(format_bits).tolist())
            elif name in INT_COLUMNS:
                columns.append([int(v) for v in series.tolist()])
            else:
                columns.append(series.fillna("").astype(str).tolist())
        rows = list(zip(*columns, strict=True))  # tuples encode as JSON arrays
        yield ("," if start else "") + _script_json(rows)[1:-1]
    referred = set(findings["fragment"])
    fragments: dict[str, dict[str, Any]] = {}
    for row in records(report.fragments[report.fragments["fragment"].isin(referred)]):
        fragments[str(row["fragment"])] = {k: "" if row.get(k) is None else row[k] for k in FRAGMENT_FIELDS}
    yield '],"fragments":' + _script_json(fragments) + "}"


_CHUNK = 10_000


def _displayed_facts(findings: pd.DataFrame) -> dict[str, dict[str, str]]:
    """{position: {column: text}} for each `oracle`/`claimed` fact of `findings` that
    human_fact shows differently from its stored text (only those: most facts read
    as stored, and the page carries every row)."""
    shown: dict[str, dict[str, str]] = {}
    # Only domains with a display of their own can differ.
    candidates = findings["domain"].isin(list(FACT_DISPLAY)).to_numpy().nonzero()[0]
    for position in candidates.tolist():
        row = findings.iloc[position]
        for column in ("oracle", "claimed"):
            text = str(row[column])
            human = human_fact(str(row["domain"]), text, int(row["width"]))
            if human != text:
                shown.setdefault(str(position), {})[column] = human
    return shown


def _version_tag(version: Any) -> str:
    return f' <span class="version">{escape(str(version))}</span>' if version else ""


def _headline(report: Report) -> str:
    meta = report.meta
    bits = [f"{len(report.findings):,} findings"]
    analyses = sorted(set(report.findings["analysis"]))
    if analyses:
        bits.append(f"{len(analyses)} {'analysis' if len(analyses) == 1 else 'analyses'}")
    if "unique" in meta:
        bits.append(f"{_count(meta['unique'])} unique fragments")
    if "files" in meta:
        bits.append(f"{_count(meta['files'])} {'file' if meta['files'] == 1 else 'files'}")
    if "seconds" in meta:
        bits.append(f"{escape(str(meta['seconds']))} s")
    return escape(" · ".join(bits))


def _count(value: Any) -> str:
    return f"{value:,}" if isinstance(value, int) else str(value)


# -- summary


def _summary_section(report: Report) -> str:
    parts = ['<section id="summary">', "<h2>Summary</h2>", _totals(report), _summary_table(report)]
    if report.meta:
        parts.append(_meta(report.meta))
    parts.append("</section>")
    return "\n".join(parts)


def _totals(report: Report) -> str:
    counts = totals(report)
    cards = [
        f'<div class="total" data-verdict="{escape(v)}"><span class="count">{counts[v]}</span>'
        f'<span class="label verdict v-{escape(v)}">{escape(v)}</span></div>'
        for v in VERDICTS
    ]
    cards.append(
        f'<div class="total" data-verdict="all"><span class="count">{len(report.findings)}</span>'
        '<span class="label">findings</span></div>'
    )
    return '<div id="totals">' + "".join(cards) + "</div>"


def _summary_table(report: Report) -> str:
    table = summary(report)
    head = ["analysis", "provider", "domain", *VERDICTS, "total", "lost bits", "mean lost"]
    numeric = {*VERDICTS, "total", "lost bits", "mean lost"}
    header = "".join(f'<th class="{"num" if h in numeric else ""}">{escape(h)}</th>' for h in head)
    rows = []
    for row in records(table):
        cells = [f"<td>{escape(str(row[k]))}</td>" for k in ("analysis", "provider", "domain")]
        for verdict in VERDICTS:
            n = row[verdict]
            klass = f"num v-{verdict}" + (" zero" if n == 0 else "")
            cells.append(f'<td class="{klass}" data-column="{verdict}">{n}</td>')
        cells.append(f'<td class="num" data-column="total">{row["total"]}</td>')
        cells.append(f'<td class="num" data-column="lost_bits">{_bits(row["lost_bits"])}</td>')
        cells.append(f'<td class="num" data-column="mean_lost_bits">{_bits(row["mean_lost_bits"])}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    if not rows:
        rows.append(f'<tr class="empty"><td colspan="{len(head)}">no findings</td></tr>')
    return (
        '<h3>Verdicts per analysis, provider and domain</h3><div class="scroll">'
        f'<table id="summary-table" class="summary"><thead><tr>{header}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


def _bits(value: Any) -> str:
    """Lost bits as people read them (display.human_bits: 3 decimals, so sums show
    no float noise, and a loss below 0.001 bits as `<0.001`, never 0), escaped."""
    return escape(human_bits(None if value is None else float(value)))


def _meta(meta: Mapping[str, Any]) -> str:
    """The run's metadata, the known keys in a readable form and any other key as
    its JSON, so that a newer results.json still shows everything."""
    items: list[tuple[str, str]] = []
    known = {"auditor", "analyses", "domains", "files", "fragments", "unique", "seconds", "extraction", "diagnostics"}
    if "auditor" in meta:
        items.append(("auditor", escape(str(meta["auditor"]))))
    if meta.get("analyses"):
        names = [
            f"<li><code>{escape(str(a.get('name', '')))}</code> {escape(str(a.get('version', '')))}</li>"
            if isinstance(a, Mapping)
            else f"<li>{escape(str(a))}</li>"
            for a in meta["analyses"]
        ]
        items.append(("analyses", '<ul class="plain">' + "".join(names) + "</ul>"))
    if meta.get("domains"):
        items.append(("domains audited", escape(", ".join(str(d) for d in meta["domains"]))))
    for key, label in (("files", "files read"), ("fragments", "fragments read"), ("unique", "unique fragments")):
        if key in meta:
            items.append((label, escape(_count(meta[key]))))
    if "seconds" in meta:
        items.append(("scan time", f"{escape(str(meta['seconds']))} s"))
    extraction = meta.get("extraction")
    if isinstance(extraction, Mapping) and extraction.get("values"):
        items.append(("extraction", _extraction(extraction)))
    diagnostics = meta.get("diagnostics")
    if diagnostics:
        lines = "".join(f"<li>{escape(str(d))}</li>" for d in diagnostics)
        items.append(
            (
                "diagnostics",
                f'<details><summary>{len(diagnostics)} input problems</summary><ul class="diagnostics">{lines}</ul></details>',
            )
        )
    elif "diagnostics" in meta:
        items.append(("diagnostics", "none"))
    for key in meta:
        if key not in known:
            text = json.dumps(meta[key], ensure_ascii=False, default=str)
            items.append((escape(str(key)), f"<code>{escape(text)}</code>"))
    body = "".join(f"<dt>{label}</dt><dd>{value}</dd>" for label, value in items)
    return f'<h3>Run</h3><dl id="meta">{body}</dl>'


def _extraction(extraction: Mapping[str, Any]) -> str:
    values, fragments = extraction.get("values", 0), extraction.get("fragments", 0)
    text = f"{_count(fragments)} of {_count(values)} integer SSA values became fragments"
    parts = [escape(text)]
    for key, label in (("skipped", "not a fragment"), ("cut", "slice inputs")):
        reasons = extraction.get(key)
        if isinstance(reasons, Mapping) and reasons:
            listed = ", ".join(f"{r} {_count(n)}" for r, n in reasons.items())
            parts.append(f'<br><span class="muted">{escape(label)}: {escape(listed)}</span>')
    return "".join(parts)


# -- chart


def _chart_section(report: Report) -> str:
    """One heat map per analysis × provider: total lost bits per root opcode (rows)
    × domain (columns), unsound cells outlined in red."""
    table = summary(report, by_opcode=True)
    parts = ['<section id="chart">', "<h2>Lost precision by root opcode and domain</h2>"]
    if table.empty:
        parts += ['<p class="muted">No findings.</p>', "</section>"]
        return "\n".join(parts)
    ceiling = max(float(table["lost_bits"].max()), 0.0)
    series = list(table.groupby(["analysis", "provider"], sort=True))
    parts.append(
        '<p class="muted">Total bits lost per root opcode and domain (darker: more, log scale); '
        'hover a cell for counts. <span class="swatch unsound"></span> some claim unsound, '
        '<span class="swatch none"></span> no loss, <span class="swatch empty"></span> not audited.</p>'
    )
    options = "".join(
        f'<option value="{n}">{escape(str(a))} / {escape(str(p))}</option>' for n, ((a, p), _) in enumerate(series)
    )
    parts.append(f'<label class="control">analysis <select id="chart-series">{options}</select></label>')
    for n, ((analysis, provider), rows) in enumerate(series):
        label = f"{analysis} / {provider}"
        parts.append(
            f'<figure class="chart" data-series="{n}"><figcaption>{escape(label)}</figcaption>'
            f"{_heat_map(rows, ceiling, label)}</figure>"
        )
    parts.append("</section>")
    return "\n".join(parts)


def _heat_map(rows: pd.DataFrame, ceiling: float, label: str) -> str:
    cells = {(r["opcode"], r["domain"]): r for r in records(rows)}
    domains = sorted({d for _, d in cells}, key=lambda d: DOMAIN_ORDER.get(d, len(DOMAIN_ORDER)))
    lost_by_opcode: dict[str, float] = {}
    for (opcode, _), r in cells.items():
        lost_by_opcode[opcode] = lost_by_opcode.get(opcode, 0.0) + float(r["lost_bits"])
    opcodes = sorted(lost_by_opcode, key=lambda o: (-lost_by_opcode[o], o))
    width = LABEL_WIDTH + CELL_WIDTH * len(domains)
    height = HEADER_HEIGHT + CELL_HEIGHT * len(opcodes)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="heatmap" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(label)}: lost bits by opcode and domain">'
    ]
    for j, domain in enumerate(domains):
        x = LABEL_WIDTH + CELL_WIDTH * j + CELL_WIDTH / 2
        out.append(f'<text class="col" x="{x:g}" y="{HEADER_HEIGHT - 9}">{escape(domain)}</text>')
    for i, opcode in enumerate(opcodes):
        y = HEADER_HEIGHT + CELL_HEIGHT * i
        out.append(f'<text class="row" x="{LABEL_WIDTH - 8}" y="{y + CELL_HEIGHT / 2 + 4:g}">{escape(opcode)}</text>')
        for j, domain in enumerate(domains):
            out.append(
                _heat_cell(cells.get((opcode, domain)), opcode, domain, LABEL_WIDTH + CELL_WIDTH * j, y, ceiling)
            )
    out.append("</svg>")
    return "".join(out)


def _heat_cell(row: Mapping[str, Any] | None, opcode: str, domain: str, x: int, y: int, ceiling: float) -> str:
    rect = f'x="{x + 1}" y="{y + 1}" width="{CELL_WIDTH - 2}" height="{CELL_HEIGHT - 2}" rx="3"'
    if row is None:
        title = f"{opcode} × {domain}: not audited"
        return f'<g class="cell empty"><title>{escape(title)}</title><rect {rect} fill="{EMPTY_FILL}"/></g>'
    lost = float(row["lost_bits"])
    unsound = int(row["unsound"])
    total = int(row["total"])
    mean = row["mean_lost_bits"]
    title = f"{opcode} × {domain}: {_bits(lost) or '0'} bits lost over {total} findings"
    if mean is not None:
        title += f" (mean {_bits(mean)})"
    if unsound:
        title += f"; {unsound} unsound"
    if lost > 0:
        t = math.log1p(lost) / math.log1p(ceiling) if ceiling > 0 else 1.0
        fill = _ramp(t)
        ink = "#fff" if t > 0.55 else "#422006"
        text = _bits(lost)
    else:
        fill, ink, text = NO_LOSS_FILL, "#6b7280", "0"
    stroke = ' stroke="#dc2626" stroke-width="2"' if unsound else ""
    klass = "cell unsound" if unsound else "cell"
    return (
        f'<g class="{klass}" data-opcode="{escape(opcode)}" data-domain="{escape(domain)}">'
        f'<title>{escape(title)}</title><rect {rect} fill="{fill}"{stroke}/>'
        f'<text x="{x + CELL_WIDTH / 2:g}" y="{y + CELL_HEIGHT / 2 + 4:g}" fill="{ink}">{text}</text></g>'
    )


def _ramp(t: float) -> str:
    t = min(max(t, 0.0), 1.0)
    r, g, b = (round(lo + (hi - lo) * t) for lo, hi in zip(RAMP_LOW, RAMP_HIGH, strict=True))
    return f"#{r:02x}{g:02x}{b:02x}"


# -- findings


def _findings_section(report: Report, shown: int) -> str:
    """The table's skeleton (header, controls, an empty body); report.js fills it.
    `shown`: how many rows the page embeds."""
    findings = report.findings
    verdict_counts = totals(report)
    verdicts = [("", f"all verdicts ({len(findings):,})"), ("!exact", "all but exact")]
    verdicts += [(v, f"{v} ({verdict_counts[v]:,})") for v in VERDICTS if verdict_counts[v]]
    analyses = [("", "all analyses"), *((a, a) for a in sorted(set(findings["analysis"])))]
    domains = [("", "all domains")]
    domains += [(d, d) for d in sorted(set(findings["domain"]), key=lambda d: DOMAIN_ORDER.get(d, len(DOMAIN_ORDER)))]
    header = "".join(
        f'<th data-column="{c}" class="{"num" if c in NUMERIC_COLUMNS else ""}" tabindex="0" '
        f'aria-sort="none" title="sort by {c}">{escape(HEADER_LABELS.get(c, c))}</th>'
        for c in TABLE_COLUMNS
    )
    return "\n".join(
        [
            '<section id="findings-section">',
            "<h2>Findings</h2>",
            '<div class="controls">',
            '<label class="control grow">filter <input id="filter" type="search" '
            'placeholder="any text: value, function, source, opcode, fact…" autocomplete="off" spellcheck="false"></label>',
            _select("verdict-filter", "verdict", verdicts),
            _select("analysis-filter", "analysis", analyses),
            _select("domain-filter", "domain", domains),
            "</div>",
            '<div class="pager"><button type="button" id="first" aria-label="first page">«</button>'
            '<button type="button" id="prev" aria-label="previous page">‹</button>'
            '<span id="page"></span>'
            '<button type="button" id="next" aria-label="next page">›</button>'
            '<button type="button" id="last" aria-label="last page">»</button>'
            '<span id="count" class="muted"></span></div>',
            '<div class="scroll">',
            f'<table id="findings" data-total="{len(findings)}" data-matching="{len(findings)}">',
            f"<thead><tr>{header}</tr></thead>",
            f'<tbody><tr class="empty"><td colspan="{len(TABLE_COLUMNS)}">'
            "The findings table needs JavaScript.</td></tr></tbody>",
            "</table>",
            "</div>",
            *_omitted_note(shown, len(findings)),
            '<p class="muted">Click a row for the fragment, the facts bit by bit and the counterexample; '
            "click a column header to sort.</p>",
            "</section>",
        ]
    )


def _omitted_note(shown: int, total: int) -> list[str]:
    if shown == total:
        return []
    return [
        f'<p class="note">This page holds {shown:,} of the {total:,} findings: every one that is not '
        f"exact, and exact ones up to {MAX_ROWS:,} rows. findings.csv has them all.</p>"
    ]


def _select(ident: str, label: str, options: Iterable[tuple[str, str]]) -> str:
    body = "".join(f'<option value="{escape(v)}">{escape(text)}</option>' for v, text in options)
    return f'<label class="control">{escape(label)} <select id="{ident}">{body}</select></label>'
