"""What an `auditor scan` costs, per audited value, split into its parts.

    .venv/bin/python benchmarks/scan_bench.py [PATHS...] [--all-values] [--repeat 3]

Runs the builtin analysis alone, the oracle alone (on the audited values) and the whole
scan (analysis + oracle + verdicts, counterexample search included), each on the same
unique fragments, and prints milliseconds per audited (value, domain) pair and the
verdict counts. Default corpus: corpora/souper.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tabulate import tabulate  # noqa: E402

from auditor.analyses.builtin import BuiltinAnalysis  # noqa: E402
from auditor.domains.base import Domain  # noqa: E402
from auditor.oracles.engine import run_oracle  # noqa: E402
from auditor.readers.corpus import read_corpus  # noqa: E402
from auditor.scan import ScanOptions, audit, targets, unique_fragments  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*", default=[str(ROOT / "corpora" / "souper")])
    parser.add_argument("--all-values", action="store_true")
    parser.add_argument("--repeat", type=int, default=3, help="best of N for each part")
    args = parser.parse_args()
    options = ScanOptions(all_values=args.all_values)
    unique = unique_fragments(read_corpus(args.paths).fragments)
    pairs = sum(len(targets(u.fragment, options.domains, options.all_values)) for u in unique)
    analysis = BuiltinAnalysis()

    def analysis_only() -> None:
        list(analysis.analyze([u.fragment for u in unique], options.domains))

    def oracle_only() -> None:
        for u in unique:
            wanted = targets(u.fragment, options.domains, options.all_values)
            forward = sorted({v for v, d in wanted if d is not Domain.DEMANDED_BITS})
            demanded = sorted({v for v, d in wanted if d is Domain.DEMANDED_BITS})
            fwd = [d for d in options.domains if d is not Domain.DEMANDED_BITS]
            run_oracle(u.fragment, fwd, forward, options.oracle)
            if demanded:
                run_oracle(u.fragment, [Domain.DEMANDED_BITS], demanded, options.oracle)

    verdicts: Counter[str] = Counter()

    def whole_scan() -> None:
        findings, _, _ = audit(unique, [analysis], options)
        verdicts.clear()
        verdicts.update(f.verdict.value for f in findings)

    rows = []
    for name, part in (("builtin analysis", analysis_only), ("oracle", oracle_only), ("whole scan", whole_scan)):
        best = min(_timed(part) for _ in range(args.repeat))
        rows.append([name, f"{best:.2f}", f"{best * 1000 / pairs:.2f}"])
    print(f"{len(unique)} unique fragments, {pairs} audited (value, domain) pairs; best of {args.repeat}")
    print(f"machine: {platform.machine()}, {platform.processor() or '?'}, Python {platform.python_version()}")
    print(tabulate(rows, headers=["part", "seconds", "ms per pair"], tablefmt="github"))
    print("verdicts:", dict(sorted(verdicts.items())))


def _timed(part: object) -> float:
    started = time.perf_counter()
    part()  # type: ignore[operator]
    return time.perf_counter() - started


if __name__ == "__main__":
    main()
