"""Surjectivity along a line (`auditor.oracles.lines`) against enumeration: when it
says a value takes every value, every value is reached by some execution."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment
from auditor.ir.opcodes import Opcode
from auditor.oracles import lines
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.lines import Line, bijective_on_a_line
from auditor.oracles.session import Session, Status
from auditor.readers.souper import parse_text
from tests.oracles.test_few_missed import reached_values
from tests.strategies import fragments


def _passes(session: Session, index: int, line: Line) -> bool:
    """Whether `line` passes the evaluator's check."""
    ((_, _, ok),) = lines._lines_scored(session, index, 0, [line])
    return ok


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
    assert bijective_on_a_line(session, fragment.root)
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions.solver_only()).facts
    assert fact.status is Status.PROVEN and fact.fact == ConstantRange.full(8)


def test_an_identity_that_fails_above_half_the_range_is_refused() -> None:
    """lz4frame.ll:1445's ((d − 1 + x) / d) · d at x = d = t is t only while 2t − 1
    does not wrap: the query finds t ≥ 2^(w−1) (the evaluator's samples may not), and
    the diagonal is refused. Another line proves it: at d = y = 1 it is x."""
    fragment = _parse(
        LZ4FRAME.replace(
            "%q:i8 = udiv %x, %d", "%s:i8 = add %d, 255:i8\n%u:i8 = add %s, %x\n%q:i8 = udiv %u, %d"
        ).replace("and %q, 15:i8", "and %q, 255:i8")
    )
    session = open_session(fragment, OracleOptions.solver_only())
    diagonal = Line(frozenset((0, 1)), (), ((0, 0),))
    assert not lines._line_proven(session, fragment.root, 0, diagonal)
    along_x = Line(frozenset((0,)), ((1, 1),), ((0, 0),))
    assert _passes(session, fragment.root, along_x)
    assert lines._line_proven(session, fragment.root, 0, along_x)
    assert reached_values(fragment) == set(range(256))
    assert bijective_on_a_line(session, fragment.root)


def test_an_identity_that_fails_at_one_t_is_refused_by_the_query() -> None:
    """x ^ (x == 0xBEEF) at i16 is x but at one t, which the evaluator's samples miss:
    the query finds it (0xBEEF is never reached)."""
    fragment = _parse("%x:i16 = var\n%c:i1 = eq %x, 48879:i16\n%z:i16 = zext %c\n%r:i16 = xor %x, %z\ninfer %r")
    assert 0xBEEF not in reached_values(fragment)
    session = open_session(fragment, OracleOptions.solver_only())
    assert _passes(session, fragment.root, Line(frozenset((0,)), (), ()))  # the samples miss it
    assert not bijective_on_a_line(session, fragment.root)


def test_a_value_never_reached_where_the_diagonal_is_undefined_is_refused() -> None:
    """(x / x) · x is x wherever it is defined (x ≠ 0), and 0 is never reached: all but
    one value, not every value."""
    fragment = _parse("%x:i8 = var\n%q:i8 = udiv %x, %x\n%r:i8 = mul %q, %x\ninfer %r")
    assert reached_values(fragment) == set(range(1, 256))
    session = open_session(fragment, OracleOptions.solver_only())
    assert not bijective_on_a_line(session, fragment.root)
    with_zero = _parse("%x:i8 = var\n%y:i8 = var\n%q:i8 = udiv %x, %x\n%r:i8 = mul %q, %y\ninfer %r")
    assert reached_values(with_zero) == set(range(256))  # x = 1, r = y: 0 reached off the diagonal
    session = open_session(with_zero, OracleOptions.solver_only())
    assert bijective_on_a_line(session, with_zero.root)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(3, 4), max_insts=5, max_vars=3, path_conditions=False))
def test_a_bijection_on_a_line_means_every_value(fragment: Fragment) -> None:
    """Random fragments: where a line says every value, enumeration agrees."""
    _check(fragment)


def test_the_random_fragments_reach_a_line() -> None:
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
    """The check above; whether a line said every value."""
    combinations = len(list(itertools.product(*(range(b.preds) for b in fragment.blocks))))
    if any(True for _ in fragment.freezes()) or combinations > 8:
        return False
    session = open_session(fragment, OracleOptions.solver_only())
    if not bijective_on_a_line(session, fragment.root):
        return False
    assert reached_values(fragment) == set(range(1 << fragment.root_inst.width)), fragment
    return True


