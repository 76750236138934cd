"""auditor/patterns/impact.py: the use each domain's best fact decides, the verdict of
the real `opt-22 -O2` (and `llc-22`) on three reproducers whose outcome is known, a
missing or failing tool giving "not measured", the ranking on the impact and its
rendering in patterns.csv, patterns.md and the HTML section."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.patterns import DomainTotals, Gap, Pattern, PatternsResult
from auditor.patterns.find import _Draft, _sort_key
from auditor.patterns.grouping import Hit, make_group
from auditor.patterns.impact import Consumer, Impact, Tools, consumer, impact_of, pattern_impact, tools_of
from auditor.readers.souper import parse_text
from auditor.reports.patterns_csv import pattern_record
from auditor.reports.patterns_html import patterns_section
from auditor.reports.patterns_md import patterns_markdown
from tests.llvm_versions import require

ZEXT = "%x:i8 = var\n%z:i32 = zext %x\ninfer %z\n"
MUL = "%x:i8 = var\n%m:i8 = mul %x, -10:i8\ninfer %m\n"
TRUNC = "%x:i64 = var\n%t:i32 = trunc nuw nsw %x\ninfer %t\n"


def fragment(text: str) -> Fragment:
    (found,) = parse_text(text).fragments
    return found


def use(domain: Domain, best: str, claimed: str, width: int = 8) -> str:
    found = consumer(domain, best, claimed, width, "%v")
    assert isinstance(found, Consumer), found
    return found.text


def llvm22() -> Tools:
    require("opt-22")
    return tools_of(22)


# -- the consumer of each domain


def test_a_range_is_used_through_the_bound_the_claim_lacks() -> None:
    assert use(Domain.RANGE, "[0,256)", "full-set", 32) == "icmp ult i32 %v, 256"
    assert use(Domain.UNSIGNED_RANGE, "[3,256)", "[0,256)", 32) == "icmp ugt i32 %v, 2"
    assert use(Domain.SIGNED_RANGE, "[-4,5)", "[-4,100)") == "icmp slt i8 %v, 5"
    # {250, …, 255, 0, 1, 2} has no unsigned bound, but is -6 … 2 signed.
    assert use(Domain.RANGE, "[250,3)", "full-set") == "icmp slt i8 %v, 3"
    assert use(Domain.UNSIGNED_RANGE, "[120,130)", "[100,200)") == "icmp ult i8 %v, -126"
    # 100 … 255, 0 … 19 has no bound in either order: the membership test.
    assert use(Domain.RANGE, "[100,20)", "full-set") == "icmp ult (add i8 %v, -100), -80"


def test_known_bits_demanded_bits_and_booleans_have_their_use() -> None:
    assert use(Domain.KNOWN_BITS, "0000xxx1", "xxxxxxxx") == "icmp eq (and i8 %v, -15), 1"
    assert use(Domain.DEMANDED_BITS, "01111111", "11111111") == "or i8 %v, -128"
    assert use(Domain.NON_ZERO, "true", "false") == "icmp ne i8 %v, 0"
    assert use(Domain.NEGATIVE, "true", "false") == "icmp slt i8 %v, 0"
    assert use(Domain.NON_NEGATIVE, "true", "false") == "icmp sgt i8 %v, -1"
    assert use(Domain.POWER_OF_TWO, "true", "false") == "icmp eq (call i8 @llvm.ctpop.i8(i8 %v)), 1"
    assert use(Domain.SIGN_BITS, "3", "1") == "icmp slt i8 %v, 32"


def test_a_fact_with_nothing_to_decide_has_no_use() -> None:
    assert isinstance(consumer(Domain.NON_ZERO, "false", "false", 8, "%v"), str)
    assert isinstance(consumer(Domain.DEMANDED_BITS, "11111111", "11111111", 8, "%v"), str)
    assert isinstance(consumer(Domain.RANGE, "full-set", "full-set", 8, "%v"), str)


# -- not measured, with a reason, never a traceback


def test_no_opt_or_a_failing_opt_is_not_measured(tmp_path: Path) -> None:
    missing = impact_of(fragment(ZEXT), "%z", Domain.RANGE, "[0,256)", "full-set", Tools(22, None, None))
    assert missing.missed_at_o2 is None and missing.llc_removes is None
    assert missing.detail == "not measured: no opt of LLVM 22"
    false = shutil.which("false")
    assert false is not None
    failing = impact_of(fragment(ZEXT), "%z", Domain.RANGE, "[0,256)", "full-set", Tools(22, Path(false), None))
    assert failing.missed_at_o2 is None and failing.detail.startswith("not measured: false failed")
    gone = impact_of(fragment(ZEXT), "%z", Domain.RANGE, "[0,256)", "full-set", Tools(22, tmp_path / "opt", None))
    assert gone.missed_at_o2 is None and gone.detail.startswith("not measured: opt failed")


def test_other_analyses_and_unsound_patterns_are_not_measured() -> None:
    f = fragment(ZEXT)
    builtin = pattern_impact(f, "%z", Domain.RANGE, Verdict.LOST_PRECISION, "[0,256)", "full-set", None)
    assert builtin.detail == "not measured: not an LLVM analysis"
    unsound = pattern_impact(f, "%z", Domain.RANGE, Verdict.UNSOUND, "[0,256)", "[0,10)", Tools(22, None, None))
    assert unsound.missed_at_o2 is None and "unsound" in unsound.detail


# -- the real opt-22


def test_a_fold_llvm_knows_is_not_missed() -> None:
    """zext i8 → i32 is in [0,256): -O2 folds `icmp ult %z, 256` to true."""
    found = impact_of(fragment(ZEXT), "%z", Domain.RANGE, "[0,256)", "full-set", llvm22())
    assert found.missed_at_o2 is False, found.detail
    assert found.consumer == "icmp ult i32 %z, 256"
    assert 'store volatile i1 true, ptr @"auditor:sink"' in found.optimized


def test_demanded_bits_of_a_multiplier_with_trailing_zeros_are_missed() -> None:
    """`mul x, -10` (one trailing zero) never reads the top bit of x, but -O2 keeps
    `or x, -128` in front of it; llc-22's DAG drops it."""
    tools = llvm22()
    found = impact_of(fragment(MUL), "%x", Domain.DEMANDED_BITS, "01111111", "11111111", tools)
    assert found.missed_at_o2 is True, found.detail
    assert found.consumer == "or i8 %x, -128"
    assert '%"auditor:use" = or i8 %x, -128' in found.optimized
    assert found.llc_removes is (True if tools.llc is not None else None), found.detail


