"""The regression gate: compare a baseline run's findings with a current run's and
decide, as a pure function, whether the current analysis may land.

A team changes an analysis; the gate says whether the patch made anything unsound or
less precise, on the same corpus, case by case. Three steps, kept apart so each is
testable on its own and the decision has no I/O:

1. `match(baseline, current)` joins the two findings tables on the key (fragment,
   value, domain, analysis, provider) and classifies every key whose verdict or lost
   bits differ into a `Change`. `relabel` first narrows a table to one analysis under
   a common name, to compare two analyses (llvm-19 against llvm-22) instead of two
   runs of one.
2. `decide(changes, current, policy, coverage)` applies a `GatePolicy` (what fails
   the gate, an absolute cap on lost bits, allow rules) and returns a `GateResult`:
   an `Outcome`, one line per reason, counts. `coverage(baseline, current)` says how
   many cases the two runs have in common: a gate that compared nothing (an empty
   run, a named analysis absent, runs of disjoint analyses or fragments) has not
   passed — its outcome is `nothing-compared`, which the CLI turns into exit 2.
3. The renderers in `auditor.reports.gate_report` print the result for a terminal,
   a CI comment (Markdown) and a CI test report (JUnit XML).

`gate(baseline, current, policy, …)` runs the three steps on two findings tables.

Lost bits are compared at the precision findings.csv stores them
(`auditor.reports.csv.format_bits`): a scan held in memory and the same scan read
back from its CSV then compare equal, so `scan --baseline` never reports noise in the
last float digits as regressions. The current run's total is summed exactly, in
decimal, over those stored values, so a cap of 0.3 is not failed by 0.1 + 0.2.
"""

from __future__ import annotations

import csv
import dataclasses
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from functools import cached_property
from typing import Any

import pandas as pd

from auditor.compare import Verdict
from auditor.errors import InputError
from auditor.reports.csv import format_bits, format_total, stored_bits
from auditor.reports.model import DOMAIN_ORDER

KEY = ("fragment", "value", "domain", "analysis", "provider")
"""The columns that identify one finding in both runs."""

WILDCARD = "*"
JUDGED = frozenset({Verdict.EXACT, Verdict.LOST_PRECISION})
"""Verdicts with a lost-bits measure: the claim is sound and compared by precision."""


class ChangeKind(StrEnum):
    """How one finding differs between the baseline and the current run, in the order
    reports list them: what can fail the gate first, then what got better, then the
    neutral changes."""

    NEW_UNSOUND = "new-unsound"
    REGRESSION = "regression"
    NEW_ERROR = "new-error"
    NEW_UNKNOWN = "new-unknown"
    FIXED_UNSOUND = "fixed-unsound"
    IMPROVEMENT = "improvement"
    FIXED_ERROR = "fixed-error"
    FIXED_UNKNOWN = "fixed-unknown"
    VERDICT_CHANGE = "verdict-change"
    ADDED = "added"
    REMOVED = "removed"


KIND_ORDER = {kind: n for n, kind in enumerate(ChangeKind)}


class FailOn(StrEnum):
    """What fails the gate (`--fail-on`)."""

    UNSOUND = "unsound"  # new-unsound changes
    REGRESSION = "regression"  # precision regressions
    ERROR = "error"  # new-error and new-unknown changes
    ANY_LOSS = "any-loss"  # any lost-precision or unsound row in the current run


GATED: Mapping[FailOn, frozenset[ChangeKind]] = {
    FailOn.UNSOUND: frozenset({ChangeKind.NEW_UNSOUND}),
    FailOn.REGRESSION: frozenset({ChangeKind.REGRESSION}),
    FailOn.ERROR: frozenset({ChangeKind.NEW_ERROR, ChangeKind.NEW_UNKNOWN}),
    FailOn.ANY_LOSS: frozenset(),
}
"""The change kinds each `FailOn` fails on (any-loss looks at the current rows instead)."""

