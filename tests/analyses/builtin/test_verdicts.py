"""The builtin analysis judged by the oracle: never unsound (bundled corpora, random
fragments), and pinned exact / lost-precision cases per domain with their lost bits."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from auditor import api
from auditor.analyses.builtin import BuiltinAnalysis
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.ir.hashing import fragment_hash
from auditor.oracles.engine import OracleOptions
from auditor.oracles.session import Budget
from auditor.readers.souper import parse_text
from auditor.scan import Finding, ScanOptions, UniqueFragment, audit
from tests.strategies import fragments

CORPORA = Path(__file__).parents[3] / "corpora"
# The Souper corpus and the two cheapest real-code functions: every value, every domain.
BUNDLED = [CORPORA / "souper", CORPORA / "smoke" / "brotli_dec_huffman.ll", CORPORA / "smoke" / "pycryptodome_ARC4.ll"]
EVERYTHING = ScanOptions(all_values=True)


def judge_all(fragment: Fragment, options: ScanOptions = EVERYTHING) -> list[Finding]:
    unique = UniqueFragment(fragment, fragment_hash(fragment), 1, ())
    findings, problems, _ = audit([unique], [BuiltinAnalysis()], options)
    assert not problems, problems
    return findings


def wrong(findings: list[Finding]) -> list[str]:
    return [
        f"{f.value} {f.opcode} {f.domain.value}: claimed {f.claimed}, oracle {f.oracle} ({f.verdict.value}) "
        f"{f.counterexample} -> {f.actual} {f.detail}"
        for f in findings
        if f.verdict in (Verdict.UNSOUND, Verdict.ERROR)
    ]


def test_no_unsound_claim_on_the_bundled_corpora() -> None:
    result = api.scan(BUNDLED, ["builtin"], EVERYTHING)
    assert result.findings
    assert wrong(list(result.findings)) == []


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(1, 2, 3, 4, 8), max_insts=5))
def test_no_unsound_claim_on_random_fragments(fragment: Fragment) -> None:
    assert wrong(judge_all(fragment)) == []


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(16, 32, 64), max_insts=4, max_vars=2))
def test_no_unsound_claim_on_random_wide_fragments(fragment: Fragment) -> None:
    # Small budgets: an oracle that gives up leaves `unknown` rows, but every claim is
    # still checked for soundness, which is what this test is about.
    options = ScanOptions(all_values=True, oracle=OracleOptions(budget=Budget(query_ms=250, fragment_ms=1500)))
    assert wrong(judge_all(fragment, options)) == []


def one(text: str) -> Fragment:
    result = parse_text(text, "case.opt")
    assert not result.diagnostics, result.diagnostics
    (fragment,) = result.fragments
    return fragment


def verdict_of(text: str, domain: Domain, value: str | None = None) -> tuple[Verdict, float | None, str, str]:
    fragment = one(text)
    name = value or "%" + fragment.names[fragment.root]
    (row,) = [f for f in judge_all(fragment) if f.domain is domain and f.value == name]
    return row.verdict, row.lost_bits, row.claimed, row.oracle


ONE = "%x:i8 = var\n%y:i8 = add %x, 1:i8\n%r:i8 = sub %y, %x\ninfer %r\n"  # (x + 1) - x = 1
MINUS_ONE = "%x:i8 = var\n%y:i8 = add %x, 1:i8\n%r:i8 = sub %x, %y\ninfer %r\n"  # x - (x + 1) = -1

# (domain, fragment, value or root, expected verdict, expected lost bits)
CASES = [
    (Domain.KNOWN_BITS, "%x:i8 = var\n%r:i8 = and %x, 240:i8\ninfer %r\n", None, Verdict.EXACT, 0.0),
    # x - (x & 1) is even, but bit-wise subtraction only sees "x minus 0 or 1".
    (Domain.KNOWN_BITS, "%x:i8 = var\n%b:i8 = and %x, 1:i8\n%r:i8 = sub %x, %b\ninfer %r\n", None, Verdict.LOST_PRECISION, 1.0),
    (Domain.RANGE, "%x:i8 = var\n%r:i8 = urem %x, 10:i8\ninfer %r\n", None, Verdict.EXACT, 0.0),
    # (x + 1) - x is 1, but a non-relational analysis only sees "full minus full".
    (Domain.UNSIGNED_RANGE, ONE, None, Verdict.LOST_PRECISION, 8.0),
    (Domain.UNSIGNED_RANGE, "%x:i8 = var\n%r:i8 = lshr %x, 4:i8\ninfer %r\n", None, Verdict.EXACT, 0.0),
    (Domain.SIGNED_RANGE, "%x:i8 = var\n%r:i8 = ashr %x, 4:i8\ninfer %r\n", None, Verdict.EXACT, 0.0),
    (Domain.SIGNED_RANGE, MINUS_ONE, None, Verdict.LOST_PRECISION, 8.0),
    (Domain.RANGE, ONE, None, Verdict.LOST_PRECISION, 8.0),
    (Domain.SIGN_BITS, "%x:i8 = var\n%r:i32 = sext %x\ninfer %r\n", None, Verdict.EXACT, 0.0),
    (Domain.SIGN_BITS, ONE, None, Verdict.LOST_PRECISION, 6.0),
    (Domain.NON_ZERO, "%x:i8 = var\n%r:i8 = or %x, 1:i8\ninfer %r\n", None, Verdict.EXACT, 0.0),
    (Domain.NON_ZERO, "%x:i8 = var\n%y:i8 = xor %x, 255:i8\n%r:i8 = or %x, %y\ninfer %r\n", None, Verdict.LOST_PRECISION, 1.0),
    (Domain.POWER_OF_TWO, "%x:i8 = var\n%r:i8 = shl 1:i8, %x\ninfer %r\n", None, Verdict.EXACT, 0.0),
    (Domain.POWER_OF_TWO, ONE, None, Verdict.LOST_PRECISION, 1.0),
    (Domain.NEGATIVE, "%x:i8 = var\n%r:i8 = or %x, 128:i8\ninfer %r\n", None, Verdict.EXACT, 0.0),
    (Domain.NEGATIVE, MINUS_ONE, None, Verdict.LOST_PRECISION, 1.0),
    (Domain.NON_NEGATIVE, "%x:i8 = var\n%r:i8 = lshr %x, 1:i8\ninfer %r\n", None, Verdict.EXACT, 0.0),
    (Domain.NON_NEGATIVE, ONE, None, Verdict.LOST_PRECISION, 1.0),
    (Domain.DEMANDED_BITS, "%x:i8 = var\n%r:i8 = and %x, 15:i8\ninfer %r\n", "%x", Verdict.EXACT, 0.0),
    # x - x is 0 whatever x is: no bit of x is demanded, but subtraction demands them.
    (Domain.DEMANDED_BITS, "%x:i8 = var\n%r:i8 = sub %x, %x\ninfer %r\n", "%x", Verdict.LOST_PRECISION, 8.0),
]  # fmt: skip


@pytest.mark.parametrize(
    ("domain", "text", "value", "verdict", "lost"), CASES, ids=[f"{c[0].value}-{c[3].value}" for c in CASES]
)
def test_pinned_verdicts(domain: Domain, text: str, value: str | None, verdict: Verdict, lost: float) -> None:
    got, lost_bits, claimed, oracle = verdict_of(text, domain, value)
    assert (got, lost_bits) == (verdict, pytest.approx(lost)), f"claimed {claimed}, oracle {oracle}"


def test_every_domain_has_an_exact_and_a_lost_case() -> None:
    for domain in Domain:
        kinds = {c[3] for c in CASES if c[0] is domain}
        if domain is Domain.RANGE:
            assert Verdict.EXACT in kinds and Verdict.LOST_PRECISION in kinds
        else:
            assert kinds == {Verdict.EXACT, Verdict.LOST_PRECISION}, domain
