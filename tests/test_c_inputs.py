"""C and C++ inputs of `auditor scan` (auditor.readers.c_source): compiled by clang to
LLVM IR kept in OUT/ir, read as `.ll`; compile errors are one diagnostic each and the
other inputs are still scanned."""

from __future__ import annotations

import csv
import doctest
import re
import subprocess
import sys
from pathlib import Path

import pytest

from auditor.errors import InputError
from auditor.readers import c_source
from auditor.readers.corpus import ReadOptions, discover
from tests.llvm_versions import require, toolchain

ROOT = Path(__file__).parent.parent
AUDITOR = Path(sys.executable).parent / "auditor"
GOOD = """\
unsigned mask_add(unsigned a, unsigned b) {
  unsigned low = a & 15;
  return (low + b) | 1;
}

int twice_abs(int x) { return x > 0 ? x * 2 : -x; }
"""
BAD = "int h(int x) {\n  return x +;\n}\n"


@pytest.fixture
def clang() -> str:
    found = c_source.find_clang()
    if found is None:
        pytest.skip("no clang on PATH (apt-get install clang-19)")
    return found


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(AUDITOR), *args], capture_output=True, text=True, check=False, cwd=ROOT)


def scan(source: Path, out: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run(
        "scan", str(source), "-a", "builtin", "-d", "known-bits", "--no-cache", "-j", "1", "--out", str(out), *args
    )


def rows(out: Path) -> list[dict[str, str]]:
    with open(out / "findings.csv", encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def unique_fragments(done: subprocess.CompletedProcess[str]) -> int:
    match = re.search(r"^(\d+) unique fragments", done.stdout, re.MULTILINE)
    assert match is not None, done.stdout
    return int(match[1])


def test_a_c_file_is_compiled_and_its_findings_point_into_its_ir(tmp_path: Path, clang: str) -> None:
    source = tmp_path / "mine.c"
    source.write_text(GOOD)
    done = scan(source, tmp_path / "out")
    assert done.returncode == 0, done.stderr
    found = rows(tmp_path / "out")
    assert {r["function"] for r in found} == {"mask_add", "twice_abs"}
    (ir,) = (tmp_path / "out" / "ir").glob("mine.c.*.ll")
    lines = ir.read_text().splitlines()
    assert lines[0].startswith("; auditor: ") and lines[0].endswith(f"-O2 -S -emit-llvm -o - {source}")
    for row in found:
        file, _, line = row["source"].rpartition(":")
        assert file == str(ir)
        assert re.match(r"\s+%[-\w.]+ = ", lines[int(line) - 1]), row["source"]  # an instruction, names kept
    assert "  %and = and i32 %a, 15" in lines  # source-ish names (-fno-discard-value-names)


def test_llvm_19_is_audited_on_c_with_its_own_clang(tmp_path: Path) -> None:
    require("clang-19")
    tc = toolchain(19)
    source = tmp_path / "mine.c"
    source.write_text(GOOD)
    done = run("scan", str(source), "-a", "llvm-19", "-d", "known-bits", "--no-cache", "-j", "1",
               "--out", str(tmp_path / "out"))  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert {r["analysis"] for r in rows(tmp_path / "out")} == {"llvm-19"}
    (ir,) = (tmp_path / "out" / "ir").glob("mine.c.*.ll")
    used = ir.read_text().splitlines()[0].split()[2]
    assert used in (str(tc.bindir / "clang"), c_source.find_clang(19))


def test_a_compile_error_is_one_line_and_the_other_inputs_are_still_scanned(tmp_path: Path, clang: str) -> None:
    bad, good = tmp_path / "bad.c", tmp_path / "good.opt"
    bad.write_text(BAD)
    good.write_text("%x:i8 = var\n%y:i8 = and %x, 3:i8\ninfer %y\n")
    done = run("scan", str(bad), str(good), "-a", "builtin", "-d", "known-bits", "--no-cache", "-j", "1",
               "--out", str(tmp_path / "out"))  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.splitlines() == [f"{bad}:2:13: error: clang: expected expression"]
    assert {r["source"].rpartition(":")[0] for r in rows(tmp_path / "out")} == {str(good)}


def test_only_a_broken_c_file_checks_nothing_and_fails(tmp_path: Path, clang: str) -> None:
    bad = tmp_path / "bad.cpp"
    bad.write_text("int f( {\n")
    done = scan(bad, tmp_path / "out")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    first, *rest = done.stderr.splitlines()
    assert re.fullmatch(rf"{re.escape(str(bad))}:1:\d+: error: clang: .*", first)
    assert all(line.startswith("auditor: error: no fragment to audit") for line in rest)


def test_a_missing_clang_is_one_line(tmp_path: Path) -> None:
    source = tmp_path / "mine.c"
    source.write_text(GOOD)
    done = scan(source, tmp_path / "out", "--clang", str(tmp_path / "no-clang"))
    assert done.returncode == 2
    assert done.stderr == f"auditor: error: --clang {tmp_path / 'no-clang'}: no such executable\n"


def test_cflags_are_applied(tmp_path: Path, clang: str) -> None:
    source = tmp_path / "mine.c"
    source.write_text(GOOD)
    o0 = scan(source, tmp_path / "o0", "--cflags", "-O0")
    o2 = scan(source, tmp_path / "o2", "--cflags=-O2 -DUNUSED='a b'")
    assert o0.returncode == 0 and o2.returncode == 0, o0.stderr + o2.stderr
    assert unique_fragments(o0) != unique_fragments(o2)


def test_no_clang_is_a_diagnostic_on_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "mine.c"
    source.write_text(GOOD)
    monkeypatch.setattr("auditor.readers.c_source.shutil.which", lambda name: None)
    result = c_source.read_file(source, ReadOptions(llvm_major=22, ir_dir=str(tmp_path)))
    assert result.fragments == ()
    (problem,) = result.diagnostics
    assert str(problem).startswith(f"{source}:0:0: error: no clang to compile this file (looked for clang-22, ")


def test_a_file_is_compiled_once_per_run(tmp_path: Path, clang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "mine.c"
    source.write_text(GOOD)
    calls: list[list[str]] = []
    real = subprocess.run

    def counting(argv: list[str], **kwargs: object) -> object:
        calls.append(argv)
        return real(argv, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("auditor.readers.c_source.subprocess.run", counting)
    options = ReadOptions(ir_dir=str(tmp_path / "ir"))
    first = c_source.read_file(source, options)
    second = c_source.read_file(str(source), options)
    assert len(calls) == 1 and first.fragments == second.fragments and first.fragments
    c_source.read_file(source, ReadOptions(cflags=("-O1",), ir_dir=str(tmp_path / "ir")))
    assert len(calls) == 2  # other flags: compiled again


def test_c_sources_are_read_when_named_not_found_in_directories(tmp_path: Path) -> None:
    (tmp_path / "mine.c").write_text(GOOD)
    (tmp_path / "mine.ll").write_text("")
    files, problems = discover([tmp_path, tmp_path / "mine.c"])
    assert files == [tmp_path / "mine.ll", tmp_path / "mine.c"] and problems == []


def test_compile_error_takes_the_first_located_error() -> None:
    header = "In file included from mine.c:1:\n/inc/a.h:4:2: error: unknown type name 'x'\nmine.c:9:1: error: later\n"
    assert str(c_source.compile_error("mine.c", header, 1)) == "/inc/a.h:4:2: error: clang: unknown type name 'x'"
    driver = "clang-19: error: unknown argument: '-fbogus'\n"
    assert (
        str(c_source.compile_error("mine.c", driver, 1))
        == "mine.c:0:0: error: clang failed: unknown argument: '-fbogus'"
    )


def test_bad_options_are_one_line_errors() -> None:
    with pytest.raises(InputError, match="--cflags"):
        c_source.split_cflags("-DX='unclosed")
    with pytest.raises(InputError, match="no such executable"):
        c_source.resolve_clang("no-such-clang-anywhere")


def test_docstring_examples() -> None:
    failed, _ = doctest.testmod(c_source)
    assert failed == 0
