"""Issue 63, "the gate passes on nothing": a gate that compared nothing — an empty
run, a named analysis absent, runs of disjoint analyses or fragments — exits 2 with
one line and never says PASSED; every gate says how many cases it compared; a scan
that read no fragment exits 2 and leaves --out as it was; and reports are moved
into place only when all are complete, so a crash while writing them leaves the
old ones whole."""

from __future__ import annotations

import csv
import io
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from auditor import api
from auditor.cli import app
from auditor.gate import GatePolicy, Outcome, coverage, gate, incomplete_reasons
from auditor.journal import JOURNAL_NAME
from auditor.reports import writer
from auditor.reports.gate_report import compared_line, gate_junit, gate_markdown, gate_text
from tests.test_cli import run
from tests.test_gate import frame, row

SOURCE = "%a:i8 = var\n%b:i8 = add %a, 1\ninfer %b\n\n%c:i8 = var\n%d:i8 = and %c, 15\ninfer %d\n"
"""Two tiny fragments: the builtin analysis audits them in well under a second."""

SCAN = ("-a", "builtin", "-d", "range", "-d", "known-bits", "-j", "1")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("corpus") / "two.opt"
    path.write_text(SOURCE, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def scans(corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One report directory of the tiny corpus (tests copy or rewrite its findings)."""
    out = tmp_path_factory.mktemp("scan") / "reports"
    done = run("scan", str(corpus), *SCAN, "--out", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def _rows(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


def _write(path: Path, header: Iterable[str], rows: list[dict[str, str]]) -> Path:
    out = io.StringIO()
    table = csv.DictWriter(out, fieldnames=list(header), lineterminator="\n")
    table.writeheader()
    table.writerows(rows)
    path.write_text(out.getvalue(), encoding="utf-8")
    return path


def _variant(scans: Path, path: Path, **changes: str) -> Path:
    """The scan's findings.csv with some columns set to another value in every row."""
    rows = _rows(scans / "findings.csv")
    for r in rows:
        r.update(changes)
    return _write(path, rows[0], rows)


def _empty(scans: Path, path: Path) -> Path:
    """A findings.csv with the header and no row: what a scan of nothing wrote."""
    header = (scans / "findings.csv").read_text(encoding="utf-8").splitlines()[0]
    path.write_text(header + "\n", encoding="utf-8")
    return path


def _snapshot(directory: Path, journal: bool = True) -> dict[str, bytes]:
    """Every file under `directory`, by relative path, with its bytes (without the
    scan journal's files if not `journal`)."""
    files = (p for p in sorted(directory.rglob("*")) if p.is_file())
    return {str(p.relative_to(directory)): p.read_bytes() for p in files if journal or JOURNAL_NAME not in p.name}


def _nothing_compared(done: subprocess.CompletedProcess[str], reason: str) -> None:
    """Exit 2, one line on stderr with the reason, no PASSED anywhere."""
    assert done.returncode == 2, done.stdout + done.stderr
    stdout, stderr = done.stdout, done.stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    assert lines[0].startswith("auditor: error: the gate compared nothing: ") and reason in lines[0], lines[0]
    assert "PASSED" not in stdout and f"gate: NOTHING COMPARED: {lines[0].split(': ', 3)[-1]}" in stdout, stdout
    assert "compared 0 cases" in stdout


# -- the gate command


@pytest.mark.parametrize("side", ["current", "baseline"])
def test_an_empty_run_compares_nothing(scans: Path, tmp_path: Path, side: str) -> None:
    empty = _empty(scans, tmp_path / "findings.csv")
    baseline, current = (scans, empty) if side == "current" else (empty, scans)
    junit = tmp_path / "gate.xml"
    done = run("gate", "--baseline", str(baseline), "--current", str(current), "--junit", str(junit),
               "--out", str(tmp_path))  # fmt: skip
    _nothing_compared(done, f"the {side} run has no findings")
    assert (tmp_path / "gate.md").read_text(encoding="utf-8").startswith("## ⚠️ auditor gate compared nothing")
    suite = ET.parse(junit).getroot()
    assert (suite.get("tests"), suite.get("errors"), suite.get("failures")) == ("1", "1", "0")


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        (("--baseline-analysis", "nope"), "analysis 'nope' has no rows in the baseline run (it has: builtin)"),
        (("--baseline-analysis", "builtin", "--current-analysis", "nope"), "'nope' has no rows in the current run"),
    ],
)
def test_a_named_analysis_without_rows_compares_nothing(
    scans: Path, tmp_path: Path, options: tuple[str, ...], reason: str
) -> None:
    done = run("gate", "--baseline", str(scans), "--current", str(scans), "--out", str(tmp_path), *options)
    _nothing_compared(done, reason)


