"""Windows of several inputs (`auditor.oracles.triangular`) and the surjectivity proof
built on them (`range_search.surjective.surjective_by_window`), against exhaustive enumeration: a
window found is one to one at its pin over all its bits, and whenever the proof says a
value takes every value, every value is taken by some execution where facts hold.
Fragments are concatenations, sums and shifts of narrow inputs — the shapes the
windows are for (brotli's bit writer and static dictionary) — with poison flags and
shift amounts that make some of them fail."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, mask
from auditor.oracles import triangular
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.range_search.surjective import (
    COMBINATIONS,
    is_surjective,
    surjective_by_window,
    varying_arm_alternatives,
)
from auditor.oracles.range_search.target import Target
from auditor.oracles.sampling import InputPoint, points_inputs
from auditor.oracles.session import Status
from auditor.oracles.triangular import Window, find_window, one_to_one_concretely
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import evaluate


def _read(source: str) -> Fragment:
    return parse_text(source).fragments[0]


def _all_points(fragment: Fragment) -> list[InputPoint]:
    """Every execution of the fragment (vars and block choices; no freezes here)."""
    inputs = list(fragment.inputs())
    widths = [fragment.insts[i].width for i in inputs]
    preds = [b.preds for b in fragment.blocks]
    return [
        (dict(zip(inputs, values, strict=True)), dict(enumerate(choices)), {})
        for values in itertools.product(*(range(1 << w) for w in widths))
        for choices in itertools.product(*(range(p) for p in preds))
    ]


def _values_taken(fragment: Fragment, index: int, shift: int) -> set[int]:
    """The values of instruction `index` (without its low `shift` bits) over every
    execution where facts about it hold, by enumeration."""
    points = _all_points(fragment)
    evaluation = evaluate(fragment, points_inputs(fragment, points))
    holds = evaluation.fact_mask(index)
    return {int(v) >> shift for v in evaluation.values[index][holds]}


def _window_values(fragment: Fragment, index: int, shift: int, window: Window) -> tuple[bool, int, int]:
    """Every assignment of the window's bits at its pin, by enumeration: whether facts
    hold on all, the distinct values, the assignments."""
    vars, choices, freezes = window.point
    bits = [(i, b) for i, m in sorted(window.free.items()) for b in range(fragment.insts[i].width) if m >> b & 1]
    lanes = []
    for settings_ in itertools.product((0, 1), repeat=len(bits)):
        values = dict(vars)
        for (i, b), on in zip(bits, settings_, strict=True):
            values[i] = values[i] & ~(1 << b) | on << b
        lanes.append((values, choices, freezes))
    evaluation = evaluate(fragment, points_inputs(fragment, lanes))
    distinct = {int(v) >> shift for v in evaluation.values[index]}
    return bool(np.all(evaluation.fact_mask(index))), len(distinct), len(lanes)


def _proven_by_window(fragment: Fragment, witness: InputPoint) -> bool:
    """`range_search.surjective.surjective_by_window` on the root, from `witness`, in a fresh session."""
    session = open_session(fragment, OracleOptions.solver_only())
    return surjective_by_window(Target(session, fragment.root), witness, lambda: False)


BIT_WRITER = (  # enc_brotli_bit_stream.ll's `(zext (a − b) << s) | zext (c − d)`, at i2 halves
    "%a:i2 = var\n%b:i2 = var\n%c:i2 = var\n%d:i2 = var\n%s:i4 = var\n"
    "%h:i2 = sub %a, %b\n%l:i2 = sub %c, %d\n%hz:i4 = zext %h\n%lz:i4 = zext %l\n"
    "%hs:i4 = shl %hz, %s\n%r:i4 = or %hs, %lz\ninfer %r\n"
)


def test_a_concatenation_at_a_shift_amount_takes_every_value() -> None:
    """The bit writer takes every value only at s = 2 (the high half just above the
    low one): the ascent moves s there, the window is one input bit per value bit, and
    the queries prove what enumeration shows."""
    fragment = _read(BIT_WRITER)
    s = fragment.names.index("s")
    session = open_session(fragment, OracleOptions.solver_only())
    index = fragment.root
    point = ({i: 0 for i in fragment.inputs()} | {s: 3}, {}, {})
    window = find_window(fragment, index, 0, point)
    assert window is not None
    assert window.point[0][s] == 2
    assert sum(bin(m).count("1") for m in window.free.values()) == 4
    assert _window_values(fragment, index, 0, window) == (True, 16, 16)
    assert surjective_by_window(Target(session, index), point, lambda: False)
    assert _values_taken(fragment, index, 0) == set(range(16))


def test_a_window_whose_input_is_defined_only_in_part_is_left_for_another() -> None:
    """brotli's metablock writer, at i3 halves: x feeds both halves and `add nuw x, 1`
    is poison at x = 7 only, so every flip of x at the pin is defined but x's window is
    not over all its bits; y and z, each in one half, are — step 5 leaves x out and
    finds them."""
    fragment = _read(
        "%x:i3 = var\n%y:i3 = var\n%z:i3 = var\n%p:i3 = add %x, %y\n%q0:i3 = addnuw %x, 1:i3\n"
        "%q:i3 = add %q0, %z\n%pz:i6 = zext %p\n%qz:i6 = zext %q\n%ps:i6 = shl %pz, 3:i6\n"
        "%r:i6 = or %ps, %qz\ninfer %r\n"
    )
    x, y, z = (fragment.names.index(n) for n in "xyz")
    index = fragment.root
    window = find_window(fragment, index, 0, ({x: 1, y: 0, z: 0}, {}, {}))
    assert window is not None
    assert set(window.free) == {y, z}
    assert _window_values(fragment, index, 0, window) == (True, 64, 64)
    # The window the greedy choice takes first (x for the low half) is refused.
    assert not one_to_one_concretely(fragment, index, 0, Window(window.point, {x: 7, y: 7}))
    session = open_session(fragment, OracleOptions.solver_only())
    assert is_surjective(Target(session, index))


def test_a_window_that_is_not_one_to_one_is_refused() -> None:
    """`(zext (x == 3 ? 0 : x) << 2) | zext c` misses 3 in its high half: at x = 0
    each of x's flips changes its own bit lowest, so the window {x, c} covers the
    value — but the select makes it no T-function, 0 and 3 collide, and the check
    refuses it; nothing is proven."""
    fragment = _read(
        "%x:i2 = var\n%c:i2 = var\n%e:i1 = eq %x, 3:i2\n%y:i2 = select %e, 0:i2, %x\n%yz:i4 = zext %y\n"
        "%cz:i4 = zext %c\n%ys:i4 = shl %yz, 2:i4\n%r:i4 = or %ys, %cz\ninfer %r\n"
    )
    x, c = fragment.names.index("x"), fragment.names.index("c")
    index = fragment.root
    assert _values_taken(fragment, index, 0) == set(range(12))
    point = ({x: 0, c: 0}, {}, {})
    assert len(triangular._covered(fragment, index, 0, [point], {x: [0, 1], c: [0, 1]})[0]) == 4
    assert not one_to_one_concretely(fragment, index, 0, Window(point, {x: 3, c: 3}))
    assert find_window(fragment, index, 0, point) is None
    assert not _proven_by_window(fragment, point)


def test_the_ascent_starts_again_from_zeros() -> None:
    """`(zext (a & ~(k | j)) << 2) | zext b` takes every value at k = j = 0 only. From a
    witness at k = j = 1 no single move of the ascent unmasks a's low bit (k or j
    alone at 0 leaves it masked), so no window is found there; from every input at 0
    one is, and the value is proven to take every value."""
    fragment = _read(
        "%a:i2 = var\n%b:i2 = var\n%k:i2 = var\n%j:i2 = var\n%m:i2 = or %k, %j\n%n:i2 = xor %m, 3:i2\n"
        "%t:i2 = and %a, %n\n%tz:i4 = zext %t\n%bz:i4 = zext %b\n%ts:i4 = shl %tz, 2:i4\n%r:i4 = or %ts, %bz\n"
        "infer %r\n"
    )
    a, b, k, j = (fragment.names.index(n) for n in "abkj")
    index = fragment.root
    witness = ({a: 0, b: 0, k: 1, j: 1}, {}, {})
    assert find_window(fragment, index, 0, witness) is None
    assert find_window(fragment, index, 0, ({a: 0, b: 0, k: 0, j: 0}, {}, {})) is not None
    assert _proven_by_window(fragment, witness)
    assert _values_taken(fragment, index, 0) == set(range(16))


def test_a_phi_of_many_constant_arms_is_tried_at_its_var_arm() -> None:
    """static_dict.ll's transform table: a phi of more arms than COMBINATIONS, one of
    them a var; the witness at a constant arm shows nothing, the var's arm is tried
    next (`varying_arm_alternatives`) and `(p << 2) | c` takes every value there."""
    arms = ", ".join(f"{k}:i4" for k in range(COMBINATIONS + 2))
    fragment = _read(
        f"%k = block {COMBINATIONS + 3}\n%v:i4 = var\n%p:i4 = phi %k, {arms}, %v\n"
        "%c:i2 = var\n%pz:i6 = zext %p\n%cz:i6 = zext %c\n%ps:i6 = shl %pz, 2:i6\n%r:i6 = or %ps, %cz\ninfer %r\n"
    )
    v, c = fragment.names.index("v"), fragment.names.index("c")
    assert varying_arm_alternatives(fragment, {0: 1})[:2] == [{0: 1}, {0: COMBINATIONS + 2}]
    assert _proven_by_window(fragment, ({v: 0, c: 0}, {0: 1}, {}))
    assert _values_taken(fragment, fragment.root, 0) == set(range(64))


def test_a_limb_product_sum_takes_every_value_at_a_power_of_two() -> None:
    """curve25519's `2·a·b + c·d` (zext'd 32-bit limbs, 64-bit sum), at 3-bit limbs:
    every value only where 2·a is 2^3 — a power of two the ascent now tries (0, 1 and
    all-ones never get there) — so that b fills the high half; the pin's d is then
    simplified to 1, and the queries prove what enumeration shows."""
    fragment = _read(
        "%a:i3 = var\n%b:i3 = var\n%c:i3 = var\n%d:i3 = var\n%az:i6 = zext %a\n%a2:i6 = shl nuw %az, 1:i6\n"
        "%bz:i6 = zext %b\n%p:i6 = mul %a2, %bz\n%cz:i6 = zext %c\n%dz:i6 = zext %d\n%q:i6 = mul nuw %cz, %dz\n"
        "%r:i6 = add %p, %q\ninfer %r\n"
    )
    a, b, c, d = (fragment.names.index(n) for n in "abcd")
    index = fragment.root
    witness = ({a: 3, b: 5, c: 6, d: 7}, {}, {})
    window = find_window(fragment, index, 0, witness)
    assert window is not None
    assert window.point[0][a] == 4 and window.point[0][d] == 1
    assert set(window.free) == {b, c}
    assert _window_values(fragment, index, 0, window) == (True, 64, 64)
    assert _proven_by_window(fragment, witness)
    assert _values_taken(fragment, index, 0) == set(range(64))


PIECES = ["zext", "add", "sub", "mul", "xor", "addnuw", "shlnuw", "lshr-add", "select-eq"]


@st.composite
def concatenations(draw: st.DrawFn) -> tuple[Fragment, int]:
    """Two or three narrow inputs, each through a link (or two inputs through one),
    zero-extended to a value as wide as they are together, shifted left — half the
    time to just above the ones before it, else by another constant or by a var — and
    combined by or, add or xor; and the low bits to drop from the value (0 or 1)."""
    count = draw(st.integers(2, 3))
    widths = [draw(st.integers(1, 3)) for _ in range(count)]
    width = max(sum(widths), 3)
    lines = [f"%x{k}:i{w} = var" for k, w in enumerate(widths)]
    lines.append(f"%s:i{width} = var")
    parts = []
    for k, w in enumerate(widths):
        piece = draw(st.sampled_from(PIECES))
        other = (k + 1) % count
        operand = (
            f"%x{other}" if widths[other] == w and draw(st.booleans()) else f"{draw(st.integers(0, mask(w)))}:i{w}"
        )
        if piece == "zext":
            lines.append(f"%y{k}:i{w} = add %x{k}, 0:i{w}")
        elif piece == "lshr-add":  # no T-function: x + (x >> 1) is not one to one
            lines.append(f"%h{k}:i{w} = lshr %x{k}, 1:i{w}")
            lines.append(f"%y{k}:i{w} = add %x{k}, %h{k}")
        elif piece == "select-eq":  # no T-function: one value of x taken to another's
            lines.append(f"%e{k}:i1 = eq %x{k}, {draw(st.integers(0, mask(w)))}:i{w}")
            lines.append(f"%y{k}:i{w} = select %e{k}, {operand}, %x{k}")
        elif piece == "shlnuw":
            lines.append(f"%y{k}:i{w} = shlnuw %x{k}, {draw(st.integers(0, w - 1))}:i{w}")
        else:
            lines.append(f"%y{k}:i{w} = {piece} %x{k}, {operand}")
        lines.append(f"%z{k}:i{width} = zext %y{k}")
        choice = draw(st.integers(0, 3))
        offset = sum(widths[:k]) if choice < 2 else draw(st.integers(0, width - 1))
        amount = "%s" if choice == 3 else f"{offset}:i{width}"
        lines.append(f"%p{k}:i{width} = shl %z{k}, {amount}")
        parts.append(f"%p{k}")
    last = parts[0]
    for k, part in enumerate(parts[1:], 1):
        op = draw(st.sampled_from(["or", "add", "xor"]))
        lines.append(f"%c{k}:i{width} = {op} {last}, {part}")
        last = f"%c{k}"
    lines.append(f"infer {last}")
    return _read("\n".join(lines) + "\n"), draw(st.integers(0, 1))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(concatenations())
def test_window_proofs_agree_with_enumeration(drawn: tuple[Fragment, int]) -> None:
    """Whenever a window is found it is one to one and defined over all its bits at its
    pin, and whenever `surjective_by_window` proves a value takes every value, every
    value is taken (both by enumeration)."""
    fragment, shift = drawn
    index = fragment.root
    points = _all_points(fragment)
    evaluation = evaluate(fragment, points_inputs(fragment, points))
    holds = np.flatnonzero(evaluation.fact_mask(index))
    if not len(holds):
        return
    point = points[int(holds[len(holds) // 2])]
    width = fragment.insts[index].width - shift
    window = find_window(fragment, index, shift, point)
    event("window found" if window is not None else "no window")
    if window is not None:
        assert _window_values(fragment, index, shift, window)[:2] == (True, 1 << width)
    session = open_session(fragment, OracleOptions.solver_only())
    proven = surjective_by_window(Target(session, index, shift), point, lambda: False)
    event("proven" if proven else "not proven")
    if proven:
        assert _values_taken(fragment, index, shift) == set(range(1 << width))


CURVE25519_2008 = (  # curve25519.ll:2008, `2·a·b + c·d` over zext'd 32-bit limbs
    "%a:i32 = var\n%az:i64 = zext %a\n%a2:i64 = shl nuw nsw %az, 1:i64\n%b:i32 = var\n%bz:i64 = zext %b\n"
    "%p:i64 = mul %a2, %bz\n%c:i32 = var\n%cz:i64 = zext %c\n%d:i32 = var\n%dz:i64 = zext %d\n"
    "%q:i64 = mul nuw %cz, %dz\n%r:i64 = add %p, %q\ninfer %r\n"
)


def test_the_limb_sum_at_full_width_is_proven_after_the_searchs_give_ups() -> None:
    """The real limb sum: the range search's refutations give up (64-bit products), and
    with both hulls full the surjectivity proof is asked anyway — the window at
    a = 2^31, d = 1 proves the full set. (On the AMD slice the answer is partial
    without the asking after give-ups, or without the ascent's power of two; a host
    whose refutations do not give up finds it either way.)"""
    fragment = _read(CURVE25519_2008)
    facts = run_oracle(fragment, [Domain.RANGE], values=[fragment.root]).facts
    (found,) = [f for f in facts if f.value == fragment.root and f.domain is Domain.RANGE]
    assert found.status is Status.PROVEN
    assert found.fact == ConstantRange.full(64)
