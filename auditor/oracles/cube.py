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

from typing import Any

import numpy as np
import z3

from auditor.ir.fragment import Fragment, mask
from auditor.oracles.sampling import InputPoint, lane_point
from auditor.oracles.session import Session, Unknown
from auditor.semantics.concrete import Inputs, as_array, evaluate
from auditor.semantics.smt import Encoding, encode

CUBE_PINS = 8
"""Sampled executions whose flips are evaluated to choose the pin."""

CUBE_ATTEMPTS = 2
"""Pins tried with the solver (two queries each) before giving up."""

FreeBits = dict[int, int]
"""The freed bits of a pinned execution: input instruction index → mask."""


def cube_reached(session: Session, index: int, shift: int, zero: int, one: int) -> bool:
    """Whether instruction `index`, shifted right by `shift`, takes every value of the
    cube of its proven known bits (`zero`, `one`, of the shifted target): see the
    module docstring. False when not shown (never a claim that it does not)."""
    key = ("cube", index, shift, zero, one)
    cached = session.memo.get(key)
    if isinstance(cached, bool):
        return cached
    result = _reached(session, index, shift, zero, one)
    session.memo[key] = result
    return result


def _reached(session: Session, index: int, shift: int, zero: int, one: int) -> bool:
    fragment = session.fragment
    width = fragment.insts[index].width - shift
    free = mask(width) & ~(zero | one)
    count = free.bit_count()
    attempts = 0
    for pin in _pins(session, index):
        chosen = _independent_bits(fragment, index, shift, pin, free)
        if chosen is None or sum(m.bit_count() for m in chosen.values()) != count:
            continue
        attempts += 1
        try:
            if _proven(session, index, shift, pin, chosen):
                return True
        except Unknown:
            pass
        if attempts == CUBE_ATTEMPTS:
            break
    return False


def _pins(session: Session, index: int) -> list[InputPoint]:
    """Up to CUBE_PINS sampled executions where facts about `index` hold, spread over
    the samples (the first chunk is the random and landmark draw)."""
    chunk, inputs = session.samples.chunks[0], session.samples.inputs[0]
    lanes = np.flatnonzero(chunk.fact_mask(index))
    if len(lanes) == 0:
        return []
    step = max(1, len(lanes) // CUBE_PINS)
    return [lane_point(inputs, int(lane)) for lane in lanes[::step][:CUBE_PINS]]


def _independent_bits(fragment: Fragment, index: int, shift: int, pin: InputPoint, free: int) -> FreeBits | None:
    """Input bits whose single flips at `pin` change the target by GF(2)-independent
    deltas within `free`, as many as there are (at most popcount(free)); None when a
    flip changes a bit outside `free` (the known bits are then not what the caller
    proved: no claim)."""
    vars, choices, freezes = pin
    candidates: list[tuple[int, int]] = []
    for i in fragment.inputs():
        attrs = fragment.insts[i].attrs
        fixed = attrs.known_zero | attrs.known_one
        candidates += [(i, b) for b in range(fragment.insts[i].width) if not fixed >> b & 1]
    lanes = 1 + len(candidates)
    columns = {i: [v] * lanes for i, v in vars.items()}
    for lane, (i, b) in enumerate(candidates, start=1):
        columns[i][lane] ^= 1 << b
    insts = fragment.insts
    inputs = Inputs(
        vars={i: as_array(c, insts[i].width) for i, c in columns.items()},
        choices={b: np.full(lanes, c, dtype=np.int64) for b, c in choices.items()},
        freezes={i: as_array([v] * lanes, insts[i].width) for i, v in freezes.items()},
    )
    evaluation = evaluate(fragment, inputs)
    holds = evaluation.fact_mask(index)
    values = evaluation.values[index]
    target_mask = mask(insts[index].width - shift)
    base = int(values[0]) >> shift & target_mask
    deltas: list[tuple[int, int, int]] = []  # (delta, input, bit)
    for lane, (i, b) in enumerate(candidates, start=1):
        if holds[lane]:
            deltas.append(((int(values[lane]) >> shift & target_mask) ^ base, i, b))
    if any(delta & ~free for delta, _, _ in deltas):
        return None
    # Flips that change one bit of the value first: a bit routed to the value (masks,
    # shifts, disjoint parts) rather than mixed into a sum, whose other operands' bits
    # would collide with it.
    deltas.sort(key=lambda d: d[0].bit_count())
    basis: dict[int, int] = {}  # leading bit → reduced delta
    chosen: FreeBits = {}
    for delta, i, b in deltas:
        while delta:
            lead = delta.bit_length() - 1
            if lead not in basis:
                basis[lead] = delta
                chosen[i] = chosen.get(i, 0) | 1 << b
                break
            delta ^= basis[lead]
        if len(basis) == free.bit_count():
            break
    return chosen


def copies(session: Session) -> tuple[Encoding, Encoding]:
    """Two encodings of the fragment with their own inputs, built once per session (the
    surjectivity proofs of `forward` use them too)."""
    key = ("cube-copies",)
    cached = session.memo.get(key)
    if isinstance(cached, tuple):
        return cached
    copies = (encode(session.fragment, prefix="!cube0."), encode(session.fragment, prefix="!cube1."))
    session.memo[key] = copies
    return copies


def _proven(session: Session, index: int, shift: int, pin: InputPoint, chosen: FreeBits) -> bool:
    """Queries (1) and (2) of the module docstring. Raises Unknown on budget."""
    a, b = copies(session)
    pin_a, pin_b = pinned(a, pin, chosen), pinned(b, pin, chosen)
    if session.check_fresh(z3.And(*pin_a, z3.Not(a.fact_condition(index)))):
        return False  # some freed execution is undefined, poison or not run
    width = session.fragment.insts[index].width

    def target(copy: Encoding) -> Any:
        term = copy.values[index]
        return z3.Extract(width - 1, shift, term) if shift else term

    differ = z3.Or(*[a.vars[i] != b.vars[i] for i in chosen])
    return not session.check_fresh(z3.And(*pin_a, *pin_b, differ, target(a) == target(b)))


def pinned(copy: Encoding, pin: InputPoint, free: FreeBits) -> list[Any]:
    """Every input of `copy` at the pinned execution but the `free` bits of the inputs
    it names."""
    vars, choices, freezes = pin
    out: list[Any] = []
    for i, v in vars.items():
        term = copy.vars[i]
        keep = ~free.get(i, 0) & mask(term.size())
        if keep:
            out.append(term & keep == v & keep)
    out += [copy.choices[b] == v for b, v in choices.items()]
    out += [copy.freezes[i] == v for i, v in freezes.items()]
    return out
