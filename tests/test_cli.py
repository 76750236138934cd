"""The command line as a user meets it: the real `auditor` console script in a
subprocess, exit codes, one-line diagnostics, and the parse round trip."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
AUDITOR = Path(sys.executable).with_name("auditor")
DIAGNOSTIC = re.compile(r"^[^\n]+:\d+:\d+: (error|warning|note): [^\n]+$")


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "AUDITOR_DEBUG"}
    return subprocess.run([str(AUDITOR), *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=120)


def opt_files() -> list[Path]:
    return sorted([*ROOT.joinpath("corpora").rglob("*.opt"), *ROOT.joinpath("tests").rglob("*.opt")])


def test_help_and_version() -> None:
    helped = run("--help")
    assert helped.returncode == 0
    for command in ("parse", "version"):
        assert command in helped.stdout
    version = run("version")
    assert version.returncode == 0
    assert re.search(r"^auditor \d+\.\d+\.\d+$", version.stdout, re.M)
    assert re.search(r"^z3 \d+\.\d+", version.stdout, re.M)


@pytest.mark.parametrize("path", opt_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_parse_output_reads_back_to_the_same_hashes(path: Path, tmp_path: Path) -> None:
    first = run("parse", "--format", "json", str(path))
    hashes = [f["hash"] for f in json.loads(first.stdout)["fragments"]]
    text = run("parse", str(path))
    again = tmp_path / "again.opt"
    again.write_text(text.stdout)
    second = run("parse", "--format", "json", str(again))
    assert second.returncode == 0, second.stderr
    assert [f["hash"] for f in json.loads(second.stdout)["fragments"]] == hashes
    named = run("parse", "--keep-names", str(path))
    again.write_text(named.stdout)
    third = run("parse", "--format", "json", str(again))
    assert [f["hash"] for f in json.loads(third.stdout)["fragments"]] == hashes


def test_the_bundled_corpus_reads_cleanly() -> None:
    result = run("parse", "--format", "json", "corpora/souper")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["count"] >= 25 and data["files"] >= 2
    assert {"source", "line", "hash", "root", "text"} <= set(data["fragments"][0])


MALFORMED = {
    "unknown-opcode.opt": b"%x:i8 = var\n%y:i8 = frob %x, 1\ninfer %y\n",
    "width-mismatch.opt": b"%x:i8 = var\n%y:i16 = add %x, %x\ninfer %y\n",
    "undefined-name.opt": b"%x:i8 = var\n%y:i8 = add %x, %z\ninfer %y\n",
    "truncated.opt": b"%x:i8 = var\n%y:i8 = add %x,\ninfer %y\n",
    "junk.opt": bytes(range(1, 256)) * 3,
    "non-utf8.opt": b"%x:i8 = var\n%y:i8 = add %x, 1 ; \xff\xfe\ninfer %y\n",
    "i0.opt": b"%x:i0 = var\ninfer %x\n",
    "huge-width.opt": b"%x:i100000 = var\ninfer %x\n",
}
GOOD = b"%a:i8 = var\n%b:i8 = add %a, 1\ninfer %b\n"


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_input_exits_2_with_one_line_per_problem(name: str, tmp_path: Path) -> None:
    # A good fragment after the bad one must still be read.
    path = tmp_path / name
    path.write_bytes(MALFORMED[name] + b"\n" + GOOD)
    result = run("parse", "--format", "json", str(path))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert lines, "a diagnostic is expected"
    for line in lines:
        assert DIAGNOSTIC.match(line), line
        assert line.startswith(str(path))
    if name != "junk.opt":
        assert json.loads(result.stdout)["count"] >= 1


def test_directories_keep_going_and_survive_symlink_loops(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "bad.opt").write_bytes(MALFORMED["unknown-opcode.opt"])
    (tmp_path / "a" / "good.opt").write_bytes(GOOD)
    (tmp_path / "a" / "loop").symlink_to(tmp_path / "a")
    (tmp_path / "empty").mkdir()
    result = run("parse", "--format", "json", str(tmp_path))
    assert result.returncode == 2
    assert json.loads(result.stdout)["count"] == 1
    assert all(DIAGNOSTIC.match(line) for line in result.stderr.splitlines())
    assert "symlink loop" in result.stderr


def test_missing_path_is_an_input_error(tmp_path: Path) -> None:
    result = run("parse", str(tmp_path / "nope.opt"))
    assert result.returncode == 2
    assert result.stderr.strip() == f"{tmp_path / 'nope.opt'}:0:0: error: no such file or directory"


def test_usage_error_exits_2() -> None:
    result = run("parse", "--format", "yaml", "corpora/souper")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr


def test_oracle_json_has_one_record_per_value_and_domain() -> None:
    source = ROOT / "corpora" / "souper" / "literature.opt"
    result = run("oracle", str(source), "-d", "known-bits", "-d", "range", "--format", "json")
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)
    assert {"source", "fragment", "value", "domain", "fact", "status"} <= set(rows[0])
    assert {r["domain"] for r in rows} == {"known-bits", "range"}
    first = [r for r in rows if r["line"] == rows[0]["line"] and r["value"] == "%r"]
    assert {r["domain"]: r["fact"] for r in first} == {"known-bits": "0" * 29 + "xxx", "range": "[0,5)"}
    assert all(r["status"] in ("exhaustive", "proven", "partial", "vacuous") for r in rows)
    assert all(r["source"] == str(source) for r in rows)


def test_oracle_csv_and_table(tmp_path: Path) -> None:
    path = tmp_path / "one.opt"
    path.write_bytes(GOOD)
    table = run("oracle", str(path), "-d", "unsigned-range")
    assert table.returncode == 0 and "unsigned-range" in table.stdout and "[1,0)" not in table.stdout
    as_csv = run("oracle", str(path), "--format", "csv", "-d", "non-zero")
    lines = as_csv.stdout.splitlines()
    assert lines[0].startswith("source,line,fragment,value,opcode,width,domain,fact,status")
    assert len(lines) == 3  # header + %a + %b


def test_oracle_rejects_unknown_domain() -> None:
    result = run("oracle", "corpora/souper", "-d", "bogus")
    assert result.returncode == 2
    assert "unknown domain 'bogus'" in result.stderr
    assert "Traceback" not in result.stderr
