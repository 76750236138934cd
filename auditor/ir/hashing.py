"""Content hash of a fragment, for deduplication across a corpus.

Two fragments get the same hash when they are the same computation: the hash is taken
over a canonical form in which instructions are renumbered in depth-first order from
the root (then the path conditions, then anything left), so the names a compiler or a
person chose, and the order of independent instructions, do not matter.
"""

from __future__ import annotations

import hashlib

from auditor.ir.fragment import BlockPathCondition, Fragment, Inst, Operand, PathCondition, Ref
from auditor.ir.printer import format_fragment

HASH_CHARS = 16


def _order(fragment: Fragment) -> list[int]:
    seen: set[int] = set()
    order: list[int] = []

    def visit(start: int) -> None:
        # Iterative post-order: fragments from real code can be deep chains.
        stack: list[tuple[int, int]] = [(start, 0)]
        while stack:
            node, k = stack.pop()
            if node in seen and k == 0:
                continue
            ops = fragment.insts[node].operands
            if k < len(ops):
                stack.append((node, k + 1))
                op = ops[k]
                if isinstance(op, Ref) and op.index not in seen:
                    stack.append((op.index, 0))
                continue
            if node not in seen:
                seen.add(node)
                order.append(node)

    visit(fragment.root)
    for pc in fragment.pcs:
        for o in (pc.lhs, pc.rhs):
            if isinstance(o, Ref):
                visit(o.index)
    for bpc in fragment.blockpcs:
        for o in (bpc.lhs, bpc.rhs):
            if isinstance(o, Ref):
                visit(o.index)
    for i in range(len(fragment.insts)):
        visit(i)
    return order


def canonical_positions(fragment: Fragment) -> dict[int, int]:
    """Each instruction's index in the canonical form: how one value of a fragment is
    named across every fragment with the same hash (the oracle cache keys on it)."""
    return {old: new for new, old in enumerate(_order(fragment))}


def canonical(fragment: Fragment) -> Fragment:
    """The same fragment renumbered in canonical order with names %0, %1, … and
    blocks %b0, %b1, …; `canonical(canonical(f)) == canonical(f)`."""
    order = _order(fragment)
    new_index = {old: new for new, old in enumerate(order)}

    def remap(o: Operand) -> Operand:
        return Ref(new_index[o.index]) if isinstance(o, Ref) else o

    block_order: list[int] = []
    for old in order:
        b = fragment.insts[old].block
        if b is not None and b not in block_order:
            block_order.append(b)
    for bpc in fragment.blockpcs:
        if bpc.block not in block_order:
            block_order.append(bpc.block)
    block_order += [b for b in range(len(fragment.blocks)) if b not in block_order]
    new_block = {old: new for new, old in enumerate(block_order)}

    insts = []
    for old in order:
        inst = fragment.insts[old]
        insts.append(
            Inst(
                inst.op,
                inst.width,
                tuple(remap(o) for o in inst.operands),
                inst.flags,
                inst.attrs,
                None if inst.block is None else new_block[inst.block],
                inst.index,
            )
        )
    return Fragment(
        insts=tuple(insts),
        names=tuple(str(i) for i in range(len(insts))),
        root=new_index[fragment.root],
        root_demanded=fragment.root_demanded,
        blocks=tuple(fragment.blocks[b] for b in block_order),
        block_names=tuple(f"b{i}" for i in range(len(block_order))),
        pcs=tuple(PathCondition(remap(p.lhs), remap(p.rhs)) for p in fragment.pcs),
        blockpcs=tuple(
            BlockPathCondition(new_block[b.block], b.pred, remap(b.lhs), remap(b.rhs)) for b in fragment.blockpcs
        ),
        origin=fragment.origin,
    )


def canonical_hash(canonical_fragment: Fragment) -> str:
    """The hash of a fragment already in canonical form (see `canonical`)."""
    return hashlib.sha256(format_fragment(canonical_fragment).encode()).hexdigest()[:HASH_CHARS]


def fragment_hash(fragment: Fragment) -> str:
    return canonical_hash(canonical(fragment))
