"""Scans that would otherwise be silent no-ops: an analysis that claims none of the
requested domains, error rows (grouped by reason), unsound cases listed one per line,
and the exit code of a scan in which an analysis's every row is `error`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from auditor import api
from auditor.domains.base import Domain
from auditor.reports.markdown import summary_markdown
from auditor.reports.model import Report, from_scan
from auditor.reports.text import findings_digest, warnings_text
from auditor.reports.warnings import error_reasons, failed_analyses, no_claim_warnings, unsound_lines
from auditor.scan import ScanOptions

ROOT = Path(__file__).parent.parent
BROKEN = ROOT / "tests" / "analyses" / "data" / "broken.opt"
AUDITOR = Path(sys.executable).parent / "auditor"
EXIT_INPUT_ERROR = 2

PLUGIN = """
from auditor.domains.base import Domain


class KnownBitsOnly:
    name, version, domains = "kb-only", "1", frozenset({Domain.KNOWN_BITS})

    def analyze(self, fragments, domains):
        return []


class Crashy:
    name, version, domains = "crashy", "1", frozenset({Domain.KNOWN_BITS})

    def analyze(self, fragments, domains):
        raise RuntimeError("everything is hard")


class Picky:
    name, version, domains = "picky", "1", frozenset({Domain.KNOWN_BITS})

    def analyze(self, fragments, domains):
        for fragment in fragments:
            ops = {i.op.value for i in fragment.insts}
            if "srem" in ops:
                raise RuntimeError("srem is hard")
            if "sub" in ops:
                raise ValueError("sub is odd")
        return []
"""


@pytest.fixture(scope="module")
def plugin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("plugin") / "toy.py"
    path.write_text(PLUGIN)
    return path


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(AUDITOR), *args], capture_output=True, text=True, check=False, cwd=ROOT)


def scan_report(plugin: Path, names: list[str], domains: tuple[Domain, ...]) -> Report:
    specs = [f"python:{plugin}:{n}" for n in names]
    return from_scan(api.scan([BROKEN], specs, ScanOptions(domains=domains, cache=None)))


def test_an_analysis_claiming_none_of_the_requested_domains_is_warned_about(plugin: Path) -> None:
    report = scan_report(plugin, ["KnownBitsOnly"], (Domain.RANGE, Domain.SIGN_BITS))
    assert report.findings.empty
    (warning,) = no_claim_warnings(report)
    assert warning.message == (
        "analysis kb-only claims none of the requested domains (range, sign-bits); it claims known-bits"
    )
    assert "auditor: warning: analysis kb-only claims none" in warnings_text(report)
    assert "## Warnings" in summary_markdown(report) and "it claims known-bits" in summary_markdown(report)


def test_no_warning_when_a_requested_domain_is_claimed(plugin: Path) -> None:
    report = scan_report(plugin, ["KnownBitsOnly"], (Domain.RANGE, Domain.KNOWN_BITS))
    assert not no_claim_warnings(report) and warnings_text(report) == ""
    assert "## Warnings" not in summary_markdown(report)


def test_cli_warns_and_exits_0_when_nothing_requested_is_claimed(plugin: Path, tmp_path: Path) -> None:
    done = run("scan", str(BROKEN), "-a", f"python:{plugin}:KnownBitsOnly", "-d", "range", "--no-cache",
               "-j", "1", "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "auditor: warning: analysis kb-only claims none of the requested domains (range); it claims known-bits" in (
        done.stderr
    )
    assert "it claims known-bits" in (tmp_path / "summary.md").read_text()


def test_error_reasons_are_grouped_with_counts_most_frequent_first(plugin: Path) -> None:
    report = scan_report(plugin, ["Picky", "Crashy"], (Domain.KNOWN_BITS,))
    reasons = error_reasons(report.findings)
    assert [(r.count, r.analyses) for r in reasons] == [(6, ("crashy",)), (2, ("picky",)), (1, ("picky",))]
    assert "everything is hard" in reasons[0].reason and "srem is hard" in reasons[1].reason
    assert "sub is odd" in reasons[2].reason
    digest = findings_digest(report)
    assert "error: 9 rows, by reason (3):" in digest
    assert "  6 × " in digest and "(crashy)" in digest
    text = summary_markdown(report)
    assert "## Errors (9)" in text and "everything is hard" in text


def test_only_the_top_five_reasons_are_listed(plugin: Path, tmp_path: Path) -> None:
    from tests.test_report_order import report_of, row

    rows = [row(fragment=f"{n:04d}", verdict="error", detail=f"reason {n % 7}") for n in range(14)]
    report = report_of(rows, tmp_path)
    assert len(error_reasons(report.findings)) == 5
    assert "by reason (top 5 of 7)" in findings_digest(report)
    assert "… and 2 more reasons" in summary_markdown(report)


def test_every_unsound_case_is_listed_one_line_each() -> None:
    from tests.analyses import broken

    report = from_scan(api.scan([BROKEN], list(broken.ALL)))
    lines = unsound_lines(report.findings)
    assert len(lines) == 7
    assert "broken-non-zero-sum/default  " in "\n".join(lines)
    assert any(line.endswith("non-zero: claimed true, best false") and "broken.opt:4" in line for line in lines)
    assert all(" %" in line for line in lines)  # the value
    digest = findings_digest(report)
    assert digest.startswith("unsound: 7 claims\n") and all(f"  {line}" in digest for line in lines)


def test_more_than_twenty_unsound_cases_are_cut_with_a_count(tmp_path: Path) -> None:
    from tests.test_report_order import report_of, row

    report = report_of([row(fragment=f"{n:04d}", verdict="unsound") for n in range(25)], tmp_path)
    lines = unsound_lines(report.findings)
    assert len(lines) == 21 and lines[-1] == "… and 5 more in findings.csv"


def test_failed_analyses_are_those_with_only_error_rows(plugin: Path) -> None:
    report = scan_report(plugin, ["Picky", "Crashy"], (Domain.KNOWN_BITS,))
    assert failed_analyses(report) == ["crashy"]
    assert "auditor: warning: analysis crashy: every one of its 6 rows is an error" in warnings_text(report)


def test_cli_exits_2_when_an_analysis_only_errors(plugin: Path, tmp_path: Path) -> None:
    done = run("scan", str(BROKEN), "-a", f"python:{plugin}:Crashy", "-a", "builtin", "-d", "known-bits",
               "--no-cache", "-j", "1", "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == EXIT_INPUT_ERROR, done.stderr
    assert "analysis crashy: every one of its 6 rows is an error" in done.stderr
    assert "error: 6 rows, by reason (1):" in done.stdout and "everything is hard" in done.stdout
    assert (tmp_path / "findings.csv").exists()  # the reports are still written
    assert "Traceback" not in done.stderr


def test_cli_exits_0_when_errors_are_partial(plugin: Path, tmp_path: Path) -> None:
    done = run("scan", str(BROKEN), "-a", f"python:{plugin}:Picky", "-d", "known-bits", "--no-cache", "-j", "1",
               "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "error: 3 rows, by reason (2):" in done.stdout
