"""Demanded bits through poison-generating flags, under both definitions the oracle
offers (docs/semantics.md, "Poison-generating flags and demanded bits"):

- `transform` (default): the flipped program drops the flags of the instructions the
  flip reaches (LLVM's BDCE), and a flip that makes the root poison or the execution
  undefined is observable;
- `souper`: both copies keep their flags, and only executions where the flipped copy
  is defined with a non-poison root can show a bit demanded (Souper's
  testDemandedBits).

Every answer is checked two ways: the solver path (`OracleOptions.solver_only`) and
exhaustive enumeration, which share nothing but the fragment. Souper's own
test/Dataflow expectations that involve flags are restated as facts below: of its
demanded-bits tests (precision-db-1…8, demanded-bits1…12 and their -invalid twins)
those are precision-db-5 (shlnw), precision-db-7 (ashrexact) and demanded-bits6 and
6-invalid (addnuw); precision-db-2 (a plain udiv) is here for its `exact` twin.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings

from auditor.compare import Verdict, judge, replays
from auditor.domains.base import Domain
from auditor.domains.demanded_bits import DemandedBits
from auditor.ir.fragment import Fragment, Inst, Ref, mask
from auditor.ir.hashing import fragment_hash
from auditor.ir.opcodes import ALLOWED_FLAGS, CASTS, ICMPS, WITH_OVERFLOW, Flag, Opcode
from auditor.ir.printer import format_fragment
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.demanded import flipped, flipped_inputs, violations
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.result import OracleFact
from auditor.oracles.sampling import Space, point_inputs
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import evaluate
from auditor.store import OracleCache, options_key
from tests.strategies import SIMPLE_BINARY, UNARY, fragments

TRANSFORM = DemandedSemantics.TRANSFORM
SOUPER = DemandedSemantics.SOUPER
SEMANTICS = (TRANSFORM, SOUPER)
ALL_ONES_64 = mask(64)


def read(source: str) -> Fragment:
    result = parse_text(source)
    assert not result.has_errors, result.diagnostics
    (fragment,) = result.fragments
    return fragment


def enumerated(semantics: DemandedSemantics) -> OracleOptions:
    return OracleOptions(exhaustive_limit=1 << 20, demanded=semantics)


def demanded_facts(fragment: Fragment, options: OracleOptions) -> dict[str, OracleFact]:
    """The demanded-bits fact of every value but the root, by name."""
    result = run_oracle(fragment, [Domain.DEMANDED_BITS], options=options)
    return {fragment.names[f.value]: f for f in result.facts}


def solver_and_enumeration(fragment: Fragment, semantics: DemandedSemantics) -> dict[str, int]:
    """The demanded bits of every value, which the solver path and exhaustive
    enumeration must agree on; as masks by name."""
    assert Space.of(fragment).log2_size <= 20
    exact = demanded_facts(fragment, enumerated(semantics))
    solved = demanded_facts(fragment, OracleOptions.solver_only(demanded=semantics))
    masks: dict[str, int] = {}
    for name, best in exact.items():
        got = solved[name]
        assert best.status in (Status.EXHAUSTIVE, Status.VACUOUS) or best.queries == 0, best
        assert got.status in (Status.PROVEN, Status.VACUOUS), got
        assert got.fact == best.fact, (
            f"{semantics.value}: demanded bits of %{name}: solver {got.fact} vs enumeration {best.fact}\n"
            + format_fragment(fragment)
        )
        if best.fact is not None:
            masks[name] = best.fact.mask
    return masks


def execution(fragment: Fragment, **values: int) -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    """One execution: var values by name (freezes too, by the freeze's name)."""
    index = {name: i for i, name in enumerate(fragment.names)}
    frozen = set(fragment.freezes())
    vars = {index[n]: v for n, v in values.items() if index[n] not in frozen}
    freezes = {index[n]: v for n, v in values.items() if index[n] in frozen}
    return vars, {}, freezes


def flip_at(
    fragment: Fragment, name: str, bit: int, semantics: DemandedSemantics, **values: int
) -> tuple[int | None, int | str, bool]:
    """The original root (None if undefined or poison), the flipped root (a value,
    "poison" or "UB") and whether the flip is observable under `semantics`, on the
    concrete evaluator."""
    inputs = point_inputs(fragment, *execution(fragment, **values))
    original = evaluate(fragment, inputs)
    root = fragment.root
    before = int(original.values[root][0]) if bool(original.defined[0]) and not bool(original.poison[root][0]) else None
    flip = flipped(fragment, fragment.names.index(name), 1 << bit, semantics)
    new = evaluate(flip.fragment, flipped_inputs(inputs, flip))
    after: int | str
    if not bool(new.defined[0]):
        after = "UB"
    elif bool(new.poison[flip.root][0]):
        after = "poison"
    else:
        after = int(new.values[flip.root][0])
    observable = bool(violations(original, fragment, flip, inputs, fragment.root_demanded_mask, new, semantics)[0])
    return before, after, observable


# --- Souper's test/Dataflow expectations that involve flags ------------------------------

DB7 = "%0:i64 = var\n%1:i64 = var\n%2:i64 = sub %0, %1\n%3:i64 = ashrexact %2, 3:i64\ninfer %3\n"


def test_precision_db_7_souper_leaves_out_the_low_bits() -> None:
    """Souper expects the low 3 bits of %0 and %1 not demanded: a flip of one of them
    changes the difference by less than 8, so the `exact` shift is poison, and
    Souper leaves such executions out. (i64: the solver path; the enumeration
    cross-check of the same shape is at i8 below.)"""
    facts = demanded_facts(read(DB7), OracleOptions(demanded=SOUPER))
    for name in ("0", "1"):
        assert facts[name].status is Status.PROVEN
        assert facts[name].fact == DemandedBits(0xFFFF_FFFF_FFFF_FFF8, 64)


def test_precision_db_7_transform_demands_every_bit_and_shows_why() -> None:
    """Under `transform` every bit of %0 and %1 is demanded. Replacing %0 by
    %0 & ~7 (what Souper's fact would allow) at %0 = %1 = 1: the original is
    0 >>exact 3 = 0; with the flag kept the new root is poison, with it dropped
    (as BDCE does) -1 >> 3 = -1 — the borrow carries the change into bit 3."""
    fragment = read(DB7)
    facts = demanded_facts(fragment, OracleOptions())
    assert facts["0"].fact == facts["1"].fact == DemandedBits(ALL_ONES_64, 64)
    assert facts["2"].fact == DemandedBits(0xFFFF_FFFF_FFFF_FFF8, 64)  # the difference's own low bits are free

    # The concrete replay: flipping bit 0 of %0 (= 1) is %0 & ~7 here.
    assert flip_at(fragment, "0", 0, TRANSFORM, **{"0": 1, "1": 1}) == (0, ALL_ONES_64, True)
    assert flip_at(fragment, "0", 0, SOUPER, **{"0": 1, "1": 1}) == (0, "poison", False)
    # Flipping bit 0 of %1 (= 0) at %0 = 0: -0 - 1 = -1, same story.
    assert flip_at(fragment, "1", 0, TRANSFORM, **{"0": 0, "1": 0}) == (0, ALL_ONES_64, True)

    # Souper's answer as a claim: unsound under `transform`, with a counterexample
    # that replays on the concrete evaluator; exact under `souper`.
    souper_fact = DemandedBits(0xFFFF_FFFF_FFFF_FFF8, 64)
    judgement = judge(open_session(fragment), souper_fact, facts["0"])
    assert judgement.verdict is Verdict.UNSOUND and judgement.counterexample is not None
    assert judgement.counterexample.actual.startswith("flipping bit ")
    assert int(judgement.counterexample.actual.split()[2].rstrip(":")) < 3
    assert replays(fragment, souper_fact, facts["0"], judgement.counterexample)
    souper = demanded_facts(fragment, OracleOptions(demanded=SOUPER))
    assert judge(open_session(fragment, OracleOptions(demanded=SOUPER)), souper_fact, souper["0"]).verdict is (
        Verdict.EXACT
    )


@pytest.mark.parametrize("semantics", SEMANTICS, ids=str)
def test_precision_db_7_at_i8_solver_equals_enumeration(semantics: DemandedSemantics) -> None:
    fragment = read("%0:i8 = var\n%1:i8 = var\n%2:i8 = sub %0, %1\n%3:i8 = ashrexact %2, 3:i8\ninfer %3\n")
    expected = 0xF8 if semantics is SOUPER else 0xFF
    assert solver_and_enumeration(fragment, semantics) == {"0": expected, "1": expected, "2": 0xF8}


@pytest.mark.parametrize("semantics", SEMANTICS, ids=str)
def test_precision_db_5(semantics: DemandedSemantics) -> None:
    """Root bits 5–9 of (zext %0) << 8 are bits 0–1 of %0 (bits 5–7 of the shift are
    zeros shifted in). The flags never fire: zext %0 < 2^8, so the shift stays below
    2^16 whatever the flip — both definitions agree."""
    text = (
        "%0:i8 = var\n%1:i32 = zext %0\n%2:i32 = shlnw %1, 8:i32\n"
        "infer %2 (demandedBits=00000000000000000000001111100000)\n"
    )
    fragment = read(text)
    assert fragment.insts[2].flags == {Flag.NSW, Flag.NUW}
    assert read(text.replace("shlnw", "shl nsw nuw")) == fragment
    assert solver_and_enumeration(fragment, semantics) == {"0": 0b11, "1": 0b11}


@pytest.mark.parametrize("semantics", SEMANTICS, ids=str)
def test_demanded_bits_6(semantics: DemandedSemantics) -> None:
    """addnuw with only bit 0 of the root demanded: bit 0 of each operand (the sum's
    bit 0 is their xor, no carry reaches it). With bits 0–1 demanded, bits 0–1."""
    low = read("%0:i8 = var\n%1:i8 = var\n%2:i8 = addnuw %0, %1\ninfer %2 (demandedBits=00000001)\n")
    two = read("%0:i8 = var\n%1:i8 = var\n%2:i8 = addnuw %0, %1\ninfer %2 (demandedBits=00000011)\n")
    assert solver_and_enumeration(low, semantics) == {"0": 0b01, "1": 0b01}
    assert solver_and_enumeration(two, semantics) == {"0": 0b11, "1": 0b11}


def test_demanded_bits_6_xor_replaces_add_only_under_the_low_mask() -> None:
    """Souper's demanded-bits6 (and its invalid twin): `xor %0, %1` may replace
    `addnuw %0, %1` when only root bit 0 is demanded, not when bits 0–1 are."""
    fragment = read("%0:i8 = var\n%1:i8 = var\n%2:i8 = addnuw %0, %1\ninfer %2\n")
    a, b = (v.ravel() for v in np.meshgrid(np.arange(256), np.arange(256)))
    inputs = point_inputs(fragment, {}, {}, {})
    inputs.vars[0], inputs.vars[1] = a.astype(inputs.vars[0].dtype), b.astype(inputs.vars[1].dtype)
    evaluation = evaluate(fragment, inputs)
    defined = evaluation.defined & ~evaluation.poison[2]
    assert defined.sum() == 256 * 257 // 2  # exactly the pairs without unsigned overflow
    add = evaluation.values[2].astype(np.int64)
    xor = a ^ b
    assert ((add ^ xor) & 0b01)[defined].max() == 0
    differs = ((add ^ xor) & 0b11 != 0) & defined
    lane = int(np.flatnonzero(differs)[0])
    assert (int(a[lane]), int(b[lane]), int(add[lane]), int(xor[lane])) == (1, 1, 2, 0)


@pytest.mark.parametrize("semantics", SEMANTICS, ids=str)
def test_precision_db_2_and_its_exact_twin(semantics: DemandedSemantics) -> None:
    """x udiv 1000: flipping one of the low 3 bits keeps x in its aligned block of 8,
    and no multiple of 1000 (a multiple of 8) lies inside such a block, so the
    quotient stays; bit 3 does not (1000 → 992: 1 → 0), nor any above. Souper expects
    1111111111111000; no flag, so both definitions agree. With `exact` (x a multiple of
    1000): the same under transform; under souper no single-bit flip of a multiple of
    1000 is a multiple, every flip is poison, and nothing is demanded."""
    plain = read("%0:i16 = var\n%1:i16 = udiv %0, 1000:i16\ninfer %1\n")
    exact = read("%0:i16 = var\n%1:i16 = udivexact %0, 1000:i16\ninfer %1\n")
    assert solver_and_enumeration(plain, semantics) == {"0": 0xFFF8}
    assert solver_and_enumeration(exact, semantics) == {"0": 0xFFF8 if semantics is TRANSFORM else 0}


# --- one flag at a time ---------------------------------------------------------------

# (name, fragment, {value: (transform, souper)}): derived by hand, see each comment.
EXPECTED = [
    # x low 3 bits are 0 in every defined run. transform: x | 1..4 >> 3 = x >> 3, flag
    # dropped: not demanded. souper: the flip is poison: left out. LLVM keeps them.
    ("lshr-exact", "%x:i8 = var\n%r:i8 = lshrexact %x, 3\ninfer %r", {"x": (0xF8, 0xF8)}),
    ("ashr-exact", "%x:i8 = var\n%r:i8 = ashrexact %x, 3\ninfer %r", {"x": (0xF8, 0xF8)}),
    # x is a multiple of 24 (so of 8). transform: x + 1..4 stays below the next multiple
    # (same quotient); bit 3 of 24 flipped gives 16 / 24 = 0, so bits 3–7 are demanded.
    # souper: x ^ 2^i is never a multiple of 24 (24 does not divide 2^i): every flip is
    # poison and left out, nothing is demanded — BDCE could replace x by 0.
    ("udiv-exact", "%x:i8 = var\n%r:i8 = udivexact %x, 24\ninfer %r", {"x": (0xF8, 0x00)}),
    # sdiv rounds toward zero: -24 + 1 = -23 sdiv 24 = 0, not -1 — the low bits of a
    # negative multiple are demanded under transform (unlike ashr exact). souper: 0.
    ("sdiv-exact", "%x:i8 = var\n%r:i8 = sdivexact %x, 24\ninfer %r", {"x": (0xFF, 0x00)}),
    # x < 128. transform: flipping bit 7 changes x + 128 (mod 256). souper: the flip
    # overflows (poison), left out; the low bits still change the sum.
    ("add-nuw", "%x:i8 = var\n%r:i8 = addnuw %x, 128\ninfer %r", {"x": (0xFF, 0x7F)}),
    # only x = 0 is defined; every flip overflows: transform all, souper none.
    ("sub-nuw", "%x:i8 = var\n%r:i8 = subnuw 0, %x\ninfer %r", {"x": (0xFF, 0x00)}),
    # -8 <= x < 8. The high 4 bits are shifted out of x * 16: not demanded under both.
    # Bit 3 is x's sign as a 4-bit number: flipping it always overflows. transform:
    # (x ^ 8) * 16 = x * 16 + 128, demanded; souper: poison, left out.
    ("mul-nsw", "%x:i8 = var\n%r:i8 = mulnsw %x, 16\ninfer %r", {"x": (0x0F, 0x07)}),
    # x < 32: bits 5–7 are shifted out (transform) or make the flip poison (souper);
    # bit 4 flips stay below 32. LLVM demands the high ShiftAmt bits too: 0xFF.
    ("shl-nuw", "%x:i8 = var\n%r:i8 = shlnuw %x, 3\ninfer %r", {"x": (0x1F, 0x1F)}),
    # -16 <= x < 16: as mul-nsw, bit 4 (the 5-bit sign) always overflows when flipped.
    # LLVM demands the high ShiftAmt+1 bits: 0xFF.
    ("shl-nsw", "%x:i8 = var\n%r:i8 = shlnsw %x, 3\ninfer %r", {"x": (0x1F, 0x0F)}),
    # x < 16: x | 0xF0 ignores bits 4–7 without the flag, and the flag makes flips
    # of them poison.
    ("or-disjoint", "%x:i8 = var\n%r:i8 = or disjoint %x, 240\ninfer %r", {"x": (0x0F, 0x0F)}),
    # x < 128. transform: zext of x ^ 128 is 128 more. souper: flipping bit 7 is poison.
    ("zext-nneg", "%x:i8 = var\n%r:i16 = zext nneg %x\ninfer %r", {"x": (0xFF, 0x7F)}),
    # same sign. transform: flipping a sign changes the unsigned order (0 < 1 but
    # 8 > 1). souper: a sign flip always breaks samesign (poison), left out.
    (
        "ult-samesign",
        "%x:i4 = var\n%y:i4 = var\n%r:i1 = ult samesign %x, %y\ninfer %r",
        {"x": (0xF, 0x7), "y": (0xF, 0x7)},
    ),
    # x < 16 / -8 <= x < 8: the dropped bits are not demanded either way; under nsw,
    # flipping bit 3 (the i4 sign) always leaves the range: poison, left out by souper.
    ("trunc-nuw", "%x:i8 = var\n%r:i4 = trunc nuw %x\ninfer %r", {"x": (0x0F, 0x0F)}),
    ("trunc-nsw", "%x:i8 = var\n%r:i4 = trunc nsw %x\ninfer %r", {"x": (0x0F, 0x07)}),
    # bit 0 is the leading one only in x = 1, whose flip is 0: transform ctlz 0 = 8
    # (flag dropped) differs from 7; souper: poison, left out — bit 0 is free.
    ("ctlz-zeropoison", "%x:i8 = var\n%r:i8 = ctlz zeropoison %x\ninfer %r", {"x": (0xFF, 0xFE)}),
    ("cttz-zeropoison", "%x:i8 = var\n%r:i8 = cttz zeropoison %x\ninfer %r", {"x": (0xFF, 0x7F)}),
    # x != -128; any flip of 1 (or of 0 for bit 7 under transform) changes |x|.
    ("abs-intminpoison", "%x:i8 = var\n%r:i8 = abs intminpoison %x\ninfer %r", {"x": (0xFF, 0xFF)}),
    # Not a flag, immediate UB: 0 udiv x is 0, but a flip that makes x = 0 is UB.
    # transform: observable (x = 2^i); souper: left out, and nothing else changes.
    ("udiv-by-flip", "%x:i8 = var\n%r:i8 = udiv 0, %x\ninfer %r", {"x": (0xFF, 0x00)}),
]


@pytest.mark.parametrize(("source", "expected"), [pytest.param(s, e, id=n) for n, s, e in EXPECTED])
def test_hand_derived_masks(source: str, expected: dict[str, tuple[int, int]]) -> None:
    fragment = read(source)
    for k, semantics in enumerate(SEMANTICS):
        masks = solver_and_enumeration(fragment, semantics)
        assert {name: masks[name] for name in expected} == {name: pair[k] for name, pair in expected.items()}, (
            semantics.value
        )


def _two_var(op: Opcode, flags: frozenset[Flag], width: int) -> Fragment:
    var = Inst(Opcode.VAR, width)
    root = Inst(op, 1 if op in ICMPS else width, (Ref(0), Ref(1)), flags)
    return Fragment(insts=(var, var, root), names=("x", "y", "r"), root=2)


def _flag_cases() -> list[tuple[str, Fragment]]:
    """Every opcode with every non-empty set of its flags, on free operands (i6), and
    a chain where the flag sits one instruction below the flip (db-7's shape)."""
    cases: list[tuple[str, Fragment]] = []
    for op, allowed in sorted(ALLOWED_FLAGS.items()):
        for n in range(1, len(allowed) + 1):
            for flags in itertools.combinations(sorted(allowed), n):
                name = f"{op.value}-{'-'.join(sorted(flags))}"
                if op in CASTS or op in (Opcode.CTLZ, Opcode.CTTZ, Opcode.ABS):
                    width = 8 if op is Opcode.TRUNC else 6
                    result = 5 if op is Opcode.TRUNC else 8 if op in CASTS else 6
                    var = Inst(Opcode.VAR, width)
                    one = Inst(op, result, (Ref(0),), frozenset(flags))
                    cases.append((name, Fragment(insts=(var, one), names=("x", "r"), root=1)))
                else:
                    cases.append((name, _two_var(op, frozenset(flags), 6)))
    for op in (Opcode.UDIV, Opcode.SDIV, Opcode.LSHR, Opcode.ASHR):
        cases.append(
            (
                f"sub-then-{op.value}-exact",
                read(f"%x:i6 = var\n%y:i6 = var\n%d:i6 = sub %x, %y\n%r:i6 = {op.value}exact %d, 3\ninfer %r"),
            )
        )
    cases.append(
        ("addnsw-then-shlnuw", read("%x:i6 = var\n%y:i6 = var\n%s:i6 = addnsw %x, %y\n%r:i6 = shlnuw %s, 2\ninfer %r"))
    )
    return cases


@pytest.mark.parametrize("semantics", SEMANTICS, ids=str)
@pytest.mark.parametrize("fragment", [pytest.param(f, id=n) for n, f in _flag_cases()])
def test_every_flag_solver_equals_enumeration(fragment: Fragment, semantics: DemandedSemantics) -> None:
    solver_and_enumeration(fragment, semantics)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(1, 2, 3, 4, 5, 8), max_insts=4, max_vars=2))
