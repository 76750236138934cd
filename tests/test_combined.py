"""The `combined` provider (auditor/combined.py): the reduced product of an analysis's
providers' claims — hand-made combinations, soundness on random sound claims and on
the builtin analysis split into providers, and an LLVM 22 scan's combined rows in
every report file."""

from __future__ import annotations

import csv
from collections import defaultdict
from pathlib import Path
from typing import ClassVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.analyses.base import Claim
from auditor.analyses.builtin import BuiltinAnalysis
from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.forward import reduce_facts
from auditor.combined import (
    COMBINED,
    classify_gaps,
    combine_demanded,
    combine_forward,
    combined_claims,
    gap_note,
    meet_facts,
    reduced,
)
from auditor.compare import Verdict
from auditor.domains.base import FORWARD, Domain, forward_domain, lattice
from auditor.domains.booleans import BoolFact
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import Fragment, mask
from auditor.ir.hashing import fragment_hash
from auditor.scan import Finding, ScanOptions, UniqueFragment, audit
from tests.llvm_versions import toolchain
from tests.strategies import fragments
from tests.test_scan import run

K, R, U, S = Domain.KNOWN_BITS, Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE


def kb(text: str) -> KnownBits:
    """Known bits from their text, MSB first (`0`, `1`, `x`)."""
    fact = lattice(K).parse(text, len(text))
    assert isinstance(fact, KnownBits)
    return fact


# --- the combination on hand-made claims ---------------------------------------------


def test_a_range_and_a_known_low_bit_give_known_high_bits() -> None:
    combined = combine_forward({R: [ConstantRange(0, 256, 32)], K: [kb("x" * 31 + "0")]}, 32)
    assert combined[K] == kb("0" * 24 + "x" * 7 + "0")
    assert combined[R] == ConstantRange(0, 255, 32)  # 255 is odd
    assert combined[U] == combined[S] == ConstantRange(0, 255, 32)
    assert combined[Domain.SIGN_BITS] == SignBits(24, 32)
    assert combined[Domain.NON_NEGATIVE] == BoolFact(True, 32)
    assert combined[Domain.NON_ZERO] == BoolFact(False, 32)


def test_a_known_one_bit_makes_the_value_non_zero_and_lifts_the_range() -> None:
    combined = combine_forward({R: [ConstantRange(0, 16, 8)], K: [kb("xxxxxxx1")]}, 8)
    assert combined[Domain.NON_ZERO] == BoolFact(True, 8)
    assert combined[R] == ConstantRange(1, 16, 8)
    assert combined[K] == kb("0000xxx1")


def test_ranges_intersect_across_providers_and_domains() -> None:
    claims = {R: [ConstantRange(0, 100, 8), ConstantRange(50, 200, 8)], U: [ConstantRange(0, 80, 8)]}
    combined = combine_forward(claims, 8)
    assert combined[R] == combined[U] == ConstantRange(50, 80, 8)
    assert combined[K] == kb("0xxxxxxx")  # 50..79 share only the top bit


def test_sign_bits_bound_the_signed_range() -> None:
    combined = combine_forward({Domain.SIGN_BITS: [SignBits(6, 8)]}, 8)
    assert combined[S] == ConstantRange.from_bounds(-4, 3, 8)
    assert combined[Domain.SIGN_BITS] == SignBits(6, 8)
    # With non-negative as well, the value is in [0, 3]: known bits and ranges follow.
    both = combine_forward({Domain.SIGN_BITS: [SignBits(6, 8)], Domain.NON_NEGATIVE: [BoolFact(True, 8)]}, 8)
    assert both[K] == kb("000000xx")
    assert both[U] == ConstantRange(0, 4, 8)


