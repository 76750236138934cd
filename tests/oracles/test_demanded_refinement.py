"""Demanded bits under refinement (docs/semantics.md, "Demanded bits"): a flip shows a
bit demanded only where no execution of the original at the same input — a `freeze`
of poison taking any value — gives what the flipped execution gives.

The definition is enumerated here on its own (every input, every freeze value of
either program, grouped by input in plain Python) and compared with the oracle's two
paths, exhaustive samples and the solver, under both definitions."""

from __future__ import annotations

import itertools
from collections import defaultdict

import pytest
from hypothesis import HealthCheck, assume, given, settings

from auditor.compare import Verdict, judge, replays
from auditor.domains.base import Domain
from auditor.domains.demanded_bits import DemandedBits
from auditor.ir.fragment import Fragment, Ref, mask, root_cone
from auditor.ir.opcodes import Opcode
from auditor.ir.printer import format_fragment
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.demanded import flipped, flipped_inputs
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.refinement import Behaviours, observable, original_at
from auditor.oracles.sampling import InputPoint, Space, points_inputs
from auditor.oracles.session import Status
from auditor.semantics.concrete import Inputs, evaluate
from tests.oracles.test_demanded_flags import read
from tests.strategies import fragments

TRANSFORM = DemandedSemantics.TRANSFORM
SOUPER = DemandedSemantics.SOUPER

ZSTD = """
%484:i64 = var
%469:i32 = var
%475:i32 = addnw %469, 1:i32
%483:i32 = and %475, 7:i32
%486:i1 = ne %483, 0:i32
%487:i64 = zext %486
%488:i64 = add %484, %487
%489:i64 = freeze %488
%485:i64 = var
%490:i64 = sub %489, %485
infer %490
"""


def at_width(source: str, wide: int, narrow: int, wider: int, narrower: int) -> Fragment:
    return read(source.replace(f"i{wide}", f"i{narrow}").replace(f"i{wider}", f"i{narrower}"))


# --- the definition, enumerated on its own ---------------------------------------------


def every_execution(fragment: Fragment) -> tuple[list[InputPoint], Inputs]:
    """Every (vars, block choices, freeze values) of the fragment, one lane each."""
    insts = fragment.insts
    vars, freezes, blocks = list(fragment.inputs()), list(fragment.freezes()), len(fragment.blocks)
    axes = [range(1 << insts[i].width) for i in vars]
    axes += [range(b.preds) for b in fragment.blocks]
    axes += [range(1 << insts[i].width) for i in freezes]
    points: list[InputPoint] = [
        (
            dict(zip(vars, c[: len(vars)], strict=True)),
            dict(enumerate(c[len(vars) : len(vars) + blocks])),
            dict(zip(freezes, c[len(vars) + blocks :], strict=True)),
        )
        for c in itertools.product(*axes)
    ]
    return points, points_inputs(fragment, points)


def enumerated_demanded(fragment: Fragment, value: int, semantics: DemandedSemantics) -> int:
    """Bit i of `value` is demanded when at some input (vars, block choices) every
    execution of the original is defined with a non-poison root and some flipped
    execution (any freeze values of its own) is no behaviour of the original:
    undefined or poison (`transform` only) or a demanded root no original execution
    gives."""
    insts = fragment.insts
    points, inputs = every_execution(fragment)
    original = evaluate(fragment, inputs)
    root, m = fragment.root, fragment.root_demanded_mask
    by_input: dict[tuple[int, ...], list[int]] = defaultdict(list)
    for lane, (v, c, _) in enumerate(points):
        by_input[(*v.values(), *c.values())].append(lane)
    demanded = 0
    for bit in range(insts[value].width):
        flip = flipped(fragment, value, 1 << bit, semantics)
        new = evaluate(flip.fragment, flipped_inputs(inputs, flip))
        for lanes in by_input.values():
            if not all(bool(original.defined[k]) and not bool(original.poison[root][k]) for k in lanes):
                continue
            roots = {int(original.values[root][k]) & m for k in lanes}
            for k in lanes:
                shown = bool(new.defined[k]) and not bool(new.poison[flip.root][k])
                after = int(new.values[flip.root][k]) & m
                outside = after not in roots
                if (shown and outside) if semantics is SOUPER else (not shown or outside):
                    demanded |= 1 << bit
                    break
            if demanded >> bit & 1:
                break
    return demanded


def oracle_masks(fragment: Fragment, options: OracleOptions) -> dict[int, tuple[Status, int | None]]:
    result = run_oracle(fragment, [Domain.DEMANDED_BITS], options=options)
    return {f.value: (f.status, None if f.fact is None else f.fact.mask) for f in result.facts}


# --- the example that was reported unsound ---------------------------------------------


