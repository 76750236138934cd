"""The `auditor` command line: argument parsing and output only; the work is in api.py.

Exit codes: 0 ok / pass, 1 gate failed, 2 usage or input error (also: a gate that
compared nothing, a scan with no fragment, an analysis whose every row is `error`).
"""

from __future__ import annotations

import csv
import dataclasses
import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from auditor import api
from auditor.errors import AuditorError, Diagnostic, InputError
from auditor.executors import DEFAULT_MEMORY_MB
from auditor.oracles.choices import DemandedSemantics
from auditor.readers.corpus import DEFAULT_MAX_CONDITIONS, Context, ReadOptions

if TYPE_CHECKING:
    from auditor.domains.base import Domain
    from auditor.gate import GatePolicy, GateResult
    from auditor.patterns.versus import AnalysisDiff, ChangeCount
    from auditor.store import OracleCache

EXIT_OK = 0
EXIT_GATE_FAILED = 1
EXIT_INPUT_ERROR = 2

app = typer.Typer(
    name="auditor",
    help="Audit compiler dataflow analyses against solver-proven, maximally precise facts.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


class OutputFormat(StrEnum):
    TEXT = "text"
    JSON = "json"


class Executor(StrEnum):
    LOCAL = "local"
    DASK = "dask"


class TableFormat(StrEnum):
    TABLE = "table"
    JSON = "json"
    CSV = "csv"


FailOnOption = Annotated[
    str,
    typer.Option(
        "--fail-on",
        help="What fails the gate, comma-separated: unsound (new unsound cases), regression (lost bits grew), "
        "error (new error/unknown rows), any-loss (any lost-precision or unsound row in the current run).",
    ),
]
MaxLostBitsOption = Annotated[
    float | None,
    typer.Option(help="Also fail when the current run's total lost bits exceed this (absolute cap).", min=0),
]
AllowOption = Annotated[
    Path | None,
    typer.Option(help="CSV of accepted cases (columns among fragment,value,domain,analysis,provider; * = any)."),
]
DemandedSemanticsOption = Annotated[
    DemandedSemantics,
    typer.Option(
        "--demanded-semantics",
        help="Demanded-bits definition. transform: a flip counts if it changes a demanded root bit or makes "
        "the root poison or undefined, flags dropped on its users as BDCE does (safe for transformations). "
        "souper: Souper's; flags kept, flips that give poison or undefined behaviour are ignored.",
        case_sensitive=False,
    ),
]
JunitOption = Annotated[
    Path | None, typer.Option(help="Write the gate's checks as JUnit XML (each regression a failed test).")
]

ContextOption = Annotated[
    Context,
    typer.Option(
        help="LLVM code: the control flow a value's fragment keeps: none (data flow only), or branches "
        "(the conditions of the dominating branches that lead to it, as path conditions LLVM is shown "
        "as branches)."
    ),
]
MaxConditionsOption = Annotated[
    int, typer.Option(help="LLVM code with --context branches: path conditions per fragment at most.", min=0)
]


def _report(diagnostics: tuple[Diagnostic, ...]) -> None:
    for d in diagnostics:
        print(d, file=sys.stderr)


@app.command()
def version() -> None:
    """Print the versions of auditor and of the components it relies on."""
    for name, value in api.versions().items():
        print(f"{name} {value}")


@app.command()
def parse(
    paths: Annotated[list[Path], typer.Argument(help="Files or directories (searched recursively).")],
    format: Annotated[OutputFormat, typer.Option("--format", "-f", help="Output format.")] = OutputFormat.TEXT,
    keep_names: Annotated[bool, typer.Option(help="Print the fragments' own names, not %0, %1, ….")] = False,
    keep_going: Annotated[
        bool, typer.Option("--keep-going/--fail-fast", help="Go on after a file with errors.")
    ] = True,
    context: ContextOption = Context.NONE,
    max_conditions: MaxConditionsOption = DEFAULT_MAX_CONDITIONS,
) -> None:
    """Read fragments and print each canonically with its content hash."""
    corpus = api.parse(
        paths, keep_going=keep_going, options=ReadOptions(context=context, max_conditions=max_conditions)
    )
    shown = [api.describe(f, keep_names=keep_names) for f in corpus.fragments]
    unique = len({s.hash for s in shown})
    errors = sum(d.is_error for d in corpus.diagnostics)
    if format is OutputFormat.JSON:
        print(
            json.dumps(
                {
                    "fragments": [s.__dict__ for s in shown],
                    "count": len(shown),
                    "unique": unique,
                    "files": len(corpus.files),
                    "diagnostics": [str(d) for d in corpus.diagnostics],
                },
                indent=1,
            )
        )
    else:
        for s in shown:
            print(f"; fragment {s.hash} from {s.source}:{s.line}")
            print(s.text)
        print(f"; {len(shown)} fragments ({unique} unique) from {len(corpus.files)} files, {errors} errors")
    _report(corpus.diagnostics)
    if corpus.has_errors:
        raise typer.Exit(EXIT_INPUT_ERROR)


@app.command()
def oracle(
    paths: Annotated[list[Path], typer.Argument(help="Files or directories (searched recursively).")],
    domain: Annotated[
        list[str] | None, typer.Option("--domain", "-d", help="Domain to compute (repeatable); default: all.")
    ] = None,
    format: Annotated[TableFormat, typer.Option("--format", "-f", help="Output format.")] = TableFormat.TABLE,
    query_ms: Annotated[int, typer.Option(help="Budget of one solver query, in ms.", min=1)] = 300,
    fragment_ms: Annotated[int, typer.Option(help="Budget of one fragment, in ms.", min=1)] = 60_000,
    demanded_semantics: DemandedSemanticsOption = DemandedSemantics.TRANSFORM,
    explain: Annotated[
        bool,
        typer.Option(
            help="Show, under each answer, the steps its search tried, in order: each one's outcome "
            "(proved, partial, nothing shown, gave up, skipped and why), time and queries."
        ),
    ] = False,
    context: ContextOption = Context.NONE,
    max_conditions: MaxConditionsOption = DEFAULT_MAX_CONDITIONS,
) -> None:
    """Print the maximally precise facts of every value of every fragment."""
    from tabulate import tabulate

    from auditor.oracles.engine import OracleOptions
    from auditor.oracles.session import Budget

    domains = _domains(domain) if domain else None
    corpus = api.parse(paths, options=ReadOptions(context=context, max_conditions=max_conditions))
    options = OracleOptions(budget=Budget(query_ms=query_ms, fragment_ms=fragment_ms), demanded=demanded_semantics)
    rows = [
        row for result in api.oracle(corpus.fragments, domains, options) for row in api.oracle_rows(result, explain)
    ]
    if format is TableFormat.JSON:
        print(json.dumps(rows, indent=1))
    elif format is TableFormat.CSV:
        columns = (*api.ORACLE_COLUMNS, "steps") if explain else api.ORACLE_COLUMNS
        writer = csv.DictWriter(sys.stdout, fieldnames=columns, lineterminator="\n")
        writer.writeheader()
        writer.writerows({**r, "steps": "\n".join(_step_lines(r["steps"]))} if explain else r for r in rows)
    elif explain:
        for r in rows:
            bound = f", bound {r['bound']}" if r["bound"] else ""
            print(
                f"{r['fragment']} {r['value']} {r['opcode']} i{r['width']} {r['domain']}: {r['fact']} ({r['status']}{bound})"
            )
            for line in _step_lines(r["steps"]):
                print("  " + line)
    else:
        shown = ("fragment", "value", "opcode", "width", "domain", "fact", "status", "bound")
        print(tabulate([[r[c] for c in shown] for r in rows], headers=list(shown)))
    _report(corpus.diagnostics)
    if corpus.has_errors:
        raise typer.Exit(EXIT_INPUT_ERROR)


def _step_lines(steps: object, depth: int = 0) -> Iterator[str]:
    """`api.step_records` as indented lines: `hulls: nothing shown  2.1 ms, 3 queries`."""
    assert isinstance(steps, list)
    for s in steps:
        detail = f" ({s['detail']})" if s["detail"] else ""
        queries = "1 query" if s["queries"] == 1 else f"{s['queries']} queries"
        cost = "" if s["outcome"] == "skipped" else f"  {s['ms']:.1f} ms, {queries}"
        if s["give_ups"]:
            cost += f", {s['give_ups']} gave up"
        yield f"{'  ' * depth}{s['name']}: {s['outcome']}{detail}{cost}"
        yield from _step_lines(s["steps"], depth + 1)


@app.command()
def scan(
    paths: Annotated[list[Path], typer.Argument(help="Files or directories (searched recursively).")],
    analysis: Annotated[
        list[str] | None,
        typer.Option(
            "--analysis",
            "-a",
            help="Analysis to audit (repeatable): builtin, llvm-19, llvm-22, llvm:LLVM_CONFIG, python:MODULE:ATTR, "
            "cmd:COMMAND, or a plugin name; default: all available (see `auditor analyses`).",
        ),
    ] = None,
    llvm_config: Annotated[
        list[Path] | None,
        typer.Option(
            "--llvm-config",
            help="Audit the LLVM build of this llvm-config (repeatable), e.g. your patched compiler; "
            "it is named llvm-<major> and replaces the one found on PATH for that major.",
        ),
    ] = None,
    domain: Annotated[
        list[str] | None, typer.Option("--domain", "-d", help="Domain to audit (repeatable); default: all.")
    ] = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="Directory for the reports.")] = Path("reports"),
    all_values: Annotated[
        bool, typer.Option(help="Audit every value, not only roots (forward) and inputs (demanded bits).")
    ] = False,
    claimed_only: Annotated[
        bool,
        typer.Option(help="Audit only values an analysis made a claim about (unclaimed ones get no row)."),
    ] = False,
    query_ms: Annotated[int, typer.Option(help="Budget of one solver query, in ms.", min=1)] = 300,
    fragment_ms: Annotated[int, typer.Option(help="Budget of one fragment, in ms.", min=1)] = 60_000,
    demanded_semantics: DemandedSemanticsOption = DemandedSemantics.TRANSFORM,
    timeout: Annotated[
        float, typer.Option(help="Time limit of one cmd: or python: analysis batch, in s.", min=0.1)
    ] = 60.0,
    batch_size: Annotated[int, typer.Option(help="Fragments per analysis batch.", min=1)] = 64,
    max_depth: Annotated[
        int, typer.Option(help="LLVM code: operand edges from a root beyond which values become inputs.", min=0)
    ] = 6,
    max_insts: Annotated[int, typer.Option(help="LLVM code: instructions per fragment at most.", min=1)] = 16,
    context: ContextOption = Context.NONE,
    max_conditions: MaxConditionsOption = DEFAULT_MAX_CONDITIONS,
    clang: Annotated[
        Path | None,
        typer.Option(
            help="C/C++ inputs (.c .cc .cpp .cxx, named files only): compile with this clang; default: clang-N of "
            "the first LLVM analysis, else the newest clang on PATH."
        ),
    ] = None,
    cflags: Annotated[
        str, typer.Option(help="C/C++ inputs: clang flags, one string split as a shell would (e.g. '-O1 -Iinclude').")
    ] = "-O2",
    progress: Annotated[
        bool | None, typer.Option("--progress/--no-progress", help="Progress bar on stderr (default: if a terminal).")
    ] = None,
    cache: Annotated[
        Path | None,
        typer.Option(help="Oracle cache file (SQLite); default $AUDITOR_CACHE or ~/.cache/auditor/oracle.sqlite3."),
    ] = None,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Compute every oracle answer afresh; keep none.")
    ] = False,
    jobs: Annotated[
        int | None, typer.Option("--jobs", "-j", help="Worker processes for the oracle (default: all cores).", min=1)
    ] = None,
    memory_mb: Annotated[
        int,
        typer.Option(
            help="Memory (address space) cap of each worker process, in MB; 0: none. A fragment over it becomes "
            "error rows.",
            min=0,
        ),
    ] = DEFAULT_MEMORY_MB,
    executor: Annotated[
        Executor, typer.Option(help="Where the per-fragment work runs: local worker processes, or a Dask cluster.")
    ] = Executor.LOCAL,
    scheduler: Annotated[
        str | None,
        typer.Option(help="With --executor dask: the scheduler's address (tcp://host:8786); default: a LocalCluster."),
    ] = None,
    baseline: Annotated[
        Path | None,
        typer.Option(help="Run the gate against this earlier findings.csv or report directory (exit 1 if it fails)."),
    ] = None,
    fail_on: FailOnOption = "unsound,regression",
    max_lost_bits: MaxLostBitsOption = None,
    allow: AllowOption = None,
    junit: JunitOption = None,
) -> None:
    """Audit analyses on a corpus: write the reports into OUT (findings.csv, summary.csv,
    fragments.csv, results.json, summary.md, report.html) and print a summary."""
    from auditor.journal import JOURNAL_NAME
    from auditor.oracles.engine import OracleOptions
    from auditor.oracles.session import Budget
    from auditor.readers.c_source import with_compiler
    from auditor.readers.extract import ExtractionSummary
    from auditor.reports.text import findings_digest, summary_table, warnings_text
    from auditor.reports.warnings import failed_analyses
    from auditor.scan import ScanOptions, cpu_limit
    from auditor.store import default_cache_path

    domains = _domains(domain)
    policy = _policy(fail_on, max_lost_bits, allow) if baseline is not None else None
    specs = [*(analysis or []), *(f"llvm:{p}" for p in llvm_config or [])]
    if llvm_config and not analysis:
        specs = [*api.default_analysis_specs(), *specs]
    analyses = api.load_analyses(specs, timeout=timeout, batch_size=batch_size)
    budget = Budget(query_ms=query_ms, fragment_ms=fragment_ms)
    options = ScanOptions(
        domains=tuple(domains),
        oracle=OracleOptions(budget=budget, demanded=demanded_semantics),
        all_values=all_values,
        claimed_only=claimed_only,
        batch_size=batch_size,
        read=with_compiler(
            ReadOptions(max_depth=max_depth, max_insts=max_insts, context=context, max_conditions=max_conditions),
            analyses,
            clang,
            cflags,
            out / "ir",
        ),
        cache=None if no_cache else (cache or default_cache_path()),
        jobs=jobs or os.cpu_count() or 1,
        memory_mb=memory_mb or None,
        cpu_seconds=cpu_limit(budget),
        journal=out / JOURNAL_NAME,
        executor=executor.value,
        scheduler=scheduler,
    )
    show = sys.stderr.isatty() if progress is None else progress
    with _progress_bar(show) as advance:
        result = api.scan(paths, analyses, options, progress=advance)
    if not result.unique:
        # A mistyped path must not replace the last reports with empty ones.
        _report(result.diagnostics)
        gate_note = "; gate not run" if baseline is not None else ""
        print(f"auditor: error: no fragment to audit: {out} left as it was{gate_note}", file=sys.stderr)
        raise typer.Exit(EXIT_INPUT_ERROR)
    from auditor.reports.model import from_scan

    report = from_scan(result)
    # The rows now live in the report's columns: the Finding objects (~200 bytes
    # each, 800,000 on the bundled corpora) are let go before the reports are drawn.
    result = dataclasses.replace(result, findings=())
    # Read before the reports are written: --baseline may name the --out directory.
    old = api.load_report(baseline) if baseline is not None else None
    written = api.write_reports(report, out, journal=result.journal)
    print(summary_table(report))
    if digest := findings_digest(report):  # unsound, error reasons, biggest losses
        print(digest)
    if result.extraction.values:
        print(ExtractionSummary.from_stats(result.extraction).terminal())
    if result.resumed:
        print(f"resumed: {result.resumed} fragments were finished by an interrupted run of this scan")
    print(
        f"{result.unique} unique fragments ({result.fragments} read from {result.files} files), "
        f"{len(report.findings)} findings in {result.seconds:.1f} s; wrote {', '.join(str(p) for p in written)}"
    )
    _report(result.diagnostics)
    if warnings := warnings_text(report):  # analyses that claim nothing asked for, or only error
        print(warnings, file=sys.stderr)
    errors = sum(d.is_error for d in result.diagnostics)
    failed = failed_analyses(report)  # an analysis whose every row is `error` audited nothing
    if old is not None and policy is not None:
        from auditor.gate import incomplete_reasons

        # Whatever makes this scan exit 2 makes a pass incomplete: never PASSED with exit 2.
        verdict = api.gate(old, report, policy, incomplete=incomplete_reasons(errors, failed))
        _show_gate(verdict, out, junit)
        _exit_for_gate(verdict)
    if errors or failed:
        raise typer.Exit(EXIT_INPUT_ERROR)


