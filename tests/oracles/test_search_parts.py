"""The pieces the oracle's searches are made of, each against an independent
computation: the batched demanded-bits refutation against one flipped program per
bit, the witness query's restricted flip against the mask it stands for, and the
range search's known-bits bound against enumeration of the known-bits set; the
demanded bits found around sampled witnesses against enumeration."""

from __future__ import annotations

import functools
import itertools
import operator
import time
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

import numpy as np
import pytest
import z3
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain, forward_domain, lattice
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, mask, root_cone, to_signed
from auditor.ir.opcodes import Opcode
from auditor.oracles import bijection, demanded, flip_mask, sampling
from auditor.oracles import session as session_module
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.demanded import _only, demanded_on, flipped, violations
from auditor.oracles.engine import SOLVE_ORDER, OracleOptions, hulls_from_range, open_session, run_oracle
from auditor.oracles.forward import best_forward
from auditor.oracles.integer import lifting
from auditor.oracles.range_search import answers, hulls, search, surjective
from auditor.oracles.range_search import target as target_steps
from auditor.oracles.range_search.budgets import DEFAULT_BUDGETS
from auditor.oracles.range_search.config import DEFAULT_SEARCH
from auditor.oracles.range_search.covers import checked_cover, covered_range, narrowed_gap, split_gaps
from auditor.oracles.range_search.hulls import HULLS, PartialHull, extreme_of, hull_key, hull_of_smallest
from auditor.oracles.range_search.pins import (
    ascended_pin,
    free_windows,
    pin_points,
    pin_scores,
    pinned_evaluation,
    pinned_map_fails,
    sampled_point,
)
from auditor.oracles.range_search.pipeline import Stage
from auditor.oracles.range_search.search import Decision, RangeSearch
from auditor.oracles.range_search.stages import SMALLEST_RANGE, an_arm_takes_every_value, smallest_range
from auditor.oracles.range_search.surjective import is_surjective, takes_every_value
from auditor.oracles.range_search.target import PROVEN_KNOWN_BITS, Target, known_extreme, reached_where
from auditor.oracles.result import OracleFact
from auditor.oracles.sampling import InputPoint, Space, lane_point, point_inputs
from auditor.oracles.session import HEAVY_PRODUCTS, Session, Status
from auditor.oracles.trace import Outcome, Step
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import Evaluation, Inputs, evaluate, evaluate_point
from tests.strategies import fragments


@pytest.fixture(autouse=True)
def _searches_not_polynomials(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests exercise the searches, with squares (`x * x`) as their vehicle: the
    value sets of polynomials of one input (`answers.polynomial_image`, tested in
    test_polynomial.py) would answer them before any search runs. (No seam leaves
    the exact readings out: they are not stages of the range search.)"""
    monkeypatch.setattr(answers, "polynomial_image", lambda session, index: None)


def _per_bit(session: Session, index: int) -> int:
    """Demanded bits the samples show, one flipped program and evaluation per bit."""
    fragment = session.fragment
    found = 0
    for bit in range(fragment.insts[index].width):
        flip = flipped(fragment, index, 1 << bit)
        for inputs, evaluation in zip(session.samples.inputs, session.samples.chunks, strict=True):
            if violations(evaluation, fragment, flip, inputs, fragment.root_demanded_mask).any():
                found |= 1 << bit
    return found


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(1, 3, 8, 33, 64), max_insts=5, max_vars=3))
def test_batched_refutation_equals_one_program_per_bit(fragment: Fragment) -> None:
    session = open_session(fragment)
    for index in [i for i in root_cone(fragment) if i != fragment.root]:
        width = fragment.insts[index].width
        batched = 0
        for inputs, evaluation in zip(session.samples.inputs, session.samples.chunks, strict=True):
            batched |= demanded_on(session, index, mask(width), inputs, evaluation)
        assert batched == _per_bit(session, index), f"%{fragment.names[index]}"


@pytest.mark.parametrize("batch", [1000, 1 << 16])
def test_batched_refutation_splits_large_sample_sets(batch: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Lanes beyond one batch are looked at too: an exhaustive i8 × i8 space split in
    slices of 1,000 lanes (bit 7 of %y only matters where %x is odd and %m is 0 or 128,
    which few lanes are)."""
    monkeypatch.setattr(demanded, "LANES_PER_EVALUATION", batch)
    fragment = _read("%x:i8 = var\n%y:i8 = var\n%m:i8 = mul %x, %y\n%r:i1 = eq %m, 128:i8\ninfer %r\n")
    session = open_session(fragment)
    assert session.samples.exhaustive
    y = fragment.names.index("y")
    inputs, evaluation = session.samples.inputs[0], session.samples.chunks[0]
    assert demanded_on(session, y, mask(8), inputs, evaluation) == _per_bit(session, y) == 0xFF


@pytest.mark.parametrize(
    ("source", "demanded_x"),
    [
        # Flipping bits 2..7 of x turns the select from q to p, the same value but
        # poison where y + 100 overflows: p lies outside the flip's cone, and only its
        # poison, read from the original execution, shows those bits demanded.
        (
            "%p:i8 = addnsw %y, 100:i8\n%q:i8 = add %y, 100:i8\n%c:i1 = ult %x, 4:i8\n"
            "%s:i8 = select %c, %p, %q\ninfer %s\n",
            0xFC,
        ),
        # A freeze inside the cone: where the original's add overflows, its freeze may
        # give any value, so no flip is observable there (refinement); elsewhere only
        # the low 4 bits reach the root.
        ("%a:i8 = addnsw %x, %y\n%f:i8 = freeze %a\n%s:i8 = and %f, 15:i8\ninfer %s\n", 0x0F),
        # A phi inside the cone, its other incoming value outside.
        ("%b = block 2\n%m:i8 = mul %y, 3:i8\n%h:i8 = phi %b, %x, %m\n%s:i8 = lshr %h, 4:i8\ninfer %s\n", 0xF0),
    ],
)
def test_the_flips_cone_reads_what_it_does_not_reach_from_the_original(source: str, demanded_x: int) -> None:
    """`demanded_on` evaluates only the instructions a flip reaches, the rest read from
    the original execution (values and poison): the same answer as the whole flipped
    program, bit by bit, on the samples (every i8 × i8 execution, but for the freeze's
    value: sampled)."""
    fragment = _read("%x:i8 = var\n%y:i8 = var\n" + source)
    session = open_session(fragment)
    assert session.samples.exhaustive or "freeze" in source
    x = fragment.names.index("x")
    found = 0
    for inputs, evaluation in zip(session.samples.inputs, session.samples.chunks, strict=True):
        found |= demanded_on(session, x, mask(8), inputs, evaluation)
    assert found == _per_bit(session, x) == demanded_x


@settings(max_examples=200, deadline=None)
@given(st.sampled_from((1, 5, 8, 64)).flatmap(lambda w: st.tuples(st.just(w), st.integers(0, mask(w)))))
def test_restricted_flip_is_the_variable_masked(case: tuple[int, int]) -> None:
    width, bits = case
    var = z3.BitVec("f", width)
    solver = z3.Solver()
    solver.add(_only(var, bits, width) != var & bits)
    assert solver.check() == z3.unsat


@settings(max_examples=150, deadline=None)
@given(
    st.integers(1, 6).flatmap(
        lambda w: st.tuples(st.just(w), st.integers(0, mask(w)), st.integers(0, mask(w)), st.integers(0, 2))
    ),
    st.booleans(),
    st.booleans(),
)
def test_known_bits_bound_is_the_extreme_of_the_set(
    case: tuple[int, int, int, int], signed: bool, upward: bool
) -> None:
    """The bound a range search starts from is the extreme of every value the proven
    known bits allow (and, with a shifted target, of the values shifted)."""
    width, zero, one, shift = case
    one &= ~zero
    shift = min(shift, width - 1)
    fragment = _one_var(width)
    session = open_session(fragment)
    session.memo.put(PROVEN_KNOWN_BITS, 0, KnownBits(zero, one, width))
    target = Target(session, 0, shift)
    allowed = [v >> shift for v in range(1 << width) if v & zero == 0 and v & one == one]
    tw = width - shift

    def key(v: int) -> int:
        return to_signed(v, tw) if signed else v

    expected = (max if upward else min)(key(v) for v in allowed)
    assert known_extreme(target, signed, upward) == expected


@pytest.mark.parametrize(
    ("source", "shift", "surjective"),
    [
        # v >> 2 = (x >> 2) * 3 mod 2^30: a bijection of x's bits 2..31, which the low
        # 30 bits of x (the first window) are not: bits 0 and 1 are cleared.
        ("%x:i32 = var\n%m:i32 = and %x, 4294967292\n%r:i32 = mul %m, 3\ninfer %r", 2, True),
        ("%x:i32 = var\n%r:i32 = shl %x, 2\ninfer %r", 2, True),
        # Four values: no window makes it a bijection.
        ("%x:i32 = var\n%r:i32 = and %x, 12\ninfer %r", 2, False),
    ],
)
def test_surjective_frees_the_bits_a_stride_keeps(source: str, shift: int, surjective: bool) -> None:
    fragment = parse_text(source).fragments[0]
    session = open_session(fragment, OracleOptions.solver_only())
    assert is_surjective(Target(session, fragment.root, shift)) is surjective


def test_a_value_never_reached_does_not_take_every_value() -> None:
    """`shl v, 8` at i8 is always poison: no sample reaches it, and asking whether it
    takes every value answers no (it had raised, wanting a range of no values)."""
    fragment = _read("%x:i8 = var\n%s:i8 = shl %x, 8:i8\n%r:i8 = xor %s, 1:i8\ninfer %r\n")
    session = open_session(fragment, OracleOptions.solver_only())
    assert not takes_every_value(Target(session, fragment.names.index("s")))


def test_surjective_at_a_pin_found_by_ascent() -> None:
    """`select (umax(a, zext b) >u c), 0, umax(a, zext b)` takes every value of a only
    at b = 0 and c = −1 together: neither the witness nor the uniform pins (all 1, all
    −1) are that, the ascent finds it, and the queries prove it."""
    fragment = _read(
        "%a:i32 = var\n%b:i16 = var\n%z:i32 = zext %b\n%m:i32 = umax %a, %z\n%c:i32 = var\n"
        "%g:i1 = ugt %m, %c\n%r:i32 = select %g, 0:i32, %m\ninfer %r\n"
    )
    session = open_session(fragment, OracleOptions.solver_only())
    target = Target(session, fragment.root)
    a, b, c = (fragment.names.index(n) for n in ("a", "b", "c"))
    point: InputPoint = ({a: 7, b: 3, c: 5}, {}, {})
    pin = ascended_pin(target, a, (1 << 32) - 1, point)
    assert pin == {a: 7, b: 0, c: (1 << 32) - 1}
    for uniform in pin_points(fragment, a, point[0], only_witness=False):
        assert pinned_map_fails(target, a, (1 << 32) - 1, (uniform, {}, {}))
    assert is_surjective(target)


@pytest.mark.parametrize("other_choices", [True, False])
def test_surjective_at_another_block_choice(other_choices: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """chacha20.ll:247's `phi 0, 0, (x << 3)` (v >> 3 takes every value of its 29
    bits): a witness at a constant arm pins nothing of x; the other block choices are
    tried too, and the third is a bijection of x. With the witness's choices only (for
    single inputs and windows alike), nothing is shown. The witness and the choices
    are forced in the module that asks for them (`surjective`): no seam chooses them."""
    fragment = _read(
        "%k = block 3\n%x:i32 = var\n%s:i32 = shl %x, 3:i32\n%p:i32 = phi %k, 0:i32, 0:i32, %s\ninfer %p\n"
    )
    session = open_session(fragment, OracleOptions.solver_only())
    x = fragment.names.index("x")
    monkeypatch.setattr(surjective, "sampled_point", lambda session, index, requires: ({x: 5}, {0: 0}, {}))
    if not other_choices:
        monkeypatch.setattr(surjective, "choice_alternatives", lambda fragment, choices: [choices])
        monkeypatch.setattr(surjective, "varying_arm_alternatives", lambda fragment, choices: [choices])
    assert is_surjective(Target(session, fragment.root, 3)) is other_choices


def _root_target_at_a_sample(fragment: Fragment, shift: int) -> tuple[Target, Any] | None:
    """The root as a range target (shifted by `shift`, at most width − 1) of a new
    session, and a sampled execution where facts about it hold; None when no sample
    has one."""
    session = open_session(fragment)
    index = fragment.root
    target = Target(session, index, min(shift, fragment.insts[index].width - 1))
    point = sampled_point(session, index, ())
    return None if point is None else (target, point)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(3, 4, 6, 8), max_insts=5), st.integers(0, 2))
