"""What changed between two analyses audited in one scan — typically `llvm-19` and
`llvm-22`: a pure function of the report, no re-audit.

In one scan both analyses are judged against the same oracle fact, so their rows
for one (fragment, value, domain, provider) differ only in the claim: a changed
verdict or a changed number of lost bits is a change of the analysis, not of the
oracle's budget or of the corpus. That is what makes a version-to-version comparison
cheap and exact here, where two separate scans would differ wherever a solver budget
ran out differently.

A row pair is put in at most one bucket (`Change`):

- `newly-unsound` — old exact or lost-precision, new unsound;
- `no-longer-unsound` — old unsound, new exact or lost-precision;
- `more-precise` / `less-precise` — both exact or lost-precision (exact counting as
  0 lost bits), new loses fewer / more bits;
- `other` — the verdict changed to or from unknown, vacuous or error: the evidence
  changed (a soundness check settled for one claim and not the other), not a
  precision the oracle proved either way.

Counts are given as rows and weighted by the occurrences of each row's fragment in
the corpus (fragments.csv's count), the weighting the pattern ranking uses.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, cast

import pandas as pd

from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.errors import InputError
from auditor.reports.model import Report

KEY = ("fragment", "value", "domain", "provider")
"""What identifies one audited claim across analyses of one scan."""

EXAMPLES = 5
PRECISE = (Verdict.EXACT.value, Verdict.LOST_PRECISION.value)
EPSILON = 1e-9  # lost bits are read back from findings.csv, rounded the same way for both


class Change(StrEnum):
    NEWLY_UNSOUND = "newly-unsound"
    NO_LONGER_UNSOUND = "no-longer-unsound"
    MORE_PRECISE = "more-precise"
    LESS_PRECISE = "less-precise"
    OTHER = "other"


@dataclass(frozen=True)
class Example:
    """One changed claim, as a reader checks it: the fragment's text, both claims and
    the best fact they were judged against."""

    fragment: str  # hash
    souper: str  # from fragments.csv; "" when the report has none
    value: str
    provider: str
    source: str
    function: str
    occurrences: int
    old_verdict: Verdict
    new_verdict: Verdict
    old_claim: str
    new_claim: str
    best: str
    old_lost_bits: float | None
    new_lost_bits: float | None


@dataclass(frozen=True)
class ChangeCount:
    """The rows of one domain in one bucket: how many, weighted by occurrences, the
    bits they gain or lose across the corpus (Σ |Δ lost bits| × occurrences; 0 for
    the unsound and other buckets, whose rows have no comparable loss), and the
    examples that occur most."""

    change: Change
    rows: int
    occurrences: int
    bits: float
    examples: tuple[Example, ...]


@dataclass(frozen=True)
class DomainDiff:
    domain: Domain
    compared: int  # rows of the domain present for both analyses
    unchanged: int
    old_only: int  # rows (claims of a provider) only the old analysis has
    new_only: int
    changes: tuple[ChangeCount, ...]  # non-empty buckets, in Change order

    def count(self, change: Change) -> ChangeCount | None:
        return next((c for c in self.changes if c.change is change), None)


@dataclass(frozen=True)
class AnalysisDiff:
    """`new` against `old` on one report, domain by domain (in Domain order, domains
    both analyses have rows in)."""

    old: str
    new: str
    old_version: str
    new_version: str
    domains: tuple[DomainDiff, ...]

    def total(self, change: Change) -> tuple[int, int]:
        """Rows and occurrences in `change` over every domain."""
        counts = [c for d in self.domains for c in d.changes if c.change is change]
        return sum(c.rows for c in counts), sum(c.occurrences for c in counts)


def compare_analyses(
    report: Report, old: str = "llvm-19", new: str = "llvm-22", examples: int = EXAMPLES
) -> AnalysisDiff:
    """The claims of `new` whose verdict or lost bits differ from `old`'s on the same
    (fragment, value, domain, provider), bucketed per domain (see the module
    docstring), with up to `examples` examples per bucket: the rows whose fragments
    occur most, then the largest change, then the smallest fragment. InputError
    (one line) when the report has no findings of either analysis or they are the
    same."""
    have = set(report.analyses)
    for name in (old, new):
        if name not in have:
            known = ", ".join(report.analyses) or "none"
            raise InputError(f"the report has no findings of analysis {name!r} to compare (it has: {known})")
    if old == new:
        raise InputError(f"cannot compare analysis {new!r} with itself")
    found = report.findings
    columns = [*KEY, "source", "function", "occurrences", "verdict", "claimed", "oracle", "lost_bits"]
    left = found.loc[found["analysis"] == old, columns].drop_duplicates(list(KEY))
    right = found.loc[found["analysis"] == new, columns].drop_duplicates(list(KEY))
    both = left.merge(right, on=list(KEY), how="outer", suffixes=("_old", "_new"), indicator=True)
    texts = dict(zip(report.fragments["fragment"], report.fragments["souper"], strict=True))
    versions = _versions(report)
    domains = []
    for domain in Domain:
        rows = both[both["domain"] == domain.value]
        if rows.empty:
            continue
        domains.append(_domain_diff(domain, rows, texts, examples))
    return AnalysisDiff(old, new, versions.get(old, ""), versions.get(new, ""), tuple(domains))


def classify_change(old: str, new: str, old_lost: float | None, new_lost: float | None) -> Change | None:
    """The bucket of one row pair (verdicts as findings.csv writes them); None when
    neither the verdict nor the lost bits changed."""
    unsound = Verdict.UNSOUND.value
    if old in PRECISE and new == unsound:
        return Change.NEWLY_UNSOUND
    if old == unsound and new in PRECISE:
        return Change.NO_LONGER_UNSOUND
    if old in PRECISE and new in PRECISE:
        delta = (new_lost or 0.0) - (old_lost or 0.0)
        if delta < -EPSILON:
            return Change.MORE_PRECISE
        if delta > EPSILON:
            return Change.LESS_PRECISE
        return None
    return Change.OTHER if old != new else None


def _domain_diff(domain: Domain, rows: pd.DataFrame, texts: dict[str, str], examples: int) -> DomainDiff:
    paired = rows[rows["_merge"] == "both"]
    # Most claims are the same in both versions: only rows whose verdict or lost bits
    # differ are looked at one by one (a full corpus has hundreds of thousands).
    old_bits, new_bits = paired["lost_bits_old"].fillna(0.0), paired["lost_bits_new"].fillna(0.0)
    differ = (paired["verdict_old"] != paired["verdict_new"]) | ((old_bits - new_bits).abs() > EPSILON)
    buckets: dict[Change, list[dict[str, Any]]] = {c: [] for c in Change}
    for record in cast(list[dict[str, Any]], paired[differ].to_dict("records")):
        old_lost, new_lost = _bits(record["lost_bits_old"]), _bits(record["lost_bits_new"])
        change = classify_change(str(record["verdict_old"]), str(record["verdict_new"]), old_lost, new_lost)
        if change is not None:
            buckets[change].append(record)
    counts = [_count(change, members, texts, examples) for change, members in buckets.items() if members]
    changed = sum(c.rows for c in counts)
    return DomainDiff(
        domain=domain,
        compared=len(paired),
        unchanged=len(paired) - changed,
        old_only=int((rows["_merge"] == "left_only").sum()),
        new_only=int((rows["_merge"] == "right_only").sum()),
        changes=tuple(counts),
    )


def _count(change: Change, members: list[dict[str, Any]], texts: dict[str, str], examples: int) -> ChangeCount:
    def occurrences(r: dict[str, Any]) -> int:
        return int(r["occurrences_new"])

    def delta(r: dict[str, Any]) -> float:
        if change not in (Change.MORE_PRECISE, Change.LESS_PRECISE):
            return 0.0
        return abs((_bits(r["lost_bits_new"]) or 0.0) - (_bits(r["lost_bits_old"]) or 0.0))

    def order(r: dict[str, Any]) -> tuple[int, float, int, str, str, str]:
        text = texts.get(str(r["fragment"]), "")
        return (-occurrences(r), -delta(r), len(str(text)), str(r["fragment"]), str(r["value"]), str(r["provider"]))

    chosen = sorted(members, key=order)[:examples]
    return ChangeCount(
        change=change,
        rows=len(members),
        occurrences=sum(occurrences(r) for r in members),
        bits=sum(delta(r) * occurrences(r) for r in members),
        examples=tuple(_example(r, texts) for r in chosen),
    )


def _example(r: dict[str, Any], texts: dict[str, str]) -> Example:
    digest = str(r["fragment"])
    return Example(
        fragment=digest,
        souper=str(texts.get(digest, "") or ""),
        value=str(r["value"]),
        provider=str(r["provider"]),
        source=str(r["source_new"]),
        function=str(r["function_new"]),
        occurrences=int(r["occurrences_new"]),
        old_verdict=Verdict(r["verdict_old"]),
        new_verdict=Verdict(r["verdict_new"]),
        old_claim=str(r["claimed_old"]),
        new_claim=str(r["claimed_new"]),
        best=str(r["oracle_new"]),
        old_lost_bits=_bits(r["lost_bits_old"]),
        new_lost_bits=_bits(r["lost_bits_new"]),
    )


def _bits(value: Any) -> float | None:
    """findings.csv's lost bits: NaN (an empty cell) is none."""
    number = float(value)
    return None if math.isnan(number) else number


def _versions(report: Report) -> dict[str, str]:
    """Each analysis's version from the report's metadata (results.json), if any."""
    listed = report.meta.get("analyses") or []
    return {str(a.get("name")): str(a.get("version", "")) for a in listed if isinstance(a, dict)}
