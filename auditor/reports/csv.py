"""findings.csv: one row per (fragment, value, domain, analysis, provider), columns as
in docs/csv-schema.md, rows sorted and no timestamps — the same input gives the same
bytes. Written to a temporary file and renamed, so a reader never sees half a file."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterable
from pathlib import Path

from auditor.scan import Finding

FINDINGS_COLUMNS = (
    "analysis", "provider", "source", "function", "fragment", "value", "opcode", "width", "domain",
    "oracle", "claimed", "verdict", "lost_bits", "oracle_status", "counterexample", "actual",
    "occurrences", "detail",
)  # fmt: skip


def format_bits(lost: float | None) -> str:
    """Lost bits as text: integers without a decimal point, others to 3 decimals, and
    tiny losses (a range one value too wide at i32) to 3 significant digits, so that
    a loss never prints as 0."""
    if lost is None:
        return ""
    if lost == int(lost):
        return str(int(lost))
    if lost < 0.001:
        return f"{lost:.3g}"
    return f"{lost:.3f}"


def finding_record(f: Finding) -> dict[str, object]:
    return {
        "analysis": f.analysis,
        "provider": f.provider,
        "source": f.source,
        "function": f.function,
        "fragment": f.fragment,
        "value": f.value,
        "opcode": f.opcode,
        "width": f.width,
        "domain": f.domain.value,
        "oracle": f.oracle,
        "claimed": f.claimed,
        "verdict": f.verdict.value,
        "lost_bits": format_bits(f.lost_bits),
        "oracle_status": f.oracle_status,
        "counterexample": f.counterexample,
        "actual": f.actual,
        "occurrences": f.occurrences,
        "detail": f.detail,
    }


def findings_csv(findings: Iterable[Finding]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=FINDINGS_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(finding_record(f) for f in findings)
    return out.getvalue()


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same directory."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8", newline="")
    os.replace(tmp, path)


def write_findings(path: Path, findings: Iterable[Finding]) -> None:
    write_atomically(path, findings_csv(findings))