def test_pinned_map_fails_only_where_the_solver_would(fragment: Fragment, shift: int) -> None:
    """The evaluator's pre-check of a surjectivity attempt (`pinned_map_fails`) skips
    it only when the solver's two queries would fail it too: an execution of the
    pinned map where facts need not hold, or two xs with the same target value."""
    found = _root_target_at_a_sample(fragment, shift)
    if found is None:
        return
    target, point = found
    session, index, shift = target.session, target.index, target.shift
    vars, choices, freezes = point
    a, b = session.copies()
    for x in fragment.inputs():
        for free_mask in free_windows(fragment, x, target.width, shift):
            if not pinned_map_fails(target, x, free_mask, point):
                continue
            pin_a = a.pinned(point, {x: free_mask})
            pin_b = b.pinned(point, {x: free_mask})
            undefined = z3.And(*pin_a, z3.Not(a.fact_condition(index)))
            collision = z3.And(
                *pin_a, *pin_b, a.vars[x] != b.vars[x], a.shifted(index, shift) == b.shifted(index, shift)
            )
            solver = z3.Solver()
            solver.add(z3.Or(undefined, collision))
            assert solver.check() == z3.sat, (x, free_mask, vars, choices, freezes)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(1, 3, 8, 64), max_insts=5), st.data())
def test_along_input_at_each_lane_is_its_own_execution(fragment: Fragment, data: st.DataObject) -> None:
    """`along_input_at_each`: lane k·len(xs) + j of the one evaluation is seed k with x
    at xs[j], as `evaluate_point` evaluates that execution on its own."""
    inputs = list(fragment.inputs())
    assume(inputs)
    x = data.draw(st.sampled_from(inputs))
    insts = fragment.insts

    def value(i: int) -> st.SearchStrategy[int]:
        return st.integers(0, mask(insts[i].width))

    def seed() -> st.SearchStrategy[tuple[dict[int, int], dict[int, int], dict[int, int]]]:
        return st.tuples(
            st.fixed_dictionaries({i: value(i) for i in inputs}),
            st.fixed_dictionaries({b: st.integers(0, blk.preds - 1) for b, blk in enumerate(fragment.blocks)}),
            st.fixed_dictionaries({i: value(i) for i in list(fragment.freezes())}),
        )

    seeds = data.draw(st.lists(seed(), min_size=1, max_size=3))
    xs = data.draw(st.lists(value(x), min_size=1, max_size=4))
    evaluation = evaluate(fragment, sampling.along_input_at_each(fragment, seeds, x, xs))
    for k, (vars, choices, freezes) in enumerate(seeds):
        for j, xv in enumerate(xs):
            lane = k * len(xs) + j
            alone = evaluate_point(fragment, {**vars, x: xv}, choices, freezes)
            assert bool(evaluation.defined[lane]) == alone.defined
            for i in range(len(insts)):
                assert bool(evaluation.executed[i][lane]) == alone.executed[i]
                if alone.defined and alone.executed[i]:
                    assert bool(evaluation.poison[i][lane]) == alone.poison[i]
                    if not alone.poison[i]:
                        assert int(evaluation.values[i][lane]) == alone.values[i]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(3, 4, 8, 64), max_insts=5), st.integers(0, 2), st.randoms(use_true_random=False))
def test_pin_scores_of_several_pins_are_each_pins_own(fragment: Fragment, shift: int, rng: Any) -> None:
    """`pin_scores` evaluates several pins at once (the uniform pins, the ascent's
    trials): each pin gets the score its own evaluation gives — the distinct target
    values among the executions facts hold on, and the distinct xs, counted here
    from that evaluation's lanes one by one."""
    found = _root_target_at_a_sample(fragment, shift)
    if found is None:
        return
    target, point = found
    index, shift = target.index, target.shift
    vars, choices, freezes = point
    for x in fragment.inputs():
        pins = pin_points(fragment, x, vars, only_witness=False)
        pins.append({i: v if i == x else rng.getrandbits(fragment.insts[i].width) for i, v in vars.items()})
        points = [(at, choices, freezes) for at in pins]
        for free_mask in free_windows(fragment, x, target.width, shift):
            for p, got in zip(points, pin_scores(target, x, free_mask, points), strict=True):
                xs, alone = pinned_evaluation(target, x, free_mask, p)
                holds = alone.fact_mask(index)
                reached = {int(v) >> shift for v, h in zip(alone.values[index], holds, strict=True) if h}
                assert got == (len(reached), len(set(xs)))


def test_a_surjectivity_attempt_stops_after_its_give_ups(monkeypatch: pytest.MonkeyPatch) -> None:
    """`is_surjective` tries input after input and pin after pin; once
    `surjective_give_ups` of its queries have given up it stops (and shows nothing)
    instead of spending a query's budget on each of the rest. Here every fresh query
    gives up: without the limit, each of the four inputs' chains would ask one (and
    the windows more)."""
    fragment = _read(
        "%a:i8 = var\n%b:i8 = var\n%c:i8 = var\n%d:i8 = var\n%s:i8 = add %a, %b\n%t:i8 = xor %c, %d\n"
        "%r:i8 = and %s, %t\ninfer %r\n"
    )
    session = open_session(fragment, OracleOptions.solver_only())
    asked = []

    def gives_up(self: Session, /, formula: object, *args: object, **kwargs: object) -> bool:
        asked.append(formula)
        raise session_module.Unknown("gave up (test)")

    monkeypatch.setattr(Session, "check_fresh", session_module._gives_up(gives_up))
    monkeypatch.setattr(Session, "model_fresh", session_module._gives_up(gives_up))
    target = Target(session, fragment.root)
    assert not is_surjective(target)
    assert len(asked) == target.budgets.surjective_give_ups == DEFAULT_BUDGETS.surjective_give_ups
    assert session.give_ups == DEFAULT_BUDGETS.surjective_give_ups


PHI_OF_A_UMAX = (
    "%k = block 3\n%a:i32 = var\n%l:i32 = lshr %a, 5:i32\n%z:i64 = zext %l\n%y:i64 = var\n"
    "%c:i1 = ult %y, 16384:i64\n%s:i64 = select %c, 0:i64, %y\n%m:i64 = umax %z, %s\n"
    "%p:i64 = phi %k, %m, %s, %s\ninfer %p\n"
)
"""enc_backward_references_hq.ll:1506's shape: the umax alone takes every value."""

