"""The Python front end: everything the command line does, callable from Python.

`cli.py` only turns arguments into calls of these functions and results into text.
"""

from __future__ import annotations

import os
import platform
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from auditor import __version__
from auditor.errors import InputError
from auditor.ir.fragment import Fragment
from auditor.ir.hashing import canonical, canonical_hash, fragment_hash
from auditor.ir.printer import format_fragment
from auditor.readers.corpus import Corpus, ReadOptions, read_corpus

if TYPE_CHECKING:
    from pathlib import Path

    from auditor.analyses.base import Analysis
    from auditor.analyses.registry import AnalysisInfo
    from auditor.compare import Verdict
    from auditor.domains.base import Domain
    from auditor.fuzz.campaign import FuzzOptions, FuzzStats
    from auditor.fuzz.generate import GeneratorOptions
    from auditor.fuzz.reduce import Reduction
    from auditor.gate import GatePolicy, GateResult
    from auditor.oracles.engine import FragmentFacts, OracleOptions
    from auditor.oracles.trace import Step
    from auditor.patterns import AnalysisDiff, PatternOptions, PatternsResult
    from auditor.reports.model import Report
    from auditor.scan import ProgressCallback, ScanOptions, ScanResult


def parse(
    paths: Iterable[str | os.PathLike[str]], keep_going: bool = True, options: ReadOptions | None = None
) -> Corpus:
    """Read fragments from files and directories (recursively); problems are returned
    as diagnostics, never raised. `options`: how LLVM code is cut into fragments
    (`ReadOptions`, e.g. `ReadOptions(context=Context.BRANCHES)`)."""
    return read_corpus(paths, stop_on_error=not keep_going, options=options)


@dataclass(frozen=True)
class ParsedFragment:
    source: str
    line: int
    hash: str
    root: str
    text: str


def describe(fragment: Fragment, keep_names: bool = False) -> ParsedFragment:
    """A fragment as `auditor parse` shows it: canonical text (or with its own names)
    and its content hash."""
    origin = fragment.origin
    canonical_form = canonical(fragment)
    return ParsedFragment(
        source=origin.file if origin else "",
        line=origin.line if origin else 0,
        hash=canonical_hash(canonical_form),
        root="%" + fragment.names[fragment.root],
        text=format_fragment(fragment if keep_names else canonical_form),
    )


def oracle(
    fragments: Iterable[Fragment],
    domains: Iterable[Domain] | None = None,
    options: OracleOptions | None = None,
) -> Iterable[FragmentFacts]:
    """The maximally precise facts of every value of each fragment (lazily, one
    fragment at a time)."""
    from auditor.oracles.engine import ALL_DOMAINS, OracleOptions, run_oracle

    chosen = tuple(domains) if domains else ALL_DOMAINS
    for fragment in fragments:
        yield run_oracle(fragment, chosen, options=options or OracleOptions())


ORACLE_COLUMNS = (
    "source", "line", "fragment", "value", "opcode", "width", "domain", "fact", "status", "bound", "queries",
)  # fmt: skip


def oracle_rows(result: FragmentFacts, explain: bool = False) -> list[dict[str, object]]:
    """One flat record per (value, domain) of an oracle result, facts in their text
    format (the shape of `auditor oracle --format json/csv`); with `explain`, each
    has `steps` too: the search's steps (`step_records`)."""
    from auditor.domains.base import lattice

    fragment = result.fragment
    origin = fragment.origin
    digest = fragment_hash(fragment)
    rows: list[dict[str, object]] = []
    for fact in result.facts:
        dom = lattice(fact.domain)
        inst = fragment.insts[fact.value]
        rows.append(
            {
                "source": origin.file if origin else "",
                "line": origin.line if origin else 0,
                "fragment": digest,
                "value": "%" + fragment.names[fact.value],
                "opcode": inst.op.value,
                "width": inst.width,
                "domain": fact.domain.value,
                "fact": "" if fact.fact is None else dom.format(fact.fact),
                "status": fact.status.value,
                "bound": "" if fact.bound is None else dom.format(fact.bound),
                "queries": fact.queries,
            }
        )
        if explain:
            rows[-1]["steps"] = step_records(result.steps.get((fact.value, fact.domain), ()))
    return rows


