"""Verdicts: the pure classification on both sides of every boundary, and the
evidence — counterexamples from samples and from the solver, and soundness checks of
claims the oracle could not settle."""

from __future__ import annotations

import pytest

from auditor.compare import Verdict, as_claimed, classify, judge
from auditor.domains.base import Domain
from auditor.domains.booleans import BoolFact
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.result import OracleFact
from auditor.oracles.session import Session, Status
from auditor.readers.souper import parse_text


def fragment(text: str) -> Fragment:
    result = parse_text(text, "test.opt")
    assert not result.diagnostics
    (f,) = result.fragments
    return f


KB = Domain.KNOWN_BITS


def proven(domain: Domain, fact: object, status: Status = Status.PROVEN) -> OracleFact:
    return OracleFact(0, domain, fact, status)


@pytest.mark.parametrize(
    ("claimed", "verdict", "lost"),
    [
        (KnownBits(0b1100, 0b0001, 4), Verdict.EXACT, 0.0),
        (KnownBits(0b1000, 0b0001, 4), Verdict.LOST_PRECISION, 1.0),
        (KnownBits(0, 0, 4), Verdict.LOST_PRECISION, 3.0),
        (KnownBits(0b1100, 0b0011, 4), Verdict.UNSOUND, None),  # claims a bit the oracle leaves open
        (KnownBits(0b1101, 0b0000, 4), Verdict.UNSOUND, None),  # contradicts a known bit
    ],
)
def test_classify_known_bits(claimed: KnownBits, verdict: Verdict, lost: float | None) -> None:
    best = KnownBits(0b1100, 0b0001, 4)  # 00x1
    assert classify(KB, claimed, proven(KB, best)) == (verdict, lost)


@pytest.mark.parametrize(
    ("domain", "claimed", "best", "verdict", "lost"),
    [
        (Domain.SIGN_BITS, SignBits(3, 8), SignBits(3, 8), Verdict.EXACT, 0.0),
        (Domain.SIGN_BITS, SignBits(1, 8), SignBits(3, 8), Verdict.LOST_PRECISION, 2.0),
        (Domain.SIGN_BITS, SignBits(4, 8), SignBits(3, 8), Verdict.UNSOUND, None),
        (Domain.NON_ZERO, BoolFact(True, 8), BoolFact(True, 8), Verdict.EXACT, 0.0),
        (Domain.NON_ZERO, BoolFact(False, 8), BoolFact(True, 8), Verdict.LOST_PRECISION, 1.0),
        (Domain.NON_ZERO, BoolFact(True, 8), BoolFact(False, 8), Verdict.UNSOUND, None),
        (Domain.NON_ZERO, BoolFact(False, 8), BoolFact(False, 8), Verdict.EXACT, 0.0),
        (Domain.RANGE, ConstantRange(0, 4, 8), ConstantRange(0, 4, 8), Verdict.EXACT, 0.0),
        (Domain.RANGE, ConstantRange(0, 16, 8), ConstantRange(0, 4, 8), Verdict.LOST_PRECISION, 2.0),
        (Domain.RANGE, ConstantRange(0, 3, 8), ConstantRange(0, 4, 8), Verdict.UNSOUND, None),
        (Domain.DEMANDED_BITS, DemandedBits(0x0F, 8), DemandedBits(0x0F, 8), Verdict.EXACT, 0.0),
        (Domain.DEMANDED_BITS, DemandedBits(0xFF, 8), DemandedBits(0x0F, 8), Verdict.LOST_PRECISION, 4.0),
        (Domain.DEMANDED_BITS, DemandedBits(0x07, 8), DemandedBits(0x0F, 8), Verdict.UNSOUND, None),
    ],
)
def test_classify_each_domain(
    domain: Domain, claimed: object, best: object, verdict: Verdict, lost: float | None
) -> None:
    assert classify(domain, claimed, proven(domain, best)) == (verdict, lost)


def test_classify_partial_and_vacuous() -> None:
    kb = KnownBits(0, 0, 4)
    assert classify(KB, kb, OracleFact(0, KB, kb, Status.PARTIAL)) == (Verdict.UNKNOWN, None)
    assert classify(KB, kb, OracleFact(0, KB, None, Status.VACUOUS)) == (Verdict.VACUOUS, None)