COUNTERPART: Mapping[ChangeKind, ChangeKind] = {
    ChangeKind.NEW_UNSOUND: ChangeKind.FIXED_UNSOUND,
    ChangeKind.REGRESSION: ChangeKind.IMPROVEMENT,
    ChangeKind.NEW_ERROR: ChangeKind.FIXED_ERROR,
    ChangeKind.NEW_UNKNOWN: ChangeKind.FIXED_UNKNOWN,
}
"""The good change on the other side of each gated kind; reports show both sides."""

DEFAULT_FAIL_ON = frozenset({FailOn.UNSOUND, FailOn.REGRESSION})


# -- allow rules


@dataclass(frozen=True)
class AllowRule:
    """A known, accepted change: any field may be `*`. `origin` (`file:line`) is only
    for messages; two rules that match the same keys are the same rule."""

    fragment: str = WILDCARD
    value: str = WILDCARD
    domain: str = WILDCARD
    analysis: str = WILDCARD
    provider: str = WILDCARD
    origin: str = field(default="", compare=False)

    def matches(self, key: Mapping[str, Any] | Sequence[str]) -> bool:
        """Whether the rule covers a key, given as a mapping with the KEY columns or
        as a tuple in KEY's order."""
        values = [key[c] for c in KEY] if isinstance(key, Mapping) else list(key)
        return all(want in (WILDCARD, got) for want, got in zip(self.fields, values, strict=True))

    @property
    def fields(self) -> tuple[str, str, str, str, str]:
        return (self.fragment, self.value, self.domain, self.analysis, self.provider)

    @property
    def text(self) -> str:
        named = ", ".join(f"{c}={v}" for c, v in zip(KEY, self.fields, strict=True) if v != WILDCARD)
        where = f"{self.origin} " if self.origin else ""
        return f"{where}({named or 'everything'})"


def parse_allow(text: str, source: str) -> frozenset[AllowRule]:
    """Allow rules from a CSV file: a header naming some of fragment, value, domain,
    analysis, provider (a column left out means `*`), then one rule per line; blank
    lines and lines starting with `#` are skipped. Each line is read on its own so
    errors name their line: InputError `source:line: reason`. A domain must be one
    auditor knows, since a misspelt one would silently allow nothing."""
    header: list[str] | None = None
    rules: set[AllowRule] = set()
    for number, line in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cells = _allow_cells(line, f"{source}:{number}")
        if header is None:
            header = _allow_header(cells, f"{source}:{number}")
        else:
            rules.add(_allow_rule(header, cells, f"{source}:{number}"))
    if header is None:
        raise InputError(f"{source}:1: no header (expected some of {', '.join(KEY)})")
    return frozenset(rules)


def _allow_cells(line: str, where: str) -> list[str]:
    try:
        (cells,) = list(csv.reader([line], strict=True))
    except csv.Error as err:
        raise InputError(f"{where}: malformed CSV ({err})") from None
    return [cell.strip() for cell in cells]


def _allow_header(cells: list[str], where: str) -> list[str]:
    for cell in cells:
        if cell not in KEY:
            raise InputError(f"{where}: unknown column {cell!r} (expected some of {', '.join(KEY)})")
    duplicates = sorted(c for c, n in Counter(cells).items() if n > 1)
    if duplicates:
        raise InputError(f"{where}: column {duplicates[0]!r} named twice")
    return cells


def _allow_rule(header: list[str], cells: list[str], where: str) -> AllowRule:
    if len(cells) != len(header):
        raise InputError(f"{where}: {len(cells)} fields, the header has {len(header)}")
    row = dict(zip(header, cells, strict=True))
    for column, cell in row.items():
        if not cell:
            raise InputError(f"{where}: empty {column} (write * for any)")
    domain = row.get("domain", WILDCARD)
    if domain != WILDCARD and domain not in DOMAIN_ORDER:
        raise InputError(f"{where}: unknown domain {domain!r}")
    return AllowRule(**row, origin=where)


def allowed_by(rules: Iterable[AllowRule], key: Mapping[str, Any] | Sequence[str]) -> AllowRule | None:
    """The first rule (in a stable order, so messages are deterministic) that covers
    `key`, if any."""
    return _first_match(_ordered(rules), key)


def _ordered(rules: Iterable[AllowRule]) -> tuple[AllowRule, ...]:
    return tuple(sorted(rules, key=lambda r: (r.fields, r.origin)))


