"""The original program's behaviours at one input, where a `freeze` of poison may take
any value: what a flipped execution must fall outside of to show a bit demanded.

docs/semantics.md, "Demanded bits": a flip is observable at an input (vars and block
choices) only when *no* choice of the original's frozen-poison values gives what the
flipped execution gives — the flipped program refines the original otherwise, and a
transformation relying on the bit being dead is correct there (LangRef `freeze`: a
frozen poison is an arbitrary value; a transformation may pick any).

Where no freeze reads poison, the freeze values are never used and the original has
one execution at the input: the shared-execution comparison is exact. Elsewhere
`original_at` enumerates the original's executions, and `observable` decides.

Example (`%r = freeze (add nsw %x, 1)`, all 64 bits of `%r` demanded): at
`%x = INT_MAX` the add is poison, the original's root takes every value, so no flip
of `%x` is observable there, whatever the flipped program computes."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from auditor.ir.fragment import Fragment, Ref
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.sampling import InputPoint, mixed_radix
from auditor.semantics.concrete import Bools, Evaluation, Inputs, as_array, evaluate

FROZEN_CHOICE_BITS = 16
"""Bits of frozen poison whose every value `original_at` evaluates at most (2^16
executions, one evaluation): past it, the original's behaviours at that input are not
enumerated, and no flip there counts as shown."""


def frozen_poison(fragment: Fragment, evaluation: Evaluation) -> Bools:
    """Lanes where some freeze reads poison: there the original has other executions
    at the same vars and block choices (all False for a fragment without a freeze)."""
    lanes = np.zeros(len(evaluation.defined), dtype=bool)
    for i in fragment.freezes():
        operand = fragment.insts[i].operands[0]
        if isinstance(operand, Ref):
            lanes |= evaluation.poison[operand.index]
    return lanes


@dataclass(frozen=True)
class Behaviours:
    """The original's executions at one input. `observable`: every one is defined with
    a non-poison root (else any flipped behaviour refines it: nothing is observable
    there); `roots`: their demanded root bits; `executions`: how many were evaluated."""

    observable: bool
    roots: frozenset[int]
    executions: int


def original_at(
    fragment: Fragment, point: InputPoint, limit_bits: int | None = FROZEN_CHOICE_BITS
) -> Behaviours | None:
    """Every execution of `fragment` at `point`'s vars and block choices, the freezes
    that read poison in any of them taking every value (the others keep `point`'s
    value, which no execution uses). None when those freezes hold more than
    `limit_bits` bits (None: no limit).

    The freezes that read poison are found by closure: evaluate with the freezes known
    so far enumerated; a freeze that reads poison in one of those executions is
    enumerated too, until none is added."""
    vars, choices, freezes = point
    insts = fragment.insts
    enumerated: list[int] = []
    while True:
        bits = sum(insts[i].width for i in enumerated)
        if limit_bits is not None and bits > limit_bits:
            return None
        sizes = [1 << insts[i].width for i in enumerated]
        columns = dict(zip(enumerated, mixed_radix(sizes), strict=True)) if enumerated else {}
        n = math.prod(sizes)
        inputs = Inputs(
            vars={i: as_array([vars.get(i, 0)] * n, insts[i].width) for i in fragment.inputs()},
            choices={b: np.full(n, choices.get(b, 0), dtype=np.int64) for b in range(len(fragment.blocks))},
            freezes={
                i: as_array(columns[i].astype(np.uint64), insts[i].width)
                if i in columns
                else as_array([freezes.get(i, 0)] * n, insts[i].width)
                for i in fragment.freezes()
            },
        )
        evaluation = evaluate(fragment, inputs)
        reading = [
            i
            for i in fragment.freezes()
            if i not in columns
            and isinstance(insts[i].operands[0], Ref)
            and evaluation.poison[insts[i].operands[0].index].any()  # type: ignore[union-attr]
        ]
        if not reading:
            break
        enumerated += reading
    root = fragment.root
    shown = evaluation.defined & ~evaluation.poison[root]
    demanded_root = fragment.root_demanded_mask
    roots = frozenset(int(v) & demanded_root for v in evaluation.values[root])
    return Behaviours(bool(shown.all()), roots, n)


def observable(behaviours: Behaviours, flipped_shown: bool, flipped_root: int, semantics: DemandedSemantics) -> bool:
    """Whether a flipped execution (`flipped_shown`: defined with a non-poison root;
    `flipped_root`: its demanded root bits) is no behaviour of the original: under
    `transform`, it is undefined, poison or gives a root no original execution gives;
    under `souper`, it is defined, not poison and gives such a root. Never where some
    original execution is undefined or has a poison root."""
    if not behaviours.observable:
        return False
    outside = flipped_root not in behaviours.roots
    if semantics is DemandedSemantics.SOUPER:
        return flipped_shown and outside
    return not flipped_shown or outside


class OriginalBehaviours:
    """`original_at`, memoized by input (vars and block choices), for one fragment;
    at most `inputs` inputs enumerated (None: no limit) — past it, `at` answers None,
    as for frozen poison too wide to enumerate."""

    def __init__(self, fragment: Fragment, inputs: int | None = None, limit_bits: int | None = FROZEN_CHOICE_BITS):
        self.fragment = fragment
        self.inputs = inputs
        self.limit_bits = limit_bits
        self._known: dict[tuple[tuple[int, ...], tuple[int, ...]], Behaviours | None] = {}

    def at(self, point: InputPoint) -> Behaviours | None:
        vars, choices, _ = point
        key = (
            tuple(vars.get(i, 0) for i in self.fragment.inputs()),
            tuple(choices.get(b, 0) for b in range(len(self.fragment.blocks))),
        )
        if key in self._known:
            return self._known[key]
        if self.inputs is not None and len(self._known) >= self.inputs:
            return None
        found = self._known[key] = original_at(self.fragment, point, self.limit_bits)
        return found
