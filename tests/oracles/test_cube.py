"""The cube proof (`auditor.oracles.cube`) against exhaustive enumeration, and the
ranges built on it.

The claim checked: whenever `cube_reached` says that a value takes every pattern its
known bits allow, the enumerated value set is exactly that cube. Fragments are drawn
from the operations that make cubes (masks, shifts, disjoint ors, extensions, phis of
them) and the ones that break them (sums, products, rotates of one input read twice),
so that a pin whose freed executions are not all defined, or a map that is not
injective, shows as a wrong claim.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, example, given, settings

import auditor.oracles.cube as cube
from auditor.domains.base import Domain, forward_domain
from auditor.ir.fragment import Fragment
from auditor.ir.opcodes import Opcode
from auditor.oracles.cube import cube_reached
from auditor.oracles.engine import OracleOptions, run_oracle
from auditor.oracles.sampling import sample
from auditor.oracles.session import COPY_PREFIXES, Session, Status, Unknown
from auditor.store import format_fact
from tests.oracles.test_bijection import _parse
from tests.strategies import fragments

MIXING = (
    Opcode.AND, Opcode.OR, Opcode.XOR, Opcode.SHL, Opcode.LSHR, Opcode.ASHR, Opcode.ADD, Opcode.MUL,
    Opcode.TRUNC, Opcode.ZEXT, Opcode.SEXT, Opcode.PHI, Opcode.SELECT, Opcode.FSHL, Opcode.UDIV,
)  # fmt: skip


def _value_set(fragment: Fragment) -> set[int]:
    """The root's values over every execution where facts about it must hold."""
    samples = sample(fragment, exhaustive_limit=1 << 20)
    assert samples.exhaustive
    return {int(v) for v in samples.reachable(fragment.root)}


def _cube(zero: int, one: int, width: int) -> set[int]:
    return {v for v in range(1 << width) if not v & zero and v & one == one}


def _claim(fragment: Fragment) -> tuple[bool, set[int], set[int]]:
    """(what cube_reached says, the value set, the cube of its exact known bits), for
    the root shifted right by its trailing known bits as the range search asks it."""
    values = _value_set(fragment)
    if not values:
        return False, set(), set()
    width = fragment.root_inst.width
    known = forward_domain(Domain.KNOWN_BITS).from_values(np.asarray(sorted(values), dtype=object), width)
    zero, one = known.zero, known.one
    shift = 0
    while shift < width - 1 and (zero | one) >> shift & 1:
        shift += 1
    shifted = {v >> shift for v in values}
    session = Session(fragment, sample(fragment, exhaustive_limit=0, random_points=64))
    said = cube_reached(session, fragment.root, shift, zero >> shift, one >> shift)
    return said, shifted, _cube(zero >> shift, one >> shift, width - shift)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(fragments(widths=(3, 4, 6), max_insts=5, max_vars=2, opcodes=MIXING))
@example(_parse("%x:i6 = var\n%a:i6 = lshr %x, 2:i6\n%b:i6 = shl %x, 3:i6\n%r:i6 = or %a, %b\ninfer %r"))
@example(_parse("%x:i6 = var\n%y:i6 = var\n%r:i6 = add %x, %y\ninfer %r"))
@example(_parse("%x:i4 = var\n%r:i4 = or disjoint %x, 5:i4\ninfer %r"))
def test_a_reached_cube_is_the_value_set(fragment: Fragment) -> None:
    said, values, whole = _claim(fragment)
    assume(values)
    if said:
        assert values == whole


def test_the_strategy_makes_cubes_and_non_cubes() -> None:
    """The property above is not vacuous: cube_reached says yes often, and many of the
    drawn value sets are not cubes (where a wrong yes would show)."""
    seen = {"claimed": 0, "not a cube": 0}

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(fragments(widths=(3, 4, 6), max_insts=5, max_vars=2, opcodes=MIXING))
    def count(fragment: Fragment) -> None:
        said, values, whole = _claim(fragment)
        seen["claimed"] += said
        seen["not a cube"] += bool(values) and values != whole

    count()
    assert seen["claimed"] >= 40
    assert seen["not a cube"] >= 40


