"""The scan's own process, phase by phase: what it costs besides the workers' oracle.

    .venv/bin/python benchmarks/scan_process_bench.py [PATHS...] [--jobs 2]

Three phases of `auditor scan` run in the scan's process, each timed here both ways
(one process and the way a scan now does it), each compared for identical output
(a difference fails the run, exit 1):

- reading: `scan.read_unique` with `--jobs` processes against one (wall time);
- the analyses under test (what `auditor scan` audits by default): `scan._answers`
  over every unique fragment in batches of 64, through `analyze_targets` against
  through `analyze` alone (CPU of this process; `opt` runs in its own), the answers
  compared pair by pair;
- the reports: `reports.writer.write_report` with results.json written by a second
  process against one (wall time), the files compared byte for byte — on the
  findings of a report directory given with `--report DIR` (a scan's output), as the
  bundled corpora's 830,000 rows make the difference.

Why: on two cores the scan's process competes with the workers for CPU, and what it
does alone (reading before the workers start, the reports after the last fragment)
leaves a core idle. benchmarks/RESULTS.md, "The scan's own process"; docs/history.md,
"tenth stop".
"""

from __future__ import annotations

import argparse
import filecmp
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from auditor.analyses.base import Analysis, Untargeted  # noqa: E402
from auditor.domains.base import Domain  # noqa: E402
from auditor.scan import _answers, read_unique, targets  # noqa: E402

DEFAULT_PATHS = ["corpora"]
BATCH = 64


def _timed(clock: Callable[[], float], work: Callable[[], Any]) -> tuple[float, Any]:
    start = clock()
    result = work()
    return clock() - start, result


def reading(paths: list[str], jobs: int) -> bool:
    one, (corpus_one, groups_one) = _timed(time.perf_counter, lambda: read_unique(paths, jobs=1))
    many, (corpus_many, groups_many) = _timed(time.perf_counter, lambda: read_unique(paths, jobs=jobs))
    a, b = groups_one.unique(), groups_many.unique()
    same = corpus_one == corpus_many and a == b and [u.fragment.origin for u in a] == [u.fragment.origin for u in b]
    print(f"reading: {len(a)} unique fragments; 1 process {one:.1f} s, {jobs} processes {many:.1f} s (wall)"
          f"{'' if same else '  DIFFERENT RESULT'}")  # fmt: skip
    return same


def _analyses() -> list[Analysis]:
    """What `auditor scan` audits by default here: builtin and every usable LLVM."""
    from auditor import api

    return api.load_analyses()


def analyses(paths: list[str]) -> bool:
    _, groups = read_unique(paths, jobs=1)
    fragments = [u.fragment for u in groups.unique()]
    domains = list(Domain)
    batches = [fragments[n : n + BATCH] for n in range(0, len(fragments), BATCH)]
    audited = [[set(targets(f, domains, False)) for f in batch] for batch in batches]
    ok = True
    for analysis in _analyses():
        answers = {}
        for label, asked in (("analyze", Untargeted(analysis)), ("analyze_targets", analysis)):
            seconds, answers[label] = _timed(
                time.process_time,
                lambda asked=asked: [_answers(asked, b, domains, a) for b, a in zip(batches, audited, strict=True)],
            )
            kept = sum(len(x.claims) for batch in answers[label] for x in batch)
            print(f"{analysis.name}: {label:16} {seconds:6.1f} s CPU, {kept} claims kept")
        for full, targeted in zip(answers["analyze"], answers["analyze_targets"], strict=True):
            for x, y in zip(full, targeted, strict=True):
                providers = ({d: p for d, p in z.providers.items() if p} for z in (x, y))
                if x.claims != y.claims or next(providers) != next(providers):
                    print(f"{analysis.name}: DIFFERENT ANSWERS")
                    ok = False
                    break
    return ok


def reports(directory: Path) -> bool:
    from auditor.reports import writer
    from auditor.reports.model import load_report

    outs = []
    for label, rows in (("1 process", 10**12), ("2 processes", writer.PARALLEL_ROWS)):
        report = load_report(directory)  # fresh: no summaries computed yet
        out = Path(tempfile.mkdtemp(prefix="scan-process-bench-"))
        writer.PARALLEL_ROWS, saved = rows, writer.PARALLEL_ROWS
        try:
            seconds, _ = _timed(time.perf_counter, lambda report=report, out=out: writer.write_report(report, out))
        finally:
            writer.PARALLEL_ROWS = saved
        print(f"reports of {len(report.findings)} findings: {label} {seconds:.1f} s (wall)")
        outs.append(out)
    same = all(filecmp.cmp(outs[0] / name, outs[1] / name, shallow=False) for name in writer.RENDERERS)
    if not same:
        print("reports: DIFFERENT FILES")
    return same


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=DEFAULT_PATHS)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--report", type=Path, help="a scan's report directory, for the reports phase")
    args = parser.parse_args(argv)
    ok = reading(args.paths, args.jobs)
    ok = analyses(args.paths) and ok
    if args.report is not None:
        ok = reports(args.report) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
