"""python: plugins run in a worker process: a hang (past --timeout) or a crash
(exception, os._exit, a signal) costs error rows for its fragments, not the scan; the
plugin's directory is on sys.path; the fact types import from auditor.domains."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import pytest

from auditor import api
from auditor.analyses.base import AnalysisLoadError
from auditor.analyses.plugin import IsolatedPlugin
from auditor.analyses.registry import load
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.scan import ScanOptions

ROOT = Path(__file__).parent.parent.parent
DATA = ROOT / "tests" / "analyses" / "data" / "broken.opt"  # 6 fragments, 2 with an srem
AUDITOR = Path(sys.executable).parent / "auditor"
KNOWN_BITS = ScanOptions(domains=(Domain.KNOWN_BITS,))

PLUGIN = """\
import os, signal, time
from auditor.analyses.base import Claim
from auditor.domains import Domain, KnownBits

class Plugin:
    name, version, domains = "misbehaves", "1", frozenset({Domain.KNOWN_BITS})

    def analyze(self, fragments, domains):
        for n, fragment in enumerate(fragments):
            if any(inst.op.value == "srem" for inst in fragment.insts):
                MISBEHAVE
            for value, inst in enumerate(fragment.insts):
                yield Claim(n, value, Domain.KNOWN_BITS, KnownBits(0, 0, inst.width))
"""


def plugin(tmp_path: Path, misbehave: str) -> Path:
    """A plugin that does `misbehave` on the fragments with an srem (and claims
    nothing known elsewhere)."""
    path = tmp_path / "misbehaves.py"
    path.write_text(PLUGIN.replace("MISBEHAVE", misbehave))
    return path


def errors(path: Path, timeout: float = 30.0, jobs: int = 1) -> list[str]:
    """The details of the error rows of a scan of DATA; the other rows must be fine."""
    analysis = load(f"python:{path}:Plugin", timeout=timeout)
    result = api.scan([DATA], [analysis], ScanOptions(domains=(Domain.KNOWN_BITS,), jobs=jobs))
    assert len(result.findings) == 6
    assert all(f.verdict in (Verdict.EXACT, Verdict.LOST_PRECISION) for f in result.findings if f.detail == "")
    return [f.detail for f in result.findings if f.verdict is Verdict.ERROR]


def test_a_hanging_plugin_times_out_and_the_scan_goes_on(tmp_path: Path) -> None:
    assert errors(plugin(tmp_path, "time.sleep(3600)"), timeout=1) == ["timed out after 1 s"] * 2


def test_a_plugin_that_exits_is_contained(tmp_path: Path) -> None:
    details = errors(plugin(tmp_path, "print('dying'); os._exit(3)"))
    assert details == ["worker exited with status 3: dying"] * 2


def test_a_plugin_killed_by_a_signal_is_contained_with_scan_workers(tmp_path: Path) -> None:
    details = errors(plugin(tmp_path, "os.kill(os.getpid(), signal.SIGSEGV)"), jobs=2)
    assert details == ["worker killed by signal 11 (SIGSEGV)"] * 2


def test_a_raising_plugin_loses_only_its_fragments(tmp_path: Path) -> None:
    details = errors(plugin(tmp_path, "raise RuntimeError('srem\\nis hard')"))
    assert details == ["analysis raised RuntimeError: srem is hard"] * 2


def test_the_cli_timeout_applies_to_python_plugins(tmp_path: Path) -> None:
    path = plugin(tmp_path, "time.sleep(3600)")
    argv = ["scan", str(DATA), "-a", f"python:{path}:Plugin", "-d", "known-bits", "--timeout", "1"]
    done = subprocess.run(
        [str(AUDITOR), *argv, "--out", str(tmp_path / "out")], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader((tmp_path / "out" / "findings.csv").read_text().splitlines()))
    assert sorted(r["verdict"] for r in rows) == ["error"] * 2 + ["exact"] * 4
    assert {r["detail"] for r in rows if r["verdict"] == "error"} == {"timed out after 1 s"}


def test_a_plugin_that_hangs_while_loading_is_a_load_error(tmp_path: Path) -> None:
    path = tmp_path / "slow.py"
    path.write_text("import time\ntime.sleep(3600)\n")
    with pytest.raises(AnalysisLoadError, match=r"timed out after 1 s while loading") as info:
        load(f"python:{path}:Plugin", timeout=1)
    assert str(path) in str(info.value) and "\n" not in str(info.value)


def test_a_plugin_imports_modules_beside_it(tmp_path: Path) -> None:
    (tmp_path / "helpers_beside.py").write_text("NAME = 'from-beside'\n")
    (tmp_path / "uses.py").write_text(
        "from helpers_beside import NAME\n"
        "from auditor.analyses.base import PerValueAnalysis\n"
        "Plugin = PerValueAnalysis(NAME, lambda f, v, d: None, ['known-bits'])\n"
    )
    analysis = load(f"python:{tmp_path / 'uses.py'}:Plugin")
    assert isinstance(analysis, IsolatedPlugin) and analysis.name == "from-beside"
    assert analysis.domains == frozenset({Domain.KNOWN_BITS})
    assert str(tmp_path) not in sys.path  # the worker's path, not the scan's


def test_the_fact_types_import_from_auditor_domains() -> None:
    from auditor.domains import BoolFact, ConstantRange, DemandedBits, KnownBits, SignBits

    assert KnownBits(0xF0, 1, 8).known == 0xF1 and ConstantRange(0, 4, 8).contains(3)
    assert (BoolFact(True, 8).holds, DemandedBits(3, 8).mask, SignBits(2, 8).count) == (True, 3, 2)


def test_a_fact_of_a_plugin_type_is_an_error_row_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "own_fact.py"
    path.write_text(
        "from auditor.analyses.base import PerValueAnalysis\n"
        "class MyFact:\n    pass\n"
        "Plugin = PerValueAnalysis('own-fact', lambda f, v, d: MyFact(), ['known-bits'])\n"
    )
    result = api.scan([DATA], [load(f"python:{path}:Plugin")], KNOWN_BITS)
    assert {f.detail for f in result.findings} == {"claim is a MyFact, known-bits needs a KnownBits"}


def test_results_match_the_plugin_run_in_this_process() -> None:
    from tests.analyses.broken import NegateRange

    options = ScanOptions(domains=(Domain.RANGE, Domain.SIGNED_RANGE), cache=None)
    isolated = api.scan([DATA], [load("python:tests/analyses/broken.py:NegateRange")], options)
    direct = api.scan([DATA], [NegateRange], options)
    assert isolated.findings == direct.findings
