"""One fragment built to exhaust the solver (64-bit multiplications and divisions)
cannot stall a scan: its hard facts end `unknown` within the fragment budget, with
the reason, and every other fragment of the scan is judged as usual."""

from __future__ import annotations

import csv
import io
import time
from pathlib import Path

from tests.test_cli import run

HARD = "tests/data/solver_hard.opt"
EASY = "tests/analyses/data/broken.opt"


def test_a_solver_hard_fragment_ends_unknown_within_its_budget(tmp_path: Path) -> None:
    started = time.monotonic()
    done = run("scan", HARD, EASY, "-a", "builtin", "--no-cache", "--jobs", "2", "--fragment-ms", "3000",
               "--query-ms", "500", "--out", str(tmp_path))  # fmt: skip
    seconds = time.monotonic() - started
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO((tmp_path / "findings.csv").read_text())))
    hard = [r for r in rows if r["source"].startswith(HARD)]
    easy = [r for r in rows if r["source"].startswith(EASY)]
    assert hard and easy
    unknown = [r for r in hard if r["verdict"] == "unknown"]
    assert unknown and all(r["detail"] for r in unknown)  # the reason is given
    assert not [r for r in rows if r["verdict"] == "error"]
    assert all(r["verdict"] in ("exact", "lost-precision") for r in easy)
    # Budget 3 s for the fragment's oracle and as much again for its verdicts, plus
    # start-up: far from the minutes an unbounded solver would take.
    assert seconds < 45, seconds
