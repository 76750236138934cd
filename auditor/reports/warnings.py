"""What a scan's numbers alone would hide: the checks behind the warnings and
listings of the terminal summary and summary.md.

- `no_claim_warnings`: an analysis that claims none of the requested domains gets no
  row at all, so `-d range` on a known-bits-only analysis would report "0 findings".
- `failed_analyses` / `failure_warnings`: an analysis whose every row is `error` (a
  scan with one exits non-zero).
- `error_reasons`: `error` rows grouped by their reason (`detail`), most frequent first.
- `unsound_lines`: one line per unsound claim.

Each works from a `Report` alone: the claimed and requested domains come from its
metadata (a scan records them; a report re-read from a bare findings.csv has none,
and then an analysis listed in the metadata with no row at all is what is flagged).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pandas as pd

from auditor.compare import Verdict
from auditor.reports.display import by_severity, human_fact
from auditor.reports.model import Report, records

__all__ = [
    "MAX_REASONS",
    "MAX_UNSOUND",
    "ErrorReason",
    "ScanWarning",
    "error_reasons",
    "failed_analyses",
    "failure_warnings",
    "no_claim_warnings",
    "scan_warnings",
    "unsound_lines",
]

MAX_REASONS = 5
"""Error reasons listed at most (the most frequent)."""
MAX_UNSOUND = 20
"""Unsound claims listed one per line in the terminal at most; a count says how many more."""


@dataclass(frozen=True)
class ScanWarning:
    """One warning: a one-line message and, below it, detail lines (may be empty)."""

    message: str
    details: tuple[str, ...] = ()

    def lines(self, prefix: str = "", indent: str = "  ") -> list[str]:
        """The message after `prefix`, then each detail after `indent`."""
        return [f"{prefix}{self.message}", *(f"{indent}{d}" for d in self.details)]


@dataclass(frozen=True)
class ErrorReason:
    """Error rows that share one reason: how many, and of which analyses (sorted)."""

    reason: str
    count: int
    analyses: tuple[str, ...]

    def line(self) -> str:
        return f"{self.count} × {self.reason or '(no reason given)'} ({', '.join(self.analyses)})"


def scan_warnings(report: Report) -> list[ScanWarning]:
    """Every warning about how the scan was set up: analyses that claim none of the
    requested domains, then analyses whose every row is `error`."""
    return [*no_claim_warnings(report), *failure_warnings(report)]


def no_claim_warnings(report: Report) -> list[ScanWarning]:
    """One warning per analysis that claims none of the requested domains, naming the
    domains it does claim when the metadata records them."""
    requested = [str(d) for d in report.meta.get("domains") or []]
    with_rows = set(report.findings["analysis"])
    scanned = bool(report.meta.get("unique")) or not report.findings.empty
    warnings = []
    for entry in _analysis_entries(report.meta):
        name = str(entry.get("name", "?"))
        claims = entry.get("domains")
        if claims is not None and requested:
            if set(map(str, claims)) & set(requested):
                continue
            claimed = ", ".join(map(str, claims)) or "nothing"
            message = (
                f"analysis {name} claims none of the requested domains ({', '.join(requested)}); it claims {claimed}"
            )
        elif name not in with_rows and scanned:
            message = f"analysis {name} has no findings: it claims none of the requested domains"
        else:
            continue
        warnings.append(ScanWarning(message))
    return warnings


def _analysis_entries(meta: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [a for a in meta.get("analyses") or [] if isinstance(a, Mapping)]


def failed_analyses(report: Report) -> list[str]:
    """The analyses (sorted) with at least one row, every one of them `error`."""
    findings = report.findings
    if findings.empty:
        return []
    ok = (findings["verdict"] != Verdict.ERROR.value).groupby(findings["analysis"]).any()
    return sorted(str(name) for name, any_ok in ok.items() if not any_ok)


def failure_warnings(report: Report) -> list[ScanWarning]:
    """One warning per analysis whose every row is `error`, with its row count."""
    counts = report.findings["analysis"].value_counts()
    return [
        ScanWarning(f"analysis {name}: every one of its {int(counts[name])} rows is an error (nothing was audited)")
        for name in failed_analyses(report)
    ]


def error_reasons(findings: pd.DataFrame, top: int = MAX_REASONS) -> list[ErrorReason]:
    """The `error` rows grouped by reason (`detail`): the `top` most frequent, ties by
    reason text."""
    errors = findings[findings["verdict"] == Verdict.ERROR.value]
    if errors.empty:
        return []
    groups = errors.groupby(errors["detail"].fillna(""), sort=False)["analysis"]
    reasons = [ErrorReason(str(reason), len(names), tuple(sorted(set(names)))) for reason, names in groups]
    reasons.sort(key=lambda r: (-r.count, r.reason))
    return reasons[:top]


UNSOUND_COLUMNS = ("analysis", "provider", "source", "function", "value", "width", "domain", "claimed", "oracle")


def unsound_lines(findings: pd.DataFrame, limit: int = MAX_UNSOUND) -> list[str]:
    """One line per unsound claim (analysis/provider, where, value, domain, the claim
    and the best fact), the first `limit`, then how many more there are."""
    unsound = by_severity(findings[findings["verdict"] == Verdict.UNSOUND.value])
    lines = [_unsound_line(row) for row in records(unsound[list(UNSOUND_COLUMNS)].head(limit))]
    if len(unsound) > limit:
        lines.append(f"… and {len(unsound) - limit} more in findings.csv")
    return lines


def _unsound_line(row: Mapping[str, Any]) -> str:
    where = str(row["source"]) + (f" ({row['function']})" if row["function"] else "")
    domain = str(row["domain"])
    claimed, best = (human_fact(domain, str(row[c]), int(row["width"])) for c in ("claimed", "oracle"))
    return f"{row['analysis']}/{row['provider']}  {where}  {row['value']}  {domain}: claimed {claimed}, best {best}"
