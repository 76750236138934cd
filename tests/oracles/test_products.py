"""Proven primality, factorisation and bounded splits (`auditor.oracles.primes`)
against brute force, and the signed hull of a double-width product
(`auditor.oracles.products`) on the solver path against exhaustive enumeration."""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.linear_cone import linear_cone
from auditor.oracles.primes import MR_PROVEN_BELOW, bounded_splits, factorization, proven_prime
from auditor.oracles.products import double_width_product, signed_product_hull
from auditor.oracles.range_search.covers import product_runs
from auditor.oracles.range_search.target import Target
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text


def _later(seconds: float = 10.0) -> float:
    return time.perf_counter() + seconds


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, int(n**0.5) + 1))


def _read(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


def test_primality_small() -> None:
    assert [n for n in range(3000) if proven_prime(n, _later())] == [n for n in range(3000) if _is_prime(n)]


def test_primality_hard_cases() -> None:
    # Strong pseudoprime to every prime base up to 37 (Jiang and Deng): caught by 41.
    assert proven_prime(318665857834031151167461, _later()) is False
    assert proven_prime(3825123056546413051, _later()) is False  # spsp to bases 2..23
    assert proven_prime(561, _later()) is False  # Carmichael
    # Above MR_PROVEN_BELOW: Pratt–Lucas certificates.
    assert MR_PROVEN_BELOW < 2**89 - 1
    assert proven_prime(2**89 - 1, _later()) is True
    assert proven_prime(2**127 - 1, _later()) is True
    assert proven_prime((2**127 + 1) // 3, _later()) is True
    assert proven_prime(2**128 + 1, _later()) is False  # 59649589127497217 · 5704689200685129054721


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 10**7))
def test_factorization_against_trial_division(n: int) -> None:
    factors = factorization(n, _later())
    assert factors is not None
    product = 1
    for p in factors:
        assert _is_prime(p)
        product *= p
    assert product == n


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 5000), st.integers(1, 100))
def test_bounded_splits_against_brute_force(n: int, bound: int) -> None:
    if n == 0:
        return
    expected = [(a, n // a) for a in range(1, bound) if n % a == 0 and n // a < bound]
    assert bounded_splits(n, bound, _later()) == expected


def test_large_factorisation() -> None:
    n = 2**127 + 2
    factors = factorization(n, _later())
    assert factors is not None and all(proven_prime(p, _later()) for p in factors)
    product = 1
    for p in factors:
        product *= p
    assert product == n


OPERANDS = {
    "any": "%a:i4 = var\n",
    "xor": "%v:i4 = var\n%a:i4 = xor %v, 5:i4\n",
    "low3": "%v:i4 = var\n%a:i4 = and %v, 7:i4\n",  # a < 8: candidates that factor are not reached
    "odd": "%v:i4 = var\n%a:i4 = or %v, 1:i4\n",
}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(OPERANDS)), st.sampled_from(sorted(OPERANDS)), st.sampled_from(["mul", "mulnuw"]))
def test_signed_product_hull_against_enumeration(left: str, right: str, op: str) -> None:
    text = (
        OPERANDS[left]
        + OPERANDS[right].replace("%a", "%b").replace("%v", "%w")
        + f"%za:i8 = zext %a\n%zb:i8 = zext %b\n%p:i8 = {op} %za, %zb\ninfer %p\n"
    )
    fragment = _read(text)
    product = double_width_product(fragment, fragment.root)
    assert product is not None
    session = open_session(fragment, OracleOptions.solver_only())
    hull = signed_product_hull(session, product)
    (exhaustive,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root]).facts
    assert exhaustive.status is Status.EXHAUSTIVE
    # None: an end not settled within PRODUCT_CANDIDATES values (no product of a 4-bit
    # and a 3-bit value reaches 128), left to the general search.
    assert hull == exhaustive.fact or (hull is None and "low3" in (left, right)), text
    (solved,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root], OracleOptions.solver_only()).facts
    assert solved.status is Status.PROVEN and solved.fact == exhaustive.fact


def test_xxhash_128_bit_multiply() -> None:
    """64 × 64 → 128: the largest product below 2^127 is 2^127 − 2 = (2^64 − 2)(2^63 + 1)
    (2^127 − 1 is prime), the smallest at or above it 2^127 + 2 (2^127 + 1 = 3 · p with
    p prime and over 2^64)."""
    fragment = _read(
        "%x:i64 = var\n%a:i64 = xor %x, 2111919702937427193:i64\n%za:i128 = zext %a\n"
        "%y:i64 = var\n%b:i64 = xor %y, 4554437623014685352:i64\n%zb:i128 = zext %b\n"
        "%p:i128 = mulnuw %za, %zb\ninfer %p\n"
    )
    (fact,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root]).facts
    assert fact.status is Status.PROVEN
    assert (fact.fact.lo, fact.fact.hi) == (2**127 + 2, 2**127 - 1)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(sorted(OPERANDS)), st.sampled_from(sorted(OPERANDS)), st.integers(1, 7))
