"""The multiples of a constant in order (`auditor.oracles.multiples`) against brute
force, their hulls on the solver path against exhaustive enumeration, and xxHash's
`zext(x) * PRIME64_1 >> 29` at full size against a meet-in-the-middle enumeration
of all 2^32 products."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain
from auditor.domains.ranges import RANGE
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.multiples import Multiples, every_multiple, first_multiple, multiple_hull, shifted_multiple
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text


def _read(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_first_multiple_against_brute_force(data: st.DataObject) -> None:
    m = data.draw(st.one_of(st.sampled_from([2**w for w in range(1, 10)]), st.integers(1, 700)))
    k = data.draw(st.integers(0, 2 * m))
    lo = data.draw(st.integers(0, m - 1))
    hi = data.draw(st.integers(lo, m - 1))
    expected = next((x for x in range(m + 1) if lo <= x * k % m <= hi), None)  # x · k mod m has period ≤ m
    assert first_multiple(k, m, lo, hi) == expected


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_multiples_in_order_against_brute_force(data: st.DataObject) -> None:
    m = 1 << data.draw(st.integers(1, 9))
    k, n = data.draw(st.integers(0, m - 1)), data.draw(st.integers(1, m + 3))
    lo = data.draw(st.integers(0, m - 1))
    hi = data.draw(st.integers(lo, m - 1))
    values = sorted({x * k % m for x in range(n)})
    multiples = Multiples(k, m, n)
    inside = [v for v in values if lo <= v <= hi]
    assert multiples.largest_in(lo, hi) == (max(inside) if inside else None)
    assert multiples.smallest_in(lo, hi) == (min(inside) if inside else None)


OPERANDS = {
    "any": "%v:i4 = var\n%x:i10 = zext %v\n",
    "xor": "%u:i4 = var\n%v:i4 = xor %u, 9:i4\n%x:i10 = zext %v\n",
    "odd": "%u:i5 = var\n%v:i5 = or %u, 1:i5\n%x:i10 = zext %v\n",  # not every x: the walk skips
    "mask": "%u:i10 = var\n%x:i10 = and %u, 47:i10\n",
    "shift": "%u:i10 = var\n%x:i10 = lshr %u, 4:i10\n",
    # x in [128, 256): for k with 3 or more trailing zeros, x and x + 1024 / gcd(k, 1024)
    # share a multiple, and the least x of each multiple is never reached.
    "high": "%u:i8 = var\n%v:i8 = or %u, 128:i8\n%x:i10 = zext %v\n",
}


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(sorted(OPERANDS)),
    st.integers(1, 1023),
    st.sampled_from(["mul", "mulnuw", "mulnsw"]),
    st.lists(st.integers(1, 3), max_size=2),
    st.booleans(),
)
def test_multiple_hull_against_enumeration(operand: str, k: int, op: str, shifts: list[int], signed: bool) -> None:
    text = OPERANDS[operand] + f"%p:i10 = {op} %x, {k}:i10\n"
    last = "%p"
    for n, s in enumerate(shifts):
        text += f"%s{n}:i10 = lshr {last}, {s}:i10\n"
        last = f"%s{n}"
    fragment = _read(text + f"infer {last}\n")
    assert shifted_multiple(fragment, fragment.root) is not None
    domain = Domain.SIGNED_RANGE if signed else Domain.UNSIGNED_RANGE
    (exhaustive,) = run_oracle(fragment, [domain], [fragment.root]).facts
    hull = multiple_hull(open_session(fragment, OracleOptions.solver_only()), fragment.root, 0, signed)
    if exhaustive.status is Status.VACUOUS:  # every product overflows under the flag
        assert hull is None
        return
    assert exhaustive.status is Status.EXHAUSTIVE
    # None: more than MULTIPLE_CANDIDATES multiples at an end not reached — some x
    # never occur, or their products overflow under the flag.
    assert hull == exhaustive.fact or (hull is None and (operand in ("odd", "mask", "high") or op != "mul")), text
    (solved,) = run_oracle(fragment, [domain], [fragment.root], OracleOptions.solver_only()).facts
    assert solved.status is Status.PROVEN and solved.fact == exhaustive.fact, text


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(OPERANDS)), st.integers(1, 255), st.integers(1, 3))
def test_hull_of_a_target_without_its_trailing_zeros(operand: str, odd: int, zeros: int) -> None:
    """A range search takes the proven trailing zeros of `mul x, k` (k even) out of its
    target: the hull is then that of p >> zeros, in 10 − zeros bits."""
    k = (2 * odd + 1) << zeros & 1023
    fragment = _read(OPERANDS[operand] + f"%p:i10 = mul %x, {k}:i10\ninfer %p\n")
    shifted = _read(OPERANDS[operand] + f"%p:i10 = mul %x, {k}:i10\n%t:i10 = lshr %p, {zeros}:i10\ninfer %t\n")
    (exhaustive,) = run_oracle(shifted, [Domain.UNSIGNED_RANGE], [shifted.root]).facts
    hull = multiple_hull(open_session(fragment, OracleOptions.solver_only()), fragment.root, zeros, signed=False)
    if hull is None:
        assert operand in ("odd", "mask", "high")  # as in test_multiple_hull_against_enumeration
        return
    assert hull.width == 10 - zeros
    assert (hull.unsigned_min, hull.unsigned_max) == (exhaustive.fact.unsigned_min, exhaustive.fact.unsigned_max)


def test_xxhash_32_bit_word_times_prime() -> None:
    """xxHash's `zext(x) * PRIME64_1` of a 32-bit word, and the product shifted right by
    29: their unsigned hulls, checked against every one of the 2^32 products."""
    prime = 11400714785074694791
    words = "%a:i32 = var\n%b:i32 = var\n%x:i32 = xor %a, %b\n%z:i64 = zext %x\n"
    fragment = _read(words + f"%p:i64 = mul %z, {prime}:i64\n%h:i64 = lshr %p, 29:i64\ninfer %h\n")
    top = _max_product_below(prime, 32, 2**64 - 1)
    below_half = _max_product_below(prime, 32, 2**63 - 1)
    facts = run_oracle(fragment, [Domain.UNSIGNED_RANGE, Domain.RANGE], [fragment.root]).facts
    for fact in facts:
        assert fact.status is Status.PROVEN
        assert (fact.fact.lo, fact.fact.hi) == (0, (top >> 29) + 1)
    product = fragment.insts.index(next(i for i in fragment.insts if i.op.value == "mul"))
    (signed,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [product]).facts
    assert signed.status is Status.PROVEN
    assert signed.fact.signed_max == below_half


def _max_product_below(k: int, bits: int, bound: int) -> int:
    """The largest x · k mod 2^64 at most `bound` over all x < 2^bits, by enumerating
    every x as hi · 2^h + lo: for each hi, with c = hi · k · 2^h, the largest lo product
    at most bound − c (mod 2^64: when c > bound only a wrapping sum can be at most the
    bound), from a sorted table of the 2^h lo products — one vectorised search for all
    hi, uint64 arithmetic wrapping mod 2^64. Independent of `auditor.oracles.multiples`."""
    h = bits // 2
    modulus = 1 << 64
    lows = np.sort(np.array([lo * k % modulus for lo in range(1 << h)], dtype=np.uint64))
    step = (k << h) % modulus
    cs = np.array([hi * step % modulus for hi in range(1 << (bits - h))], dtype=np.uint64)
    tops = np.uint64(bound) - cs  # (bound − c) mod 2^64
    at = np.searchsorted(lows, tops, side="right") - 1  # ≥ 0: lows[0] is 0
    totals = cs + lows[at]  # mod 2^64
    return int(totals[totals <= np.uint64(bound)].max())


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_smallest_range_against_enumeration(data: st.DataObject) -> None:
    """The three-gap theorem's answer, ties included, against `RANGE.from_values`."""
    width = data.draw(st.integers(1, 11))
    k = data.draw(st.integers(0, (1 << width) - 1)) | 1
    n = data.draw(st.integers(1, 1 << width))
    values = [x * k % (1 << width) for x in range(n)]
    assert Multiples(k, 1 << width, n).smallest_range() == RANGE.from_values(values, width)


