"""The analyses of examples/ run as examples/README.md says, each audited by `auditor
scan` on examples/input.opt: the naive one is sound, the buggy one is caught with a
counterexample, the awk one (cmd:) makes claims under its header's name."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent
EXAMPLES = ROOT / "examples"
AUDITOR = Path(sys.executable).parent / "auditor"


def scan(spec: str, out: Path) -> list[dict[str, str]]:
    """findings.csv of `auditor scan examples/input.opt -a SPEC -d known-bits`."""
    done = subprocess.run(
        [
            str(AUDITOR),
            "scan",
            "examples/input.opt",
            "-a",
            spec,
            "-d",
            "known-bits",
            "--no-progress",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    return list(csv.DictReader((out / "findings.csv").read_text().splitlines()))


def test_the_naive_analysis_is_sound(tmp_path: Path) -> None:
    rows = scan("python:examples/naive_known_bits.py:NaiveKnownBits", tmp_path)
    assert rows and {r["analysis"] for r in rows} == {"naive-known-bits"}
    assert {r["verdict"] for r in rows} <= {"exact", "lost-precision"}
    assert sum(r["verdict"] == "exact" for r in rows) >= 3


def test_the_buggy_analysis_is_unsound_with_a_counterexample(tmp_path: Path) -> None:
    rows = scan("python:examples/naive_known_bits_buggy.py:BuggyKnownBits", tmp_path)
    unsound = [r for r in rows if r["verdict"] == "unsound"]
    assert len(unsound) == 1 and unsound[0]["opcode"] == "add"
    assert unsound[0]["counterexample"] == "%x=1" and unsound[0]["actual"] == "2"


def test_the_awk_analysis_makes_claims_under_its_header_name(tmp_path: Path) -> None:
    rows = scan("cmd:examples/awk_known_bits.sh", tmp_path)
    assert rows and {r["analysis"] for r in rows} == {"awk-known-bits"}
    assert {r["verdict"] for r in rows} <= {"exact", "lost-precision"}
    claimed = {r["opcode"]: r["claimed"] for r in rows}
    assert claimed["and"] == "0000xx00"  # and %x, 12
    results = json.loads((tmp_path / "results.json").read_text())
    assert {row["analysis"] for row in results["summary"]} == {"awk-known-bits"}
    assert {row["analysis"] for row in results["findings"]} == {"awk-known-bits"}
    assert [a["name"] for a in results["meta"]["analyses"]] == ["awk-known-bits"]
