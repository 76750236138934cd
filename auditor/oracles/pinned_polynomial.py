"""Surjectivity of a value that, with every input but one pinned, is a permutation
polynomial of that input: Rivest's criterion instead of an injectivity query.

Why: brotli's hash of a literal context is `((b + 1) + (c + 1)·x)·x` (32-bit x, 8-bit
b and c) — at b = 0, c = 1 the polynomial x + 2x², which permutes
Z/2^32 (a1 odd, a2 even), so the value takes every 32-bit value. The collision query
of `range_search.surjective.is_surjective` asks the solver to show x ↦ x + 2x² one to one: it gives
up, as on every product of x with itself. `polynomial.value_set` reads the same fact
off the coefficients, exactly, by number theory.

How: for each input x as wide as the value, pins of the other inputs (the witness's
values, 0, 1, 2 and all-ones, each input in turn, up to PIN_LANES pins in all) are
evaluated concretely, x at its witness value; at a pin where every instruction not
reading x is defined and not poison, those are constants and the value is read as a
polynomial of x (`polynomial.polynomial_of` with constants: `add`, `sub`, `mul`,
`shl` by a constant, no flags, along x's paths). When its value set is every value,
the evaluator checks the polynomial against the fragment at CHECK_LANES values of x
(a disagreement is a SemanticsMismatch), and one quantifier-free query shows that
every execution at the pin, x free, is one where facts about the value hold. Then the
value takes every value."""

from __future__ import annotations

import itertools
import random

from auditor.ir.fragment import Fragment, Ref, cone_of, forward_cone, mask
from auditor.ir.opcodes import Opcode
from auditor.oracles.polynomial import polynomial_of, takes_every_value, value_set
from auditor.oracles.sampling import InputPoint, points_inputs
from auditor.oracles.session import SemanticsMismatch, Session
from auditor.semantics.concrete import evaluate

PIN_LANES = 256
"""Pins of the other inputs evaluated at most, per input x."""

PINNED_INPUTS = 4
"""Other inputs given the pin values beyond their witness value (the first ones)."""

CHECK_LANES = 64
"""Values of x at which the evaluator checks the polynomial read at a pin."""


def surjective_by_polynomial(session: Session, index: int, witness: InputPoint) -> bool:
    """Whether value `index` (the whole value: no low bits dropped) is shown to take
    every value by a pin at which it is a permutation polynomial of one input (the
    module docstring). Unknown from the one query is raised through."""
    fragment = session.fragment
    if fragment.pcs or fragment.blockpcs or any(True for _ in fragment.freezes()):
        return False
    width = fragment.insts[index].width
    cone = set(cone_of(fragment, index))
    inputs = [i for i in fragment.inputs() if i in cone]
    for x in inputs:
        if fragment.insts[x].width != width:
            continue
        reading_x = set(forward_cone(fragment, x)) | {x}
        if not _squares(fragment, index, reading_x):
            continue
        found = _permuting_pin(session, index, x, reading_x, [i for i in inputs if i != x], witness)
        if found is not None and session.holds_throughout(index, found, {x: mask(width)}):
            return True
    return False


def _squares(fragment: Fragment, index: int, reading_x: set[int]) -> bool:
    """Whether value `index` multiplies two values that both read x (`reading_x`: x
    and its forward cone): a polynomial of degree 2 or more, which the single-input
    windows' collision query gives up on (an odd multiple of x plus a constant, degree
    1, is theirs)."""
    return any(
        fragment.insts[i].op is Opcode.MUL
        and all(isinstance(o, Ref) and o.index in reading_x for o in fragment.insts[i].operands)
        for i in cone_of(fragment, index)
        if i in reading_x
    )


def _permuting_pin(
    session: Session, index: int, x: int, reading_x: set[int], others: list[int], witness: InputPoint
) -> InputPoint | None:
    """A pin of `others` at which value `index` is a polynomial of x taking every
    value, checked by the evaluator; None when no pin tried is one."""
    fragment = session.fragment
    vars, choices, freezes = witness
    pinned = [i for i in cone_of(fragment, index) if i not in reading_x]
    options = [
        [vars[i], *(v & mask(fragment.insts[i].width) for v in (0, 1, 2, -1))] if k < PINNED_INPUTS else [vars[i]]
        for k, i in enumerate(others)
    ]
    pins = [
        ({**vars, **dict(zip(others, values, strict=True))}, choices, freezes)
        for values in itertools.islice(itertools.product(*options), PIN_LANES)
    ]
    evaluation = evaluate(fragment, points_inputs(fragment, pins))
    tried: set[tuple[int, ...]] = set()
    for lane, pin in enumerate(pins):
        if not bool(evaluation.defined[lane]) or any(bool(evaluation.poison[i][lane]) for i in pinned):
            continue
        constants = {i: int(evaluation.values[i][lane]) for i in pinned}
        polynomial = polynomial_of(fragment, index, constants)
        if polynomial is None:
            return None  # an operation along x's paths no pin changes
        if polynomial.coefficients in tried:
            continue
        tried.add(polynomial.coefficients)
        classes = value_set(polynomial)
        if classes is not None and takes_every_value(classes):
            _check(fragment, index, x, pin, polynomial.coefficients)
            return pin
    return None


def _check(fragment: Fragment, index: int, x: int, pin: InputPoint, coefficients: tuple[int, ...]) -> None:
    """The evaluator's values of `index` at the pin, at CHECK_LANES values of x, are the
    polynomial's (facts need not hold there: only where they do is compared)."""
    width = fragment.insts[index].width
    rng = random.Random(str(coefficients))
    xs = [0, 1, mask(width), *(rng.getrandbits(width) for _ in range(CHECK_LANES - 3))]
    vars, choices, freezes = pin
    evaluation = evaluate(fragment, points_inputs(fragment, [({**vars, x: v}, choices, freezes) for v in xs]))
    holds = evaluation.fact_mask(index)
    for lane, v in enumerate(xs):
        expected = sum(c * v**j for j, c in enumerate(coefficients)) & mask(width)
        if bool(holds[lane]) and int(evaluation.values[index][lane]) != expected:
            raise SemanticsMismatch(
                f"%{fragment.names[index]} at %{fragment.names[x]} = {v} is {int(evaluation.values[index][lane])}, "
                f"but the polynomial read at the pin gives {expected}"
            )
