"""Division, remainder and multiplication on real code (issue 17): how many of the
oracle's answers are partial, per domain, before and after a change.

    .venv/bin/python benchmarks/arith_oracle_bench.py --record FILE     # keep the answers
    .venv/bin/python benchmarks/arith_oracle_bench.py --before FILE     # compare, count
    .venv/bin/python benchmarks/arith_oracle_bench.py --before FILE --write

The fragments: the unique fragments of the bundled real-code corpora (as
`corpus_oracle_bench`) with a `udiv`, `sdiv`, `urem`, `srem` or `mul`, every k-th in
hash order so that `--fragments` (default 500) are taken; audited as the scan audits
them, at the default budgets, by `corpus_oracle_bench.audit`. "Before" is a run of this
script in a checkout of the earlier code, recorded with `--record`, with this
script and `benchmarks/corpus_oracle_bench.py` copied there (they need nothing newer
of the checkout than the commit before issue 17 has):

    git worktree add /tmp/before <commit>
    cp benchmarks/arith_oracle_bench.py benchmarks/corpus_oracle_bench.py /tmp/before/benchmarks/
    (cd /tmp/before && /work/main/.venv/bin/python benchmarks/arith_oracle_bench.py --record /tmp/before.jsonl.gz)

With `--before`, two conclusive answers that differ, or a conclusive answer outside a
recorded partial's interval, fail the run (exit 1), as in `corpus_oracle_bench`; the
table of partial answers per domain, before and after, is printed and, with
`--write`, put between the `arith_oracle` markers of benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # `benchmarks.*` and the checkout's `auditor` when run as a script

from auditor.ir.opcodes import Opcode  # noqa: E402
from auditor.readers.corpus import read_corpus  # noqa: E402
from auditor.scan import FragmentGroups, UniqueFragment  # noqa: E402
from benchmarks.corpus_oracle_bench import (  # noqa: E402
    FULL,
    ORDER,
    audit_all,
    compare,
    read_record,
    run_seconds,
    write_record,
    write_section,
)
from benchmarks.oracle_bench import machine, revision  # noqa: E402

ARITHMETIC = frozenset({Opcode.UDIV, Opcode.SDIV, Opcode.UREM, Opcode.SREM, Opcode.MUL})


def arithmetic_sample(paths: list[str], count: int) -> list[UniqueFragment]:
    groups = FragmentGroups()
    read_corpus(paths, sink=groups.add)
    chosen = [u for u in groups.unique() if any(i.op in ARITHMETIC for i in u.fragment.insts)]
    step = max(1, len(chosen) // count)
    return chosen[::step][:count]


def partial_counts(runs: list[dict[str, Any]]) -> tuple[Counter[str], Counter[str]]:
    """Per domain: answers, and partial ones."""
    answers: Counter[str] = Counter()
    partial: Counter[str] = Counter()
    for run in runs:
        for a in run["answers"]:
            answers[a["domain"]] += 1
            partial[a["domain"]] += a["status"] == "partial"
    return answers, partial


def before_after(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> list[str]:
    """The partial answers per domain, before and after, on the fragments both ran."""
    both = {r["hash"] for r in before} & {r["hash"] for r in after}
    n_before, p_before = partial_counts([r for r in before if r["hash"] in both])
    n_after, p_after = partial_counts([r for r in after if r["hash"] in both])
    lines = [
        "| domain | answers | partial before | partial after | % before | % after |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for domain in [d.value for d in ORDER]:
        if n_after[domain] == 0:
            continue
        lines.append(
            f"| {domain} | {n_after[domain]} | {p_before[domain]} | {p_after[domain]} "
            f"| {100 * p_before[domain] / max(n_before[domain], 1):.2f} | {100 * p_after[domain] / n_after[domain]:.2f} |"
        )
    total_b, total_a = sum(p_before.values()), sum(p_after.values())
    lines.append(f"| **all** | {sum(n_after.values())} | {total_b} | {total_a} | | |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=FULL)
    parser.add_argument("--fragments", type=int, default=500)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--record", type=Path, help="write this run's answers here")
    parser.add_argument("--before", type=Path, help="answers recorded by a run of the earlier code")
    parser.add_argument("--write", action="store_true", help="put the table into benchmarks/RESULTS.md")
    args = parser.parse_args(argv)

    os.chdir(ROOT)
    code = revision()
    chosen = arithmetic_sample(args.paths, args.fragments)
    print(f"{len(chosen)} fragments with a division, remainder or multiplication", flush=True)
    widths = {u.hash: [i.width for i in u.fragment.insts] for u in chosen}
    started = time.perf_counter()
    runs = audit_all(chosen, args.jobs, every=100)
    wall = time.perf_counter() - started
    oracle_s = sum(map(run_seconds, runs))
    print(f"{len(runs)} fragments: {wall:.0f} s wall, {oracle_s:.0f} s in the oracle")
    if args.record is not None:
        write_record(args.record, runs)
    if args.before is None:
        return 0
    recorded = read_record(args.before)
    problems = compare(recorded, runs, widths)
    fails = [p for p in problems if p.startswith("FAIL")]
    regressions = [p for p in problems if p.startswith("regression")]
    lines = before_after(list(recorded.values()), runs)
    header = (
        f"Generated by `.venv/bin/python benchmarks/arith_oracle_bench.py --before FILE` on "
        f"{time.strftime('%Y-%m-%d')}, auditor {code}; machine: "
        + "; ".join(f"{k} {v}" for k, v in machine())
        + ".\n\n"
        f"{len(runs)} of the unique fragments of `{' '.join(args.paths)}` that divide or multiply (every k-th by "
        f"hash), default budgets, `--jobs {args.jobs}`: {wall:.0f} s wall, {oracle_s:.0f} s in the oracle. "
        f"Against the answers of the earlier code: {len(fails)} differences, {len(regressions)} became partial.\n"
    )
    print(header)
    print("\n".join(lines))
    for p in problems[:50]:
        print("  " + p)
    if args.write:
        write_section("arith_oracle", header + "\n" + "\n".join(lines) + "\n")
    return 1 if fails else 0


if __name__ == "__main__":
    raise SystemExit(main())