@app.command()
def gate(
    baseline: Annotated[Path, typer.Option(help="The earlier run: a findings.csv or a report directory.")],
    current: Annotated[Path, typer.Option(help="The run to check: a findings.csv or a report directory.")],
    fail_on: FailOnOption = "unsound,regression",
    max_lost_bits: MaxLostBitsOption = None,
    allow: AllowOption = None,
    junit: JunitOption = None,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Directory for gate.md (default: the current run's directory).")
    ] = None,
    baseline_analysis: Annotated[
        str | None, typer.Option(help="Compare this analysis of the baseline (e.g. llvm-19) ...")
    ] = None,
    current_analysis: Annotated[
        str | None, typer.Option(help="... with this one of the current run (e.g. llvm-22).")
    ] = None,
) -> None:
    """Compare two runs case by case; exit 1 if the current one made anything unsound or
    less precise (per --fail-on), 0 if not, 2 if an input is missing or malformed or
    nothing could be compared (an empty run, an absent analysis, no case in common)."""
    policy = _policy(fail_on, max_lost_bits, allow)
    verdict = api.gate(baseline, current, policy, baseline_analysis, current_analysis)
    directory = out if out is not None else (current if current.is_dir() else current.parent)
    _show_gate(verdict, directory, junit)
    _exit_for_gate(verdict)