PHI_ARMS = (Opcode.PHI, Opcode.PHI, Opcode.ADD, Opcode.AND, Opcode.UMAX, Opcode.SELECT, Opcode.LSHR, Opcode.MUL)
"""Opcodes of the random fragments whose root is a phi: phis of such arms."""


def test_a_phi_takes_every_value_its_arm_takes() -> None:
    """The umax arm of the phi takes every value (its own search proves it; no pin of
    the phi shows it), so the phi does; the select arms alone do not, so a phi of those
    two is not shown to."""
    fragment = _read(PHI_OF_A_UMAX)
    session = open_session(fragment, OracleOptions.solver_only())
    assert an_arm_takes_every_value(Target(session, fragment.root), best_forward)
    answer = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions.solver_only()).facts[0]
    assert answer.status is Status.PROVEN and answer.fact.is_full
    selects = _read(PHI_OF_A_UMAX.replace("phi %k, %m, %s, %s", "phi %k, %s, %s, %s"))
    session = open_session(selects, OracleOptions.solver_only())
    assert not an_arm_takes_every_value(Target(session, selects.root), best_forward)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(fragments(widths=(2, 3, 4), max_insts=5, opcodes=PHI_ARMS))
def test_a_phi_shown_to_take_every_value_does(fragment: Fragment) -> None:
    """Wherever `an_arm_takes_every_value` says so (the solver-only oracle on the arm),
    enumeration of the whole fragment reaches every value."""
    root = fragment.insts[fragment.root]
    assume(root.op is Opcode.PHI)
    session = open_session(fragment, OracleOptions.solver_only())
    if not an_arm_takes_every_value(Target(session, fragment.root), best_forward):
        return
    samples = open_session(fragment).samples
    assert samples.exhaustive
    assert len({int(v) for v in samples.reachable(fragment.root)}) == 1 << root.width


def test_known_bits_bound_needs_proven_known_bits() -> None:
    session = open_session(_one_var(8))
    assert known_extreme(Target(session, 0), signed=False, upward=True) is None


def _one_var(width: int) -> Fragment:
    return _read(f"%x:i{width} = var\ninfer %x\n")


def _read(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


def test_known_bits_sets_enumerated_exactly() -> None:
    """The enumeration above is itself right: at i3, every (zero, one) pair gives the
    values whose bits agree."""
    for zero, one in itertools.product(range(8), range(8)):
        if zero & one:
            continue
        values = [v for v in range(8) if v & zero == 0 and v & one == one]
        assert len(values) == 1 << (3 - bin(zero | one).count("1"))


def test_solve_order_covers_every_domain_and_answers_keep_the_callers_order() -> None:
    assert sorted(SOLVE_ORDER) == sorted(Domain) and len(SOLVE_ORDER) == len(Domain)
    fragment = _read("%x:i8 = var\n%y:i8 = and %x, 15:i8\n%r:i8 = add %y, 1:i8\ninfer %r\n")
    asked = [Domain.RANGE, Domain.DEMANDED_BITS, Domain.KNOWN_BITS, Domain.NON_ZERO]
    result = run_oracle(fragment, asked)
    root = fragment.root
    assert [(f.value, f.domain) for f in result.facts if f.value == root] == [
        (root, d) for d in asked if d is not Domain.DEMANDED_BITS
    ]


def _cut_short(fragment: Fragment, domain: Domain, allowed: int) -> OracleFact:
    """The solver path's answer when every reach query (`target.reached_where`: is a
    value reached beyond a bound, outside a cover?) after the first `allowed` gives
    up. Cut in the two modules that ask them (`hulls`' extreme searches, `target`'s
    value-outside steps): at the solver seam, the witness query a hull search starts
    from would be cut too, and a cut search would have reached nothing. Climbing is
    off: it reaches these small fragments' extremes with no query at all, and the
    searches are to take the steps the test cuts — climbs toward a value outside a
    candidate are given no budget, and a hull search's climb (no budget of its own)
    finds nothing."""
    calls = 0

    def reached(*args: Any, **kwargs: Any) -> int | None:
        nonlocal calls
        calls += 1
        if calls > allowed:
            raise session_module.Unknown("cut short by the test")
        return reached_where(*args, **kwargs)

    options = replace(OracleOptions.solver_only(), search=DEFAULT_SEARCH.with_budgets(climbed_witnesses=0))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hulls, "reached_where", reached)
        patch.setattr(target_steps, "reached_where", reached)
        patch.setattr(hulls, "climb", lambda *args: None)
        (fact,) = run_oracle(fragment, [domain], [fragment.root], options=options).facts
    return fact


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    fragments(widths=(3, 4), max_insts=4, max_vars=2),
    st.sampled_from([Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE, Domain.RANGE]),
    st.integers(min_value=0, max_value=8),
)
def test_a_hull_search_cut_short_keeps_what_it_proved(fragment: Fragment, domain: Domain, allowed: int) -> None:
    """Wherever the queries stop, the partial hull's fact covers the enumerated hull
    (it is proven) and its bound lies inside it (it is reached); a partial `range`
    (whose covers need not nest) holds every enumerated value, and its bound is no
    larger than the smallest range."""
    (exact,) = run_oracle(fragment, [domain], [fragment.root]).facts
    if exact.fact is None:
        return
    fact = _cut_short(fragment, domain, allowed)
    lat = lattice(domain)
    if domain is Domain.RANGE:
        if fact.status is Status.PARTIAL:
            reached = open_session(fragment).samples.reachable(fragment.root)
            assert all(fact.fact.contains(int(v)) for v in reached), f"{fact.fact} misses a value"
            assert fact.bound is None or fact.bound.size <= exact.fact.size
        else:
            assert fact.fact == exact.fact
        return
    if fact.status is Status.PARTIAL:
        assert lat.leq(exact.fact, fact.fact), f"{fact.fact} does not cover {exact.fact}"
        assert fact.bound is not None and lat.leq(fact.bound, exact.fact), f"{fact.bound} beyond {exact.fact}"
    else:
        assert fact.fact == exact.fact


def test_a_partial_hull_keeps_its_proven_bounds() -> None:
    """`x * x` at i8 reaches [0, 249]; the maximum takes a binary search. Cut short at
    each step, the answer's proven fact narrows step by step from the full set to the
    answer (before, any cut gave the full set). Each cut is a fresh session, and which
    solver stage answers (so which model a step gets, so which bounds the later steps
    ask) depends on timing, as does whether the cheap known-bits cover (bit 1 of a
    square is 0, so at most 253) is in place before the first query: the facts of two
    cuts are not compared with each other, each is checked against the exact hull."""
    fragment = _read("%x:i8 = var\n%r:i8 = mul %x, %x\ninfer %r\n")
    facts = [_cut_short(fragment, Domain.UNSIGNED_RANGE, allowed) for allowed in range(12)]
    partial = [f for f in facts if f.status is Status.PARTIAL]
    exact, lat = ConstantRange.from_bounds(0, 249, 8), lattice(Domain.UNSIGNED_RANGE)
    narrowed = {(f.fact.lo, f.fact.hi) for f in partial if f.fact != exact and not f.fact.is_full}
    assert len(narrowed) >= 2  # a cut keeps what its steps proved, more with more steps
    assert all(lat.leq(exact, f.fact) for f in partial)  # what is proven holds every square
    assert all(f.bound is not None and lat.leq(f.bound, exact) for f in partial)  # what is reached is reached
    assert facts[-1].status is Status.PROVEN and (facts[-1].fact.lo, facts[-1].fact.hi) == (0, 250)


def test_a_partial_range_takes_the_narrower_proven_cover() -> None:
    """`range` of `x * x` at i8, its queries cut at each point: where both hull searches
    were cut short, the partial fact is the narrower of what they proved — never the
    reached hull — and it holds every square."""
    fragment = _read("%x:i8 = var\n%r:i8 = mul %x, %x\ninfer %r\n")
    squares = {x * x % 256 for x in range(256)}
    partial = [f for f in (_cut_short(fragment, Domain.RANGE, k) for k in range(20)) if f.status is Status.PARTIAL]
    assert all(all(f.fact.contains(v) for v in squares) for f in partial)
    assert any(not f.fact.is_full for f in partial)


def test_a_refutation_that_gives_up_leaves_the_range_to_the_other_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    """`(x & 0xFFFF) + 3` reaches [3, 65539): with every "a value outside the
    candidate?" query of the refute-and-join rounds giving up, the hull searches (which
    ask other questions) still prove it. Before, the first such give-up ended the range
    search: partial, full set. The rounds' query is made to give up in the module that
    asks it (`search`): no seam makes one kind of query give up and not the others."""
    fragment = _read("%x:i64 = var\n%a:i64 = and %x, 65535:i64\n%r:i64 = add %a, 3:i64\ninfer %r\n")
    asked: list[ConstantRange] = []

    def gives_up(target: Target, cover: ConstantRange, cap_ms: int | None = None) -> int | None:
        asked.append(cover)
        raise session_module.Unknown("gave up (test)")

    monkeypatch.setattr(search, "value_outside", gives_up)
    result = run_oracle(fragment, [Domain.RANGE], [fragment.root])
    (fact,) = result.facts
    assert fact.status is Status.PROVEN
    assert (fact.fact.lo, fact.fact.hi) == (3, 65539)
    assert len(asked) == 1  # the first round's query gave up: no more rounds
    steps = result.steps[fragment.root, Domain.RANGE]
    (early,) = _named(steps, "early-refutes")
    assert early.outcome is not Outcome.SKIPPED
    assert [(s.name, s.outcome) for s in steps if s.outcome is Outcome.PROVED] == [("hull-reached", Outcome.PROVED)]