def test_the_sign_bit_of_trunc_nuw_nsw_is_missed() -> None:
    """`trunc nuw nsw i64 %x to i32` is non-negative, yet -O2 keeps `icmp sgt %t, -1`,
    and so does llc-22."""
    tools = llvm22()
    found = impact_of(fragment(TRUNC), "%t", Domain.NON_NEGATIVE, "true", "false", tools)
    assert found.missed_at_o2 is True, found.detail
    assert "icmp sgt i32 %t, -1" in found.optimized
    assert found.llc_removes is (False if tools.llc is not None else None), found.detail


# -- ranking and rendering


def _draft(verdict: Verdict, weight: float, impact: Impact, shape: str, gap: Gap = Gap.UNCLASSIFIED) -> _Draft:
    hit = Hit(shape, "%0", "a.c:1", "f", weight, 1, gap)
    group = make_group(Domain.RANGE, verdict, "computeConstantRange", shape, [hit])
    return _Draft([(group, [])], [], None, "", [], impact)


def test_missed_at_o2_ranks_first_among_lost_precision() -> None:
    missed = _draft(Verdict.LOST_PRECISION, 1.0, Impact(True, False, "m"), "a")
    unknown = _draft(Verdict.LOST_PRECISION, 5.0, Impact(None, None, "n"), "b")
    folded = _draft(Verdict.LOST_PRECISION, 9.0, Impact(False, True, "f"), "c")
    unsound = _draft(Verdict.UNSOUND, 0.0, Impact(None, None, "u"), "d")
    ranked = sorted([folded, unknown, missed, unsound], key=_sort_key)
    assert ranked == [unsound, missed, unknown, folded]


