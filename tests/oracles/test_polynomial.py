"""The value sets of polynomials of one input (`auditor.oracles.polynomial`) against
exhaustive enumeration, and the oracle's answers that rest on them.

Two independent paths: the residue classes come from Taylor shifts and Rivest's
permutation criterion; enumeration evaluates the polynomial at every x (and the
fragments with the concrete evaluator). The smallest range's tie order is
`RangeDomain.from_values` on the enumerated values. `COARSE_BITS` is lowered in some
tests so that the finer classes' path (squares' 4^j·(8y + 1)) runs at widths small
enough to enumerate.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment
from auditor.oracles import polynomial
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.polynomial import Polynomial, polynomial_of, value_set
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import Inputs, evaluate


def _parse(text: str) -> Fragment:
    result = parse_text(text)
    assert not result.diagnostics, result.diagnostics
    (fragment,) = result.fragments
    return fragment


def _enumerated(coefficients: tuple[int, ...], width: int) -> np.ndarray:
    n = 1 << width
    return np.array(sorted({sum(c * x**j for j, c in enumerate(coefficients)) % n for x in range(n)}), dtype=np.uint64)


@st.composite
def _polynomials(draw: st.DrawFn) -> Polynomial:
    """Random polynomials, often with only even powers or shared factors of 2 (the
    shapes whose classes split deepest: squares)."""
    width = draw(st.sampled_from([2, 3, 4, 5, 6, 8, 10, 12]))
    coefficients = draw(st.lists(st.integers(0, (1 << width) - 1), min_size=1, max_size=9))
    if draw(st.booleans()):
        coefficients = [c if j % 2 == 0 else 0 for j, c in enumerate(coefficients)]
    shift = draw(st.integers(0, 3))
    return Polynomial(tuple((c << shift) % (1 << width) for c in coefficients), width)


@settings(max_examples=400, deadline=None)
@given(_polynomials(), st.sampled_from([1, 2, 3, 16]))
def test_value_sets_equal_enumeration(p: Polynomial, coarse_bits: int) -> None:
    """The classes hold exactly the enumerated values; both hulls and the smallest
    range are `from_values` of them (the range, when decided)."""
    saved = polynomial.COARSE_BITS
    polynomial.COARSE_BITS = coarse_bits
    try:
        values = _enumerated(p.coefficients, p.width)
        classes = value_set(p)
        assert classes is not None
        assert [v for v in range(1 << p.width) if v in classes] == [int(v) for v in values]
        assert classes.unsigned_hull() == forward_domain(Domain.UNSIGNED_RANGE).from_values(values, p.width)
        assert classes.signed_hull() == forward_domain(Domain.SIGNED_RANGE).from_values(values, p.width)
        smallest = classes.smallest_range()
        if coarse_bits == 16:
            assert smallest is not None  # every class coarse: always decided
        if smallest is not None:
            assert smallest == forward_domain(Domain.RANGE).from_values(values, p.width)
    finally:
        polynomial.COARSE_BITS = saved


def test_squares_need_the_fine_classes() -> None:
    """x² at i12 with coarse classes up to 2^3: the multiples of 64 that are squares
    (4^j·(8y + 1) for j ≥ 3, and 0) lie in classes finer than the layout, and the
    answer is still enumeration's."""
    saved = polynomial.COARSE_BITS
    polynomial.COARSE_BITS = 3
    try:
        p = Polynomial((0, 0, 1), 12)
        classes = value_set(p)
        assert classes is not None and max(k for _, k in classes.classes) > 3
        values = _enumerated(p.coefficients, 12)
        assert classes.smallest_range() == forward_domain(Domain.RANGE).from_values(values, 12)
    finally:
        polynomial.COARSE_BITS = saved


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["add", "sub", "mul", "shl", "mulx", "subk"]), min_size=1, max_size=6), st.integers())
def test_the_polynomial_read_is_the_fragment(ops: list[str], seed: int) -> None:
    """The coefficients read from a random chain of add/sub/mul/shl over x and
    constants give, at every x of i8, what the evaluator computes."""
    rng = np.random.default_rng(seed % 2**32)
    lines, last = ["%x:i8 = var"], "%x"
    for n, op in enumerate(ops):
        k = int(rng.integers(0, 256))
        if op == "shl":
            line = f"shl {last}, {k % 8}:i8"
        elif op == "mulx":
            line = f"mul {last}, %x"
        elif op == "subk":
            line = f"sub {k}:i8, {last}"
        else:
            line = f"{op} {last}, {k}:i8"
        lines.append(f"%v{n}:i8 = {line}")
        last = f"%v{n}"
    fragment = _parse("\n".join([*lines, f"infer {last}"]))
    p = polynomial_of(fragment, fragment.root)
    assert p is not None
    xs = np.arange(256, dtype=np.uint64)
    evaluated = evaluate(fragment, Inputs(vars={0: xs}, choices={})).values[fragment.root]
    assert [sum(c * x**j for j, c in enumerate(p.coefficients)) % 256 for x in range(256)] == [
        int(v) for v in evaluated
    ]