def _first_match(rules: Sequence[AllowRule], key: Mapping[str, Any] | Sequence[str]) -> AllowRule | None:
    return next((rule for rule in rules if rule.matches(key)), None)


# -- changes


@dataclass(frozen=True)
class Change:
    """One finding that differs between the runs. A side the finding is absent from
    has verdict None; lost bits are None unless that side is judged. `oracle`,
    `source` and `detail` come from the current row when there is one;
    `counterexample`/`actual` from whichever side is unsound (the current first)."""

    fragment: str
    value: str
    domain: str
    analysis: str
    provider: str
    kind: ChangeKind
    baseline_verdict: Verdict | None
    baseline_lost_bits: float | None
    baseline_claimed: str
    current_verdict: Verdict | None
    current_lost_bits: float | None
    current_claimed: str
    oracle: str = ""
    counterexample: str = ""
    actual: str = ""
    source: str = ""
    detail: str = ""
    allowed: bool = False
    allowed_by: str = ""

    @property
    def key(self) -> tuple[str, str, str, str, str]:
        return (self.fragment, self.value, self.domain, self.analysis, self.provider)

    @property
    def sort_key(self) -> tuple[int, str, str, int, str, str]:
        return (KIND_ORDER[self.kind], self.fragment, self.value, DOMAIN_ORDER.get(self.domain, -1), *self.key[3:])

    @property
    def delta(self) -> float | None:
        """Current minus baseline lost bits, when both sides are judged."""
        if self.baseline_lost_bits is None or self.current_lost_bits is None:
            return None
        return self.current_lost_bits - self.baseline_lost_bits


def classify(baseline: Verdict | None, base_bits: float | None, current: Verdict | None, cur_bits: float | None) -> ChangeKind | None:  # fmt: skip
    """The kind of change from one side's (verdict, lost bits) to the other's; None
    when nothing changed. Choices, in order of precedence:

    - A key only in the current run is `added` — unless it is unsound: an analysis
      that starts making unsound claims about new providers or cases must fail the
      gate, so it is `new-unsound`. An added lost-precision row is only `added`: it
      has nothing to regress from (`--fail-on any-loss` and `--max-lost-bits` see it).
    - A key only in the baseline is `removed`, whatever its verdict.
    - Becoming unsound is `new-unsound`; becoming `error` (from anything) `new-error`;
      becoming `unknown` from a judged or unsound verdict `new-unknown`.
    - Both sides judged (exact or lost-precision): more lost bits is a `regression`
      (exact → lost-precision included), fewer an `improvement`.
    - Unsound → judged is `fixed-unsound`; error → judged or vacuous `fixed-error`;
      unknown → judged `fixed-unknown`.
    - Anything else that changed the verdict (vacuous ↔ …, error → unknown,
      unsound → vacuous) is `verdict-change`.
    """
    if baseline is None:
        return None if current is None else (ChangeKind.NEW_UNSOUND if current is Verdict.UNSOUND else ChangeKind.ADDED)
    if current is None:
        return ChangeKind.REMOVED
    if baseline in JUDGED and current in JUDGED:
        return _by_bits(base_bits or 0.0, cur_bits or 0.0)
    if baseline is current:
        return None
    return _by_verdict(baseline, current)


def _by_bits(base_bits: float, cur_bits: float) -> ChangeKind | None:
    if cur_bits > base_bits:
        return ChangeKind.REGRESSION
    if cur_bits < base_bits:
        return ChangeKind.IMPROVEMENT
    return None


def _by_verdict(baseline: Verdict, current: Verdict) -> ChangeKind:
    if current is Verdict.UNSOUND:
        return ChangeKind.NEW_UNSOUND
    if current is Verdict.ERROR:
        return ChangeKind.NEW_ERROR
    if current is Verdict.UNKNOWN and (baseline in JUDGED or baseline is Verdict.UNSOUND):
        return ChangeKind.NEW_UNKNOWN
    if baseline is Verdict.UNSOUND and current in JUDGED:
        return ChangeKind.FIXED_UNSOUND
    if baseline is Verdict.ERROR and (current in JUDGED or current is Verdict.VACUOUS):
        return ChangeKind.FIXED_ERROR
    if baseline is Verdict.UNKNOWN and current in JUDGED:
        return ChangeKind.FIXED_UNKNOWN
    return ChangeKind.VERDICT_CHANGE


