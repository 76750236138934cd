"""Benchmark auditor's oracles against the prior art (benchmarks/baseline.py).

    .venv/bin/python benchmarks/oracle_bench.py [PATHS...] [--budget-ms 1000]
        [--baseline-budget-ms 1000] [--domains known-bits,range,...]
        [--out benchmarks/RESULTS.md]

For each fragment and each domain: auditor's oracle on that one domain, fresh (sampling
included, so the cost is per domain), then the baseline on the same values. Vacuous
fragments are skipped for both and counted. Prints a table per domain and writes it,
with the details (every answer that differs, every unknown), to --out, between the
`oracle_bench` begin and end markers (`replace_block`); everything outside them in an
existing --out file (hand-written notes, other scripts' blocks) is kept. A new --out
file holds the block alone; an existing one without the markers is an error.
"""

from __future__ import annotations

import argparse
import datetime
import platform
import shlex
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import bitwuzla  # noqa: E402
import numpy as np  # noqa: E402
import z3  # noqa: E402
from tabulate import tabulate  # noqa: E402

from auditor.domains.base import Domain, lattice  # noqa: E402
from auditor.generated import begin_marker, end_marker, replace_block  # noqa: E402
from auditor.ir.fragment import Fragment  # noqa: E402
from auditor.ir.printer import format_fragment  # noqa: E402
from auditor.oracles.engine import OracleOptions, run_oracle  # noqa: E402
from auditor.oracles.result import OracleFact  # noqa: E402
from auditor.oracles.session import Budget, Status  # noqa: E402
from auditor.readers.corpus import read_corpus  # noqa: E402
from benchmarks.baseline import (  # noqa: E402
    CEGIS_TRIES,
    BaselineFact,
    CapPolicy,
    Outcome,
    baseline_values,
    run_baseline,
)

BLOCK = "oracle_bench"  # the name in this script's begin and end markers in --out

# The targets: baseline time / auditor time at least this, per domain.
SPEED_TARGETS: dict[Domain, float] = {
    Domain.KNOWN_BITS: 10.0,
    Domain.DEMANDED_BITS: 10.0,
    Domain.RANGE: 5.0,
    Domain.UNSIGNED_RANGE: 5.0,
    Domain.SIGNED_RANGE: 5.0,
}
UNKNOWN_TARGET = 0.01  # at most 1 % unknown per domain (auditor, 1 s per query)


@dataclass
class Row:
    """One (fragment, value, domain): both tools' answers."""

    fragment: int
    value: int
    domain: Domain
    auditor: OracleFact
    auditor_ms: float  # the fragment's time for this domain / its number of values
    auditor_queries: float  # likewise
    baseline: BaselineFact | None  # None when the baseline was not run (--no-baseline)
    exhaustive: bool  # auditor enumerated every execution of the fragment (no solver)

    @property
    def auditor_unknown(self) -> bool:
        return self.auditor.status is Status.PARTIAL

    @property
    def both_answered(self) -> bool:
        return not self.auditor_unknown and self.baseline is not None and self.baseline.outcome is not Outcome.UNKNOWN

    @property
    def differs(self) -> bool:
        if not self.both_answered:
            return False
        assert self.baseline is not None
        auditor_vacuous = self.auditor.status is Status.VACUOUS
        baseline_vacuous = self.baseline.outcome is Outcome.VACUOUS
        if auditor_vacuous or baseline_vacuous:
            return auditor_vacuous != baseline_vacuous
        return bool(self.auditor.fact != self.baseline.fact)


