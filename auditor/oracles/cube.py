"""Values whose set is exactly the cube of their proven known bits.

Why: `x & ~3`, `x | 16` (disjoint), `(zext a << 32) | zext b`, `shl x, 8 & M` reach
every bit pattern their known bits allow, and nothing else; their smallest range is
then their unsigned hull. Witnesses never show it (there is a gap between every two
reachable values) and the ∃∀ query ("is there a smaller range?") gives up on them at
64 bits. A counting argument settles them with two quantifier-free queries.

The theorem (`cube_reached`): let the known bits (zero, one) of the target be proven,
so its value set S lies in the cube C = {v : v & zero = 0, v & one = one}, with f free
bits, |C| = 2^f. Pin an execution, and free f chosen input bits (every other input
bit, block choice and freeze at the pin). If (1) all 2^f executions so obtained are
ones where facts about the target must hold, and (2) no two of them give the target
the same value, then S holds 2^f distinct values of C: S = C.

The f input bits are chosen from the pin by flipping each input bit alone and keeping
bits whose changes of the target are linearly independent over GF(2): for maps that
are linear bit by bit (masks, shifts, ors of disjoint parts, xors) that is exactly
injectivity, and for the others (sums) a good guess; query (2) is the judge either way.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice

import numpy as np
import z3

from auditor.ir.fragment import mask
from auditor.oracles.memo import Slot
from auditor.oracles.sampling import InputPoint, free_bits, lane_point, single_flips
from auditor.oracles.session import Session, Unknown

CUBE_PINS = 8
"""Sampled executions whose flips are evaluated to choose the pin."""

CUBE_ATTEMPTS = 2
"""Pins tried with the solver (two queries each) before giving up. A pin whose query
runs out of budget ends the attempts: another pin asks the same question of the same
map, and a cube proof comes at the first pin or after a "not injective" answer, not
after a give-up (see docs/history.md). Larger: more queries on cubes never shown."""

FreeBits = dict[int, int]
"""The freed bits of a pinned execution: input instruction index → mask."""


CUBES: Slot[tuple[int, int, int, int], bool] = Slot("cubes")
"""`cube_reached`'s answers per (index, shift, zero, one)."""


def cube_reached(session: Session, index: int, shift: int, zero: int, one: int) -> bool:
    """Whether instruction `index`, shifted right by `shift`, takes every value of the
    cube of its proven known bits (`zero`, `one`, of the shifted target): see the
    module docstring. False when not shown (never a claim that it does not)."""
    return session.memo.once(CUBES, (index, shift, zero, one), lambda: _reached(session, index, shift, zero, one))


def _reached(session: Session, index: int, shift: int, zero: int, one: int) -> bool:
    fragment = session.fragment
    free = mask(fragment.insts[index].width - shift) & ~(zero | one)
    for pin, chosen in islice(_spanning_pins(session, index, shift, free), CUBE_ATTEMPTS):
        try:
            if _proven(session, index, shift, pin, chosen):
                return True
        except Unknown:
            return False
    return False


def _spanning_pins(session: Session, index: int, shift: int, free: int) -> Iterator[tuple[InputPoint, FreeBits]]:
    """Sampled executions where facts about `index` hold (up to CUBE_PINS, spread over
    the first chunk: the random and landmark draw), each with input bits whose single
    flips change the target by GF(2)-independent deltas spanning `free` — pins where
    they do not are skipped. Every flip of every pin is evaluated at once."""
    fragment = session.fragment
    chunk, sampled = session.samples.chunks[0], session.samples.inputs[0]
    lanes = np.flatnonzero(chunk.fact_mask(index))
    pins = [lane_point(sampled, int(lane)) for lane in lanes[:: max(1, len(lanes) // CUBE_PINS)][:CUBE_PINS]]
    if not pins:
        return
    candidates = [(i, b) for i in fragment.inputs() for b in free_bits(fragment, i)]
    for pin, (_, changes) in zip(pins, single_flips(fragment, index, shift, pins, candidates), strict=True):
        deltas = [(d, i, b) for d, (i, b) in zip(changes, candidates, strict=True) if d is not None]
        chosen = _independent(deltas, free)
        if chosen is not None:
            yield pin, chosen


def _independent(deltas: list[tuple[int, int, int]], free: int) -> FreeBits | None:
    """Input bits (delta, input, bit) whose deltas are GF(2)-independent and span
    `free`; None when they do not, or when a delta leaves `free` (the known bits are
    then not what the caller proved: no claim)."""
    if any(delta & ~free for delta, _, _ in deltas):
        return None
    # Flips that change one bit of the value first: a bit routed to the value (masks,
    # shifts, disjoint parts) rather than mixed into a sum, whose other operands' bits
    # would collide with it.
    basis: dict[int, int] = {}  # leading bit → reduced delta
    chosen: FreeBits = {}
    for delta, i, b in sorted(deltas, key=lambda d: d[0].bit_count()):
        while delta:
            lead = delta.bit_length() - 1
            if lead not in basis:
                basis[lead] = delta
                chosen[i] = chosen.get(i, 0) | 1 << b
                break
            delta ^= basis[lead]
        if len(basis) == free.bit_count():
            break
    return chosen if len(basis) == free.bit_count() else None


def _proven(session: Session, index: int, shift: int, pin: InputPoint, chosen: FreeBits) -> bool:
    """Queries (1) and (2) of the module docstring. Raises Unknown on budget."""
    if not session.holds_throughout(index, pin, chosen):
        return False  # some freed execution is undefined, poison or not run
    a, b = session.copies()
    pin_a, pin_b = a.pinned(pin, chosen), b.pinned(pin, chosen)
    differ = z3.Or(*[a.vars[i] != b.vars[i] for i in chosen])
    return not session.check_fresh(z3.And(*pin_a, *pin_b, differ, a.shifted(index, shift) == b.shifted(index, shift)))
