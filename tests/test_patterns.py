"""`auditor patterns`: grouping and ranking on a hand-made report (the numbers are
worked out here, not read back from the code), constants generalized only when the
verdict does not depend on them, and end to end on real scans — a deliberately
broken Python analysis (no LLVM needed) and LLVM 22 on fragments with known
imprecisions, where every reproducer is run through the LLVM adapter, the oracle
and the printed `opt` command again, independently of the patterns code."""

from __future__ import annotations

import csv
import dataclasses
import io
import os
import random
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pytest

from auditor import api
from auditor.analyses.base import Claim, Outcome
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.fuzz.reduce import findings_of
from auditor.ir.fragment import Const, Fragment
from auditor.ir.hashing import canonical
from auditor.ir.opcodes import Opcode
from auditor.ir.printer import format_fragment
from auditor.patterns import (
    RANGE_FAMILY,
    Gap,
    PatternOptions,
    PatternsResult,
    constant_slots,
    expression,
    fact_known_by,
    free_constants,
    group_findings,
    other_values,
    pattern_text,
    with_constant,
)
from auditor.readers.souper import parse_text
from auditor.reports.csv import write_atomically
from auditor.reports.html import render_html
from auditor.reports.model import FINDINGS_COLUMNS, FRAGMENT_COLUMNS, Report
from auditor.reports.patterns_csv import PATTERN_COLUMNS, pattern_record
from auditor.reports.patterns_md import domains_text, patterns_markdown
from auditor.scan import ScanOptions
from auditor.store import format_fact
from tests.analyses import broken
from tests.analyses.replay import claim_fails
from tests.llvm_versions import toolchain

ROOT = Path(__file__).resolve().parents[1]
AUDITOR = Path(sys.executable).with_name("auditor")
BROKEN = ROOT / "tests" / "analyses" / "data" / "broken.opt"


def fragment(text: str) -> Fragment:
    (found,) = parse_text(text).fragments
    return found


# --- a hand-made report ---------------------------------------------------------------

AND_7 = "%x:i8 = var\n%r:i8 = and %x, 7:i8\ninfer %r\n"
AND_15 = "%y:i8 = var\n%s:i8 = and 15:i8, %y\ninfer %s\n"  # same shape: and is commutative
LSHR = "%x:i16 = var\n%r:i16 = lshr %x, 3:i16\ninfer %r\n"
SUB = "%x:i8 = var (range=[128,1))\n%n:i8 = sub 0:i8, %x\ninfer %n\n"
MUL = "%a:i8 = var\n%b:i8 = var\n%m:i8 = mul %a, %b\ninfer %m\n"