def test_hull_domains_read_claims_as_hulls() -> None:
    wrapped = ConstantRange(15, 1, 4)  # {15, 0}
    assert as_claimed(Domain.UNSIGNED_RANGE, wrapped) == ConstantRange.full(4)
    assert as_claimed(Domain.SIGNED_RANGE, ConstantRange(7, 9, 4)) == ConstantRange.full(4)  # {7, -8}
    assert as_claimed(Domain.RANGE, wrapped) == wrapped


TWO_VALUES = "%x:i1 = var\n%r:i4 = select %x, 5:i4, 0:i4\ninfer %r\n"  # {0, 5}


def test_a_range_missing_part_of_the_best_range_can_still_be_sound() -> None:
    f = fragment(TWO_VALUES)
    session = open_session(f)
    best = run_oracle(f, [Domain.RANGE], [f.root], session=session).facts[0]
    assert best.fact == ConstantRange(0, 6, 4)
    sound = judge(session, ConstantRange(5, 1, 4), best)  # {5, …, 15, 0}: holds on 0 and 5
    assert sound.verdict is Verdict.LOST_PRECISION and sound.lost_bits == pytest.approx(1.0)
    bad = judge(session, ConstantRange(1, 6, 4), best)
    assert bad.verdict is Verdict.UNSOUND and bad.counterexample is not None
    assert (bad.counterexample.text, bad.counterexample.actual) == ("%x=0", "0")


WIDE = "%x:i32 = var\n%y:i32 = var\n%m:i32 = mul %x, %y\n%r:i32 = and %m, 4294901760:i32\ninfer %r\n"


def test_solver_counterexample_when_samples_do_not_show_one() -> None:
    f = fragment(WIDE)
    session = open_session(f, OracleOptions.solver_only())
    best = run_oracle(f, [KB], [f.root], session=session).facts[0]
    claim = KnownBits(0xFFFF | 0x80000000, 0, 32)  # "bit 31 is never set": false
    verdict = judge(session, claim, best)
    assert verdict.verdict is Verdict.UNSOUND
    assert int(verdict.counterexample.actual) >> 31 == 1 if verdict.counterexample else False


def test_claims_are_checked_even_when_the_oracle_gave_up() -> None:
    f = fragment(WIDE)
    session = open_session(f, OracleOptions.solver_only())
    gave_up = OracleFact(f.root, KB, KnownBits.unknown(32), Status.PARTIAL)
    wrong = judge(session, KnownBits(0x80000000, 0, 32), gave_up)
    assert wrong.verdict is Verdict.UNSOUND
    right = judge(session, KnownBits(0xFFFF, 0, 32), gave_up)
    assert right.verdict is Verdict.UNKNOWN and "proven sound" in right.detail


def test_a_claim_the_partial_fact_implies_needs_no_query() -> None:
    """A partial oracle's fact is proven sound, so a claim it implies is sound without
    a query (no session is opened); one it does not imply is still checked."""
    f = fragment(WIDE)
    partial = OracleFact(f.root, KB, KnownBits(0xFFFF, 0, 32), Status.PARTIAL)

    def no_session() -> Session:
        raise AssertionError("a query was asked")

    implied = judge(no_session, KnownBits(0xFF, 0, 32), partial)
    assert implied.verdict is Verdict.UNKNOWN and "proven sound" in implied.detail
    with pytest.raises(AssertionError, match="a query was asked"):
        judge(no_session, KnownBits(0xFFFF0000, 0, 32), partial)


def test_demanded_bits_counterexample_names_the_bit() -> None:
    f = fragment("%x:i8 = var\n%r:i8 = and %x, 6:i8\ninfer %r\n")
    session = open_session(f)
    best = run_oracle(f, [Domain.DEMANDED_BITS], [0], session=session).facts[0]
    assert best.fact == DemandedBits(6, 8)
    verdict = judge(session, DemandedBits(2, 8), best)
    assert verdict.verdict is Verdict.UNSOUND and verdict.counterexample is not None
    assert verdict.counterexample.actual.startswith("flipping bit 2: %r ")


def test_vacuous_fragment() -> None:
    f = fragment("%x:i8 = var\n%r:i8 = udiv %x, 0:i8\ninfer %r\n")
    session = open_session(f)
    fact = run_oracle(f, [KB], [f.root], session=session).facts[0]
    assert judge(session, KnownBits.unknown(8), fact).verdict is Verdict.VACUOUS