def test_a_range_left_partial_takes_the_cover_other_domains_proved(monkeypatch: pytest.MonkeyPatch) -> None:
    """`range` of `lshr x, 40` with its search doing nothing at all (every stage left
    out): the known bits proven before in the same session (the top 40 bits clear)
    still bound it to [0, 2^24), a partial answer narrower than the full set it was.
    The root's exact reading (a linear image, which settles this one) is not taken:
    it is no stage of the search, and it is read in the session of the fragment with
    its chains cut, which no memo of this one reaches."""
    fragment = _read("%x:i64 = var\n%m:i64 = mul %x, 40503:i64\n%r:i64 = lshr %m, 40:i64\ninfer %r\n")
    monkeypatch.setattr(answers, "linear_image", lambda session, index: None)  # it settles this one exactly
    options = OracleOptions(search=DEFAULT_SEARCH.without(*(s.name for s in SMALLEST_RANGE)))
    result = run_oracle(fragment, [Domain.KNOWN_BITS, Domain.RANGE], [fragment.root], options)
    known, ranged = result.facts
    assert known.status is Status.PROVEN
    assert ranged.status is Status.PARTIAL
    assert (ranged.fact.lo, ranged.fact.hi) == (0, 1 << 24)
    steps = _named(result.steps[fragment.root, Domain.RANGE], "")  # every step, nested ones too
    assert {s.name for s in SMALLEST_RANGE} <= {s.name for s in steps if s.outcome is Outcome.SKIPPED}
    assert not any(s.outcome is Outcome.PROVED for s in steps)


@pytest.mark.parametrize("routed", [True, False])
def test_a_query_that_gives_up_takes_its_budget_not_more(monkeypatch: pytest.MonkeyPatch, routed: bool) -> None:
    """The stages of `Session.check` (incremental, a quick fresh Z3 unless the session
    is routed to Bitwuzla first, Bitwuzla, fresh Z3, incremental again) share one query
    budget: each stage is given what is left of it, so a query no stage settles gives
    up after its budget (it took 1.5 times it when the last stage was given the whole
    budget again). Every stage here spends all it is given, on a clock of its own: the
    session reads the time the stages spent, not the machine's, so the split is the
    same however busy the machine is."""
    given: list[tuple[str, int]] = []
    clock = _StageClock()

    def spends(name: str) -> object:
        def stage(self: Session, constraints: tuple[object, ...], timeout: int) -> object:
            given.append((name, timeout))
            clock.now += timeout / 1000
            return session_module._GAVE_UP

        return stage

    monkeypatch.setattr(Session, "_incremental", spends("incremental"))
    monkeypatch.setattr(Session, "_fresh", spends("fresh"))
    monkeypatch.setattr(Session, "_bitwuzla", spends("bitwuzla"))
    monkeypatch.setattr(session_module, "time", clock)
    fragment = parse_text("%x:i8 = var\n%r:i8 = mul %x, %x\ninfer %r\n").fragments[0]
    session = open_session(fragment, OracleOptions(budget=session_module.Budget(query_ms=400)))
    assert session._bitwuzla_first  # a session starts routed
    session._bitwuzla_first = routed
    with pytest.raises(session_module.Unknown):
        session.check(session.enc.values[1] == 3)
    if routed:
        assert [name for name, _ in given] == ["incremental", "bitwuzla", "fresh", "incremental"]
        assert given[0][1] == session_module.ROUTED_INCREMENTAL_MS
        left = 400 - session_module.ROUTED_INCREMENTAL_MS
        bitwuzla = given[1][1]
    else:
        assert [name for name, _ in given] == ["incremental", "fresh", "bitwuzla", "fresh", "incremental"]
        assert given[0][1] == session_module.INCREMENTAL_MS
        assert given[1][1] == session_module.QUICK_FRESH_MS
        left = 400 - session_module.INCREMENTAL_MS - session_module.QUICK_FRESH_MS
        bitwuzla = given[2][1]
    assert abs(bitwuzla - left * session_module.BITWUZLA_SHARE) <= 1  # of what is left (ms rounded down)
    assert sum(ms for _, ms in given) <= 400  # the last stage is given what is left, not the whole budget
    assert session.give_ups == 1 and session.give_up_seconds >= 0.39  # its budget, counted once


class _StageClock:
    """Stands for the `time` module in auditor.oracles.session: `perf_counter` reads
    `now`, which only the test's stages advance."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now


def test_after_a_give_up_the_session_s_queries_get_a_share_of_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once a query of a session has given up, each later one is given
    AFTER_GIVE_UP_SHARE of the query budget (a smaller cap still applies); a session
    where nothing gave up gives the whole budget, and so does a derived session (a
    cut), which counts its own."""
    fragment = parse_text("%x:i8 = var\n%r:i8 = mul %x, %x\ninfer %r\n").fragments[0]
    session = open_session(fragment, OracleOptions(budget=session_module.Budget(query_ms=300)))
    assert session._timeout() == 300 and session._timeout(cap_ms=100) == 100
    assert session.check(session.enc.values[1] == 4) is not None
    assert session._timeout() == 300  # an answer changes nothing
    monkeypatch.setattr(Session, "_incremental", lambda self, constraints, timeout: session_module._GAVE_UP)
    monkeypatch.setattr(Session, "_bitwuzla", lambda self, constraints, timeout: session_module._GAVE_UP)
    monkeypatch.setattr(Session, "_fresh", lambda self, constraints, timeout: session_module._GAVE_UP)
    with pytest.raises(session_module.Unknown):
        session.check(session.enc.values[1] == 3)
    share = round(300 * session_module.AFTER_GIVE_UP_SHARE)
    assert 0 < share < 300
    assert session._timeout() == share and session._timeout(cap_ms=100) == 100
    assert session.derived(fragment, session.samples)._timeout() == 300


def test_an_incremental_stage_that_overruns_its_time_is_not_asked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Z3's incremental solver reads its timeout only once it searches: bit-blasting a
    query's products first can take it far past its time (600 ms for 10 on a chain of
    64-bit products), every query again. Once it overran by SLOW_INCREMENTAL_MS, the
    session's later queries skip it — first stage and last — and Bitwuzla answers
    them; a stage that keeps to its time keeps being asked. The session reads a clock
    only the overrunning stage advances, so a busy machine makes no stage slow."""
    asked: list[int] = []
    overrun = [True]
    original = Session._incremental
    clock = _StageClock()

    def incremental(self: Session, constraints: tuple[object, ...], timeout: int) -> object:
        asked.append(timeout)
        if overrun[0]:
            clock.now += (timeout + session_module.SLOW_INCREMENTAL_MS + 20) / 1000
            return session_module._GAVE_UP
        return original(self, constraints, timeout)

    monkeypatch.setattr(Session, "_incremental", incremental)
    monkeypatch.setattr(session_module, "time", clock)
    fragment = parse_text("%x:i16 = var\n%y:i16 = mul %x, %x\ninfer %y\n").fragments[0]
    y = fragment.root
    slow = open_session(fragment, OracleOptions.solver_only())
    assert slow.check(slow.enc.values[y] == 9) is not None  # Bitwuzla, after the overrun
    assert slow.check(slow.enc.values[y] == 2) is None  # a square is never 2 mod 4
    assert len(asked) == 1  # asked once: not first, nor last, after that
    monkeypatch.setattr(Session, "_bitwuzla", lambda self, constraints, timeout: session_module._GAVE_UP)
    monkeypatch.setattr(Session, "_fresh", lambda self, constraints, timeout: session_module._GAVE_UP)
    with pytest.raises(session_module.Unknown):
        slow.check(slow.enc.values[y] == 9)
    assert len(asked) == 1  # the last stage is skipped too: the query gives up
    asked.clear()
    overrun[0] = False
    keeping = open_session(fragment, OracleOptions.solver_only())
    assert keeping.check(keeping.enc.values[y] == 9) is not None
    assert keeping.check(keeping.enc.values[y] == 2) is None
    assert len(asked) == 2  # answered by the incremental stage, in time, each time


def test_an_incremental_overrun_is_shared_with_derived_sessions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A session's cut shares its products: an overrun of the incremental stage in the
    cut (the root's forward searches) spares the session's own queries (demanded bits)
    the stage, and one in the session spares a cut made later."""
    asked: list[str] = []
    clock = _StageClock()

    def incremental(self: Session, constraints: tuple[object, ...], timeout: int) -> object:
        asked.append("incremental")
        clock.now += (timeout + session_module.SLOW_INCREMENTAL_MS + 20) / 1000
        return session_module._GAVE_UP

    monkeypatch.setattr(Session, "_incremental", incremental)
    monkeypatch.setattr(session_module, "time", clock)
    fragment = parse_text("%x:i16 = var\n%y:i16 = mul %x, %x\ninfer %y\n").fragments[0]
    y = fragment.root
    session = open_session(fragment, OracleOptions.solver_only())
    cut = session.derived(fragment, session.samples)
    with session.charging(cut):
        assert cut.check(cut.enc.values[y] == 9) is not None  # overran, then Bitwuzla
    assert asked == ["incremental"]
    assert session.check(session.enc.values[y] == 2) is None  # not asked again here
    later = session.derived(fragment, session.samples)
    with session.charging(later):
        assert later.check(later.enc.values[y] == 4) is not None
    assert asked == ["incremental"]
    fresh = open_session(fragment, OracleOptions.solver_only())  # another fragment's session: asked
    assert fresh.check(fresh.enc.values[y] == 9) is not None
    assert asked == ["incremental", "incremental"]


