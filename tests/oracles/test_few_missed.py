"""`range_search.covers.all_but_few` and `auditor.oracles.few_missed` against exhaustive
enumeration: when a pinned chain of bijections has a few undefined executions, the
range proven from the values they miss is the range of every value reached.

Two claims are checked: the chain computes a bijection of x's low bits with its flags
dropped (what `missed_values` evaluates at the undefined xs), on every pin meeting its
requirements; and the answer of `all_but_few`, whenever there is one, is α of the
enumerated value set.
"""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import HealthCheck, given, settings

from auditor.domains.ranges import RANGE, ConstantRange
from auditor.ir.fragment import Fragment, mask
from auditor.oracles.bijection import bijection_of
from auditor.oracles.engine import OracleOptions, open_session
from auditor.oracles.few_missed import missed_values, without_flags
from auditor.oracles.range_search.covers import all_but_few
from auditor.oracles.range_search.target import Target
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import Inputs, evaluate
from tests.oracles.test_bijection import _meets, _pins, chains


def _parse(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


def _every_value(fragment: Fragment) -> ConstantRange:
    """α of the values the root takes in the executions where facts hold, every input
    enumerated (`chains()` fragments: x and the others narrow)."""
    found = reached_values(fragment)
    return RANGE.from_values(np.array(sorted(found), dtype=np.uint64), fragment.root_inst.width)


def reached_values(fragment: Fragment) -> set[int]:
    """The values the root takes in the executions where facts hold, over every input
    and block choice (no freezes)."""
    inputs = [i for i in fragment.inputs()]
    spaces = [range(1 << fragment.insts[i].width) for i in inputs]
    choice_spaces = [range(b.preds) for b in fragment.blocks]
    rows = list(itertools.product(*spaces))
    found: set[int] = set()
    for choices in itertools.product(*choice_spaces):
        columns = list(zip(*rows, strict=True)) if rows else []
        ev = evaluate(
            fragment,
            Inputs(
                vars={i: np.array(col, dtype=np.uint64) for i, col in zip(inputs, columns, strict=True)},
                choices={b: np.full(len(rows), c, dtype=np.int64) for b, c in enumerate(choices)},
            ),
        )
        holds = ev.fact_mask(fragment.root)
        found |= {int(v) for v, h in zip(ev.values[fragment.root], holds, strict=True) if h}
    return found


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(chains())
def test_a_chain_without_its_flags_is_injective_on_every_pin(fragment: Fragment) -> None:
    """Flags only make executions undefined: dropped, the chain is a bijection of x's
    low bits on every pin meeting the requirements where it is defined throughout."""
    bijection = bijection_of(fragment, fragment.root, 0)
    if bijection is None or bijection.injective is not None:
        return
    plain = without_flags(fragment)
    width = fragment.root_inst.width
    for vars, choices in _pins(fragment):
        n = 1 << width
        ev = evaluate(
            plain,
            Inputs(
                vars={0: np.arange(n, dtype=np.uint64), **{i: np.full(n, v, dtype=np.uint64) for i, v in vars.items()}},
                choices={b: np.full(n, c, dtype=np.int64) for b, c in choices.items()},
            ),
        )
        if not all(_meets(r, list(ev.values), choices) for r in bijection.requires):
            continue
        if not bool(ev.fact_mask(plain.root).all()):
            continue
        assert len({int(v) for v in ev.values[plain.root]}) == n, (fragment, vars, choices)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(chains())
def test_all_but_few_is_the_range_of_every_value(fragment: Fragment) -> None:
    session = open_session(fragment, OracleOptions.solver_only())
    answer = all_but_few(Target(session, fragment.root))
    if answer is not None:
        assert answer == _every_value(fragment), fragment


def test_the_strategy_reaches_pins_with_missed_values() -> None:
    """The property above is not vacuous: among the drawn chains, `all_but_few`
    answers, and some of its answers leave values out."""
    answered = missing = 0

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(chains())
    def collect(fragment: Fragment) -> None:
        nonlocal answered, missing
        session = open_session(fragment, OracleOptions.solver_only())
        answer = all_but_few(Target(session, fragment.root))
        if answer is not None:
            answered += 1
            missing += not answer.is_full

    collect()
    assert answered >= 30
    assert missing >= 5


def test_lz4hcs_increment_of_a_selected_value_misses_only_zero() -> None:
    """lz4hc.ll:12960's shape at i8: `add nuw (select c, x, y), 1` is undefined at
    x = 255 only, so at c = 1 it takes every value but 0, and nothing else reaches 0."""
    fragment = _parse(
        "%x:i8 = var\n%y:i8 = var\n%c:i1 = var\n%s:i8 = select %c, %x, %y\n%r:i8 = addnuw %s, 1:i8\ninfer %r"
    )
    session = open_session(fragment, OracleOptions.solver_only())
    x, c = (fragment.names.index(n) for n in "xc")
    assert missed_values(session, fragment.root, x, 0xFF, ({x: 0, fragment.names.index("y"): 0, c: 1}, {}, {})) == [0]
    answer = all_but_few(Target(session, fragment.root))
    assert answer == ConstantRange(1, 0, 8) == _every_value(fragment)


def test_a_missed_value_another_execution_reaches_is_not_left_out() -> None:
    """The pin at c = 1 misses 0 (x = 255 overflows), but c = 0 reaches 0 through
    the other arm: every value is taken."""
    fragment = _parse("%x:i8 = var\n%c:i1 = var\n%s:i8 = addnuw %x, 1:i8\n%r:i8 = select %c, %s, 0:i8\ninfer %r")
    session = open_session(fragment, OracleOptions.solver_only())
    assert all_but_few(Target(session, fragment.root)) == ConstantRange.full(8)


def test_brotlis_offset_prefix_code_leaves_out_both_ends_and_takes_the_tie() -> None:
    """enc_encode.ll:6244's last link at i8: `add nuw nsw t, 4` is undefined where t is
    124–127 (signed overflow) or 252–255 (unsigned): 128–131 and 0–3 are never taken,
    two gaps of four, and the tie goes to the range that does not wrap: [4, 0)."""
    fragment = _parse("%t:i8 = var\n%r:i8 = addnw %t, 4:i8\ninfer %r")
    session = open_session(fragment, OracleOptions.solver_only())
    t = fragment.names.index("t")
    assert missed_values(session, fragment.root, t, 0xFF, ({t: 0}, {}, {})) == [0, 1, 2, 3, 128, 129, 130, 131]
    assert all_but_few(Target(session, fragment.root)) == ConstantRange(4, 0, 8)
    assert _every_value(fragment) == ConstantRange(4, 0, 8)


def test_more_undefined_executions_than_enumerated_give_no_answer() -> None:
    """`add nuw x, 100` is undefined at 100 values of x: more than MAX_MISSED."""
    fragment = _parse("%x:i8 = var\n%r:i8 = addnuw %x, 100:i8\ninfer %r")
    session = open_session(fragment, OracleOptions.solver_only())
    x = fragment.names.index("x")
    assert missed_values(session, fragment.root, x, mask(8), ({x: 0}, {}, {})) is None
