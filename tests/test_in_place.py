"""auditor/patterns/in_place.py: the best fact asserted with `llvm.assume` in the
original corpus function — the assume form of each domain, where it goes, what is
counted — the real `opt-22 -O2` on hand-written functions whose outcome is known (0
where LLVM already knows the fact, negative where the fact folds a compare), every
"not measured" path with its reason, end to end through `auditor patterns`, and the
delta in patterns.csv, patterns.md and the HTML section."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from auditor import api
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.patterns import DomainTotals, Impact, Pattern, PatternOptions, PatternsResult
from auditor.patterns.impact import Tools, tools_of
from auditor.patterns.in_place import (
    Assumption,
    Place,
    assumption,
    counted,
    function_body,
    in_place_impact,
    locate,
    prepared,
    serving_assumes,
    with_assumption,
)
from auditor.readers.souper import parse_text
from auditor.reports.patterns_csv import PATTERN_COLUMNS, pattern_record
from auditor.reports.patterns_html import patterns_section
from auditor.reports.patterns_md import patterns_markdown
from auditor.scan import ScanOptions
from tests.llvm_versions import require

# Line 3 defines %x, line 4 is its use: LLVM knows a zext of an i8 is below 256.
ZEXT_LL = """\
define i32 @known(i8 %a) {
entry:
  %x = zext i8 %a to i32
  %c = icmp ult i32 %x, 256
  %r = select i1 %c, i32 %x, i32 7
  ret i32 %r
}
"""
ZEXT = "%a:i8 = var\n%x:i32 = zext %a\ninfer %x\n"

# `trunc nuw nsw` fits in i32 both ways, so %t is non-negative ([0, 2^31)), but -O2
# keeps `icmp slt %t, 0` (tests/test_impact.py): assumed, the compare folds.
TRUNC_LL = """\
define internal i32 @missed(i64 %a, i32 %b) #0 {
entry:
  %t = trunc nuw nsw i64 %a to i32
  %c = icmp slt i32 %t, 0
  %r = select i1 %c, i32 %b, i32 %t
  ret i32 %r
}