WHOLE_OPERANDS = {
    "zext": "%v:i4 = var\n%x:i10 = zext %v\n",
    "xor": "%u:i5 = var\n%v:i5 = xor %u, 9:i5\n%x:i10 = zext %v\n",
    "mask": "%u:i10 = var\n%x:i10 = and %u, 63:i10\n",
    "shift": "%u:i10 = var\n%x:i10 = lshr %u, 3:i10\n",
}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(WHOLE_OPERANDS)), st.integers(1, 1023))
def test_range_of_a_multiple_against_enumeration(operand: str, k: int) -> None:
    fragment = _read(WHOLE_OPERANDS[operand] + f"%p:i10 = mul %x, {k}:i10\ninfer %p\n")
    assert every_multiple(fragment, fragment.root) is not None
    (exhaustive,) = run_oracle(fragment, [Domain.RANGE], [fragment.root]).facts
    assert exhaustive.status is Status.EXHAUSTIVE
    session = open_session(fragment, OracleOptions.solver_only())
    (solved,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=session).facts
    assert solved.status is Status.PROVEN and solved.fact == exhaustive.fact, fragment


def test_not_every_multiple() -> None:
    """Flags, a shifted product, a mask with holes: the values are not all the multiples."""
    for text in (
        "%v:i4 = var\n%x:i10 = zext %v\n%p:i10 = mulnuw %x, 77:i10\ninfer %p\n",
        "%v:i4 = var\n%x:i10 = zext %v\n%p:i10 = mul %x, 77:i10\n%h:i10 = lshr %p, 2:i10\ninfer %h\n",
        "%u:i10 = var\n%x:i10 = and %u, 47:i10\n%p:i10 = mul %x, 77:i10\ninfer %p\n",
        "%u:i10 = var\n%x:i10 = lshrexact %u, 3:i10\n%p:i10 = mul %x, 77:i10\ninfer %p\n",
        # below 7, and x mod 1024 / gcd(768, 1024) = x mod 4 is never 1 or 3
        "%u:i10 = var\n%x:i10 = and %u, 6:i10\n%p:i10 = mul %x, 768:i10\ninfer %p\n",
    ):
        fragment = _read(text)
        assert every_multiple(fragment, fragment.root) is None, text