def _exit_for_gate(verdict: GateResult) -> None:
    """Exit 1 for a failed gate; 2, with one line on stderr, for one that compared
    nothing or is incomplete; return for a passed one."""
    from auditor.gate import Outcome

    if verdict.outcome is Outcome.FAILED:
        raise typer.Exit(EXIT_GATE_FAILED)
    if verdict.outcome is not Outcome.PASSED:
        what = "compared nothing" if verdict.outcome is Outcome.NOTHING_COMPARED else "is incomplete"
        print(f"auditor: error: the gate {what}: {'; '.join(verdict.reasons)}", file=sys.stderr)
        raise typer.Exit(EXIT_INPUT_ERROR)


def _policy(fail_on: str, max_lost_bits: float | None, allow: Path | None) -> GatePolicy:
    from auditor.gate import FailOn, GatePolicy, parse_allow

    names = [n.strip() for n in fail_on.split(",") if n.strip()]
    known = [f.value for f in FailOn]
    bad = [n for n in names if n not in known]
    if bad or not names:
        raise typer.BadParameter(
            f"unknown {bad[0]!r}; choose from {', '.join(known)}" if bad else "nothing to fail on",
            param_hint="--fail-on",
        )
    rules: frozenset[Any] = frozenset()
    if allow is not None:
        try:
            text = allow.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise InputError(f"{allow}: cannot read ({type(err).__name__})") from None
        rules = parse_allow(text, str(allow))
    return GatePolicy(fail_on=frozenset(FailOn(n) for n in names), max_lost_bits=max_lost_bits, allowed=rules)


