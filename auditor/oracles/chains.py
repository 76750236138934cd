"""Cutting input chains: the root's forward facts of a smaller fragment that reaches
exactly the same root values.

Hash and bignum code feeds its inputs through mixing before the part that decides a
fact: `umulh(bswap(a + b) ^ c, K)` is a question about `umulh(v, K)` once one knows
that `bswap(a + b) ^ c` takes every value. A *chain* is such a prefix: an input x
whose every dependent up to a value v is a link of a structural bijection of x
(`auditor.oracles.bijection`, with no requirements), each used only by the next link.
Cutting it — v becomes a fresh input, the links and x are dropped, and so is dead code
that cannot decide definedness — keeps the set of root values over the executions
where facts must hold, exactly:

- every execution maps to a cut execution: v's value for the fresh input, the rest
  as it was; every remaining instruction computes the same;
- every cut execution maps back: x := a preimage of the fresh input's value under the
  chain (it is a bijection, or a surjection through a `trunc`, for *every* value of
  the other operands), the rest as it was.

Poison is kept too. The links carry no flags and cannot be UB or make poison (a
requirement-free chain divides only by the constant 1 and shifts only by 0), so v is
poison exactly when one of the links' other operands k is (but a `select`'s other
arm: it is never chosen, its condition being constant). The cut reads `v_in ^ (k ^ k)` for each such k that can be poison
(`k ^ k` is 0, or poison with k), which also keeps k, its UB and its path alive.

A *concatenation* (`auditor.oracles.concatenation`: inputs side by side in fields
that fill every bit, `(zext hi << 32) | zext lo`) is cut the same way: it is a
surjection of its inputs for every value of the rest, and no flag on it makes poison.

So every forward fact of the root — known bits, ranges, sign bits, the booleans — is
the same on both, and the searches run on the cut, where the mixing is gone
(docs/oracles.md, "Why it is fast"). Demanded bits are not forward facts, and are
asked of the fragment itself.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from auditor.ir.bounds import flags_never_fire
from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, cone_of
from auditor.ir.opcodes import DIVISIONS, ICMPS, SHIFTS, Flag, Opcode
from auditor.ir.rewrite import keep, live
from auditor.oracles.bijection import bijection_of
from auditor.oracles.concatenation import concatenation_of, widened_shl
from auditor.oracles.linear_cone import ones_disjoint
from auditor.oracles.sampling import Samples
from auditor.oracles.session import SemanticsMismatch
from auditor.semantics.concrete import Inputs, as_array, evaluate

MAX_CUTS = 16
"""Chains cut from one fragment at most (each drops at least x and one link; more chains stay)."""

MAX_LINKS = 256
"""Links a chain is followed up to (a Souper fragment may chain thousands)."""

_NEVER_POISON_OPS = frozenset(
    {
        Opcode.ADD,
        Opcode.SUB,
        Opcode.MUL,
        Opcode.AND,
        Opcode.OR,
        Opcode.XOR,
        Opcode.ZEXT,
        Opcode.SEXT,
        Opcode.TRUNC,
        Opcode.BSWAP,
        Opcode.BITREVERSE,
        Opcode.CTPOP,
        Opcode.FSHL,
        Opcode.FSHR,
        Opcode.UMIN,
        Opcode.UMAX,
        Opcode.SMIN,
        Opcode.SMAX,
        Opcode.SELECT,
        Opcode.PHI,
        *ICMPS,
    }
)
"""Operations whose result is poison only when an operand is (no flags on them):
LangRef gives poison only to flagged arithmetic, shifts past the width and the
intrinsics' poison arguments; a freeze never is."""


@dataclass(frozen=True)
class Cut:
    """A fragment with its chains cut. `origin[i]` is the instruction of the original
    fragment whose value instruction i of the cut has in the corresponding execution
    (where not poison); None for what the cut added (the poison markers)."""

    fragment: Fragment
    origin: tuple[int | None, ...]


