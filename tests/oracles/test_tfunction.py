"""T-functions (`auditor.oracles.tfunction`) against exhaustive enumeration.

Two claims: (1) when `is_t_function` says a value is a T-function of x, then at every
pin of the other inputs, bits 0..i of the value are the same for any two xs that agree
on bits 0..i; (2) for such a value, `injective_low_bits` answers exactly whether the
pinned map is injective (Klimov–Shamir's condition is necessary and sufficient), with
its queries or its evaluator check. Fragments are drawn from T-function links and
links that are not (right shifts, min, an x-dependent shift amount or condition), so a
wrongly admitted link shows as a difference.
"""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, mask, verify
from auditor.ir.opcodes import Opcode
from auditor.oracles.bijection import bijection_of
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.session import Status
from auditor.oracles.tfunction import flip_sensitivity, injective_low_bits, is_t_function
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import Inputs, evaluate

W = 5  # x, the value
Y_WIDTH = 3  # the other input

LINKS = ["add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "select", "umin", "widen"]


@st.composite
def maps(draw: st.DrawFn) -> Fragment:
    """x (i5) and y (i3) through up to four links; operands x-dependent or not."""
    insts: list[Inst] = [Inst(Opcode.VAR, W), Inst(Opcode.VAR, Y_WIDTH), Inst(Opcode.VAR, 1)]
    dependent = [0]
    y5 = len(insts)
    insts.append(Inst(Opcode.ZEXT, W, (Ref(1),)))
    independent: list[int] = [y5]

    def add(inst: Inst) -> int:
        insts.append(inst)
        return len(insts) - 1

    def operand(on_x: bool) -> Operand:
        if on_x:
            return Ref(draw(st.sampled_from(dependent)))
        if draw(st.booleans()):
            return Const(draw(st.integers(0, mask(W))), W)
        return Ref(draw(st.sampled_from(independent)))

    for _ in range(draw(st.integers(1, 4))):
        link = draw(st.sampled_from(LINKS))
        both = draw(st.integers(0, 2)) == 0  # x on both sides
        a, b = operand(True), operand(both)
        if draw(st.booleans()):
            a, b = b, a
        if link == "select":
            condition: Operand = Ref(2)
            if draw(st.integers(0, 3)) == 0:  # an x-dependent condition: not a T-function
                condition = Ref(add(Inst(Opcode.TRUNC, 1, (operand(True),))))
            v = add(Inst(Opcode.SELECT, W, (condition, a, b)))
        elif link == "widen":  # trunc(zext a * sext b) at i8
            wide = [add(Inst(op, 8, (o,))) for op, o in ((Opcode.ZEXT, a), (Opcode.SEXT, b))]
            product = add(Inst(Opcode.MUL, 8, (Ref(wide[0]), Ref(wide[1]))))
            v = add(Inst(Opcode.TRUNC, W, (Ref(product),)))
        elif link in ("shl", "lshr"):
            amount = operand(draw(st.integers(0, 3)) == 0)  # x-dependent amount: not a T-function
            if isinstance(amount, Const):
                amount = Const(amount.value % W, W)
            v = add(Inst(Opcode(link), W, (operand(True), amount)))
        else:
            v = add(Inst(Opcode(link), W, (a, b)))
        dependent.append(v)
    fragment = Fragment(
        insts=tuple(insts),
        names=tuple(f"v{i}" for i in range(len(insts))),
        root=len(insts) - 1,
    )
    verify(fragment)
    return fragment


def _pinned(fragment: Fragment, y: int, c: int) -> tuple[np.ndarray, np.ndarray]:
    """The root's values and where they are defined, for every x, at y and c."""
    xs = np.arange(1 << W, dtype=np.uint64)
    n = len(xs)
    inputs = Inputs(
        vars={0: xs, 1: np.full(n, y, dtype=np.uint64), 2: np.full(n, c, dtype=np.uint64)},
        choices={},
    )
    ev = evaluate(fragment, inputs)
    return ev.values[fragment.root].astype(np.uint64), ev.fact_mask(fragment.root)


def _pins() -> list[tuple[int, int]]:
    return list(itertools.product(range(1 << Y_WIDTH), (0, 1)))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(maps())
def test_a_t_function_s_low_bits_depend_on_x_s_low_bits_only(fragment: Fragment) -> None:
    if not is_t_function(fragment, fragment.root, 0):
        return
    for y, c in _pins():
        values, defined = _pinned(fragment, y, c)
        for x, i in itertools.product(range(1 << W), range(W)):
            low = x & mask(i + 1)
            if defined[x] and defined[low]:
                assert (int(values[x]) ^ int(values[low])) & mask(i + 1) == 0, (fragment, y, c, x, i)


def _injective(fragment: Fragment, y: int, c: int) -> bool | None:
    """Exhaustively: the pinned map's injectivity, None when some x is undefined."""
    values, defined = _pinned(fragment, y, c)
    if not bool(defined.all()):
        return None
    return len({int(v) for v in values}) == 1 << W


def _agree(fragment: Fragment, pin: tuple[int, int]) -> tuple[bool, bool] | None:
    """Checks claim (2) at one pin: (the answer, whether it took queries), or None
    when the value is not a T-function or the pin has an undefined execution."""
    if not is_t_function(fragment, fragment.root, 0):
        return None
    y, c = pin
    expected = _injective(fragment, y, c)
    if expected is None:
        return None
    session = open_session(fragment, OracleOptions())
    answer = injective_low_bits(session, fragment.root, 0, ({0: 0, 1: y, 2: c}, {}, {}), W)
    assert answer == expected, (fragment, pin)
    return answer, session.queries > 0


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(maps(), st.sampled_from(_pins()))
def test_injectivity_per_bit_agrees_with_enumeration(fragment: Fragment, pin: tuple[int, int]) -> None:
    _agree(fragment, pin)


def test_the_strategy_reaches_every_outcome() -> None:
    """Not vacuous: injective and not, settled by the queries, by the operations'
    reading (`flip_sensitivity`, no query) and by the evaluator."""
    seen: dict[tuple[bool, bool], int] = {}

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(maps(), st.sampled_from(_pins()))
    def collect(fragment: Fragment, pin: tuple[int, int]) -> None:
        if (outcome := _agree(fragment, pin)) is not None:
            seen[outcome] = seen.get(outcome, 0) + 1

    collect()
    assert seen.get((True, True), 0) >= 5, seen
    assert seen.get((True, False), 0) >= 5, seen  # read off the operations
    assert seen.get((False, False), 0) >= 5, seen  # refuted by the evaluator check
    assert sum(seen.values()) >= 40, seen


def _sensitivity_holds(fragment: Fragment) -> tuple[int, int] | None:
    """Checks `flip_sensitivity` at every pin, x and bit i: where it says bit i always
    flips (keeps) with x's bit i, both executions defined, it does (does not). Returns
    how many bits it decided either way, None when the value is not a T-function."""
    sensitivity = flip_sensitivity(fragment, fragment.root, 0)
    assert (sensitivity is None) == (not is_t_function(fragment, fragment.root, 0))
    if sensitivity is None:
        return None
    assert sensitivity.flips & sensitivity.keeps == 0
    for y, c in _pins():
        values, defined = _pinned(fragment, y, c)
        for x, i in itertools.product(range(1 << W), range(W)):
            other = x ^ 1 << i
            if not (defined[x] and defined[other]):
                continue
            flipped = (int(values[x]) ^ int(values[other])) >> i & 1
            if sensitivity.flips >> i & 1:
                assert flipped, (fragment, y, c, x, i)
            if sensitivity.keeps >> i & 1:
                assert not flipped, (fragment, y, c, x, i)
    return bin(sensitivity.flips).count("1"), bin(sensitivity.keeps).count("1")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(maps())
def test_flip_sensitivity_agrees_with_enumeration(fragment: Fragment) -> None:
    _sensitivity_holds(fragment)


def test_flip_sensitivity_decides_bits_both_ways() -> None:
    """Not vacuous: the strategy's T-functions have bits read as always flipping, bits
    read as never flipping, and maps read as flipping at every bit (injective)."""
    flips = keeps = every = 0

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(maps())
    def collect(fragment: Fragment) -> None:
        nonlocal flips, keeps, every
        if (decided := _sensitivity_holds(fragment)) is not None:
            flips += decided[0]
            keeps += decided[1]
            every += decided[0] == W

    collect()
    assert flips >= 50 and keeps >= 50 and every >= 10, (flips, keeps, every)


def _parse(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


MIX = """
%20:i64 = var
%18:i64 = var
%21:i64 = xor %20, %18
%25:i64 = var
%36:i64 = xor %21, %25
%37:i64 = and %36, 4294967295:i64
%38:i64 = mulnuw %37, 2246822518:i64
%39:i64 = add %38, %36
infer %39
"""


def test_xxh3_s_mix_is_a_bijection_proven_bit_by_bit() -> None:
    """xxhash.ll:5982: `(v & 0xFFFFFFFF) * 0x85EBCA76 + v` is a bijection of v (its low
    half times 0x85EBCA77, odd; then the high half added). Before T-functions the
    collision query, the ∃∀ question and the run proofs all gave up: partial, 3.5 s."""
    fragment = _parse(MIX)
    x = fragment.names.index("36")
    bijection = bijection_of(fragment, fragment.root, fragment.names.index("20"), t_functions=True)
    assert bijection is not None and bijection.injective == fragment.root
    assert not is_t_function(_parse(MIX.replace("add %38", "udiv %38")), fragment.root, x)
    (fact,) = run_oracle(fragment, [Domain.RANGE], values=[fragment.root]).facts
    assert fact.status is Status.PROVEN
    assert fact.fact == ConstantRange.full(64)
    v20 = fragment.names.index("20")
    sensitivity = flip_sensitivity(fragment, fragment.root, v20)
    assert sensitivity is not None and sensitivity.flips == mask(64)
    session = open_session(fragment, OracleOptions())
    assert injective_low_bits(session, fragment.root, v20, ({i: 0 for i in fragment.inputs()}, {}, {}), 64)
    assert session.queries == 0  # δ_i = δ_i(v) ^ δ_i(even · (v & m)) = 1 ^ 0, read off the operations


def test_a_masked_value_is_refuted_without_a_query() -> None:
    """`x & 0xFFFFFFFF` passes the condition at bits 0..31 and fails at bit 32: the
    evaluator finds it, instead of 33 queries."""
    fragment = _parse("%x:i64 = var\n%r:i64 = and %x, 4294967295:i64\ninfer %r")
    session = open_session(fragment, OracleOptions())
    assert not injective_low_bits(session, fragment.root, 0, ({0: 0}, {}, {}), 64)
    assert session.queries == 0


def test_a_failure_at_one_x_of_2_to_the_63_is_found_by_the_solver() -> None:
    """Bit 63 of x ^ (x & ((x + 1) ^ x) & 2^63) is x63 & ~(x's bits 0..62 all set): the
    condition fails at bit 63 for one x in 2^63 — beyond the evaluator's trials, found
    by the last query. The map is not injective: 2^63 − 1 and 2^64 − 1 collide."""
    fragment = _parse(
        """
%x:i64 = var
%p:i64 = add %x, 1:i64
%c:i64 = xor %p, %x
%m:i64 = and %c, 9223372036854775808:i64
%h:i64 = and %m, %x
%r:i64 = xor %x, %h
infer %r
"""
    )
    assert is_t_function(fragment, fragment.root, 0)
    session = open_session(fragment, OracleOptions())
    assert not injective_low_bits(session, fragment.root, 0, ({0: 0}, {}, {}), 64)
    assert session.queries == 64
