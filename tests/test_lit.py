"""auditor/patterns/lit.py and files.py: the lit test of a pattern whose best fact
LLVM 22 misses is run for real — `opt-22` with its RUN line's passes, piped to
FileCheck — and passes; its CHECK lines are update_test_checks.py's form; every
file patterns.md names is written beside it."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from auditor import api
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.ir.llvm_printer import to_llvm_module
from auditor.ir.printer import format_fragment
from auditor.patterns import DomainAudit, DomainTotals, Gap, Impact, Pattern, PatternsResult, Reproducer, Tools
from auditor.patterns.files import pattern_files
from auditor.patterns.impact import impact_of, tools_of
from auditor.patterns.lit import INSTCOMBINE, LitTest, check_lines, lit_test
from auditor.readers.souper import parse_text

MUL = "%x:i8 = var\n%m:i8 = mul %x, -10:i8\ninfer %m\n"
TRUNC = "%x:i64 = var\n%t:i32 = trunc nuw nsw %x\ninfer %t\n"


def filecheck() -> str:
    found = shutil.which("FileCheck-22") or shutil.which("FileCheck")
    if found is None and Path("/usr/lib/llvm-22/bin/FileCheck").exists():
        found = "/usr/lib/llvm-22/bin/FileCheck"
    if found is None:
        pytest.skip("no FileCheck of LLVM 22")
    return found


def llvm22() -> Tools:
    tools = tools_of(22)
    if tools.opt is None:
        pytest.skip("no opt-22")
    return tools


def pattern(text: str, value: str, domain: Domain, best: str, claimed: str, tools: Tools, rank: int = 1) -> Pattern:
    (fragment,) = parse_text(text).fragments
    impact = impact_of(fragment, value, domain, best, claimed, tools)
    module, _ = to_llvm_module([fragment], 22)
    audit = DomainAudit(domain, best, claimed, Verdict.LOST_PRECISION, 1.0, "sat", "", "", "", "", "")
    reproducer = Reproducer(fragment, value, format_fragment(fragment), module, (audit,), "", "", "", "")
    totals = DomainTotals(domain, 1, 1, 1.0, 1.0, 1)
    return Pattern(rank, text.splitlines()[1], "llvm-22", "ValueTracking", Verdict.LOST_PRECISION, (totals,), 1, 1, 1,
                   "a.c:1", "f", "abc", reproducer, impact=impact, gap=Gap.ANALYSIS)  # fmt: skip


def run_lit(test: LitTest, directory: Path) -> subprocess.CompletedProcess[str]:
    """The RUN line as lit runs it: `opt-22 PASSES -S < file | FileCheck file`."""
    path = directory / test.name
    path.write_text(test.text)
    return run_lit_file(path)


def run_lit_file(path: Path) -> subprocess.CompletedProcess[str]:
    """`path`'s RUN line as lit runs it, with opt-22 and FileCheck of LLVM 22."""
    text = path.read_text()
    run = text.splitlines()[0]
    passes = re.search(r"-passes=('[^']*'|\S+)", run)
    assert passes is not None, run
    opt = subprocess.run(["opt-22", f"-passes={passes[1].strip(chr(39))}", "-S"], input=text,
                         capture_output=True, text=True, check=False)  # fmt: skip
    assert opt.returncode == 0, opt.stderr
    return subprocess.run([filecheck(), str(path)], input=opt.stdout, capture_output=True, text=True, check=False)


COMMITTED = sorted((Path(__file__).resolve().parents[1] / "docs" / "findings-llvm22").glob("*.lit.ll"))


@pytest.mark.parametrize("path", COMMITTED, ids=[p.name for p in COMMITTED])
def test_every_committed_lit_test_passes_with_opt_22(path: Path) -> None:
    """docs/findings-llvm22's lit tests, as an LLVM developer would run them upstream:
    the CHECK lines match opt-22's current output."""
    llvm22()
    done = run_lit_file(path)
    assert done.returncode == 0, done.stderr


def test_the_committed_findings_have_lit_tests() -> None:
    assert COMMITTED, "docs/findings-llvm22 holds no lit test: regenerate it (tests/test_findings_doc.py)"


