"""The cmd: adapter against real subprocesses: a good program, an unsound one, and
ones that crash, hang, or print garbage — each failure is contained to the fragments
the program had not finished."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from auditor import api
from auditor.analyses.base import AnalysisLoadError
from auditor.analyses.command import CommandAnalysis
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.scan import ScanOptions

DATA = Path(__file__).parent / "data" / "broken.opt"
SCRIPT = Path(__file__).parent / "scripts" / "souper_values.py"
DOMAINS = ScanOptions(domains=(Domain.KNOWN_BITS, Domain.NON_ZERO))


def command(*extra: str, timeout: float = 30.0, batch_size: int = 64) -> CommandAnalysis:
    argv = [sys.executable, str(SCRIPT), *extra]
    return CommandAnalysis(shlex.join(argv), timeout=timeout, batch_size=batch_size)


def verdicts(analysis: CommandAnalysis) -> list[tuple[str, str, Verdict, str]]:
    result = api.scan([DATA], [analysis], DOMAINS)
    return [(f.fragment, f.domain.value, f.verdict, f.detail) for f in result.findings]


def test_a_well_behaved_program_is_audited() -> None:
    analysis = command()
    rows = verdicts(analysis)
    assert len(rows) == 12  # 6 fragments × 2 domains
    assert {v for _, d, v, _ in rows if d == "known-bits"} <= {Verdict.EXACT, Verdict.LOST_PRECISION}
    assert (analysis.name, analysis.version) == ("souper-values", "1.0")


def test_an_unsound_program_gets_counterexamples() -> None:
    result = api.scan([DATA], [command("--wrong")], DOMAINS)
    unsound = [f for f in result.findings if f.verdict is Verdict.UNSOUND]
    assert len(unsound) == 6 and all(f.domain is Domain.NON_ZERO and f.actual == "0" for f in unsound)


def test_a_crash_costs_only_the_unfinished_fragments() -> None:
    rows = verdicts(command("--crash-after", "2"))
    errors = [r for r in rows if r[2] is Verdict.ERROR]
    assert len(errors) == 8  # fragments 2..5 of the batch, 2 domains each
    assert all("exited with status 3: souper_values: boom" in r[3] for r in errors)
    assert sum(r[2] is not Verdict.ERROR for r in rows) == 4


def test_a_hang_is_killed_at_the_batch_timeout() -> None:
    rows = verdicts(command("--hang-after", "1", timeout=1.0, batch_size=3))
    errors = [r for r in rows if r[2] is Verdict.ERROR]
    assert len(errors) == 8  # fragments 1, 2 of the first batch, 4, 5 of the second
    assert all(r[3] == "timed out after 1 s" for r in errors)


def test_garbage_output_fails_the_rest_of_the_batch() -> None:
    rows = verdicts(command("--garbage-after", "3"))
    errors = [r for r in rows if r[2] is Verdict.ERROR]
    assert len(errors) == 6  # fragments 3, 4, 5
    assert all(r[3].startswith("malformed output line") and "this is not JSON" in r[3] for r in errors)


def test_a_bad_fact_fails_only_its_fragment(tmp_path: Path) -> None:
    script = tmp_path / "bad_fact.py"
    script.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    r = json.loads(line)\n"
        "    last = [l for l in r['fragment'].splitlines() if l.startswith('%')][-1]\n"
        "    name, width = last.split(':')[0], int(last.split(':i')[1].split()[0])\n"
        "    fact = '0101' if r['id'] == 0 else 'x' * width\n"
        "    print(json.dumps({'id': r['id'], 'value': name, 'domain': 'known-bits', 'fact': fact}))\n"
    )
    analysis = CommandAnalysis(shlex.join([sys.executable, str(script)]))
    result = api.scan([DATA], [analysis], ScanOptions(domains=(Domain.KNOWN_BITS,)))
    errors = [f for f in result.findings if f.verdict is Verdict.ERROR]
    assert len(errors) == 1 and "must be 8 characters" in errors[0].detail
    assert len(result.findings) == 6


def test_a_missing_program_is_a_usage_error() -> None:
    with pytest.raises(AnalysisLoadError, match="not found"):
        CommandAnalysis("/nonexistent/analysis --flag")
    with pytest.raises(AnalysisLoadError):
        api.load_analyses(["cmd:"])
