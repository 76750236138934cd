"""Fuzzing: the generator's speed and vacuous rate, time to find each deliberately
broken analysis from a fixed seed, and a long campaign against the builtin analysis.

    python benchmarks/fuzz_bench.py [--builtin-seconds 600] [--seed 0]

The "Fuzzing" figures in benchmarks/RESULTS.md come from this script. The builtin
campaign is the issue's "survives 10 minutes of fuzzing with zero unsound findings":
any unsound reproducer it saves is printed (and is a bug to fix).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from auditor import api  # noqa: E402
from auditor.fuzz.campaign import FuzzOptions, vacuity  # noqa: E402
from auditor.fuzz.generate import generate  # noqa: E402
from tests.analyses import broken  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--builtin-seconds", type=float, default=600.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}\n")

    started = time.perf_counter()
    made = sum(1 for _ in generate(20_000, args.seed))
    rate = made / (time.perf_counter() - started)
    counts = vacuity(generate(2_000, args.seed))
    print(f"generator: {rate:.0f} fragments/s; vacuous {counts['vacuous']} of 2000 "
          f"({100 * counts['vacuous'] / 2000:.1f}%), undecided {counts['undecided']}\n")  # fmt: skip

    print(f"| broken analysis | found after s | fragments | reproducer insts | reproducer (seed {args.seed}) |")
    print("|---|---:|---:|---:|---|")
    for analysis in broken.ALL:
        with tempfile.TemporaryDirectory() as tmp:
            stats = api.fuzz([analysis], FuzzOptions(seconds=60, seed=args.seed, out=Path(tmp), stop_after=1))
        if not stats.reproducers:
            print(f"| {analysis.name} | not found in 60 s | {stats.fragments} | | |")
            continue
        (found,) = stats.reproducers
        text = " ; ".join(line for line in found.text.splitlines() if not line.startswith("infer"))
        print(f"| {analysis.name} | {found.found_after:.1f} | {found.fragments_before} | "
              f"{len(found.fragment.insts)} | `{text}` |")  # fmt: skip

    (builtin,) = api.load_analyses(["builtin"])
    with tempfile.TemporaryDirectory() as tmp:
        stats = api.fuzz([builtin], FuzzOptions(seconds=args.builtin_seconds, seed=args.seed, out=Path(tmp)))
        saved = sorted(Path(tmp).iterdir())
        print(f"\nbuiltin, {stats.seconds:.0f} s: {stats.fragments} fragments ({stats.rate:.1f}/s), verdicts "
              + ", ".join(f"{v} {n}" for v, n in sorted(stats.verdicts.items()))
              + f"; unsound reproducers: {len(saved)}")  # fmt: skip
        for path in saved:
            print(f"\n{path.name}\n{path.read_text()}")


if __name__ == "__main__":
    main()