def test_random_fragments_souper_solver_equals_enumeration(fragment: Fragment) -> None:
    assume(Space.of(fragment).log2_size <= 16)
    solver_and_enumeration(fragment, SOUPER)


FLAGGED = (*(op for op in ALLOWED_FLAGS if op not in ICMPS), Opcode.ULT, Opcode.SLE, Opcode.SELECT, Opcode.XOR)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(2, 3, 4, 6), max_insts=5, max_vars=2, opcodes=FLAGGED))
def test_random_flagged_fragments_solver_equals_enumeration(fragment: Fragment) -> None:
    assume(Space.of(fragment).log2_size <= 16)
    for semantics in SEMANTICS:
        solver_and_enumeration(fragment, semantics)


# --- souper ⊆ transform, and where it stops ----------------------------------------------

EVERY_OPCODE = (
    *SIMPLE_BINARY,
    *UNARY,
    *ICMPS,
    *CASTS,
    *WITH_OVERFLOW,
    Opcode.SELECT,
    Opcode.FSHL,
    Opcode.FSHR,
    Opcode.PHI,
)
NO_FREEZE = tuple(op for op in EVERY_OPCODE if op is not Opcode.FREEZE)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(1, 2, 3, 4, 6), max_insts=5, max_vars=3, opcodes=NO_FREEZE))
def test_without_freeze_souper_is_contained_in_transform(fragment: Fragment) -> None:
    """Dropping a poison-generating flag never changes a value, only removes poison,
    and never adds UB (a poison divisor is the only UB that poison causes). So where
    the flags-kept flipped execution is defined and not poison and differs, the
    flags-dropped one is too, with the same root: every bit Souper's definition
    demands, `transform` demands — as long as no `freeze` turns poison into a value
    (see the next test)."""
    assume(Space.of(fragment).log2_size <= 16)
    transform = demanded_facts(fragment, enumerated(TRANSFORM))
    souper = demanded_facts(fragment, enumerated(SOUPER))
    for name, fact in souper.items():
        if fact.fact is not None:
            assert fact.fact.mask & ~transform[name].fact.mask == 0, name