def relabel(frame: pd.DataFrame, analysis: str, label: str) -> pd.DataFrame:
    """The rows of one analysis, renamed `label`, so that two different analyses
    (llvm-19 in the baseline, llvm-22 in the current run) join on the same key. Allow
    rules then match `label`, not the original names. InputError if the analysis has
    no rows, listing those that do."""
    rows = _rows_of(frame, analysis, label)
    if rows.empty:
        raise InputError(f"analysis {analysis!r} is not in the findings (present: {_analyses(frame)})")
    return rows


def _rows_of(frame: pd.DataFrame, analysis: str, label: str) -> pd.DataFrame:
    """The rows of one analysis, renamed `label` (none, if it has none)."""
    return frame[frame["analysis"] == analysis].assign(analysis=label).reset_index(drop=True)


def _analyses(frame: pd.DataFrame) -> str:
    return ", ".join(sorted(set(frame["analysis"].astype(str)))) or "none"


def narrow(
    baseline: pd.DataFrame, current: pd.DataFrame, baseline_analysis: str | None, current_analysis: str | None
) -> tuple[pd.DataFrame, pd.DataFrame, str]:
    """Both runs narrowed to the named analyses (`--baseline-analysis`,
    `--current-analysis`; one name alone names both sides) under one label, as
    `relabel` does, plus "" or, when a non-empty run has no rows of its analysis,
    why (one line; that side is then empty). Without names, the runs unchanged."""
    if not (baseline_analysis or current_analysis):
        return baseline, current, ""
    before = baseline_analysis or current_analysis or ""
    after = current_analysis or before
    label = before if before == after else f"{before}→{after}"
    old, new = _rows_of(baseline, before, label), _rows_of(current, after, label)
    absent = ""
    if not (baseline.empty or current.empty):
        absent = _absent(baseline, old, before, "baseline") or _absent(current, new, after, "current")
    return old, new, absent


def _absent(run: pd.DataFrame, rows: pd.DataFrame, analysis: str, side: str) -> str:
    if not rows.empty:
        return ""
    return f"analysis {analysis!r} has no rows in the {side} run (it has: {_analyses(run)})"


def match(baseline: pd.DataFrame, current: pd.DataFrame) -> list[Change]:
    """Every finding whose verdict or lost bits differ between the runs, sorted by
    kind then key. InputError if a key occurs twice in one input: the gate could not
    tell which row to compare."""
    _check_unique(baseline, "baseline")
    _check_unique(current, "current")
    base = _side(baseline, "b")
    cur = _side(current, "c")
    merged = base.merge(cur, on=list(KEY), how="outer")
    merged = merged[_differ(merged)]
    rows = (dict(zip(merged.columns, values, strict=True)) for values in merged.itertuples(index=False, name=None))
    changes = [change for row in rows if (change := _change(row)) is not None]
    return sorted(changes, key=lambda c: c.sort_key)


def _differ(merged: pd.DataFrame) -> pd.Series:
    """Rows that may be changes (a cheap vectorised filter; `classify` decides)."""
    base_bits, cur_bits = merged["lost_bits_b"], merged["lost_bits_c"]
    same_bits = (base_bits == cur_bits) | (base_bits.isna() & cur_bits.isna())
    differ = (merged["verdict_b"] != merged["verdict_c"]) | ~same_bits
    return differ.fillna(True).astype(bool)


def _check_unique(frame: pd.DataFrame, side: str) -> None:
    duplicated = frame[frame.duplicated(list(KEY), keep="first")]
    if not duplicated.empty:
        first = duplicated.iloc[0]
        key = ", ".join(f"{c}={first[c]}" for c in KEY)
        raise InputError(f"{side} findings: the key ({key}) occurs more than once")


SIDE_COLUMNS = ("verdict", "lost_bits", "claimed", "oracle", "counterexample", "actual", "source", "detail")