@pytest.mark.parametrize("products", [HEAVY_PRODUCTS - 1, HEAVY_PRODUCTS])
def test_a_fragment_of_many_products_skips_the_incremental_stage(
    monkeypatch: pytest.MonkeyPatch, products: int
) -> None:
    """From HEAVY_PRODUCTS products of two non-constants (a chain of Newton steps), the
    incremental stage is not asked at all — it would overrun bit-blasting them; below,
    it is asked first as usual. A product by a constant does not count."""
    asked: list[int] = []
    original = Session._incremental

    def incremental(self: Session, constraints: tuple[object, ...], timeout: int) -> object:
        asked.append(timeout)
        return original(self, constraints, timeout)

    monkeypatch.setattr(Session, "_incremental", incremental)
    lines = ["%x:i16 = var", "%y0:i16 = mul %x, 3:i16"]
    lines += [f"%y{k + 1}:i16 = mul %y{k}, %x" for k in range(products)]
    fragment = parse_text("\n".join([*lines, f"infer %y{products}", ""])).fragments[0]
    session = open_session(fragment, OracleOptions.solver_only())
    assert session.check(session.enc.values[fragment.root] == 0) is not None
    assert len(asked) == (0 if products >= HEAVY_PRODUCTS else 1)


def test_give_ups_are_counted_where_they_are_charged(monkeypatch: pytest.MonkeyPatch) -> None:
    """A query that answers is not a give-up; one that runs out of budget is, with its
    time, in its session and — when run under `charging` — in the session charged."""
    fragment = parse_text("%x:i8 = var\n%r:i8 = mul %x, %x\ninfer %r\n").fragments[0]
    session = open_session(fragment)
    assert session.check(session.enc.values[1] == 4) is not None
    assert session.check_fresh(z3.BoolVal(False)) is False
    assert (session.give_ups, session.give_up_seconds) == (0, 0.0)
    derived = session.derived(fragment, session.samples)
    monkeypatch.setattr(Session, "_incremental", lambda self, constraints, timeout: session_module._GAVE_UP)
    monkeypatch.setattr(Session, "_bitwuzla", lambda self, constraints, timeout: session_module._GAVE_UP)
    monkeypatch.setattr(Session, "_fresh", lambda self, constraints, timeout: session_module._GAVE_UP)
    with session.charging(derived), pytest.raises(session_module.Unknown):
        derived.check(derived.enc.values[1] == 3)
    assert derived.give_ups == session.give_ups == 1
    assert session.give_up_seconds == derived.give_up_seconds > 0


@given(st.integers(1, (1 << 70) - 1))
def test_the_lower_half_of_the_candidates(bits: int) -> None:
    """What the demanded-bits search asks about after a witness: half of the
    candidates (at least one), each below every candidate left out."""
    low = flip_mask.lower_half(bits)
    rest = bits & ~low
    assert low & bits == low and low
    assert bin(low).count("1") == max(1, bin(bits).count("1") // 2)
    assert not rest or low.bit_length() <= (rest & -rest).bit_length() - 1


def test_the_mirror_of_a_witness_shows_every_bit_that_leaves_the_boundary() -> None:
    """`x + 8 <u x` (i64) holds where the sum wraps, x ≥ 2^64 − 8: every bit from 3 up
    is demanded, each shown only at an x on the boundary. A witness for bit 40 just
    outside it (bit 40 clear, every other bit from 3 up set) shows that bit alone; its
    mirror, the execution with bit 40 set, lies inside, where every one of them shows."""
    fragment = _read("%x:i64 = var\n%a:i64 = add %x, 8:i64\n%r:i1 = ult %a, %x\ninfer %r\n")
    session = open_session(fragment)
    witness = point_inputs(fragment, {0: mask(64) - 7 - (1 << 40)}, {}, {})
    shown = [
        demanded_on(session, 0, mask(64), around, evaluate(fragment, around))
        for around in demanded._around(fragment, 0, 40, witness)
    ]
    # Then the boundary between the two: x = 2^64 − 9 (outside; bit 3 takes it in)
    # and x = 2^64 − 8 (inside; every bit from 3 up takes it out).
    assert shown == [1 << 40, mask(64) & ~7, 1 << 3, mask(64) & ~7]


POLY1305_SUM = """\
%84:i64 = var
%59:i64 = var
%101:i64 = mulnuw %84, %59
%81:i64 = var
%56:i64 = var
%100:i64 = mulnuw %81, %56
%105:i64 = add %101, %100
%87:i64 = var
%62:i64 = var
%102:i64 = mulnuw %87, %62
%106:i64 = add %105, %102
%64:i32 = var
%65:i64 = zext %64
%18:i32 = var
%77:i64 = zext %18
%103:i64 = mulnuw %65, %77
%107:i64 = add %106, %103
%47:i64 = var
%48:i64 = var
%49:i64 = addnw %47, %48
%42:i64 = var
%44:i64 = lshr %42, 32:i64
%50:i64 = addnw %49, %44
%75:i32 = var
%76:i64 = zext %75
%104:i64 = mulnuw %50, %76
%108:i64 = add %107, %104
%111:i64 = lshr %108, 32:i64
infer %111
"""
"""poly1305_process (corpora/pycryptodome/poly1305.ll:263): the high half of a sum of
`mul nuw` products. Few samples have no product overflowing, and those few show only
the high 32 bits of %84 demanded."""


def _sampled(session: Session, index: int) -> tuple[int, list[tuple[Inputs, Evaluation]]]:
    """The demanded bits of `index` the session's samples show, and the samples."""
    width = session.fragment.insts[index].width
    pool = list(zip(session.samples.inputs, session.samples.chunks, strict=True))
    return functools.reduce(operator.or_, (demanded_on(session, index, mask(width), *p) for p in pool), 0), pool


def test_the_samples_witnesses_lead_to_the_low_bits_they_do_not_show() -> None:
    """Every bit of %84 is demanded (a carry from a low bit of the sum reaches bit 32
    where the other products fill the bits below). The samples show the high half;
    looking around the executions that show bit 32 (`_below_shown`: the boundary
    between each and its mirror, and their neighbours) shows the low half, so the
    answer is proven without a query. The witness query this saves gave up at 300 ms
    (the answer was partial)."""
    fragment = _read(POLY1305_SUM)
    session = open_session(fragment)
    shown, pool = _sampled(session, 0)
    assert shown == mask(64) & ~mask(32)
    assert demanded._below_shown(session, 0, shown, mask(32), pool) == mask(32)
    fact = demanded.best_demanded(session, 0)
    assert (fact.status, fact.fact, session.queries) == (Status.PROVEN, DemandedBits(mask(64), 64), 0)


@pytest.mark.parametrize("semantics", list(DemandedSemantics))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragment=fragments(widths=(1, 3, 8), max_insts=6, max_vars=2))
def test_bits_shown_below_the_samples_are_demanded_by_enumeration(
    semantics: DemandedSemantics, fragment: Fragment
) -> None:
    """What `_below_shown` finds is demanded by exhaustive enumeration (the exhaustive
    oracle: every flip of every execution; none demanded where no execution is
    defined). It is given only the highest bit the samples show, so that it has the
    other bits to look for."""
    assume(Space.of(fragment).log2_size <= 16)
    session = open_session(fragment, OracleOptions.solver_only(demanded=semantics))
    exact = OracleOptions(exhaustive_limit=1 << 20, demanded=semantics)
    for index in [i for i in fragment.inputs() if i in root_cone(fragment) and i != fragment.root]:
        shown, pool = _sampled(session, index)
        highest = 1 << shown.bit_length() >> 1
        below = demanded._below_shown(session, index, highest, mask(fragment.insts[index].width) & ~highest, pool)
        (fact,) = run_oracle(fragment, [Domain.DEMANDED_BITS], [index], options=exact).facts
        demanded_bits = 0 if fact.fact is None else fact.fact.mask  # None: no defined execution
        assert below & ~demanded_bits == 0, (index, bin(below), fact.fact)


def _shown(fragment: Fragment, vars: dict[int, int]) -> int | None:
    """The demanded root bits of one execution, None when it shows none (undefined, or
    a poison root)."""
    point = evaluate_point(fragment, vars)
    if not point.defined or point.poison[fragment.root]:
        return None
    return point.values[fragment.root] & fragment.root_demanded_mask


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(8, 16), max_insts=5, max_vars=2, path_conditions=False), st.data())
def test_the_boundary_is_two_adjacent_values_whose_outcomes_differ(fragment: Fragment, data: st.DataObject) -> None:
    """`_boundary` against one evaluation per value: it finds executions only when the
    two ends differ, and then at adjacent values between them where the outcome (the
    demanded root bits, or none shown) changes — the executions that show any."""
    inputs = list(fragment.inputs())
    index = data.draw(st.sampled_from(inputs))
    width = fragment.insts[index].width
    vars = {i: data.draw(st.integers(0, mask(fragment.insts[i].width))) for i in inputs}
    a, b = (data.draw(st.integers(0, mask(width))) for _ in range(2))
    point = point_inputs(fragment, vars, {}, {})
    found = demanded._boundary(fragment, index, lane_point(point, 0), a, b)
    outcome = {v: _shown(fragment, {**vars, index: v}) for v in {a, b}}
    if outcome[a] == outcome[b]:
        assert found == []
        return
    values = [int(p.vars[index][0]) for p in found]
    assert values

    def is_the_boundary(lo: int) -> bool:
        """(lo, lo + 1) lies between a and b, its outcomes differ, and `values` are
        those of its two values that show any."""
        if lo < min(a, b) or lo + 1 > max(a, b):
            return False
        pair = [_shown(fragment, {**vars, index: v}) for v in (lo, lo + 1)]
        shown = [v for v, o in zip((lo, lo + 1), pair, strict=True) if o is not None]
        return pair[0] != pair[1] and values == shown

    # One value returned: the other of its pair shows nothing, on either side.
    assert any(
        is_the_boundary(lo)
        for lo in ({min(values), max(values) - 1} if len(values) == 2 else {values[0] - 1, values[0]})
    )