@dataclass
class DomainTotals:
    auditor_s: float = 0.0
    auditor_cpu_s: float = 0.0
    auditor_queries: int = 0
    baseline_s: float = 0.0
    baseline_cpu_s: float = 0.0
    baseline_queries: int = 0


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument(
        "paths", nargs="*", default=["corpora/souper"], help="corpus files or directories (default: corpora/souper)"
    )
    p.add_argument("--budget-ms", type=int, default=1000, help="auditor's per-query budget (default 1000)")
    p.add_argument("--fragment-ms", type=int, default=60_000, help="auditor's per-fragment budget (default 60000)")
    p.add_argument("--baseline-budget-ms", type=int, default=1000, help="baseline per-query timeout (default 1000)")
    p.add_argument(
        "--domains",
        default=",".join(d.value for d in Domain),
        help="comma-separated domains (default: all ten)",
    )
    p.add_argument("--out", default=str(ROOT / "benchmarks" / "RESULTS.md"), help="Markdown report to write")
    p.add_argument("--max-fragments", type=int, default=None, help="only the first N fragments")
    p.add_argument(
        "--baseline-cap-s",
        type=float,
        default=None,
        help="per (fragment, domain) wall-time cap for the baseline; values left when it "
        "runs out are baseline-unknown (reason time-cap). Default: none",
    )
    p.add_argument(
        "--cegis-tries", type=int, default=CEGIS_TRIES, help=f"CEGIS rounds per synthesis (default {CEGIS_TRIES})"
    )
    p.add_argument(
        "--cap-policy",
        choices=[c.value for c in CapPolicy],
        default=CapPolicy.UNKNOWN.value,
        help="a capped CEGIS run makes the answer unknown (default), or means 'no range' as in Souper",
    )
    p.add_argument("--no-baseline", action="store_true", help="time auditor only")
    args = p.parse_args(argv)
    args.domains = [Domain(d.strip()) for d in args.domains.split(",") if d.strip()]
    return args


