"""Where a whole `auditor scan` spends its CPU: per fragment, and per (value, domain).

    .venv/bin/python benchmarks/scan_profile.py --times DIR -- scan corpora --out OUT
    .venv/bin/python benchmarks/scan_profile.py --times DIR            # summary only

Runs the scan as `auditor` would (same arguments, after `--`), with each fragment's
audit and each oracle search (`best_forward`, `best_demanded`) timed and
written, one JSON line each, to DIR/<worker pid>.jsonl; then prints the summary:
CPU per domain and the part of it spent on answers left partial, the costliest
fragments' share, and the audits' wall time beyond their CPU (a worker waiting for
a core: the scan's own process and LLVM's `opt` runs compete with the workers).
Workers are forked, so the timing wrappers installed here are theirs too. A traced
whole scan took 15 min 50 s where untraced ones took 15 min 22–27 s (one session,
one host): within the spread between runs, or close to it.

Why: the benchmark sample (`corpus_oracle_bench.py`) misses the whole corpora's
tails, and a whole scan's wall time moves by ±2% between runs of one commit; this
says which stage to look at, and the per-fragment list it writes feeds targeted
A/B runs of a change on exactly the fragments it touches.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import auditor.oracles.engine as engine  # noqa: E402
import auditor.scan as scan  # noqa: E402
from auditor.domains.base import Domain  # noqa: E402

_current: dict[str, str | None] = {"hash": None}
_files: dict[int, Any] = {}


def _log(directory: Path, record: dict[str, object]) -> None:
    pid = os.getpid()
    f = _files.get(pid)
    if f is None:
        f = _files[pid] = open(directory / f"{pid}.jsonl", "a", buffering=1)  # noqa: SIM115
    f.write(json.dumps(record) + "\n")


def _install(directory: Path) -> None:
    audit_fragment = scan._audit_fragment

    def timed_fragment(unique: Any, *args: Any, **kwargs: Any) -> Any:
        """One fragment's oracle and verdicts, in a worker or (one job, or a warm cache's
        answers) in the scan's process; logged when it returns, not when a cache-only
        attempt hands it on to a worker."""
        _current["hash"] = unique.hash
        wall, cpu = time.perf_counter(), time.process_time()
        result = audit_fragment(unique, *args, **kwargs)
        _log(directory, {"h": unique.hash, "kind": "fragment", "wall": time.perf_counter() - wall,
                         "cpu": time.process_time() - cpu})  # fmt: skip
        return result

    def timed_search(fn: Callable[..., Any], domain: str | None = None) -> Callable[..., Any]:
        """`fn` timed; its domain is `domain`, or else its third argument's."""

        def timed(session: Any, index: int, *args: Any, **kwargs: Any) -> Any:
            queries, give_ups, cpu = session.queries, session.give_ups, time.process_time()
            answer = fn(session, index, *args, **kwargs)
            _log(directory, {"h": _current["hash"], "kind": "domain", "v": index,
                             "d": domain or args[0].value, "cpu": time.process_time() - cpu,
                             "status": answer.status.value, "q": session.queries - queries,
                             "g": session.give_ups - give_ups})  # fmt: skip
            return answer

        return timed

    scan._audit_fragment = timed_fragment  # type: ignore[assignment]
    engine.best_forward = timed_search(engine.best_forward)  # type: ignore[assignment]
    engine.best_demanded = timed_search(engine.best_demanded, Domain.DEMANDED_BITS.value)  # type: ignore[assignment]


def summary(directory: Path) -> None:
    fragments: dict[str, dict[str, Any]] = {}
    searches: list[dict[str, Any]] = []
    for path in sorted(directory.glob("*.jsonl")):
        for line in path.read_text().splitlines():
            record = json.loads(line)
            if record["kind"] == "fragment":
                fragments[record["h"]] = record
            else:
                searches.append(record)
    cpu = sum(r["cpu"] for r in fragments.values())
    wall = sum(r["wall"] for r in fragments.values())
    print(
        f"{len(fragments)} fragments: {cpu:.0f} s CPU in their audits, {wall:.0f} s wall ({wall - cpu:.0f} s waiting)"
    )
    by_domain: Counter[str] = Counter()
    partial: Counter[str] = Counter()
    partial_n: Counter[str] = Counter()
    count: Counter[str] = Counter()
    partial_fragments: set[str] = set()
    for r in searches:
        by_domain[r["d"]] += r["cpu"]
        count[r["d"]] += 1
        if r["status"] == "partial":
            partial[r["d"]] += r["cpu"]
            partial_n[r["d"]] += 1
            partial_fragments.add(r["h"])
    searched = sum(by_domain.values())
    print(f"oracle searches {searched:.0f} s; sessions, sampling and verdicts {cpu - searched:.0f} s")
    print(f"{'domain':16} {'CPU s':>8} {'answers':>8} {'partial':>8} {'their s':>8}")
    for d, s in by_domain.most_common():
        print(f"{d:16} {s:8.0f} {count[d]:8} {partial_n[d]:8} {partial[d]:8.0f}")
    in_partial = sum(fragments[h]["cpu"] for h in partial_fragments if h in fragments)
    print(f"fragments with a partial answer: {len(partial_fragments)}, {in_partial:.0f} s CPU")
    costs = sorted((r["cpu"] for r in fragments.values()), reverse=True)
    print("costliest fragments:", ", ".join(f"{n}: {sum(costs[:n]):.0f} s" for n in (10, 100, 1000)))
    listing = directory / "fragments.json"
    listing.write_text(json.dumps(sorted(((r["cpu"], h) for h, r in fragments.items()), reverse=True)))
    print(f"wrote {listing} ([CPU s, fragment hash], costliest first)")


def main() -> None:
    if "--" in sys.argv:
        split = sys.argv.index("--")
        own, scan_args = sys.argv[1:split], sys.argv[split + 1 :]
    else:
        own, scan_args = sys.argv[1:], []
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--times", type=Path, required=True, help="directory for the timings")
    args = parser.parse_args(own)
    if scan_args:
        args.times.mkdir(parents=True, exist_ok=True)
        for stale in args.times.glob("*.jsonl"):
            stale.unlink()
        _install(args.times)
        from auditor.cli import main as auditor_main

        sys.argv = ["auditor", *scan_args]
        try:
            auditor_main()
        except SystemExit as done:
            if done.code:
                raise
    summary(args.times)


if __name__ == "__main__":
    main()
