"""The LLVM side over the full real-code corpora: extraction coverage, LLVM's cost per
value, and that LLVM answers for every fragment (no `error` row from the LLVM side).

    python benchmarks/llvm_bench.py [--batch 64] [CORPUS ...]

Reads the corpora (default: corpora/lz4, brotli, pycryptodome, xxhash), merges
duplicate fragments, and runs each available LLVM (`llvm-19`, `llvm-22`, …) over all
unique fragments in batches as `auditor scan` does — without the oracle, whose cost
is measured by scan_bench.py and oracle_bench.py. Prints a Markdown table; the figures
in benchmarks/RESULTS.md ("LLVM side, per value", by `scale_bench.py --only llvm`) come
from this script.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from auditor.analyses.base import Claim, Failure
from auditor.analyses.llvm import LLVMAnalysis
from auditor.analyses.llvm.toolchain import Toolchain, find_toolchains
from auditor.domains.base import Domain
from auditor.readers.corpus import read_corpus
from auditor.reports.text import extraction_summary
from auditor.scan import UniqueFragment, unique_fragments

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = [ROOT / "corpora" / name for name in ("lz4", "brotli", "pycryptodome", "xxhash")]


@dataclass(frozen=True)
class LLVMCost:
    """One LLVM over every unique fragment: what it cost and what it answered."""

    name: str
    version: str
    batches: int
    seconds: float
    values: int
    claims: int
    failures: Counter[str]

    @property
    def us_per_value(self) -> float:
        return 1e6 * self.seconds / max(self.values, 1)


def llvm_costs(unique: list[UniqueFragment], batch: int = 64) -> list[LLVMCost]:
    """Each installed LLVM (19 and newer, one build per major) run over `unique` in
    batches of `batch`, as `auditor scan` runs it (one `opt` process per batch)."""
    values = sum(len(u.fragment.insts) for u in unique)
    fragments = [u.fragment for u in unique]
    toolchains: dict[int, Toolchain] = {}
    for tc in find_toolchains():
        toolchains.setdefault(tc.major, tc)
    costs = []
    for major, tc in sorted(toolchains.items()):
        if major < 19:
            continue
        analysis = LLVMAnalysis(tc)
        claims = 0
        failures: Counter[str] = Counter()
        started = time.perf_counter()
        batches = 0
        for start in range(0, len(fragments), batch):
            batches += 1
            for outcome in analysis.analyze(fragments[start : start + batch], tuple(Domain)):
                if isinstance(outcome, Failure):
                    failures[outcome.reason] += 1
                elif isinstance(outcome, Claim):
                    claims += 1
        seconds = time.perf_counter() - started
        costs.append(LLVMCost(analysis.name, tc.version, batches, seconds, values, claims, failures))
    return costs


TABLE_HEADER = ["| LLVM | batches | wall s | µs per value | claims | failures |", "|---|---:|---:|---:|---:|---:|"]


def table_rows(costs: list[LLVMCost]) -> list[str]:
    lines = []
    for c in costs:
        lines.append(
            f"| {c.name} ({c.version}) | {c.batches} | {c.seconds:.1f} | {c.us_per_value:.1f} | {c.claims} | "
            f"{sum(c.failures.values())} |"
        )
        lines += [f"  failure ×{count}: {reason}" for reason, count in c.failures.most_common(5)]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="*", type=Path, default=DEFAULT)
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args()

    started = time.perf_counter()
    corpus = read_corpus(args.corpora)
    read_seconds = time.perf_counter() - started
    unique = unique_fragments(corpus.fragments)
    values = sum(len(u.fragment.insts) for u in unique)
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    print(f"read {len(corpus.files)} files in {read_seconds:.1f} s; diagnostics: {len(corpus.diagnostics)}")
    print(extraction_summary(corpus.extraction))
    print(f"{len(corpus.fragments)} fragments, {len(unique)} unique, {values} values in them\n")
    print("\n".join([*TABLE_HEADER, *table_rows(llvm_costs(unique, args.batch))]))


if __name__ == "__main__":
    main()
