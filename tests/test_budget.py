"""One fragment built to exhaust the solver (64-bit multiplications and divisions)
cannot stall a scan: its hard facts end `unknown` within the fragment budget, with
the reason, and every other fragment of the scan is judged as usual; and where the
budget is not what stops it (a solver that ignores its timeout), the CPU time limit
stops its worker and its rows say so."""

from __future__ import annotations

import csv
import io
import resource
import subprocess
from pathlib import Path

from auditor import api
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.oracles.engine import OracleOptions
from auditor.oracles.session import Budget
from auditor.scan import ScanOptions
from tests.test_cli import AUDITOR, ROOT, run

HARD = "tests/data/solver_hard.opt"
EASY = "tests/analyses/data/broken.opt"


def test_a_solver_hard_fragment_ends_unknown_within_its_budget(tmp_path: Path) -> None:
    done = run("scan", HARD, EASY, "-a", "builtin", "--no-cache", "--jobs", "2", "--fragment-ms", "3000",
               "--query-ms", "500", "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO((tmp_path / "findings.csv").read_text())))
    hard = [r for r in rows if r["source"].startswith(HARD)]
    easy = [r for r in rows if r["source"].startswith(EASY)]
    assert hard and easy
    unknown = [r for r in hard if r["verdict"] == "unknown"]
    assert unknown and all(r["detail"] for r in unknown)  # the reason is given
    assert not [r for r in rows if r["verdict"] == "error"]
    assert all(r["verdict"] in ("exact", "lost-precision") for r in easy)


def test_a_fragment_past_its_cpu_limit_becomes_error_rows_saying_so() -> None:
    # Budgets far beyond the limit: only the kernel's CPU limit can stop this one.
    budget = Budget(query_ms=600_000, fragment_ms=600_000)
    options = ScanOptions(oracle=OracleOptions(budget=budget), cpu_seconds=2, domains=(Domain.RANGE, Domain.KNOWN_BITS))
    result = api.scan([HARD, EASY], ["builtin"], options)
    hard = [f for f in result.findings if f.source.startswith(HARD)]
    easy = [f for f in result.findings if f.source.startswith(EASY)]
    assert hard and all(f.verdict is Verdict.ERROR for f in hard)
    assert all("exceeded its CPU time limit of 2 s" in f.detail for f in hard)
    assert easy and all(f.verdict in (Verdict.EXACT, Verdict.LOST_PRECISION) for f in easy)


def test_a_huge_fragment_is_sampled_not_enumerated_and_stays_in_its_memory(tmp_path: Path) -> None:
    """4,001 instructions (the reader's limit is 4,096) over 20 input bits: enumerating
    it would hold 2^20 values of each — tens of GB. Under an inherited 1.5 GB
    address-space limit the scan completes, every row judged or `unknown`."""
    chain = ["%x:i20 = var"] + [f"%v{i}:i20 = {('add', 'mul', 'xor')[i % 3]} {'%x' if i == 0 else f'%v{i - 1}'}, 3:i20"
                                for i in range(4000)]  # fmt: skip
    huge = tmp_path / "huge.opt"
    huge.write_text("\n".join([*chain, "infer %v3999", ""]))
    limit = 1536 * 1024 * 1024

    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    done = subprocess.run(
        [str(AUDITOR), "scan", str(huge), "-a", "builtin", "-d", "known-bits", "-d", "range", "--jobs", "1",
         "--no-cache", "--fragment-ms", "3000", "--query-ms", "500", "--out", str(tmp_path / "out")],
        capture_output=True, text=True, timeout=300, preexec_fn=limited, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO((tmp_path / "out" / "findings.csv").read_text())))
    assert len(rows) == 2
    assert all(r["verdict"] in ("exact", "lost-precision", "unknown") for r in rows), rows
