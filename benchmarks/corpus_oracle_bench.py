"""The oracle on real code (issue 16): cost per domain and answers on a fixed sample of
the bundled real-code corpora, compared with a recorded run.

    .venv/bin/python benchmarks/corpus_oracle_bench.py                  # sample, compare
    .venv/bin/python benchmarks/corpus_oracle_bench.py --record FILE    # keep the answers

The sample: the unique fragments of `corpora/lz4 corpora/brotli corpora/pycryptodome
corpora/xxhash`, in hash order, every k-th so that `--fragments` (default 2,000) are
taken — a fixed set for a given corpus, spread over every file. Each fragment is
audited as `auditor scan` audits it (the root in every forward domain, the demanded
bits of its inputs) at the default budgets, one session per fragment, the domains in
the scan's order and each timed on its own; `--jobs` worker processes.

With `--against FILE` (default: benchmarks/data/oracle_sample.jsonl.gz when it
exists) every answer is compared with the recorded one: two conclusive answers
(exhaustive / proven / vacuous) that differ are a failure (exit 1); a conclusive
answer where the record was `partial` must lie between the record's sound fact and
its bound, else a failure too; `partial` where the record was conclusive is counted
as a regression and listed. The figures (median, p90, p99 and max per domain, total
wall time, % partial, and the queries that gave up with the time they took — what the
budget bought no answer for) are printed and, with `--write`, put between the
`corpus_oracle` markers of benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import os
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # `benchmarks.*` when run as a script

from auditor.domains.base import Domain, lattice  # noqa: E402
from auditor.generated import replace_block  # noqa: E402
from auditor.oracles.engine import SOLVE_ORDER, OracleOptions, hulls_from_range, open_session, run_oracle  # noqa: E402
from auditor.oracles.result import OracleFact  # noqa: E402
from auditor.oracles.session import Budget, Status  # noqa: E402
from auditor.readers.corpus import DEFAULT_MAX_CONDITIONS, Context, ReadOptions, read_corpus  # noqa: E402
from auditor.scan import FragmentGroups, UniqueFragment, targets  # noqa: E402
from auditor.semantics.smt import fresh_context  # noqa: E402
from auditor.store import format_fact, parse_fact  # noqa: E402
from benchmarks.oracle_bench import machine, percentile, revision  # noqa: E402

FULL = ["corpora/lz4", "corpora/brotli", "corpora/pycryptodome", "corpora/xxhash"]
RECORD = ROOT / "benchmarks" / "data" / "oracle_sample.jsonl.gz"
RESULTS = ROOT / "benchmarks" / "RESULTS.md"
ORDER = tuple(Domain)
CONCLUSIVE = {Status.EXHAUSTIVE.value, Status.PROVEN.value, Status.VACUOUS.value}
OPTIONS = OracleOptions()
"""The oracle options every fragment is audited with (`--query-ms`, `--fragment-ms`;
set before the worker processes fork)."""


def sample(paths: list[str], count: int, options: ReadOptions | None = None) -> list[UniqueFragment]:
    groups = FragmentGroups()
    read_corpus(paths, sink=groups.add, options=options)
    unique = groups.unique()
    step = max(1, len(unique) // count)
    return unique[::step][:count]


def audit(unique: UniqueFragment) -> dict[str, Any]:
    """One fragment as the scan audits it: per domain, its answers and seconds."""
    fragment = unique.fragment
    wanted = targets(fragment, ORDER, all_values=False)
    started = time.perf_counter()
    fresh_context()  # as the scan opens a fragment's session
    session = open_session(fragment, OPTIONS)
    setup = time.perf_counter() - started
    seconds: dict[str, float] = {}
    give_ups: dict[str, tuple[int, float]] = {}  # per domain: queries that ran out of budget, their seconds
    facts: list[OracleFact] = []
    for domain in SOLVE_ORDER:  # as one run_oracle call searches them (forward, then demanded bits)
        values = [v for v, d in wanted if d is domain]
        if not values:
            continue
        t0 = time.perf_counter()
        gave_up, gave_up_seconds = session.give_ups, session.give_up_seconds
        result = run_oracle(fragment, [domain], values, session=session)
        seconds[domain.value] = time.perf_counter() - t0
        give_ups[domain.value] = (session.give_ups - gave_up, session.give_up_seconds - gave_up_seconds)
        facts += result.facts
    answers = [  # settled across the calls as one call settles them
        {
            "value": fact.value,
            "domain": fact.domain.value,
            "status": fact.status.value,
            "fact": None if fact.fact is None else format_fact(fact.domain, fact.fact),
            "bound": None if fact.bound is None else format_fact(fact.domain, fact.bound),
        }
        for fact in hulls_from_range(facts)
    ]
    return {
        "hash": unique.hash,
        "source": unique.sources[0] if unique.sources else "",
        "insts": len(fragment.insts),
        "exhaustive": session.samples.exhaustive,
        "setup": setup,
        "seconds": seconds,
        "give_ups": give_ups,
        "answers": answers,
    }


def run_seconds(run: dict[str, Any]) -> float:
    """One fragment's oracle time: its setup (sampling) and every domain."""
    return float(run["setup"] + sum(run["seconds"].values()))