def test_booleans_are_carried_into_the_other_domains() -> None:
    negative = combine_forward({Domain.NEGATIVE: [BoolFact(True, 8)], Domain.NON_ZERO: [BoolFact(False, 8)]}, 8)
    assert negative[K] == kb("1xxxxxxx")
    assert negative[Domain.NON_ZERO] == BoolFact(True, 8)
    assert negative[S] == ConstantRange.from_bounds(-128, -1, 8)
    power = combine_forward({Domain.POWER_OF_TWO: [BoolFact(True, 8)], R: [ConstantRange(0, 2, 8)]}, 8)
    assert power[R] == ConstantRange(1, 2, 8)  # a power of two is not 0: the value is 1
    assert power[K] == kb("00000001")


def test_known_bits_claimed_both_ways_are_dropped() -> None:
    facts = meet_facts({K: [kb("0x1x"), kb("1x1x")]}, 4)
    assert facts.known == kb("xx1x")


def test_a_wrapped_range_says_nothing_of_the_unsigned_bounds_in_unsigned_range() -> None:
    # As compare.as_claimed reads an unsigned-range claim: [15,1) is its hull, the full set.
    facts = meet_facts({U: [ConstantRange(15, 1, 8)]}, 8)
    assert facts.unsigned.is_full
    # In `range` the same claim is what it says: 0 or 15..255.
    assert meet_facts({R: [ConstantRange(15, 1, 8)]}, 8).range == ConstantRange(15, 1, 8)


def test_the_reduction_reaches_a_fixed_point() -> None:
    facts = meet_facts({R: [ConstantRange(3, 9, 8)], Domain.SIGN_BITS: [SignBits(4, 8)], K: [kb("xxxxxxx1")]}, 8)
    done = reduced(facts)
    assert reduce_facts(done) == done
    assert done.known == kb("0000xxx1")
    assert done.sign_bits == 4


def test_demanded_bits_intersect() -> None:
    assert combine_demanded([DemandedBits(0b1100, 4), DemandedBits(0b0110, 4)]) == DemandedBits(0b0100, 4)
    assert combine_demanded([DemandedBits(0b1111, 4)]) == DemandedBits(0b1111, 4)


def test_combined_claims_need_two_providers_on_the_value() -> None:
    claims: dict[tuple[int, Domain], dict[str, object]] = {
        (0, K): {"vt": kb("xxxxxxx0")},
        (0, R): {"lvi": ConstantRange(0, 16, 8)},
        (1, K): {"vt": kb("xxxxxxxx")},
        (2, Domain.DEMANDED_BITS): {"db": DemandedBits(0b1111, 8), "other": DemandedBits(0b0011, 8)},
        (3, Domain.DEMANDED_BITS): {"db": DemandedBits(0b1111, 8)},
    }
    wanted = [(0, Domain.NON_ZERO), (0, K), (1, K), (2, Domain.DEMANDED_BITS), (3, Domain.DEMANDED_BITS)]
    found = combined_claims(claims, {0: 8, 1: 8, 2: 8, 3: 8}, wanted)
    assert set(found) == {(0, Domain.NON_ZERO), (0, K), (2, Domain.DEMANDED_BITS)}
    assert found[0, K].fact == kb("0000xxx0")
    assert found[0, K].providers == ("lvi", "vt")
    assert found[0, K].note == "reduced product of lvi, vt"
    assert found[2, Domain.DEMANDED_BITS].fact == DemandedBits(0b0011, 8)


def _finding(provider: str, verdict: Verdict, domain: Domain = K, detail: str = "") -> Finding:
    return Finding(
        "llvm", provider, "", "", "f", "%x", "add", 8, domain, "", "", verdict, None, "", "", "", 1, detail, index=3
    )


def test_gap_notes() -> None:
    assert gap_note(Verdict.EXACT) == "provider gap: combined is exact"
    assert gap_note(Verdict.LOST_PRECISION) == "analysis gap: combined is lost-precision"
    assert gap_note(Verdict.UNSOUND) == "analysis gap: combined is unsound"
    assert gap_note(Verdict.UNKNOWN) == gap_note(Verdict.VACUOUS) == gap_note(Verdict.ERROR) == ""
    rows = [
        _finding("a", Verdict.LOST_PRECISION, detail="no claim: read as claiming nothing"),
        _finding("b", Verdict.EXACT),
        _finding("c", Verdict.UNSOUND, domain=R),
        _finding(COMBINED, Verdict.EXACT),
        _finding(COMBINED, Verdict.LOST_PRECISION, domain=R),
    ]
    noted = [r.detail for r in classify_gaps(rows)]
    assert noted == [
        "no claim: read as claiming nothing; provider gap: combined is exact",
        "",
        "analysis gap: combined is lost-precision",
        "",
        "",
    ]