def _side(frame: pd.DataFrame, suffix: str) -> pd.DataFrame:
    """The key plus the compared columns, suffixed, with lost bits as stored."""
    part = frame[[*KEY, *SIDE_COLUMNS]].astype({c: str for c in KEY})
    stored = {v: stored_bits(v) for v in part["lost_bits"].dropna().unique()}
    part = part.assign(lost_bits=part["lost_bits"].map(stored).astype(float))
    return part.rename(columns={c: f"{c}_{suffix}" for c in SIDE_COLUMNS})


def _change(row: Mapping[str, Any]) -> Change | None:
    base = _verdict(row["verdict_b"])
    cur = _verdict(row["verdict_c"])
    base_bits = _bits(row["lost_bits_b"]) if base in JUDGED else None
    cur_bits = _bits(row["lost_bits_c"]) if cur in JUDGED else None
    kind = classify(base, base_bits, cur, cur_bits)
    if kind is None:
        return None
    evidence = "c" if cur is Verdict.UNSOUND or base is not Verdict.UNSOUND else "b"
    described = "c" if cur is not None else "b"
    return Change(
        fragment=str(row["fragment"]),
        value=str(row["value"]),
        domain=str(row["domain"]),
        analysis=str(row["analysis"]),
        provider=str(row["provider"]),
        kind=kind,
        baseline_verdict=base,
        baseline_lost_bits=base_bits,
        baseline_claimed=_text(row["claimed_b"]),
        current_verdict=cur,
        current_lost_bits=cur_bits,
        current_claimed=_text(row["claimed_c"]),
        oracle=_text(row[f"oracle_{described}"]),
        counterexample=_text(row[f"counterexample_{evidence}"]),
        actual=_text(row[f"actual_{evidence}"]),
        source=_text(row[f"source_{described}"]),
        detail=_text(row[f"detail_{described}"]),
    )


def _missing(value: Any) -> bool:
    return value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value))


def _verdict(value: Any) -> Verdict | None:
    return None if _missing(value) else Verdict(value)


def _bits(value: Any) -> float:
    """A judged row's lost bits; an exact row with an empty cell lost nothing."""
    return 0.0 if _missing(value) else float(value)


def _text(value: Any) -> str:
    return "" if _missing(value) else str(value)


# -- what was compared


@dataclass(frozen=True)
class Coverage:
    """How much of the two runs the gate compared. `cases`: keys (fragment, value,
    domain, analysis, provider) present in both runs — the only ones a verdict or
    lost-bits change can be found on; `only_baseline`/`only_current`: keys of one run
    only (the removed and added changes); `pairs`, `fragments`: the (analysis,
    provider) pairs and the fragments the runs share. `nothing`: "" when `cases` > 0,
    else why nothing was compared, in one line."""

    cases: int
    only_baseline: int
    only_current: int
    pairs: int
    fragments: int
    nothing: str = ""

    @property
    def compared(self) -> bool:
        return not self.nothing


PAIRS_SHOWN = 4
"""(analysis, provider) pairs named per run when the runs share none."""


def coverage(baseline: pd.DataFrame, current: pd.DataFrame, absent: str = "") -> Coverage:
    """What the runs (as compared, i.e. after `narrow`; keys unique, as `match`
    checks) have in common. When no case is in both, `nothing` names the first
    cause of: `absent` (from `narrow`), both or one run empty, no (analysis,
    provider) pair in common, no fragment in common, no case in common."""
    cases = len(_keys(baseline).merge(_keys(current), on=list(KEY), how="inner"))
    base_pairs, cur_pairs = _pairs(baseline), _pairs(current)
    base_fragments, cur_fragments = _fragments(baseline), _fragments(current)
    shared_fragments = len(base_fragments & cur_fragments)
    nothing = ""
    if cases == 0:
        nothing = (
            absent
            or _empty_run(baseline, current)
            or _no_shared_pair(base_pairs, cur_pairs)
            or _no_shared_fragment(len(base_fragments), len(cur_fragments), shared_fragments)
            or "the runs share no case: no (fragment, value, domain, analysis, provider) is in both"
        )
    return Coverage(
        cases=cases,
        only_baseline=len(baseline) - cases,
        only_current=len(current) - cases,
        pairs=len(base_pairs & cur_pairs),
        fragments=shared_fragments,
        nothing=nothing,
    )


