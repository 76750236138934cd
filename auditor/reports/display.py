"""How findings are shown to people (report.html, summary.md, the terminal), as
opposed to how findings.csv stores them (docs/csv-schema.md).

Three rules, shared by every human-facing format:

- Order: by severity — `unsound`, then `error`, then `lost-precision` by lost bits
  (most first), then `unknown`, `vacuous` and `exact` — each group keeping the
  report's own order (fragment hash, value, domain, analysis, provider).
- Lost bits: a loss below 0.001 bits (a range one value too wide at i32 loses
  ~3.4e-10) reads `<0.001`, never `0`; others to 3 decimals, integers plain.
- Facts: a `signed-range` fact, stored as a range of unsigned bounds that may wrap
  (`[2147483649,2147418114)`), reads as the signed interval it is
  (`[-2147483647, 2147418113]`). Other domains read as stored.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

import numpy as np
import pandas as pd

from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.domains.ranges import SIGNED_RANGE
from auditor.ir.fragment import mask, to_signed

__all__ = ["FACT_DISPLAY", "SEVERITY", "by_severity", "human_bits", "human_fact", "severity_order", "signed_interval"]

SEVERITY: tuple[Verdict, ...] = (
    Verdict.UNSOUND,
    Verdict.ERROR,
    Verdict.LOST_PRECISION,
    Verdict.UNKNOWN,
    Verdict.VACUOUS,
    Verdict.EXACT,
)
"""Verdicts, most severe first: the order findings are shown in."""

_RANK = {v.value: n for n, v in enumerate(SEVERITY)}
TINY_BITS = 0.001
"""Losses (and totals) below this, but above 0, read `<0.001`."""


def severity_order(findings: pd.DataFrame) -> np.ndarray:
    """Positions (0 … len−1) of `findings`' rows in severity order (SEVERITY; within
    `lost-precision`, most lost bits first); ties keep their order in `findings`."""
    rank = findings["verdict"].map(_RANK).fillna(len(SEVERITY)).to_numpy(dtype=float)
    lost = findings["lost_bits"].to_numpy(dtype=float)
    imprecise = findings["verdict"].to_numpy() == Verdict.LOST_PRECISION.value
    by_loss = np.where(imprecise, -np.nan_to_num(lost, nan=0.0), 0.0)
    # np.lexsort is stable and sorts by its last key first.
    return np.lexsort((np.arange(len(findings)), by_loss, rank))


def by_severity(findings: pd.DataFrame) -> pd.DataFrame:
    """`findings` reordered by `severity_order` (the index keeps the original positions)."""
    return findings.iloc[severity_order(findings)]


def human_bits(lost: float | None) -> str:
    """Lost bits (one row's, or a sum or mean) for a person: "" for none (None/NaN),
    `<0.001` for 0 < lost < 0.001, else to 3 decimals with integers plain."""
    if lost is None or math.isnan(lost):
        return ""
    if 0 < lost < TINY_BITS:
        return f"<{TINY_BITS:g}"
    rounded = round(lost, 3)
    return str(int(rounded)) if rounded == int(rounded) else f"{rounded:.3f}"


def signed_interval(text: str, width: int) -> str:
    """A `signed-range` fact's text (`[lo,hi)`, unsigned bounds mod 2^width) as the
    signed interval `[smin, smax]`; `full-set`, `empty-set` and text that is not a
    range of that width unchanged. A range that wraps around in signed order (only a
    claim can) reads as its two pieces, `[a, INT_MAX] ∪ [INT_MIN, b]`."""
    try:
        fact = SIGNED_RANGE.parse(text, width)
    except ValueError:
        return text
    if fact.is_full or fact.is_empty:
        return text
    low, high = to_signed(fact.lo, width), to_signed((fact.hi - 1) & mask(width), width)
    if low <= high:
        return f"[{low}, {high}]"
    top = (1 << (width - 1)) - 1
    return f"[{low}, {top}] ∪ [{-top - 1}, {high}]"


FACT_DISPLAY: Mapping[str, Callable[[str, int], str]] = {
    Domain.SIGNED_RANGE.value: signed_interval,
}
"""Per domain, how a fact's stored text reads for a person; a domain not listed reads
as stored."""


def human_fact(domain: str, text: str, width: int) -> str:
    """A fact (`oracle` or `claimed` column) as the human-facing reports show it."""
    show = FACT_DISPLAY.get(domain)
    return text if show is None or not text else show(text, int(width))