def audit_all(chosen: list[UniqueFragment], jobs: int, every: int) -> list[dict[str, Any]]:
    """`audit` of every fragment in `jobs` worker processes, in completion order, with
    a progress line every `every` fragments."""
    started = time.perf_counter()
    runs: list[dict[str, Any]] = []
    with multiprocessing.get_context("fork").Pool(jobs, maxtasksperchild=50) as pool:
        for n, run in enumerate(pool.imap_unordered(audit, chosen, chunksize=1), 1):
            runs.append(run)
            if n % every == 0:
                print(f"  {n}/{len(chosen)} in {time.perf_counter() - started:.0f} s", flush=True)
    return runs


def compare(record: dict[str, dict[str, Any]], runs: list[dict[str, Any]], widths: dict[str, list[int]]) -> list[str]:
    """Failures (conclusive answers that differ, or an answer outside a recorded
    partial's interval) and regressions (conclusive before, partial now), as lines."""
    problems: list[str] = []
    for run in runs:
        old = record.get(run["hash"])
        if old is None:
            continue
        before = {(a["value"], a["domain"]): a for a in old["answers"]}
        for now in run["answers"]:
            was = before.get((now["value"], now["domain"]))
            if was is None:
                continue
            where = f"{run['hash']} ({run['source']}) %{now['value']} {now['domain']}"
            if was["status"] in CONCLUSIVE and now["status"] in CONCLUSIVE:
                if (was["fact"], was["status"] == "vacuous") != (now["fact"], now["status"] == "vacuous"):
                    problems.append(f"FAIL {where}: {was['fact']} before, {now['fact']} now")
            elif now["status"] in CONCLUSIVE and was["status"] == "partial":
                if not _between(now, was, widths[run["hash"]][now["value"]]):
                    problems.append(f"FAIL {where}: {now['fact']} is outside [{was['bound']}, {was['fact']}]")
            elif was["status"] in CONCLUSIVE and now["status"] == "partial":
                problems.append(f"regression {where}: {was['fact']} before, partial now")
    return problems


def _between(now: dict[str, Any], was: dict[str, Any], width: int) -> bool:
    """bound ⊑ now ⊑ sound fact (recorded partial: the best fact lies between)."""
    if now["fact"] is None:
        return False
    domain = Domain(now["domain"])
    lat = lattice(domain)
    fact = parse_fact(domain, now["fact"], width)
    upper = parse_fact(domain, was["fact"], width)
    lower = None if was["bound"] is None else parse_fact(domain, was["bound"], width)
    if domain is Domain.RANGE:
        # Not closed under meet: the smallest cover need not lie inside another proven
        # cover (each leaves out a different gap), so both ends are size bounds.
        return bool(fact.size <= upper.size and (lower is None or fact.size >= lower.size))
    if not lat.leq(fact, upper):
        return False
    return lower is None or bool(lat.leq(lower, fact))


def read_record(path: Path) -> dict[str, dict[str, Any]]:
    with gzip.open(path, "rt") as f:
        return {r["hash"]: r for r in map(json.loads, f)}


