"""`auditor gate` and `auditor scan --baseline` as CI runs them: real runs of the
console script on real scans, exit 0 on pass, 1 when the gate fails, 2 with one line
for a missing or malformed input; gate.md and JUnit XML written."""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.test_cli import run

BROKEN = "tests/analyses/data/broken.opt"
NEGATE = "python:tests/analyses/broken.py:NegateRange"


@pytest.fixture(scope="module")
def scans(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One scan of broken.opt with the builtin analysis and a broken one, range only."""
    out = tmp_path_factory.mktemp("scan")
    done = run("scan", BROKEN, "-a", "builtin", "-a", NEGATE, "-d", "range", "-d", "known-bits", "--out", str(out))
    assert done.returncode == 0, done.stderr
    return out


def _rows(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


def _write(path: Path, rows: list[dict[str, str]]) -> Path:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    path.write_text(out.getvalue(), encoding="utf-8")
    return path


def test_identical_runs_pass(scans: Path) -> None:
    done = run("gate", "--baseline", str(scans), "--current", str(scans / "findings.csv"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "gate: PASSED" in done.stdout
    assert "passed" in (scans / "gate.md").read_text(encoding="utf-8")


def test_a_broken_analysis_fails_the_gate_with_its_counterexample(scans: Path, tmp_path: Path) -> None:
    junit = tmp_path / "gate.xml"
    done = run(
        "gate", "--baseline", str(scans), "--current", str(scans), "--baseline-analysis", "builtin",
        "--current-analysis", "broken-negate-range", "--junit", str(junit), "--out", str(tmp_path),
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    assert "gate: FAILED: 1 new unsound case" in done.stdout
    assert "%x=128" in done.stdout  # the counterexample
    suite = ET.parse(junit).getroot()
    assert int(suite.get("failures", "0")) >= 1
    assert any("%x=128" in (f.text or "") for f in suite.iter("failure"))
    assert "%x=128" in (tmp_path / "gate.md").read_text(encoding="utf-8")


def _edited(scans: Path, tmp_path: Path, verdict: str, lost_bits: str, claimed: str = "") -> Path:
    rows = _rows(scans / "findings.csv")
    target = next(r for r in rows if r["analysis"] == "builtin" and r["verdict"] == "exact" and r["domain"] == "range")
    target.update(verdict=verdict, lost_bits=lost_bits, claimed=claimed or target["claimed"])
    if verdict == "unsound":
        target.update(counterexample="%x=1", actual="1")
    return _write(tmp_path / "findings.csv", rows)


@pytest.mark.parametrize(
    ("verdict", "lost_bits", "fail_on", "expected"),
    [
        ("unsound", "", "unsound,regression", 1),  # new unsound
        ("lost-precision", "2", "unsound,regression", 1),  # exact → lost
        ("lost-precision", "2", "unsound", 0),  # …not a failure when regressions are not gated
        ("error", "", "unsound,regression", 0),  # a new error is reported, not gated by default
        ("error", "", "error", 1),
    ],
)
def test_each_kind_of_change_against_its_policy(
    scans: Path, tmp_path: Path, verdict: str, lost_bits: str, fail_on: str, expected: int
) -> None:
    current = _edited(scans, tmp_path, verdict, lost_bits, "full-set" if verdict == "lost-precision" else "")
    done = run("gate", "--baseline", str(scans), "--current", str(current), "--fail-on", fail_on)
    assert done.returncode == expected, done.stdout + done.stderr


def test_any_loss_and_the_lost_bits_cap(scans: Path) -> None:
    base = ("gate", "--baseline", str(scans), "--current", str(scans))
    assert run(*base, "--fail-on", "any-loss").returncode == 1  # the broken analysis loses bits
    total = sum(float(r["lost_bits"] or 0) for r in _rows(scans / "findings.csv"))
    assert run(*base, "--max-lost-bits", f"{total + 0.01}").returncode == 0
    assert run(*base, "--max-lost-bits", f"{total - 0.01}").returncode == 1


def test_an_allowed_case_does_not_fail(scans: Path, tmp_path: Path) -> None:
    allow = tmp_path / "allow.csv"
    allow.write_text("# accepted while the fix is reviewed\nanalysis,domain\nbuiltin→broken-negate-range,*\n")
    args = ("--baseline-analysis", "builtin", "--current-analysis", "broken-negate-range", "--out", str(tmp_path))
    done = run("gate", "--baseline", str(scans), "--current", str(scans), *args, "--allow", str(allow))
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (None, "no such file"),
        ("not,a,findings,file\n1,2,3,4\n", "missing column"),
        ("\x00\xff binary", "findings"),
    ],
)
def test_missing_or_malformed_input_exits_2_with_one_line(
    scans: Path, tmp_path: Path, content: str | None, reason: str
) -> None:
    bad = tmp_path / "findings.csv"
    if content is not None:
        bad.write_bytes(content.encode("latin-1"))
    done = run("gate", "--baseline", str(scans), "--current", str(bad))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and reason in lines[0] and "Traceback" not in done.stderr, done.stderr


def test_bad_policy_options_are_usage_errors(scans: Path, tmp_path: Path) -> None:
    assert run("gate", "--baseline", str(scans), "--current", str(scans), "--fail-on", "everything").returncode == 2
    allow = tmp_path / "allow.csv"
    allow.write_text("colour\nblue\n")
    done = run("gate", "--baseline", str(scans), "--current", str(scans), "--allow", str(allow))
    assert done.returncode == 2 and str(allow) in done.stderr
    missing = run("gate", "--baseline", str(scans), "--current", str(scans), "--baseline-analysis", "nope")
    assert missing.returncode == 2 and "nope" in missing.stderr


def test_scan_with_a_baseline_runs_the_gate(scans: Path, tmp_path: Path) -> None:
    same = run("scan", BROKEN, "-a", "builtin", "-a", NEGATE, "-d", "range", "-d", "known-bits",
               "--out", str(tmp_path / "same"), "--baseline", str(scans))  # fmt: skip
    assert same.returncode == 0, same.stdout + same.stderr
    assert "gate: PASSED" in same.stdout and (tmp_path / "same" / "gate.md").exists()
    # The baseline knew a fact the current run no longer claims: builtin → nothing.
    rows = _rows(scans / "findings.csv")
    for r in rows:
        if r["analysis"] == "builtin":
            r["analysis"] = "broken-negate-range-was-builtin"
    rows = [r for r in rows if r["analysis"] != "broken-negate-range"]
    for r in rows:
        r["analysis"] = r["analysis"].replace("broken-negate-range-was-builtin", "broken-negate-range")
    baseline = _write(tmp_path / "baseline.csv", rows)
    worse = run("scan", BROKEN, "-a", NEGATE, "-d", "range", "--out", str(tmp_path / "worse"),
                "--baseline", str(baseline), "--junit", str(tmp_path / "j.xml"))  # fmt: skip
    assert worse.returncode == 1, worse.stdout + worse.stderr
    assert "new unsound" in worse.stdout and (tmp_path / "j.xml").exists()