attributes #0 = { noinline nounwind optnone }
"""
TRUNC = "%a:i64 = var\n%t:i32 = trunc nuw nsw %a\ninfer %t\n"
SIGN_LL = """\
define i32 @sign(i64 %a) {
entry:
  %t = trunc nuw nsw i64 %a to i32
  %c = icmp slt i32 %t, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
"""

PHI_LL = """\
define i8 @loop(i8 %n) {
entry:
  br label %head

head:
  %i = phi i8 [ 0, %entry ], [ %j, %head ]
  %k = phi i8 [ 1, %entry ], [ %i, %head ]
  %j = add i8 %i, 1
  %done = icmp eq i8 %j, %n
  br i1 %done, label %exit, label %head

exit:
  ret i8 %k
}
"""


def fragment(text: str) -> Fragment:
    (found,) = parse_text(text).fragments
    return found


def write(directory: Path, text: str, name: str = "corpus.ll") -> Path:
    path = directory / name
    path.write_text(text)
    return path


def llvm22() -> Tools:
    require("opt-22")
    return tools_of(22)


# -- the assume form of each domain


def text(domain: Domain, best: str, width: int = 8) -> str:
    found = assumption(domain, best, width, "%v")
    assert isinstance(found, Assumption), found
    return found.text


def test_each_domain_has_its_assume_form() -> None:
    assert text(Domain.RANGE, "[0,256)", 32) == "icmp ult i32 %v, 256"
    assert text(Domain.UNSIGNED_RANGE, "[3,200)") == "icmp uge i8 %v, 3 and icmp ult i8 %v, -56"
    # wraps unsigned, not signed: the signed pair; a bound at INT_MIN is left out
    assert text(Domain.SIGNED_RANGE, "[-4,5)") == "icmp sge i8 %v, -4 and icmp slt i8 %v, 5"
    assert text(Domain.SIGNED_RANGE, "[-128,5)") == "icmp slt i8 %v, 5"
    # wraps both ways: the membership test
    assert text(Domain.RANGE, "[100,20)") == "icmp ult (add i8 %v, -100), -80"
    assert text(Domain.SIGN_BITS, "3") == "icmp sge i8 %v, -32 and icmp slt i8 %v, 32"
    assert text(Domain.KNOWN_BITS, "0000xxx1") == "icmp eq (and i8 %v, -15), 1"
    assert text(Domain.NON_ZERO, "true") == "icmp ne i8 %v, 0"
    assert text(Domain.NEGATIVE, "true") == "icmp slt i8 %v, 0"
    assert text(Domain.NON_NEGATIVE, "true") == "icmp sgt i8 %v, -1"
    assert text(Domain.POWER_OF_TWO, "true") == "icmp eq (call i8 @llvm.ctpop.i8(i8 %v)), 1"


def test_each_compare_has_its_own_assume_and_the_declarations_it_needs() -> None:
    pair = assumption(Domain.UNSIGNED_RANGE, "[3,200)", 8, "%v")
    assert isinstance(pair, Assumption)
    assert pair.lines == (
        '%"auditor:assume.0" = icmp uge i8 %v, 3',
        '%"auditor:assume.1" = icmp ult i8 %v, -56',
        'call void @llvm.assume(i1 %"auditor:assume.0")',
        'call void @llvm.assume(i1 %"auditor:assume.1")',
    )
    pop = assumption(Domain.POWER_OF_TWO, "true", 8, "%v")
    assert isinstance(pop, Assumption) and "declare i8 @llvm.ctpop.i8(i8)" in pop.declarations


def test_facts_with_nothing_to_assume_say_why() -> None:
    assert assumption(Domain.DEMANDED_BITS, "01111111", 8, "%v") == "no assume form for demanded bits"
    assert "nothing to assume" in str(assumption(Domain.RANGE, "full-set", 8, "%v"))
    assert "nothing to assume" in str(assumption(Domain.KNOWN_BITS, "xxxxxxxx", 8, "%v"))
    assert "nothing to assume" in str(assumption(Domain.NON_ZERO, "false", 8, "%v"))
    assert "nothing to assume" in str(assumption(Domain.SIGN_BITS, "1", 8, "%v"))
    assert "does not parse" in str(assumption(Domain.RANGE, "[0,", 8, "%v"))


# -- where it goes, and what is counted


def test_the_assumption_goes_right_after_the_value_or_after_the_last_phi(tmp_path: Path) -> None:
    path = write(tmp_path, ZEXT_LL)
    place = locate(f"{path}:3", "known", fragment(ZEXT), "%x")
    assert place == Place(path, "known", 3, "%x", 32, False)
    assumed = assumption(Domain.RANGE, "[0,256)", 32, place.token)
    assert isinstance(assumed, Assumption)
    lines = with_assumption(ZEXT_LL, place, assumed).splitlines()
    assert lines[2:5] == ["  %x = zext i8 %a to i32", '  %"auditor:assume.0" = icmp ult i32 %x, 256',
                          '  call void @llvm.assume(i1 %"auditor:assume.0")']  # fmt: skip
    assert lines[-1] == "declare void @llvm.assume(i1 noundef)"
    loop = write(tmp_path, PHI_LL, "loop.ll")
    phi = locate(f"{loop}:6", "loop", fragment("%i:i8 = var\ninfer %i\n"), "%i")
    assert isinstance(phi, Place) and phi.phi
    assumed = assumption(Domain.NON_NEGATIVE, "true", 8, phi.token)
    assert isinstance(assumed, Assumption)
    lines = with_assumption(PHI_LL, phi, assumed).splitlines()
    assert lines[6].startswith("  %k = phi") and lines[7] == '  %"auditor:assume.0" = icmp sgt i8 %i, -1'


def test_the_function_is_made_external_and_optimizable() -> None:
    ready = prepared(TRUNC_LL, "missed")
    assert "define i32 @missed(" in ready and "optnone" not in ready and "noinline" in ready


def test_the_assume_and_what_only_it_uses_are_not_counted() -> None:
    module = """\
define i32 @f(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %p = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %x)
  %c = icmp eq i32 %p, 1
  tail call void @llvm.assume(i1 %c)
  %d = icmp ult i32 %x, 9 ; a comment
    #dbg_value(i32 %x, !1, !DIExpression(), !2)
  switch i32 %x, label %out [
    i32 1, label %out
    i32 2, label %out
  ]

out:
  ret i32 %x
}
"""
    body = function_body(module, "f")
    assert body is not None and len(body) == 7  # the switch is one instruction, the record none
    # the assume, its compare and the ctpop it alone uses; %d is dead but no assume's
    assert serving_assumes(body) == 3
    assert counted(module, "f") == 4
    assert counted(module, "g") is None


# -- the real opt-22


def test_a_fact_llvm_already_knows_changes_nothing(tmp_path: Path) -> None:
    path = write(tmp_path, ZEXT_LL)
    found = in_place_impact(f"{path}:3", "known", fragment(ZEXT), "%x", Domain.RANGE, "[0,256)", "proven", llvm22())
    assert found.delta == 0, found.detail
    assert "`icmp ult i32 %x, 256` assumed after corpus.ll:3" in found.detail
    assert "(the assumes not counted)" in found.detail


def test_an_assumed_range_folds_a_compare_llvm_keeps(tmp_path: Path) -> None:
    """`icmp slt %t, 0` and the select it feeds go once [0, 2^31) is assumed; the
    function is internal and optnone in the file, and is measured all the same."""
    path = write(tmp_path, TRUNC_LL)
    tools = llvm22()
    in_range = in_place_impact(f"{path}:3", "missed", fragment(TRUNC), "%t", Domain.RANGE, "[0,-2147483648)",
                               "exhaustive", tools)  # fmt: skip
    assert in_range.delta is not None and in_range.delta < 0, in_range.detail
    assert "icmp ult i32 %t, -2147483648" in in_range.detail
    sign = in_place_impact(f"{path}:3", "missed", fragment(TRUNC), "%t", Domain.NON_NEGATIVE, "true", "proven", tools)
    assert sign.delta == in_range.delta, sign.detail


def test_without_llvm_extract_the_whole_module_is_measured(tmp_path: Path) -> None:
    path = write(tmp_path, TRUNC_LL)
    tools = llvm22()
    whole = Tools(22, tools.opt, tools.llc, None)
    found = in_place_impact(f"{path}:3", "missed", fragment(TRUNC), "%t", Domain.NON_NEGATIVE, "true", "proven", whole)
    assert found.delta is not None and found.delta < 0
    assert "(whole module: no llvm-extract of LLVM 22)" in found.detail
    false = shutil.which("false")
    assert false is not None
    failing = Tools(22, tools.opt, tools.llc, Path(false))
    found = in_place_impact(
        f"{path}:3", "missed", fragment(TRUNC), "%t", Domain.NON_NEGATIVE, "true", "proven", failing
    )
    assert found.delta is not None and "(whole module: false failed" in found.detail


# -- not measured, with a reason, never a guess


def test_every_unmeasured_case_says_why(tmp_path: Path) -> None:
    path = write(tmp_path, ZEXT_LL)
    z = fragment(ZEXT)
    tools = Tools(22, Path(shutil.which("true") or "/bin/true"), None)

    def why(source: str, value: str = "%x", domain: Domain = Domain.RANGE, best: str = "[0,256)",
            status: str = "proven", frag: Fragment | None = z, tools: Tools = tools, function: str = "known") -> str:  # fmt: skip
        found = in_place_impact(source, function, frag, value, domain, best, status, tools)
        assert found.delta is None
        return found.detail

    assert why(f"{tmp_path}/gone.ll:3") == f"not measured: {tmp_path}/gone.ll: no such file " \
                                           "(sources are relative to where the scan ran)"  # fmt: skip
    assert why(f"{path}") == f"not measured: the example's source {str(path)!r} names no line"
    assert why("x.opt:1") == "not measured: x.opt is not LLVM IR text"
    assert why(f"{path}:3", frag=None) == "not measured: the example's fragment is not in fragments.csv"
    assert why(f"{path}:4") == f"not measured: line 4 of {path} defines a i1, not the i32 value %x"
    assert why(f"{path}:6") == f"not measured: line 6 of {path} defines no value of @known"
    assert why(f"{path}:3", function="other") == f"not measured: {path} has no readable function @other"
    assert why(f"{path}:3", value="%y") == "not measured: %y is not a value of the example's fragment"
    assert why(f"{path}:3", status="") == "not measured: the example's best fact is not proven (oracle status none)"
    assert why(f"{path}:3", domain=Domain.DEMANDED_BITS, best="00000000") == (
        "not measured: no assume form for demanded bits"
    )
    assert why(f"{path}:3", best="full-set").startswith("not measured: the best range is the full or the empty set")
    assert why(f"{path}:3", tools=Tools(22, None, None)) == "not measured: no opt of LLVM 22"
    failing = Tools(22, Path(shutil.which("false") or "/bin/false"), None, None)
    assert why(f"{path}:3", tools=failing).startswith("not measured: false failed")
    # another occurrence's names: the root at the line is not the fragment's root
    other = fragment("%a:i8 = var\n%y:i32 = zext %a\ninfer %y\n")
    assert why(f"{path}:3", value="%a", frag=other).startswith("not measured: %a cannot be found in @known")


# -- end to end, and shown in every output


def test_patterns_measure_the_example_in_place(tmp_path: Path) -> None:
    require("opt-22")
    path = write(tmp_path, SIGN_LL)
    result = api.scan([path], ["llvm-22"], ScanOptions(domains=(Domain.NON_NEGATIVE,)))
    api.write_reports(result, tmp_path / "report")
    found = api.patterns(tmp_path / "report", "llvm-22", options=PatternOptions(top=2))
    # %t and `icmp slt %t, 0` (always false: non-negative as an i1) reduce to one
    # reproducer; the example is one of the two, and either fact folds the compare.
    (trunc,) = found.patterns
    assert "trunc" in trunc.text and trunc.example in (f"{path}:3", f"{path}:4")
    impact = trunc.impact
    assert impact.in_place_delta is not None and impact.in_place_delta < 0, impact.in_place
    assert f"assumed after {path.name}:{trunc.example.rsplit(':', 1)[1]}" in impact.in_place


def _pattern(impact: Impact) -> Pattern:
    totals = DomainTotals(Domain.NON_NEGATIVE, 1, 1, 1.0, 1.0, 1)
    return Pattern(1, "i32 truncnuwnsw(%0); %0:i64", "llvm-22", "ValueTracking", Verdict.LOST_PRECISION,
                   (totals,), 1, 1, 1, "a.ll:3", "f", "abc", None, impact=impact)  # fmt: skip


def test_the_in_place_delta_is_shown_in_every_output() -> None:
    detail = "-O2 leaves 2 instructions in @f with `icmp sgt i32 %t, -1` assumed after a.ll:3, 4 without"
    p = _pattern(Impact(True, False, "counts", "icmp sgt i32 %t, -1", in_place_delta=-2, in_place=detail))
    assert PATTERN_COLUMNS[-2:] == ("in_place_delta", "in_place")
    record = pattern_record(p)
    assert (record["in_place_delta"], record["in_place"]) == (-2, detail)
    result = PatternsResult("llvm-22", "22.1.0", (p,), 1, 1, 1, 0.0)
    markdown = patterns_markdown(result)
    header = next(line for line in markdown.splitlines() if line.startswith("| rank"))
    assert header.split("|")[-2].strip() == "in place Δ"
    row = next(line for line in markdown.splitlines() if line.startswith("| 1 "))
    assert row.split("|")[-2].strip() == "-2"
    assert f"- in place: Δ -2 instructions — {detail}" in markdown
    html = patterns_section(result)
    assert '<th class="num">in place Δ</th>' in html and '<td class="num">-2</td>' in html
    unmeasured = _pattern(Impact(None, None, "n", in_place="not measured: no assume form for demanded bits"))
    assert pattern_record(unmeasured)["in_place_delta"] == ""
    markdown = patterns_markdown(PatternsResult("llvm-22", "22.1.0", (unmeasured,), 1, 1, 1, 0.0))
    assert "- in place: not measured: no assume form for demanded bits" in markdown


@pytest.mark.parametrize("delta, cell", [(-3, "-3"), (0, "0"), (2, "+2"), (None, "–")])
def test_the_delta_cell_is_signed(delta: int | None, cell: str) -> None:
    from auditor.reports.patterns_md import delta_cell

    assert delta_cell(delta) == cell
