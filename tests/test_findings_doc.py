"""The committed findings: docs/findings-llvm22.md is written from
docs/findings-llvm22/patterns.csv (what `auditor patterns /tmp/full_scan -a llvm-22
--versus llvm-19 --out docs/findings-llvm22` writes), and every claim it makes about
LLVM 22 must hold when anyone re-runs it. So, for every pattern, independently of the
code that produced the file: the reproducer's Souper text is read back, the llvm-22
adapter is run on it and must make the stated claim, and the oracle is run on it and
must prove the stated best fact, with the stated verdict between the two — in each
domain of the row (one pattern of several domains states all of them). A
reproducer of more than 4 instructions is not minimal enough to file.

A missing file is a failure, not a skip (the documentation would cite numbers no test
guards), except where LLVM 22 is not installed, where every LLVM test skips."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from auditor import api
from auditor.compare import Verdict, judge
from auditor.domains.base import Domain, lattice
from auditor.oracles.engine import open_session
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text
from auditor.reports.csv import format_bits
from auditor.reports.patterns_csv import PATTERN_COLUMNS, SEPARATOR
from auditor.reports.versus_csv import VERSUS_COLUMNS
from auditor.store import format_fact
from tests.llvm_versions import toolchain

if TYPE_CHECKING:
    from auditor.analyses.base import Analysis

ROOT = Path(__file__).resolve().parents[1]
DIRECTORY = ROOT / "docs" / "findings-llvm22"
PATTERNS = DIRECTORY / "patterns.csv"
REGENERATE = "auditor patterns /tmp/full_scan -a llvm-22 --versus llvm-19 --out docs/findings-llvm22"
MAX_INSTRUCTIONS = 4


def committed_rows() -> list[dict[str, str]]:
    """The rows of patterns.csv; [] when there is none (the tests then fail)."""
    if not PATTERNS.is_file():
        return []
    with PATTERNS.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def require_committed() -> None:
    """Skip without LLVM 22, like every LLVM test; else fail if the file is missing."""
    toolchain(22)
    if not PATTERNS.is_file():
        pytest.fail(f"{PATTERNS.relative_to(ROOT)} is missing: write it with `{REGENERATE}`")


ROWS = committed_rows()
PARAMS = [pytest.param(row, id=f"rank-{row.get('rank', '?')}") for row in ROWS] or [
    pytest.param(None, id="patterns.csv-missing")
]


@pytest.fixture(scope="module")
def llvm22() -> Analysis:
    toolchain(22)
    (analysis,) = api.load_analyses(["llvm-22"])
    return analysis


def test_the_directory_is_what_the_documented_command_writes() -> None:
    require_committed()
    with PATTERNS.open(newline="", encoding="utf-8") as f:
        header = next(csv.reader(f))
    assert tuple(header) == PATTERN_COLUMNS
    assert ROWS, "patterns.csv has no pattern"
    assert [int(r["rank"]) for r in ROWS] == list(range(1, len(ROWS) + 1))
    assert {r["analysis"] for r in ROWS} == {"llvm-22"}
    markdown = (DIRECTORY / "patterns.md").read_text(encoding="utf-8")
    assert "## llvm-19 → llvm-22" in markdown
    # provider gaps are blocks of their own section, one level down
    assert all(f"\n{'###' if r['gap'] == 'provider gap' else '##'} {r['rank']}. " in markdown for r in ROWS)
    with (DIRECTORY / "versus.csv").open(newline="", encoding="utf-8") as f:
        versus = list(csv.reader(f))
    assert tuple(versus[0]) == VERSUS_COLUMNS
    assert {(r[0], r[1]) for r in versus[1:]} <= {("llvm-19", "llvm-22")}


@pytest.mark.parametrize("row", PARAMS)
def test_the_reproducer_shows_the_stated_claim_and_best_fact(row: dict[str, str] | None, llvm22: Analysis) -> None:
    """Every domain of the row: a pattern of several domains states a claim, a
    best fact and the lost bits for each, `;`-separated in the order of `domains`."""
    require_committed()
    assert row is not None
    rank = row["rank"]
    assert row["souper"], f"pattern {rank} has no reproducer ({row['note']})"
    (fragment,) = parse_text(row["souper"], f"patterns.csv:{rank}").fragments
    assert len(fragment.insts) <= MAX_INSTRUCTIONS, f"pattern {rank}: {len(fragment.insts)} instructions"
    assert str(len(fragment.insts)) == row["instructions"]
    domains = [Domain(d) for d in row["domains"].split(SEPARATOR)]
    assert len(set(domains)) == len(domains)
    stated = {c: row[c].split(SEPARATOR) for c in ("claimed", "best", "reproducer_lost_bits")}
    assert all(len(v) == len(domains) for v in stated.values()), f"pattern {rank}: {stated}"
    lines = row["expected"].splitlines()
    assert not row["expected"] or len(lines) == len(domains), f"pattern {rank}: not one opt line per domain"
    index = fragment.names.index(row["value"].removeprefix("%"))
    width = fragment.insts[index].width

    for n, domain in enumerate(domains):
        where = f"pattern {rank}, {domain.value}"
        claims = [
            c
            for c in llvm22.analyze([fragment], [domain])
            if getattr(c, "value", None) == index and getattr(c, "provider", None) == row["provider"]
        ]
        assert len(claims) <= 1
        # no claim is read as claiming nothing, as a scan reads it
        claimed: Any = claims[0].fact if claims else lattice(domain).top(width)  # type: ignore[union-attr]
        assert format_fact(domain, claimed) == stated["claimed"][n], f"{where}: LLVM 22 now claims otherwise"

        (facts,) = api.oracle([fragment], [domain])
        (best,) = [f for f in facts.facts if f.value == index and f.domain is domain]
        assert best.status in (Status.PROVEN, Status.EXHAUSTIVE), f"{where}: the oracle says {best.status}"
        assert format_fact(domain, best.fact) == stated["best"][n], where

        # The final verdict, as a scan gives it: in `range` a claim the lattice order
        # calls unsound ({1, 255} in [1,0) but not all of the best [255,2)) is settled
        # by the soundness check.
        judgement = judge(lambda: open_session(fragment), claimed, best)
        verdict, lost = judgement.verdict, judgement.lost_bits
        assert verdict.value == row["verdict"], where
        if verdict is Verdict.LOST_PRECISION:
            assert format_bits(lost) == stated["reproducer_lost_bits"][n], where
        else:
            assert verdict is Verdict.UNSOUND and row["counterexample"], f"{where}: {verdict}"


@pytest.mark.parametrize("row", PARAMS)
def test_the_other_providers_listed_make_the_stated_claims(row: dict[str, str] | None, llvm22: Analysis) -> None:
    """A pattern lost by several providers names the others (`also_lost_by`) with their
    claims on the reproducer (`also_claimed`, `provider domain claim` items): LLVM 22
    makes each, and it has the row's verdict against the oracle's best fact there."""
    require_committed()
    assert row is not None
    if not row["also_claimed"]:
        assert not row["also_lost_by"]
        return
    (fragment,) = parse_text(row["souper"], f"patterns.csv:{row['rank']}").fragments
    index = fragment.names.index(row["value"].removeprefix("%"))
    width = fragment.insts[index].width
    items = [item.split(" ", 2) for item in row["also_claimed"].split(SEPARATOR)]
    assert sorted({p for p, _, _ in items}) == sorted(row["also_lost_by"].split(SEPARATOR))
    for provider, name, stated in items:
        domain = Domain(name)
        where = f"pattern {row['rank']}, {provider}, {name}"
        claims = [
            c
            for c in llvm22.analyze([fragment], [domain])
            if getattr(c, "value", None) == index and getattr(c, "provider", None) == provider
        ]
        claimed: Any = claims[0].fact if claims else lattice(domain).top(width)  # type: ignore[union-attr]
        assert format_fact(domain, claimed) == stated, f"{where}: LLVM 22 now claims otherwise"
        (facts,) = api.oracle([fragment], [domain])
        (best,) = [f for f in facts.facts if f.value == index and f.domain is domain]
        assert best.status in (Status.PROVEN, Status.EXHAUSTIVE), where
        assert judge(lambda: open_session(fragment), claimed, best).verdict.value == row["verdict"], where
