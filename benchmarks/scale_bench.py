"""Scale: cold and warm scans, one worker against two, and peak memory, on the
bundled corpora, each scan a real `auditor scan` process.

    python benchmarks/scale_bench.py [CORPUS ...]            # scans 1-4 below
    python benchmarks/scale_bench.py --domains [CORPUS ...]  # oracle cost per domain
    python benchmarks/scale_bench.py --memory                # full-corpus peak memory

Runs, each with a fresh output directory and a cache in a temporary directory:

1. cold, `--jobs 1`, the default analyses (builtin + every LLVM found);
2. cold, `--jobs 2`, the same (a second, empty cache);
3. warm, one analysis changed: the cache of run 2, `llvm-22` left out and a
   deliberately broken analysis added — the gate's normal re-scan;
4. warm, the same analyses as run 2.

Prints a Markdown table (wall seconds, speed-up) and the peak RSS over all the
scans and their workers (the OS keeps one maximum for all children).

`--domains`: the oracle alone (no cache, one process), each domain on its own over
the corpus's unique fragments: seconds per fragment and per audited value.

`--memory [CORPUS ...]`: a cold scan (default: every bundled LLVM corpus, 83,499
values), default analyses and all domains, then a warm re-scan with one analysis
changed, both `--jobs 2` with tiny solver budgets (`--query-ms 5 --fragment-ms 50`) so
that they end in an hour rather than many. The budgets change how many answers are
`unknown`, not how many rows there are, and rows are what the memory holds; they make
the cold scan faster, so the warm/cold ratio measured here is a lower bound. The "Scale" figures in benchmarks/RESULTS.md come from this script.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
AUDITOR = Path(sys.executable).with_name("auditor")
DEFAULT = ["corpora/smoke", "corpora/souper"]
BROKEN = "python:tests/analyses/broken.py:NegateRange"


def analyses() -> list[str]:
    listed = subprocess.run([str(AUDITOR), "analyses"], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    found = [line.split()[0] for line in listed.splitlines()[2:] if line.strip() and not line.startswith("Also")]
    return [name for name in found if name == "builtin" or name.startswith("llvm-")]


def run(corpus: list[str], names: list[str], jobs: int, cache: Path, out: Path) -> tuple[float, str]:
    """Wall seconds and the scan's summary line."""
    args = [str(AUDITOR), "scan", *corpus, "--jobs", str(jobs), "--cache", str(cache), "--out", str(out)]
    for name in names:
        args += ["-a", name]
    started = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, cwd=ROOT, check=False)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"scan failed ({done.returncode}): {done.stderr.strip()[-500:]}")
    tail = [line for line in done.stdout.splitlines() if "unique fragments" in line][-1]
    return seconds, tail.split(";")[0]


FULL = ["corpora/lz4", "corpora/brotli", "corpora/pycryptodome", "corpora/xxhash"]


def one_changed(names: list[str]) -> list[str]:
    """The gate's normal re-scan: `llvm-22` left out, a deliberately broken analysis in."""
    return [n for n in names if n != "llvm-22"] + [BROKEN]


def per_domain(corpus: list[str]) -> None:
    from auditor.oracles.engine import run_oracle
    from auditor.readers.corpus import read_corpus
    from auditor.scan import ScanOptions, targets, unique_fragments

    options = ScanOptions()
    unique = unique_fragments(read_corpus(corpus, options=options.read).fragments)
    print(f"corpus: {' '.join(corpus)}; {len(unique)} unique fragments; one process, no cache\n")
    print("| domain | values | total s | ms / fragment | ms / value | unknown |")
    print("|---|---:|---:|---:|---:|---:|")
    for domain in options.domains:
        seconds = 0.0
        values = unknown = 0
        for u in unique:
            wanted = sorted({v for v, d in targets(u.fragment, [domain], options.all_values)})
            if not wanted:
                continue
            started = time.perf_counter()
            facts = run_oracle(u.fragment, [domain], wanted, options.oracle).facts
            seconds += time.perf_counter() - started
            values += len(facts)
            unknown += sum(f.status.value == "partial" for f in facts)
        print(f"| {domain.value} | {values} | {seconds:.1f} | {1000 * seconds / len(unique):.1f} | "
              f"{1000 * seconds / max(values, 1):.1f} | {unknown} |")  # fmt: skip