@pytest.mark.parametrize("dropped", ["defined", "injective"])
def test_the_property_fails_without_either_query(dropped: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each of the proof's two queries is needed, and the property above shows it:
    with query (1) or (2) answered "proven" unasked, some claimed cube is wrong."""
    real = Session.check_fresh

    def check_fresh(self: Session, query: Any, *args: Any, **kwargs: Any) -> bool:
        first, second = COPY_PREFIXES
        both_copies = second in str(query)
        if (dropped == "injective") == both_copies and first in str(query):
            return False
        return real(self, query, *args, **kwargs)

    monkeypatch.setattr(Session, "check_fresh", check_fresh)
    wrong = 0

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(fragments(widths=(3, 4, 6), max_insts=5, max_vars=2, opcodes=MIXING))
    def count(fragment: Fragment) -> None:
        nonlocal wrong
        said, values, whole = _claim(fragment)
        wrong += said and values != whole

    count()
    assert wrong > 0


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("%x:i32 = var\n%r:i32 = and %x, 4294967292:i32\ninfer %r", "[0,4294967293)"),
        ("%x:i64 = var\n%r:i64 = or disjoint %x, 16:i64\ninfer %r", "[16,0)"),
        ("%x:i64 = var\n%r:i64 = or disjoint %x, 11:i64\ninfer %r", "[11,0)"),
        (
            "%x:i64 = var\n%s:i64 = shl %x, 16:i64\n%r:i64 = and %s, 18446744069414584320:i64\ninfer %r",
            "[0,18446744069414584321)",
        ),
        (
            "%a:i32 = var\n%b:i32 = var\n%za:i64 = zext %a\n%h:i64 = shlnuw %za, 32:i64\n%zb:i64 = zext %b\n"
            "%o:i64 = or disjoint %h, %zb\n%r:i64 = xor %o, 14355981877291832738:i64\ninfer %r",
            "full-set",
        ),
        (
            "%b = block 2\n%x:i64 = var\n%m:i64 = and %x, 18446744073709551612:i64\n"
            "%r:i64 = phi %b, 0:i64, %m\ninfer %r",
            "[0,18446744073709551613)",
        ),
    ],
)
def test_masks_and_disjoint_parts_are_proven_ranges(text: str, expected: str) -> None:
    """Corpus shapes (brotli's `x & ~3`, `x | 16`; xxhash's two halves of a 64-bit
    word) whose range was partial before the cube proof: a gap between every two
    values, and no witness closes one."""
    fragment = _parse(text)
    result = run_oracle(fragment, [Domain.KNOWN_BITS, Domain.RANGE], [fragment.root], OracleOptions(exhaustive_limit=0))
    (fact,) = [f for f in result.facts if f.domain is Domain.RANGE]
    assert fact.status is Status.PROVEN
    assert fact.fact is not None and format_fact(Domain.RANGE, fact.fact) == expected


def test_an_input_read_twice_is_not_taken_for_a_rotate() -> None:
    """ARC2's `(x >> 2) & 16383 | x << 14` reads x's bits 2–15 twice and bits 18–31
    never: 2^18 values, though no bit is known. No cube is claimed."""
    fragment = _parse(
        "%x:i32 = var\n%a:i32 = lshr %x, 2:i32\n%b:i32 = and %a, 16383:i32\n%c:i32 = shl %x, 14:i32\n"
        "%r:i32 = or disjoint %b, %c\ninfer %r"
    )
    session = Session(fragment, sample(fragment, exhaustive_limit=0))
    assert not cube_reached(session, fragment.root, 0, 0, 0)


def test_a_pin_that_gives_up_ends_the_attempts(monkeypatch: pytest.MonkeyPatch) -> None:
    """A query that runs out of budget at the first pin is not asked again at the next
    one (the same question of the same map: on the whole corpora, both pins of 46
    attempts gave up, 33 s in all); a pin whose map is shown not injective is. The
    fragment, `x & ~3` with its other bits free, spans its cube from several pins."""
    fragment = _parse("%x:i32 = var\n%r:i32 = and %x, 4294967292:i32\ninfer %r")
    pins: list[int] = []

    def gives_up(*args: Any) -> bool:
        pins.append(1)
        raise Unknown("gave up (budget)")

    def not_injective(*args: Any) -> bool:
        pins.append(1)
        return False

    for proven, expected in ((gives_up, 1), (not_injective, cube.CUBE_ATTEMPTS)):
        pins.clear()
        monkeypatch.setattr(cube, "_proven", proven)
        session = Session(fragment, sample(fragment, exhaustive_limit=0, random_points=64))
        assert not cube_reached(session, fragment.root, 2, 0, 0)
        assert len(pins) == expected
