"""The HTML report, rendered from a real scan and opened in a real browser (Debian's
Chromium, driven over the DevTools pipe by tests/reports/chromium.py): the page
must run without a console error, and its summary, sorting, filtering, paging and
details panel must agree with the report model — the numbers a user reads off the
page are the model's, not something the JS made up. The XSS test feeds markup as
value, function, file and analysis names and checks that it shows up as text and
never runs; a positive control checks that the test would see it if it did."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from auditor import api
from auditor.reports.csv import format_bits
from auditor.reports.display import by_severity, severity_order
from auditor.reports.html import CSP, TABLE_COLUMNS, render_html
from auditor.reports.model import FINDINGS_COLUMNS, FRAGMENT_COLUMNS, Report, empty_findings, from_scan, summary, totals
from tests.analyses import broken
from tests.reports.chromium import CHROMIUM, Chromium, Page, png_size

DATA = Path(__file__).parents[1] / "analyses" / "data" / "broken.opt"
PAYLOAD = "<script>alert(1)</script>"
IMG_PAYLOAD = '"><img src=x onerror=alert(2)>'


@pytest.fixture(scope="module")
def report() -> Report:
    """builtin (one known-bits lost-precision row), a broken known-bits analysis and a
    broken range analysis (unsound rows with counterexamples) on broken.opt."""
    result = api.scan([DATA], ["builtin", broken.NegateRange, broken.SremKnownBits])
    report = from_scan(result)
    verdicts = set(zip(report.findings["domain"], report.findings["verdict"], strict=True))
    assert ("known-bits", "lost-precision") in verdicts
    assert ("known-bits", "unsound") in verdicts
    assert ("range", "unsound") in verdicts
    return report


def xss_report(report: Report) -> Report:
    findings = report.findings.copy()
    findings.loc[0, ["value", "function", "source"]] = PAYLOAD
    findings.loc[0, "analysis"] = IMG_PAYLOAD
    fragments = report.fragments.copy()
    row = fragments["fragment"] == findings.loc[0, "fragment"]
    fragments.loc[row, "souper"] = f"%x:i8 = var ; {PAYLOAD}\ninfer %x\n"
    fragments.loc[row, "llvm_ir"] = f"; {IMG_PAYLOAD}\n"
    meta = {**report.meta, "diagnostics": [f"x.opt:1:1: error: {PAYLOAD}"]}
    return Report(findings, fragments, meta)


def row_text(row: pd.Series) -> str:
    """A findings row as report.js searches it (lost bits as the CSV prints them)."""
    return "\x01".join(format_bits(row[c]) if c == "lost_bits" else str(row[c]) for c in FINDINGS_COLUMNS).lower()


# -- without a browser


def test_output_is_self_contained_and_deterministic(report: Report) -> None:
    page = render_html(report)
    assert page == render_html(report)
    assert f'content="{CSP.replace(chr(39), "&#x27;")}"' in page
    assert not re.search(r"""(?:src|href|action)\s*=\s*["']?\s*(?:[a-z]+:)?//""", page, re.I), "a network reference"
    assert not re.search(r"url\(|@import", page, re.I), "CSS that could fetch"
    assert page.count("<script") == 2
    assert all(n == "xmlns" for n in re.findall(r'(\w+)="https?://', page))  # only the SVG namespace


def test_data_blob_round_trips(report: Report) -> None:
    """The JSON the table is built from is the findings table, row for row."""
    page = render_html(report)
    blob = re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S)
    assert blob
    data = json.loads(blob.group(1))
    assert data["columns"] == list(FINDINGS_COLUMNS)
    assert len(data["rows"]) == len(report.findings)
    for sent, (_, row) in zip(data["rows"], report.findings.iterrows(), strict=True):
        expected = [format_bits(row[c]) if c == "lost_bits" else row[c] for c in FINDINGS_COLUMNS]
        assert sent == expected
    assert set(data["fragments"]) == set(report.fragments["fragment"])


def test_user_text_is_escaped(report: Report) -> None:
    page = render_html(xss_report(report))
    assert PAYLOAD not in page
    assert "<img" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page  # the diagnostics, rendered by Python
    assert "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e" in page  # the row data, for report.js
    assert page.count("<script") == 2