def _show_gate(verdict: GateResult, directory: Path, junit: Path | None) -> None:
    from auditor.reports.csv import write_atomically
    from auditor.reports.gate_report import gate_junit, gate_markdown, gate_text

    print(gate_text(verdict), end="")
    write_atomically(directory / "gate.md", gate_markdown(verdict))
    written = [directory / "gate.md"]
    if junit is not None:
        write_atomically(junit, gate_junit(verdict))
        written.append(junit)
    print(f"wrote {', '.join(str(p) for p in written)}")


@app.command()
def report(
    findings: Annotated[Path, typer.Argument(help="A findings.csv, or a report directory written by scan.")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Directory for the reports.")] = Path("reports"),
) -> None:
    """Render every report format (CSV, JSON, Markdown, HTML) from a findings.csv."""
    from auditor.reports.text import summary_table

    loaded = api.load_report(findings)
    written = api.write_reports(loaded, out)
    print(summary_table(loaded))
    print(f"wrote {', '.join(str(p) for p in written)}")


@app.command()
def patterns(
    report_dir: Annotated[
        Path, typer.Argument(help="A report directory written by scan (findings.csv, fragments.csv).")
    ],
    analysis: Annotated[
        str,
        typer.Option(
            "--analysis", "-a", help="The analysis whose findings are grouped and re-audited: llvm-22, llvm:PATH, …"
        ),
    ],
    domain: Annotated[
        list[str] | None, typer.Option("--domain", "-d", help="Only this domain (repeatable); default: all.")
    ] = None,
    top: Annotated[
        int,
        typer.Option(
            help="Patterns wanted: the best-ranked groups are reduced, and further ones while reproducers merge "
            "(4 × TOP groups at most).",
            min=1,
        ),
    ] = 25,
    provider_gaps: Annotated[
        int,
        typer.Option(help="Provider gaps (another provider has the fact) listed apart, after the TOP others.", min=0),
    ] = 10,
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Directory for patterns.csv/.md and report.html; default REPORT_DIR."),
    ] = None,
    query_ms: Annotated[int, typer.Option(help="Budget of one solver query while re-auditing, in ms.", min=1)] = 500,
    fragment_ms: Annotated[int, typer.Option(help="Budget of one re-audited fragment, in ms.", min=1)] = 5_000,
    seconds: Annotated[
        float, typer.Option("--seconds-per-group", help="Reduction of one group takes no step after this.", min=0.1)
    ] = 60.0,
    seed: Annotated[int, typer.Option(help="Seed of the values constants are tried with.")] = 0,
    progress: Annotated[
        bool | None, typer.Option("--progress/--no-progress", help="Progress bar on stderr (default: if a terminal).")
    ] = None,
    versus: Annotated[
        str | None,
        typer.Option(
            "--versus",
            help="Also compare with this analysis of the same report (e.g. llvm-19): claims newly unsound, no "
            "longer unsound, more or less precise, per domain, in versus.csv and a section of patterns.md.",
        ),
    ] = None,
    versus_examples: Annotated[
        int, typer.Option(help="Examples listed per domain and kind of change with --versus.", min=0)
    ] = 5,
    html: Annotated[
        bool, typer.Option("--html/--no-html", help="Also write report.html with a Patterns section.")
    ] = True,
) -> None:
    """Rank the imprecision patterns of one analysis in a scan's report and reduce
    each to a reproducer to file upstream: writes patterns.csv, patterns.md and
    report.html with a Patterns section; with --versus OLD, versus.csv too
    (docs/patterns.md)."""
    from dataclasses import replace

    from tabulate import tabulate

    from auditor.oracles.session import Budget
    from auditor.patterns import PatternOptions
    from auditor.reports.patterns_md import answer, lost_cell, provider_cell

    domains = _domains(domain) if domain else None
    if not report_dir.is_dir():
        raise InputError(f"{report_dir}: not a report directory (run `auditor scan … --out DIR` first)")
    report = api.load_report(report_dir)
    if versus is not None:
        # Checked before any reduction (or plugin build) starts; the comparison
        # itself names the analysis as loaded (a python: spec is named by its class).
        if versus not in report.analyses:
            known = ", ".join(report.analyses) or "none"
            raise InputError(f"--versus {versus}: the report has no findings of analysis {versus!r} (it has: {known})")
        if versus == analysis:
            raise InputError(f"--versus {versus}: the same analysis as --analysis")
    options = replace(
        PatternOptions(),
        top=top,
        provider_gaps=provider_gaps,
        budget=Budget(query_ms, fragment_ms),
        seconds_per_group=seconds,
        seed=seed,
    )
    show = sys.stderr.isatty() if progress is None else progress
    with _progress_bar(show) as advance:
        result = api.patterns(report, analysis, domains, options, progress=advance)
    diff = None if versus is None else api.compare_analyses(report, versus, result.analysis, versus_examples)
    written = api.write_patterns(result, out or report_dir, report if html else None, diff)
    reproducers = [p for p in written if p.name.startswith("pattern-")]
    main = [p for p in written if p not in reproducers]
    rows = [
        [p.rank, ",".join(d.value for d in p.domains), provider_cell(p), p.verdict.value, p.gap.value,
         answer(p.impact.missed_at_o2), p.occurrences, p.findings, lost_cell(p, ","),
         "" if p.reproducer is None else p.reproducer.instructions, p.text]
        for p in result.patterns
    ]  # fmt: skip
    print(tabulate(rows, headers=["rank", "domains", "provider", "verdict", "gap", "missed at -O2", "occ.", "findings",
                                  "lost bits", "insts", "pattern"], disable_numparse=True))  # fmt: skip
    print(
        f"{len(result.patterns)} patterns from {result.reduced} of {result.groups} groups of {result.findings} findings of "
        f"{result.analysis} in {result.seconds:.1f} s; wrote {', '.join(str(p) for p in main)}"
        + (f" and {len(reproducers)} reproducer files (pattern-NN.opt, .ll, .lit.ll)" if reproducers else "")
    )
    if diff is not None:
        _print_versus(diff)
    for problem in result.problems:
        print(f"auditor: warning: {problem}", file=sys.stderr)