def test_signed_hull_of_a_folded_product(left: str, right: str, shift: int) -> None:
    """xxHash's fold `(p >> s) ^ p` of a product, a bijection of it: every candidate's
    one preimage is asked about."""
    text = (
        OPERANDS[left]
        + OPERANDS[right].replace("%a", "%b").replace("%v", "%w")
        + "%za:i8 = zext %a\n%zb:i8 = zext %b\n%p:i8 = mul %za, %zb\n"
        + f"%h:i8 = lshr %p, {shift}:i8\n%f:i8 = xor %h, %p\ninfer %f\n"
    )
    fragment = _read(text)
    (exhaustive,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root]).facts
    session = open_session(fragment, OracleOptions.solver_only())
    (solved,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root], session=session).facts
    assert solved.status is Status.PROVEN and solved.fact == exhaustive.fact, text
    cone = linear_cone(fragment, fragment.root)
    assert cone is not None and fragment.insts[cone.base].op.value == "mul"
    product = double_width_product(fragment, cone.base)
    assert product is not None
    hull = signed_product_hull(open_session(fragment, OracleOptions.solver_only()), product, through=cone)
    assert hull == exhaustive.fact or (hull is None and "low3" in (left, right)), text


def test_masked_and_shifted_operands() -> None:
    """poly1305's limbs: `and v, 2^n − 1` and `lshr v, n` are below 2^n too."""
    fragment = _read(
        "%v:i8 = var\n%a:i8 = and %v, 15:i8\n%w:i8 = var\n%b:i8 = lshr %w, 4:i8\n%p:i8 = mulnuw %a, %b\ninfer %p\n"
    )
    product = double_width_product(fragment, fragment.root)
    assert product is not None
    hull = signed_product_hull(open_session(fragment, OracleOptions.solver_only()), product)
    (exhaustive,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root]).facts
    assert hull == exhaustive.fact
    wide = _read(
        "%v:i8 = var\n%a:i8 = and %v, 31:i8\n%w:i8 = var\n%b:i8 = lshr %w, 3:i8\n%p:i8 = mul %a, %b\ninfer %p\n"
    )
    assert double_width_product(wide, wide.root) is None  # 31 · 31 wraps: not a product of halves


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(OPERANDS)), st.sampled_from(sorted(OPERANDS)), st.sampled_from(["fold", "umulh"]))
def test_range_through_a_pinned_operand_against_enumeration(left: str, right: str, shape: str) -> None:
    """With b = 2^n − 1 the fold of a double-width product is a · 2^n − 1 and its high
    half a − 1: runs that fill the proven hull (`range_search.covers.product_runs`)."""
    text = (
        OPERANDS[left]
        + OPERANDS[right].replace("%a", "%b").replace("%v", "%w")
        + "%za:i8 = zext %a\n%zb:i8 = zext %b\n%p:i8 = mul %za, %zb\n%h:i8 = lshr %p, 4:i8\n"
        + ("%f:i8 = xor %h, %p\ninfer %f\n" if shape == "fold" else "%f:i4 = trunc %h\ninfer %f\n")
    )
    fragment = _read(text)
    (exhaustive,) = run_oracle(fragment, [Domain.RANGE], [fragment.root]).facts
    session = open_session(fragment, OracleOptions.solver_only())
    (solved,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=session).facts
    assert solved.status is Status.PARTIAL or solved.fact == exhaustive.fact, text
    runs = product_runs(Target(session, fragment.root))
    if {left, right} & {"any", "xor"} and {left, right} <= {"any", "xor", "odd"}:
        assert runs, text  # one operand a bijection of its input, the other reaches 15
    reached = {int(v) for v in open_session(fragment).samples.reachable(fragment.root)}  # every execution
    for run in runs:  # every value of a proven run is reached
        assert {(run.start + j * run.step) % 2**run.width for j in range(run.count)} <= reached, text


def test_no_run_when_the_pinned_operand_reads_the_swept_input() -> None:
    fragment = _read(
        "%x:i4 = var\n%a:i4 = xor %x, 5:i4\n%b:i4 = add %x, 3:i4\n"
        "%za:i8 = zext %a\n%zb:i8 = zext %b\n%p:i8 = mul %za, %zb\n%h:i8 = lshr %p, 4:i8\n%f:i8 = xor %h, %p\ninfer %f\n"
    )
    session = open_session(fragment, OracleOptions.solver_only())
    assert product_runs(Target(session, fragment.root)) == []


def test_xxhash_128_bit_fold_and_umulh_ranges() -> None:
    """The fold `(p >> 64) ^ p` of `zext(a) * zext(b)`: its hull is [0, 2^128 − 2^64 − 1]
    (the largest product, (2^64 − 1)^2, folds to it), and the run a · 2^64 − 1 (b =
    2^64 − 1) leaves no gap inside over 2^64 − 1 values, under the 2^64 above: the hull
    is the smallest range. `umulh` is every value of [0, 2^64 − 2] (the run a − 1)."""
    top = (2**64 - 1) ** 2
    assert (top >> 64) ^ top == 2**128 - 2**64 - 1
    words = (
        "%x:i64 = var\n%a:i64 = xor %x, 2111919702937427193:i64\n%za:i128 = zext %a\n"
        "%y:i64 = var\n%b:i64 = xor %y, 4554437623014685352:i64\n%zb:i128 = zext %b\n"
        "%p:i128 = mulnuw %za, %zb\n%h:i128 = lshr %p, 64:i128\n"
    )
    ranges = [Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE, Domain.RANGE]  # as a scan asks them
    fold = _read(words + "%f:i128 = xor %h, %p\ninfer %f\n")
    *_, fact = run_oracle(fold, ranges, [fold.root]).facts
    assert fact.domain is Domain.RANGE and fact.status is Status.PROVEN
    assert (fact.fact.lo, fact.fact.hi) == (0, 2**128 - 2**64)
    umulh = _read(words + "%t:i64 = trunc %h\ninfer %t\n")
    *_, fact = run_oracle(umulh, ranges, [umulh.root]).facts
    assert fact.domain is Domain.RANGE and fact.status is Status.PROVEN
    assert (fact.fact.lo, fact.fact.hi) == (0, 2**64 - 1)
