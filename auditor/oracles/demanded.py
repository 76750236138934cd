"""Maximally precise demanded bits of one value relative to the fragment's root.

Definition (docs/semantics.md): bit i of v is not demanded when, in every defined
execution where the root is not poison, replacing v by v ^ (1 << i) in all its uses —
with poison-generating flags dropped, and path conditions still seeing the original
values — gives a defined execution with the same demanded root bits, not poison.

The flipped program is built as a fragment (`flipped`), so both implementations of the
semantics evaluate it unchanged: the numpy evaluator refutes candidate bits on the
samples, then one solver query with a symbolic one-hot flip over all surviving bits
either proves them all or names a demanded bit (replayed concretely); repeat.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import z3

from auditor.domains.base import Domain
from auditor.domains.demanded_bits import DemandedBits
from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, mask, root_cone
from auditor.ir.opcodes import Opcode
from auditor.oracles.result import OracleFact
from auditor.oracles.sampling import point_inputs
from auditor.oracles.session import SemanticsMismatch, Session, Status, Unknown
from auditor.semantics.concrete import Evaluation, Inputs, evaluate, scalar
from auditor.semantics.smt import encode

FLIP_NAME = "!flip"  # cannot collide: the reader's names never contain '!'


@dataclass(frozen=True)
class Flipped:
    """The root's cone with v's uses reading `v ^ flip`; `index_map` maps the original
    instruction indices to the flipped fragment's."""

    fragment: Fragment
    index_map: dict[int, int]
    root: int


def forward_cone(fragment: Fragment, value: int) -> set[int]:
    """Instructions that use `value`, directly or transitively."""
    reached = {value}
    for i in range(value + 1, len(fragment.insts)):
        if any(isinstance(o, Ref) and o.index in reached for o in fragment.insts[i].operands):
            reached.add(i)
    reached.discard(value)
    return reached


def flipped(fragment: Fragment, value: int, flip: int | None) -> Flipped:
    """The flipped program for instruction `value`. `flip` is a constant mask, or None
    for a symbolic one: a new var named FLIP_NAME, placed first."""
    width = fragment.insts[value].width
    insts: list[Inst] = []
    names: list[str] = []
    index_map: dict[int, int] = {}
    if flip is None:
        insts.append(Inst(Opcode.VAR, width))
        names.append(FLIP_NAME)
    flip_operand: Operand = Ref(0) if flip is None else Const(flip, width)
    xored = -1

    def remap(o: Operand) -> Operand:
        if isinstance(o, Const):
            return o
        return Ref(xored) if o.index == value else Ref(index_map[o.index])

    users = forward_cone(fragment, value)
    for i in root_cone(fragment):
        inst = fragment.insts[i]
        # Poison-generating flags are dropped on the instructions the flip reaches, as
        # LLVM's BDCE drops them on the (transitive) users of a value it simplifies;
        # elsewhere the flipped program is the original. Var attributes stay.
        flags = frozenset() if i in users else inst.flags
        insts.append(replace(inst, operands=tuple(remap(o) for o in inst.operands), flags=flags))
        names.append(fragment.names[i])
        index_map[i] = len(insts) - 1
        if i == value:
            insts.append(Inst(Opcode.XOR, width, (Ref(index_map[i]), flip_operand)))
            names.append("!flipped")
            xored = len(insts) - 1
    result = Fragment(
        insts=tuple(insts),
        names=tuple(names),
        root=index_map[fragment.root],
        blocks=fragment.blocks,
        block_names=fragment.block_names,
    )
    return Flipped(result, index_map, result.root)


def flipped_inputs(inputs: Inputs, flip: Flipped) -> Inputs:
    """The same executions, as inputs of the flipped fragment."""
    return Inputs(
        vars={flip.index_map[i]: v for i, v in inputs.vars.items() if i in flip.index_map},
        choices=inputs.choices,
        freezes={flip.index_map[i]: v for i, v in inputs.freezes.items() if i in flip.index_map},
    )