def cut_chains(fragment: Fragment) -> Cut | None:
    """The fragment with its input chains cut (at most MAX_CUTS), and what the cut
    made dead and cannot decide definedness dropped; None when it has no chain. The
    root's forward facts are those of `fragment` (module docstring)."""
    current = Cut(fragment, tuple(range(len(fragment.insts))))
    for _ in range(MAX_CUTS):
        found = _chain(current.fragment) or _concatenation(current.fragment)
        if found is None:
            break
        step = _cut(current.fragment, *found)
        current = Cut(step.fragment, tuple(None if o is None else current.origin[o] for o in step.origin))
    return None if current.fragment is fragment else current


def _chain(fragment: Fragment) -> tuple[int, list[int]] | None:
    """(v, the chain up to v: x, the links, v) of the first input with a chain, the
    longest. Found by walking up from x through each value's one user (a xorshift's
    shift and xor count as one link), so it costs a pass per link, not per value."""
    insts = fragment.insts
    users = fragment.users()
    in_conditions = fragment.condition_values()
    needed = set(live(fragment))
    for x in fragment.inputs():
        if x == fragment.root or x not in needed or x in in_conditions or not insts[x].attrs.empty:
            continue
        best: tuple[int, list[int]] | None = None
        chain, current = [x], x
        while len(chain) <= MAX_LINKS and current not in in_conditions:
            step = _next_link(insts, users, current)
            if step is None:
                break
            chain += step
            current = step[-1]
            if _cuttable(fragment, users, in_conditions, sorted(chain), current, x):
                best = (current, sorted(chain))
        if best is not None:
            return best
    return None


def _concatenation(fragment: Fragment) -> tuple[int, list[int]] | None:
    """(v, v's cone) of the first value that is a concatenation of inputs
    (`auditor.oracles.concatenation`) whose cone no path condition reads below v: a
    surjection of its inputs for every value of the rest, with no flag that can make
    poison — cut as a chain is."""
    in_conditions = fragment.condition_values()
    needed = set(live(fragment))
    for v in range(len(fragment.insts)):
        if v in needed and concatenation_of(fragment, v) is not None:
            members = cone_of(fragment, v)
            if not any(c in in_conditions for c in members if c != v):
                return v, sorted(members)
    return None


def _next_link(insts: tuple[Inst, ...], users: list[list[int]], current: int) -> list[int] | None:
    """The instructions that read `current` when they are one link: its one user, or
    a shift of it and the xor of the two (`v ^ (v >> c)`)."""
    readers = sorted(set(users[current]))
    if len(readers) == 1:
        return readers
    if len(readers) == 2:
        shift, xor = readers
        if set(users[shift]) == {xor} and insts[xor].op is Opcode.XOR and insts[shift].op in SHIFTS:
            return [shift, xor]
    return None


def _cuttable(
    fragment: Fragment, users: list[list[int]], in_conditions: set[int], chain: list[int], v: int, x: int
) -> bool:
    """Whether `chain` (x's dependents in v's cone) is a requirement-free, flag-free
    bijection of x up to v that nothing outside it reads before v."""
    members = set(chain)
    for c in chain:
        if c == v:
            continue
        # The root is never cut away (a root with no users would otherwise pass).
        if c == fragment.root or c in in_conditions or any(u not in members for u in users[c]):
            return False
    insts = fragment.insts
    if any(insts[c].flags for c in chain):
        return False
    if all(_reads_marker(insts, insts[c]) for c in chain if c != x):
        return False  # a chain a cut made: cutting it again would only rename it
    bijection = bijection_of(fragment, v, x)
    return bijection is not None and not bijection.requires