MULTIPLY_ACCUMULATE = """
%a:i64 = var
%b:i64 = var
%c:i64 = var
%za:i128 = zext %a
%zb:i128 = zext %b
%zc:i128 = zext %c
%p:i128 = mulnuw %za, %zb
%s:i128 = addnuw %p, %zc
%h:i128 = lshr %s, 64:i128
%r:i64 = trunc nuw %h
infer %r
"""


def test_the_high_limb_of_a_multiply_accumulate_is_a_line() -> None:
    """nat_mod.ll:3650's hi(a·b + c) is b at a = c = 2^64 − 1 (b·2^64 − b + 2^64 − 1
    = (b + 1)·2^64 − (b + 1)): the line along b with the others at all-ones. The
    query about the 128-bit product is settled only with the constant multiplication
    as shifts and adds; the range is proven full."""
    fragment = _parse(MULTIPLY_ACCUMULATE)
    session = open_session(fragment, OracleOptions.solver_only())
    ((_, fitted, ok),) = lines._lines_scored(session, fragment.root, 0, [Line(frozenset((1,)), ((0, -1), (2, -1)), ())])
    assert ok and (fitted.slope, fitted.offset) == (1, 0)
    assert bijective_on_a_line(session, fragment.root)
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions.solver_only()).facts
    assert fact.status is Status.PROVEN and fact.fact == ConstantRange.full(64)


def test_the_high_limb_takes_every_value_by_enumeration() -> None:
    """The same shape at i4 (products at i8): enumeration agrees that every value is
    reached, and the line says so."""
    fragment = _parse(MULTIPLY_ACCUMULATE.replace("i64", "i4").replace("i128", "i8").replace("64:i8", "4:i8"))
    assert reached_values(fragment) == set(range(16))
    assert bijective_on_a_line(open_session(fragment, OracleOptions.solver_only()), fragment.root)


def test_an_odd_slope_is_a_bijection_and_an_even_one_is_not() -> None:
    """x·5 + (y & 0): the line along x is 5t (odd: every value). x·2 + y·0 is 2t along
    every line (even: no proof, and indeed only the even values are reached)."""
    odd = _parse("%x:i8 = var\n%y:i8 = var\n%m:i8 = mul %x, 5:i8\n%z:i8 = and %y, 0:i8\n%r:i8 = add %m, %z\ninfer %r")
    session = open_session(odd, OracleOptions.solver_only())
    ((_, fitted, ok),) = lines._lines_scored(session, odd.root, 0, [Line(frozenset((0,)), ((1, 1),), ())])
    assert ok and (fitted.slope, fitted.offset) == (5, 0)
    assert bijective_on_a_line(session, odd.root)
    even = _parse("%x:i8 = var\n%y:i8 = var\n%m:i8 = mul %x, 2:i8\n%z:i8 = mul %y, 0:i8\n%r:i8 = add %m, %z\ninfer %r")
    assert reached_values(even) == set(range(0, 256, 2))
    assert not bijective_on_a_line(open_session(even, OracleOptions.solver_only()), even.root)


def test_a_missed_value_off_the_identity_is_asked_for_at_the_slope() -> None:
    """3·(x / x)·x + 1 is 3t + 1 wherever defined (t ≠ 0); at t = 0 the line would
    give 1, which no execution reaches (x = 0 divides by 0): not every value. With a
    second input y in place of the last x, 1 is reached (x = 1, y = 0)."""
    text = "%x:i8 = var\n%q:i8 = udiv %x, %x\n%p:i8 = mul %q, %x\n%m:i8 = mul %p, 3:i8\n%r:i8 = add %m, 1:i8\ninfer %r"
    fragment = _parse(text)
    assert reached_values(fragment) == set(range(256)) - {1}
    assert not bijective_on_a_line(open_session(fragment, OracleOptions.solver_only()), fragment.root)
    with_y = _parse(text.replace("%p:i8 = mul %q, %x", "%y:i8 = var\n%p:i8 = mul %q, %y"))
    assert reached_values(with_y) == set(range(256))
    assert bijective_on_a_line(open_session(with_y, OracleOptions.solver_only()), with_y.root)


TWO_LIMBS = """
%a:i4 = var
%b:i4 = var
%c:i4 = var
%d:i4 = var
%e:i4 = var
%za:i8 = zext %a
%zb:i8 = zext %b
%zc:i8 = zext %c
%zd:i8 = zext %d
%ze:i8 = zext %e
%p:i8 = mulnuw %za, %zb
%s:i8 = addnuw %p, %zc
%q:i8 = mul %zd, %ze
%u:i8 = add %s, %q
%h:i8 = lshr %u, 4:i8
%r:i4 = trunc %h
infer %r
"""