def violations(
    original: Evaluation,
    fragment: Fragment,
    flip: Flipped,
    inputs: Inputs,
    demanded_root: int,
    new: Evaluation | None = None,
) -> np.ndarray:
    """Lanes where the flip is observable: the original is defined with a non-poison
    root, and the flipped execution (`new`, evaluated here unless given) is undefined,
    poison, or differs in a demanded bit."""
    if new is None:
        new = evaluate(flip.fragment, flipped_inputs(inputs, flip))
    root = fragment.root
    before = original.values[root] & scalar(original.values[root], demanded_root)
    after = new.values[flip.root] & scalar(new.values[flip.root], demanded_root)
    same = new.defined & ~new.poison[flip.root] & (before == after)
    result: np.ndarray = original.defined & ~original.poison[root] & ~same
    return result


def best_demanded(session: Session, index: int) -> OracleFact:
    fragment = session.fragment
    width = fragment.insts[index].width
    root_demanded = fragment.root_demanded_mask
    if index == fragment.root:  # roots are demanded as `infer` says: fully by default
        return OracleFact(index, Domain.DEMANDED_BITS, DemandedBits(root_demanded, width), Status.PROVEN)
    if index not in root_cone(fragment):  # only path conditions (or nothing) read it
        return OracleFact(index, Domain.DEMANDED_BITS, DemandedBits(0, width), Status.PROVEN)
    demanded = 0
    chunks = list(zip(session.samples.inputs, session.samples.chunks, strict=True))
    for bit in range(width):
        flip = flipped(fragment, index, 1 << bit)
        if any(violations(ev, fragment, flip, inputs, root_demanded).any() for inputs, ev in chunks):
            demanded |= 1 << bit
    if session.samples.exhaustive:
        return OracleFact(index, Domain.DEMANDED_BITS, DemandedBits(demanded, width), Status.EXHAUSTIVE)
    return _prove(session, index, demanded, root_demanded)


def _prove(session: Session, index: int, demanded: int, root_demanded: int) -> OracleFact:
    width = session.fragment.insts[index].width
    started = session.queries
    while candidates := mask(width) & ~demanded:
        try:
            found = demanded_witness(session, index, candidates, root_demanded)
        except Unknown:
            return OracleFact(
                index,
                Domain.DEMANDED_BITS,
                DemandedBits(mask(width), width),
                Status.PARTIAL,
                bound=DemandedBits(demanded, width),
                queries=session.queries - started,
            )
        if found is None:
            break
        demanded |= 1 << found[0]
    return OracleFact(
        index, Domain.DEMANDED_BITS, DemandedBits(demanded, width), Status.PROVEN, queries=session.queries - started
    )


def demanded_witness(session: Session, index: int, candidates: int, root_demanded: int) -> tuple[int, Inputs] | None:
    """A bit among `candidates` (a mask) that is demanded, with an execution showing it
    (replayed concretely), or None when the solver proves none of them is. One query:
    a symbolic one-hot flip over all candidates. Raises Unknown on budget."""
    fragment = session.fragment
    width = fragment.insts[index].width
    key = ("demanded-encoding", index)
    cached: Any = session.memo.get(key)
    if cached is None:
        sym = flipped(fragment, index, None)
        new = encode(sym.fragment)  # shares every input with the original by name
        orig = session.enc
        root, nroot = fragment.root, sym.root
        m = z3.BitVecVal(root_demanded, fragment.root_inst.width)
        same = z3.And(new.defined, z3.Not(new.poison[nroot]), (orig.values[root] & m) == (new.values[nroot] & m))
        cached = session.memo[key] = (new.vars[0], z3.And(z3.Not(orig.poison[root]), z3.Not(same)))
    flip_var, base = cached
    one_hot = z3.Or(*[flip_var == (1 << b) for b in range(width) if candidates >> b & 1])
    model = session.check(base, one_hot)
    if model is None:
        return None
    bit = model.eval(flip_var, model_completion=True).as_long().bit_length() - 1
    return bit, _replay(session, model, index, bit, root_demanded)


def _replay(session: Session, model: z3.ModelRef, index: int, bit: int, root_demanded: int) -> Inputs:
    """Confirm concretely that flipping `bit` is observable in the model's execution."""
    vars, choices, freezes = session.enc.point(model)
    inputs = point_inputs(session.fragment, vars, choices, freezes)
    original = evaluate(session.fragment, inputs)
    flip = flipped(session.fragment, index, 1 << bit)
    if not violations(original, session.fragment, flip, inputs, root_demanded)[0]:
        raise SemanticsMismatch(
            f"solver says bit {bit} of %{session.fragment.names[index]} is demanded at {vars}, "
            "the concrete evaluator disagrees"
        )
    return inputs