def _print_versus(diff: AnalysisDiff) -> None:
    """The comparison's table: claims (occurrences) per domain and kind of change."""
    from tabulate import tabulate

    from auditor.patterns.versus import Change

    def cell(count: ChangeCount | None) -> str:
        return "" if count is None else f"{count.rows} ({count.occurrences})"

    rows = [[d.domain.value, d.compared, *(cell(d.count(c)) for c in Change)] for d in diff.domains]
    print(f"\n{diff.old} → {diff.new}: claims (occurrences) whose verdict or lost bits changed")
    print(tabulate(rows, headers=["domain", "compared", *(c.value for c in Change)], disable_numparse=True))


cache_app = typer.Typer(help="The oracle cache: answers computed once per fragment content.", no_args_is_help=True)
app.add_typer(cache_app, name="cache")
CacheOption = Annotated[
    Path | None, typer.Option("--cache", help="Cache file; default $AUDITOR_CACHE or ~/.cache/auditor/oracle.sqlite3.")
]


def _open_cache(path: Path | None) -> OracleCache:
    from auditor.store import OracleCache, default_cache_path

    return OracleCache(path or default_cache_path())


@cache_app.command("info")
def cache_info(cache: CacheOption = None) -> None:
    """Where the cache is, how many answers it holds (for this oracle version) and its size."""
    from auditor.store import ORACLE_VERSION

    with _open_cache(cache) as store:
        info = store.info()
    print(f"path: {info.path}")
    print(f"entries: {info.entries} ({info.current} for oracle version {ORACLE_VERSION})")
    print(f"verdicts on claims: {info.verdicts}")
    print(f"size: {info.bytes / 1e6:.1f} MB")
    for domain, count in info.by_domain.items():
        print(f"  {domain}: {count}")