def test_the_ascent_finds_a_line_no_uniform_pin_is() -> None:
    """hi(a·b + c + d·e) at i4 is b at a = c = −1 and d = 0 (or e = 0): along b, no
    uniform pin of the others is a bijection (all 0: 0; all 1: 0 mostly; all −1:
    b − 1 + 15), the ascent finds a mixed one; enumeration agrees: every value."""
    fragment = _parse(TWO_LIMBS)
    session = open_session(fragment, OracleOptions.solver_only())
    uniform = [Line(frozenset((1,)), tuple((i, pin) for i in (0, 2, 3, 4)), ()) for pin in lines.PINS]
    assert not any(ok for _, _, ok in lines._lines_scored(session, fragment.root, 0, uniform))
    assert _passes(session, fragment.root, Line(frozenset((1,)), ((0, -1), (2, -1), (3, 0), (4, -1)), ()))
    assert lines._broad(session, fragment.root, 0)
    assert bijective_on_a_line(session, fragment.root)
    assert reached_values(fragment) == set(range(16))


LZ4FRAME_BOUND = """
%k = block 2
%a:i4 = var
%za:i8 = zext %a
%fa:i8 = shlnw %za, 2:i8
%b:i8 = addnw %fa, 23:i8
%y:i8 = var
%d:i8 = phi %k, %y, 254:i8
%m:i8 = add %d, 255:i8
%x:i8 = var
%low:i8 = and %m, %x
%s:i8 = add %b, %low
%q:i8 = udiv %x, %d
%qm:i8 = and %q, 15:i8
%p:i8 = mul %qm, %d
%r:i8 = add %s, %p
infer %r
"""


def test_the_ascent_sets_an_input_to_its_sign_bit() -> None:
    """lz4frame.ll:295 at i8: 4a + 23 + ((d − 1) & x) + ((x / d) & 15) · d with d = y
    is x + 23 at a = 0 and y = 128 (x & 127 plus 128 · x's top bit): the line along x
    with y at its sign bit alone, which the ascent tries; at 0, 1 or all-ones it is
    no bijection (y = 0 divides by 0). Enumeration agrees: every value."""
    fragment = _parse(LZ4FRAME_BOUND)
    session = open_session(fragment, OracleOptions.solver_only())
    a, y, x = (fragment.names.index(n) for n in ("a", "y", "x"))
    for pin in lines.PINS:
        assert not _passes(session, fragment.root, Line(frozenset((x,)), ((a, 0), (y, pin & 255)), ((0, 0),)))
    along_x = Line(frozenset((x,)), ((a, 0), (y, 128)), ((0, 0),))
    ((_, fitted, ok),) = lines._lines_scored(session, fragment.root, 0, [along_x])
    assert ok and (fitted.slope, fitted.offset) == (1, 23)
    assert bijective_on_a_line(session, fragment.root)
    assert reached_values(fragment) == set(range(256))


BORROW_WORD = """
%a:i64 = var
%b:i64 = var
%d:i64 = sub %a, %b
%x:i64 = xor %b, %a
%n:i64 = xor %x, 18446744073709551615:i64
%l:i64 = and %d, %n
%na:i64 = xor %a, 18446744073709551615:i64
%r:i64 = and %b, %na
%w:i64 = or %l, %r
infer %w
"""


def test_a_borrow_word_is_a_line_with_one_input_complemented() -> None:
    """nat_mod.ll:2991's borrow word ((a − b) & ~(a ^ b)) | (b & ~a): bit i is the
    borrow out of bit i. On the diagonal a = b = t it is 0; at b = ~t every bit pair
    differs and it is ~t, a bijection: the complemented diagonal proves the full set."""
    fragment = _parse(BORROW_WORD)
    session = open_session(fragment, OracleOptions.solver_only())
    diagonal = Line(frozenset((0, 1)), (), ())
    assert _passes(session, fragment.root, diagonal) is False
    complemented = Line(frozenset((0, 1)), (), (), flipped=frozenset((1,)))
    ((_, fitted, ok),) = lines._lines_scored(session, fragment.root, 0, [complemented])
    assert ok and (fitted.slope, fitted.offset) == ((1 << 64) - 1, (1 << 64) - 1)  # ~t = −t − 1
    assert lines._line_proven(session, fragment.root, 0, fitted)
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions.solver_only()).facts
    assert fact.status is Status.PROVEN and fact.fact == ConstantRange.full(64)


def test_the_borrow_word_takes_every_value_by_enumeration() -> None:
    """The same shape at i8: enumeration agrees, and the line says so."""
    fragment = _parse(BORROW_WORD.replace("i64", "i8").replace("18446744073709551615", "255"))
    assert reached_values(fragment) == set(range(256))
    assert bijective_on_a_line(open_session(fragment, OracleOptions.solver_only()), fragment.root)