def test_analysis_gaps_rank_before_unclassified_and_provider_gaps_last() -> None:
    lost, missed, folded = Verdict.LOST_PRECISION, Impact(True, False, "m"), Impact(False, True, "f")
    provider = _draft(lost, 99.0, missed, "a", Gap.PROVIDER)
    unclassified = _draft(lost, 50.0, missed, "b")
    analysis_folded = _draft(lost, 9.0, folded, "c", Gap.ANALYSIS)
    analysis_unknown = _draft(lost, 1.0, Impact(None, None, "n"), "d", Gap.ANALYSIS)
    analysis_missed = _draft(lost, 0.5, missed, "e", Gap.ANALYSIS)
    unsound = _draft(Verdict.UNSOUND, 0.0, Impact(None, None, "u"), "f", Gap.ANALYSIS)
    drafts = [provider, unclassified, analysis_folded, analysis_unknown, analysis_missed, unsound]
    ranked = sorted(drafts, key=_sort_key)
    assert ranked == [unsound, analysis_missed, analysis_unknown, analysis_folded, unclassified, provider]


def _pattern(impact: Impact) -> Pattern:
    totals = DomainTotals(Domain.NON_NEGATIVE, 1, 1, 1.0, 1.0, 1)
    return Pattern(1, "i32 truncnuwnsw(%0); %0:i64", "llvm-22", "ValueTracking", Verdict.LOST_PRECISION,
                   (totals,), 1, 1, 1, "a.c:1", "f", "abc", None, impact=impact)  # fmt: skip


def test_the_impact_is_shown_in_every_output() -> None:
    impact = Impact(True, False, "-O2 leaves 4 instructions with the use, 3 with it folded", "icmp sgt i32 %t, -1")
    p = _pattern(impact)
    record = pattern_record(p)
    assert (record["missed_at_o2"], record["llc_removes"], record["impact_use"]) == ("yes", "no", impact.consumer)
    result = PatternsResult("llvm-22", "22.1.0", (p,), 1, 1, 1, 0.0)
    markdown = patterns_markdown(result)
    header = next(line for line in markdown.splitlines() if line.startswith("| rank"))
    assert [cell.strip() for cell in header.split("|")[-4:-1]] == ["missed at -O2", "llc removes it", "in place Δ"]
    assert "- impact: missed at -O2: yes; llc removes it: no — use `icmp sgt i32 %t, -1`" in markdown
    html = patterns_section(result)
    assert "missed at -O2: yes; llc removes it: no" in html
    unmeasured = pattern_record(_pattern(Impact(None, None, "not measured: not an LLVM analysis")))
    assert (unmeasured["missed_at_o2"], unmeasured["impact"]) == ("", "not measured: not an LLVM analysis")


def test_provider_gaps_are_shown_apart_naming_the_provider_with_the_fact() -> None:
    impact = Impact(True, False, "-O2 leaves 4 instructions with the use, 3 with it folded", "icmp sgt i32 %t, -1")
    first = dataclasses.replace(_pattern(impact), gap=Gap.ANALYSIS)
    second = dataclasses.replace(_pattern(impact), rank=2, provider="computeConstantRange", gap=Gap.PROVIDER,
                                 fact_known_by=("LazyValueInfo", "ScalarEvolution"))  # fmt: skip
    result = PatternsResult("llvm-22", "22.1.0", (first, second), 2, 2, 2, 0.0)
    markdown = patterns_markdown(result)
    section = "## Provider gaps (by design or recovered elsewhere)"
    assert markdown.index("## 1. ") < markdown.index(section) < markdown.index("### 2. ")
    assert "\n## 2. " not in markdown
    assert "- gap: provider gap: LazyValueInfo and ScalarEvolution have the fact" in markdown
    assert "- gap: analysis gap" in markdown
    main_table = markdown[: markdown.index(section)]
    assert "| 2 " not in main_table and "| 1 " in main_table
    assert "| LazyValueInfo, ScalarEvolution |" in markdown[markdown.index(section) :]
    records = [pattern_record(p) for p in result.patterns]
    assert [(r["gap"], r["fact_known_by"]) for r in records] == [
        ("analysis gap", ""),
        ("provider gap", "LazyValueInfo;ScalarEvolution"),
    ]
    html = patterns_section(result)
    assert html.index("Provider gaps (by design or recovered elsewhere)") < html.index('<details id="pattern-2"')
    assert "provider gap: LazyValueInfo and ScalarEvolution have the fact" in html