def test_the_zstd_claim_is_exact_not_unsound() -> None:
    """LLVM's DemandedBits says only the low 3 bits of %469 are demanded. At
    %469 = INT_MAX the `add nsw` overflows, %488 is poison and its freeze may be
    any i64: every root is a behaviour of the original there, so no flip of bit 3
    (or above) is observable. Proven, and LLVM's claim is exact."""
    fragment = read(ZSTD)
    x = fragment.names.index("469")
    result = run_oracle(fragment, [Domain.DEMANDED_BITS], values=[x])
    (fact,) = result.facts
    assert (fact.status, fact.fact) == (Status.PROVEN, DemandedBits(0b111, 32))
    claim = DemandedBits(0b111, 32)
    assert judge(open_session(fragment), claim, fact).verdict is Verdict.EXACT
    # Demanding fewer bits is unsound, with a counterexample that replays.
    judgement = judge(open_session(fragment), DemandedBits(0b011, 32), fact)
    assert judgement.verdict is Verdict.UNSOUND and judgement.counterexample is not None
    assert judgement.counterexample.actual.startswith("flipping bit 2:")
    assert replays(fragment, DemandedBits(0b011, 32), fact, judgement.counterexample)


def test_the_reported_counterexample_no_longer_replays() -> None:
    """The shared-freeze counterexample of the report: the original at that input has
    a poison freeze operand, and its executions give every root."""
    fragment = read(ZSTD)
    names = {n: i for i, n in enumerate(fragment.names)}
    point: InputPoint = (
        {names["484"]: 1 << 63, names["469"]: (1 << 31) - 1, names["485"]: 1 << 47},
        {},
        {names["489"]: 1 << 50},
    )
    assert original_at(fragment, point) is None  # 64 bits of frozen poison: not enumerated
    narrow = at_width(ZSTD, 64, 6, 32, 4)
    small = {n: i for i, n in enumerate(narrow.names)}
    at: InputPoint = ({small["484"]: 32, small["469"]: 7, small["485"]: 1}, {}, {small["489"]: 3})
    behaviours = original_at(narrow, at)
    assert behaviours == Behaviours(True, frozenset(range(64)), 64)
    assert not observable(behaviours, True, 17, TRANSFORM)
    assert not observable(behaviours, True, 17, SOUPER)
    assert observable(behaviours, False, 0, TRANSFORM)  # a flipped UB or poison root is no behaviour


@pytest.mark.parametrize("semantics", [TRANSFORM, SOUPER], ids=str)
def test_the_zstd_shape_at_small_widths_three_ways(semantics: DemandedSemantics) -> None:
    """i5/i3: the oracle's exhaustive answer, its solver answer and the definition
    enumerated here agree, value by value; the shared-freeze reading demanded more."""
    fragment = at_width(ZSTD, 64, 5, 32, 3)
    assert Space.of(fragment).log2_size <= 20
    exhaustive = oracle_masks(fragment, OracleOptions(demanded=semantics))
    solved = oracle_masks(fragment, OracleOptions.solver_only(demanded=semantics))
    for value in root_cone(fragment):
        if value == fragment.root:
            continue
        expected = enumerated_demanded(fragment, value, semantics)
        assert exhaustive[value] == (Status.EXHAUSTIVE, expected), fragment.names[value]
        assert solved[value] == (Status.PROVEN, expected), fragment.names[value]
    x = fragment.names.index("469")
    # `addnw` is nsw and nuw: at %469 = 3 and 7 the add is poison, and bit 2 only
    # decides between those two.
    assert exhaustive[x][1] == 0b011
    if semantics is TRANSFORM:
        assert shared_demanded(fragment, x, semantics) == 0b111


# --- random fragments with freeze and poison-generating flags --------------------------

POISONING = (
    Opcode.ADD,
    Opcode.SUB,
    Opcode.MUL,
    Opcode.SHL,
    Opcode.LSHR,
    Opcode.ASHR,
    Opcode.AND,
    Opcode.OR,
    Opcode.XOR,
    Opcode.UDIV,
    Opcode.SELECT,
    Opcode.PHI,
    Opcode.EQ,
    Opcode.ULT,
    Opcode.ZEXT,
    Opcode.TRUNC,
    Opcode.FREEZE,
    Opcode.FREEZE,
    Opcode.FREEZE,
)


def freezes_poison(fragment: Fragment) -> bool:
    """Whether some freeze the root reads has an operand computed in the fragment."""
    cone = set(root_cone(fragment))
    return any(isinstance(fragment.insts[i].operands[0], Ref) for i in fragment.freezes() if i in cone)