def test_empty_report_renders() -> None:
    page = render_html(Report(empty_findings(), pd.DataFrame(columns=list(FRAGMENT_COLUMNS)), {}))
    assert 'id="summary-table"' in page and "no findings" in page


# -- in the browser


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Chromium]:
    if not CHROMIUM.exists():
        pytest.skip(f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)")
    with Chromium(tmp_path_factory.mktemp("chromium-profile")) as chromium:
        yield chromium


def open_report(browser: Chromium, report: Report, path: Path) -> Page:
    path.write_text(render_html(report), encoding="utf-8")
    page = Page(browser)
    event = page.navigate(path.as_uri())
    assert event["method"] == "Page.loadEventFired", f"a dialog opened while loading: {event}"
    return page


def column(page: Page, name: str) -> list[str]:
    return list(
        page.evaluate(
            f"[...document.querySelectorAll('#findings tr.finding td[data-column=\"{name}\"]')].map(td => td.textContent)"
        )
    )


def shown_indices(page: Page) -> list[int]:
    return [
        int(i)
        for i in page.evaluate("[...document.querySelectorAll('#findings tr.finding')].map(tr => tr.dataset.index)")
    ]


def matching(page: Page) -> int:
    return int(page.evaluate("document.getElementById('findings').dataset.matching"))


def set_control(page: Page, ident: str, value: str, event: str) -> None:
    page.evaluate(
        f"(() => {{ const e = document.getElementById({json.dumps(ident)}); e.value = {json.dumps(value)};"
        f" e.dispatchEvent(new Event({json.dumps(event)}, {{bubbles: true}})); }})()"
    )


def click(page: Page, selector: str) -> None:
    page.evaluate(f"document.querySelector({json.dumps(selector)}).click()")


def lost_key(text: str) -> float:
    return float(text) if text else float("inf")