def _keys(frame: pd.DataFrame) -> pd.DataFrame:
    return frame[list(KEY)].astype(str)


def _pairs(frame: pd.DataFrame) -> set[tuple[str, str]]:
    pairs = frame[["analysis", "provider"]].astype(str).drop_duplicates()
    return set(pairs.itertuples(index=False, name=None))


def _fragments(frame: pd.DataFrame) -> set[str]:
    return set(frame["fragment"].astype(str).unique())


def _empty_run(baseline: pd.DataFrame, current: pd.DataFrame) -> str:
    if baseline.empty and current.empty:
        return "both runs have no findings"
    if baseline.empty:
        return "the baseline run has no findings"
    return "the current run has no findings" if current.empty else ""


def _no_shared_pair(base: set[tuple[str, str]], cur: set[tuple[str, str]]) -> str:
    if base & cur:
        return ""
    return f"the runs share no (analysis, provider) pair (baseline: {_pair_list(base)}; current: {_pair_list(cur)})"


def _pair_list(pairs: set[tuple[str, str]]) -> str:
    names = [f"{analysis}/{provider}" for analysis, provider in sorted(pairs)]
    more = f", … ({len(names) - PAIRS_SHOWN} more)" if len(names) > PAIRS_SHOWN else ""
    return ", ".join(names[:PAIRS_SHOWN]) + more


def _no_shared_fragment(base: int, cur: int, shared: int) -> str:
    if shared:
        return ""
    return f"the runs share no fragment ({base} in the baseline, {cur} in the current run): scans of different inputs?"


# -- the decision


@dataclass(frozen=True)
class GatePolicy:
    """What fails the gate. `fail_on`: the kinds of change (and `any-loss`: any loss in
    the current run at all, for a reference analysis that must be maximally precise).
    `max_lost_bits`: an absolute cap on the current run's total lost bits, independent
    of the baseline (coverage.py's `--fail-under`, the other way round). `allowed`:
    changes (and, for any-loss, current rows) that are known and never fail the gate;
    the cap counts every row, since a total with holes in it caps nothing."""

    fail_on: frozenset[FailOn] = DEFAULT_FAIL_ON
    max_lost_bits: float | None = None
    allowed: frozenset[AllowRule] = frozenset()

    def __post_init__(self) -> None:
        cap = self.max_lost_bits
        if cap is not None and not (math.isfinite(cap) and cap >= 0):
            raise InputError(f"--max-lost-bits must be a non-negative number, not {cap!r}")

    @property
    def gated(self) -> frozenset[ChangeKind]:
        """The change kinds that fail the gate under this policy (unless allowed)."""
        kinds: set[ChangeKind] = set()
        for fail_on in self.fail_on:
            kinds |= GATED[fail_on]
        return frozenset(kinds)

    @property
    def checked(self) -> frozenset[ChangeKind]:
        """The gated kinds and their good counterparts: what a CI report lists."""
        return self.gated | {COUNTERPART[k] for k in self.gated}


class Outcome(StrEnum):
    """What the gate decided; the CLI maps each to an exit status (0, 1, 2, 2)."""

    PASSED = "passed"  # something was compared and no check failed
    FAILED = "failed"  # a check of the policy failed
    NOTHING_COMPARED = "nothing-compared"  # no case is in both runs: no decision at all
    INCOMPLETE = "incomplete"  # no check failed, but the current run had input errors