def test_a_complemented_line_that_is_not_a_bijection_is_refused() -> None:
    """a + b at b = ~a is all-ones whatever t (slope 0); a − b there is 2t + 1 (even
    slope): neither complemented line proves anything, and a − b on the plain
    diagonal is 0. (Both take every value along b alone.)"""
    for op in ("add", "sub"):
        fragment = _parse(f"%a:i8 = var\n%b:i8 = var\n%r:i8 = {op} %a, %b\ninfer %r")
        session = open_session(fragment, OracleOptions.solver_only())
        complemented = Line(frozenset((0, 1)), (), (), flipped=frozenset((1,)))
        assert not _passes(session, fragment.root, complemented)


PKCS1_BORROW = BORROW_WORD.replace(
    "%b:i64 = var\n",
    """%k = block 2
%c:i64 = var
%g:i64 = var
%h:i64 = var
%f:i64 = var
%gh:i64 = or %g, %h
%ngh:i64 = xor %gh, 18446744073709551615:i64
%m:i64 = and %c, %ngh
%b0:i64 = or %m, %f
%b:i64 = phi %k, 0:i64, %b0
""",
)
"""The borrow word of a and phi(0, (c & ~(g | h)) | f) (pkcs1_decode.ll:677)."""


def test_a_borrow_word_of_five_inputs_is_a_complemented_diagonal() -> None:
    """pkcs1_decode.ll:677: the borrow word of a and phi(0, (c & ~(g | h)) | f) is ~t
    at c = f = ~t, a = g = h = t (every bit pair differs): the full set, proven; at
    i4 enumeration of all 2^20 executions agrees, and so does the line."""
    fragment = _parse(PKCS1_BORROW)
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], OracleOptions.solver_only()).facts
    assert fact.status is Status.PROVEN and fact.fact == ConstantRange.full(64)
    small = _parse(PKCS1_BORROW.replace("i64", "i4").replace("18446744073709551615", "15"))
    assert reached_values(small) == set(range(16))
    assert bijective_on_a_line(open_session(small, OracleOptions.solver_only()), small.root)


BLOCK_SPLITTER = """
%a:i8 = var
%y:i8 = var
%c:i1 = ugt %a, 100:i8
%q:i8 = udiv %a, 34:i8
%q1:i8 = add %q, 1:i8
%p:i8 = select %c, 5:i8, %q1
%cp:i8 = mul %p, 208:i8
%d:i8 = udiv %y, %p
%v:i8 = mul %cp, %d
infer %v
"""


def test_a_line_above_the_known_low_bits() -> None:
    """enc_block_splitter.ll:4078 at i8: (p · −48) · (y / p), p a select of a constant
    and a quotient plus 1, is −3·y above its four zero bits at p = 1 (a = 0): every
    multiple of 16, as enumeration shows. The value itself is on no line (it is even)."""
    fragment = _parse(BLOCK_SPLITTER)
    assert reached_values(fragment) == set(range(0, 256, 16))
    session = open_session(fragment, OracleOptions.solver_only())
    assert bijective_on_a_line(session, fragment.root, 4)
    assert not bijective_on_a_line(session, fragment.root, 0)
    assert not bijective_on_a_line(session, fragment.root, 3)  # bit 3 is always 0: not 2^5 values


def test_a_line_above_low_bits_means_every_value_there() -> None:
    """Random fragments of the opcodes that make even multiples (`shl`, `mul`, `add x,
    x`) and what they meet: where a line says the value without its low bit (or two)
    takes every value, enumeration agrees; and some do (not vacuous)."""
    shown = 0
    opcodes = (Opcode.SHL, Opcode.MUL, Opcode.ADD, Opcode.SUB, Opcode.AND, Opcode.OR, Opcode.UDIV, Opcode.SELECT)

    @settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(fragments(widths=(3, 4), max_insts=5, max_vars=3, opcodes=opcodes, path_conditions=False))
    def collect(fragment: Fragment) -> None:
        nonlocal shown
        combinations = len(list(itertools.product(*(range(b.preds) for b in fragment.blocks))))
        if any(True for _ in fragment.freezes()) or combinations > 8:
            return
        width = fragment.root_inst.width
        for shift in (1, 2):
            if shift >= width:
                continue
            session = open_session(fragment, OracleOptions.solver_only())
            if bijective_on_a_line(session, fragment.root, shift):
                assert {v >> shift for v in reached_values(fragment)} == set(range(1 << (width - shift))), fragment
                shown += 1

    collect()
    assert shown >= 10, shown