def step_records(steps: Sequence[Step]) -> list[dict[str, object]]:
    """The steps of a search (`auditor.oracles.trace`) as nested records, e.g.
    `[{"name": "hulls", "outcome": "nothing shown", "detail": "", "ms": 2.1,
    "queries": 3, "give_ups": 0, "steps": [...]}]`."""
    return [
        {
            "name": s.name,
            "outcome": s.outcome.value,
            "detail": s.detail,
            "ms": round(s.ms, 3),
            "queries": s.queries,
            "give_ups": s.give_ups,
            "steps": step_records(s.children),
        }
        for s in steps
    ]


def analyses() -> list[AnalysisInfo]:
    """The analyses available on this machine, with versions (`auditor analyses`)."""
    from auditor.analyses.registry import available

    return available()


def load_analyses(specs: Iterable[str] | None = None, timeout: float = 60.0, batch_size: int = 64) -> list[Analysis]:
    """Analyses from their specs (`builtin`, `python:MODULE:ATTR`, `cmd:COMMAND`, a
    plugin name); all available ones when `specs` is None or empty. Raises
    AnalysisLoadError (one line) for a spec that cannot be loaded, or for two analyses
    of one name (registry.load_all)."""
    from auditor.analyses.registry import default_specs, load_all

    return load_all(list(specs or []) or default_specs(), timeout=timeout, batch_size=batch_size)


def llvm_plugin(spec: str) -> Path:
    """The `auditor-facts` plugin an LLVM analysis (`llvm-22`, `llvm:PATH`) loads into
    `opt`, built on first use (auditor/analyses/llvm/toolchain.py): what `auditor
    analyses --plugin` prints, so that a command written for any reader can load it
    without naming this machine's cache. InputError (one line) for any other spec;
    AnalysisLoadError when that LLVM cannot be used."""
    from auditor.analyses.llvm import LLVMAnalysis
    from auditor.analyses.registry import llvm_major

    if not (spec.startswith("llvm:") or llvm_major(spec) is not None):
        raise InputError(f"--plugin {spec}: not an LLVM analysis (llvm-N or llvm:PATH); only LLVM runs a plugin")
    (analysis,) = load_analyses([spec])
    if not isinstance(analysis, LLVMAnalysis):  # the registry loads every llvm spec as one
        raise InputError(f"--plugin {spec}: not an LLVM analysis")
    return analysis.plugin


def default_analysis_specs() -> list[str]:
    """The specs `scan` audits when none are named: every analysis available here."""
    from auditor.analyses.registry import default_specs

    return default_specs()


def scan(
    paths: Iterable[str | os.PathLike[str]],
    analyses: Iterable[str | Analysis] | None = None,
    options: ScanOptions | None = None,
    progress: ProgressCallback | None = None,
) -> ScanResult:
    """Audit every analysis on every fragment under `paths` (see auditor.scan)."""
    from auditor.scan import ScanOptions, scan

    loaded = [a for a in analyses or [] if not isinstance(a, str)]
    specs = [a for a in analyses or [] if isinstance(a, str)]
    if specs or not loaded:
        loaded += load_analyses(specs)
    return scan(paths, loaded, options or ScanOptions(), progress)


def write_reports(
    result: ScanResult | Report, out: str | os.PathLike[str], journal: str | os.PathLike[str] | None = None
) -> list[Path]:
    """Write the report files of a scan (or of a loaded report) into directory `out`:
    findings.csv, fragments.csv, summary.csv, results.json, summary.md, report.html.
    Returns their paths. Then the scan's journal (`journal`, or the ScanResult's own)
    is removed: only once every file is written has the scan nothing left to resume."""
    from auditor.journal import remove_journal
    from auditor.reports.model import Report, from_scan
    from auditor.reports.writer import write_report

    if journal is None and not isinstance(result, Report):
        journal = result.journal
    report = result if isinstance(result, Report) else from_scan(result)
    written = write_report(report, out)
    if journal is not None:
        remove_journal(journal)
    return written