# --- soundness: sound claims combine to a sound claim --------------------------------


@st.composite
def sound_claims(draw: st.DrawFn) -> tuple[list[int], int, dict[Domain, list[object]]]:
    """A non-empty set of i1..i8 values and, per forward domain, up to three claims each
    holding for all of them: the exact fact, weakened at random."""
    width = draw(st.integers(1, 8))
    values = draw(st.lists(st.integers(0, mask(width)), min_size=1, max_size=12))
    exact = ValueFacts.from_values(values, width)
    claims: dict[Domain, list[object]] = defaultdict(list)
    for domain in FORWARD:
        for _ in range(draw(st.integers(0, 3))):
            claims[domain].append(_weakened(draw, domain, exact))
    return values, width, claims


def _weakened(draw: st.DrawFn, domain: Domain, exact: ValueFacts) -> object:
    from auditor.analyses.builtin import claim

    w = exact.width
    fact = claim(exact, domain)
    if domain is K:
        keep = draw(st.integers(0, mask(w)))
        return KnownBits(exact.known.zero & keep, exact.known.one & keep, w)
    if domain in (R, U, S):
        lo, hi = draw(st.integers(0, mask(w))), draw(st.integers(0, mask(w)))
        other = ConstantRange.full(w) if lo == hi else ConstantRange(lo, hi, w)
        return lattice(domain).join(fact, other)
    if domain is Domain.SIGN_BITS:
        return SignBits(draw(st.integers(1, exact.sign_bits)), w)
    assert isinstance(fact, BoolFact)
    return BoolFact(fact.holds and draw(st.booleans()), w)


@settings(max_examples=400, deadline=None)
@given(sound_claims())
def test_sound_claims_combine_to_a_sound_claim_at_least_as_precise_as_each(
    case: tuple[list[int], int, dict[Domain, list[object]]],
) -> None:
    values, width, claims = case
    combined = combine_forward(claims, width)
    for domain in FORWARD:
        ops = forward_domain(domain)
        fact = combined[domain]
        assert all(ops.contains(fact, v) for v in values), (domain, fact, values)
        for claimed in claims.get(domain, []):
            if domain in (U, S):
                claimed = claimed.hull(signed=domain is S)  # type: ignore[attr-defined]
            if domain is R:
                # Ranges are not closed under intersection: the smallest cover of the
                # meet may stick out of a claim, but it is never larger (judged by size).
                assert fact.size <= claimed.size  # type: ignore[attr-defined]
            else:
                assert lattice(domain).leq(fact, claimed), (domain, fact, claimed)


class SplitBuiltin:
    """The builtin analysis answering through three artificial providers, each with
    its own domains (two of them in `range`: its range, and its signed hull)."""

    name, version = "split", "1"
    domains = frozenset(FORWARD)
    PROVIDERS: ClassVar[dict[Domain, str]] = {
        K: "bits", Domain.NON_ZERO: "bits", Domain.NEGATIVE: "bits",
        R: "ranges", U: "ranges", Domain.SIGN_BITS: "ranges",
        S: "signed", Domain.POWER_OF_TWO: "signed", Domain.NON_NEGATIVE: "signed",
    }  # fmt: skip

    def analyze(self, fragments: list[Fragment], domains: list[Domain]) -> list[Claim]:
        result = []
        for c in BuiltinAnalysis().analyze(fragments, domains):
            assert isinstance(c, Claim)
            result.append(Claim(c.fragment, c.value, c.domain, c.fact, self.PROVIDERS[c.domain]))
            if c.domain is S:
                result.append(Claim(c.fragment, c.value, R, c.fact, "signed"))
        return result


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(1, 2, 4, 8), max_insts=4))
def test_the_builtin_split_into_providers_combines_soundly(fragment: Fragment) -> None:
    unique = UniqueFragment(fragment, fragment_hash(fragment), 1, ())
    findings, problems, _ = audit([unique], [SplitBuiltin()], ScanOptions(domains=FORWARD))  # type: ignore[list-item]
    assert not problems
    combined = {f.domain: f for f in findings if f.provider == COMBINED}
    assert set(combined) == set(FORWARD)
    for row in findings:
        assert row.verdict not in (Verdict.UNSOUND, Verdict.ERROR), row
        best = combined[row.domain]
        if row.lost_bits is not None and best.lost_bits is not None:
            assert best.lost_bits <= row.lost_bits + 1e-9, (row, best)