@cache_app.command("clear")
def cache_clear(
    cache: CacheOption = None,
    stale: Annotated[bool, typer.Option("--stale", help="Only entries of other oracle versions.")] = False,
) -> None:
    """Delete the cached answers."""
    with _open_cache(cache) as store:
        removed = store.clear(stale_only=stale)
    print(f"removed {removed} entries")


@cache_app.command("export")
def cache_export(cache: CacheOption = None) -> None:
    """Print every cached answer as JSON lines (key fields and the answer)."""
    with _open_cache(cache) as store:
        store.export(sys.stdout)


@app.command()
def generate(
    out: Annotated[Path, typer.Option("--out", "-o", help="Directory for the .opt files.")],
    count: Annotated[int, typer.Option("--count", "-n", help="How many fragments.", min=1)] = 100,
    seed: Annotated[int, typer.Option(help="Random seed: the same seed gives the same fragments.")] = 0,
    per_file: Annotated[int, typer.Option(help="Fragments per .opt file.", min=1)] = 100,
    max_insts: Annotated[int, typer.Option(help="Instructions besides inputs, at most.", min=1)] = 5,
    measure: Annotated[
        bool, typer.Option("--measure/--no-measure", help="Decide which fragments are vacuous and report the rate.")
    ] = True,
) -> None:
    """Write random well-typed fragments (a probabilistic grammar over every opcode, flag
    and width; swarm testing) as Souper .opt files, readable by `auditor scan`."""
    from collections import Counter

    from auditor.fuzz.campaign import vacuity
    from auditor.fuzz.generate import GeneratorOptions
    from auditor.ir.printer import format_fragment
    from auditor.reports.csv import write_atomically

    fragments = api.generate(count, seed, GeneratorOptions(max_insts=max_insts))
    out.mkdir(parents=True, exist_ok=True)
    files = 0
    for start in range(0, len(fragments), per_file):
        chunk = fragments[start : start + per_file]
        text = f"; auditor generate --seed {seed}: fragments {start}..{start + len(chunk) - 1}\n\n"
        write_atomically(out / f"generated-s{seed}-{files:04d}.opt", text + "\n".join(map(format_fragment, chunk)))
        files += 1
    opcodes = Counter(inst.op.value for f in fragments for inst in f.insts)
    sizes = [len(f.insts) for f in fragments]
    print(
        f"wrote {len(fragments)} fragments to {files} file{'' if files == 1 else 's'} in {out}; "
        f"{len(opcodes)} opcodes used, "
        f"{sum(sizes) / len(sizes):.1f} instructions per fragment on average"
    )
    if measure:
        counts = vacuity(fragments)
        print(
            f"vacuous (no defined execution): {counts['vacuous']} of {count} "
            f"({100 * counts['vacuous'] / count:.1f}%); undecided within the budget: {counts['undecided']}"
        )


