"""The fragments table of a report: each audited fragment's text as the user reads it
(Souper syntax with its own names, so the `value` column of findings.csv points into
it) and, for fragments from LLVM code or audited against LLVM, the standalone LLVM
function the LLVM analyses were shown (docs/llvm.md) — what a user pastes into `opt`
to reproduce a finding."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from auditor.analyses.registry import llvm_major
from auditor.ir.llvm_printer import NotExpressible, to_llvm_function
from auditor.ir.printer import format_fragment

if TYPE_CHECKING:
    from auditor.scan import ScanResult

LLVM_SOURCES = (".ll", ".bc")
NEWEST_LLVM = 22


def newest_llvm(analyses: tuple[tuple[str, str], ...]) -> int | None:
    """The LLVM syntax to print in: the newest audited LLVM's, else the newest this
    tool knows when the corpus is LLVM code, else None (Souper-only, no LLVM run)."""
    majors = [m for name, _ in analyses if (m := llvm_major(name)) is not None]
    return max(majors) if majors else None


def fragment_records(result: ScanResult) -> list[dict[str, Any]]:
    audited_major = newest_llvm(result.analyses)
    rows = []
    for unique in result.audited:
        fragment = unique.fragment
        from_llvm = fragment.origin is not None and fragment.origin.file.endswith(LLVM_SOURCES)
        major = audited_major or (NEWEST_LLVM if from_llvm else None)
        llvm_ir = ""
        if major is not None:
            try:
                llvm_ir = to_llvm_function(fragment, 0, major).text
            except NotExpressible as err:
                llvm_ir = f"; no LLVM form: {err}"
        rows.append(
            {
                "fragment": unique.hash,
                "root": "%" + fragment.names[fragment.root],
                "root_opcode": fragment.root_inst.op.value,
                "occurrences": unique.occurrences,
                "sources": " ".join(unique.sources),
                "function": unique.function,
                "souper": format_fragment(fragment),
                "llvm_ir": llvm_ir,
            }
        )
    return rows
