"""summary.md: a short Markdown summary for a CI comment or a pull request — what was
audited, verdict totals, the per-analysis table, and the unsound cases first (each
with its counterexample), then where the most precision is lost."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import pandas as pd
from tabulate import tabulate

from auditor.reports.csv import format_bits
from auditor.reports.model import VERDICTS, Report, totals
from auditor.reports.text import SUMMARY_HEADERS, summary_rows

MAX_LISTED = 10


def cell(value: Any) -> str:
    """A table cell that cannot break the table or become HTML (GitHub renders HTML in
    Markdown): `|` escaped, `&`/`<` as entities, line breaks as <br>."""
    text = "" if value is None or (isinstance(value, float) and pd.isna(value)) else str(value)
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace("|", "\\|")
    return re.sub(r"\r\n|\r|\n", "<br>", text)


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    return tabulate(
        [[cell(v) for v in row] for row in rows],
        headers=[cell(h) for h in headers],
        tablefmt="github",
        disable_numparse=True,
    )


def summary_markdown(report: Report) -> str:
    meta = report.meta
    findings = report.findings
    lines = ["# auditor summary", ""]
    analyses = ", ".join(f"{a['name']} {a['version']}" for a in meta.get("analyses", [])) or ", ".join(report.analyses)
    if meta:
        lines.append(
            f"{meta.get('unique', '?')} unique fragments ({meta.get('fragments', '?')} read from "
            f"{meta.get('files', '?')} files); analyses: {analyses}; auditor {meta.get('auditor', '?')}, "
            f"{meta.get('seconds', 0):.1f} s."
        )
    else:
        lines.append(f"{findings['fragment'].nunique()} fragments; analyses: {analyses}.")
    counts = totals(report)
    lines += ["", "**" + ", ".join(f"{counts[v]} {v}" for v in VERDICTS) + "**", ""]
    lines.append(table(SUMMARY_HEADERS, summary_rows(report)))
    unsound = findings[findings["verdict"] == "unsound"]
    if len(unsound):
        lines += ["", f"## Unsound ({len(unsound)})", ""]
        shown = unsound.head(MAX_LISTED)
        lines.append(
            table(
                ["analysis", "provider", "domain", "value", "source", "claimed", "oracle", "counterexample", "actual"],
                shown[
                    [
                        "analysis",
                        "provider",
                        "domain",
                        "value",
                        "source",
                        "claimed",
                        "oracle",
                        "counterexample",
                        "actual",
                    ]
                ].values.tolist(),
            )
        )
        if len(unsound) > MAX_LISTED:
            lines.append(f"\n… and {len(unsound) - MAX_LISTED} more in findings.csv")
    lost = findings[findings["verdict"] == "lost-precision"]
    if len(lost):
        lines += ["", "## Most precision lost", ""]
        worst = lost.sort_values(["lost_bits", "fragment"], ascending=[False, True], kind="stable").head(MAX_LISTED)
        lines.append(
            table(
                ["analysis", "provider", "domain", "value", "opcode", "source", "claimed", "oracle", "lost bits"],
                [
                    [*r[["analysis", "provider", "domain", "value", "opcode", "source", "claimed", "oracle"]],
                     format_bits(r["lost_bits"])]
                    for _, r in worst.iterrows()
                ],
            )
        )  # fmt: skip
    extraction = meta.get("extraction") or {}
    if extraction.get("values"):
        share = 100 * extraction["fragments"] / extraction["values"]
        lines += ["", f"LLVM extraction: {extraction['fragments']} of {extraction['values']} integer SSA values "
                  f"became fragments ({share:.2f}%)."]  # fmt: skip
    return "\n".join(lines) + "\n"