def test_a_sampled_point_meets_the_requirements_or_there_is_none() -> None:
    """Surjectivity's witness execution comes from the samples when one meets the
    chain's requirements (`y` odd, `y` = 1), with the value's facts holding there; none
    when no sample does (no sample has `y` = 123456789)."""
    fragment = _read("%x:i32 = var\n%y:i32 = var\n%m:i32 = mul %x, %y\ninfer %m\n")
    session = open_session(fragment, OracleOptions.solver_only())
    y = 1
    for requires in ((bijection.Odd(y),), (bijection.Equals(y, 1),), ()):
        point = sampled_point(session, fragment.root, requires)
        assert point is not None
        values = evaluate_point(fragment, *point)
        assert values.defined and not values.poison[fragment.root]
        for r in requires:
            if isinstance(r, bijection.Odd):
                assert values.values[y] % 2 == 1
            else:
                assert values.values[y] == r.value
    assert sampled_point(session, fragment.root, (bijection.Equals(y, 123456789),)) is None


def test_a_full_hull_is_covered_only_by_runs_of_every_value() -> None:
    """brotli's dec_decode.ll:4781 — `(x or x + 48, less 8) − zext b`: a run of every
    value, proven in one query, covers the full hull. The xxh3 mix
    `(x & 0xFFFFFFFF) * 0x85EBCA76 + x` has runs only of step 0x85EBCA77 (x's low half
    stepping): no proof of them covers a full hull, so none is asked (there were eight,
    ~2 s)."""
    covered = _read(
        """
%53 = block 2
%76 = block 2
%44:i64 = var
%51:i64 = addnw %44, 48:i64
%55:i64 = phi %53, %44, %51
%62:i64 = add %55, 18446744073709551608:i64
%78:i64 = phi %76, %62, %55
%75:i8 = var
%59:i8 = var
%79:i8 = phi %76, %75, %59
%81:i64 = zext %79
%82:i64 = sub %78, %81
infer %82
"""
    )
    mix = _read(
        "%x:i64 = var\n%a:i64 = and %x, 4294967295:i64\n%m:i64 = mulnuw %a, 2246822518:i64\n"
        "%r:i64 = add %m, %x\ninfer %r\n"
    )
    full = ConstantRange.full(64)
    session = open_session(covered)
    assert covered_range(Target(session, covered.root), full) == full
    session = open_session(mix)
    assert covered_range(Target(session, mix.root), full) is None
    assert session.queries == 0


@pytest.mark.parametrize(
    ("limit", "cube_give_ups", "expected"),
    [
        (DEFAULT_BUDGETS.range_give_ups, DEFAULT_BUDGETS.range_give_ups, ["cube"]),
        (10, DEFAULT_BUDGETS.range_give_ups, ["cube", "runs"]),
        (10, 0, ["cube", "runs", "exists-forall"]),
    ],
)
def test_a_range_search_stops_after_its_last_allowed_give_up(
    limit: int, cube_give_ups: int, expected: list[str]
) -> None:
    """The cube proof gives up `range_give_ups` times: the run proofs, the ∃∀ question
    and the last refutations are then not asked, and the answer is partial with the
    narrower proven hull; with a larger limit the run proofs are — and the ∃∀ question
    only where no query of the session has given up (none of the whole corpora's 47
    "no smaller range" answers came after one). The three stages are the table's own,
    guards and all, with steps that only count (and give up, for the cube)."""
    fragment = _read("%x:i32 = var\n%m:i32 = mul %x, %x\n%s:i32 = lshr %x, 1:i32\n%r:i32 = xor %m, %s\ninfer %r\n")
    asked: list[str] = []

    def stage(name: str, give_ups: int) -> Any:
        def asking(state: RangeSearch) -> Decision | None:
            asked.append(name)
            state.target.session.give_ups += give_ups
            return None  # (the ∃∀ question gave up: no answer, where "no smaller range" would be one)

        return asking

    fakes = {"cube": stage("cube", cube_give_ups), "runs": stage("runs", 0), "exists-forall": stage("exists-forall", 0)}
    table: tuple[Stage[RangeSearch, Decision], ...] = tuple(
        replace(s, step=fakes[s.name]) if s.name in fakes else s for s in SMALLEST_RANGE
    )
    assert [s.name for s in table if s.name in fakes] == list(fakes)
    session = open_session(fragment, OracleOptions(search=DEFAULT_SEARCH.with_budgets(range_give_ups=limit)))
    assert session.give_ups == 0
    run_oracle(fragment, [Domain.KNOWN_BITS], [fragment.root], session=session)  # what `range` searches first
    assert session.give_ups == 0
    assert answers.trailing_known(session, fragment.root, session.samples.reachable(fragment.root)) == 0
    target = Target(session, fragment.root)  # no trailing bit is known: the search is of the value itself
    fact = smallest_range(target, best_forward, table)
    assert fact.status is Status.PARTIAL
    proven = [session.memo.get(HULLS, hull_key(target, signed)) for signed in (False, True)]
    assert all(isinstance(h, ConstantRange) for h in proven)
    assert fact.fact == min((h for h in proven if isinstance(h, ConstantRange)), key=lambda h: h.size)
    assert asked == expected


def test_a_nearly_full_range_takes_at_most_the_late_rounds() -> None:
    """A nearly full sample (`x + y`) skips the refute-and-join rounds before the hulls;
    after them it takes `late_refinements`, not the rest of `range_refinements`: those
    rounds proved no range of the whole corpora after their fourth. Here every round
    finds a value outside (x + y takes every value; no climb joins more values in
    between) and every other stage is left out."""
    fragment = _read("%x:i32 = var\n%y:i32 = var\n%r:i32 = add %x, %y\ninfer %r\n")
    others = ("every-value", "cube", "runs", "walk", "exists-forall", "surjective", "all-but-few", "split")
    config = DEFAULT_SEARCH.without(*others).with_budgets(climbed_witnesses=0)
    result = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions(search=config))
    (fact,) = result.facts
    assert fact.status is Status.PARTIAL
    budgets = DEFAULT_BUDGETS
    assert budgets.late_refinements < budgets.range_refinements
    steps = result.steps[fragment.root, Domain.RANGE]
    (early,) = _named(steps, "early-refutes")
    (late,) = _named(steps, "late-refutes")
    (nearly_full, *_) = next(s for s in SMALLEST_RANGE if s.name == "early-refutes").guards
    assert (early.outcome, early.detail) == (Outcome.SKIPPED, nearly_full.reason)
    assert (late.outcome, late.queries) == (Outcome.NOTHING, budgets.late_refinements)  # one query a round
    assert all(step.outcome is Outcome.SKIPPED for name in others for step in _named(steps, name))


def _named(steps: Iterable[Step], name: str) -> list[Step]:
    """The steps called `name` among `steps` and their children, in the order recorded
    (every step with `name` empty)."""
    found: list[Step] = []
    for step in steps:
        if step.name == name or not name:
            found.append(step)
        found += _named(step.children, name)
    return found