@pytest.mark.parametrize(
    ("text", "value", "domain", "best", "claimed", "keeps"),
    [
        (MUL, "%x", Domain.DEMANDED_BITS, "01111111", "11111111", "or i8 [[X]], -128"),
        (TRUNC, "%t", Domain.NON_NEGATIVE, "true", "false", "icmp sgt i32 [[T]], -1"),
    ],
)
def test_the_lit_test_of_a_missed_fold_passes_with_the_audited_opt(
    tmp_path: Path, text: str, value: str, domain: Domain, best: str, claimed: str, keeps: str
) -> None:
    tools = llvm22()
    test = lit_test(pattern(text, value, domain, best, claimed, tools), tools)
    assert isinstance(test, LitTest), test
    lines = test.text.splitlines()
    assert lines[0] in (
        "; RUN: opt -passes=instcombine -S < %s | FileCheck %s",
        "; RUN: opt -passes='default<O2>' -S < %s | FileCheck %s",
    )
    assert f"best fact {best}; ValueTracking claims {claimed}." in test.text
    assert any(line.startswith("; CHECK-LABEL: define ") and line.endswith("@f0(") for line in lines)
    assert any(line.startswith("; CHECK-NEXT:") and keeps in line for line in lines), test.text
    done = run_lit(test, tmp_path)
    assert done.returncode == 0, done.stderr + test.text


def test_the_lit_test_fails_when_the_output_differs(tmp_path: Path) -> None:
    """The CHECK lines are strict: the same test with its use's constant changed fails."""
    tools = llvm22()
    test = lit_test(pattern(TRUNC, "%t", Domain.NON_NEGATIVE, "true", "false", tools), tools)
    assert isinstance(test, LitTest), test
    broken = test.text.replace("icmp sgt i32 [[T]], -1", "icmp sgt i32 [[T]], 0")
    assert broken != test.text
    done = run_lit(LitTest(test.name, broken, test.passes), tmp_path)
    assert done.returncode != 0


def test_check_lines_are_update_test_checks_form() -> None:
    output = (
        'define noundef i8 @f0(i8 noundef %x, i8 %"0") local_unnamed_addr #0 {\n'
        "auditor.entry:\n"
        "  %auditor.use = or i8 %x, -128 ; a comment\n"
        '  %m = mul i8 %auditor.use, %"0"\n'
        "  ret i8 %m\n"
        "}\n"
    )
    assert check_lines(output) == [
        "; CHECK-LABEL: define noundef i8 @f0(",
        "; CHECK-SAME: i8 noundef [[X:%.*]], i8 [[TMP0:%.*]]) local_unnamed_addr #[[ATTR0:[0-9]+]] {",
        "; CHECK-NEXT:  auditor.entry:",
        "; CHECK-NEXT:    [[AUDITOR_USE:%.*]] = or i8 [[X]], -128",
        "; CHECK-NEXT:    [[M:%.*]] = mul i8 [[AUDITOR_USE]], [[TMP0]]",
        "; CHECK-NEXT:    ret i8 [[M]]",
    ]
    assert check_lines("; no function\n") == []


def test_no_consumer_or_no_opt_gives_a_reason() -> None:
    tools = llvm22()
    p = pattern(TRUNC, "%t", Domain.NON_NEGATIVE, "true", "false", tools)
    assert isinstance(lit_test(p, None), str)
    assert isinstance(lit_test(p, Tools(22, None, None)), str)
    bare = Pattern(**{**p.__dict__, "impact": Impact(None, None, "not measured")})
    assert lit_test(bare, tools) == "no use the best fact decides (no impact consumer)"


def test_every_file_patterns_md_names_is_written(tmp_path: Path) -> None:
    tools = llvm22()
    first = pattern(MUL, "%x", Domain.DEMANDED_BITS, "01111111", "11111111", tools)
    second = pattern(TRUNC, "%t", Domain.NON_NEGATIVE, "true", "false", tools, rank=2)
    result = PatternsResult("llvm-22", "22", (first, second), 2, 2, 2, 0.0, tools=tools)
    assert set(pattern_files(result)) == {
        f"pattern-0{n}{suffix}" for n in (1, 2) for suffix in (".opt", ".ll", ".lit.ll")
    }
    api.write_patterns(result, tmp_path)
    markdown = (tmp_path / "patterns.md").read_text()
    named = set(re.findall(r"`(pattern-\d\d[.\w]*)`", markdown))
    assert {"pattern-01.opt", "pattern-01.ll", "pattern-01.lit.ll", "pattern-02.lit.ll"} <= named
    assert all((tmp_path / name).is_file() for name in named), named
    assert (tmp_path / "pattern-01.opt").read_text() == first.reproducer.souper if first.reproducer else False
    assert INSTCOMBINE in (tmp_path / "pattern-01.lit.ll").read_text()
