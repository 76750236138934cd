"""Scale (issue 7), one command for every figure of RESULTS.md's "Scale" section:

    .venv/bin/python benchmarks/scale_bench.py        # or: make bench-scale

Runs the parts below (`--only PART`, repeatable, runs some of them) and writes each
one's tables between its markers in benchmarks/RESULTS.md (`<!-- scale_bench:PART
begin -->` … `end -->`), each block headed by the date, the commit and the machine;
the hand-written notes around the blocks are kept. `--no-write` only prints.

- `speed`: `make scan`'s job (`corpora/smoke corpora/souper`, or the CORPUS
  arguments), the default analyses (builtin + every LLVM found), all domains, each a
  real `auditor scan` process with a fresh output directory and a cache in a
  temporary directory: (1) cold `--jobs 1`; (2) cold `--jobs 2` (another empty
  cache); (3) warm, one analysis changed — the cache of run 2, `llvm-22` left out
  and a deliberately broken Python analysis added: the gate's normal re-scan;
  (4) warm, the same analyses as run 2.
- `domains`: the oracle alone (no cache, one process), each domain on its own over
  the same corpus's unique fragments: milliseconds per fragment and per value.
- `llvm`: the LLVM side alone over the whole bundled corpora (llvm_bench.py):
  microseconds per value, end to end (print the module, `opt`, parse the facts).
- `memory`: the whole bundled corpora (83,499 values), default analyses, all
  domains, `--jobs 2`: a cold scan, then a warm re-scan with one analysis changed,
  each with tiny solver budgets (`--query-ms 5 --fragment-ms 50`) so that the cold
  scan ends in an hour rather than many — the budgets change how many answers are
  `unknown`, not how many rows there are, and rows are what the memory holds. They
  shorten the cold scan a great deal and the warm one only where a changed claim
  needs a solver query, so the warm/cold ratio at the default budgets is expected to
  be larger than this one (not measured: the cold scan would take hours).

Every scan's process tree (the scan, its workers, `opt`) is sampled every 0.25 s:
the sum of PSS (a page shared by forked workers counted once: what the machine
holds; the target is read on it) and of RSS (shared pages counted in every process:
an over-count, as a forked worker maps the scan's pages as its own), and each
process's own high-water mark (VmHWM); `wait4` gives the exact peak RSS of the
largest process of the tree. Sizes in MiB; the target "≤ 1 GB" is read as 10^9
bytes (954 MiB).
"""

from __future__ import annotations

import argparse
import datetime
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import psutil  # a dependency of dask.distributed (the dev extra)

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # `benchmarks.*` when run as a script

from auditor.generated import begin_marker, end_marker  # noqa: E402
from benchmarks.oracle_bench import machine, revision  # noqa: E402

AUDITOR = Path(sys.executable).with_name("auditor")
DEFAULT = ["corpora/smoke", "corpora/souper"]
FULL = ["corpora/lz4", "corpora/brotli", "corpora/pycryptodome", "corpora/xxhash"]
BROKEN = "python:tests/analyses/broken.py:NegateRange"
RESULTS = ROOT / "benchmarks" / "RESULTS.md"
PARTS = ("speed", "domains", "llvm", "memory")
GB = 10**9
MIB = 2**20
TINY_BUDGETS = ("--query-ms", "5", "--fragment-ms", "50")