def test_the_steps_of_one_extreme_search_are_one_kind_of_query(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every query of one extreme search is asked as one kind (`Session.check`), so
    that its steps go to the solver the last one needed; the searches in the other
    direction or order are other kinds. Climbing before the first query is off: it is
    chosen by how long the session's queries took (`is_dear`), and on a busy machine it
    reaches the extreme first and leaves nothing to ask. The session reads a clock that
    stands still (`_StageClock`): no query of it seems to take any time."""
    (fragment,) = parse_text("%x:i32 = var\n%y:i32 = mul %x, 3:i32\n%r:i32 = xor %y, %x\ninfer %r\n").fragments
    monkeypatch.setattr(session_module, "time", _StageClock())
    session = open_session(fragment, OracleOptions.solver_only())
    kinds: list[str | None] = []
    check = session_module.Session.check

    def recorded(self: session_module.Session, *c: object, kind: str | None = None, **kw: object) -> object:
        kinds.append(kind)
        return check(self, *c, kind=kind, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(session_module.Session, "check", recorded)
    target = Target(session, fragment.root)
    searched = set()
    for signed, upward in itertools.product((False, True), repeat=2):
        kinds.clear()
        extreme_of(target, 2, signed, upward)  # reached at x = 1, extreme in no order
        assert kinds and len(set(kinds)) == 1 and kinds[0] is not None
        searched.add(kinds[0])
    assert len(searched) == 4


_SUBTRACTED_CARRY = """%50 = block 2
%54:i64 = var
%57:i128 = zext %54
%39:i128 = var
%40:i128 = lshr %39, 64:i128
%41:i64 = trunc nuw %40
%42:i64 = and %41, 1:i64
%51:i64 = phi %50, %42, 0:i64
%59:i128 = zext nneg %51
%56:i64 = var
%58:i128 = zext %56
%60:i128 = addnw %59, %58
%61:i128 = subnsw %57, %60
infer %61
"""  # pycryptodome nat_mod.ll:123, a borrow subtracted: signed extremes −2^64 and 2^64 − 1


@pytest.mark.parametrize("upward", [False, True])
def test_a_value_found_is_confirmed_before_the_bound_is_bisected(upward: bool) -> None:
    """The signed extremes of a 128-bit difference of 64-bit values: the first model is
    the extreme, and no proven bound is near it (nothing lifts the phi). One query
    asking for a value beyond the model proves it; bisection from the bound would ask
    one unsat query per bit, 128 (as it did before the confirmation step). Counted
    are the session's queries: each step of the search asks one or more."""
    (fragment,) = parse_text(_SUBTRACTED_CARRY).fragments
    session = open_session(fragment)
    target = Target(session, fragment.root)
    reached = session.samples.reachable(fragment.root)
    keys = [to_signed(int(v), 128) for v in reached]
    start = (max(keys) if upward else min(keys)) & mask(128)
    before = session.queries
    extreme = (1 << 64) - 1 if upward else -(1 << 64)
    assert extreme_of(target, start, signed=True, upward=upward) == (extreme & mask(128),) * 2
    assert session.queries - before <= 4


def test_a_capped_reach_of_a_product_keeps_to_its_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The integer query of a product goes first; under a cap, the two queries share
    it — half for the integer one, the rest for bit-vectors — instead of the integer
    query's own INTEGER_MS and then the whole cap again. Here both spend all they are
    given."""
    given: list[tuple[str, int]] = []

    def model_fresh(self: Session, formula: object, cap_ms: int | None = None, logic: str | None = None) -> object:
        given.append(("integer", cap_ms or 0))
        time.sleep((cap_ms or 0) / 1000)
        raise session_module.Unknown("gave up (budget)")

    def check(self: Session, *constraints: object, cap_ms: int | None = None, kind: str | None = None) -> object:
        given.append(("bit-vectors", cap_ms or 0))
        time.sleep((cap_ms or 0) / 1000)
        raise session_module.Unknown("gave up (budget)")

    text = "%x:i64 = var\n%y:i64 = var\n%a:i128 = zext %x\n%b:i128 = zext %y\n%r:i128 = mul nuw %a, %b\ninfer %r\n"
    (fragment,) = parse_text(text).fragments
    session = open_session(fragment)
    target = Target(session, fragment.root)
    assert lifting(session).multiplies(fragment.root, 0, False)  # integers first
    monkeypatch.setattr(Session, "model_fresh", model_fresh)
    monkeypatch.setattr(Session, "check", check)
    term = target.term
    with pytest.raises(session_module.Unknown):
        reached_where(target, z3.UGE(term, 5), lambda t: t >= 5, signed=False, cap_ms=200)
    assert [name for name, _ in given] == ["integer", "bit-vectors"]
    assert given[0][1] == 100 and given[1][1] <= 100  # the cap, split: neither stage is given more


def _newton(steps: int) -> str:
    """`x ← x·(2 − a·x)` `steps` times from x = 2 − a (a modular inverse's iterations)."""
    lines = ["%a:i64 = var", "%x0:i64 = sub 2:i64, %a"]
    for k in range(steps):
        lines += [f"%p{k}:i64 = mul %a, %x{k}", f"%s{k}:i64 = sub 2:i64, %p{k}", f"%x{k + 1}:i64 = mul %x{k}, %s{k}"]
    return "\n".join([*lines, f"infer %x{steps}", ""])


@pytest.mark.parametrize(
    ("text", "integer_asked"),
    [
        # Four Newton steps: a wrapping product of degree 31.
        (_newton(4), False),
        # One step (degree 3): nlsat answers such Montgomery and limb products.
        (_newton(1), True),
        # A linear value.
        ("%a:i64 = var\n%b:i64 = var\n%r:i64 = add %a, %b\ninfer %r\n", True),
    ],
)
def test_the_integer_fallback_skips_high_degree_wrapping_products(
    monkeypatch: pytest.MonkeyPatch, text: str, integer_asked: bool
) -> None:
    """When the bit-vector query gives up, the integer query is the fallback — but not
    for a value that reduces a product of degree above NLSAT_DEGREE modulo 2^w, where
    nlsat overran 300 ms queries by seconds (the whole corpora's costliest fragment)
    and never answered."""
    asked: list[str] = []

    def model_fresh(self: Session, formula: object, cap_ms: int | None = None, logic: str | None = None) -> object:
        asked.append("integer")
        raise session_module.Unknown("gave up (budget)")

    def check(self: Session, *constraints: object, cap_ms: int | None = None, kind: str | None = None) -> object:
        asked.append("bit-vectors")
        raise session_module.Unknown("gave up (budget)")

    (fragment,) = parse_text(text).fragments
    session = open_session(fragment)
    target = Target(session, fragment.root)
    lifted = lifting(session)
    assert lifted.value(fragment.root) is not None and not lifted.multiplies(fragment.root)  # bit-vectors first
    assert lifted.beyond_nlsat(fragment.root) is not integer_asked
    monkeypatch.setattr(Session, "model_fresh", model_fresh)
    monkeypatch.setattr(Session, "check", check)
    with pytest.raises(session_module.Unknown):
        reached_where(target, z3.UGE(target.term, 5), lambda t: t >= 5, signed=False)
    assert asked == (["bit-vectors", "integer"] if integer_asked else ["bit-vectors"])


def _signed_hull_searched(fragment: Fragment) -> bool:
    """Whether the signed hull is searched for once the unsigned one is proven in the
    same session (solver path: no enumeration); either way it equals the one searched
    alone. The trace tells: each hull searched is a step, and one taken from the other
    hull says so (with no query)."""
    session = open_session(fragment, OracleOptions.solver_only())
    (unsigned,) = run_oracle(fragment, [Domain.UNSIGNED_RANGE], [fragment.root], session=session).facts
    assert unsigned.status is Status.PROVEN
    result = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root], session=session)
    (derived,) = result.facts
    hull_steps = _named(result.steps[fragment.root, Domain.SIGNED_RANGE], "signed hull")  # none: an exact reading
    derived_steps = [s for s in hull_steps if s.detail == "from the other hull"]
    assert all((s.outcome, s.queries) == (Outcome.PROVED, 0) for s in derived_steps)
    (alone,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root], options=OracleOptions.solver_only()).facts
    assert (derived.fact, derived.status) == (alone.fact, alone.status)
    return len(hull_steps) > len(derived_steps)


@pytest.mark.parametrize(
    ("source", "searched"),
    [
        ("%x:i64 = var\n%a:i64 = and %x, 65535:i64\n%r:i64 = mul %a, 3:i64\ninfer %r\n", False),  # [0, 196605]
        ("%x:i64 = var\n%a:i64 = and %x, 65535:i64\n%r:i64 = or %a, 9223372036854775808:i64\ninfer %r\n", False),  # < 0
        ("%x:i64 = var\n%a:i64 = and %x, 15:i64\n%r:i64 = sub %a, 5:i64\ninfer %r\n", True),  # both halves
        ("%x:i64 = var\n%r:i64 = mul %x, 3:i64\ninfer %r\n", True),  # the full set
    ],
)
def test_a_hull_within_one_sign_half_is_the_other_order_s_hull(source: str, searched: bool) -> None:
    """On one half of the space the signed and unsigned orders agree: once the unsigned
    hull is proven and its ends have the same sign bit, the signed hull is the same,
    with no search (`hulls.derived_hull`)."""
    assert _signed_hull_searched(_read(source)) is searched


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(3, 4), max_insts=4, max_vars=2))
def test_hulls_derived_from_the_other_order_are_the_enumerated_hulls(fragment: Fragment) -> None:
    """Whatever the unsigned hull search proved first, the signed hull then answered
    in the same session (derived or searched) is the enumerated one."""
    (exact,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root]).facts
    session = open_session(fragment, OracleOptions.solver_only())
    run_oracle(fragment, [Domain.UNSIGNED_RANGE], [fragment.root], session=session)
    (fact,) = run_oracle(fragment, [Domain.SIGNED_RANGE], [fragment.root], session=session).facts
    if fact.status is Status.PROVEN:
        assert fact.fact == exact.fact


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(3, 4, 5), max_insts=5, max_vars=2), st.data())
def test_a_gap_widened_from_any_hole_is_the_smallest_range_or_a_cover(fragment: Fragment, data: st.DataObject) -> None:
    """`narrowed_gap` from a cover that leaves out one unreached value (as an ∃∀ answer
    may): proven, it is the enumerated smallest range; partial, it still holds every
    value."""
    (exact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root]).facts
    assume(exact.fact is not None and not exact.fact.is_full)
    width = fragment.root_inst.width
    reached = {int(v) for v in open_session(fragment).samples.reachable(fragment.root)}
    hole = data.draw(st.sampled_from([v for v in range(1 << width) if v not in reached]))
    session = open_session(fragment, OracleOptions.solver_only())
    if len(session.samples.reachable(fragment.root)) == 0:  # a witness first, as `best_forward` asks
        session.witness(session.check(session.enc.fact_condition(fragment.root)), fragment.root)
    narrowed = narrowed_gap(Target(session, fragment.root), hole + 1, (1 << width) - 1)
    assert narrowed is not None
    cover, status = narrowed
    if status is Status.PROVEN:
        assert cover == exact.fact
    else:
        assert all(cover.contains(v) for v in reached)