def _cut(fragment: Fragment, v: int, chain: list[int]) -> Cut:
    """v made a fresh input, read through `v_in ^ (k ^ k)` for the links' other
    operands k that can be poison; the links and x dropped."""
    insts = fragment.insts
    members = set(chain)
    others: list[int] = []
    for c in chain:
        operands = insts[c].operands
        if insts[c].op is Opcode.SELECT:
            operands = operands[:1]  # the arm not chosen does not make the select poison
        for o in operands:
            if (
                isinstance(o, Ref)
                and o.index not in members
                and o.index not in others
                and _may_be_poison(fragment, o.index)
            ):
                others.append(o.index)
    width = insts[v].width
    taken = set(fragment.names) - {fragment.names[v]}

    def fresh(base: str) -> str:
        name, n = base, 1
        while name in taken:
            name, n = f"{base}.{n}", n + 1
        taken.add(name)
        return name

    # New instructions go where v was (every k is below it): v_in, then per k the
    # marker k ^ k (cut to v's width: links below a trunc are wider) and the xor into
    # the reading so far, the last of which takes v's uses.
    new_insts: list[Inst] = []
    new_names: list[str] = []
    origin: list[int | None] = []
    index_of: dict[int, int] = {}

    def remap(o: Operand) -> Operand:
        return Ref(index_of[o.index]) if isinstance(o, Ref) else o

    def emit(inst: Inst, name: str, source: int | None) -> int:
        new_insts.append(inst)
        new_names.append(name)
        origin.append(source)
        return len(new_insts) - 1

    for i, inst in enumerate(insts):
        if i != v:
            inst = replace(inst, operands=tuple(remap(o) for o in inst.operands))
            index_of[i] = emit(inst, fragment.names[i], i)
            continue
        name = fragment.names[v]
        reading = emit(Inst(Opcode.VAR, width), fresh(name + ".in") if others else name, v)
        for n, k in enumerate(others):
            k_width = insts[k].width
            marker = index_of[k]
            if not _is_marker(insts, insts[k]):
                marker = emit(Inst(Opcode.XOR, k_width, (Ref(marker),) * 2), fresh(fragment.names[k] + ".poison"), None)
            if k_width != width:
                marker = emit(Inst(Opcode.TRUNC, width, (Ref(marker),)), fresh(fragment.names[k] + ".poison"), None)
            last = n == len(others) - 1
            xor = Inst(Opcode.XOR, width, (Ref(reading), Ref(marker)))
            reading = emit(xor, name if last else fresh(name + ".p"), v if last else None)
        index_of[v] = reading
    cut = replace(
        fragment,
        insts=tuple(new_insts),
        names=tuple(new_names),
        root=index_of[fragment.root],
        pcs=tuple(replace(p, lhs=remap(p.lhs), rhs=remap(p.rhs)) for p in fragment.pcs),
        blockpcs=tuple(replace(b, lhs=remap(b.lhs), rhs=remap(b.rhs)) for b in fragment.blockpcs),
    )
    dropped = {index_of[c] for c in chain if c != v}
    kept = [i for i in _deciding(cut) if i not in dropped]
    return Cut(keep(cut, kept), tuple(origin[i] for i in kept))


def _deciding(fragment: Fragment) -> list[int]:
    """What the root reads, and what may decide which executions are defined even
    when dead (docs/semantics.md, "Executed instructions"): divisions (UB), inputs
    with attributes (assumptions), phis (which gate whether their operands run), and
    what they read. The rest of the dead code — an input the cut left unread, a sum
    only a link read — is dropped."""
    deciding = (
        i
        for i, inst in enumerate(fragment.insts)
        if inst.op in DIVISIONS or inst.op is Opcode.PHI or (inst.op is Opcode.VAR and not inst.attrs.empty)
    )
    return live(fragment, also=deciding)


def _is_marker(insts: tuple[Inst, ...], inst: Inst) -> bool:
    """`k ^ k` (or a trunc of one): 0, or poison with k — what a cut reads v through."""
    if inst.op is Opcode.TRUNC and isinstance(inst.operands[0], Ref):
        return _is_marker(insts, insts[inst.operands[0].index])
    return inst.op is Opcode.XOR and inst.operands[0] == inst.operands[1]


def _reads_marker(insts: tuple[Inst, ...], inst: Inst) -> bool:
    """`v ^ marker`: a link a cut made."""
    return inst.op is Opcode.XOR and any(
        isinstance(o, Ref) and _is_marker(insts, insts[o.index]) for o in inst.operands
    )