def test_range_of_a_16_bit_word_times_an_odd_constant() -> None:
    """`zext(x) * K` in 32 bits, x taking all 2^16 values: the solver path's smallest
    range against the 2^16 products sorted by numpy."""
    k = 2654435761  # Knuth's multiplicative hash
    fragment = _read(
        f"%a:i16 = var\n%b:i16 = var\n%x:i16 = xor %a, %b\n%z:i32 = zext %x\n%p:i32 = mul %z, {k}:i32\ninfer %p\n"
    )
    values = np.arange(1 << 16, dtype=np.uint64) * np.uint64(k) % np.uint64(1 << 32)
    (solved,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions.solver_only()).facts
    assert solved.status is Status.PROVEN
    assert solved.fact == RANGE.from_values(values, 32)


def test_hull_when_several_x_share_a_multiple() -> None:
    """x in [128, 256) times 8 · 37 in 10 bits: x and x + 128 share each multiple, whose
    least x is never reached: the walk pins the product, not that x."""
    for signed in (False, True):
        fragment = _read(OPERANDS["high"] + "%p:i10 = mul %x, 296:i10\ninfer %p\n")
        found = shifted_multiple(fragment, fragment.root)
        assert found is not None and not found.one_x_each
        (exhaustive,) = run_oracle(
            fragment, [Domain.SIGNED_RANGE if signed else Domain.UNSIGNED_RANGE], [fragment.root]
        ).facts
        hull = multiple_hull(open_session(fragment, OracleOptions.solver_only()), fragment.root, 0, signed)
        assert hull == exhaustive.fact
