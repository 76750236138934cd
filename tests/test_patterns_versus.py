"""`auditor patterns … --versus OLD`: what changed from one analysis to another on
one report. The counts of a hand-made report are worked out here row by row (see
the comments), not read back from the code; the renderers and the command line are
checked against the same numbers."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from auditor import api
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.errors import InputError
from auditor.patterns import AnalysisDiff, Change, compare_analyses
from auditor.patterns.versus import classify_change
from auditor.reports.patterns_md import patterns_markdown
from auditor.reports.versus_csv import VERSUS_COLUMNS, versus_csv
from tests.test_patterns import AND_7, AND_15, BROKEN, LSHR, MUL, SUB, one_line_error, run, write_report

A, B, C, D, E = ("a" * 16, "b" * 16, "c" * 16, "d" * 16, "e" * 16)
OCCURRENCES = {A: 10, B: 1, C: 1, D: 2, E: 3}


def pair(
    fragment: str,
    value: str,
    domain: str,
    provider: str,
    old: tuple[str, float | str, str] | None,
    new: tuple[str, float | str, str] | None,
) -> list[dict[str, object]]:
    """The rows of one claim for llvm-19 (`old`) and llvm-22 (`new`): (verdict, lost
    bits, claim); None: that analysis has no such row."""
    rows: list[dict[str, object]] = []
    for analysis, side in (("llvm-19", old), ("llvm-22", new)):
        if side is not None:
            verdict, lost, claim = side
            rows.append(
                {"analysis": analysis, "fragment": fragment, "value": value, "domain": domain, "provider": provider,
                 "verdict": verdict, "lost_bits": lost, "claimed": claim, "oracle": f"best-{fragment[0]}{value}"}
            )  # fmt: skip
    return rows


LP, EX, UN = "lost-precision", "exact", "unsound"
VT, CCR, LVI, DB = "ValueTracking", "computeConstantRange", "LazyValueInfo", "DemandedBits"

FINDINGS: list[dict[str, object]] = [
    # known-bits: 4 compared, 1 unchanged, 1 only in llvm-22
    *pair(A, "%r", "known-bits", VT, (LP, 3, "a19"), (EX, 0, "a22")),  # more precise: 10 occ., 3 × 10 bits
    *pair(B, "%s", "known-bits", VT, (LP, 2, "b19"), (LP, 1, "b22")),  # more precise: 1 occ., 1 × 1 bit
    *pair(C, "%r", "known-bits", VT, (EX, 0, "c19"), (LP, 2, "c22")),  # less precise: 1 occ., 2 × 1 bits
    *pair(D, "%n", "known-bits", VT, (EX, 0, "d19"), (EX, 0, "d22")),  # unchanged
    *pair(A, "%r", "known-bits", "NewProvider", None, (LP, 1, "n22")),  # llvm-22 only
    # range: 5 compared, 2 unchanged, 1 only in llvm-19
    *pair(D, "%n", "range", CCR, (UN, "", "d19"), (EX, 0, "d22")),  # no longer unsound: 2 occ.
    *pair(C, "%r", "range", CCR, (LP, 1, "c19"), (UN, "", "c22")),  # newly unsound: 1 occ.
    *pair(A, "%r", "range", LVI, ("unknown", "", "a19"), (LP, 1, "a22")),  # other: 10 occ.
    *pair(B, "%s", "range", LVI, (LP, 1.5, "[0,3)"), (LP, 1.5, "[1,4)")),  # unchanged: other claim, same loss
    *pair(A, "%r", "range", CCR, (UN, "", "x19"), (UN, "", "x22")),  # unchanged: unsound in both
    *pair(B, "%s", "range", "ScalarEvolution", (LP, 1, "s19"), None),  # llvm-19 only
    # demanded bits: both inputs of E, each row weighted by E's 3 occurrences
    *pair(E, "%a", "demanded-bits", DB, (LP, 1, "ea19"), (EX, 0, "ea22")),
    *pair(E, "%b", "demanded-bits", DB, (LP, 1, "eb19"), (EX, 0, "eb22")),
    # another analysis: ignored
    {"analysis": "toy", "fragment": A, "value": "%r", "domain": "known-bits", "provider": VT, "verdict": UN},
]


@pytest.fixture()
def versus_report(tmp_path: Path) -> Path:
    fragments = {A: (AND_7, 10), B: (AND_15, 1), C: (LSHR, 1), D: (SUB, 2), E: (MUL, 3)}
    return write_report(tmp_path / "versus", fragments, FINDINGS)


def counts(diff: AnalysisDiff, domain: Domain) -> dict[str, tuple[int, int, float]]:
    (d,) = [d for d in diff.domains if d.domain is domain]
    return {c.change.value: (c.rows, c.occurrences, c.bits) for c in d.changes}


def test_changes_are_counted_per_domain_and_weighted_by_occurrences(versus_report: Path) -> None:
    diff = compare_analyses(api.load_report(versus_report), "llvm-19", "llvm-22")
    assert (diff.old, diff.new) == ("llvm-19", "llvm-22")
    assert [d.domain for d in diff.domains] == [Domain.KNOWN_BITS, Domain.DEMANDED_BITS, Domain.RANGE]
    known, demanded, ranged = diff.domains
    assert (known.compared, known.unchanged, known.old_only, known.new_only) == (4, 1, 0, 1)
    assert counts(diff, Domain.KNOWN_BITS) == {"more-precise": (2, 11, 31.0), "less-precise": (1, 1, 2.0)}
    assert (ranged.compared, ranged.unchanged, ranged.old_only, ranged.new_only) == (5, 2, 1, 0)
    assert counts(diff, Domain.RANGE) == {
        "newly-unsound": (1, 1, 0.0),
        "no-longer-unsound": (1, 2, 0.0),
        "other": (1, 10, 0.0),
    }
    assert (demanded.compared, demanded.unchanged) == (2, 0)
    assert counts(diff, Domain.DEMANDED_BITS) == {"more-precise": (2, 6, 6.0)}
    assert diff.total(Change.MORE_PRECISE) == (4, 17)
    assert diff.total(Change.NEWLY_UNSOUND) == (1, 1)


def test_examples_occur_most_first_and_carry_both_claims_and_the_fragment_text(versus_report: Path) -> None:
    report = api.load_report(versus_report)
    diff = compare_analyses(report, "llvm-19", "llvm-22", examples=1)
    more = diff.domains[0].count(Change.MORE_PRECISE)
    assert more is not None and more.rows == 2
    (first,) = more.examples  # A (10 occurrences) before B (1)
    assert (first.fragment, first.value, first.provider, first.occurrences) == (A, "%r", VT, 10)
    assert (first.old_claim, first.new_claim, first.best) == ("a19", "a22", "best-a%r")
    assert (first.old_verdict, first.new_verdict) == (Verdict.LOST_PRECISION, Verdict.EXACT)
    assert (first.old_lost_bits, first.new_lost_bits) == (3.0, 0.0)
    assert first.souper == AND_7
    every = compare_analyses(report, "llvm-19", "llvm-22", examples=5).domains[0].count(Change.MORE_PRECISE)
    assert every is not None and [e.fragment for e in every.examples] == [A, B]
    # the other way round, every change turns around
    back = compare_analyses(report, "llvm-22", "llvm-19")
    assert counts(back, Domain.KNOWN_BITS) == {"more-precise": (1, 1, 2.0), "less-precise": (2, 11, 31.0)}
    assert counts(back, Domain.RANGE)["newly-unsound"] == (1, 2, 0.0)
    assert (back.domains[0].old_only, back.domains[0].new_only) == (1, 0)


@pytest.mark.parametrize(
    ("old", "new", "old_lost", "new_lost", "expected"),
    [
        ("exact", "exact", 0.0, 0.0, None),
        ("lost-precision", "exact", 2.0, 0.0, Change.MORE_PRECISE),
        ("lost-precision", "lost-precision", 2.0, 2.5, Change.LESS_PRECISE),
        ("lost-precision", "lost-precision", 2.0, 2.0, None),
        ("exact", "unsound", 0.0, None, Change.NEWLY_UNSOUND),
        ("unsound", "lost-precision", None, 1.0, Change.NO_LONGER_UNSOUND),
        ("unsound", "unsound", None, None, None),
        # to or from unknown: the evidence changed, not a precision proven either way
        ("unsound", "unknown", None, None, Change.OTHER),
        ("unknown", "unsound", None, None, Change.OTHER),
        ("unknown", "unknown", None, None, None),
        ("vacuous", "exact", None, 0.0, Change.OTHER),
    ],
)
def test_classify_change(old: str, new: str, old_lost: float | None, new_lost: float | None, expected: Change) -> None:
    assert classify_change(old, new, old_lost, new_lost) is expected


def test_an_analysis_missing_from_the_report_is_an_input_error(versus_report: Path) -> None:
    report = api.load_report(versus_report)
    with pytest.raises(InputError, match="no findings of analysis 'llvm-18'"):
        compare_analyses(report, "llvm-18", "llvm-22")
    with pytest.raises(InputError, match="itself"):
        api.compare_analyses(versus_report, "llvm-22", "llvm-22")


def test_versus_csv_and_the_markdown_section(versus_report: Path) -> None:
    from auditor.patterns import PatternsResult

    diff = api.compare_analyses(versus_report, "llvm-19", "llvm-22", examples=1)
    rows = list(csv.DictReader(io.StringIO(versus_csv(diff))))
    assert list(rows[0]) == list(VERSUS_COLUMNS)
    # one row per bucket here (one example each): 2 known-bits, 1 demanded-bits, 3 range
    assert [(r["domain"], r["change"]) for r in rows] == [
        ("known-bits", "more-precise"),
        ("known-bits", "less-precise"),
        ("demanded-bits", "more-precise"),
        ("range", "newly-unsound"),
        ("range", "no-longer-unsound"),
        ("range", "other"),
    ]
    assert (rows[0]["rows"], rows[0]["occurrences"], rows[0]["bits"], rows[0]["compared"]) == ("2", "11", "31", "4")
    assert (rows[0]["old_claim"], rows[0]["new_claim"], rows[0]["souper"]) == ("a19", "a22", AND_7)
    # without examples, a bucket still has its row: the counts are never lost
    bare = list(csv.DictReader(io.StringIO(versus_csv(compare_analyses(api.load_report(versus_report), examples=0)))))
    assert len(bare) == 6 and all(r["example"] == r["fragment"] == "" for r in bare)
    result = PatternsResult("llvm-22", "22", (), 0, 0, 0, 0.0)
    page = patterns_markdown(result, diff)
    assert "## llvm-19 → llvm-22" in page and "## llvm-19 → llvm-22" not in patterns_markdown(result)
    assert "### known-bits: more precise — 2 claims, 11 occurrences, 31 bits × occurrences gained" in page
    (line,) = [line for line in page.splitlines() if line.startswith("| known-bits ")]
    cells = [c.strip() for c in line.strip("|").split("|")]
    # compared, unchanged, newly unsound, no longer unsound, more, less precise, other, only old, only new
    assert cells == ["known-bits", "4", "1", "", "", "2 (11)", "1 (1)", "", "0", "1"]
    assert "`a19`" in page and "`a22`" in page and "and %x, 7:i8" in page


def test_cli_versus_an_analysis_the_report_does_not_have_is_one_line_with_status_2(versus_report: Path) -> None:
    # checked before anything is loaded or reduced: no LLVM is needed for this
    one_line_error(run("patterns", str(versus_report), "-a", "llvm-22", "--versus", "llvm-18"), "llvm-18")
    one_line_error(run("patterns", str(versus_report), "-a", "llvm-22", "--versus", "llvm-22"), "same analysis")


def test_cli_writes_versus_csv_and_the_section(tmp_path: Path) -> None:
    spec = "python:tests/analyses/broken.py:NegateRange"
    scanned = run("scan", str(BROKEN), "-a", spec, "-a", "builtin", "-d", "range", "--out", str(tmp_path), "-j", "1")
    assert scanned.returncode == 0, scanned.stderr
    out = tmp_path / "out"
    done = run(
        "patterns", str(tmp_path), "-a", spec, "--versus", "builtin", "--top", "1", "--out", str(out), "--no-html"
    )
    assert done.returncode == 0, done.stderr
    assert "builtin → broken-negate-range" in done.stdout
    names = ["pattern-01.ll", "pattern-01.opt", "patterns.csv", "patterns.md", "versus.csv"]
    assert sorted(p.name for p in out.iterdir()) == names  # no lit test: not an LLVM analysis
    assert "## builtin → broken-negate-range" in (out / "patterns.md").read_text()
    expected = versus_csv(compare_analyses(api.load_report(tmp_path), "builtin", "broken-negate-range"))
    assert (out / "versus.csv").read_text() == expected