def write_report(directory: Path, fragments: dict[str, tuple[str, int]], findings: list[dict[str, object]]) -> Path:
    """findings.csv and fragments.csv as `auditor scan` writes them."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(FRAGMENT_COLUMNS)
    for digest, (text, occurrences) in fragments.items():
        parsed = fragment(text)
        root = parsed.root_inst.op.value
        writer.writerow([digest, "%" + parsed.names[parsed.root], root, occurrences, "x.opt:1", "", text, ""])
    write_atomically(directory / "fragments.csv", out.getvalue())
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(FINDINGS_COLUMNS)
    defaults: dict[str, object] = {
        "analysis": "toy", "provider": "default", "source": "x.opt:1", "function": "", "opcode": "and",
        "width": 8, "oracle": "", "claimed": "", "lost_bits": "", "oracle_status": "proven",
        "counterexample": "", "actual": "", "detail": "",
    }  # fmt: skip
    for row in findings:
        full = {**defaults, **row}
        full["occurrences"] = fragments[str(full["fragment"])][1]
        writer.writerow([full[c] for c in FINDINGS_COLUMNS])
    write_atomically(directory / "findings.csv", out.getvalue())
    return directory


@pytest.fixture()
def toy_report(tmp_path: Path) -> Path:
    fragments = {
        "a" * 16: (AND_7, 10),
        "b" * 16: (AND_15, 1),
        "c" * 16: (LSHR, 1),
        "d" * 16: (SUB, 2),
        "e" * 16: (MUL, 3),
    }
    lost = {"domain": "known-bits", "verdict": "lost-precision"}
    findings: list[dict[str, object]] = [
        {"fragment": "a" * 16, "value": "%r", "lost_bits": 1, **lost},
        {"fragment": "b" * 16, "value": "%s", "lost_bits": 2, **lost},
        {"fragment": "c" * 16, "value": "%r", "lost_bits": 5, **lost},
        {"fragment": "d" * 16, "value": "%n", "domain": "range", "verdict": "unsound", "counterexample": "%x=128"},
        # demanded bits at both inputs of one fragment: its occurrences count once
        {"fragment": "e" * 16, "value": "%a", "domain": "demanded-bits", "verdict": "lost-precision", "lost_bits": 1},
        {"fragment": "e" * 16, "value": "%b", "domain": "demanded-bits", "verdict": "lost-precision", "lost_bits": 1},
        # not counted: exact, unknown, another analysis
        {"fragment": "c" * 16, "value": "%r", "domain": "range", "verdict": "exact", "lost_bits": 0},
        {"fragment": "c" * 16, "value": "%r", "domain": "sign-bits", "verdict": "unknown"},
        {"fragment": "a" * 16, "value": "%r", "analysis": "other", "lost_bits": 30, **lost},
    ]
    return write_report(tmp_path / "toy", fragments, findings)


def test_grouping_by_shape_and_ranking_by_lost_bits_times_occurrences(toy_report: Path) -> None:
    groups, problems = group_findings(api.load_report(toy_report), "toy")
    assert not problems
    # unsound first, whatever its (absent) lost bits
    assert (groups[0].verdict, groups[0].domain) == (Verdict.UNSOUND, Domain.RANGE)
    by_shape = {g.shape: g for g in groups}
    ands = by_shape["and(%0, C)"]
    assert {h.fragment for h in ands.hits} == {"a" * 16, "b" * 16}
    # 1 bit × 10 occurrences + 2 bits × 1 occurrence
    assert (ands.occurrences, ands.lost_bits, ands.weight) == (11, 3.0, 12.0)
    lshr = by_shape["lshr(%0, C)"]
    assert (lshr.lost_bits, lshr.weight) == (5.0, 5.0)
    demanded = by_shape["mul(%0, %1); at %0"], by_shape["mul(%0, %1); at %1"]
    assert [g.occurrences for g in demanded] == [3, 3]
    # more bits lost in lshr, but the and pattern occurs more: it ranks first
    order = [g.shape for g in groups]
    assert order.index("and(%0, C)") < order.index("lshr(%0, C)") < order.index("mul(%0, %1); at %0")
    assert len(groups) == 5 and sum(len(g.hits) for g in groups) == 6
    # one provider in each domain, no combined rows: its losses are the analysis's
    assert {g.gap for g in groups} == {Gap.ANALYSIS}


GAP_PROVIDER = "provider gap: combined is exact"
GAP_ANALYSIS = "analysis gap: combined is lost-precision"


def test_combined_rows_are_not_grouped_and_groups_know_their_gap(tmp_path: Path) -> None:
    """Three shapes with two providers each: `and` lost by both (an analysis gap),
    `lshr` lost by `lvi` only, `cr` exact (a provider gap), `sub` without combined
    rows (unclassified). The heaviest is the provider gap; it still ranks last."""
    fragments = {"a" * 16: (AND_7, 1), "c" * 16: (LSHR, 50), "d" * 16: (SUB, 3)}
    kb = {"domain": "known-bits"}
    findings: list[dict[str, object]] = [
        {"fragment": "a" * 16, "value": "%r", "provider": "lvi", "verdict": "lost-precision", "lost_bits": 1,
         "detail": f"widened; {GAP_ANALYSIS}", **kb},
        {"fragment": "a" * 16, "value": "%r", "provider": "cr", "verdict": "lost-precision", "lost_bits": 1,
         "detail": GAP_ANALYSIS, **kb},
        {"fragment": "a" * 16, "value": "%r", "provider": "combined", "verdict": "lost-precision", "lost_bits": 1,
         "detail": "providers: cr, lvi", **kb},
        {"fragment": "c" * 16, "value": "%r", "provider": "lvi", "verdict": "lost-precision", "lost_bits": 5,
         "detail": GAP_PROVIDER, **kb},
        {"fragment": "c" * 16, "value": "%r", "provider": "cr", "verdict": "exact", "lost_bits": 0, **kb},
        {"fragment": "c" * 16, "value": "%r", "provider": "combined", "verdict": "exact", "lost_bits": 0, **kb},
        {"fragment": "d" * 16, "value": "%n", "provider": "lvi", "verdict": "lost-precision", "lost_bits": 2, **kb},
    ]  # fmt: skip
    report = api.load_report(write_report(tmp_path / "gaps", fragments, findings))
    groups, _ = group_findings(report, "toy")
    assert all(g.provider != "combined" for g in groups)
    assert [(g.shape, g.provider, g.gap) for g in groups] == [
        ("and(%0, C)", "cr", Gap.ANALYSIS),
        ("and(%0, C)", "lvi", Gap.ANALYSIS),
        ("sub(C, %0); %0 (range)", "lvi", Gap.UNCLASSIFIED),
        ("lshr(%0, C)", "lvi", Gap.PROVIDER),
    ]
    assert groups[-1].weight == 250.0 and fact_known_by(groups[-1].hits) == ("cr",)
    assert fact_known_by(groups[0].hits) == ()


def test_a_group_is_an_analysis_gap_if_any_hit_is_a_provider_gap_only_if_all_are() -> None:
    assert Gap.of_detail(f"no claim; {GAP_PROVIDER}") is Gap.PROVIDER
    assert Gap.of_detail("analysis gap: combined is unsound") is Gap.ANALYSIS
    assert Gap.of_detail("") is Gap.UNCLASSIFIED and Gap.of_detail("a provider gap is…") is Gap.UNCLASSIFIED
    assert Gap.of_hits([Gap.PROVIDER, Gap.ANALYSIS, Gap.UNCLASSIFIED]) is Gap.ANALYSIS
    assert Gap.of_hits([Gap.PROVIDER, Gap.PROVIDER]) is Gap.PROVIDER
    assert Gap.of_hits([Gap.PROVIDER, Gap.UNCLASSIFIED]) is Gap.UNCLASSIFIED
    assert Gap.of_hits([]) is Gap.UNCLASSIFIED


def test_domains_narrow_the_groups(toy_report: Path) -> None:
    groups, _ = group_findings(api.load_report(toy_report), "toy", [Domain.KNOWN_BITS])
    assert {g.domain for g in groups} == {Domain.KNOWN_BITS}
    assert sorted(len(g.hits) for g in groups) == [1, 2]


def test_expression_binds_shared_values_and_abstracts_for_keys() -> None:
    f = fragment(
        "%x:i32 = var (nonNegative)\n%y:i8 = var\n%z:i32 = zext %y\n%m:i32 = mul %x, %z\n"
        "%r:i32 = add %m, %m\n%s:i32 = xor %r, 4294967295:i32\ninfer %s\n"
    )
    c = canonical(f)
    assert expression(c) == "i32 %3 = mul(%0, zext(%1)); xor(add(%3, %3), -1); %0 (nonNegative); %1:i8"
    key = expression(c, lambda _s, _c: "C", widths=False)
    assert key == "%3 = mul(%0, zext(%1)); xor(C, add(%3, %3)); %0 (nonNegative)"


def test_a_constant_is_abstracted_only_when_the_verdict_keeps_for_other_values() -> None:
    f = canonical(fragment("%x:i8 = var\n%r:i8 = and %x, 7:i8\n%s:i8 = lshr %r, 2:i8\ninfer %s\n"))
    slots = {c.value: slot for slot, c in constant_slots(f)}
    shifts: list[int] = []

    def keeps(candidate: Fragment) -> Any:
        """Holds whatever the shift is, but only for the mask 7."""
        (mask_const,) = [o for i in candidate.insts if i.op.value == "and" for o in i.operands if isinstance(o, Const)]
        (shift,) = [o for i in candidate.insts if i.op.value == "lshr" for o in i.operands if isinstance(o, Const)]
        if mask_const.value == 7:
            shifts.append(shift.value)
        return object() if mask_const.value == 7 else None

    options = PatternOptions(other_values=3, seed=1)
    free = free_constants(f, keeps, options)
    assert free == frozenset({slots[2]})
    assert pattern_text(f, free, None) == "i8 lshr(and(%0, 7), C1)"
    assert pattern_text(f, free, None, widths=False) == "lshr(and(%0, 7), C)"
    assert pattern_text(f, frozenset(), None) == "i8 lshr(and(%0, 7), 2)"
    # three other shift amounts tried, all of them shifts (1 … 7), not poison or no-ops
    assert len(set(shifts)) == 3 and 2 not in shifts and all(1 <= v < 8 for v in shifts)
    assert free_constants(f, keeps, options) == free and shifts[:3] == shifts[3:]  # seeded: the same values
    assert with_constant(f, slots[7], 3).insts[1].operands[1] == Const(3, 8)


def test_other_values_cover_narrow_widths_and_exclude_the_value() -> None:
    assert other_values(Const(1, 1), 3, random.Random(0)) == [0]
    assert sorted(other_values(Const(2, 2), 3, random.Random(0))) == [0, 1, 3]
    many = other_values(Const(5, 8), 3, random.Random(0))
    assert len(set(many)) == 3 and 5 not in many
    assert other_values(Const(5, 8), 3, random.Random(0)) == many  # seeded
    shifts = other_values(Const(2, 8), 3, random.Random(0), (1, 8))
    assert len(set(shifts)) == 3 and all(1 <= v < 8 and v != 2 for v in shifts)
    assert other_values(Const(1, 3), 3, random.Random(0), (1, 3)) == [2]


# --- end to end without LLVM: a broken Python analysis --------------------------------


def test_an_unsound_analysis_gives_an_unsound_pattern_first_with_a_replaying_reproducer(tmp_path: Path) -> None:
    result = api.scan([BROKEN], [broken.NegateRange], ScanOptions(domains=(Domain.RANGE,)))
    api.write_reports(result, tmp_path)
    found = api.patterns(tmp_path, broken.NegateRange, options=PatternOptions(top=3))
    first = found.patterns[0]
    assert first.verdict is Verdict.UNSOUND and first.domain is Domain.RANGE
    assert [p.rank for p in found.patterns] == list(range(1, len(found.patterns) + 1))
    assert all(p.verdict is Verdict.LOST_PRECISION for p in found.patterns[1:])
    r = first.reproducer
    assert r is not None and r.instructions <= 4
    # -INT_MIN wraps only at 0: the constant stays literal, the range assumption stays
    assert "sub(0, %0)" in first.text and "range=" in first.text
    again = fragment(r.souper)
    rows = findings_of(again, broken.NegateRange, Domain.RANGE)
    unsound = [f for f in rows if f.value == r.value and f.verdict is Verdict.UNSOUND]
    assert unsound and claim_fails(again, unsound[0])
    (audit,) = r.audits
    assert (unsound[0].claimed, unsound[0].oracle) == (audit.claimed, audit.best)
    assert audit.counterexample and not r.opt_command and not r.expected  # not an LLVM analysis
    assert r.auditor_command == f"auditor scan pattern-01.opt -a {broken.NegateRange.name} -d range"


RANGES = """\
; the toy analysis claims the full set for a zext in every range domain
%a:i8 = var
%z:i32 = zext %a
infer %z