def load_report(path: str | os.PathLike[str]) -> Report:
    """A report from a report directory or a bare findings.csv (`auditor report`,
    `auditor gate`); ReportInputError with a one-line reason if it cannot be read."""
    from auditor.reports.model import load_report

    return load_report(path)


def report(findings: str | os.PathLike[str], out: str | os.PathLike[str]) -> list[Path]:
    """Re-render every report format from a findings.csv or a report directory."""
    return write_reports(load_report(findings), out)


def gate(
    baseline: str | os.PathLike[str] | Report,
    current: str | os.PathLike[str] | Report,
    policy: GatePolicy | None = None,
    baseline_analysis: str | None = None,
    current_analysis: str | None = None,
    incomplete: Sequence[str] = (),
) -> GateResult:
    """Compare a current run with a baseline (each a report directory, a findings.csv
    or a loaded Report) under `policy` (auditor.gate). With `baseline_analysis` and/or
    `current_analysis`, each side is narrowed to that analysis and both are compared
    under one name — how two analyses (llvm-19 and llvm-22) are compared instead of
    two runs of one. `incomplete`: why the current run is incomplete, one line each
    (`auditor.gate.incomplete_reasons`; a pass then becomes `incomplete`).
    ReportInputError (one line) for an input that cannot be read; an empty run, an
    absent analysis or runs with nothing in common are no error but the outcome
    `nothing-compared`."""
    from auditor.gate import gate as decide_gate
    from auditor.reports.model import Report

    old = (baseline if isinstance(baseline, Report) else load_report(baseline)).findings
    new = (current if isinstance(current, Report) else load_report(current)).findings
    return decide_gate(old, new, policy, baseline_analysis, current_analysis, incomplete)


def patterns(
    report: str | os.PathLike[str] | Report,
    analysis: str | Analysis,
    domains: Iterable[Domain] | None = None,
    options: PatternOptions | None = None,
    progress: ProgressCallback | None = None,
) -> PatternsResult:
    """The ranked imprecision patterns of one analysis in a scan's report (a report
    directory, with its fragments.csv, or a loaded Report), each with a reproducer
    reduced and re-audited (auditor.patterns, docs/patterns.md). `analysis`: a spec
    (`llvm-22`, `llvm:PATH`, `python:…`), loaded to re-audit, or an Analysis object;
    `domains` narrows to those domains. InputError (one line) for a report without
    fragments.csv or without findings of the analysis; AnalysisLoadError for a spec
    that cannot be loaded. `progress(done, total)` after each group reduced."""
    from dataclasses import replace

    from auditor.patterns import PatternOptions, find_patterns
    from auditor.reports.model import Report

    loaded = report if isinstance(report, Report) else load_report(report)
    if isinstance(analysis, str):
        # A plain name must be in the report before anything (an LLVM plugin build) is
        # started; a python:/cmd: spec is only named once loaded.
        if ":" not in analysis and analysis not in loaded.analyses:
            known = ", ".join(loaded.analyses) or "none"
            raise InputError(f"the report has no findings of analysis {analysis!r} (it has: {known})")
        spec = analysis
        (target,) = load_analyses([analysis])
    else:
        spec, target = analysis.name, analysis
    chosen = options or PatternOptions()
    if domains is not None:
        chosen = replace(chosen, domains=tuple(domains))
    return find_patterns(loaded, target, spec, chosen, progress)


