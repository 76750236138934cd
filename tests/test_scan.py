"""`auditor scan`: findings.csv schema and determinism, the summary, which values are
audited, and the command line."""

from __future__ import annotations

import csv
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from auditor import api
from auditor.compare import Verdict
from auditor.domains.base import FORWARD, Domain
from auditor.readers.souper import parse_text
from auditor.reports.csv import FINDINGS_COLUMNS, findings_csv
from auditor.reports.model import empty_findings
from auditor.scan import ScanOptions, targets, unique_fragments

ROOT = Path(__file__).parent.parent
CORPORA = ROOT / "corpora"
BROKEN = ROOT / "tests" / "analyses" / "data" / "broken.opt"
AUDITOR = Path(sys.executable).parent / "auditor"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(AUDITOR), *args], capture_output=True, text=True, check=False, cwd=ROOT)


def test_findings_csv_has_the_documented_columns_and_is_deterministic(tmp_path: Path) -> None:
    first = run("scan", str(BROKEN), "-a", "builtin", "--out", str(tmp_path / "a"))
    second = run("scan", str(BROKEN), "-a", "builtin", "--out", str(tmp_path / "b"))
    assert second.returncode == 0, second.stderr
    assert first.returncode == 0, first.stderr
    a = (tmp_path / "a" / "findings.csv").read_bytes()
    assert a == (tmp_path / "b" / "findings.csv").read_bytes()
    rows = list(csv.DictReader(a.decode().splitlines()))
    assert tuple(rows[0]) == FINDINGS_COLUMNS
    documented = (ROOT / "docs" / "csv-schema.md").read_text()
    assert all(f"`{column}`" in documented for column in FINDINGS_COLUMNS)
    # 6 fragments: 10 forward domains at each root, demanded bits at each of 7 inputs.
    assert len(rows) == 6 * len(FORWARD) + 7
    keys = [(r["fragment"], r["value"], r["domain"], r["analysis"], r["provider"]) for r in rows]
    assert len(set(keys)) == len(keys)
    assert "builtin" in first.stdout and "lost bits" in first.stdout


def test_duplicates_are_merged_with_their_count(tmp_path: Path) -> None:
    text = BROKEN.read_text()
    (tmp_path / "one.opt").write_text(text)
    (tmp_path / "two.opt").write_text(text.replace("%x", "%renamed"))
    result = api.scan([tmp_path], ["builtin"], ScanOptions(domains=(Domain.KNOWN_BITS,)))
    assert result.fragments == 12 and result.unique == 6
    assert {f.occurrences for f in result.findings} == {2}


def test_targets_are_roots_and_inputs_unless_all_values() -> None:
    (f,) = parse_text("%x:i8 = var\n%y:i8 = var\n%a:i8 = add %x, %y\n%r:i8 = mul %a, 3:i8\ninfer %r\n", "t").fragments
    assert targets(f, [Domain.KNOWN_BITS, Domain.DEMANDED_BITS], False) == [
        (3, Domain.KNOWN_BITS), (0, Domain.DEMANDED_BITS), (1, Domain.DEMANDED_BITS)
    ]  # fmt: skip
    every = targets(f, [Domain.KNOWN_BITS, Domain.DEMANDED_BITS], True)
    assert [v for v, d in every if d is Domain.KNOWN_BITS] == [0, 1, 2, 3]
    assert [v for v, d in every if d is Domain.DEMANDED_BITS] == [0, 1, 2]


def test_unique_fragments_are_ordered_by_hash() -> None:
    fragments = parse_text(BROKEN.read_text(), "b.opt").fragments
    ordered = unique_fragments(reversed(fragments))
    assert [u.hash for u in ordered] == sorted(u.hash for u in ordered)
    assert [u.hash for u in ordered] == [u.hash for u in unique_fragments(fragments)]


def test_a_crashing_python_analysis_becomes_error_rows(tmp_path: Path) -> None:
    plugin = tmp_path / "crashy.py"
    plugin.write_text(
        "from auditor.analyses.base import Claim\n"
        "from auditor.domains.base import Domain\n"
        "class Crashy:\n"
        "    name, version, domains = 'crashy', '1', frozenset({Domain.KNOWN_BITS})\n"
        "    def analyze(self, fragments, domains):\n"
        "        if any(i.op.value == 'srem' for f in fragments for i in f.insts):\n"
        "            raise RuntimeError('srem is hard')\n"
        "        return []\n"
    )
    result = api.scan([BROKEN], [f"python:{plugin}:Crashy"], ScanOptions(domains=(Domain.KNOWN_BITS,)))
    errors = [f for f in result.findings if f.verdict is Verdict.ERROR]
    assert len(errors) == 2 and all("srem is hard" in f.detail for f in errors)
    assert len(result.findings) == 6