def test_a_range_the_hulls_miss_is_proven_from_the_exists_forall_answer() -> None:
    """lz4's lz4hc.ll:15602, `x - 19 <u 18 ? 18 : x`: every value but [19, 37), a gap of
    18 among 2^32 that no sample lands in. Both hulls are full; the ∃∀ question names a
    smaller cover, and the gap it leaves out, widened, is proven the answer (it was
    partial, the full set). Runs of x, with the hulls full, now settle it before the
    question is asked: two independent paths to one answer, each tested here (the
    second with the `runs` stage left out). The `exists-forall` stage proves the
    answer, not the full hull: that is the gap it narrowed (`covers.narrowed_gap`)."""
    fragment = _read(
        "%x:i32 = var\n%t:i32 = add %x, 4294967277:i32\n%c:i1 = ult %t, 18:i32\n"
        "%r:i32 = select %c, 18:i32, %x\ninfer %r\n"
    )
    (by_runs,) = run_oracle(fragment, [Domain.RANGE], [fragment.root]).facts
    session = open_session(fragment, OracleOptions(search=DEFAULT_SEARCH.without("runs")))  # the ∃∀ path
    result = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=session)
    (fact,) = result.facts
    assert fact.status is Status.PROVEN
    assert (fact.fact.lo, fact.fact.hi) == (37, 19)
    steps = result.steps[fragment.root, Domain.RANGE]
    assert [(s.name, s.outcome) for s in steps[-3:]] == [
        ("runs", Outcome.SKIPPED),
        ("walk", Outcome.NOTHING),
        ("exists-forall", Outcome.PROVED),
    ]
    target = Target(session, fragment.root)
    full = ConstantRange.full(32)
    assert [session.memo.get(HULLS, hull_key(target, signed)) for signed in (False, True)] == [full, full]
    assert (by_runs.fact, by_runs.status) == (fact.fact, Status.PROVEN)


def test_a_cover_an_exists_forall_answer_names_wrongly_is_a_disagreement() -> None:
    """The ∃∀ answer's cover is the quantifier engine's word: checked by a
    quantifier-free query before anything is built on it, and a value outside it stops
    the oracle (a solver disagreement), never a fact."""
    fragment = _read(
        "%x:i32 = var\n%t:i32 = add %x, 4294967277:i32\n%c:i1 = ult %t, 18:i32\n%r:i32 = select %c, 18:i32, %x\ninfer %r\n"
    )
    target = Target(open_session(fragment, OracleOptions.solver_only()), fragment.root)
    assert checked_cover(target, 37, 2**32 - 18) == ConstantRange(37, 19, 32)
    with pytest.raises(session_module.SemanticsMismatch):
        checked_cover(target, 36, 2**32 - 18)  # leaves out [18, 36): 18 is reached


@settings(max_examples=400, deadline=None)
@given(st.sets(st.integers(0, 15), min_size=1), st.booleans())
def test_the_hull_a_smallest_range_settles_is_the_enumerated_hull(values: set[int], signed: bool) -> None:
    """Every set of i4 values: the hull `hull_of_smallest` reads off the set's smallest
    range is the set's hull, and it reads one off every range that does not wrap in
    the hull's order (and the full set)."""
    found = np.asarray(sorted(values), dtype=np.uint64)
    smallest = forward_domain(Domain.RANGE).from_values(found, 4)
    hull_domain = Domain.SIGNED_RANGE if signed else Domain.UNSIGNED_RANGE
    hull = hull_of_smallest(smallest, signed)
    wraps = smallest.is_sign_wrapped if signed else smallest.is_wrapped
    assert (hull is None) == (wraps and not smallest.is_full)
    if hull is not None:
        assert hull == forward_domain(hull_domain).from_values(found, 4)


@pytest.mark.parametrize(
    ("source", "unsigned", "signed"),
    [
        ("%x:i64 = var\n%a:i64 = and %x, 65535:i64\n%r:i64 = add %a, 3:i64\ninfer %r\n", (3, 65539), (3, 65539)),
        # [-5, 11) wraps unsigned: what lies at 0 is not the range's to say
        ("%x:i64 = var\n%a:i64 = and %x, 15:i64\n%r:i64 = sub %a, 5:i64\ninfer %r\n", None, (2**64 - 5, 11)),
    ],
)
def test_hull_searches_that_give_up_are_settled_by_the_proven_range(
    source: str, unsigned: tuple[int, int] | None, signed: tuple[int, int]
) -> None:
    """Both hull searches give up; the range search proves the smallest range another
    way, and the hulls it settles come out proven — the unsigned one only where that
    range does not wrap. The session's memo holds, for each hull, a search cut short
    that proved nothing (its sound cover the full set, what it reached the samples'
    hull): what a search that gave up at once leaves, and no search is asked again."""
    fragment = _read(source)
    session = open_session(fragment, OracleOptions.solver_only())
    target, width = Target(session, fragment.root), fragment.root_inst.width
    hull_domains = [Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE]
    for domain in hull_domains:
        reached = forward_domain(domain).from_values(session.samples.reachable(fragment.root), width)
        cut_short = PartialHull(ConstantRange.full(width), reached)
        session.memo.put(HULLS, hull_key(target, signed=domain is Domain.SIGNED_RANGE), cut_short)
    facts = run_oracle(fragment, [*hull_domains, Domain.RANGE], [fragment.root], session=session).facts
    by_domain = {f.domain: f for f in facts}
    assert by_domain[Domain.RANGE].status is Status.PROVEN
    for domain, expected in zip(hull_domains, (unsigned, signed), strict=True):
        fact = by_domain[domain]
        if expected is None:
            assert fact.status is Status.PARTIAL
        else:
            assert fact.status is Status.PROVEN and (fact.fact.lo, fact.fact.hi) == expected


def test_a_hull_the_proven_range_contradicts_is_a_disagreement() -> None:
    """A settled hull outside what its own search proved means two searches disagree:
    the oracle stops, it does not pick one."""
    proven = OracleFact(0, Domain.RANGE, ConstantRange(3, 20, 8), Status.PROVEN)
    cut_short = OracleFact(
        0, Domain.UNSIGNED_RANGE, ConstantRange(0, 10, 8), Status.PARTIAL, bound=ConstantRange(3, 9, 8)
    )
    with pytest.raises(session_module.SemanticsMismatch):
        hulls_from_range([cut_short, proven])
    agreeing = replace(cut_short, fact=ConstantRange(0, 30, 8))
    settled, _ = hulls_from_range([agreeing, proven])
    assert (settled.fact, settled.status) == (ConstantRange(3, 20, 8), Status.PROVEN)


_SELECT = "%t:i32 = add %y, 4294967277:i32\n%c:i1 = ult %t, 18:i32\n%r:i32 = select %c, 18:i32, %y\ninfer %r\n"


@pytest.mark.parametrize(
    ("mixing", "asked"),
    [
        ("%y:i32 = add %x, %z\n", True),  # lz4hc.ll:15602's select, of a sum
        ("%d:i32 = udiv %z, 7:i32\n%y:i32 = add %x, %d\n", False),  # a division
        ("%p:i32 = mul %x, %z\n%y:i32 = mul %p, %z\n", False),  # two products
        ("%p:i32 = mul %x, 6:i32\n%q:i32 = mul %z, 10:i32\n%y:i32 = add %p, %q\n", False),  # two by constants
        ("%p:i32 = mul %x, %z\n%y:i32 = mul %p, 5:i32\n", True),  # one of each
    ],
)
def test_the_exists_forall_question_is_not_asked_of_what_its_engine_gives_up_on(mixing: str, asked: bool) -> None:
    """The ∃∀ question is skipped on fragments with a division, two products or two
    multiplications by constants: the quantifier engine gave up on 146 of the 149 it
    was asked of on the whole corpora, and answered "no smaller range" of none. The
    `runs` stage is left out (runs settle the sum's select first); the trace says
    whether the `exists-forall` stage ran."""
    fragment = _read("%x:i32 = var\n%z:i32 = var\n" + mixing + _SELECT)
    options = replace(OracleOptions.solver_only(), search=DEFAULT_SEARCH.without("runs"))
    result = run_oracle(fragment, [Domain.RANGE], [fragment.root], options)
    questions = [s for s in _named(result.steps[fragment.root, Domain.RANGE], "exists-forall")]
    assert any(s.outcome is not Outcome.SKIPPED for s in questions) is asked


def _carry_less_product(width: int) -> tuple[Fragment, set[int]]:
    """ghash_portable.ll:257's (x & 0x11…1) · (y & 0x22…2) at `width`, and its values
    (enumerated over the submasks)."""
    m1 = int("1" * (width // 4), 16)
    fragment = parse_text(
        f"%x:i{width} = var\n%a:i{width} = and %x, {m1}:i{width}\n%y:i{width} = var\n"
        f"%b:i{width} = and %y, {2 * m1}:i{width}\n%p:i{width} = mul %a, %b\ninfer %p"
    ).fragments[0]
    subs = [0]
    for bit in range(0, width, 4):
        subs += [s | 1 << bit for s in subs]
    values = {(a * 2 * b) & mask(width) for a in subs for b in subs}
    return fragment, values


@pytest.mark.parametrize("width", [16, 32])
def test_a_carry_less_products_widest_gap_is_split_out(width: int) -> None:
    """Split from the samples alone, the widest gap of the product is found and proven
    (`covers.split_gaps`): the range enumeration of the submasks gives; and the
    solver-only oracle's range agrees."""
    fragment, values = _carry_less_product(width)
    smallest = forward_domain(Domain.RANGE).from_values(np.array(sorted(values), dtype=object), width)
    session = open_session(fragment, OracleOptions.solver_only())
    target = Target(session, fragment.root)
    assert split_gaps(target, lambda: False) == smallest
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions.solver_only()).facts
    assert fact.status is Status.PROVEN and fact.fact == smallest