def test_report_in_browser(browser: Chromium, report: Report, tmp_path: Path) -> None:
    page = open_report(browser, report, tmp_path / "report.html")
    findings = report.findings

    # the summary is the model's
    table = summary(report)
    assert page.evaluate("document.querySelectorAll('#summary-table tbody tr').length") == len(table) > 0
    cells: list[dict[str, Any]] = page.evaluate(
        "[...document.querySelectorAll('#summary-table tbody tr')].map(tr => Object.fromEntries("
        "[...tr.cells].map((td, i) => [td.dataset.column || String(i), td.textContent])))"
    )
    for shown, (_, row) in zip(cells, table.iterrows(), strict=True):
        assert [shown["0"], shown["1"], shown["2"]] == [row["analysis"], row["provider"], row["domain"]]
        assert int(shown["total"]) == row["total"]
        assert int(shown["unsound"]) == row["unsound"]
        assert shown["lost_bits"] == format_bits(round(row["lost_bits"], 3))
    counts = page.evaluate(
        "Object.fromEntries([...document.querySelectorAll('#totals .total')].map(t => [t.dataset.verdict, Number(t.querySelector('.count').textContent)]))"
    )
    assert counts == {**totals(report), "all": len(findings)}
    assert page.evaluate("document.querySelectorAll('#chart svg g.cell').length") > 0

    # the table: every finding, in file order, one page
    assert matching(page) == len(findings)
    assert shown_indices(page) == severity_order(findings).tolist()  # most severe first
    assert column(page, "value") == list(by_severity(findings)["value"])

    # sorting: numerically, empty lost bits last either way, then back the other way
    lost = [format_bits(v) for v in findings["lost_bits"]]
    click(page, 'th[data-column="lost_bits"]')
    assert (
        page.evaluate("document.querySelector('th[data-column=\"lost_bits\"]').getAttribute('aria-sort')")
        == "ascending"
    )
    ascending = column(page, "lost_bits")
    assert ascending == sorted(lost, key=lost_key)
    assert ascending[0] == "0" and ascending[-1] == ""
    click(page, 'th[data-column="lost_bits"]')
    descending = column(page, "lost_bits")
    known = [v for v in lost if v]
    assert descending == sorted(known, key=float, reverse=True) + [""] * (len(lost) - len(known))
    assert float(descending[0]) == pytest.approx(findings["lost_bits"].max(), abs=1e-3)
    click(page, 'th[data-column="width"]')
    assert column(page, "width") == sorted(column(page, "width"), key=int)
    click(page, 'th[data-column="value"]')
    assert column(page, "value") == sorted(findings["value"])

    # filtering: the text box, then the selects, each the model's count
    set_control(page, "filter", "SREM", "input")
    expected = [i for i, row in findings.iterrows() if "srem" in row_text(row)]
    assert 0 < len(expected) < len(findings)
    assert matching(page) == len(expected)
    assert sorted(shown_indices(page)) == expected
    set_control(page, "filter", "known-bits  SREM", "input")  # every word, anywhere in the row
    expected = [i for i, row in findings.iterrows() if "known-bits" in row_text(row) and "srem" in row_text(row)]
    assert matching(page) == len(expected) > 0
    assert set(column(page, "domain")) == {"known-bits"}
    set_control(page, "filter", "", "input")
    assert matching(page) == len(findings)
    set_control(page, "verdict-filter", "unsound", "change")
    assert matching(page) == totals(report)["unsound"] == len(column(page, "verdict"))
    assert set(column(page, "verdict")) == {"unsound"}
    set_control(page, "analysis-filter", "builtin", "change")
    assert matching(page) == 0
    assert "No finding matches" in page.evaluate("document.querySelector('#findings tbody').textContent")
    set_control(page, "verdict-filter", "", "change")
    assert matching(page) == int((findings["analysis"] == "builtin").sum())
    set_control(page, "analysis-filter", "", "change")

    # details of the known-bits lost-precision row: the bits that differ are marked
    index = int(findings.index[(findings["domain"] == "known-bits") & (findings["verdict"] == "lost-precision")][0])
    imprecise = findings.iloc[index]
    oracle, claimed, width = imprecise["oracle"], imprecise["claimed"], int(imprecise["width"])
    click(page, f'tr.finding[data-index="{index}"]')
    assert page.evaluate("document.querySelectorAll('#details').length") == 1
    bits = page.evaluate(
        "[...document.querySelectorAll('#details table.bits tbody tr')].map(tr => "
        "[...tr.cells].slice(1).map(td => [td.textContent, td.classList.contains('diff')]))"
    )
    assert ["".join(t for t, _ in r) for r in bits] == [oracle, claimed]
    differing = {width - 1 - k for k in range(width) if oracle[k] != claimed[k]}
    assert differing  # a lost-precision row differs somewhere
    assert {width - 1 - k for k, (_, marked) in enumerate(bits[1]) if marked} == differing
    assert page.evaluate("document.querySelectorAll('#details table.bits td.diff.wrong').length") == 0
    souper = report.fragment(str(imprecise["fragment"]))
    assert souper is not None
    assert page.evaluate("document.querySelector('#details pre.souper').textContent") == souper["souper"].rstrip("\n")
    assert imprecise["source"] in page.evaluate("document.getElementById('details').textContent")
    png = page.screenshot()
    assert png_size(png)[0] > 0
    (tmp_path / "details.png").write_bytes(png)
    click(page, f'tr.finding[data-index="{index}"]')
    assert page.evaluate("document.querySelectorAll('#details').length") == 0

    # details of an unsound row: its counterexample and the value there
    index = int(findings.index[(findings["domain"] == "range") & (findings["verdict"] == "unsound")][0])
    unsound = findings.iloc[index]
    click(page, f'tr.finding[data-index="{index}"]')
    cex = page.evaluate("document.querySelector('#details .cex').textContent")
    assert unsound["counterexample"] in cex and unsound["actual"] in cex
    marked = page.evaluate(
        "[...document.querySelectorAll('#details table.facts td.diff.wrong')].map(td => td.textContent)"
    )
    assert marked == [unsound["claimed"]]

    png = page.screenshot()
    width_px, height_px = png_size(png)
    assert width_px > 0 and height_px > 0
    (tmp_path / "report.png").write_bytes(png)
    assert page.errors() == []
    page.close()