def machine() -> list[tuple[str, str]]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        nproc = subprocess.run(["nproc"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        nproc = "unknown"
    try:
        kib = int(Path("/proc/meminfo").read_text().split("MemTotal:")[1].split()[0])
        ram = f"{kib / 2**20:.0f} GiB"
    except (OSError, IndexError, ValueError):
        ram = "unknown"
    return [
        ("nproc", nproc),
        ("CPU", cpu),
        ("RAM", ram),
        ("Python", platform.python_version()),
        ("z3", z3.get_version_string()),
        ("bitwuzla", bitwuzla.version()),
        ("numpy", np.__version__),
        ("OS", platform.platform()),
    ]


def revision() -> str:
    """The auditor code measured: the commit, and which of its files differ from it
    (read-only git commands)."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--", "auditor"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split("\n")
    except (OSError, subprocess.CalledProcessError):
        return "unknown (not a git checkout)"
    changed = [line[3:] for line in dirty if line.strip()]
    return f"commit {head}" + (f" plus uncommitted changes to {', '.join(changed)}" if changed else "")


def ms(seconds: float) -> float:
    return seconds * 1000.0


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(values, q)) if values else float("nan")


def fragment_label(fragment: Fragment, number: int) -> str:
    if fragment.origin is not None:
        return f"#{number} {Path(fragment.origin.file).name}:{fragment.origin.line}"
    return f"#{number}"


def run(args: argparse.Namespace) -> tuple[list[Row], dict[Domain, DomainTotals], dict[str, Any]]:
    corpus = read_corpus(args.paths)
    for d in corpus.diagnostics:
        print(f"warning: {d}", file=sys.stderr)
    fragments = list(corpus.fragments)
    if args.max_fragments is not None:
        fragments = fragments[: args.max_fragments]
    options = OracleOptions(budget=Budget(query_ms=args.budget_ms, fragment_ms=args.fragment_ms))
    rows: list[Row] = []
    totals = {d: DomainTotals() for d in args.domains}
    vacuous: list[int] = []
    started = time.perf_counter()
    for number, fragment in enumerate(fragments):
        fragment_vacuous = False
        for domain in args.domains:
            values = baseline_values(fragment, domain)
            if not values:
                continue
            t0, c0 = time.perf_counter(), time.process_time()
            result = run_oracle(fragment, [domain], values, options)
            a_s, a_cpu = time.perf_counter() - t0, time.process_time() - c0
            if result.vacuous:
                fragment_vacuous = True
                continue
            facts = {f.value: f for f in result.facts}
            baseline: dict[int, BaselineFact] = {}
            if not args.no_baseline:
                t0, c0 = time.perf_counter(), time.process_time()
                answers = run_baseline(
                    fragment,
                    domain,
                    values,
                    query_ms=args.baseline_budget_ms,
                    cegis_tries=args.cegis_tries,
                    time_cap_s=args.baseline_cap_s,
                    cap_policy=CapPolicy(args.cap_policy),
                )
                b_s, b_cpu = time.perf_counter() - t0, time.process_time() - c0
                baseline = {b.value: b for b in answers}
                t = totals[domain]
                t.baseline_s += b_s
                t.baseline_cpu_s += b_cpu
                t.baseline_queries += sum(b.queries for b in answers)
            t = totals[domain]
            t.auditor_s += a_s
            t.auditor_cpu_s += a_cpu
            t.auditor_queries += result.queries
            for v in values:
                rows.append(
                    Row(
                        fragment=number,
                        value=v,
                        domain=domain,
                        auditor=facts[v],
                        auditor_ms=ms(a_s) / len(values),
                        auditor_queries=result.queries / len(values),
                        baseline=baseline.get(v),
                        exhaustive=result.exhaustive,
                    )
                )
        if fragment_vacuous:
            vacuous.append(number)
        print(
            f"[{time.perf_counter() - started:7.1f}s] {fragment_label(fragment, number)} done",
            file=sys.stderr,
            flush=True,
        )
    meta = {
        "fragments": fragments,
        "read": len(corpus.fragments),
        "vacuous": vacuous,
        "files": corpus.files,
        "wall_s": time.perf_counter() - started,
    }
    return rows, totals, meta


def summary_table(rows: list[Row], totals: dict[Domain, DomainTotals], domains: list[Domain]) -> list[list[Any]]:
    table: list[list[Any]] = []
    for d in domains:
        rs = [r for r in rows if r.domain is d]
        if not rs:
            continue
        t = totals[d]
        n = len(rs)
        baselined = [r for r in rs if r.baseline is not None]
        b_ms = [ms(r.baseline.seconds) for r in baselined if r.baseline is not None]
        both = sum(r.both_answered for r in rs)
        differ = sum(r.differs for r in rs)
        both_a = sum(r.auditor_ms for r in rs if r.both_answered)
        both_b = sum(ms(r.baseline.seconds) for r in rs if r.both_answered and r.baseline is not None)
        solver_rows = [r for r in rs if not r.exhaustive and r.baseline is not None]
        solver_a = sum(r.auditor_ms for r in solver_rows)
        solver_b = sum(ms(r.baseline.seconds) for r in solver_rows if r.baseline is not None)
        table.append(
            [
                d.value,
                n,
                f"{percentile([r.auditor_ms for r in rs], 50):.2f}",
                f"{percentile([r.auditor_ms for r in rs], 95):.2f}",
                f"{t.auditor_queries / n:.1f}",
                f"{100.0 * sum(r.auditor_unknown for r in rs) / n:.1f}",
                f"{percentile(b_ms, 50):.1f}" if b_ms else "-",
                f"{percentile(b_ms, 95):.1f}" if b_ms else "-",
                f"{t.baseline_queries / len(baselined):.1f}" if baselined else "-",
                f"{100.0 * sum(r.baseline.outcome is Outcome.UNKNOWN for r in baselined if r.baseline) / len(baselined):.1f}"
                if baselined
                else "-",
                f"{t.baseline_s / t.auditor_s:.1f}×" if baselined and t.auditor_s > 0 else "-",
                f"{t.baseline_cpu_s / t.auditor_cpu_s:.1f}×" if baselined and t.auditor_cpu_s > 0 else "-",
                f"{both_b / both_a:.1f}×" if both_a > 0 and both_b > 0 else "-",
                f"{solver_b / solver_a:.1f}× ({len(solver_rows)})" if solver_a > 0 and solver_b > 0 else "-",
                f"{ms(t.auditor_s):.0f} / {ms(t.baseline_s):.0f}" if baselined else f"{ms(t.auditor_s):.0f} / -",
                both,
                differ,
            ]
        )
    return table


HEADERS = [
    "domain",
    "values",
    "auditor median ms/value",
    "auditor p95 ms/value",
    "auditor queries/value",
    "auditor % unknown",
    "baseline median ms/value",
    "baseline p95 ms/value",
    "baseline queries/value",
    "baseline % unknown",
    "speed ratio (wall)",
    "speed ratio (CPU)",
    "speed ratio (both answered)",
    "speed ratio (solver path: values)",
    "total ms auditor / baseline",
    "both answered",
    "answers differ",
]


def fmt(domain: Domain, fact: Any) -> str:
    return "-" if fact is None else lattice(domain).format(fact)


def targets(rows: list[Row], totals: dict[Domain, DomainTotals], domains: list[Domain]) -> list[str]:
    lines: list[str] = []
    differ = sum(r.differs for r in rows)
    lines.append(f"- Identical answers: {'**met**' if differ == 0 else '**NOT met**'} ({differ} differences).")
    for d, target in SPEED_TARGETS.items():
        t = totals.get(d)
        if t is None or t.auditor_s <= 0 or t.baseline_s <= 0:
            continue
        ratio = t.baseline_s / t.auditor_s
        verdict = "**met**" if ratio >= target else "**NOT met**"
        lines.append(f"- {d.value}: ≥ {target:.0f}× faster than the baseline: {verdict} ({ratio:.1f}× wall).")
    for d in domains:
        rs = [r for r in rows if r.domain is d]
        if not rs:
            continue
        share = sum(r.auditor_unknown for r in rs) / len(rs)
        verdict = "**met**" if share <= UNKNOWN_TARGET else "**NOT met**"
        lines.append(f"- {d.value}: ≤ 1 % unknown (auditor): {verdict} ({100 * share:.1f} %).")
    return lines


def details(rows: list[Row], meta: dict[str, Any]) -> list[str]:
    fragments: list[Fragment] = meta["fragments"]
    out: list[str] = []

    out.append("## Answers that differ (both answered)\n")
    diffs = [r for r in rows if r.differs]
    if not diffs:
        out.append("None.\n")
    for r in diffs:
        f = fragments[r.fragment]
        assert r.baseline is not None
        out.append(
            f"- {fragment_label(f, r.fragment)} `%{f.names[r.value]}` {r.domain.value}: "
            f"auditor {r.auditor.status.value} `{fmt(r.domain, r.auditor.fact)}`, "
            f"baseline {r.baseline.outcome.value} `{fmt(r.domain, r.baseline.fact)}`\n"
        )
        out.append("```\n" + format_fragment(f).rstrip() + "\n```\n")

    out.append("## auditor: partial answers (counted as unknown)\n")
    partial = [r for r in rows if r.auditor_unknown]
    if not partial:
        out.append("None.\n")
    for r in partial:
        f = fragments[r.fragment]
        b = r.baseline
        answer = "not run" if b is None else f"{b.outcome.value} `{fmt(r.domain, b.fact)}` {b.reason}".rstrip()
        out.append(
            f"- {fragment_label(f, r.fragment)} `%{f.names[r.value]}` {r.domain.value}: proven `{fmt(r.domain, r.auditor.fact)}`, "
            f"bound `{fmt(r.domain, r.auditor.bound)}`; baseline {answer}\n"
        )

    out.append("## Baseline: unknown answers by reason\n")
    reasons = Counter(
        (r.domain.value, r.baseline.reason)
        for r in rows
        if r.baseline is not None and (r.baseline.outcome is Outcome.UNKNOWN or r.baseline.reason)
    )
    if not reasons:
        out.append("None.\n")
    else:
        out.append(
            tabulate(
                [[d, why, n] for (d, why), n in sorted(reasons.items())],
                ["domain", "reason", "count"],
                tablefmt="github",
            )
            + "\n"
        )
        out.append(
            "\n`timeout`: a query hit the per-query timeout; `cegis-cap`: a CEGIS run reached its round cap; "
            "`time-cap`: the per-(fragment, domain) cap ran out; `cegis-cap-assumed` (with --cap-policy souper): "
            "answered, but only by assuming a capped CEGIS run found nothing, as Souper does.\n"
        )
        unknown = [r for r in rows if r.baseline is not None and r.baseline.outcome is Outcome.UNKNOWN]
        out.append("\n<details><summary>Every baseline unknown</summary>\n\n")
        for r in unknown:
            f = fragments[r.fragment]
            assert r.baseline is not None
            out.append(
                f"- {fragment_label(f, r.fragment)} `%{f.names[r.value]}` (i{f.insts[r.value].width}) {r.domain.value}: "
                f"{r.baseline.reason} after {r.baseline.queries} queries, {ms(r.baseline.seconds):.0f} ms; "
                f"auditor {r.auditor.status.value} `{fmt(r.domain, r.auditor.fact)}`\n"
            )
        out.append("\n</details>\n")

    out.append("## Per fragment (all domains)\n")
    per: list[list[Any]] = []
    for number, f in enumerate(fragments):
        rs = [r for r in rows if r.fragment == number]
        if not rs:
            per.append([fragment_label(f, number), "vacuous" if number in meta["vacuous"] else "-", "", "", "", ""])
            continue
        a_ms = sum(r.auditor_ms for r in rs)
        b_ms = sum(ms(r.baseline.seconds) for r in rs if r.baseline is not None)
        widths = sorted({f.insts[r.value].width for r in rs})
        per.append(
            [
                fragment_label(f, number),
                len({r.value for r in rs}),
                ",".join(f"i{w}" for w in widths),
                f"{a_ms:.0f}",
                f"{b_ms:.0f}",
                f"{b_ms / a_ms:.1f}×" if a_ms > 0 and b_ms > 0 else "-",
            ]
        )
    out.append(
        tabulate(per, ["fragment", "values", "widths", "auditor ms", "baseline ms", "ratio"], tablefmt="github") + "\n"
    )
    return out


def report(
    args: argparse.Namespace,
    argv: Sequence[str],
    rows: list[Row],
    totals: dict[Domain, DomainTotals],
    meta: dict[str, Any],
) -> tuple[str, str]:
    table = tabulate(summary_table(rows, totals, args.domains), HEADERS, tablefmt="github")
    command = " ".join([".venv/bin/python", "benchmarks/oracle_bench.py", *map(shlex.quote, argv)])
    lines = [
        "# Oracle benchmark: auditor vs the per-bit / CEGIS baseline\n",
        f"Command: `{command}`\n",
        f"Date: {datetime.datetime.now().astimezone().isoformat(timespec='seconds')}\n",
        "Machine: " + "; ".join(f"{k} {v}" for k, v in machine()) + "\n",
        f"auditor code: {revision()}\n",
        f"Corpus: {', '.join(meta['files'])}: {meta['read']} fragments read, {len(meta['fragments'])} benchmarked "
        f"({len(meta['vacuous'])} vacuous, skipped for both).\n",
        f"auditor: per-query budget {args.budget_ms} ms, per-fragment {args.fragment_ms} ms, one `run_oracle` per "
        "(fragment, domain), sampling included. "
        f"Baseline: fresh solver per query, timeout {args.baseline_budget_ms} ms, CEGIS cap {args.cegis_tries} rounds "
        f"(policy {args.cap_policy}), "
        + (f"per-(fragment, domain) cap {args.baseline_cap_s} s" if args.baseline_cap_s else "no per-fragment cap")
        + f". Whole run: {meta['wall_s']:.0f} s.\n",
        "Per-value times: the baseline's are measured per value; auditor's are its (fragment, domain) time divided "
        "by the number of values (one oracle run answers them all). Speed ratio = baseline total time / auditor "
        "total time in the domain; (both answered) = the same ratio over the values both answered only (auditor's times there are its per-value averages); (solver path) = the same ratio over the values of fragments auditor did not enumerate exhaustively (input space > 2^20 points), with their number. Unknown: auditor `partial`; baseline timeout / CEGIS cap. "
        "Answers differ: both answered (vacuous counts as an answer) and the facts differ.\n",
        table + "\n",
        "## Targets\n",
        *[line + "\n" for line in targets(rows, totals, args.domains)],
        *details(rows, meta),
    ]
    return table, "\n".join(lines)


def _results_text(out: Path) -> str:
    """What --out holds now (a new file: the empty block), checked for the markers."""
    old = out.read_text() if out.exists() else begin_marker(BLOCK) + "\n" + end_marker(BLOCK) + "\n"
    try:
        replace_block(old, BLOCK, "")
    except ValueError as e:
        raise SystemExit(f"{out}: {e}; add the two marker lines where the report goes") from None
    return old


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    out = Path(args.out)
    _results_text(out)  # fail before the run, not after it
    rows, totals, meta = run(args)
    table, text = report(args, argv, rows, totals, meta)
    print(table)
    print()
    for line in targets(rows, totals, args.domains):
        print(line)
    out.write_text(replace_block(_results_text(out), BLOCK, "\n" + text.rstrip("\n") + "\n\n"))
    print(f"\nwrote {out}", file=sys.stderr)
    differ = sum(r.differs for r in rows)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