def analyses() -> list[str]:
    """The default analyses of `auditor scan` here: builtin and every LLVM found."""
    listed = subprocess.run([str(AUDITOR), "analyses"], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    found = [line.split()[0] for line in listed.splitlines()[2:] if line.strip() and not line.startswith("Also")]
    return [name for name in found if name == "builtin" or name.startswith("llvm-")]


def one_changed(names: list[str]) -> list[str]:
    """The gate's normal re-scan: `llvm-22` left out, a deliberately broken analysis in."""
    return [n for n in names if n != "llvm-22"] + [BROKEN]


@dataclass(frozen=True)
class Run:
    """One `auditor scan` process: its wall time, what it said, and its memory."""

    seconds: float
    said: str  # the scan's summary line, up to "; wrote"
    pss: int  # peak of the sum of PSS over the process tree (sampled), bytes
    rss: int  # peak of the sum of RSS over the process tree (sampled)
    scan_hwm: int  # the scan process's own peak RSS (VmHWM)
    worker_hwm: int  # the largest peak RSS of any other process of the tree (VmHWM, sampled)
    largest: int  # the exact peak RSS of the largest process of the tree (wait4)

    def memory_cells(self) -> str:
        cells = (self.pss, self.rss, self.scan_hwm, self.worker_hwm, self.largest)
        return " | ".join(f"{v / MIB:.0f}" for v in cells)


MEMORY_HEADER = (
    "peak PSS, all processes | peak RSS, all processes | scan process peak RSS | largest worker peak RSS | "
    "largest process (exact)"
)
MEMORY_NOTE = "Memory in MiB; what each column samples: the script's docstring."


def scan(corpus: list[str], names: list[str], jobs: int, cache: Path, out: Path, extra: tuple[str, ...] = ()) -> Run:
    args = [str(AUDITOR), "scan", *corpus, "--jobs", str(jobs), "--cache", str(cache), "--out", str(out), *extra]
    for name in names:
        args += ["-a", name]
    return sampled(args)


def sampled(args: list[str]) -> Run:
    started = time.perf_counter()
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        process = subprocess.Popen(args, stdout=out, stderr=err, cwd=ROOT)
        root = psutil.Process(process.pid)
        pss_peak = rss_peak = scan_hwm = worker_hwm = 0
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            pss = rss = 0
            for member in [root, *_children(root)]:
                try:
                    info = member.memory_full_info()
                    hwm = _hwm(member.pid)
                except (psutil.Error, OSError):  # a worker that just ended
                    continue
                pss, rss = pss + info.pss, rss + info.rss
                if member.pid == root.pid:
                    scan_hwm = max(scan_hwm, hwm)
                else:
                    worker_hwm = max(worker_hwm, hwm)
            pss_peak, rss_peak = max(pss_peak, pss), max(rss_peak, rss)
            time.sleep(0.25)
        seconds = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        said = [line for line in out.read().splitlines() if "unique fragments" in line]
        if process.returncode != 0 or not said:
            raise SystemExit(f"scan failed ({process.returncode}): {' '.join(args)}\n{err.read()[-800:]}")
    # ru_maxrss of a reaped child covers it and every descendant it reaped (Linux).
    return Run(seconds, said[-1].split("; wrote")[0], pss_peak, rss_peak, scan_hwm, worker_hwm, usage.ru_maxrss * 1024)


def _children(process: psutil.Process) -> list[psutil.Process]:
    try:
        return list(process.children(recursive=True))
    except psutil.Error:
        return []


def _hwm(pid: int) -> int:
    """A process's peak RSS so far, from the kernel (VmHWM), in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return 0


# -- the parts; each returns its block of Markdown


def speed(corpus: list[str]) -> list[str]:
    names = analyses()
    changed = one_changed(names)
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        cold1 = scan(corpus, names, 1, base / "c1.sqlite3", base / "o1")
        cold2 = scan(corpus, names, 2, base / "c2.sqlite3", base / "o2")
        warm_changed = scan(corpus, changed, 2, base / "c2.sqlite3", base / "o3")
        warm = scan(corpus, names, 2, base / "c2.sqlite3", base / "o4")
        same = all((base / "o2" / f).read_bytes() == (base / "o4" / f).read_bytes() for f in _STABLE_FILES)
    rows = [
        ("cold, `--jobs 1`", cold1),
        ("cold, `--jobs 2`", cold2),
        ("warm, one analysis changed, `--jobs 2`", warm_changed),
        ("warm, same analyses, `--jobs 2`", warm),
    ]
    jobs = cold1.seconds / cold2.seconds
    warm_ratio = cold2.seconds / warm_changed.seconds
    lines = [
        f"Corpus `{' '.join(corpus)}`; analyses {', '.join(names)} (run 3: {', '.join(changed)}); all domains.",
        "",
        f"| scan | wall s | vs cold `--jobs 1` | vs cold `--jobs 2` | {MEMORY_HEADER} | scan says |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for label, run in rows:
        lines.append(
            f"| {label} | {run.seconds:.1f} | {cold1.seconds / run.seconds:.2f}× | {cold2.seconds / run.seconds:.2f}× "
            f"| {run.memory_cells()} | {run.said} |"
        )
    lines += [
        "",
        MEMORY_NOTE,
        "",
        f"- `--jobs 2` vs `--jobs 1`, cold: **{jobs:.2f}×** (target ≥ 1.7× on 2 cores: {_met(jobs >= 1.7)}).",
        f"- Warm re-scan with one analysis changed vs cold at the default `--jobs`: **{warm_ratio:.1f}×** "
        f"(target ≥ 20×: {_met(warm_ratio >= 20)}).",
        f"- The warm scan with the same analyses wrote the same bytes as the cold one "
        f"({', '.join(_STABLE_FILES)}): {'yes' if same else '**NO**'}.",
    ]
    return lines


_STABLE_FILES = ("findings.csv", "summary.csv", "fragments.csv")


def domains(corpus: list[str]) -> list[str]:
    from auditor.oracles.engine import run_oracle
    from auditor.readers.corpus import read_corpus
    from auditor.scan import ScanOptions, targets, unique_fragments

    options = ScanOptions()
    unique = unique_fragments(read_corpus(corpus, options=options.read).fragments)
    lines = [
        f"Corpus `{' '.join(corpus)}`: {len(unique)} unique fragments; the oracle alone, one process, no cache, "
        f"default budgets ({options.oracle.budget.query_ms} ms a query, {options.oracle.budget.fragment_ms // 1000} s "
        "a fragment); roots for forward domains, inputs for demanded bits.",
        "",
        "| domain | values | total s | ms / fragment | ms / value | unknown |",
        "|---|---:|---:|---:|---:|---:|",
    ]
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
        lines.append(
            f"| {domain.value} | {values} | {seconds:.1f} | {1000 * seconds / len(unique):.1f} | "
            f"{1000 * seconds / max(values, 1):.1f} | {unknown} |"
        )
    return lines


def llvm(corpus: list[str]) -> list[str]:
    from auditor.readers.corpus import read_corpus
    from auditor.scan import unique_fragments
    from benchmarks.llvm_bench import TABLE_HEADER, llvm_costs, table_rows

    started = time.perf_counter()
    read = read_corpus(corpus)
    seconds = time.perf_counter() - started
    unique = unique_fragments(read.fragments)
    costs = llvm_costs(unique)
    if not costs:
        return ["No LLVM 19 or newer found (`llvm-config-N` on PATH): nothing measured."]
    return [
        f"Corpus `{' '.join(corpus)}`: {len(read.files)} files read and sliced in {seconds:.1f} s, "
        f"{len(read.fragments):,} fragments, {len(unique):,} unique, {costs[0].values:,} values in them; "
        "batches of 64 fragments, one `opt` process each, every domain asked.",
        "",
        *TABLE_HEADER,
        *table_rows(costs),
    ]


def memory(corpus: list[str]) -> list[str]:
    names = analyses()
    changed = one_changed(names)
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache.sqlite3"
        cold = scan(corpus, names, 2, cache, Path(tmp) / "o1", TINY_BUDGETS)
        warm = scan(corpus, changed, 2, cache, Path(tmp) / "o2", TINY_BUDGETS)
    lines = [
        f"Corpus `{' '.join(corpus)}`; analyses {', '.join(names)} (warm: {', '.join(changed)}); all domains; "
        "`--jobs 2 --query-ms 5 --fragment-ms 50`.",
        "",
        f"| scan | wall s | {MEMORY_HEADER} | scan says |",
        "|---|---:|---:|---:|---:|---:|---:|---|",
        f"| cold | {cold.seconds:.0f} | {cold.memory_cells()} | {cold.said} |",
        f"| warm, one analysis changed | {warm.seconds:.0f} | {warm.memory_cells()} | {warm.said} |",
        "",
        MEMORY_NOTE,
        "",
    ]
    peak = max(cold.pss, warm.pss)
    bound = max(cold.rss, warm.rss)
    largest = max(cold.largest, warm.largest)
    ratio = cold.seconds / warm.seconds
    lines += [
        f"- Peak memory of the full-corpus scan, all its processes together: **{peak / MIB:.0f} MiB PSS**; the "
        f"largest single process {largest / MIB:.0f} MiB (exact). Target ≤ 1 GB (954 MiB): "
        f"{_met(peak <= GB and largest <= GB)}. (Summing RSS gives {bound / MIB:.0f} MiB: a forked worker's RSS "
        "counts every page it still shares with the scan, so the sum counts those pages once per process.)",
        f"- Warm re-scan with one analysis changed: {ratio:.1f}× the cold scan at these budgets (target ≥ 20×: "
        f"{_met(ratio >= 20)}).",
    ]
    return lines


def _met(ok: bool) -> str:
    return "met" if ok else "**not met**"


# -- writing


def block(part: str, lines: list[str], command: str) -> str:
    head = (
        f"Generated by `{command}` on {datetime.date.today().isoformat()}, auditor {revision()}; machine: "
        + "; ".join(f"{k} {v}" for k, v in machine())
        + "."
    )
    return "\n".join([_begin(part), head, "", *lines, _end(part)])


def _begin(part: str) -> str:
    return begin_marker(f"scale_bench:{part}")


def _end(part: str) -> str:
    return end_marker(f"scale_bench:{part}")


def write(results: Path, part: str, text: str) -> None:
    """Put `text` (a block with its markers) in place of the part's old block."""
    old = results.read_text(encoding="utf-8")
    begin, end = _begin(part), _end(part)
    if begin not in old or end not in old:
        raise SystemExit(f"{results}: no markers for {part!r}; add `{begin}` and `{end}` where it goes")
    head, rest = old.split(begin, 1)
    tail = rest.split(end, 1)[1]
    results.write_text(head + text + tail, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="*", default=DEFAULT, help="for speed and domains (default: make scan's)")
    parser.add_argument("--only", action="append", choices=PARTS, help="run this part (repeatable); default: all")
    parser.add_argument("--no-write", action="store_true", help=f"print only; do not update {RESULTS.name}")
    args = parser.parse_args()
    runs: dict[str, Callable[[], list[str]]] = {
        "speed": lambda: speed(args.corpora),
        "domains": lambda: domains(args.corpora),
        "llvm": lambda: llvm(FULL),
        "memory": lambda: memory(FULL),
    }
    command = " ".join([".venv/bin/python benchmarks/scale_bench.py", *sys.argv[1:]])
    for part in args.only or PARTS:
        started = time.perf_counter()
        print(f"== {part}", file=sys.stderr, flush=True)
        text = block(part, runs[part](), command)
        print(text, flush=True)
        print(f"({part}: {time.perf_counter() - started:.0f} s)\n", file=sys.stderr, flush=True)
        if not args.no_write:
            write(RESULTS, part, text)


if __name__ == "__main__":
    main()