def test_thousands_of_rows_are_paged(browser: Chromium, report: Report, tmp_path: Path) -> None:
    copies = 40
    big = Report(pd.concat([report.findings] * copies, ignore_index=True), report.fragments, report.meta)
    total = len(big.findings)
    page = open_report(browser, big, tmp_path / "big.html")
    assert page.evaluate("document.querySelectorAll('#findings tbody tr').length") == 200
    assert page.evaluate("document.getElementById('page').textContent") == f"page 1 of {-(-total // 200)}"
    order = severity_order(big.findings).tolist()
    click(page, "#next")
    assert shown_indices(page) == order[200:400]
    click(page, "#last")
    pages = -(-total // 200)
    assert shown_indices(page) == order[(pages - 1) * 200 :]
    assert page.evaluate("document.getElementById('next').disabled") is True
    set_control(page, "verdict-filter", "unsound", "change")
    assert matching(page) == copies * totals(report)["unsound"]
    assert page.evaluate("document.getElementById('page').textContent") == "page 1 of 1"
    assert page.errors() == []
    page.close()


def test_user_text_shows_as_text_and_never_runs(browser: Chromium, report: Report, tmp_path: Path) -> None:
    page = open_report(browser, xss_report(report), tmp_path / "xss.html")
    click(page, 'tr.finding[data-index="0"]')  # the details panel shows the names and the fragment
    scripts = page.evaluate("[...document.querySelectorAll('script')].map(s => [s.id, s.type])")
    assert scripts == [["report-data", "application/json"], ["report-js", ""]]
    code = page.evaluate("document.getElementById('report-js').textContent")
    assert "alert(" not in code
    assert page.evaluate("document.querySelectorAll('img, iframe, object, embed').length") == 0
    text = page.evaluate("document.body.innerText")
    assert PAYLOAD in text
    assert IMG_PAYLOAD in text
    assert PAYLOAD in page.evaluate("document.querySelector('#details pre.souper').textContent")
    assert IMG_PAYLOAD in page.evaluate("document.getElementById('summary-table').innerText")
    assert page.events("Page.javascriptDialogOpening") == []
    assert page.errors() == []
    page.close()

    # positive control: the same checks do see a script that runs
    control = tmp_path / "control.html"
    control.write_text(f"<!DOCTYPE html><title>control</title><body>{PAYLOAD}</body>", encoding="utf-8")
    page = Page(browser)
    event = page.navigate(control.as_uri())
    assert event["method"] == "Page.javascriptDialogOpening"
    assert event["params"]["message"] == "1"
    page.send("Page.handleJavaScriptDialog", {"accept": True})
    page.close()


def test_bare_and_empty_reports_render(browser: Chromium, report: Report, tmp_path: Path) -> None:
    no_fragments = pd.DataFrame(columns=list(FRAGMENT_COLUMNS))
    bare = Report(report.findings, no_fragments, {})  # as loaded from a bare findings.csv
    page = open_report(browser, bare, tmp_path / "bare.html")
    assert page.evaluate("document.getElementById('meta')") is None
    assert matching(page) == len(report.findings)
    click(page, 'tr.finding[data-index="0"]')
    assert "not in this report" in page.evaluate("document.getElementById('details').textContent")
    assert page.errors() == []
    page.close()

    empty = Report(empty_findings(), no_fragments, {})
    page = open_report(browser, empty, tmp_path / "empty.html")
    assert matching(page) == 0
    assert page.evaluate("document.querySelector('#findings tbody').textContent") == "No findings."
    assert page.evaluate("[...document.querySelectorAll('th[data-column]')].map(th => th.dataset.column)") == list(
        TABLE_COLUMNS
    )
    click(page, 'th[data-column="lost_bits"]')
    set_control(page, "filter", "anything", "input")
    assert matching(page) == 0
    assert page.errors() == []
    page.close()


def test_a_huge_report_embeds_every_non_exact_row_and_says_how_many_it_left_out(
    report: Report, monkeypatch: pytest.MonkeyPatch
) -> None:
    import auditor.reports.html as html_module

    exact = int((report.findings["verdict"] == "exact").sum())
    others = len(report.findings) - exact
    assert exact >= 2 and others >= 1
    monkeypatch.setattr(html_module, "MAX_ROWS", others + 1)
    page = render_html(report)
    blob = re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S)
    assert blob is not None
    rows = json.loads(blob.group(1))["rows"]
    verdict = list(FINDINGS_COLUMNS).index("verdict")
    assert len(rows) == others + 1 and sum(r[verdict] != "exact" for r in rows) == others
    assert f"This page holds {others + 1:,} of the {len(report.findings):,} findings" in page
    monkeypatch.setattr(html_module, "MAX_ROWS", len(report.findings))
    assert "This page holds" not in render_html(report)