def test_bad_input_is_a_diagnostic_and_the_rest_is_scanned(tmp_path: Path) -> None:
    (tmp_path / "good.opt").write_text("%x:i8 = var\n%r:i8 = and %x, 3:i8\ninfer %r\n")
    (tmp_path / "bad.opt").write_text("%x:i8 = var\n%r:i8 = frobnicate %x\ninfer %r\n")
    done = run("scan", str(tmp_path), "-a", "builtin", "-d", "known-bits", "--out", str(tmp_path / "out"))
    assert done.returncode == 2
    assert "bad.opt:2:" in done.stderr and "Traceback" not in done.stderr
    rows = list(csv.DictReader((tmp_path / "out" / "findings.csv").read_text().splitlines()))
    assert [(r["value"], r["claimed"], r["verdict"]) for r in rows] == [("%r", "000000xx", "exact")]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-d", "bogus"], "unknown domain 'bogus'"),
        (["-a", "python:nowhere_at_all:X"], "importing nowhere_at_all failed"),
        (["-a", "cmd:/no/such/program"], "not found"),
    ],
)
def test_usage_errors_exit_2_in_one_line(args: list[str], message: str, tmp_path: Path) -> None:
    done = run("scan", str(BROKEN), "--out", str(tmp_path), *args)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


def test_analyses_command_lists_builtin() -> None:
    done = run("analyses")
    assert done.returncode == 0 and "builtin" in done.stdout


def test_findings_csv_of_nothing_is_just_the_header() -> None:
    assert findings_csv(empty_findings()) == ",".join(FINDINGS_COLUMNS) + "\n"


def test_make_scans_corpora_scan_with_the_default_analyses(tmp_path: Path) -> None:
    """What `make scan` runs (every analysis available here: builtin, and llvm-19 /
    llvm-22 where installed), on two domains to stay quick."""
    paths = [str(CORPORA / "smoke"), str(CORPORA / "souper")]
    done = run("scan", *paths, "--out", str(tmp_path), "-d", "known-bits", "-d", "non-zero")
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader((tmp_path / "findings.csv").read_text().splitlines()))
    assert rows and not [r for r in rows if r["verdict"] in ("unsound", "error")]
    # Every scalar integer value became a fragment; only vectors are left out, and said so.
    made = re.search(
        r"(\d+) of (\d+) integer SSA values became fragments \([\d.]+%\)(?:; (\d+) not audited)?", done.stdout
    )
    assert made, done.stdout
    fragments, values, not_audited = (int(g or 0) for g in made.groups())
    assert fragments + not_audited == values
    assert not not_audited or f"not audited: vector of integers: {not_audited}" in done.stdout
    analyses = {r["analysis"] for r in rows}
    for major in (19, 22):
        if shutil.which(f"llvm-config-{major}"):
            assert f"llvm-{major}" in analyses
    assert any(r["source"].startswith(str(CORPORA / "smoke")) and r["function"] for r in rows)


def test_a_finding_crosses_from_a_worker_intact() -> None:
    """A worker sends its rows as tuples (`_to_wire`); the scan's process rebuilds
    them (`_from_wire`). Every field, each set to a value of its own (so a field added
    to Finding, or two swapped, fails here), comes back equal, texts interned."""
    import dataclasses
    import pickle

    from auditor.scan import Finding, _from_wire, _to_wire

    values: dict[str, object] = {}
    for n, f in enumerate(dataclasses.fields(Finding)):
        if f.type == "Domain":
            values[f.name] = Domain.SIGNED_RANGE
        elif f.type == "Verdict":
            values[f.name] = Verdict.LOST_PRECISION
        elif f.type == "int":
            values[f.name] = 100 + n
        elif f.type == "float | None":
            values[f.name] = 0.5 + n
        else:
            values[f.name] = "".join(["text ", str(n)])  # built, so not interned already
    row = Finding(**values)  # type: ignore[arg-type]
    back = _from_wire(pickle.loads(pickle.dumps(_to_wire([row])))[0])
    assert {f.name: getattr(back, f.name) for f in dataclasses.fields(Finding)} == values
    assert back.source is sys.intern("text 2")
