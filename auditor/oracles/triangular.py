"""Windows of several inputs' bits that a value may take one to one: at a pin of every
input, one input bit per bit of the value, each the lowest bit of the value its flip
changes — the evaluator's guess of where a proof of "takes every value" lies.

Why: a value of w bits assembled from narrower inputs has no input with w bits of its
own, so no single input can carry `range_search.surjective.is_surjective`'s injectivity proof. brotli's
bit writer `(zext (a − b) << s) | zext (c − d)` (32-bit a, b, c, d, enc_brotli_bit_stream.ll)
takes every 64-bit value at s = 32, a − b filling the high half and c − d the low
one; its static dictionary's `((x << s) + y) << 5 | (z & 31)` at s = 0, y = 0 takes
every value from x's low 59 bits and z's low 5. The bits that do it are found here
concretely; the theorem is `forward`'s: at the pin, every execution of the window's
bits is one where facts hold, and no two of them give the value alike (two
quantifier-free queries) — then the value takes 2^w distinct values.

How (the evaluator only):
1. *Lowest changed bit.* At a pin (every input fixed, the value defined there), each
   free bit of each var is flipped in turn — one evaluation, a lane per bit — and the
   lowest bit of the value the flip changes is noted (none where the flip leaves the
   value alone or the execution is not one where facts hold).
2. *Window.* For t = 0, 1, …, w − 1, an input bit not yet taken whose flip changes bit
   t and no bit below, preferring an input already in the window, then the lowest bit.
   The window covers the value when every t has one. For sums, shifts, concatenations
   and other maps whose low bits do not depend on high ones (T-functions of the
   window), such a window has a triangular Jacobian: the map is one to one.
3. *Pins.* The point given first (`forward` gives the witness, then every input at
   0); then coordinate ascent, each input in turn set to 0, 1, all-ones and the
   powers of two at its sign bit and half its width (`_ascent_values`; where those
   fail, every power of two) — and, when it reaches a shift amount, to every amount
   below w — where that covers more bits of the value: ASCENT_ROUNDS rounds over at most
   ASCENT_INPUTS inputs, each trial one evaluation of all its flips.
4. *Check.* WINDOW_LANES executions of the pin with the window's bits drawn at random
   (seeded), and the smallest and largest ones — every one when there are no more —
   must all be ones where facts hold and give distinct values, else the window is not
   returned (the queries would fail).
5. *Leaving out.* A window that fails the check often holds an input whose flips are
   defined at the pin but not over all its bits (`add nuw x, 17`: brotli's metablock
   writer, where a second input can stand in for x), or one that feeds two parts of
   the value; steps 1–4 are tried again without each of its inputs in turn.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

import numpy as np

from auditor.ir.fragment import Fragment, Ref, cone_of, forward_cone, mask
from auditor.ir.opcodes import Opcode
from auditor.oracles.sampling import InputPoint, free_bits, points_inputs, single_flips
from auditor.semantics.concrete import evaluate

ASCENT_INPUTS = 8
"""Inputs the ascent moves at most."""

ASCENT_ROUNDS = 2
"""Rounds of the coordinate ascent over the inputs."""

WINDOW_LANES = 256
"""Executions of a window's map checked concretely before its queries."""

_SHIFTS = frozenset({Opcode.SHL, Opcode.LSHR, Opcode.ASHR})
_FUNNELS = frozenset({Opcode.FSHL, Opcode.FSHR})


@dataclass(frozen=True, slots=True)
class Window:
    """Bits `free` (a mask per var) of the inputs, to be freed at `point`, the pin."""

    point: InputPoint
    free: Mapping[int, int]


def find_window(fragment: Fragment, index: int, shift: int, point: InputPoint) -> Window | None:
    """A window onto instruction `index`'s value without its low `shift` bits, found
    from the defined execution `point` (steps 1–5 of the module docstring); None when
    no pin tried gives one that passes the concrete check."""
    amounts = _shift_amount_inputs(fragment, index)
    free = _free_bits(fragment)
    # A shift amount's bits move every bit of the value: they are pinned, never freed.
    bits = {i: b for i, b in free.items() if i not in amounts}
    movable = sorted(free) if len(free) <= ASCENT_INPUTS else []
    simplifiable = [i for i in movable if i in _multiplied(fragment, index)]
    window = _ascended_window(fragment, index, shift, point, bits, movable, amounts, simplifiable)
    if window is None or one_to_one_concretely(fragment, index, shift, window):
        return window
    # Step 5: the window fails the check — an input of it whose flips stay defined at
    # the pin but not over all its bits (`add nuw x, 17`), or one shared by two parts
    # of the value; each of its inputs is left out in turn.
    for left_out in sorted(window.free):
        fewer = {i: b for i, b in bits.items() if i != left_out}
        other = _ascended_window(fragment, index, shift, point, fewer, movable, amounts, simplifiable)
        if other is not None and one_to_one_concretely(fragment, index, shift, other):
            return other
    return None


