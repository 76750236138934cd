"""Edits of whole fragments that keep them well formed: dropping what the root does
not need, and replacing an instruction's uses. The generator cleans up with them and
the reducer (auditor.fuzz.reduce) is built from them."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from auditor.ir.fragment import BlockPathCondition, Fragment, Inst, Operand, PathCondition, Ref
from auditor.ir.opcodes import DIVISIONS, Opcode


def live(fragment: Fragment, also: Iterable[int] = ()) -> list[int]:
    """Instructions the root or a path condition depends on, in order: the rest
    cannot change any execution's outcome. `also`: more instructions to keep, with
    what they depend on."""
    needed = {fragment.root, *also}
    needed.update(o.index for o in fragment.condition_operands() if isinstance(o, Ref))
    for i in range(len(fragment.insts) - 1, -1, -1):
        if i in needed:
            needed.update(o.index for o in fragment.insts[i].operands if isinstance(o, Ref))
    return sorted(needed)


def prune(fragment: Fragment) -> Fragment:
    """The fragment without dead instructions and unused blocks, names kept. The
    root's values on defined executions stay the same, but a dropped division also
    drops its immediate UB (docs/semantics.md, "Executed instructions"), and a dropped
    input its attributes (assumptions): the result may have more defined executions. The generator does not mind, and the reducer
    re-audits every candidate."""
    return keep(fragment, live(fragment))


def keep(fragment: Fragment, indices: list[int]) -> Fragment:
    """Only the instructions at `indices` (which must be closed under operands and
    contain the root and every path condition's values), renumbered in order."""
    new = {old: n for n, old in enumerate(indices)}
    phi_blocks = {fragment.insts[i].block for i in indices}
    used_blocks = sorted({b for b in phi_blocks if b is not None} | {b.block for b in fragment.blockpcs})
    new_block = {old: n for n, old in enumerate(used_blocks)}

    def remap(o: Operand) -> Operand:
        return Ref(new[o.index]) if isinstance(o, Ref) else o

    insts = tuple(
        replace(
            fragment.insts[i],
            operands=tuple(remap(o) for o in fragment.insts[i].operands),
            block=_mapped(new_block, fragment.insts[i].block),
        )
        for i in indices
    )
    return replace(
        fragment,
        insts=insts,
        names=tuple(fragment.names[i] for i in indices),
        root=new[fragment.root],
        blocks=tuple(fragment.blocks[b] for b in used_blocks),
        block_names=tuple(fragment.block_names[b] for b in used_blocks),
        pcs=tuple(PathCondition(remap(p.lhs), remap(p.rhs)) for p in fragment.pcs),
        blockpcs=tuple(
            BlockPathCondition(new_block[b.block], b.pred, remap(b.lhs), remap(b.rhs)) for b in fragment.blockpcs
        ),
    )


def _mapped(new: dict[int, int], old: int | None) -> int | None:
    return None if old is None else new[old]


def map_operands(fragment: Fragment, change: Callable[[int, int, Operand], Operand]) -> Fragment:
    """Every operand `o` at position `k` of instruction `i` replaced by `change(i, k, o)`
    (path conditions' sides are passed with i = -1)."""
    insts = tuple(
        replace(inst, operands=tuple(change(i, k, o) for k, o in enumerate(inst.operands)))
        for i, inst in enumerate(fragment.insts)
    )
    pcs = tuple(PathCondition(change(-1, 0, p.lhs), change(-1, 1, p.rhs)) for p in fragment.pcs)
    blockpcs = tuple(replace(b, lhs=change(-1, 0, b.lhs), rhs=change(-1, 1, b.rhs)) for b in fragment.blockpcs)
    return replace(fragment, insts=insts, pcs=pcs, blockpcs=blockpcs)


def replace_uses(fragment: Fragment, index: int, by: Operand) -> Fragment:
    """Every use of instruction `index` reads `by` instead (the instruction itself
    stays until `prune`)."""
    return map_operands(fragment, lambda _i, _k, o: by if o == Ref(index) else o)


def as_input(fragment: Fragment, index: int) -> Fragment:
    """Instruction `index` turned into a fresh input (`var`) of its width: whatever
    computed it is cut off."""
    inst = fragment.insts[index]
    insts = list(fragment.insts)
    insts[index] = Inst(Opcode.VAR, inst.width)
    return replace(fragment, insts=tuple(insts))


def at_choice(fragment: Fragment, block: int, pred: int) -> Fragment | None:
    """The fragment with block `block`'s predecessor fixed at `pred`: each of its phis
    replaced by its incoming value `pred` (the root too, when it is one), and dropped;
    None when a `blockpc` names the block, the root becomes a constant, or what
    follows the new root could decide whether an execution is defined.

    Its defined executions are defined executions of the original at that choice, with
    the same root value and poison (docs/semantics.md): a phi at the choice is its
    incoming value, and whatever runs there runs here too. A value only the other
    incoming values read no longer runs on some choices only but, read by nothing,
    always (an instruction with no uses runs): its UB can only remove executions; and
    what is dropped after the new root has none and assumes nothing. So the root takes
    no value here that the original does not: a value set found here is part of the
    original's."""
    if any(b.block == block for b in fragment.blockpcs):
        return None
    phis = {
        i: inst.operands[pred] for i, inst in enumerate(fragment.insts) if inst.op is Opcode.PHI and inst.block == block
    }

    def resolved(o: Operand) -> Operand:
        while isinstance(o, Ref) and o.index in phis:
            o = phis[o.index]
        return o

    root = resolved(Ref(fragment.root))
    if not isinstance(root, Ref):
        return None
    # The root comes last (the searches expect it there): what followed it goes, where
    # it can decide no execution's definedness — no division (immediate UB), no input
    # with attributes and nothing a path condition reads (assumptions).
    after = [i for i in range(root.index + 1, len(fragment.insts)) if i not in phis]
    in_conditions = fragment.condition_values()
    if any(fragment.insts[i].op in DIVISIONS or not fragment.insts[i].attrs.empty or i in in_conditions for i in after):
        return None
    changed = map_operands(fragment, lambda _i, _k, o: resolved(o))
    changed = replace(changed, root=root.index)
    return keep(changed, [i for i in range(root.index + 1) if i not in phis])
