"""The `auditor` command line: argument parsing and output only; the work is in api.py.

Exit codes: 0 ok / pass, 1 gate failed, 2 usage or input error.
"""

from __future__ import annotations

import csv
import json
import os
import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from auditor import api
from auditor.errors import AuditorError, Diagnostic

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


class TableFormat(StrEnum):
    TABLE = "table"
    JSON = "json"
    CSV = "csv"


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
) -> None:
    """Read fragments and print each canonically with its content hash."""
    corpus = api.parse(paths, keep_going=keep_going)
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
    query_ms: Annotated[int, typer.Option(help="Budget of one solver query, in ms.", min=1)] = 1000,
    fragment_ms: Annotated[int, typer.Option(help="Budget of one fragment, in ms.", min=1)] = 60_000,
) -> None:
    """Print the maximally precise facts of every value of every fragment."""
    from tabulate import tabulate

    from auditor.domains.base import Domain
    from auditor.oracles.engine import OracleOptions
    from auditor.oracles.session import Budget

    known = [d.value for d in Domain]
    bad = [d for d in domain or [] if d not in known]
    if bad:
        raise typer.BadParameter(f"unknown domain {bad[0]!r}; choose from {', '.join(known)}", param_hint="--domain")
    domains = [Domain(d) for d in domain] if domain else None
    corpus = api.parse(paths)
    options = OracleOptions(budget=Budget(query_ms=query_ms, fragment_ms=fragment_ms))
    rows = [row for result in api.oracle(corpus.fragments, domains, options) for row in api.oracle_rows(result)]
    if format is TableFormat.JSON:
        print(json.dumps(rows, indent=1))
    elif format is TableFormat.CSV:
        writer = csv.DictWriter(sys.stdout, fieldnames=api.ORACLE_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    else:
        shown = ("fragment", "value", "opcode", "width", "domain", "fact", "status", "bound")
        print(tabulate([[r[c] for c in shown] for r in rows], headers=list(shown)))
    _report(corpus.diagnostics)
    if corpus.has_errors:
        raise typer.Exit(EXIT_INPUT_ERROR)


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
