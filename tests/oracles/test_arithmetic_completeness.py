"""Issue 17: the oracle answers every domain of division, remainder and multiplication
fragments, not `partial`.

The sweep: udiv / sdiv / urem / srem / mul, by constants (odd, with trailing zeros,
negative, a power of two) and by variables, alone and behind or in front of one more
instruction, and the widening multiplications (the double-width product of two zero-
or sign-extended values, and its high half), at widths 8, 16, 32 and 64.

- At width 8 the solver path (`OracleOptions.solver_only`: no enumeration, four
  samples) gives exactly the facts exhaustive enumeration gives, and proves them.
- At 16, 32 and 64 every answer is proven at the default budget.

The signed range of the full double-width product `zext(a) * zext(b)` of two w-bit
values is a question about the factorisations of the numbers next to 2^(2w−1) (its
smallest signed value is the smallest product of two w-bit numbers at or above
2^(2w−1)): neither bit-blasting nor nonlinear integer arithmetic answers it in a
query's budget, and `auditor.oracles.products` settles it by proven factorisation.
Its expected value is computed here independently: by counting at w = 16, and at
w = 32 and 64 from factorisations checked by multiplication and trial division, and
the Lucas–Lehmer test for 2^127 − 1.
"""

from __future__ import annotations

import pytest

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, run_oracle
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text

DIVISIONS = ("udiv", "sdiv", "urem", "srem")


def _constants(width: int) -> list[int]:
    """An odd constant, one with trailing zeros, a negative one and a power of two."""
    if width == 8:
        return [7, 24, -3, 16]
    return [1000, 40, -1000, 1 << (width - 2)]


def _cases(width: int) -> list[tuple[str, str]]:
    t = f"i{width}"
    cases: list[tuple[str, str]] = []
    for op in (*DIVISIONS, "mul"):
        for c in _constants(width):
            cases.append((f"{op} x, {c}", f"%x:{t} = var\n%r:{t} = {op} %x, {c}:{t}\ninfer %r\n"))
        cases.append((f"{op} x, y", f"%x:{t} = var\n%y:{t} = var\n%r:{t} = {op} %x, %y\ninfer %r\n"))
        c = _constants(width)[0]
        cases.append(
            (
                f"{op} (add x, y), {c}",
                f"%x:{t} = var\n%y:{t} = var\n%s:{t} = add %x, %y\n%r:{t} = {op} %s, {c}:{t}\ninfer %r\n",
            )
        )
        cases.append(
            (
                f"{op} x, (and y, 255)",
                f"%x:{t} = var\n%y:{t} = var\n%m:{t} = and %y, 255:{t}\n%r:{t} = {op} %x, %m\ninfer %r\n",
            )
        )
    wide = f"i{2 * width}"
    for ext in ("zext", "sext"):
        product = f"%a:{t} = var\n%b:{t} = var\n%p:{wide} = {ext} %a\n%q:{wide} = {ext} %b\n%m:{wide} = mul %p, %q\n"
        cases.append((f"{ext} product", product + "infer %m\n"))
        cases.append((f"{ext} low half", product + f"%r:{t} = trunc %m\ninfer %r\n"))
        cases.append(
            (
                f"{ext} high half",
                product + f"%h:{wide} = lshr %m, {width}:{wide}\n%r:{t} = trunc %h\ninfer %r\n",
            )
        )
    return cases


def _fragment(text: str) -> Fragment:
    result = parse_text(text)
    assert not result.diagnostics, result.diagnostics
    (fragment,) = result.fragments
    return fragment


PRODUCT_SHAPES = ("zext product", "zext low half", "zext high half")
"""The shapes whose %m is the double-width product of two zero-extended values."""