def _ascended_window(
    fragment: Fragment,
    index: int,
    shift: int,
    point: InputPoint,
    bits: Mapping[int, list[int]],
    movable: list[int],
    amounts: set[int],
    simplifiable: list[int],
) -> Window | None:
    """Steps 1–3: the window of `bits` covering the value at the first pin, from
    `point`, that covers it, or None; its pins of `simplifiable` inputs outside it
    then simplified (`_simplified`)."""
    width = fragment.insts[index].width - shift
    if sum(len(b) for b in bits.values()) < width:
        return None
    current = point
    best = _covered(fragment, index, shift, [current], bits)[0]
    for every_power in (False, True):  # the few constants first; every power of two only where they fail
        for _ in range(ASCENT_ROUNDS):
            if len(best) == width:
                break
            improved = False
            for i in movable:
                if len(best) == width:
                    break
                vars, w = current[0], fragment.insts[i].width
                constants = range(width) if i in amounts else _ascent_values(w, every_power)
                trials = [({**vars, i: c & mask(w)}, *current[1:]) for c in constants]
                trials = [t for t in trials if t[0][i] != vars[i]]
                if not trials:
                    continue
                for trial, window in zip(trials, _covered(fragment, index, shift, trials, bits), strict=True):
                    if len(window) > len(best):
                        current, best, improved = trial, window, True
            if not improved:
                break
    if len(best) < width:
        return None
    free: dict[int, int] = {}
    for i, b in best:
        free[i] = free.get(i, 0) | 1 << b
    pinned = [i for i in simplifiable if i not in free]
    return Window(_simplified(fragment, index, shift, current, bits, best, pinned), free)


def _multiplied(fragment: Fragment, index: int) -> set[int]:
    """Vars that reach an operand of a `mul` instruction `index` depends on: the pins
    `_simplified` may change. Elsewhere a simpler pin only moves the queries (a
    `urem x, (y << 4)` at y = 0: the window passes the concrete check, its queries fail)."""
    muls = [i for i in cone_of(fragment, index) if fragment.insts[i].op is Opcode.MUL]
    return _inputs_reaching(fragment, {o.index for i in muls for o in fragment.insts[i].operands if isinstance(o, Ref)})


def _simplified(
    fragment: Fragment,
    index: int,
    shift: int,
    pin: InputPoint,
    bits: Mapping[int, list[int]],
    window: list[tuple[int, int]],
    pinned: list[int],
) -> InputPoint:
    """The pin with each input outside the `window` (`pinned`, in turn) set to the
    first of 0, 1, 2, 4, … below its value at which step 2 still finds that window
    (step 3's last move):
    the queries then see `c · 1` where the witness left `c · 1539294585`, and the
    solver proves the collision query in milliseconds instead of giving up on an
    odd multiplier (as in curve25519's limb sums)."""
    for i in pinned:
        vars = pin[0]
        simple = [v for v in [0, *(1 << k for k in range(fragment.insts[i].width))] if v < vars[i]]
        if not simple:
            continue
        trials = [({**vars, i: v}, *pin[1:]) for v in simple]
        for trial, found in zip(trials, _covered(fragment, index, shift, trials, bits), strict=True):
            if found == window:
                pin = trial
                break
    return pin