FREEZE_CASE = (
    "%x:i1 = var\n%y:i8 = var\n%s:i8 = sext %x\n%m:i8 = and %y, %s\n%a:i8 = or disjoint %y, %m\n"
    "%r:i8 = freeze %a\npc %x 0\ninfer %r\n"
)


def test_with_freeze_souper_can_demand_what_transform_does_not() -> None:
    """The path condition leaves x = 0: a = y | 0 = y, r = y. Flipping x makes m = y,
    so `or disjoint y, y` is poison for y != 0 and the freeze yields its own value F;
    with the flag dropped it is y | y = y. transform: r stays y, bit 0 of x is not
    demanded; souper: the flipped copy is defined, r = F differs from y, so it is."""
    fragment = read(FREEZE_CASE)
    assert solver_and_enumeration(fragment, TRANSFORM)["x"] == 0
    assert solver_and_enumeration(fragment, SOUPER)["x"] == 1
    assert flip_at(fragment, "x", 0, SOUPER, x=0, y=5, r=9) == (5, 9, True)
    assert flip_at(fragment, "x", 0, TRANSFORM, x=0, y=5, r=9) == (5, 5, False)


# --- verdicts, cache keys, command line --------------------------------------------------


def test_verdicts_follow_the_sessions_definition() -> None:
    """An LLVM-like claim that demands every bit of x in `udiv exact x, 24` loses 3
    bits under transform and all 8 under souper; claiming nothing is demanded is
    unsound under transform, with a counterexample that replays only under transform
    (the flip it names is UB- or poison-free there, and the value changes)."""
    fragment = read("%x:i8 = var\n%r:i8 = udivexact %x, 24\ninfer %r\n")
    for semantics, lost in ((TRANSFORM, 3), (SOUPER, 8)):
        options = OracleOptions(demanded=semantics)
        fact = demanded_facts(fragment, options)["x"]
        judgement = judge(open_session(fragment, options), DemandedBits(0xFF, 8), fact)
        assert (judgement.verdict, judgement.lost_bits) == (Verdict.LOST_PRECISION, lost)
    options = OracleOptions(demanded=TRANSFORM)
    fact = demanded_facts(fragment, options)["x"]
    judgement = judge(open_session(fragment, options), DemandedBits(0, 8), fact)
    assert judgement.verdict is Verdict.UNSOUND and judgement.counterexample is not None
    assert replays(fragment, DemandedBits(0, 8), fact, judgement.counterexample, TRANSFORM)
    assert not replays(fragment, DemandedBits(0, 8), fact, judgement.counterexample, SOUPER)

    # Under souper a counterexample always shows a defined, non-poison flipped root.
    ashr = read("%x:i8 = var\n%r:i8 = ashrexact %x, 3\ninfer %r\n")
    options = OracleOptions(demanded=SOUPER)
    fact = demanded_facts(ashr, options)["x"]
    judgement = judge(open_session(ashr, options), DemandedBits(0x78, 8), fact)
    assert judgement.verdict is Verdict.UNSOUND and judgement.counterexample is not None
    assert judgement.counterexample.actual.startswith("flipping bit 7: %r ")
    assert judgement.counterexample.actual.split("-> ")[1].isdigit()
    assert replays(ashr, DemandedBits(0x78, 8), fact, judgement.counterexample, SOUPER)