def _may_be_poison(fragment: Fragment, index: int) -> bool:
    """Whether instruction `index` can be poison in some execution: false of inputs and
    of flag-free `_NEVER_POISON_OPS` of such values (constants never are)."""
    insts = fragment.insts
    safe: dict[int, bool] = {}
    bounds: dict[int, int] = {}  # `ir.bounds.below` memo, shared over the cone
    for i in cone_of(fragment, index):
        inst = insts[i]
        if inst.op is Opcode.VAR or inst.op is Opcode.FREEZE:
            safe[i] = True
        elif concatenation_of(fragment, i) is not None:
            safe[i] = True  # inputs side by side: no flag on it can make poison
        elif inst.op in SHIFTS:  # poison past the width (LangRef: shl, lshr, ashr)
            amount = inst.operands[1]
            safe[i] = (
                (not inst.flags or widened_shl(fragment, i) is not None)
                and isinstance(amount, Const)
                and amount.value < inst.width
                and all(isinstance(o, Const) or safe[o.index] for o in inst.operands)
            )
        else:
            safe[i] = (
                inst.op in _NEVER_POISON_OPS
                and _flags_never_poison(fragment, i, bounds)
                and all(isinstance(o, Const) or safe[o.index] for o in inst.operands)
            )
    return not safe[index]


def _flags_never_poison(fragment: Fragment, index: int, bounds: dict[int, int]) -> bool:
    """Whether no flag of instruction `index` can make poison: it has none, or an `or
    disjoint`'s operands have disjoint possible ones (`linear_cone.ones_disjoint`:
    ARC2's `(x & 1) | (y << 1)`), or bounds by construction show an `add`/`mul`'s
    `nuw`/`nsw` never fire (`ir.bounds.flags_never_fire`)."""
    inst = fragment.insts[index]
    if not inst.flags:
        return True
    if inst.op is Opcode.OR and inst.flags == {Flag.DISJOINT}:
        return ones_disjoint(fragment, inst.operands)
    return inst.flags <= flags_never_fire(fragment, index, bounds)


def carry_samples(samples: Samples, cut: Cut, into: Samples) -> bool:
    """Add the sampled executions of the original fragment, carried to the cut, to
    the cut's own samples `into`: each input of the cut takes the value its origin had
    (the fresh input v's), so the cut reaches what the samples reached — lucky values
    included (`x ^ y` at x = y). The cut's own draw stays: it is what puts v at the
    edge values. False (nothing added) when an input has no origin.

    The map is checked, not trusted: the carried executions must give the root the
    same value where facts about it must hold, and hold there exactly (the cut's
    theorem; a difference is a bug, `SemanticsMismatch`)."""
    fragment, original = cut.fragment, samples.fragment
    origins: dict[int, int] = {}
    for i in (*fragment.inputs(), *fragment.freezes()):
        o = cut.origin[i]
        if o is None:
            return False
        origins[i] = o
    blocks = {b: original.block_names.index(name) for b, name in enumerate(fragment.block_names)}
    for inputs, evaluation in zip(samples.inputs, samples.chunks, strict=True):
        lanes = len(evaluation.defined)
        first = np.zeros(lanes, dtype=np.int64)  # a missing choice: predecessor 0
        zeros = {i: as_array([0] * lanes, fragment.insts[i].width) for i in fragment.freezes()}  # a missing freeze
        mapped = Inputs(
            vars={i: evaluation.values[origins[i]] for i in fragment.inputs()},
            freezes={i: inputs.freezes.get(origins[i], zeros[i]) for i in fragment.freezes()},
            choices={b: inputs.choices.get(o, first) for b, o in blocks.items()},
        )
        result = evaluate(fragment, mapped)
        holds, held = result.fact_mask(fragment.root), evaluation.fact_mask(original.root)
        same = (holds == held).all() and (
            result.values[fragment.root][held] == evaluation.values[original.root][held]
        ).all()
        if not same:
            raise SemanticsMismatch(f"cutting the chains of %{original.names[original.root]} changed its values")
        into.add(mapped, result)
    return True