@pytest.mark.parametrize("semantics", [TRANSFORM, SOUPER], ids=str)
def test_random_fragments_with_freeze_agree_with_the_definition(semantics: DemandedSemantics) -> None:
    """Exhaustive samples, the solver path and the enumerated definition give the same
    demanded bits on random fragments with freezes and flags; and some of them have a
    flip that the shared-freeze comparison would show and refinement does not."""
    differs = 0

    @settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(fragments(widths=(2, 3), max_insts=6, max_vars=2, opcodes=POISONING))
    def check(fragment: Fragment) -> None:
        nonlocal differs
        assume(freezes_poison(fragment) and Space.of(fragment).log2_size <= 12)
        exhaustive = oracle_masks(fragment, OracleOptions(demanded=semantics))
        solved = oracle_masks(fragment, OracleOptions.solver_only(demanded=semantics))
        for value in root_cone(fragment):
            if value == fragment.root:
                continue
            expected = enumerated_demanded(fragment, value, semantics)
            text = f"{semantics.value}: %{fragment.names[value]}\n{format_fragment(fragment)}"
            assert exhaustive[value] in ((Status.EXHAUSTIVE, expected), (Status.VACUOUS, None)), text
            status, got = solved[value]
            assert status is not Status.PARTIAL or (got is not None and got & expected == expected), text
            if status is Status.PROVEN:
                assert got == expected, text
            differs += int(expected != shared_demanded(fragment, value, semantics))

    check()
    if semantics is TRANSFORM:  # (rarer under `souper`: the fixed case below)
        assert differs >= 1, differs


def test_a_frozen_constant_poison_demands_nothing_of_the_shift_amount() -> None:
    """`lshr exact 2, 3` shifts by the width: poison, frozen to any value. Flipping a
    bit of the amount gives 1 or 0 — both behaviours of the original, under either
    definition; the shared-freeze reading demanded bit 1 (a found case, shrunk)."""
    fragment = read(
        "%v0:i2 = var\n%v1:i2 = select 0:i1, %v0, 3:i2\n%v2:i2 = lshrexact 2:i2, %v1\n%v4:i2 = freeze %v2\ninfer %v4\n"
    )
    v1 = fragment.names.index("v1")
    for semantics in (TRANSFORM, SOUPER):
        assert shared_demanded(fragment, v1, semantics) == 0b10
        assert enumerated_demanded(fragment, v1, semantics) == 0
        assert oracle_masks(fragment, OracleOptions(demanded=semantics))[v1] == (Status.EXHAUSTIVE, 0)
        assert oracle_masks(fragment, OracleOptions.solver_only(demanded=semantics))[v1] == (Status.PROVEN, 0)


def shared_demanded(fragment: Fragment, value: int, semantics: DemandedSemantics) -> int:
    """The former, stricter reading: one execution of each program, freeze values
    shared."""
    insts = fragment.insts
    _, inputs = every_execution(fragment)
    original = evaluate(fragment, inputs)
    root, m = fragment.root, fragment.root_demanded_mask
    demanded = 0
    for bit in range(insts[value].width):
        flip = flipped(fragment, value, 1 << bit, semantics)
        new = evaluate(flip.fragment, flipped_inputs(inputs, flip))
        ok = original.defined & ~original.poison[root]
        shown = new.defined & ~new.poison[flip.root]
        differ = (original.values[root] & m) != (new.values[flip.root] & m)
        seen = ok & (shown & differ if semantics is SOUPER else ~shown | differ)
        demanded |= int(bool(seen.any())) << bit
    return demanded


def test_a_flip_seen_only_through_frozen_poison_is_still_demanded() -> None:
    """r = zext(freeze p) + 2y with p an i1 that is poison where x = 7 (an `add nsw`
    overflow read through a compare): at x = 7 the original gives 2y or 2y + 1, and
    flipping a bit of y gives neither, so every bit of y stays demanded — shown at
    inputs that read frozen poison and at others; x's bits are demanded too."""
    fragment = read(
        "%x:i4 = var\n%y:i4 = var\n%a:i4 = addnsw %x, 1:i4\n%p:i1 = ult %a, 3:i4\n"
        "%f:i1 = freeze %p\n%z:i4 = zext %f\n%d:i4 = shl %y, 1:i4\n%r:i4 = add %z, %d\ninfer %r\n"
    )
    for semantics in (TRANSFORM, SOUPER):
        for value in (fragment.names.index("x"), fragment.names.index("y")):
            expected = enumerated_demanded(fragment, value, semantics)
            assert oracle_masks(fragment, OracleOptions(demanded=semantics))[value] == (Status.EXHAUSTIVE, expected)
            assert oracle_masks(fragment, OracleOptions.solver_only(demanded=semantics))[value] == (
                Status.PROVEN,
                expected,
            )
    assert enumerated_demanded(fragment, fragment.names.index("y"), TRANSFORM) == 0b0111
    assert enumerated_demanded(fragment, fragment.names.index("x"), TRANSFORM) == mask(4)
