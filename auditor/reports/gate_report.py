"""The gate's decision for people and for CI: a terminal report (`gate_text`), a
Markdown comment for a pull request (`gate_markdown`, gate.md) and a JUnit XML test
report (`gate_junit`), which every CI system can show as failed tests.

All three render one `GateResult` and nothing else, say how many cases were
compared, list what fails the gate first, cap long lists (a patch that breaks a
domain can change thousands of rows; the CSV has them all) and are deterministic:
changes sorted by kind then key. A gate that compared nothing shows only that and
why: its added and removed counts would read like a comparison.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence

from tabulate import tabulate

from auditor.gate import Change, ChangeKind, FailOn, GateResult, Outcome
from auditor.reports.csv import format_bits
from auditor.reports.markdown import cell, table

LIMIT = 50
"""Rows shown per kind of change before "… and N more"."""

TITLES = {
    ChangeKind.NEW_UNSOUND: "new unsound",
    ChangeKind.REGRESSION: "precision regressions",
    ChangeKind.NEW_ERROR: "new errors",
    ChangeKind.NEW_UNKNOWN: "new unknowns",
    ChangeKind.FIXED_UNSOUND: "fixed unsound",
    ChangeKind.IMPROVEMENT: "improvements",
    ChangeKind.FIXED_ERROR: "fixed errors",
    ChangeKind.FIXED_UNKNOWN: "fixed unknowns",
}
"""The kinds listed case by case; added, removed and verdict changes are only counted."""

KEY_HEADERS = ("analysis", "provider", "domain", "fragment", "value")


# -- shared


def _sections(result: GateResult) -> list[tuple[ChangeKind, list[Change]]]:
    """The listed kinds that occur, those that can fail the gate under the policy first."""
    gated = result.policy.gated
    kinds = sorted(TITLES, key=lambda k: (k not in gated, list(ChangeKind).index(k)))
    by_kind = [(kind, [c for c in result.changes if c.kind is kind]) for kind in kinds]
    return [(kind, changes) for kind, changes in by_kind if changes]


def _bits(value: float | None) -> str:
    return format_bits(value) if value is not None else ""


def _verdict(change: Change, side: str) -> str:
    verdict = change.baseline_verdict if side == "baseline" else change.current_verdict
    return verdict.value if verdict is not None else "(absent)"


def _arrow(before: str, after: str) -> str:
    return f"{before} → {after}"


def _status(result: GateResult, change: Change) -> str:
    if result.fails(change):
        return "FAILS"
    return f"allowed by {change.allowed_by}" if change.allowed else ""


def _columns(kind: ChangeKind) -> tuple[tuple[str, ...], Callable[[Change], tuple[str, ...]]]:
    """The headers and the row function of one kind's table (after the key columns)."""
    if kind in (ChangeKind.NEW_UNSOUND, ChangeKind.FIXED_UNSOUND):
        return ("verdict", "claimed", "oracle", "counterexample", "actual", "source"), _unsound_row
    if kind in (ChangeKind.REGRESSION, ChangeKind.IMPROVEMENT):
        return ("lost bits", "baseline claim", "current claim", "oracle", "source"), _bits_row
    return ("verdict", "detail", "source"), _verdict_row


def _unsound_row(c: Change) -> tuple[str, ...]:
    claimed = c.current_claimed if c.current_verdict is not None else c.baseline_claimed
    verdict = _arrow(_verdict(c, "baseline"), _verdict(c, "current"))
    return (verdict, claimed, c.oracle, c.counterexample, c.actual, c.source)


def _bits_row(c: Change) -> tuple[str, ...]:
    lost = _arrow(_bits(c.baseline_lost_bits), _bits(c.current_lost_bits))
    return (lost, c.baseline_claimed, c.current_claimed, c.oracle, c.source)


def _verdict_row(c: Change) -> tuple[str, ...]:
    return (_arrow(_verdict(c, "baseline"), _verdict(c, "current")), c.detail, c.source)


def _table_rows(result: GateResult, kind: ChangeKind, changes: Sequence[Change], limit: int) -> tuple[list[str], list[list[str]]]:  # fmt: skip
    headers, row = _columns(kind)
    rows = [[*c.key[3:], c.domain, c.fragment, c.value, *row(c), _status(result, c)] for c in changes[:limit]]
    return [*KEY_HEADERS, *headers, "gate"], rows


def _more(changes: Sequence[Change], limit: int) -> str:
    return f"… and {len(changes) - limit} more" if len(changes) > limit else ""