; ... for an and with a constant in signed-range only
%x:i8 = var
%r:i8 = and %x, 7:i8
infer %r

; ... for an lshr by a constant in range only
%x:i8 = var
%r:i8 = lshr %x, 1:i8
infer %r
"""


class RangeToy:
    """The builtin analysis with three weaknesses of the range domains: a zext is
    the full set in all three (one weakness seen three times), an `and` in
    signed-range only and an `lshr` in range only (two weaknesses, two reproducers)."""

    name = "range-toy"
    version = "0"
    domains = RANGE_FAMILY

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        from auditor.analyses.builtin import BuiltinAnalysis

        weak = {Opcode.ZEXT: RANGE_FAMILY, Opcode.AND: {Domain.SIGNED_RANGE}, Opcode.LSHR: {Domain.RANGE}}
        for outcome in BuiltinAnalysis().analyze(fragments, domains):
            if isinstance(outcome, Claim):
                inst = fragments[outcome.fragment].insts[outcome.value]
                if outcome.domain in weak.get(inst.op, ()):
                    outcome = dataclasses.replace(outcome, fact=ConstantRange.full(inst.width))
            yield outcome


@pytest.fixture(scope="module")
def range_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("range-patterns")
    (directory / "ranges.opt").write_text(RANGES)
    result = api.scan([directory / "ranges.opt"], [RangeToy()], ScanOptions(domains=tuple(RANGE_FAMILY)))
    api.write_reports(result, directory)
    return directory


def test_one_weakness_in_the_three_range_domains_is_one_pattern(range_report: Path) -> None:
    found = api.patterns(range_report, RangeToy(), options=PatternOptions(top=5))
    zext = found.patterns[0]  # ranked once, on one domain's weight (24 bits), not three times
    assert "zext" in zext.text and not [p for p in found.patterns[1:] if "zext" in p.text]
    assert set(zext.domains) == RANGE_FAMILY and len(zext.domains) == 3
    # one fragment, one finding per domain; the lost bits per domain
    assert (zext.occurrences, zext.findings, zext.groups) == (1, 3, 3)
    assert [t.lost_bits for t in zext.per_domain] == [24.0, 24.0, 24.0] and zext.weight == 24.0
    r = zext.reproducer
    assert r is not None and [a.domain for a in r.audits] == list(zext.domains)
    assert all((a.best, a.claimed, a.verdict) == ("[0,256)", "full-set", zext.verdict) for a in r.audits)
    assert r.auditor_command.endswith(" ".join(f"-d {d.value}" for d in zext.domains))
    row = pattern_record(zext)
    assert row["domains"] == ";".join(d.value for d in zext.domains)
    assert (row["best"], row["claimed"], row["lost_bits"], row["reproducer_lost_bits"]) == (
        "[0,256);[0,256);[0,256)", "full-set;full-set;full-set", "24;24;24", "24;24;24"
    )  # fmt: skip
    markdown = patterns_markdown(found)
    assert f"default, {domains_text(zext)}, **lost-precision**." in markdown
    assert all(f"  - {d.value}: best `[0,256)`, claimed `full-set`" in markdown for d in zext.domains)
    # --top counts patterns: the zext's other domains are reduced even below the cut
    (only,) = api.patterns(range_report, RangeToy(), options=PatternOptions(top=1)).patterns
    assert set(only.domains) == RANGE_FAMILY


def test_a_reproducer_over_the_instruction_bound_is_named_not_ranked(range_report: Path) -> None:
    """An engineer cannot file a reproducer the reducer could not shrink enough: with
    a bound of one instruction, every toy reproducer (two or three) is left out of the
    ranking and named among the problems instead."""
    found = api.patterns(range_report, RangeToy(), options=PatternOptions(top=5, max_insts=1))
    assert found.patterns == ()
    left_out = [p for p in found.problems if "left out of the ranking" in p]
    assert len(left_out) == 3 and any("zext" in p for p in left_out)
    assert all("not reduced to 1 instructions or fewer" in p for p in left_out)


def test_two_reproducers_in_two_range_domains_are_two_patterns(range_report: Path) -> None:
    found = api.patterns(range_report, RangeToy(), options=PatternOptions(top=5))
    assert [p.rank for p in found.patterns] == [1, 2, 3]
    ands = [p for p in found.patterns if "and(" in p.text]
    shifts = [p for p in found.patterns if "lshr(" in p.text]
    assert [p.domains for p in ands] == [(Domain.SIGNED_RANGE,)]
    assert [p.domains for p in shifts] == [(Domain.RANGE,)]
    (row,) = [pattern_record(p) for p in ands]
    assert (row["domains"], row["claimed"]) == ("signed-range", "full-set")


# --- end to end with LLVM 22 ----------------------------------------------------------

KNOWN = """\
; computeConstantRange does not bound a zext's xor
%a:i8 = var
%b:i8 = var
%za:i64 = zext %a
%zb:i64 = zext %b
%r:i64 = xor %za, %zb
infer %r