def _zext_product_signed_range(width: int) -> ConstantRange:
    """The signed range of zext(a) · zext(b), a and b w-bit, in 2w bits, by counting:
    the products wrap to negative from 2^(2w−1) up, and for each a ≥ 2^(w−1) the
    product nearest that boundary from above (below) is a · ⌈2^(2w−1)/a⌉
    (a · ⌊(2^(2w−1) − 1)/a⌋); smaller a cannot reach it with b < 2^w."""
    top, half = 1 << (width - 1), 1 << (2 * width - 1)
    low = min(a * -(-half // a) for a in range(top, 1 << width) if -(-half // a) < 1 << width)
    high = max(a * ((half - 1) // a) for a in range(top, 1 << width))
    return ConstantRange(low, (high + 1) % (1 << 2 * width), 2 * width)


def _case_ids(width: int) -> list[str]:
    return [name for name, _ in _cases(width)]


@pytest.mark.parametrize(("name", "text"), _cases(8), ids=_case_ids(8))
def test_solver_equals_enumeration_at_width_8(name: str, text: str) -> None:
    fragment = _fragment(text)
    enumerated = run_oracle(fragment)
    assert enumerated.exhaustive
    solved = run_oracle(fragment, options=OracleOptions.solver_only())
    assert not solved.exhaustive
    expected = {(f.value, f.domain): f for f in enumerated.facts}
    for fact in solved.facts:
        where = f"{name}: %{fragment.names[fact.value]} {fact.domain.value}"
        assert fact.status in (Status.PROVEN, Status.VACUOUS), f"{where}: {fact.status.value}"
        assert fact.fact == expected[fact.value, fact.domain].fact, where


@pytest.mark.parametrize("width", [16, 32, 64])
@pytest.mark.parametrize("case", range(len(_cases(8))))
def test_every_domain_proven(width: int, case: int) -> None:
    name, text = _cases(width)[case]
    fragment = _fragment(text)
    result = run_oracle(fragment)
    for fact in result.facts:
        key = (name, width, fragment.names[fact.value], fact.domain)
        where = f"i{width} {name}: %{key[2]} {fact.domain.value}"
        if name in PRODUCT_SHAPES and key[2] == "m" and fact.domain is Domain.SIGNED_RANGE:
            assert fact.status is Status.PROVEN, where
            assert fact.fact == _expected_signed_product_range(width), where
            continue
        assert fact.status in (Status.PROVEN, Status.EXHAUSTIVE), f"{where}: {fact.status.value}"


def _expected_signed_product_range(width: int) -> ConstantRange:
    """The signed range of zext(a) · zext(b) for w-bit a and b, in 2w bits, derived
    without the oracle's number theory: `_zext_product_signed_range` at w ≤ 16; above,
    the two products next to 2^(2w−1) that are shown to be products, and for every
    number between them and 2^(2w−1) a reason it is not."""
    if width <= 16:
        return _zext_product_signed_range(width)
    top = 1 << width
    half = 1 << (2 * width - 1)
    if width == 32:
        # 2^63 − 1 is a product; 2^63 is not (its factors are powers of two, one of them
        # ≥ 2^32); 2^63 + 1 = 3^3 · 19 · 43 · 5419 · q with q = 77158673929 prime and
        # over 2^32, so any divisor below 2^32 leaves a cofactor of at least q.
        high, low = half - 1, half + 2
        assert high == 3969050863 * 2323823089
        q = 77158673929
        assert 3**3 * 19 * 43 * 5419 * q == half + 1 and q >= top and _trial_prime(q)
    else:
        assert width == 64
        # 2^127 − 1 is prime (Lucas–Lehmer); 2^127 is not a product of two values below
        # 2^64; 2^127 + 1 = 3 · p, p prime and over 2^64 (a strong probable prime to
        # 40 bases here: the oracle's own proof is a Pratt certificate).
        high, low = half - 2, half + 2
        assert high == (2**64 - 2) * (2**63 + 1)
        assert low == 9223372041149743105 * 18446744065119617026
        assert _lucas_lehmer(127)
        p = (half + 1) // 3
        assert 3 * p == half + 1 and p >= top and all(_strong_probable(p, a) for a in range(2, 42))
    assert high < top * top
    return ConstantRange(low, high + 1, 2 * width)


def _trial_prime(n: int) -> bool:
    return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))


def _lucas_lehmer(p: int) -> bool:
    m, s = (1 << p) - 1, 4
    for _ in range(p - 2):
        s = (s * s - 2) % m
    return s == 0


def _strong_probable(n: int, a: int) -> bool:
    """The strong probable-prime test, written again here on purpose: the expected
    values must not rest on `auditor.oracles.primes`, the code they check."""
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    x = pow(a, d, n)
    if x in (1, n - 1):
        return True
    for _ in range(r - 1):
        x = x * x % n
        if x == n - 1:
            return True
    return False


def test_the_i128_zext_product() -> None:
    """At i64: the unsigned range is [0, (2^64 − 1)^2] (a bound nlsat proves), and it is
    also the smallest wrapped range (a run of products (2^64 − 1)·b, b = 0 … 2^64 − 1,
    leaves no gap as large as the one above the maximum); the signed range is
    [2^127 + 2, 2^127 − 2], from factorisations."""
    (_, text) = next(c for c in _cases(64) if c[0] == "zext product")
    fragment = _fragment(text)
    result = run_oracle(fragment, [Domain.SIGNED_RANGE, Domain.UNSIGNED_RANGE, Domain.RANGE])
    facts = {(fragment.names[f.value], f.domain): f for f in result.facts}
    unsigned = facts["m", Domain.UNSIGNED_RANGE]
    assert unsigned.status is Status.PROVEN
    assert (unsigned.fact.lo, unsigned.fact.hi) == (0, (2**64 - 1) ** 2 + 1)
    smallest = facts["m", Domain.RANGE]
    assert smallest.status is Status.PROVEN and smallest.fact == unsigned.fact
    signed = facts["m", Domain.SIGNED_RANGE]
    assert signed.status is Status.PROVEN and signed.fact == _expected_signed_product_range(64)


def test_the_counted_signed_range_of_a_zext_product_is_the_enumerated_one() -> None:
    """`_zext_product_signed_range` (what an i32 proof must give) agrees with
    enumeration at i16."""
    (_, text) = next(c for c in _cases(8) if c[0] == "zext product")
    fragment = _fragment(text)
    result = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.names.index("m")])
    (fact,) = result.facts
    assert result.exhaustive
    assert fact.fact == _zext_product_signed_range(8)