def _counts_rows(result: GateResult) -> list[list[str]]:
    gated = result.policy.gated
    rows = []
    for kind in ChangeKind:
        allowed = sum(1 for c in result.changes if c.kind is kind and c.allowed)
        failing = sum(1 for c in result.failing if c.kind is kind)
        gate = "fails" if failing else ("checked" if kind in gated else "")
        rows.append([kind.value, str(result.counts[kind]), str(allowed), gate])
    return rows


COUNT_HEADERS = ("change", "count", "allowed", "gate")


def _summary_line(result: GateResult) -> str:
    return (
        f"{len(result.changes)} changes, {result.allowed} allowed; "
        f"still unsound in both runs: {result.still_unsound}; "
        f"current lost bits: {format_bits(result.total_lost_bits)}"
    )


def compared_line(result: GateResult) -> str:
    """`compared 1,234 cases (…)`, or `compared 0 cases` when nothing was (the
    reason is the verdict line's)."""
    covered = result.coverage
    if not covered.compared:
        return "compared 0 cases"
    return (
        f"compared {covered.cases:,} {_plural(covered.cases, 'case')} present in both runs "
        f"({covered.pairs:,} analysis/provider {_plural(covered.pairs, 'pair')}, "
        f"{covered.fragments:,} {_plural(covered.fragments, 'fragment')}); "
        f"{covered.only_current:,} only in the current run, {covered.only_baseline:,} only in the baseline"
    )


def _plural(n: int, noun: str) -> str:
    return noun if n == 1 else f"{noun}s"


VERDICT_WORDS = {
    Outcome.PASSED: "PASSED",
    Outcome.FAILED: "FAILED",
    Outcome.NOTHING_COMPARED: "NOTHING COMPARED",
    Outcome.INCOMPLETE: "INCOMPLETE",
}


def verdict_line(result: GateResult) -> str:
    """`gate: PASSED`, or `gate: FAILED: reason; reason` (likewise `NOTHING COMPARED`,
    `INCOMPLETE`) — the last line of the text. PASSED only for a passed outcome."""
    word = VERDICT_WORDS[result.outcome]
    return f"gate: {word}" if result.passed else f"gate: {word}: " + "; ".join(result.reasons)


# -- terminal


def gate_text(result: GateResult, limit: int = LIMIT) -> str:
    """Counts per kind, the summary and compared lines, then one table per listed kind
    (what fails first), then the verdict line; when nothing was compared, only the
    compared line and the verdict line."""
    if result.outcome is Outcome.NOTHING_COMPARED:
        return f"{compared_line(result)}\n\n{verdict_line(result)}\n"
    counts = tabulate(_counts_rows(result), headers=list(COUNT_HEADERS), disable_numparse=True)
    parts = [counts, _summary_line(result), compared_line(result)]
    for kind, changes in _sections(result):
        headers, rows = _table_rows(result, kind, changes, limit)
        parts.append(f"{TITLES[kind]} ({len(changes)}):\n" + tabulate(rows, headers=headers, disable_numparse=True))
        if more := _more(changes, limit):
            parts.append(more)
    parts.append(verdict_line(result))
    return "\n\n".join(parts) + "\n"


# -- Markdown


HEADINGS = {
    Outcome.PASSED: "✅ auditor gate passed",
    Outcome.FAILED: "❌ auditor gate failed",
    Outcome.NOTHING_COMPARED: "⚠️ auditor gate compared nothing",
    Outcome.INCOMPLETE: "⚠️ auditor gate incomplete",
}


def gate_markdown(result: GateResult, limit: int = LIMIT) -> str:
    """gate.md, for a CI comment: verdict heading, reasons, the compared line, counts,
    then the listed kinds case by case (capped); when nothing was compared, only the
    heading, the reason and the compared line."""
    parts = [f"## {HEADINGS[result.outcome]}"]
    if result.reasons:
        parts.append("\n".join(f"- {cell(reason)}" for reason in result.reasons))
    parts.append(cell(compared_line(result)))
    if result.outcome is Outcome.NOTHING_COMPARED:
        return "\n\n".join(parts) + "\n"
    parts.append(cell(_summary_line(result)))
    parts.append(table(COUNT_HEADERS, _counts_rows(result)))
    for kind, changes in _sections(result):
        headers, rows = _table_rows(result, kind, changes, limit)
        section = f"### {TITLES[kind]} ({len(changes)})\n\n{table(headers, rows)}"
        if more := _more(changes, limit):
            section += f"\n\n{more}"
        parts.append(section)
    return "\n\n".join(parts) + "\n"


# -- JUnit XML

SUITE = "auditor gate"
INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xml(text: object) -> str:
    """Text XML 1.0 can hold (ElementTree escapes, but cannot encode control characters)."""
    return INVALID_XML.sub("?", str(text))