; DemandedBits: the top bits of x do not matter to mul 40, x
%x:i32 = var
%r:i32 = mul 40:i32, %x
infer %r

; another shape whose loss is the zext's own: its reproducer merges with the first
%a:i8 = var
%x:i8 = xor %a, 3:i8
%z:i32 = zext %x
infer %z

; computeConstantRange ignores the divisor's range
%x:i32 = var
%y:i32 = var (range=[3,10))
%q:i32 = udiv %x, %y
%r:i32 = add %q, 0:i32
infer %r
"""


@pytest.fixture(scope="module")
def llvm_patterns(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Report, PatternsResult]:
    toolchain(22)
    directory = tmp_path_factory.mktemp("llvm-patterns")
    corpus = directory / "known.opt"
    corpus.write_text(KNOWN)
    domains = (*RANGE_FAMILY, Domain.DEMANDED_BITS, Domain.KNOWN_BITS)
    result = api.scan([corpus], ["llvm-22"], ScanOptions(domains=domains))
    api.write_reports(result, directory / "report")
    report = api.load_report(directory / "report")
    found = api.patterns(report, "llvm-22", options=PatternOptions(top=6))
    return directory, report, found


def test_llvm_reproducers_are_small_and_show_the_stated_claim_and_best_fact(
    llvm_patterns: tuple[Path, Report, PatternsResult],
) -> None:
    from auditor.analyses.llvm import LLVMAnalysis

    _, _, found = llvm_patterns
    (llvm,) = api.load_analyses(["llvm-22"])
    assert isinstance(llvm, LLVMAnalysis)
    assert len(found.patterns) >= 3
    texts = [p.text for p in found.patterns]
    assert any("zext" in t for t in texts) and any("udiv" in t for t in texts), texts
    assert any(p.domain is Domain.DEMANDED_BITS and "mul" in p.text for p in found.patterns), texts
    # two groups per range domain (zext of an xor of zexts, zext of an xor) reduce to
    # one zext reproducer, and computeConstantRange's zext is one pattern of the three
    # range domains: two fragments, a finding of each in each domain
    (zext,) = [p for p in found.patterns if "zext" in p.text and p.provider == "computeConstantRange"]
    assert set(zext.domains) == RANGE_FAMILY and len(zext.domains) == 3, zext
    assert (zext.groups, zext.findings, zext.occurrences) == (6, 6, 2), zext
    assert [(t.groups, t.findings, t.occurrences) for t in zext.per_domain] == [(2, 2, 2)] * 3
    assert len({(p.text, p.provider) for p in found.patterns}) == len(found.patterns)
    # lost-precision patterns whose best fact opt -O2 misses first, then by weight
    order = {True: 0, None: 1, False: 2}
    keys = [(order[p.impact.missed_at_o2], -p.weight) for p in found.patterns]
    assert keys == sorted(keys)
    assert all(p.impact.measured for p in found.patterns if p.reproducer is not None), found.patterns
    for p in found.patterns:
        r = p.reproducer
        assert r is not None, p.note
        assert r.instructions <= 4 and len(r.fragment.insts) == r.instructions
        assert [a.domain for a in r.audits] == list(p.domains)
        # read back from its printed text, as a user filing it would; every domain
        again = parse_text(r.souper).fragments[0]
        index = again.names.index(r.value.removeprefix("%"))
        for a in r.audits:
            assert a.verdict is p.verdict
            claims = [
                c
                for c in llvm.analyze([again], [a.domain])
                if getattr(c, "value", None) == index and getattr(c, "provider", None) == p.provider
            ]
            assert len(claims) == 1
            assert format_fact(a.domain, claims[0].fact) == a.claimed  # type: ignore[union-attr]
            (facts,) = api.oracle([again], [a.domain])
            best = [f for f in facts.facts if f.value == index and f.domain is a.domain]
            assert best and best[0].fact is not None and format_fact(a.domain, best[0].fact) == a.best
            assert a.best != a.claimed


def test_the_printed_opt_command_runs_anywhere_and_prints_the_claim(
    llvm_patterns: tuple[Path, Report, PatternsResult], tmp_path: Path
) -> None:
    """The command as printed, in a shell with auditor on PATH (as after `pip install`):
    it names no file of this machine, asks auditor for the plugin, and prints each
    domain's claim on a line of its own."""
    from auditor.analyses.llvm import LLVMAnalysis

    if shutil.which("awk") is None or shutil.which("bash") is None:
        pytest.skip("awk and bash are needed to run the printed command")
    _, _, found = llvm_patterns
    (llvm,) = api.load_analyses(["llvm-22"])
    assert isinstance(llvm, LLVMAnalysis)
    env = {**os.environ, "PATH": f"{AUDITOR.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    for p in found.patterns:
        r = p.reproducer
        assert r is not None and r.opt_command and r.expected
        assert str(llvm.plugin) not in r.opt_command and str(Path.home()) not in r.opt_command
        assert '-load-pass-plugin="$(auditor analyses --plugin llvm-22)"' in r.opt_command
        program = r.opt_command.split()[0]
        assert program in ("opt-22", str(llvm.toolchain.opt))
        debian = shutil.which("opt-22", path=env["PATH"])  # the name when it is the toolchain's own opt
        assert (program == "opt-22") == (debian is not None and Path(debian).resolve() == llvm.toolchain.opt.resolve())
        (tmp_path / f"pattern-{p.rank:02d}.ll").write_text(r.llvm_ir)
        ran = subprocess.run(
            ["bash", "-c", r.opt_command], cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env
        )
        assert ran.returncode == 0, ran.stderr
        assert ran.stdout.strip() == r.expected, (p.text, r.opt_command)
        assert len(ran.stdout.splitlines()) == len(p.domains)
        if p.domain is Domain.DEMANDED_BITS:
            assert "print<demanded-bits>" in r.printer_command


def test_patterns_reports_and_the_html_section(
    llvm_patterns: tuple[Path, Report, PatternsResult], tmp_path: Path
) -> None:
    _, report, found = llvm_patterns
    written = api.write_patterns(found, tmp_path, report)
    assert [p.name for p in written][:3] == ["patterns.csv", "patterns.md", "report.html"]
    # then each pattern's reproducer files, in rank order: every file patterns.md names
    stems = [p.name.split(".")[0] for p in written[3:]]
    assert stems == sorted(stems) and {f"pattern-{p.rank:02d}" for p in found.patterns} == set(stems)
    named = set(re.findall(r"`(pattern-\d\d[.\w]*)`", (tmp_path / "patterns.md").read_text()))
    assert named and all((tmp_path / name).is_file() for name in named), named
    lit = [p for p in written if p.name.endswith(".lit.ll")]
    assert len(lit) == sum(1 for p in found.patterns if p.impact.module), [p.impact.detail for p in found.patterns]
    rows = list(csv.DictReader(io.StringIO((tmp_path / "patterns.csv").read_text())))
    assert list(rows[0]) == list(PATTERN_COLUMNS)
    assert [int(r["rank"]) for r in rows] == [p.rank for p in found.patterns]
    first = found.patterns[0]
    assert first.reproducer is not None
    assert rows[0]["souper"] == first.reproducer.souper and rows[0]["llvm_ir"] == first.reproducer.llvm_ir
    markdown = (tmp_path / "patterns.md").read_text()
    missed = sum(1 for p in found.patterns if p.impact.missed_at_o2)
    assert markdown.count("```llvm\n") == len(found.patterns) + missed  # + what -O2 left of each missed use
    assert format_fragment(first.reproducer.fragment).splitlines()[0] in markdown
    page = (tmp_path / "report.html").read_text()
    assert page.count('<details id="pattern-') == len(found.patterns)
    assert '<a href="#patterns">' in page and page.count("<script") == 2
    # without patterns the page is the scan's, byte for byte
    assert render_html(report) == render_html(report, None)
    assert 'id="patterns"' not in render_html(report)


# --- the command line -----------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "AUDITOR_DEBUG"}
    return subprocess.run([str(AUDITOR), *args], cwd=ROOT, capture_output=True, text=True, env=env, timeout=300)


def one_line_error(done: subprocess.CompletedProcess[str], words: str) -> None:
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("auditor: error: ") and words in lines[0], done.stderr


def test_cli_errors_are_one_line_with_status_2(toy_report: Path, tmp_path: Path) -> None:
    one_line_error(run("patterns", str(tmp_path / "missing"), "-a", "toy"), "not a report directory")
    one_line_error(run("patterns", str(toy_report / "findings.csv"), "-a", "toy"), "not a report directory")
    one_line_error(run("patterns", str(toy_report), "-a", "llvm-19"), "no findings of analysis 'llvm-19'")
    one_line_error(run("patterns", str(toy_report), "-a", "python:nowhere.py:X"), "nowhere.py")
    bare = tmp_path / "bare"
    bare.mkdir()
    shutil.copy(toy_report / "findings.csv", bare / "findings.csv")
    one_line_error(run("patterns", str(bare), "-a", "builtin"), "no findings of analysis 'builtin'")
    broken_dir = tmp_path / "broken"
    broken_dir.mkdir()
    (broken_dir / "findings.csv").write_text("analysis,provider\nx,y\n")
    one_line_error(run("patterns", str(broken_dir), "-a", "toy"), "missing column")


def test_cli_needs_the_fragment_texts(tmp_path: Path) -> None:
    result = api.scan([BROKEN], ["builtin"], ScanOptions(domains=(Domain.KNOWN_BITS,)))
    api.write_reports(result, tmp_path)
    (tmp_path / "fragments.csv").unlink()
    one_line_error(run("patterns", str(tmp_path), "-a", "builtin"), "fragments.csv")


def test_cli_prints_the_plugin_of_an_llvm_analysis() -> None:
    from auditor.analyses.llvm import LLVMAnalysis

    toolchain(22)
    (llvm,) = api.load_analyses(["llvm-22"])
    assert isinstance(llvm, LLVMAnalysis)
    done = run("analyses", "--plugin", "llvm-22")
    assert done.returncode == 0 and done.stdout == f"{llvm.plugin}\n" and llvm.plugin.is_file(), done.stderr
    one_line_error(run("analyses", "--plugin", "builtin"), "not an LLVM analysis")


def test_cli_writes_the_pattern_files(tmp_path: Path) -> None:
    spec = "python:tests/analyses/broken.py:NegateRange"
    scanned = run("scan", str(BROKEN), "-a", spec, "-d", "range", "--out", str(tmp_path), "--jobs", "1")
    assert scanned.returncode == 0, scanned.stderr
    done = run("patterns", str(tmp_path), "-a", spec, "--top", "2", "--out", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    header, first = done.stdout.splitlines()[0], done.stdout.splitlines()[2]
    assert "unsound" in first  # the first pattern row
    assert "gap" in header.split() and "missed at -O2" in header  # what triage reads first
    assert "–" in first.split()  # not an LLVM analysis: -O2 impact not measured
    for name in ("patterns.csv", "patterns.md", "report.html"):
        assert (tmp_path / "out" / name).is_file()
    rows = list(csv.DictReader(io.StringIO((tmp_path / "out" / "patterns.csv").read_text())))
    assert rows[0]["verdict"] == "unsound" and rows[0]["auditor_command"].endswith(f"-a {spec} -d range")
