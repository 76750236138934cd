"""Climbing (`auditor.oracles.climb`): what it reaches is reached — a value some
defined execution gives, checked against enumeration of every execution at small
widths — and added to the samples; toward an extreme it is never less extreme than
the samples, and on a sum of 64-bit inputs it reaches the extreme itself, which
random samples do not; out of a cover, it lands in a gap random samples miss."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, mask, to_signed
from auditor.oracles.climb import climb, climb_outside, spread
from auditor.oracles.engine import open_session
from auditor.oracles.sampling import Samples
from auditor.oracles.session import Session
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import Inputs, as_array, evaluate
from tests.strategies import fragments


def _read(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


def _sampled_session(fragment: Fragment, points: int = 256) -> Session:
    """A session whose samples are `points` uniformly random executions (none of the
    sampler's edge or extreme values, which would reach the extremes themselves)."""
    rng = np.random.default_rng(3)
    inputs = Inputs(
        vars={
            i: as_array([int(rng.integers(0, 1 << 62)) << 2 | int(rng.integers(0, 4)) for _ in range(points)], w)
            for i, w in ((i, fragment.insts[i].width) for i in fragment.inputs())
        },
        choices={b: rng.integers(0, block.preds, points) for b, block in enumerate(fragment.blocks)},
        freezes={
            i: as_array(rng.integers(0, 1 << 8, points).tolist(), fragment.insts[i].width) for i in fragment.freezes()
        },
    )
    samples = Samples(fragment, exhaustive=False)
    samples.add(inputs, evaluate(fragment, inputs))
    return Session(fragment, samples)


def _key(value: int, width: int, signed: bool) -> int:
    return to_signed(value, width) if signed else value


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(1, 3, 4, 8), max_insts=5, max_vars=2), st.booleans(), st.booleans(), st.integers(0, 2))
def test_what_climbing_reaches_is_reachable_and_no_worse_than_the_samples(
    fragment: Fragment, signed: bool, upward: bool, shift: int
) -> None:
    everything = open_session(fragment)
    assume(everything.samples.exhaustive)  # every execution: what is reachable is known
    root = fragment.root
    width = fragment.insts[root].width
    if shift >= width:
        shift = 0
    reachable = {int(v) >> shift for v in everything.samples.reachable(root)}
    session = _sampled_session(fragment, points=8)
    sampled = [_key(int(v) >> shift, width - shift, signed) for v in session.samples.reachable(root)]
    found = climb(session, root, shift, signed, upward)
    if not sampled:
        assert found is None
        return
    assert found is not None
    assert found in reachable
    key = _key(found, width - shift, signed)
    assert key >= max(sampled) if upward else key <= min(sampled)
    # What it reached was added to the samples as defined executions.
    assert found in {int(v) >> shift for v in session.samples.reachable(root)}


def test_climbing_reaches_the_extremes_of_a_sum_the_samples_miss() -> None:
    """`(x ^ c) + y` is 2^64 − 1 at its largest, reached only where the sum is exactly
    that: 256 random executions land nowhere near it."""
    fragment = _read(
        "%x:i64 = var\n%y:i64 = var\n%a:i64 = xor %x, 12345678901234567:i64\n%s:i64 = add %a, %y\ninfer %s\n"
    )
    session = _sampled_session(fragment)
    root = fragment.root
    sampled_max = int(np.max(session.samples.reachable(root)))
    assert sampled_max != mask(64)
    assert climb(session, root, 0, signed=False, upward=True) == mask(64)
    assert climb(session, root, 0, signed=False, upward=False) == 0
    assert climb(session, root, 0, signed=True, upward=True) == mask(63)
    assert climb(session, root, 0, signed=True, upward=False) == 1 << 63


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(3, 4, 8), max_insts=5, max_vars=2), st.integers(0, 255), st.integers(1, 254))
def test_a_value_climbed_to_outside_a_cover_is_reached_and_outside(fragment: Fragment, lo: int, size: int) -> None:
    everything = open_session(fragment)
    assume(everything.samples.exhaustive)  # every execution: what is reachable is known
    root = fragment.root
    width = fragment.insts[root].width
    reachable = {int(v) for v in everything.samples.reachable(root)}
    size = min(size, mask(width))
    cover = ConstantRange.non_empty(lo & mask(width), (lo + size) & mask(width), width)
    session = _sampled_session(fragment, points=8)
    before = {int(v) for v in session.samples.reachable(root)}
    found = climb_outside(session, root, 0, cover)
    after = {int(v) for v in session.samples.reachable(root)}
    assert after <= reachable
    if found:
        assert any(not cover.contains(v) for v in after)
    if any(not cover.contains(v) for v in before):
        assert found  # already outside: the samples themselves are a witness