def compare_analyses(
    report: str | os.PathLike[str] | Report, old: str = "llvm-19", new: str = "llvm-22", examples: int = 5
) -> AnalysisDiff:
    """What changed from analysis `old` to `new` in one scan's report (a directory or a
    loaded Report) holding both: per domain, the claims newly unsound, no longer
    unsound, more precise, less precise (or otherwise changed in verdict), counted
    and weighted by occurrences, with up to `examples` examples per bucket
    (auditor.patterns.versus). No re-audit: both were judged against the same best
    fact. InputError (one line) when the report lacks either analysis."""
    from auditor.patterns.versus import compare_analyses as compare
    from auditor.reports.model import Report

    loaded = report if isinstance(report, Report) else load_report(report)
    return compare(loaded, old, new, examples)


def write_patterns(
    result: PatternsResult,
    out: str | os.PathLike[str],
    report: Report | None = None,
    versus: AnalysisDiff | None = None,
) -> list[Path]:
    """Write patterns.csv and patterns.md into directory `out`, and beside them each
    pattern's reproducer files (`pattern-NN.opt`, `pattern-NN.ll`, and the lit test
    `pattern-NN.lit.ll` of an LLVM pattern with an impact consumer; every file
    patterns.md names); with the `report` the patterns came from, report.html too,
    with its "Patterns" section; with `versus` (from `compare_analyses`), versus.csv
    and an "OLD → NEW" section of patterns.md. Returns the paths."""
    from pathlib import Path

    from auditor.patterns.files import pattern_files
    from auditor.reports.csv import write_atomically
    from auditor.reports.html import html_chunks
    from auditor.reports.patterns_csv import patterns_csv
    from auditor.reports.patterns_md import patterns_markdown
    from auditor.reports.versus_csv import versus_csv

    directory = Path(out)
    files = pattern_files(result)
    written = [directory / "patterns.csv", directory / "patterns.md"]
    write_atomically(written[0], patterns_csv(result))
    write_atomically(written[1], patterns_markdown(result, versus, files))
    if versus is not None:
        written.append(directory / "versus.csv")
        write_atomically(written[-1], versus_csv(versus))
    if report is not None:
        written.append(directory / "report.html")
        write_atomically(written[-1], html_chunks(report, result))
    for name, text in files.items():
        written.append(directory / name)
        write_atomically(written[-1], text)
    return written


def versions() -> dict[str, str]:
    import numpy
    import z3

    return {
        "auditor": __version__,
        "python": platform.python_version(),
        "z3": z3.get_version_string(),
        "numpy": numpy.__version__,
    }


# --- beyond the corpus: generate, fuzz, reduce (auditor.fuzz) -------------------------


def generate(count: int, seed: int = 0, options: GeneratorOptions | None = None) -> list[Fragment]:
    """`count` random well-typed fragments (swarm testing), the same for the same seed."""
    from auditor.fuzz.generate import GeneratorOptions, generate

    return list(generate(count, seed, options or GeneratorOptions()))


def fuzz(analyses: Sequence[Analysis], options: FuzzOptions | None = None, progress: Any = None) -> FuzzStats:
    """Generate-and-audit until `options.seconds` are up; unsound (and optionally
    imprecise) findings reduced and saved to `options.out`."""
    from auditor.fuzz.campaign import FuzzOptions, fuzz

    return fuzz(analyses, options or FuzzOptions(), progress)


def reduce(fragment: Fragment, analysis: Analysis, domain: Domain, verdict: Verdict | None = None) -> Reduction:
    """The smallest fragment on which `analysis` still gets `verdict` in `domain`
    (default: unsound if it is unsound there, else lost-precision)."""
    from auditor.compare import Verdict
    from auditor.fuzz.reduce import findings_of, keeps_verdict, reduce

    if verdict is None:
        seen = {f.verdict for f in findings_of(fragment, analysis, domain)}
        verdict = next((v for v in (Verdict.UNSOUND, Verdict.LOST_PRECISION) if v in seen), None)
        if verdict is None:
            raise InputError(
                f"{analysis.name} is neither unsound nor imprecise in {domain.value} here: nothing to reduce"
            )
    try:
        return reduce(fragment, keeps_verdict(analysis, domain, verdict))
    except ValueError:
        raise InputError(f"{analysis.name} is not {verdict.value} in {domain.value} on this fragment") from None