@dataclass(frozen=True)
class GateResult:
    """The gate's decision. `outcome`: see `Outcome`. `reasons`: one line per failed
    check, or the one line saying why nothing was compared or why a pass is
    incomplete (empty iff passed). `coverage`: what the runs had in common.
    `changes`: every change, marked `allowed` when the policy would fail on it but an
    allow rule excuses it (`allowed` counts those); `failing`: those that failed the
    gate (none unless the outcome is failed). `still_unsound`: keys unsound in both
    runs — reported, never failed on (the gate judges changes; `--fail-on any-loss`
    is the way to fail on them). `loss_rows`: current lost-precision and unsound rows
    not allowed (what any-loss fails on). `total_lost_bits`: the current run's, every
    row."""

    outcome: Outcome
    coverage: Coverage
    reasons: tuple[str, ...]
    changes: tuple[Change, ...]
    failing: tuple[Change, ...]
    counts: Mapping[ChangeKind, int]
    still_unsound: int
    total_lost_bits: float
    allowed: int
    loss_rows: int
    policy: GatePolicy

    @property
    def passed(self) -> bool:
        return self.outcome is Outcome.PASSED

    def fails(self, change: Change) -> bool:
        return change in self._failing

    @cached_property
    def _failing(self) -> frozenset[Change]:
        return frozenset(self.failing)


def decide(
    changes: Sequence[Change],
    current: pd.DataFrame,
    policy: GatePolicy,
    covered: Coverage,
    incomplete: Sequence[str] = (),
) -> GateResult:
    """The gate's decision, a pure function of the changes (from `match` against this
    `current`), the current findings, the policy, what the runs had in common
    (`coverage`) and why the current run is incomplete (`incomplete_reasons`). In
    this order: if nothing was compared the outcome is nothing-compared (whatever
    the changes); if a check fails, failed; if the current run is incomplete,
    incomplete (a pass over what it could audit is no pass); else passed. Every current
    unsound row either is a new-unsound change or was unsound in the baseline too,
    which is how `still_unsound` is counted without the baseline."""
    rules = _ordered(policy.allowed)
    marked = tuple(sorted((_allow(c, rules, policy.gated) for c in changes), key=lambda c: c.sort_key))
    failing = tuple(c for c in marked if c.kind in policy.gated and not c.allowed)
    counts = Counter(c.kind for c in marked)
    total = total_lost_bits(current)
    loss = _loss_mask(current, rules)
    reasons = _change_reasons(failing)
    if FailOn.ANY_LOSS in policy.fail_on and loss.any():
        reasons.append(_any_loss_reason(current[loss]))
    if policy.max_lost_bits is not None:
        cap = Decimal(repr(float(policy.max_lost_bits)))
        if total > cap:
            reasons.append(f"current lost bits {over_text(total, cap)} > --max-lost-bits {decimal_text(cap)}")
    current_unsound = int((current["verdict"] == Verdict.UNSOUND.value).sum())
    new_unsound = sum(1 for c in marked if c.kind is ChangeKind.NEW_UNSOUND)
    outcome, reasons = _outcome(reasons, covered, incomplete)
    return GateResult(
        outcome=outcome,
        coverage=covered,
        reasons=tuple(reasons),
        changes=marked,
        failing=failing if outcome is Outcome.FAILED else (),
        counts={kind: counts.get(kind, 0) for kind in ChangeKind},
        still_unsound=current_unsound - new_unsound,
        total_lost_bits=float(total),
        allowed=sum(1 for c in marked if c.allowed),
        loss_rows=int(loss.sum()),
        policy=policy,
    )


def _outcome(failures: list[str], covered: Coverage, incomplete: Sequence[str]) -> tuple[Outcome, list[str]]:
    """The outcome and its reasons (see `decide` for the order)."""
    if not covered.compared:
        return Outcome.NOTHING_COMPARED, [covered.nothing]
    if failures:
        return Outcome.FAILED, failures
    if incomplete:
        return Outcome.INCOMPLETE, list(incomplete)
    return Outcome.PASSED, []


def incomplete_reasons(input_errors: int = 0, failed_analyses: Sequence[str] = ()) -> tuple[str, ...]:
    """Why a current run is incomplete, one line each, for `gate(incomplete=…)`: the
    scan's input errors (files it could not read) and the analyses whose every row
    is `error` (they audited nothing); empty if neither."""
    reasons = []
    if input_errors:
        errors = f"{input_errors} input error{'' if input_errors == 1 else 's'}"
        reasons.append(f"the current run had {errors}: what it could not read was not compared")
    reasons += [f"analysis {name} audited nothing (every row is an error)" for name in failed_analyses]
    return tuple(reasons)


