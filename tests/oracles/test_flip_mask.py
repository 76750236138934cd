"""Demanded bits proven by mask propagation (auditor.oracles.flip_mask): every bit it
proves not demanded is not demanded by exhaustive enumeration of the flipped program
(a path that shares nothing with it but the fragment), on random fragments and on
each rule; and on real shapes it proves what it should, so the solver is not asked."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings

from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment, mask, root_cone
from auditor.ir.opcodes import Opcode
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.flip_mask import undemanded_bits
from auditor.oracles.sampling import Space
from auditor.readers.souper import parse_text
from tests.strategies import fragments

EXHAUSTIVE = OracleOptions(exhaustive_limit=1 << 20)


def _fragment(text: str) -> Fragment:
    return parse_text(text).fragments[0]


def _check_against_enumeration(fragment: Fragment) -> int:
    """Assert every proven bit of every value is undemanded by enumeration; return how
    many bits were proven."""
    values = [v for v in root_cone(fragment) if v != fragment.root]
    if not values:
        return 0
    exact = run_oracle(fragment, [Domain.DEMANDED_BITS], values, options=EXHAUSTIVE)
    assert exact.exhaustive
    proven = 0
    for fact in exact.facts:
        if fact.fact is None:
            continue  # vacuous: no defined execution, every bit is undemanded
        width = fragment.insts[fact.value].width
        claimed = undemanded_bits(fragment, fact.value, mask(width))
        demanded = fact.fact.mask  # type: ignore[attr-defined]
        assert claimed & demanded == 0, (fact.value, bin(claimed), bin(demanded), fragment)
        proven += bin(claimed).count("1")
    return proven


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(1, 2, 3, 4, 5, 8), max_insts=6, max_vars=2))
def test_proven_bits_are_not_demanded_by_enumeration(fragment: Fragment) -> None:
    assume(Space.of(fragment).log2_size <= 16)
    _check_against_enumeration(fragment)


MASKING = (
    Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.AND, Opcode.OR, Opcode.XOR, Opcode.SHL, Opcode.LSHR,
    Opcode.ASHR, Opcode.TRUNC, Opcode.ZEXT, Opcode.SEXT, Opcode.UDIV, Opcode.UREM, Opcode.SDIV,
    Opcode.SREM, Opcode.SELECT, Opcode.FSHL, Opcode.FSHR, Opcode.FREEZE, Opcode.ULT, Opcode.PHI,
)  # fmt: skip


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(3, 4, 8), max_insts=6, max_vars=2, opcodes=MASKING))
def test_proven_bits_of_masking_and_arithmetic_are_not_demanded(fragment: Fragment) -> None:
    """The same, on the opcodes whose rules prove bits (constants masking, shifting
    and truncating what a flip changes), where a wrong rule shows."""
    assume(Space.of(fragment).log2_size <= 16)
    _check_against_enumeration(fragment)


RULES = [
    # (fragment, value index, bits the rule must prove not demanded)
    ("%x:i8 = var\n%r:i8 = and %x, 240:i8\ninfer %r", 0, 0x0F),
    ("%x:i8 = var\n%r:i8 = or %x, 15:i8\ninfer %r", 0, 0x0F),
    ("%x:i8 = var\n%r:i4 = trunc %x\ninfer %r", 0, 0xF0),
    ("%x:i8 = var\n%r:i8 = lshr %x, 3:i8\ninfer %r", 0, 0x07),
    ("%x:i8 = var\n%r:i8 = shl %x, 3:i8\ninfer %r", 0, 0xE0),
    ("%x:i8 = var\n%r:i8 = ashr %x, 3:i8\ninfer %r", 0, 0x07),
    # a flip of the top bit adds 2^7: the product by an odd constant differs there only
    ("%x:i8 = var\n%y:i8 = var\n%m:i8 = mul %x, 5:i8\n%s:i8 = add %m, %y\n%r:i7 = trunc %s\ninfer %r", 0, 0x80),
    # and a multiple of 4 pushes every difference up two bits
    ("%x:i8 = var\n%m:i8 = mul %x, 12:i8\n%r:i2 = trunc %m\ninfer %r", 0, 0xFF),
    ("%x:i8 = var\n%y:i8 = var\n%r:i8 = fshl %x, %y, 3:i8\n%t:i3 = trunc %r\ninfer %t", 0, 0xFF),
    ("%x:i8 = var\n%y:i8 = var\n%r:i8 = fshl %x, %y, 3:i8\n%t:i3 = trunc %r\ninfer %t", 1, 0x1F),
    ("%x:i16 = var\n%r:i16 = bswap %x\n%t:i8 = trunc %r\ninfer %t", 0, 0x00FF),
    ("%x:i8 = var\n%r:i8 = bitreverse %x\n%t:i2 = trunc %r\ninfer %t", 0, 0x3F),
    ("%x:i8 = var\n%r:i8 = urem %x, 16:i8\ninfer %r", 0, 0xF0),
    ("%x:i8 = var\n%r:i8 = udiv %x, 16:i8\ninfer %r", 0, 0x0F),
    ("%x:i4 = var\n%s:i8 = sext %x\n%r:i8 = and %s, 7:i8\ninfer %r", 0, 0x08),
    ("%c:i1 = var\n%x:i8 = var\n%y:i8 = var\n%s:i8 = select %c, %x, %y\n%r:i4 = trunc %s\ninfer %r", 1, 0xF0),
    ("%a:i8 = var\n%b:i8 = var\n%o:i9 = uadd.with.overflow %a, %b\n%r:i1 = extractvalue %o, 1:i32\ninfer %r", 0, 0),
    # carries: every bit of an addend reaches the bits above it
    ("%x:i8 = var\n%y:i8 = var\n%s:i8 = add %x, %y\n%r:i8 = lshr %s, 4:i8\ninfer %r", 0, 0),
    # a product changes by a multiple of the flip, not by the flip alone
    ("%x:i8 = var\n%m:i8 = mul %x, 3:i8\n%r:i8 = lshr %m, 1:i8\ninfer %r", 0, 0),
    ("%x:i4 = var\n%s:i8 = sext %x\n%r:i8 = and %s, 112:i8\ninfer %r", 0, 0x07),
    # the sign bit of an ashr reaches every bit it is copied to
    ("%x:i8 = var\n%r:i8 = ashr %x, 3:i8\n%t:i8 = and %r, 224:i8\ninfer %t", 0, 0x7F),
]


def test_each_rule_proves_its_bits_and_enumeration_agrees() -> None:
    for text, value, expected in RULES:
        fragment = _fragment(text)
        width = fragment.insts[value].width
        assert undemanded_bits(fragment, value, mask(width)) == expected, text
        _check_against_enumeration(fragment)


def test_gives_up_where_the_flip_may_change_ub_poison_or_a_choice() -> None:
    for text, value in [
        ("%x:i8 = var\n%y:i8 = var\n%r:i8 = udiv %y, %x\n%t:i1 = trunc %r\ninfer %t", 0),  # divisor
        ("%x:i4 = var\n%y:i4 = var\n%d:i4 = udiv %y, %x\n%r:i4 = and %d, 0:i4\ninfer %r", 0),  # it may become 0
        ("%x:i8 = var\n%r:i8 = sdiv %x, 3:i8\n%t:i1 = trunc %r\ninfer %t", 0),  # no INT_MIN / -1: still any bit
        ("%x:i8 = var\n%y:i8 = var\n%r:i8 = shl %y, %x\n%t:i1 = trunc %r\ninfer %t", 0),  # amount
        ("%x:i1 = var\n%y:i8 = var\n%r:i8 = select %x, %y, 0:i8\n%t:i1 = trunc %r\ninfer %t", 0),  # condition
        ("%x:i4 = var\n%y:i4 = var\n%a:i4 = addnuw %x, %y\n%f:i4 = freeze %a\n%t:i1 = trunc %f\ninfer %t", 0),
        # no bit of `and %a, 0` differs, but its poison does: the frozen value may change
        ("%x:i3 = var\n%a:i3 = addnw %x, %x\n%b:i3 = and %a, 0:i3\n%f:i3 = freeze %b\ninfer %f", 0),
    ]:
        fragment = _fragment(text)
        width = fragment.insts[value].width
        proven = undemanded_bits(fragment, value, mask(width))
        # Only what survives truncation to bit 0 could be proven, and none of these may be.
        assert proven == 0, text
        _check_against_enumeration(fragment)


def test_the_oracle_asks_no_query_for_masked_bits() -> None:
    """`x & 0xFF00FF00` of a 64-bit hash step: sampling leaves the masked-out bits as
    candidates, and the rule proves them all, so the answer is proven with 0 queries."""
    fragment = _fragment(
        "%x:i64 = var\n%y:i64 = var\n%m:i64 = mul %x, 11400714785074694791:i64\n"
        "%a:i64 = and %m, 4278255360:i64\n%r:i64 = xor %a, %y\ninfer %r"
    )
    session = open_session(fragment, OracleOptions())
    result = run_oracle(fragment, [Domain.DEMANDED_BITS], [0], session=session)
    (fact,) = result.facts
    assert fact.fact.mask == mask(32)  # type: ignore[attr-defined]
    assert session.queries == 0