@pytest.mark.parametrize(
    "text",
    [
        "%x:i8 = var\n%r:i8 = mulnsw %x, %x\ninfer %r",  # a flag: poison
        "%x:i8 = var\n%y:i8 = var\n%r:i8 = mul %x, %y\ninfer %r",  # two inputs
        "%x:i8 = var (range=[0,4))\n%r:i8 = mul %x, %x\ninfer %r",  # attributes restrict x
        "%x:i8 = var\n%r:i8 = shl %x, 8:i8\ninfer %r",  # poison
        "%x:i8 = var\n%r:i8 = xor %x, 3:i8\ninfer %r",  # not a ring operation
        "%x:i4 = var\n%z:i8 = zext %x\n%r:i8 = mul %z, %z\ninfer %r",  # another width
        "%x:i8 = var\n%r:i8 = mul %x, %x\npc %x 3:i8\ninfer %r",  # a path condition
    ],
)
def test_other_values_are_not_polynomials(text: str) -> None:
    fragment = _parse(text)
    assert polynomial_of(fragment, fragment.root) is None


NEWTON = [
    # pycryptodome's nat_mod.ll:10–15: Newton's iteration for the inverse mod 2^64
    "%2 = mul %0, %0",
    "%3 = sub 2, %2",
    "%4 = mul %3, %0",
    "%5 = mul %4, %0",
    "%6 = sub 2, %5",
    "%7 = mul %6, %4",
]


def _newton(steps: int, width: int) -> Fragment:
    t = f"i{width}"
    lines = [f"%0:{t} = var"]
    for line in NEWTON[:steps]:
        name, rhs = line.split(" = ")
        op, operands = rhs.split(" ", 1)
        typed = ", ".join(o if o.startswith("%") else f"{o}:{t}" for o in operands.split(", "))
        lines.append(f"{name}:{t} = {op} {typed}")
    return _parse("\n".join([*lines, f"infer {NEWTON[steps - 1].split(' = ')[0]}"]))


@pytest.mark.parametrize("steps", range(1, len(NEWTON) + 1))
def test_newton_steps_match_enumeration_at_i12(steps: int) -> None:
    """On the solver's path at i12, all three range domains of each Newton step are
    proven and equal enumeration's."""
    fragment = _newton(steps, 12)
    values = evaluate(fragment, Inputs(vars={0: np.arange(4096, dtype=np.uint64)}, choices={})).values[fragment.root]
    domains = [Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE]
    session = open_session(fragment, OracleOptions(exhaustive_limit=0))
    for fact in run_oracle(fragment, domains, [fragment.root], session=session).facts:
        assert fact.status is Status.PROVEN, fact.domain
        assert fact.fact == forward_domain(fact.domain).from_values(np.unique(values), 12), fact.domain


@pytest.mark.parametrize(
    ("steps", "expected"),
    [
        (1, ConstantRange(2**63 + 1, 2**63 - 6, 64)),  # squares: largest gap 7, around 2^63
        (3, ConstantRange(3, 2, 64)),  # x·(2 − x²): odd values and multiples of 4; 2 first
    ],
)
def test_newton_steps_are_proven_at_i64(steps: int, expected: ConstantRange) -> None:
    """nat_mod.ll:10 and :12 of the corpus: partial before (the solver bit-blasts the
    multipliers); proven in milliseconds."""
    fragment = _newton(steps, 64)
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=open_session(fragment)).facts
    assert fact.status is Status.PROVEN
    assert fact.fact == expected