def test_climbing_lands_in_the_largest_gap_of_a_sum() -> None:
    """The smallest range of 256 random values of `x + y` (i64) leaves a gap of about
    2^59 values out, which one more random value misses 97% of the time; climbing
    toward it lands there."""
    fragment = _read("%x:i64 = var\n%y:i64 = var\n%s:i64 = add %x, %y\ninfer %s\n")
    session = _sampled_session(fragment)
    root = fragment.root
    cover = forward_domain(Domain.RANGE).from_values(session.samples.reachable(root), 64)
    assert not cover.is_full
    assert climb_outside(session, root, 0, cover)
    assert any(not cover.contains(int(v)) for v in session.samples.reachable(root))


def test_climbing_out_is_tried_at_each_end_of_the_cover() -> None:
    """`(71 << s) + y` (brotli's static dictionary, y < 2^16 with no unsigned wrap):
    the cover runs from 3·2^62 (s = 62, y = 0), where no move goes lower, around to
    just above 71·2^57 + 65000. Scored by the nearer end, the four executions at the
    bottom (y = 0 … 3) were the best starts and the climb ended there; toward the
    upper end, y climbs out of the cover."""
    fragment = _read(
        "%s:i8 = var\n%z:i64 = zext nneg %s\n%p:i64 = shl 71:i64, %z\n"
        "%y:i16 = var\n%w:i64 = zext %y\n%r:i64 = addnuw %p, %w\ninfer %r\n"
    )
    points = [(62, 0), (62, 1), (62, 2), (62, 3), (57, 65000)]
    inputs = Inputs(
        vars={0: as_array([s for s, _ in points], 8), 3: as_array([y for _, y in points], 16)}, choices={}, freezes={}
    )
    samples = Samples(fragment, exhaustive=False)
    samples.add(inputs, evaluate(fragment, inputs))
    session = Session(fragment, samples)
    top = (71 << 57 & mask(64)) + 65010
    cover = ConstantRange(3 << 62, top, 64)
    assert all(cover.contains(int(v)) for v in session.samples.reachable(fragment.root))
    assert climb_outside(session, fragment.root, 0, cover)
    assert any(top <= int(v) < 3 << 62 for v in session.samples.reachable(fragment.root))


def test_a_fragment_without_inputs_has_nothing_to_climb() -> None:
    fragment = _read("%a:i64 = add 5:i64, 7:i64\n%b:i64 = mul %a, 3:i64\ninfer %b\n")
    session = _sampled_session(fragment, points=4)
    assert climb(session, fragment.root, 0, signed=False, upward=True) == 36
    assert not climb_outside(session, fragment.root, 0, ConstantRange.from_bounds(36, 36, 64))


def test_a_witness_is_spread_to_every_one_bit_move() -> None:
    """`spread` adds the executions one bit move away from the one reaching a value:
    of x + y at i8 from x = 5, y = 9 (14), every x ± 2^b, y ± 2^b and bit flip —
    each such sum is now reached, and nothing else is."""
    fragment = _read("%x:i8 = var\n%y:i8 = var\n%s:i8 = add %x, %y\ninfer %s")
    session = _sampled_session(fragment, points=1)
    session.add_point({0: 5, 1: 9}, {}, {})
    before = {int(v) for v in session.samples.reachable(fragment.root)}
    spread(session, fragment.root, 0, 14)
    moved = {
        (a + b) & 0xFF
        for d in (1, 2, 4, 8, 16, 32, 64, 128)
        for a, b in ((5 ^ d, 9), (5 + d, 9), (5 - d, 9), (5, 9 ^ d), (5, 9 + d), (5, 9 - d))
    }
    assert {int(v) for v in session.samples.reachable(fragment.root)} == before | moved