def _ascent_values(width: int, every_power: bool) -> list[int]:
    """What the ascent sets an input to that is not a shift amount: 0, 1, all-ones,
    and the powers of two at the sign bit and at half the width — a factor 2^k makes
    a product a shift, so that the other factor's bits land where no other input
    reaches (curve25519's `2·a·b + c·d`, 32-bit limbs, takes every 64-bit value at
    a = 2^31, d = 1: b fills the high half, c the low one); `every_power`: every
    power of two (xxhash's `((x − 1) / d) · d`, d = ((y − 64) >> 3) << 6,
    at y = 8), w evaluations of every flip per input, only after the few fail."""
    if every_power:
        return [1 << k for k in range(width)]
    return list(dict.fromkeys([0, 1, mask(width), 1 << (width - 1), 1 << (width // 2)]))


def _free_bits(fragment: Fragment) -> dict[int, list[int]]:
    """Each var's free bits (`sampling.free_bits`), the vars with none left out."""
    return {i: bits for i in fragment.inputs() if (bits := free_bits(fragment, i))}


def _shift_amount_inputs(fragment: Fragment, index: int) -> set[int]:
    """Vars that reach the amount of a shift (or funnel shift) `index` depends on."""
    amounts: set[int] = set()
    for i in cone_of(fragment, index):
        inst = fragment.insts[i]
        operand = inst.operands[1] if inst.op in _SHIFTS else inst.operands[2] if inst.op in _FUNNELS else None
        if isinstance(operand, Ref):
            amounts.add(operand.index)
    return _inputs_reaching(fragment, amounts)


def _inputs_reaching(fragment: Fragment, operands: set[int]) -> set[int]:
    """Vars that are, or reach, one of the instructions `operands`."""
    return {x for x in fragment.inputs() if x in operands or operands & set(forward_cone(fragment, x))}


def _covered(
    fragment: Fragment, index: int, shift: int, pins: list[InputPoint], bits: Mapping[int, list[int]]
) -> list[list[tuple[int, int]]]:
    """For each pin, the window (step 2) as (input, bit) pairs, one per covered bit of
    the value from bit 0 up — all flips of all pins in one evaluation. A pin where the
    value is not one facts hold on covers nothing."""
    flips = [(i, b) for i in sorted(bits) for b in bits[i]]
    width = fragment.insts[index].width - shift
    windows: list[list[tuple[int, int]]] = []
    for holds, changes in single_flips(fragment, index, shift, pins, flips):
        lowest: dict[int, list[tuple[int, int]]] = {}
        for flip, changed in zip(flips, changes, strict=True):
            if changed:  # not None (facts need not hold after the flip) nor 0 (no change)
                lowest.setdefault((changed & -changed).bit_length() - 1, []).append(flip)
        windows.append(_window(lowest, width) if holds else [])
    return windows


def _window(lowest: Mapping[int, list[tuple[int, int]]], width: int) -> list[tuple[int, int]]:
    """One flip per bit t of the value from 0 up whose lowest changed bit is t, an
    input already taken first, then the lowest bit (step 2); it stops at the first t
    that has none."""
    taken: list[tuple[int, int]] = []
    inputs: set[int] = set()
    for t in range(width):
        candidates = [f for f in lowest.get(t, []) if f not in taken]
        if not candidates:
            break
        choice = min(candidates, key=lambda f: (f[0] not in inputs, f[1], f[0]))
        taken.append(choice)
        inputs.add(choice[0])
    return taken


def one_to_one_concretely(fragment: Fragment, index: int, shift: int, window: Window) -> bool:
    """Step 4: WINDOW_LANES executions of the window's bits at its pin (every one when
    there are no more; else the smallest and largest assignments, the rest drawn at
    random, seeded by the window) are all ones where facts about the value hold, and
    their values are distinct."""
    assignments = list(_assignments(window.free, WINDOW_LANES))
    vars, choices, freezes = window.point
    lanes = [
        ({**vars, **{i: vars[i] & ~m | a[i] for i, m in window.free.items()}}, choices, freezes) for a in assignments
    ]
    evaluation = evaluate(fragment, points_inputs(fragment, lanes))
    if not bool(np.all(evaluation.fact_mask(index))):
        return False
    values = {int(v) >> shift for v in evaluation.values[index]}
    keys = {tuple(sorted(a.items())) for a in assignments}
    return len(values) == len(keys)


def _assignments(free: Mapping[int, int], count: int) -> Iterator[dict[int, int]]:
    """Every value of every input's free bits when there are at most `count`;
    else all free bits clear, all set, then `count` − 2 drawn at random (seeded by
    the masks)."""
    bits = [(i, 1 << b) for i, m in sorted(free.items()) for b in range(m.bit_length()) if m >> b & 1]
    if 1 << len(bits) <= count:
        for on in itertools.product((False, True), repeat=len(bits)):
            assignment = dict.fromkeys(free, 0)
            for (i, bit), set_ in zip(bits, on, strict=True):
                assignment[i] |= bit if set_ else 0
            yield assignment
        return
    rng = random.Random(str(sorted(free.items())))
    yield {i: 0 for i in free}
    yield dict(free)
    for _ in range(count - 2):
        yield {i: rng.getrandbits(m.bit_length()) & m for i, m in free.items()}
