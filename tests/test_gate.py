"""The regression gate: the pure classification and decision on both sides of every
threshold, allow rules and their parser, and the three renderers of its result."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from typing import Any

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.compare import Verdict
from auditor.errors import InputError
from auditor.gate import (
    AllowRule,
    ChangeKind,
    FailOn,
    GatePolicy,
    Outcome,
    classify,
    coverage,
    decide,
    gate,
    match,
    parse_allow,
    relabel,
)
from auditor.reports.gate_report import gate_junit, gate_markdown, gate_text
from auditor.reports.markdown import cell as md_cell
from auditor.reports.model import FINDINGS_COLUMNS, _typed, empty_findings

E, L, U, K, V, R = (Verdict.EXACT, Verdict.LOST_PRECISION, Verdict.UNSOUND, Verdict.UNKNOWN, Verdict.VACUOUS, Verdict.ERROR)  # fmt: skip


def row(verdict: str = "exact", lost: float | None = None, **fields: Any) -> dict[str, Any]:
    """One findings row; lost bits default to 0 for exact and 1 for lost-precision."""
    if lost is None:
        lost = {"exact": 0.0, "lost-precision": 1.0}.get(verdict, float("nan"))
    base: dict[str, Any] = {
        "analysis": "builtin", "provider": "default", "source": "t.opt:1", "function": "",
        "fragment": "00000000000000aa", "value": "%x", "opcode": "add", "width": 8, "domain": "known-bits",
        "oracle": "0000xxxx", "claimed": "0000xxxx", "verdict": verdict, "lost_bits": lost,
        "oracle_status": "proven", "counterexample": "", "actual": "", "occurrences": 1, "detail": "",
    }  # fmt: skip
    if verdict == "unsound":
        base.update(counterexample="%x=5", actual="5", claimed="00000000")
    base.update(fields)
    return base


def frame(*rows: dict[str, Any]) -> pd.DataFrame:
    if not rows:
        return empty_findings()
    return _typed(pd.DataFrame(list(rows), columns=list(FINDINGS_COLUMNS)))


def kinds(result: Any) -> list[ChangeKind]:
    return [c.kind for c in result.changes]


ALL_CHANGES = GatePolicy(fail_on=frozenset({FailOn.UNSOUND, FailOn.REGRESSION, FailOn.ERROR}))


# -- classification


@pytest.mark.parametrize(
    ("baseline", "base_bits", "current", "cur_bits", "kind"),
    [
        (None, None, E, 0.0, ChangeKind.ADDED),
        (None, None, L, 4.0, ChangeKind.ADDED),
        (None, None, U, None, ChangeKind.NEW_UNSOUND),
        (E, 0.0, None, None, ChangeKind.REMOVED),
        (U, None, None, None, ChangeKind.REMOVED),
        (E, 0.0, E, 0.0, None),
        (L, 2.0, L, 2.0, None),
        (E, 0.0, L, 1.0, ChangeKind.REGRESSION),
        (L, 2.0, L, 3.0, ChangeKind.REGRESSION),
        (L, 3.0, L, 2.0, ChangeKind.IMPROVEMENT),
        (L, 1.0, E, 0.0, ChangeKind.IMPROVEMENT),
        (E, 0.0, U, None, ChangeKind.NEW_UNSOUND),
        (R, None, U, None, ChangeKind.NEW_UNSOUND),
        (V, None, U, None, ChangeKind.NEW_UNSOUND),
        (U, None, E, 0.0, ChangeKind.FIXED_UNSOUND),
        (U, None, L, 5.0, ChangeKind.FIXED_UNSOUND),
        (U, None, U, None, None),
        (E, 0.0, R, None, ChangeKind.NEW_ERROR),
        (U, None, R, None, ChangeKind.NEW_ERROR),
        (K, None, R, None, ChangeKind.NEW_ERROR),
        (L, 1.0, K, None, ChangeKind.NEW_UNKNOWN),
        (U, None, K, None, ChangeKind.NEW_UNKNOWN),
        (R, None, E, 0.0, ChangeKind.FIXED_ERROR),
        (R, None, V, None, ChangeKind.FIXED_ERROR),
        (K, None, L, 1.0, ChangeKind.FIXED_UNKNOWN),
        (R, None, K, None, ChangeKind.VERDICT_CHANGE),
        (V, None, E, 0.0, ChangeKind.VERDICT_CHANGE),
        (U, None, V, None, ChangeKind.VERDICT_CHANGE),
        (K, None, K, None, None),
        (R, None, R, None, None),
    ],
)
def test_classify(
    baseline: Verdict | None,
    base_bits: float | None,
    current: Verdict | None,
    cur_bits: float | None,
    kind: ChangeKind | None,
) -> None:
    assert classify(baseline, base_bits, current, cur_bits) is kind


# -- the decision


def test_identical_inputs_pass() -> None:
    rows = [
        row("exact"),
        row("lost-precision", 2.5, value="%y"),
        row("unsound", value="%z"),
        row("unknown", value="%w"),
        row("error", value="%e"),
        row("vacuous", value="%v"),
    ]
    result = gate(frame(*rows), frame(*rows), ALL_CHANGES)
    assert result.passed and not result.reasons and not result.changes
    assert result.still_unsound == 1
    assert result.total_lost_bits == 2.5


def test_empty_inputs_compare_nothing() -> None:
    """Two empty runs have nothing in common: no pass (tests/test_gate_on_nothing.py)."""
    result = gate(frame(), frame())
    assert result.outcome is Outcome.NOTHING_COMPARED and not result.passed
    assert result.reasons == ("both runs have no findings",) and result.total_lost_bits == 0


def test_new_unsound_fails_with_its_counterexample() -> None:
    result = gate(frame(row("exact")), frame(row("unsound")))
    assert not result.passed
    assert result.reasons == ("1 new unsound case",)
    (change,) = result.failing
    assert change.kind is ChangeKind.NEW_UNSOUND
    assert (change.counterexample, change.actual, change.current_claimed) == ("%x=5", "5", "00000000")
    assert change.baseline_verdict is Verdict.EXACT and change.baseline_lost_bits == 0.0


def test_fixed_unsound_passes() -> None:
    result = gate(frame(row("unsound")), frame(row("exact")))
    assert result.passed
    assert kinds(result) == [ChangeKind.FIXED_UNSOUND]
    assert result.changes[0].counterexample == "%x=5"  # the old one, to show what was fixed
    assert result.still_unsound == 0


def test_still_unsound_is_counted_not_failed() -> None:
    rows = [row("unsound"), row("unsound", value="%y")]
    result = gate(frame(*rows), frame(rows[0], row("unsound", value="%y", counterexample="%x=7")))
    assert result.passed and result.still_unsound == 2 and not result.changes


@pytest.mark.parametrize(
    ("before", "after", "kind", "passed"),
    [
        (row("exact"), row("lost-precision", 1.0), ChangeKind.REGRESSION, False),
        (row("lost-precision", 2.0), row("lost-precision", 3.0), ChangeKind.REGRESSION, False),
        (row("lost-precision", 3.0), row("lost-precision", 2.0), ChangeKind.IMPROVEMENT, True),
        (row("lost-precision", 1.0), row("exact"), ChangeKind.IMPROVEMENT, True),
        (row("exact"), row("lost-precision", 3.36e-10), ChangeKind.REGRESSION, False),
    ],
)
def test_precision_regressions_and_improvements(
    before: dict[str, Any], after: dict[str, Any], kind: ChangeKind, passed: bool
) -> None:
    result = gate(frame(before), frame(after))
    assert kinds(result) == [kind]
    assert result.passed is passed


def test_regression_reason_says_how_many_bits() -> None:
    before = [row("lost-precision", 2.0), row("exact", value="%y")]
    after = [row("lost-precision", 3.0), row("lost-precision", 0.5, value="%y")]
    assert gate(frame(*before), frame(*after)).reasons == ("2 precision regressions (+1.500 lost bits)",)


def test_regressions_do_not_fail_without_fail_on_regression() -> None:
    policy = GatePolicy(fail_on=frozenset({FailOn.UNSOUND}))
    assert gate(frame(row("exact")), frame(row("lost-precision", 4.0)), policy).passed


def test_lost_bits_compare_at_stored_precision() -> None:
    """An in-memory scan (unrounded floats) against its own CSV is no change."""
    result = gate(frame(row("lost-precision", 11.718)), frame(row("lost-precision", 11.71799999)))
    assert result.passed and not result.changes


def test_added_and_removed_pass_by_default() -> None:
    before = frame(row("exact"), row("unsound", value="%gone"))
    after = frame(row("exact"), row("lost-precision", 7.0, value="%new"), row("exact", provider="scev"))
    result = gate(before, after, ALL_CHANGES)
    assert result.passed
    assert sorted(kinds(result)) == sorted([ChangeKind.ADDED, ChangeKind.ADDED, ChangeKind.REMOVED])


def test_added_unsound_fails() -> None:
    result = gate(frame(row("exact")), frame(row("exact"), row("unsound", provider="lvi")))
    assert not result.passed
    assert kinds(result) == [ChangeKind.NEW_UNSOUND]
    assert result.changes[0].baseline_verdict is None


@pytest.mark.parametrize(("verdict", "reason"), [("error", "1 new error"), ("unknown", "1 new unknown")])
def test_new_error_fails_only_with_fail_on_error(verdict: str, reason: str) -> None:
    before, after = frame(row("lost-precision", 2.0)), frame(row(verdict, detail="opt crashed"))
    assert gate(before, after).passed
    result = gate(before, after, GatePolicy(fail_on=frozenset({FailOn.ERROR})))
    assert not result.passed and result.reasons == (reason,)
    assert result.failing[0].detail == "opt crashed"


def test_any_loss() -> None:
    policy = GatePolicy(fail_on=frozenset({FailOn.ANY_LOSS}))
    exact = frame(row("exact"), row("exact", value="%y"))
    assert gate(exact, exact, policy).passed
    lossy = frame(row("exact"), row("lost-precision", 0.001, value="%y"))
    result = gate(lossy, lossy, policy)  # no change, yet the loss fails the gate
    assert not result.passed
    assert result.reasons == ("current run has 1 lost-precision and 0 unsound rows (--fail-on any-loss)",)
    unsound = frame(row("unsound"))
    assert not gate(unsound, unsound, policy).passed


def test_any_loss_honours_allow_rules() -> None:
    lossy = frame(row("exact"), row("lost-precision", 2.0, value="%y"))
    policy = GatePolicy(fail_on=frozenset({FailOn.ANY_LOSS}), allowed=frozenset({AllowRule(value="%y")}))
    result = gate(lossy, lossy, policy)
    assert result.passed and result.loss_rows == 0


@pytest.mark.parametrize(
    ("lost", "cap", "passed"),
    [
        ([40.0, 60.0], 100.0, True),  # total == cap
        ([40.0, 60.001], 100.0, False),  # cap + the CSV's resolution
        ([40.0, 60.0, 3.36e-10], 100.0, False),  # cap + a loss too small to print with 3 decimals
        ([0.1, 0.2], 0.3, True),  # summed exactly, not in floats
        ([], 0.0, True),
        ([0.001], 0.0, False),
    ],
)
def test_max_lost_bits(lost: list[float], cap: float, passed: bool) -> None:
    rows = [row("lost-precision", bits, value=f"%v{n}") for n, bits in enumerate(lost)]
    current = frame(*rows, row("unsound", value="%u"), row("exact", value="%e"))
    result = gate(current, current, GatePolicy(max_lost_bits=cap))
    assert result.passed is passed
    if not passed:
        assert result.reasons[0].startswith("current lost bits ")
        assert result.reasons[0].endswith(f" > --max-lost-bits {cap:g}")


def test_max_lost_bits_reason_shows_the_excess() -> None:
    current = frame(row("lost-precision", 100.0), row("lost-precision", 3.36e-10, value="%y"))
    result = gate(current, current, GatePolicy(max_lost_bits=100))
    assert result.reasons == ("current lost bits 100.000000000336 > --max-lost-bits 100",)
    current = frame(row("lost-precision", 120.5))
    assert gate(current, current, GatePolicy(max_lost_bits=100)).reasons == (
        "current lost bits 120.5 > --max-lost-bits 100",
    )


@pytest.mark.parametrize("cap", [-1.0, float("nan"), float("inf")])
def test_max_lost_bits_must_be_a_count(cap: float) -> None:
    with pytest.raises(InputError, match="--max-lost-bits"):
        GatePolicy(max_lost_bits=cap)


def test_allow_rule_with_wildcards_suppresses_a_failure() -> None:
    before = frame(row("exact"), row("exact", value="%y", domain="range"))
    after = frame(row("unsound"), row("lost-precision", 2.0, value="%y", domain="range"))
    rule = AllowRule(fragment="00000000000000aa", analysis="builtin", origin="allow.csv:2")
    result = gate(before, after, GatePolicy(allowed=frozenset({rule})))
    assert result.passed and result.allowed == 2 and not result.failing
    assert all(c.allowed and c.allowed_by.startswith("allow.csv:2 ") for c in result.changes)
    other = AllowRule(fragment="00000000000000bb")
    result = gate(before, after, GatePolicy(allowed=frozenset({other})))
    assert not result.passed and result.allowed == 0 and len(result.failing) == 2


def test_allow_rule_matching() -> None:
    key = ("f", "%x", "range", "llvm", "lvi")
    assert AllowRule().matches(key)
    assert AllowRule(domain="range", provider="lvi").matches(key)
    assert not AllowRule(domain="known-bits").matches(key)
    assert AllowRule(value="%x").matches(
        dict(zip(("fragment", "value", "domain", "analysis", "provider"), key, strict=True))
    )


def test_decide_is_pure() -> None:
    before, after = frame(row("exact")), frame(row("unsound"))
    changes = match(before, after)
    policy = GatePolicy(allowed=frozenset({AllowRule()}))
    covered = coverage(before, after)
    assert decide(changes, after, policy, covered).passed
    assert not changes[0].allowed  # the input is not touched
    assert not decide(changes, after, GatePolicy(), covered).passed


def test_changes_are_sorted_by_kind_then_key() -> None:
    before = [row("exact", value=f"%v{n}") for n in range(6)]
    after = [
        row("lost-precision", 1.0, value="%v5"),
        row("unsound", value="%v3"),
        row("lost-precision", 1.0, value="%v1"),
        row("unsound", value="%v0"),
    ]
    random.Random(1).shuffle(after)
    result = gate(frame(*before), frame(*after))
    assert [(c.kind, c.value) for c in result.changes] == [
        (ChangeKind.NEW_UNSOUND, "%v0"),
        (ChangeKind.NEW_UNSOUND, "%v3"),
        (ChangeKind.REGRESSION, "%v1"),
        (ChangeKind.REGRESSION, "%v5"),
        (ChangeKind.REMOVED, "%v2"),
        (ChangeKind.REMOVED, "%v4"),
    ]


@pytest.mark.parametrize("side", ["baseline", "current"])
def test_duplicate_keys_raise(side: str) -> None:
    once, twice = frame(row("exact")), frame(row("exact"), row("exact", source="t.opt:9"))
    baseline, current = (twice, once) if side == "baseline" else (once, twice)
    with pytest.raises(InputError) as raised:
        match(baseline, current)
    message = str(raised.value)
    assert "\n" not in message and message.startswith(f"{side} findings:")
    assert "fragment=00000000000000aa, value=%x, domain=known-bits, analysis=builtin, provider=default" in message


def test_relabel_compares_two_analyses() -> None:
    both = frame(
        row("lost-precision", 23.0, analysis="llvm-19"),
        row("exact", analysis="llvm-22"),
        row("exact", analysis="builtin"),
    )
    old, new = relabel(both, "llvm-19", "llvm"), relabel(both, "llvm-22", "llvm")
    assert list(old["analysis"]) == ["llvm"] and list(new["analysis"]) == ["llvm"]
    result = gate(old, new)
    assert kinds(result) == [ChangeKind.IMPROVEMENT] and result.changes[0].analysis == "llvm"
    assert not gate(new, old).passed


def test_relabel_names_the_analyses_present() -> None:
    with pytest.raises(InputError, match=r"'llvm-18' is not in the findings \(present: builtin, llvm-19\)"):
        relabel(frame(row(analysis="llvm-19"), row()), "llvm-18", "llvm")
    with pytest.raises(InputError, match=r"present: none"):
        relabel(frame(), "llvm-18", "llvm")


# -- allow files


def test_parse_allow() -> None:
    text = "\ufeff# known LVI imprecision\n\ndomain, provider\nrange,lvi\n  # another\n*,scev\nrange,lvi\n"
    rules = parse_allow(text, "allow.csv")
    assert rules == {AllowRule(domain="range", provider="lvi"), AllowRule(provider="scev")}
    assert {r.origin for r in rules} <= {"allow.csv:4", "allow.csv:6", "allow.csv:7"}
    assert parse_allow("fragment,value,domain,analysis,provider\n", "a.csv") == frozenset()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "a.csv:1: no header"),
        ("# only a comment\n", "a.csv:1: no header"),
        ("# comment\ndomain,opcode\n", "a.csv:2: unknown column 'opcode'"),
        ("domain,domain\n", "a.csv:1: column 'domain' named twice"),
        ("domain,provider\nrange,lvi\n\nrange\n", "a.csv:4: 1 fields, the header has 2"),
        ("domain\nrange\nknownbits\n", "a.csv:3: unknown domain 'knownbits'"),
        ("value,provider\n%x,\n", "a.csv:2: empty provider (write * for any)"),
        ('value\n"%x\n', "a.csv:2: malformed CSV"),
    ],
)
def test_parse_allow_errors(text: str, message: str) -> None:
    with pytest.raises(InputError) as raised:
        parse_allow(text, "a.csv")
    assert str(raised.value).startswith(message)
    assert "\n" not in str(raised.value)


# -- renderers


def failing_result() -> Any:
    before = frame(
        row("exact"),
        row("lost-precision", 2.0, value="%y"),
        row("lost-precision", 3.0, value="%z"),
        row("exact", value="%a"),
    )
    after = frame(
        row("unsound", counterexample="%x=128", actual="128"),
        row("lost-precision", 3.0, value="%y", claimed="a|b\nc"),
        row("lost-precision", 2.0, value="%z"),
        row("lost-precision", 9.0, value="%a"),
    )
    policy = GatePolicy(max_lost_bits=10.0, allowed=frozenset({AllowRule(value="%a", origin="allow.csv:2")}))
    return gate(before, after, policy)


def test_junit() -> None:
    result = failing_result()
    suite = ET.fromstring(gate_junit(result))
    assert suite.tag == "testsuite" and suite.get("name") == "auditor gate"
    cases = suite.findall("testcase")
    failures = [c for c in cases if c.find("failure") is not None]
    skipped = [c for c in cases if c.find("skipped") is not None]
    # new unsound %x, regression %y, max-lost-bits (14 > 10); %a allowed; %z improved
    assert len(failures) == 3 and suite.get("failures") == "3"
    assert len(skipped) == 1 and suite.get("skipped") == "1"
    skip = skipped[0].find("skipped")
    assert skip is not None and "allow.csv:2" in skip.get("message", "")
    assert suite.get("tests") == str(len(cases)) == "5"
    names = {(c.get("classname"), c.get("name")) for c in cases}
    assert ("builtin.default.known-bits", "00000000000000aa:%x") in names
    assert ("auditor.gate", "max-lost-bits") in names
    unsound = next(c for c in failures if c.get("name") == "00000000000000aa:%x").find("failure")
    assert unsound is not None and "%x=128" in unsound.get("message", "") and "%x=128" in (unsound.text or "")


def test_junit_without_changes() -> None:
    same = frame(row("exact"))
    suite = ET.fromstring(gate_junit(gate(same, same)))
    (case,) = suite.findall("testcase")
    assert case.get("name") == "no changes" and list(case) == []
    assert (suite.get("tests"), suite.get("failures"), suite.get("skipped")) == ("1", "0", "0")


def test_junit_escapes_everything() -> None:
    after = frame(row("unsound", value='%<&"x', actual="\x01<tag>"))
    suite = ET.fromstring(gate_junit(gate(frame(row("exact", value='%<&"x')), after)))
    assert suite.findall("testcase")[0].get("name") == '00000000000000aa:%<&"x'


def test_markdown() -> None:
    result = failing_result()
    text = gate_markdown(result)
    assert text.startswith("## ❌ auditor gate failed")
    for reason in result.reasons:
        assert f"- {reason.replace('<', '&lt;')}" in text
    assert "a\\|b<br>c" in text
    assert "### new unsound (1)" in text and "### precision regressions (2)" in text and "### improvements (1)" in text
    same = frame(row("exact"))
    assert gate_markdown(gate(same, same)).startswith("## ✅ auditor gate passed")


def test_md_cell() -> None:
    assert md_cell("a|b") == "a\\|b"
    assert md_cell("a\r\nb\nc") == "a<br>b<br>c"
    assert md_cell("<script>&") == "&lt;script>&amp;"


def test_text() -> None:
    result = failing_result()
    text = gate_text(result)
    assert text.endswith("\ngate: FAILED: " + "; ".join(result.reasons) + "\n")
    assert text.index("new unsound (1)") < text.index("precision regressions") < text.index("improvements")
    assert "2 → 3" in text and "%x=128" in text
    same = frame(row("exact"))
    assert gate_text(gate(same, same)).endswith("\ngate: PASSED\n")


def test_long_lists_are_capped() -> None:
    before = frame(*[row("exact", value=f"%v{n:03}") for n in range(60)])
    after = frame(*[row("lost-precision", 1.0, value=f"%v{n:03}") for n in range(60)])
    result = gate(before, after)
    assert "… and 10 more" in gate_text(result)
    assert "… and 55 more" in gate_markdown(result, limit=5)
    assert "%v049" in gate_text(result) and "%v050" not in gate_text(result)


def test_renderers_are_deterministic() -> None:
    before = [row("exact", value=f"%v{n}") for n in range(8)]
    after = [row(v, value=f"%v{n}") for n, v in enumerate(["unsound", "lost-precision", "error", "exact"] * 2)]
    shuffled = after[:]
    random.Random(7).shuffle(shuffled)
    one, two = gate(frame(*before), frame(*after), ALL_CHANGES), gate(frame(*before), frame(*shuffled), ALL_CHANGES)
    for render in (gate_text, gate_markdown, gate_junit):
        assert render(one) == render(two)


# -- properties

VERDICT_BITS = st.one_of(
    st.just(("exact", 0.0)),
    st.tuples(st.just("lost-precision"), st.sampled_from([0.5, 1.0, 2.0, 3.0, 2.2e-05, 11.718])),
    st.sampled_from([(v, float("nan")) for v in ("unsound", "unknown", "vacuous", "error")]),
)
KEYS = st.tuples(
    st.sampled_from(["00000000000000aa", "00000000000000bb"]),
    st.sampled_from(["%x", "%y"]),
    st.sampled_from(["known-bits", "range"]),
    st.sampled_from(["builtin"]),
    st.sampled_from(["default", "lvi"]),
)
RUNS = st.dictionaries(KEYS, VERDICT_BITS, max_size=12)


def run(findings: dict[tuple[str, ...], tuple[str, float]]) -> pd.DataFrame:
    rows = []
    for (fragment, value, domain, analysis, provider), (verdict, lost) in findings.items():
        fields = {"fragment": fragment, "value": value, "domain": domain, "analysis": analysis, "provider": provider}
        rows.append(row(verdict, lost, **fields))
    return frame(*rows)


@settings(deadline=None, max_examples=100)
@given(RUNS)
def test_a_run_against_itself_passes(findings: dict[tuple[str, ...], tuple[str, float]]) -> None:
    x = run(findings)
    result = gate(x, x, ALL_CHANGES)
    assert result.passed is bool(findings) and not result.changes  # an empty run compares nothing
    assert result.still_unsound == sum(1 for verdict, _ in findings.values() if verdict == "unsound")


MIRROR = {
    ChangeKind.REGRESSION: {ChangeKind.IMPROVEMENT},
    ChangeKind.IMPROVEMENT: {ChangeKind.REGRESSION},
    ChangeKind.ADDED: {ChangeKind.REMOVED},
    ChangeKind.REMOVED: {ChangeKind.ADDED, ChangeKind.NEW_UNSOUND},
}


@settings(deadline=None, max_examples=100)
@given(RUNS, RUNS)
def test_swapping_the_runs_mirrors_the_changes(
    old: dict[tuple[str, ...], tuple[str, float]], new: dict[tuple[str, ...], tuple[str, float]]
) -> None:
    forward = {c.key: c for c in match(run(old), run(new))}
    backward = {c.key: c for c in match(run(new), run(old))}
    assert forward.keys() == backward.keys()
    for key, change in forward.items():
        mirrored = backward[key].kind
        if change.kind in MIRROR:
            assert mirrored in MIRROR[change.kind]
        if change.kind is ChangeKind.NEW_UNSOUND and change.baseline_verdict in (Verdict.EXACT, Verdict.LOST_PRECISION):
            assert mirrored is ChangeKind.FIXED_UNSOUND
        if change.kind is ChangeKind.FIXED_UNSOUND:
            assert mirrored is ChangeKind.NEW_UNSOUND
        if change.kind is ChangeKind.NEW_UNSOUND and change.baseline_verdict is None:
            assert mirrored is ChangeKind.REMOVED


def test_only_what_would_fail_is_allowed() -> None:
    """An improvement a rule happens to match needed no excuse: not counted as allowed."""
    before = frame(row("lost-precision", 3.0), row("exact", value="%y"))
    after = frame(row("lost-precision", 2.0), row("lost-precision", 1.0, value="%y"))
    result = gate(before, after, GatePolicy(allowed=frozenset({AllowRule()})))
    assert result.passed and result.allowed == 1
    assert [(c.kind, c.allowed) for c in result.changes] == [
        (ChangeKind.REGRESSION, True),
        (ChangeKind.IMPROVEMENT, False),
    ]