def test_disjoint_analyses_compare_nothing(scans: Path, tmp_path: Path) -> None:
    current = _variant(scans, tmp_path / "findings.csv", analysis="llvm-22", provider="lvi")
    done = run("gate", "--baseline", str(scans), "--current", str(current))
    _nothing_compared(
        done, "the runs share no (analysis, provider) pair (baseline: builtin/default; current: llvm-22/lvi)"
    )
    assert "removed" not in done.stdout  # no counts that read like a comparison


def test_disjoint_fragments_compare_nothing(scans: Path, tmp_path: Path) -> None:
    current = _variant(scans, tmp_path / "findings.csv", fragment="00000000deadbeef")
    done = run("gate", "--baseline", str(scans), "--current", str(current))
    _nothing_compared(done, "the runs share no fragment (2 in the baseline, 1 in the current run)")


def test_every_gate_says_how_many_cases_it_compared(scans: Path, tmp_path: Path) -> None:
    rows = _rows(scans / "findings.csv")
    same = run("gate", "--baseline", str(scans), "--current", str(scans))
    assert same.returncode == 0, same.stdout + same.stderr
    assert f"compared {len(rows)} cases present in both runs (1 analysis/provider pair, 2 fragments); " in same.stdout
    assert "0 only in the current run, 0 only in the baseline" in same.stdout
    assert f"compared {len(rows)} cases" in (scans / "gate.md").read_text(encoding="utf-8")
    # One row gone from the current run, one made unsound: compared one fewer, failed.
    target = next(r for r in rows[1:] if r["verdict"] == "exact")
    target.update(verdict="unsound", counterexample="%a=1", actual="1")
    current = _write(tmp_path / "findings.csv", rows[0], rows[1:])
    worse = run("gate", "--baseline", str(scans), "--current", str(current))
    assert worse.returncode == 1, worse.stdout + worse.stderr
    assert f"compared {len(rows) - 1} cases present in both runs" in worse.stdout
    assert "0 only in the current run, 1 only in the baseline" in worse.stdout
    assert "gate: FAILED: 1 new unsound case" in worse.stdout and "PASSED" not in worse.stdout


# -- scan --baseline and scans of nothing


