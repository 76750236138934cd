"""benchmarks/scan_process_bench.py runs end to end on small inputs and fails on a
difference: the scan's process phases, each done both ways, must agree."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor import api
from auditor.domains.base import Domain
from auditor.reports import writer
from benchmarks import scan_process_bench as bench

ROOT = Path(__file__).parents[2]
SMALL = [str(ROOT / "corpora" / "souper"), str(ROOT / "tests" / "analyses" / "data" / "broken.opt")]


def test_the_phases_agree_both_ways(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    result = api.scan(SMALL, ["builtin"])
    api.write_reports(result, tmp_path / "report")
    monkeypatch.setattr(bench, "read_unique", _reading_in_two(bench.read_unique))
    monkeypatch.setattr(writer, "PARALLEL_ROWS", 1)  # the second process writes, small as it is
    assert bench.main([*SMALL, "--report", str(tmp_path / "report")]) == 0
    out = capsys.readouterr().out
    assert "reading:" in out and "builtin: analyze_targets" in out and "2 processes" in out
    assert "DIFFERENT" not in out


def test_a_difference_fails_the_run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Not vacuous: targeted answers that lose claims are reported."""
    from auditor.analyses.builtin import BuiltinAnalysis

    real = BuiltinAnalysis.analyze_targets

    def lossy(self: BuiltinAnalysis, fragments: object, domains: object, targets: object) -> object:
        outcomes = real(self, fragments, domains, targets)  # type: ignore[arg-type]
        return [o for o in outcomes if getattr(o, "domain", None) is not Domain.SIGN_BITS]

    monkeypatch.setattr(BuiltinAnalysis, "analyze_targets", lossy)
    monkeypatch.setattr(bench, "_analyses", lambda: [BuiltinAnalysis()])
    assert bench.main(SMALL) == 1
    assert "builtin: DIFFERENT ANSWERS" in capsys.readouterr().out


def _reading_in_two(real: object) -> object:
    """Small inputs are read by one process: lower the size that makes it two."""

    def read(paths: list[str], options: object = None, jobs: int = 1) -> object:
        import auditor.scan as scan

        saved = scan.PARALLEL_READ_BYTES
        scan.PARALLEL_READ_BYTES = 0
        try:
            return real(paths, options, jobs)  # type: ignore[operator]
        finally:
            scan.PARALLEL_READ_BYTES = saved

    return read