def write_record(path: Path, runs: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt") as f:
        for run in sorted(runs, key=lambda r: r["hash"]):
            kept = {k: run[k] for k in ("hash", "source", "answers")}
            f.write(json.dumps(kept, sort_keys=True) + "\n")


def table(runs: list[dict[str, Any]]) -> list[str]:
    per: dict[str, list[float]] = defaultdict(list)
    status: dict[str, Counter[str]] = defaultdict(Counter)
    gave_up: Counter[str] = Counter()  # queries that ran out of budget, per domain
    gave_up_ms: Counter[str] = Counter()  # and their time
    for run in runs:
        for domain, s in run["seconds"].items():
            per[domain].append(s * 1000)
        for a in run["answers"]:
            status[a["domain"]][a["status"]] += 1
        for domain, (count, s) in run.get("give_ups", {}).items():  # older dumps have none
            gave_up[domain] += count
            gave_up_ms[domain] += s * 1000
    totals = [run_seconds(run) * 1000 for run in runs]
    lines = [
        "| domain | fragments | median ms | p90 ms | p99 ms | max ms | answers | partial | % partial | queries given up | their s |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for domain in [d.value for d in ORDER]:
        if domain not in per:
            continue
        ms = per[domain]
        n = sum(status[domain].values())
        partial = status[domain]["partial"]
        lines.append(
            f"| {domain} | {len(ms)} | {statistics.median(ms):.1f} | {percentile(ms, 90):.1f} | {percentile(ms, 99):.1f} "
            f"| {max(ms):.0f} | {n} | {partial} | {100 * partial / max(n, 1):.2f} "
            f"| {gave_up[domain]} | {gave_up_ms[domain] / 1000:.1f} |"
        )
    lines.append(
        f"| **all (sampling included)** | {len(totals)} | {statistics.median(totals):.1f} | {percentile(totals, 90):.1f} "
        f"| {percentile(totals, 99):.1f} | {max(totals):.0f} | | | "
        f"| {sum(gave_up.values())} | {sum(gave_up_ms.values()) / 1000:.1f} |"
    )
    return lines


def slowest(runs: list[dict[str, Any]], count: int) -> Iterator[str]:
    ranked = sorted(runs, key=lambda r: -run_seconds(r))
    for run in ranked[:count]:
        worst = max(run["seconds"].items(), key=lambda kv: kv[1], default=("", 0.0))
        total = run_seconds(run)
        yield f"{total:7.2f} s  {run['hash']}  {run['source']}  insts {run['insts']}  worst {worst[0]} {worst[1]:.2f} s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=FULL)
    parser.add_argument("--fragments", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--against", type=Path, default=RECORD if RECORD.exists() else None)
    parser.add_argument("--record", type=Path, help="write this run's answers here")
    parser.add_argument("--slowest", type=int, default=15)
    parser.add_argument("--dump", type=Path, help="write every run (times included) as JSON lines")
    parser.add_argument("--write", action="store_true", help="put the table into benchmarks/RESULTS.md")
    parser.add_argument("--query-ms", type=int, default=Budget().query_ms, help="budget of one query")
    parser.add_argument("--fragment-ms", type=int, default=Budget().fragment_ms, help="budget of one fragment")
    parser.add_argument("--context", type=Context, default=Context.NONE, help="LLVM code: the control flow kept")
    parser.add_argument("--max-conditions", type=int, default=DEFAULT_MAX_CONDITIONS, help="with --context branches")
    args = parser.parse_args(argv)
    global OPTIONS
    OPTIONS = OracleOptions(budget=Budget(query_ms=args.query_ms, fragment_ms=args.fragment_ms))

    os.chdir(ROOT)  # sources relative to the checkout
    code = revision()  # the code imported now, whatever changes during the run
    t0 = time.perf_counter()
    chosen = sample(args.paths, args.fragments, ReadOptions(context=args.context, max_conditions=args.max_conditions))
    print(f"{len(chosen)} fragments sampled in {time.perf_counter() - t0:.1f} s", flush=True)
    widths = {u.hash: [i.width for i in u.fragment.insts] for u in chosen}
    started = time.perf_counter()
    runs = audit_all(chosen, args.jobs, every=200)
    wall = time.perf_counter() - started
    lines = table(runs)
    header = (
        f"Generated by `.venv/bin/python benchmarks/corpus_oracle_bench.py` on {time.strftime('%Y-%m-%d')}, "
        f"auditor {code}; machine: " + "; ".join(f"{k} {v}" for k, v in machine()) + ".\n\n"
        f"{len(runs)} of the unique fragments of `{' '.join(args.paths)}` (every k-th by hash), budgets of "
        f"{args.query_ms} ms a query and {args.fragment_ms} ms a fragment, `--jobs {args.jobs}`"
        + (
            f", `--context {args.context} --max-conditions {args.max_conditions}`"
            if args.context is not Context.NONE
            else ""
        )
        + f": **{wall:.0f} s wall**, "
        f"{sum(map(run_seconds, runs)):.0f} s in the oracle.\n"
    )
    print(header)
    print("\n".join(lines))
    print("\nslowest fragments:")
    for line in slowest(runs, args.slowest):
        print("  " + line)
    failed = False
    if args.against is not None:
        problems = compare(read_record(args.against), runs, widths)
        fails = [p for p in problems if p.startswith("FAIL")]
        regressions = [p for p in problems if p.startswith("regression")]
        print(f"\nagainst {args.against}: {len(fails)} differences, {len(regressions)} regressions to partial")
        for p in problems[:50]:
            print("  " + p)
        failed = bool(fails)
        header += f"\nAgainst the recorded answers: {len(fails)} differences, {len(regressions)} became partial.\n"
    if args.record is not None:
        write_record(args.record, runs)
    if args.dump is not None:
        with open(args.dump, "w") as f:
            for run in runs:
                f.write(json.dumps(run) + "\n")
    if args.write:
        _write_results(header + "\n" + "\n".join(lines) + "\n")
    return 1 if failed else 0


def _write_results(block: str) -> None:
    write_section("corpus_oracle", block)


def write_section(marker: str, block: str) -> None:
    """Replace what RESULTS.md holds between the `marker` begin and end comments."""
    try:
        RESULTS.write_text(replace_block(RESULTS.read_text(), marker, block))
    except ValueError as e:
        raise SystemExit(f"RESULTS.md: {e}") from None


if __name__ == "__main__":
    raise SystemExit(main())