def gate(
    baseline: pd.DataFrame,
    current: pd.DataFrame,
    policy: GatePolicy | None = None,
    baseline_analysis: str | None = None,
    current_analysis: str | None = None,
    incomplete: Sequence[str] = (),
) -> GateResult:
    """Narrow (with analysis names, see `narrow`), match, measure the coverage, then
    decide (the default policy: fail on new unsound and regressions; `incomplete`:
    see `decide`). Pure: raises only InputError, for a key twice in one run;
    everything else is in the result."""
    old, new, absent = narrow(baseline, current, baseline_analysis, current_analysis)
    changes = match(old, new)
    return decide(changes, new, policy or GatePolicy(), coverage(old, new, absent), incomplete)


def total_lost_bits(findings: pd.DataFrame) -> Decimal:
    """The exact decimal sum of the lost bits as stored (empty cells count 0)."""
    counts = findings["lost_bits"].dropna().value_counts()
    return sum((Decimal(format_bits(float(v))) * int(n) for v, n in zip(counts.index, counts, strict=True)), Decimal(0))


def decimal_text(value: Decimal) -> str:
    """A decimal without trailing zeros or exponent: 100, 120.5, 0.000000000336."""
    return f"{value.normalize():f}"


def over_text(total: Decimal, cap: Decimal) -> str:
    """A total that exceeds `cap`, to 3 decimals unless that would hide the excess."""
    rounded = total.quantize(Decimal("0.001"))
    return decimal_text(rounded if rounded > cap else total)


def _allow(change: Change, rules: Sequence[AllowRule], gated: frozenset[ChangeKind]) -> Change:
    """The change, marked allowed if the policy would fail on it and a rule excuses it
    (an improvement a rule happens to match is not "allowed": it needed no excuse)."""
    rule = _first_match(rules, change.key) if change.kind in gated else None
    return dataclasses.replace(change, allowed=rule is not None, allowed_by=rule.text if rule else "")


REASON_NOUNS: Mapping[ChangeKind, tuple[str, str]] = {
    ChangeKind.NEW_UNSOUND: ("new unsound case", "new unsound cases"),
    ChangeKind.REGRESSION: ("precision regression", "precision regressions"),
    ChangeKind.NEW_ERROR: ("new error", "new errors"),
    ChangeKind.NEW_UNKNOWN: ("new unknown", "new unknowns"),
}


def _change_reasons(failing: Sequence[Change]) -> list[str]:
    counts = Counter(c.kind for c in failing)
    reasons = []
    for kind, (one, many) in REASON_NOUNS.items():
        n = counts.get(kind, 0)
        if not n:
            continue
        reason = f"{n} {one if n == 1 else many}"
        if kind is ChangeKind.REGRESSION:
            lost = sum(c.delta or 0.0 for c in failing if c.kind is kind)
            reason += f" (+{format_total(lost) or '0'} lost bits)"
        reasons.append(reason)
    return reasons


def _loss_mask(findings: pd.DataFrame, rules: Sequence[AllowRule]) -> pd.Series:
    """The current rows any-loss fails on: lost-precision or unsound, not allowed."""
    lossy = findings["verdict"].isin([Verdict.LOST_PRECISION.value, Verdict.UNSOUND.value])
    if not rules or not lossy.any():
        return lossy
    return lossy & ~allowed_mask(findings, rules)


def allowed_mask(findings: pd.DataFrame, rules: Iterable[AllowRule]) -> pd.Series:
    """Which rows of a findings table some rule covers (vectorised: one comparison
    per named field of each rule)."""
    covered = pd.Series(False, index=findings.index)
    for rule in rules:
        hit = pd.Series(True, index=findings.index)
        for column, want in zip(KEY, rule.fields, strict=True):
            if want != WILDCARD:
                hit &= findings[column].astype(str) == want
        covered |= hit
    return covered


def _any_loss_reason(lossy: pd.DataFrame) -> str:
    verdicts = lossy["verdict"]
    lost = int((verdicts == Verdict.LOST_PRECISION.value).sum())
    unsound = int((verdicts == Verdict.UNSOUND.value).sum())
    return f"current run has {lost} lost-precision and {unsound} unsound rows (--fail-on any-loss)"
