"""Human-facing reports (report.html, summary.md, the terminal) show findings most
severe first, tiny losses as `<0.001` and signed-range facts as signed intervals,
while findings.csv keeps its documented order and formats (auditor/reports/display.py)."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest

from auditor import api
from auditor.reports.csv import findings_csv
from auditor.reports.display import by_severity, human_bits, human_fact, signed_interval
from auditor.reports.html import render_html
from auditor.reports.markdown import summary_markdown
from auditor.reports.model import FINDINGS_COLUMNS, Report, from_scan, load_report
from auditor.reports.text import findings_digest, summary_table
from tests.analyses import broken

BROKEN = Path(__file__).parent / "analyses" / "data" / "broken.opt"
SEVERITY = ["unsound", "error", "lost-precision", "unknown", "vacuous", "exact"]


def row(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {c: "" for c in FINDINGS_COLUMNS}
    base.update(analysis="a", provider="default", source="t.opt:1", value="%r", opcode="add", width=8,
                domain="range", oracle="[0,5)", claimed="full-set", oracle_status="proven", occurrences=1)  # fmt: skip
    base.update(fields)
    return base


def report_of(rows: list[dict[str, object]], tmp_path: Path) -> Report:
    """A report loaded from a findings.csv holding `rows` (the public way in)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(FINDINGS_COLUMNS), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    path = tmp_path / "findings.csv"
    path.write_text(out.getvalue(), encoding="utf-8")
    return load_report(path)


@pytest.fixture
def mixed(tmp_path: Path) -> Report:
    """One row of each verdict, the unsound one in the middle of hash order."""
    return report_of(
        [
            row(fragment="0001", verdict="exact", lost_bits="0", claimed="[0,5)"),
            row(fragment="0002", verdict="lost-precision", lost_bits="1"),
            row(fragment="0003", verdict="unknown", detail="budget"),
            row(fragment="0004", verdict="unsound", claimed="[0,4)", counterexample="%x=4", actual="4"),
            row(fragment="0005", verdict="lost-precision", lost_bits="5.5"),
            row(fragment="0006", verdict="error", detail="boom"),
            row(fragment="0007", verdict="vacuous"),
            row(fragment="0008", verdict="lost-precision", lost_bits="3.4e-10"),
        ],
        tmp_path,
    )


def test_severity_order_is_unsound_error_then_losses_biggest_first(mixed: Report) -> None:
    ordered = by_severity(mixed.findings)
    assert list(ordered["fragment"]) == ["0004", "0006", "0005", "0002", "0008", "0003", "0007", "0001"]


def test_html_table_starts_in_severity_order_with_rows_as_the_csv_has_them(mixed: Report) -> None:
    page = render_html(mixed)
    blob = re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S)
    assert blob
    data = json.loads(blob.group(1))
    fragment = data["columns"].index("fragment")
    assert [r[fragment] for r in data["rows"]] == list(mixed.findings["fragment"])  # the CSV's order
    assert [data["rows"][i][fragment] for i in data["order"]] == ["0004", "0006", "0005", "0002", "0008", "0003",
                                                                   "0007", "0001"]  # fmt: skip
    assert "shownValue" in page and "data.order" in page  # report.js starts from that order


def test_markdown_lists_unsound_then_errors_then_losses(mixed: Report) -> None:
    text = summary_markdown(mixed)
    assert text.index("## Unsound (1)") < text.index("## Errors (1)") < text.index("## Most precision lost")
    lost = [line.split("|")[-2].strip() for line in text[text.index("## Most precision lost") :].splitlines()[4:]]
    assert lost == ["5.500", "1", "&lt;0.001"]  # `<` as an entity: GitHub shows <0.001


def test_terminal_lists_unsound_then_errors_then_losses(mixed: Report) -> None:
    digest = findings_digest(mixed)
    assert digest.index("unsound: 1 claim") < digest.index("error: 1 row") < digest.index("lost-precision: top")
    losses = digest[digest.index("lost-precision: top") :].splitlines()[1:]
    assert [line.split()[0] for line in losses] == ["5.500", "1", "<0.001"]


def test_findings_csv_keeps_its_order_and_exact_lost_bits(mixed: Report) -> None:
    rows = list(csv.DictReader(io.StringIO(findings_csv(mixed.findings))))
    assert [r["fragment"] for r in rows] == [f"000{n}" for n in range(1, 9)]
    assert rows[-1]["lost_bits"] == "3.4e-10"


@pytest.mark.parametrize(
    ("lost", "shown"),
    [(None, ""), (float("nan"), ""), (0.0, "0"), (3.4e-10, "<0.001"), (0.000999, "<0.001"), (0.001, "0.001"),
     (1.0, "1"), (5.6784, "5.678")],
)  # fmt: skip
def test_human_bits_never_rounds_a_loss_to_zero(lost: float | None, shown: str) -> None:
    assert human_bits(lost) == shown


def test_tiny_losses_read_below_a_thousandth_in_every_human_report(tmp_path: Path) -> None:
    tiny = report_of([row(fragment="0001", verdict="lost-precision", lost_bits="3.4e-10", width=32)], tmp_path)
    table = summary_table(tiny)
    assert table.splitlines()[-1].split()[-2:] == ["<0.001", "<0.001"]  # total and mean
    assert "&lt;0.001" in summary_markdown(tiny)
    assert "<0.001 bits" in findings_digest(tiny)
    page = render_html(tiny)
    assert '<td class="num" data-column="lost_bits">&lt;0.001</td>' in page


@pytest.mark.parametrize(
    ("text", "width", "shown"),
    [
        ("[2147483649,2147418114)", 32, "[-2147483647, 2147418113]"),
        ("[0,128)", 8, "[0, 127]"),
        ("[254,3)", 8, "[-2, 2]"),
        ("[127,129)", 8, "[127, 127] ∪ [-128, -128]"),  # wraps in signed order: only a claim can
        ("full-set", 8, "full-set"),
        ("empty-set", 8, "empty-set"),
        ("", 8, ""),
        ("garbage", 8, "garbage"),
    ],
)
def test_signed_interval(text: str, width: int, shown: str) -> None:
    assert signed_interval(text, width) == shown
    assert human_fact("signed-range", text, width) == shown


def test_other_domains_read_as_stored() -> None:
    assert human_fact("range", "[254,3)", 8) == "[254,3)"
    assert human_fact("unsigned-range", "[2147483649,2147418114)", 32) == "[2147483649,2147418114)"


def test_signed_range_facts_are_signed_intervals_in_human_reports_only() -> None:
    report = from_scan(api.scan([BROKEN], [broken.NegateRange]))
    stored = report.findings[report.findings["domain"] == "signed-range"]
    assert "[254,3)" in set(stored["oracle"])  # findings.csv keeps the documented format
    text = summary_markdown(report)
    assert "| [0, 127]  " in text and "[-2, 2]" in text
    assert "[254,3)" in text  # the `range` row of the same value is unchanged
    assert "signed-range: claimed [0, 127], best full-set" in findings_digest(report)
    page = render_html(report)
    blob = re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S)
    assert blob
    data = json.loads(blob.group(1))
    shown = {
        (data["rows"][int(i)][data["columns"].index("domain")], v.get("oracle", ""), v.get("claimed", ""))
        for i, v in data["display"].items()
    }
    assert ("signed-range", "[-2, 2]", "") in shown
    assert ("signed-range", "", "[0, 127]") in shown
    assert all(domain == "signed-range" for domain, _, _ in shown)