# --- an LLVM 22 scan -----------------------------------------------------------------

MODULE = """\
define i32 @f(i32 %x) {
entry:
  %a = and i32 %x, 255
  %b = shl i32 %a, 1
  %c = add nuw i32 %b, 2
  %d = udiv i32 %c, 3
  %e = or i32 %d, 1
  ret i32 %e
}
"""


@pytest.fixture(scope="module")
def llvm_scan(tmp_path_factory: pytest.TempPathFactory) -> Path:
    toolchain(22)
    tmp = tmp_path_factory.mktemp("combined")
    (tmp / "t.ll").write_text(MODULE)
    done = run("scan", str(tmp / "t.ll"), "-a", "llvm-22", "--out", str(tmp / "out"))
    assert done.returncode == 0, done.stderr
    assert COMBINED in done.stdout  # the terminal summary
    return tmp / "out"


def test_an_llvm_scan_has_combined_rows_never_less_precise_than_a_provider(llvm_scan: Path) -> None:
    rows = list(csv.DictReader((llvm_scan / "findings.csv").read_text().splitlines()))
    combined = {(r["fragment"], r["value"], r["domain"]): r for r in rows if r["provider"] == COMBINED}
    assert {r["domain"] for r in combined.values()} == {d.value for d in FORWARD}
    assert not [r for r in combined.values() if r["verdict"] in ("unsound", "error")]
    assert any(r["verdict"] == "exact" for r in combined.values())
    assert all(r["detail"].startswith("reduced product of ") for r in combined.values())
    for row in rows:
        best = combined.get((row["fragment"], row["value"], row["domain"]))
        if row["provider"] == COMBINED or best is None or not row["lost_bits"]:
            continue
        assert float(best["lost_bits"]) <= float(row["lost_bits"]), (row, best)
    # %e = (…)/3 | 1: ValueTracking's known bits miss bit 8, which LVI's range [1,172) gives.
    (vt,) = [r for r in rows if (r["value"], r["domain"], r["provider"]) == ("%e", "known-bits", "ValueTracking")]
    if vt["verdict"] == "lost-precision" and combined[vt["fragment"], "%e", "known-bits"]["verdict"] == "exact":
        assert vt["detail"] == "provider gap: combined is exact"
    else:  # a solver budget ran out on a loaded machine
        assert "unknown" in (vt["verdict"], combined[vt["fragment"], "%e", "known-bits"]["verdict"])


def test_an_llvm_scan_shows_combined_in_every_summary(llvm_scan: Path) -> None:
    summary = list(csv.DictReader((llvm_scan / "summary.csv").read_text().splitlines()))
    assert {r["domain"] for r in summary if r["provider"] == COMBINED} == {d.value for d in FORWARD}
    table = [line.split("|") for line in (llvm_scan / "summary.md").read_text().splitlines() if line.startswith("|")]
    assert {cells[3].strip() for cells in table if len(cells) > 3 and cells[2].strip() == COMBINED} == {
        d.value for d in FORWARD
    }
    assert COMBINED in (llvm_scan / "report.html").read_text()
