"""Surjectivity along a diagonal (`auditor.oracles.diagonal`) against enumeration:
when it says a value takes every value, every value is reached by some execution."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment
from auditor.oracles import diagonal
from auditor.oracles.diagonal import identity_on_a_diagonal
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text
from tests.oracles.test_few_missed import reached_values
from tests.strategies import fragments


def _parse(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


LZ4FRAME = """
%k = block 2
%x:i8 = var
%y:i8 = var
%d:i8 = phi %k, %y, 254:i8
%q:i8 = udiv %x, %d
%m:i8 = and %q, 15:i8
%r:i8 = mul %m, %d
infer %r
"""


def test_a_quotient_times_its_divisor_takes_every_value() -> None:
    """lz4frame.ll:160 at i8: ((x / d) & 15) · d is t at x = d = t (t ≠ 0), and 0 is
    reached where x < d: every value, as enumeration shows; the range is proven full."""
    fragment = _parse(LZ4FRAME)
    assert reached_values(fragment) == set(range(256))
    session = open_session(fragment, OracleOptions.solver_only())
    assert identity_on_a_diagonal(session, fragment.root)
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions.solver_only()).facts
    assert fact.status is Status.PROVEN and fact.fact == ConstantRange.full(8)


def test_an_identity_that_fails_above_half_the_range_is_refused() -> None:
    """lz4frame.ll:1445's ((d − 1 + x) / d) · d at x = d = t is t only while 2t − 1
    does not wrap: the query finds t ≥ 2^(w−1) (the evaluator's samples may not)."""
    fragment = _parse(
        LZ4FRAME.replace(
            "%q:i8 = udiv %x, %d", "%s:i8 = add %d, 255:i8\n%u:i8 = add %s, %x\n%q:i8 = udiv %u, %d"
        ).replace("and %q, 15:i8", "and %q, 255:i8")
    )
    session = open_session(fragment, OracleOptions.solver_only())
    assert not identity_on_a_diagonal(session, fragment.root)


def test_an_identity_that_fails_at_one_t_is_refused_by_the_query() -> None:
    """x ^ (x == 0xBEEF) at i16 is x but at one t, which the evaluator's samples miss:
    the query finds it (0xBEEF is never reached)."""
    fragment = _parse("%x:i16 = var\n%c:i1 = eq %x, 48879:i16\n%z:i16 = zext %c\n%r:i16 = xor %x, %z\ninfer %r")
    assert 0xBEEF not in reached_values(fragment)
    session = open_session(fragment, OracleOptions.solver_only())
    assert diagonal._identity_sampled(session, fragment.root, [0], {})  # the samples miss it
    assert not identity_on_a_diagonal(session, fragment.root)


def test_a_value_never_reached_where_the_diagonal_is_undefined_is_refused() -> None:
    """(x / x) · x is x wherever it is defined (x ≠ 0), and 0 is never reached: all but
    one value, not every value."""
    fragment = _parse("%x:i8 = var\n%q:i8 = udiv %x, %x\n%r:i8 = mul %q, %x\ninfer %r")
    assert reached_values(fragment) == set(range(1, 256))
    session = open_session(fragment, OracleOptions.solver_only())
    assert not identity_on_a_diagonal(session, fragment.root)
    with_zero = _parse("%x:i8 = var\n%y:i8 = var\n%q:i8 = udiv %x, %x\n%r:i8 = mul %q, %y\ninfer %r")
    assert reached_values(with_zero) == set(range(256))  # x = 1, r = y: 0 reached off the diagonal
    session = open_session(with_zero, OracleOptions.solver_only())
    assert identity_on_a_diagonal(session, with_zero.root)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(3, 4), max_insts=5, max_vars=3, path_conditions=False))
def test_a_diagonal_identity_means_every_value(fragment: Fragment) -> None:
    """Random fragments: where the diagonal says every value, enumeration agrees."""
    _check(fragment)


def test_the_random_fragments_reach_the_diagonal() -> None:
    """Not vacuous: `or x, y`, `umax x, y`, `select c, x, y`, … are their own input on
    the diagonal, and some random roots are."""
    shown = 0

    @settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(fragments(widths=(3, 4), max_insts=5, max_vars=3, path_conditions=False))
    def collect(fragment: Fragment) -> None:
        nonlocal shown
        shown += _check(fragment)

    collect()
    assert shown >= 10, shown


def _check(fragment: Fragment) -> bool:
    """The check above; whether the diagonal said every value."""
    combinations = len(list(itertools.product(*(range(b.preds) for b in fragment.blocks))))
    if any(True for _ in fragment.freezes()) or combinations > 8:
        return False
    session = open_session(fragment, OracleOptions.solver_only())
    if not identity_on_a_diagonal(session, fragment.root):
        return False
    assert reached_values(fragment) == set(range(1 << fragment.root_inst.width)), fragment
    return True