def _failure_message(change: Change) -> str:
    if change.kind is ChangeKind.NEW_UNSOUND:
        where = f" at {change.counterexample} the value is {change.actual}" if change.counterexample else ""
        return f"new unsound: claimed {change.current_claimed}, oracle {change.oracle}{where}"
    if change.kind is ChangeKind.REGRESSION:
        lost = _arrow(_bits(change.baseline_lost_bits), _bits(change.current_lost_bits))
        return f"precision regression: lost bits {lost}"
    detail = f": {change.detail}" if change.detail else ""
    return f"{change.kind.value}: {_arrow(_verdict(change, 'baseline'), _verdict(change, 'current'))}{detail}"


def _failure_text(change: Change) -> str:
    lines = [
        f"key: fragment={change.fragment} value={change.value} domain={change.domain} "
        f"analysis={change.analysis} provider={change.provider}",
        f"source: {change.source}",
        f"verdict: {_arrow(_verdict(change, 'baseline'), _verdict(change, 'current'))}",
        f"lost bits: {_arrow(_bits(change.baseline_lost_bits), _bits(change.current_lost_bits))}",
        f"claimed: {_arrow(change.baseline_claimed, change.current_claimed)}",
        f"oracle: {change.oracle}",
    ]
    if change.counterexample:
        lines.append(f"counterexample: {change.counterexample} (actual {change.actual})")
    if change.detail:
        lines.append(f"detail: {change.detail}")
    return "\n".join(lines)


def _testcase(suite: ET.Element, classname: str, name: str) -> ET.Element:
    return ET.SubElement(suite, "testcase", classname=_xml(classname), name=_xml(name))


def _change_case(suite: ET.Element, result: GateResult, change: Change) -> None:
    case = _testcase(suite, f"{change.analysis}.{change.provider}.{change.domain}", f"{change.fragment}:{change.value}")
    if result.fails(change):
        failure = ET.SubElement(case, "failure", message=_xml(_failure_message(change)), type=change.kind.value)
        failure.text = _xml(_failure_text(change))
    elif change.allowed:
        ET.SubElement(case, "skipped", message=_xml(f"allowed by {change.allowed_by}"))


def _policy_cases(suite: ET.Element, result: GateResult) -> None:
    policy = result.policy
    if FailOn.ANY_LOSS in policy.fail_on:
        case = _testcase(suite, "auditor.gate", "any-loss")
        if result.loss_rows:
            reason = next((r for r in result.reasons if "any-loss" in r), "lost precision in the current run")
            ET.SubElement(case, "failure", message=_xml(reason))
    if policy.max_lost_bits is not None:
        case = _testcase(suite, "auditor.gate", "max-lost-bits")
        over = [r for r in result.reasons if "--max-lost-bits" in r]
        if over:
            ET.SubElement(case, "failure", message=_xml(over[0]))


ERROR_CASES = {Outcome.NOTHING_COMPARED: "compared cases", Outcome.INCOMPLETE: "input errors"}
"""The testcase, with an <error>, of each outcome that is neither pass nor fail."""


def _error_case(suite: ET.Element, result: GateResult) -> None:
    name = ERROR_CASES.get(result.outcome)
    if name is not None:
        case = _testcase(suite, "auditor.gate", name)
        ET.SubElement(case, "error", message=_xml("; ".join(result.reasons)), type=result.outcome.value)


def gate_junit(result: GateResult) -> str:
    """One <testsuite name="auditor gate">: a testcase per checked change (the kinds
    the policy fails on and their good counterparts; failing ones carry <failure>,
    allowed ones <skipped>), one per policy-wide check (any-loss, max-lost-bits), and
    a passing "no changes" case when there is no checked change, so the suite is
    never empty. An incomplete gate adds an "input errors" case with an <error>; a
    gate that compared nothing has only a "compared cases" case with an <error>."""
    suite = ET.Element("testsuite", name=SUITE)
    if result.outcome is not Outcome.NOTHING_COMPARED:
        checked = [c for c in result.changes if c.kind in result.policy.checked]
        for change in checked:
            _change_case(suite, result, change)
        if not checked:
            _testcase(suite, "auditor.gate", "no changes")
        _policy_cases(suite, result)
    _error_case(suite, result)
    cases = suite.findall("testcase")
    suite.set("tests", str(len(cases)))
    suite.set("failures", str(sum(1 for c in cases if c.find("failure") is not None)))
    suite.set("errors", str(sum(1 for c in cases if c.find("error") is not None)))
    suite.set("skipped", str(sum(1 for c in cases if c.find("skipped") is not None)))
    ET.indent(suite)
    return ET.tostring(suite, encoding="unicode", xml_declaration=True) + "\n"