def test_scan_with_input_errors_never_says_passed(scans: Path, corpus: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.opt"
    bad.write_text("%x:i8 = var\n%y:i8 = frob %x, 1\ninfer %y\n", encoding="utf-8")
    done = run("scan", str(corpus), str(bad), *SCAN, "--out", str(tmp_path / "out"), "--baseline", str(scans))
    assert done.returncode == 2, done.stdout + done.stderr
    assert "PASSED" not in done.stdout
    assert "gate: INCOMPLETE: the current run had 1 input error" in done.stdout
    assert done.stderr.strip().splitlines()[-1].startswith("auditor: error: the gate is incomplete: ")
    assert "incomplete" in (tmp_path / "out" / "gate.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("gated", [False, True])
def test_a_scan_of_a_missing_path_leaves_out_untouched(scans: Path, tmp_path: Path, gated: bool) -> None:
    out = tmp_path / "reports"
    (out / "sub").mkdir(parents=True)
    for name, data in _snapshot(scans).items():
        (out / name).write_bytes(data)
    (out / "sub" / "notes.txt").write_text("kept\n", encoding="utf-8")
    before, siblings = _snapshot(out), sorted(tmp_path.iterdir())
    missing = tmp_path / "typo.opt"
    done = run("scan", str(missing), *SCAN, "--out", str(out), *(("--baseline", str(scans)) if gated else ()))
    assert done.returncode == 2, done.stdout + done.stderr
    assert "PASSED" not in done.stdout and "Traceback" not in done.stderr
    assert done.stderr.splitlines() == [
        f"{missing}:0:0: error: no such file or directory",
        f"auditor: error: no fragment to audit: {out} left as it was" + ("; gate not run" if gated else ""),
    ]
    assert _snapshot(out) == before
    assert sorted(tmp_path.iterdir()) == siblings  # no journal, no temporary directory


def test_a_scan_of_nothing_does_not_create_out(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    done = run("scan", str(tmp_path / "empty"), *SCAN, "--out", str(tmp_path / "reports"))
    assert done.returncode == 2 and "no fragment to audit" in done.stderr
    assert not (tmp_path / "reports").exists()


# -- reports moved into place only when complete


def _crash(report: object) -> str:
    raise RuntimeError("simulated crash while rendering summary.md")


def test_a_crash_while_writing_reports_leaves_the_old_ones_whole(
    corpus: Path, scans: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "reports"
    out.mkdir()
    for name, data in _snapshot(scans).items():
        (out / name).write_bytes(data)
    before = _snapshot(out)
    # summary.md renders after findings.csv and fragments.csv: those are complete by then.
    monkeypatch.setitem(writer.RENDERERS, "summary.md", _crash)
    other = tmp_path / "other.opt"
    other.write_text("%a:i8 = var\n%b:i8 = mul %a, 3\ninfer %b\n", encoding="utf-8")
    done = CliRunner().invoke(app, ["scan", str(other), *SCAN, "--out", str(out), "--no-progress"])
    assert isinstance(done.exception, RuntimeError), done.output
    # The reports are the old ones, byte for byte; the scan's journal stays beside
    # them, so that running the scan again resumes with nothing left to compute.
    assert _snapshot(out, journal=False) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.opt", "reports"]  # the temporary directory went


def test_a_crash_while_writing_into_a_new_directory_leaves_no_report(
    scans: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = api.load_report(scans)
    monkeypatch.setitem(writer.RENDERERS, "summary.md", _crash)
    with pytest.raises(RuntimeError):
        api.write_reports(report, tmp_path / "new" / "reports")
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["new"]
    monkeypatch.undo()
    written = api.write_reports(report, tmp_path / "new" / "reports")
    assert all(p.exists() for p in written) and sorted(p.name for p in (tmp_path / "new").iterdir()) == ["reports"]


def test_a_report_directory_that_is_a_file_is_one_line(scans: Path, tmp_path: Path) -> None:
    taken = tmp_path / "reports"
    taken.write_text("not a directory\n", encoding="utf-8")
    done = run("report", str(scans), "--out", str(taken))
    assert done.returncode == 2 and done.stderr == f"auditor: error: {taken}: not a directory\n"


# -- the pure decision and its renderers


def test_coverage_counts_what_both_runs_hold() -> None:
    before = frame(row(value="%x"), row(value="%y"), row(value="%z", provider="lvi"))
    after = frame(row(value="%x"), row(value="%y"), row(value="%w", fragment="00000000000000bb"))
    covered = coverage(before, after)
    assert (covered.cases, covered.only_baseline, covered.only_current) == (2, 1, 1)
    assert (covered.pairs, covered.fragments, covered.compared, covered.nothing) == (1, 1, True, "")


@pytest.mark.parametrize(
    ("before", "after", "reason"),
    [
        ([], [], "both runs have no findings"),
        ([row()], [], "the current run has no findings"),
        ([], [row()], "the baseline run has no findings"),
        ([row()], [row(provider="lvi")], "the runs share no (analysis, provider) pair (baseline: builtin/default; current: builtin/lvi)"),
        ([row()], [row(fragment="00000000000000bb")], "the runs share no fragment (1 in the baseline, 1 in the current run)"),
        ([row()], [row(domain="range")], "the runs share no case"),
    ],
)  # fmt: skip
def test_nothing_compared_names_its_cause(before: list[dict[str, object]], after: list[dict[str, object]], reason: str) -> None:  # fmt: skip
    result = gate(frame(*before), frame(*after))
    assert result.outcome is Outcome.NOTHING_COMPARED and not result.passed and not result.failing
    assert len(result.reasons) == 1 and result.reasons[0].startswith(reason)
    assert result.coverage.cases == 0


def test_nothing_compared_outranks_a_failure() -> None:
    """A run of a new provider that is unsound is new-unsound, but with nothing in
    common the gate has no basis for a decision: exit 2, not a verdict."""
    result = gate(frame(row()), frame(row("unsound", provider="lvi")))
    assert result.outcome is Outcome.NOTHING_COMPARED and result.failing == ()


def test_a_named_analysis_is_narrowed_purely() -> None:
    both = frame(row(analysis="llvm-19"), row("lost-precision", 2.0, analysis="llvm-22"))
    result = gate(both, both, baseline_analysis="llvm-19", current_analysis="llvm-22")
    assert result.outcome is Outcome.FAILED and result.changes[0].analysis == "llvm-19→llvm-22"
    absent = gate(both, both, baseline_analysis="llvm-18")
    assert absent.reasons == ("analysis 'llvm-18' has no rows in the baseline run (it has: llvm-19, llvm-22)",)


def test_an_incomplete_run_makes_a_pass_incomplete_not_a_failure() -> None:
    same = frame(row())
    reasons = incomplete_reasons(2, ["llvm-22"])
    assert reasons == (
        "the current run had 2 input errors: what it could not read was not compared",
        "analysis llvm-22 audited nothing (every row is an error)",
    )
    assert incomplete_reasons(1)[0].startswith("the current run had 1 input error:") and incomplete_reasons() == ()
    result = gate(same, same, incomplete=reasons)
    assert result.outcome is Outcome.INCOMPLETE and result.reasons == reasons
    assert gate(same, frame(row("unsound")), incomplete=reasons).outcome is Outcome.FAILED
    assert gate(same, same, GatePolicy()).outcome is Outcome.PASSED


def test_renderers_of_nothing_compared() -> None:
    result = gate(frame(row()), frame())
    assert gate_text(result) == "compared 0 cases\n\ngate: NOTHING COMPARED: the current run has no findings\n"
    markdown = gate_markdown(result)
    assert markdown.startswith("## ⚠️ auditor gate compared nothing\n\n- the current run has no findings\n")
    assert "removed" not in markdown and "passed" not in markdown
    suite = ET.fromstring(gate_junit(result))
    (case,) = suite.findall("testcase")
    error = case.find("error")
    assert error is not None and error.get("message") == "the current run has no findings"
    assert (suite.get("tests"), suite.get("errors"), suite.get("failures")) == ("1", "1", "0")


def test_renderers_of_an_incomplete_gate() -> None:
    same = frame(row())
    result = gate(same, same, incomplete=incomplete_reasons(1))
    text = gate_text(result)
    assert "PASSED" not in text and text.endswith("\ngate: INCOMPLETE: " + result.reasons[0] + "\n")
    assert compared_line(result) in text
    assert gate_markdown(result).startswith("## ⚠️ auditor gate incomplete")
    suite = ET.fromstring(gate_junit(result))
    assert (suite.get("errors"), suite.get("failures")) == ("1", "0")