def memory(corpus: list[str]) -> None:
    """A cold scan and then a warm one with one analysis changed, each sampled every
    half second for the memory of the whole process tree (the scan and its workers):
    the sum of RSS, the sum of PSS (shared pages of the forked workers counted once,
    what the machine really holds) and the largest single process."""
    names = analyses()
    changed = one_changed(names)
    print(f"corpus: {' '.join(corpus)}; analyses: {', '.join(names)}; --jobs 2, budgets 5/50 ms\n")
    print("| scan | wall s | peak RSS, all processes | peak PSS, all processes | largest process RSS | scan says |")
    print("|---|---:|---:|---:|---:|---|")
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache.sqlite3"
        for label, chosen, out in (("cold", names, "o1"), ("warm, one analysis changed", changed, "o2")):
            args = [str(AUDITOR), "scan", *corpus, "--jobs", "2", "--query-ms", "5", "--fragment-ms", "50",
                    "--cache", str(cache), "--out", str(Path(tmp) / out)]  # fmt: skip
            for name in chosen:
                args += ["-a", name]
            seconds, peaks, said = _sampled(args)
            rss, pss, largest = (f"{p / 2**20:.0f} MB" for p in peaks)
            print(f"| {label} | {seconds:.0f} | {rss} | {pss} | {largest} | {said} |", flush=True)
    print(f"\nlargest process by the OS's own count (ru_maxrss of any child): "
          f"{resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024:.0f} MB")  # fmt: skip


def _sampled(args: list[str]) -> tuple[float, tuple[int, int, int], str]:
    """Wall seconds, the peaks (sum of RSS, sum of PSS, largest RSS, in bytes) and the
    scan's summary line."""
    import psutil  # a dependency of dask.distributed

    started = time.perf_counter()
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        scan = psutil.Popen(args, stdout=out, stderr=err, cwd=ROOT)
        peaks = [0, 0, 0]
        while scan.poll() is None:
            rss = pss = largest = 0
            for process in [scan, *scan.children(recursive=True)]:
                try:
                    info = process.memory_full_info()
                except psutil.Error:  # a worker that just ended
                    continue
                rss, pss, largest = rss + info.rss, pss + info.pss, max(largest, info.rss)
            peaks = [max(a, b) for a, b in zip(peaks, (rss, pss, largest), strict=True)]
            time.sleep(0.5)
        seconds = time.perf_counter() - started
        out.seek(0)
        err.seek(0)
        said = [line for line in out.read().splitlines() if "unique fragments" in line]
        if scan.returncode != 0 or not said:
            raise SystemExit(f"scan failed ({scan.returncode}): {err.read()[-800:]}")
    return seconds, (peaks[0], peaks[1], peaks[2]), said[-1].split("; wrote")[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="*", default=DEFAULT)
    parser.add_argument("--domains", action="store_true", help="oracle cost per domain")
    parser.add_argument("--memory", action="store_true", help="peak memory (default corpus: all LLVM corpora)")
    args = parser.parse_args()
    if args.domains:
        return per_domain(args.corpora)
    if args.memory:
        return memory(args.corpora if args.corpora != DEFAULT else FULL)
    names = analyses()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"corpus: {' '.join(args.corpora)}; analyses: {', '.join(names)}\n")
    changed = one_changed(names)
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        rows = []
        cold1 = run(args.corpora, names, 1, base / "c1.sqlite3", base / "o1")
        rows.append(("cold, --jobs 1", cold1))
        cold2 = run(args.corpora, names, 2, base / "c2.sqlite3", base / "o2")
        rows.append(("cold, --jobs 2", cold2))
        warm_changed = run(args.corpora, changed, 2, base / "c2.sqlite3", base / "o3")
        rows.append(("warm, one analysis changed, --jobs 2", warm_changed))
        warm = run(args.corpora, names, 2, base / "c2.sqlite3", base / "o4")
        rows.append(("warm, same analyses, --jobs 2", warm))
    print("| scan | wall s | vs cold --jobs 1 | scan says |")
    print("|---|---:|---:|---|")
    for label, (seconds, said) in rows:
        print(f"| {label} | {seconds:.1f} | {cold1[0] / seconds:.2f}× | {said} |")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"\npeak RSS of any scan process or worker: {peak:.0f} MB")
    print(f"\n--jobs 2 vs --jobs 1 (cold): {cold1[0] / cold2[0]:.2f}×; warm with one analysis changed vs cold "
          f"--jobs 2: {cold2[0] / warm_changed[0]:.1f}×")  # fmt: skip


if __name__ == "__main__":
    main()