def test_cache_keys_change_only_for_the_non_default_definition(tmp_path: Path) -> None:
    default = OracleOptions()
    budget = default.budget
    assert options_key(default) == (
        f"q{budget.query_ms}f{budget.fragment_ms}e{default.exhaustive_limit}r{default.random_points}s0"
    )
    assert options_key(OracleOptions(demanded=SOUPER)) == options_key(default) + "dsouper"
    fragment = read("%x:i8 = var\n%r:i8 = udivexact %x, 24\ninfer %r\n")
    facts = run_oracle(fragment, [Domain.DEMANDED_BITS], options=default).facts
    with OracleCache(tmp_path / "cache.sqlite3") as cache:
        cache.store(fragment_hash(fragment), fragment, facts, default)
        wanted = [(0, Domain.DEMANDED_BITS)]
        assert cache.lookup(fragment_hash(fragment), fragment, wanted, default)
        assert not cache.lookup(fragment_hash(fragment), fragment, wanted, OracleOptions(demanded=SOUPER))


AUDITOR = Path(sys.executable).with_name("auditor")
ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "AUDITOR_DEBUG"}
    return subprocess.run([str(AUDITOR), *args], cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)


def test_command_line_option(tmp_path: Path) -> None:
    path = tmp_path / "db7.opt"
    path.write_text(DB7.replace("i64", "i8") + "\n" + EXPECTED[2][1] + "\n")
    rows = {}
    for semantics in ("transform", "souper"):
        result = _run("oracle", str(path), "-d", "demanded-bits", "-f", "csv", "--demanded-semantics", semantics)
        assert result.returncode == 0, result.stderr
        lines = result.stdout.splitlines()
        rows[semantics] = {(line.split(",")[1], line.split(",")[3]): line.split(",")[7] for line in lines[1:]}
        header = lines[0]
    default = _run("oracle", str(path), "-d", "demanded-bits", "-f", "csv")
    assert default.stdout.splitlines()[0] == header
    assert rows["transform"][("1", "%0")] == "11111111" and rows["souper"][("1", "%0")] == "11111000"
    assert rows["transform"][("7", "%x")] == "11111000" and rows["souper"][("7", "%x")] == "00000000"
    bad = _run("oracle", str(path), "--demanded-semantics", "llvm")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr

    # scan: the same findings.csv columns, the definition recorded in results.json.
    metas = {}
    for semantics in ("transform", "souper"):
        out = tmp_path / semantics
        result = _run(
            "scan", str(path), "-a", "builtin", "-d", "demanded-bits", "--no-cache", "-j", "1",
            "--demanded-semantics", semantics, "--out", str(out),
        )  # fmt: skip
        assert result.returncode == 0, result.stderr
        metas[semantics] = json.loads((out / "results.json").read_text())["meta"]
        header = (out / "findings.csv").read_text().splitlines()[0]
        assert header == (tmp_path / "transform" / "findings.csv").read_text().splitlines()[0]
    assert "demanded_semantics" not in metas["transform"]
    assert metas["souper"]["demanded_semantics"] == "souper"