@app.command()
def fuzz(
    analysis: Annotated[list[str], typer.Option("--analysis", "-a", help="Analysis to fuzz (repeatable).")],
    domain: Annotated[
        list[str] | None,
        typer.Option("--domain", "-d", help="Domain (repeatable); default: every domain of each analysis."),
    ] = None,
    seconds: Annotated[float, typer.Option("--time", help="How long to fuzz, in seconds.", min=1)] = 60.0,
    seed: Annotated[int, typer.Option(help="Random seed of the generator.")] = 0,
    out: Annotated[Path, typer.Option("--out", "-o", help="Directory for the reproducers.")] = Path("fuzz"),
    lost_precision: Annotated[
        bool, typer.Option("--lost-precision", help="Also reduce and save imprecise findings.")
    ] = False,
    max_insts: Annotated[int, typer.Option(help="Instructions per generated fragment, at most.", min=1)] = 5,
    stop_after: Annotated[int | None, typer.Option(help="Stop once this many reproducers are saved.", min=1)] = None,
    progress: Annotated[
        bool | None, typer.Option("--progress/--no-progress", help="Live status line (default: if a terminal).")
    ] = None,
) -> None:
    """Generate random fragments and audit them until the time is up; each new unsound
    finding (with --lost-precision, each imprecision) is reduced to a minimal .opt
    reproducer in OUT. Exit 1 when an unsound reproducer was saved."""
    from tabulate import tabulate

    from auditor.compare import Verdict
    from auditor.fuzz.campaign import FuzzOptions, FuzzStats
    from auditor.fuzz.generate import GeneratorOptions

    domains = tuple(_domains(domain)) if domain else ()
    analyses = api.load_analyses(analysis)
    live = sys.stderr.isatty() if progress is None else progress
    last = [0.0]

    def status(stats: FuzzStats) -> None:
        if not live and stats.seconds - last[0] < 10:
            return
        last[0] = stats.seconds
        line = (
            f"fuzz {stats.seconds:5.1f}s: {stats.fragments} fragments ({stats.rate:.1f}/s), "
            f"{stats.verdicts['unsound']} unsound, {stats.verdicts['lost-precision']} imprecise, "
            f"{len(stats.reproducers)} reproducers"
        )
        print(("\r" + line) if live else line, end="" if live else "\n", file=sys.stderr, flush=True)

    options = FuzzOptions(
        seconds=seconds, seed=seed, domains=domains, lost_precision=lost_precision, out=out,
        generator=GeneratorOptions(max_insts=max_insts), stop_after=stop_after,
    )  # fmt: skip
    stats = api.fuzz(analyses, options, status)
    if live:
        print(file=sys.stderr)
    rows = [
        [r.analysis, r.domain.value, r.verdict.value, len(r.fragment.insts), f"{r.found_after:.1f}", str(r.path)]
        for r in stats.reproducers
    ]
    if rows:
        print(tabulate(rows, headers=["analysis", "domain", "verdict", "insts", "found after s", "reproducer"]))
    print(
        f"{stats.fragments} fragments in {stats.seconds:.1f} s ({stats.rate:.1f}/s); verdicts: "
        + ", ".join(f"{v} {n}" for v, n in sorted(stats.verdicts.items()))
        + f"; {len(stats.reproducers)} reproducers in {out}"
    )
    for problem in stats.problems[:20]:
        print(f"auditor: {problem}", file=sys.stderr)
    if any(r.verdict is Verdict.UNSOUND for r in stats.reproducers):
        raise typer.Exit(EXIT_GATE_FAILED)


