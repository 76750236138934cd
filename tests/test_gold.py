"""Golden-file tests of the report formats people and machines diff: findings.csv,
summary.csv and summary.md of a scan of tests/analyses/data/broken.opt with the
builtin analysis and every deliberately broken one (so the gold files hold exact,
lost-precision and unsound rows, with counterexamples).

Versions and timings are scrubbed from summary.md; findings.csv and summary.csv have
none. After an intended change, regenerate with

    AUDITOR_UPDATE_GOLD=1 .venv/bin/pytest tests/test_gold.py

and review `git diff tests/gold/` before committing (tests/gold/README.md).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from auditor import api
from auditor.reports.model import Report, from_scan
from auditor.reports.writer import write_report
from tests.analyses import broken

ROOT = Path(__file__).resolve().parents[1]
GOLD = ROOT / "tests" / "gold"
CORPUS = "tests/analyses/data/broken.opt"
UPDATE = os.environ.get("AUDITOR_UPDATE_GOLD") == "1"


def scrub(name: str, text: str, report: Report) -> str:
    if name != "summary.md":
        return text
    text = re.sub(r"auditor [^,]+, [0-9.]+ s\.", "auditor VERSION, SECONDS s.", text)
    for analysis in report.meta.get("analyses", []):
        text = text.replace(f"{analysis['name']} {analysis['version']}", f"{analysis['name']} VERSION")
    return text


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Report]:
    old = Path.cwd()
    os.chdir(ROOT)  # sources are recorded relative to where the scan runs
    try:
        result = api.scan([CORPUS], ["builtin", *broken.ALL])
    finally:
        os.chdir(old)
    report = from_scan(result)
    out = tmp_path_factory.mktemp("report")
    write_report(report, out)
    return out, report


@pytest.mark.parametrize("name", ["findings.csv", "summary.csv", "summary.md"])
def test_report_matches_its_gold_file(name: str, written: tuple[Path, Report]) -> None:
    out, report = written
    got = scrub(name, (out / name).read_text(encoding="utf-8"), report)
    gold = GOLD / name
    if UPDATE:
        gold.write_text(got, encoding="utf-8", newline="")
    assert gold.exists(), f"no gold file {gold}: run with AUDITOR_UPDATE_GOLD=1"
    assert got == gold.read_text(encoding="utf-8"), f"{name} differs from {gold} (see this module's docstring)"


def test_the_gold_files_hold_every_kind_of_row() -> None:
    findings = (GOLD / "findings.csv").read_text(encoding="utf-8")
    for verdict in (",exact,", ",lost-precision,", ",unsound,"):
        assert verdict in findings
    assert "%x=" in findings  # counterexamples


def test_report_command_reproduces_findings_csv_byte_for_byte(written: tuple[Path, Report], tmp_path: Path) -> None:
    out, _ = written
    api.report(out / "findings.csv", tmp_path)
    assert (tmp_path / "findings.csv").read_bytes() == (out / "findings.csv").read_bytes()
    assert (tmp_path / "summary.csv").read_bytes() == (out / "summary.csv").read_bytes()
    # From the directory, fragment texts come along too.
    api.report(out, tmp_path / "again")
    assert (tmp_path / "again" / "fragments.csv").read_bytes() == (out / "fragments.csv").read_bytes()


def test_a_report_read_back_has_the_scans_own_findings_frame(written: tuple[Path, Report]) -> None:
    """from_scan builds typed columns directly; reading findings.csv back must give the
    same frame, dtypes included, so that `auditor report`/`gate` see what the scan saw."""
    import pandas as pd

    from auditor.reports.model import load_report

    out, report = written
    pd.testing.assert_frame_equal(load_report(out).findings, report.findings)


def test_a_summary_is_computed_once_and_callers_cannot_change_it(written: tuple[Path, Report]) -> None:
    from auditor.reports.model import summary

    _, report = written
    first = summary(report)
    first.loc[:, "total"] = -1
    again = summary(report)
    assert (again["total"] > 0).all() and again is not first
    assert set(report._summaries) == {False, True}  # every format shared the same two tables


def test_a_large_report_written_by_two_processes_is_the_same_byte_for_byte(
    written: tuple[Path, Report], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From `PARALLEL_ROWS` findings on, a second (forked) process writes results.json:
    the files must be the ones one process writes."""
    from auditor.reports import writer

    out, report = written
    monkeypatch.setattr(writer, "PARALLEL_ROWS", 1)
    forks: list[object] = []
    real = writer.multiprocessing.get_context

    def counting(method: str) -> object:
        forks.append(method)
        return real(method)

    monkeypatch.setattr(writer.multiprocessing, "get_context", counting)
    paths = write_report(report, tmp_path)
    assert forks == ["fork"]
    assert [p.name for p in paths] == list(writer.RENDERERS)
    for path in paths:
        assert path.read_bytes() == (out / path.name).read_bytes(), path.name


def _fails(report: Report, directory: Path, names: list[str]) -> None:
    raise SystemExit(1)


def test_if_the_second_process_fails_its_files_are_written_by_the_first(
    written: tuple[Path, Report], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from auditor.reports import writer

    out, report = written
    monkeypatch.setattr(writer, "PARALLEL_ROWS", 1)
    monkeypatch.setattr(writer, "_write_apart", _fails)
    for path in write_report(report, tmp_path):
        assert path.read_bytes() == (out / path.name).read_bytes(), path.name
