"""The cmd: adapter against real subprocesses: a good program, an unsound one, and
ones that crash, hang, or print garbage — each failure is contained to the fragments
the program had not finished."""

from __future__ import annotations

import csv
import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from auditor import api
from auditor.analyses.base import AnalysisLoadError
from auditor.analyses.command import CommandAnalysis
from auditor.analyses.registry import load_all
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


def header_script(tmp_path: Path, filename: str, name: str) -> Path:
    """A program whose header names it `name`; it claims nothing."""
    script = tmp_path / filename
    script.write_text(f'#!/bin/sh\necho \'{{"analysis": "{name}", "version": "2"}}\'\ncat > /dev/null\n')
    script.chmod(0o755)
    return script


def test_the_header_names_the_analysis_from_the_start(tmp_path: Path) -> None:
    script = header_script(tmp_path, "awkan.sh", "awk-an")
    analysis = CommandAnalysis(str(script))
    assert (analysis.name, analysis.version) == ("awk-an", "2")  # before any batch
    done = subprocess.run(
        [str(Path(sys.executable).parent / "auditor"), "scan", str(DATA), "-a", f"cmd:{script}", "-d", "known-bits",
         "--out", str(tmp_path / "out")],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader((tmp_path / "out" / "findings.csv").read_text().splitlines()))
    assert rows and {r["analysis"] for r in rows} == {"awk-an"}
    results = json.loads((tmp_path / "out" / "results.json").read_text())
    assert [a["name"] for a in results["meta"]["analyses"]] == ["awk-an"]
    assert {r["analysis"] for r in results["summary"]} == {"awk-an"}
    summary = list(csv.DictReader((tmp_path / "out" / "summary.csv").read_text().splitlines()))
    assert {r["analysis"] for r in summary} == {"awk-an"}


def test_two_analyses_of_one_name_are_an_error_naming_both(tmp_path: Path) -> None:
    first, second = header_script(tmp_path, "a.sh", "same"), header_script(tmp_path, "b.sh", "same")
    with pytest.raises(AnalysisLoadError, match="both named 'same'") as info:
        load_all([f"cmd:{first}", f"cmd:{second}"])
    assert f"cmd:{first}" in str(info.value) and f"cmd:{second}" in str(info.value)
    clash = header_script(tmp_path, "c.sh", "builtin")
    done = subprocess.run(
        [str(Path(sys.executable).parent / "auditor"), "scan", str(DATA), "-a", "builtin", "-a", f"cmd:{clash}"],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "'builtin'" in done.stderr and f"cmd:{clash}" in done.stderr


def test_a_program_failing_with_no_requests_is_a_load_error(tmp_path: Path) -> None:
    script = tmp_path / "fails.sh"
    script.write_text("#!/bin/sh\necho 'no input?' >&2\nexit 2\n")
    script.chmod(0o755)
    with pytest.raises(AnalysisLoadError, match=r"with no requests.*exited with status 2: no input\?") as info:
        CommandAnalysis(str(script))
    assert str(script) in str(info.value) and "\n" not in str(info.value)