@app.command()
def reduce(
    file: Annotated[Path, typer.Argument(help="A .opt file; its first fragment is reduced.")],
    analysis: Annotated[str, typer.Option("--analysis", "-a", help="The analysis whose verdict is kept.")],
    domain: Annotated[str, typer.Option("--domain", "-d", help="The domain of the verdict.")],
    verdict: Annotated[
        str | None,
        typer.Option(help="Verdict to keep (unsound, lost-precision); default: unsound if it is, else lost-precision."),
    ] = None,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write the reduced fragment here too.")] = None,
) -> None:
    """Shrink a fragment while ANALYSIS's verdict in DOMAIN stays the same: drop
    instructions, replace values by inputs or constants, shrink constants and widths.
    Prints the reduced fragment (Souper text, with the verdict as comments)."""
    from auditor.compare import Verdict
    from auditor.fuzz.campaign import reproducer_text
    from auditor.reports.csv import write_atomically

    (chosen,) = _domains([domain])
    wanted = None
    if verdict is not None:
        try:
            wanted = Verdict(verdict)
        except ValueError:
            raise typer.BadParameter(f"unknown verdict {verdict!r}", param_hint="--verdict") from None
    corpus = api.parse([file])
    _report(corpus.diagnostics)
    if not corpus.fragments:
        raise InputError(f"{file}: no fragment to reduce")
    (target,) = api.load_analyses([analysis])
    result = api.reduce(corpus.fragments[0], target, chosen, wanted)
    text = reproducer_text(result.fragment, result.finding, "auditor reduce")
    if out is not None:
        write_atomically(out, text)
    print(text, end="")
    print(
        f"reduced {len(result.original.insts)} -> {len(result.fragment.insts)} instructions "
        f"({result.checks} fragments audited, {result.steps} steps)",
        file=sys.stderr,
    )


@app.command("analyses")
def list_analyses(
    plugin: Annotated[
        str | None,
        typer.Option(
            "--plugin",
            metavar="LLVM",
            help="Print only the path of the facts plugin auditor uses for this LLVM analysis (llvm-22, "
            'llvm:PATH), building it if needed: `opt -load-pass-plugin="$(auditor analyses --plugin llvm-22)"`.',
        ),
    ] = None,
) -> None:
    """List the analyses available here, with versions; or, with --plugin, print the
    path of the `opt` plugin an LLVM analysis runs (the printed commands of `auditor
    patterns` ask for it this way, since the path is this machine's cache)."""
    if plugin is not None:
        print(api.llvm_plugin(plugin))
        return
    from tabulate import tabulate

    rows = [[i.name, i.version, i.kind, i.description] for i in api.analyses()]
    print(tabulate(rows, headers=["analysis", "version", "kind", "description"]))
    print("\nAlso: python:MODULE:ATTR (a Python object), cmd:COMMAND (JSON lines, docs/analysis-protocol.md).")


def _domains(names: list[str] | None) -> list[Domain]:
    from auditor.domains.base import Domain

    known = [d.value for d in Domain]
    bad = [d for d in names or [] if d not in known]
    if bad:
        raise typer.BadParameter(f"unknown domain {bad[0]!r}; choose from {', '.join(known)}", param_hint="--domain")
    return [Domain(d) for d in dict.fromkeys(names)] if names else list(Domain)


@contextmanager
def _progress_bar(show: bool) -> Iterator[Callable[[int, int], None] | None]:
    if not show:
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(
        TextColumn("auditing"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as bar:
        task = bar.add_task("scan", total=None)

        def advance(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield advance


def main() -> None:
    """Console entry point: usage and input errors exit 2 with one line, never a
    traceback (set AUDITOR_DEBUG=1 to see one for an internal error)."""
    try:
        app()
    except AuditorError as err:
        print(f"auditor: error: {err}", file=sys.stderr)
        sys.exit(EXIT_INPUT_ERROR)
    except KeyboardInterrupt:
        print("auditor: interrupted", file=sys.stderr)
        sys.exit(130)
    except Exception as err:  # an internal error: say so in one line, keep the trace on demand
        if os.environ.get("AUDITOR_DEBUG"):
            raise
        print(
            f"auditor: internal error: {type(err).__name__}: {err} (AUDITOR_DEBUG=1 shows a traceback)", file=sys.stderr
        )
        sys.exit(70)


if __name__ == "__main__":
    main()
