"""Each deliberately broken analysis is reported unsound, with a counterexample that
replays (on the concrete evaluator, independently of the verdict code)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from auditor import api
from auditor.compare import Verdict
from auditor.readers.souper import read_file
from tests.analyses import broken
from tests.analyses.replay import claim_fails

DATA = Path(__file__).parent / "data" / "broken.opt"

EXPECTED = {
    "broken-non-zero-sum": ("add", "non-zero"),
    "broken-srem-sign-bits": ("srem", "sign-bits"),
    "broken-srem-known-bits": ("srem", "known-bits"),
    "broken-negate-range": ("sub", "range"),
    "broken-add-no-wrap": ("add", "unsigned-range"),
    "broken-compare-demanded": ("var", "demanded-bits"),
}


@pytest.mark.parametrize("analysis", broken.ALL, ids=lambda a: a.name)
def test_broken_analysis_is_caught_with_a_replayable_counterexample(analysis: broken.PerValueAnalysis) -> None:
    fragments = {api.describe(f).hash: f for f in read_file(DATA).fragments}
    result = api.scan([DATA], [analysis])
    unsound = [f for f in result.findings if f.verdict is Verdict.UNSOUND]
    assert unsound, f"{analysis.name} was not caught"
    opcode, domain = EXPECTED[analysis.name]
    assert any(f.opcode == opcode and f.domain.value == domain for f in unsound)
    for finding in unsound:
        assert finding.counterexample and finding.actual
        assert claim_fails(fragments[finding.fragment], finding), finding
    # Nothing else is called unsound: every other claim of these analyses holds.
    assert all(f.domain.value == domain or f.domain.value in ("range", "signed-range") for f in unsound)


def test_sub_zero_range_counterexample_is_int_min() -> None:
    result = api.scan([DATA], [broken.NegateRange])
    (row,) = [f for f in result.findings if f.verdict is Verdict.UNSOUND and f.domain.value == "range"]
    assert (row.counterexample, row.actual) == ("%x=128", "128")  # -(-128) = -128


def test_broken_analysis_through_the_command_line(tmp_path: Path) -> None:
    spec = f"python:{Path(broken.__file__)}:SremSignBits"
    done = subprocess.run(
        [Path(sys.executable).parent / "auditor", "scan", str(DATA), "-a", spec, "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "broken-srem-sign-bits" in done.stdout
    rows = (tmp_path / "findings.csv").read_text().splitlines()
    (row,) = [r for r in rows if ",unsound," in r]
    assert ",sign-bits,6,7,unsound," in row
