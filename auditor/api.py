"""The Python front end: everything the command line does, callable from Python.

`cli.py` only turns arguments into calls of these functions and results into text.
"""

from __future__ import annotations

import os
import platform
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from auditor import __version__
from auditor.ir.fragment import Fragment
from auditor.ir.hashing import canonical, canonical_hash, fragment_hash
from auditor.ir.printer import format_fragment
from auditor.readers.corpus import Corpus, read_corpus

if TYPE_CHECKING:
    from pathlib import Path

    from auditor.analyses.base import Analysis
    from auditor.analyses.registry import AnalysisInfo
    from auditor.domains.base import Domain
    from auditor.oracles.engine import FragmentFacts, OracleOptions
    from auditor.scan import ProgressCallback, ScanOptions, ScanResult


def parse(paths: Iterable[str | os.PathLike[str]], keep_going: bool = True) -> Corpus:
    """Read fragments from files and directories (recursively); problems are returned
    as diagnostics, never raised."""
    return read_corpus(paths, stop_on_error=not keep_going)


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


def oracle_rows(result: FragmentFacts) -> list[dict[str, object]]:
    """One flat record per (value, domain) of an oracle result, facts in their text
    format (the shape of `auditor oracle --format json/csv`)."""
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
    return rows


def analyses() -> list[AnalysisInfo]:
    """The analyses available on this machine, with versions (`auditor analyses`)."""
    from auditor.analyses.registry import available

    return available()


def load_analyses(specs: Iterable[str] | None = None, timeout: float = 60.0, batch_size: int = 64) -> list[Analysis]:
    """Analyses from their specs (`builtin`, `python:MODULE:ATTR`, `cmd:COMMAND`, a
    plugin name); all available ones when `specs` is None or empty. Raises
    AnalysisLoadError (one line) for a spec that cannot be loaded."""
    from auditor.analyses.registry import default_specs, load

    chosen = list(specs or []) or default_specs()
    loaded = [load(spec, timeout=timeout, batch_size=batch_size) for spec in dict.fromkeys(chosen)]
    # One analysis per name: a later spec (`llvm:PATH`, from --llvm-config) replaces an
    # earlier one of the same name (`llvm-19` found on PATH).
    by_name = {a.name: a for a in loaded}
    return list(by_name.values())


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


def write_reports(result: ScanResult, out: str | os.PathLike[str]) -> list[Path]:
    """Write the report files of a scan into directory `out`; returns their paths."""
    from pathlib import Path

    from auditor.reports.csv import write_findings

    findings = Path(out) / "findings.csv"
    write_findings(findings, result.findings)
    return [findings]


def versions() -> dict[str, str]:
    import numpy
    import z3

    return {
        "auditor": __version__,
        "python": platform.python_version(),
        "z3": z3.get_version_string(),
        "numpy": numpy.__version__,
    }
