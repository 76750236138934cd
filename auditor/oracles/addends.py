"""Sums of independent addends: runs of a sum from runs of each addend (sumsets).

Why: curve25519, poly1305, mlkem and the bignum code sum products of limbs,
`a·b + c·d + 19·e·f + …`, every factor its own input. Moving one input moves one
product, so a run of the sum (`auditor.oracles.runs`) spans one product's values at
most — 2^32 multiples of a 32-bit factor among 2^64 values — and the sum's smallest
range, most often the full set, was left partial. The addends move independently,
though: with `a` at 2^32 − 1 the first product runs over 2^32 multiples of 2^32 − 1,
with `d` at 1 the second over every value below 2^32, and their sum over every value
of an interval of 2^64 − 2^32 + 1; the other addends, at the seed executions, place
that interval at several offsets, which together cover every value.

Independence. The value is a tree of `add` and `sub` that make no poison (no flags, or
`nuw`/`nsw` that bounds by construction show never fire, `auditor.ir.bounds`), and of
`or` and `xor` of operands whose possible ones share no bit (sums without carries), with
constants (an offset) and leaves, the addends, that share no instruction and no block
(the phis of one block choose together); every instruction of the fragment is in the
tree or under exactly one leaf, and the fragment has no path condition. Then executions of the leaves' cones, each at its own
inputs, are together one execution of the fragment (every input is under one leaf),
facts hold on it when they hold on each (UB and poison of an instruction depend on its
leaf's inputs only, and the tree's adds and subs make neither), and its value is the
signed sum of the leaves'.

An addend's runs. A run of the root (proven by `RunFinder.prove`) along an input x of
leaf a, every input under another leaf at a seed execution P, holds the values
S(P) − c_a(P) + c_a(x) where S is the root and c_a = ±leaf a (its sign in the tree):
shifted by c_a(P) − S(P), it is a run of the contribution c_a. Runs are probed at the
seeds, and with one other input of the leaf pinned at 1 or at its largest value,
unsigned or signed (the other factor of a product: a run of every value, or the one of
largest step), the leaf's remaining inputs as seeded or at 1; the seeds' own
contributions are one-value runs. The sumset of one run per addend, plus the offset,
is reached (`run_sum`, `sum_runs`).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from auditor.ir.bounds import flags_never_fire
from auditor.ir.fragment import Fragment, Ref, cone_of, mask
from auditor.ir.opcodes import Flag, Opcode
from auditor.oracles.linear_cone import ones_disjoint
from auditor.oracles.memo import Slot
from auditor.oracles.runs import Run, RunFinder
from auditor.oracles.sampling import InputPoint, joined, point_inputs
from auditor.oracles.session import Session
from auditor.semantics.concrete import Evaluation, evaluate

SUM_RUNS = 64
"""Runs of a partial sum kept (the widest) before the next addend's are added."""
PROBE_SEEDS = 2  # seeds runs of the addends are probed at (`RunFinder.seeds` order)
ADDEND_PROBES = 64
"""Probes of one addend's runs at most (`_probe_points`, each a dozen evaluations or
so): leaves of seven inputs and more would otherwise ask about 300. Larger: more runs
probed on such leaves, more evaluations for each."""


def _pins(width: int) -> list[int]:
    """Values another input of the leaf is pinned at: 1 — the other factor of a product
    then runs over every value — and the largest, unsigned (curve25519's 32-bit limbs)
    and signed (mlkem's sign-extended 16-bit ones), and the smallest signed: runs of
    the largest step."""
    half = 1 << (width - 1)
    return list(dict.fromkeys((1, mask(width), half - 1, half)))


@dataclass(frozen=True)
class Addend:
    """Leaf `index` of a sum, counted with `sign` (+1, or −1 under an odd number of
    subtrahends), its cone's inputs `inputs`."""

    index: int
    sign: int
    inputs: tuple[int, ...]


@dataclass(frozen=True)
class Sum:
    """A value as `offset` (the tree's constants, signed) plus its `addends`."""

    addends: tuple[Addend, ...]
    offset: int


def independent_addends(fragment: Fragment, index: int) -> Sum | None:
    """Value `index` as a sum of two or more independent addends (see the module
    docstring) and constants, or None when it is not one."""
    if fragment.pcs or fragment.blockpcs:
        return None
    leaves: list[tuple[int, int]] = []
    tree: set[int] = set()
    offset = 0

    def walk(i: int, sign: int) -> None:
        nonlocal offset
        inst = fragment.insts[i]
        if (
            (inst.op is Opcode.SUB and not inst.flags)
            # `add` whose flags bounds by construction show never fire (the bignum code's
            # `add nuw (mul nuw (zext a), (zext b)), (zext c)` at 128 bits)
            or (inst.op is Opcode.ADD and inst.flags <= flags_never_fire(fragment, i))
            or _disjoint_fields(fragment, i)
        ):
            tree.add(i)
            for k, o in enumerate(inst.operands):
                s = -sign if inst.op is Opcode.SUB and k == 1 else sign
                if isinstance(o, Ref):
                    walk(o.index, s)
                else:
                    offset += s * o.value
        else:
            leaves.append((i, sign))

    walk(index, 1)
    if len(leaves) < 2:
        return None
    cones = [set(cone_of(fragment, i)) for i, _ in leaves]
    seen: set[int] = set(tree)
    for cone in cones:
        if cone & seen:  # a shared instruction (or a leaf used twice)
            return None
        seen |= cone
    if seen != set(range(len(fragment.insts))):
        return None  # an instruction outside the sum may make UB on several leaves' inputs
    blocks = [{fragment.insts[i].block for i in cone if fragment.insts[i].op is Opcode.PHI} for cone in cones]
    if sum(map(len, blocks)) != len(set().union(*blocks)):
        return None
    addends = tuple(
        Addend(i, sign, tuple(x for x in sorted(cone) if fragment.insts[x].op is Opcode.VAR))
        for (i, sign), cone in zip(leaves, cones, strict=True)
    )
    return Sum(addends, offset & mask(fragment.insts[index].width))


def _disjoint_fields(fragment: Fragment, index: int) -> bool:
    """Whether `index` is an `or` (maybe `disjoint`) or a flagless `xor` of operands
    whose possible ones share no bit (`linear_cone.ones_disjoint`): then it is their
    sum, no carry, and never poison — in every execution, each operand's ones lie in
    its possible ones (`select c, 0, 8` beside `x & ~8`)."""
    inst = fragment.insts[index]
    if not ((inst.op is Opcode.OR and inst.flags <= {Flag.DISJOINT}) or (inst.op is Opcode.XOR and not inst.flags)):
        return False
    return ones_disjoint(fragment, inst.operands)


def shifted(run: Run, by: int) -> Run:
    return Run((run.start + by) & mask(run.width), run.step, run.count, run.width)


def capped(start: int, step: int, count: int, width: int) -> Run:
    """The run start + step·j, j < count, cut to its first distinct values (Run's
    invariant step·(count − 1) < 2^width)."""
    return Run(start & mask(width), step, min(count, ((1 << width) - 1) // step + 1), width)


def run_sum(a: Run, b: Run) -> list[Run]:
    """Runs whose values are all sums of a value of `a` and one of `b` (mod 2^w): the
    widest of `_progression_sum` in either order, and `a` and `b` each shifted by the
    other's first value."""
    if a.count == 1:
        return [shifted(b, a.start)]
    if b.count == 1:
        return [shifted(a, b.start)]
    sums = [r for r in (_progression_sum(a, b), _progression_sum(b, a)) if r is not None]
    widest = [max(sums, key=lambda r: r.count)] if sums else []
    return [*widest, shifted(a, b.start), shifted(b, a.start)]


def _progression_sum(fine: Run, coarse: Run) -> Run | None:
    """A run of the sums t·j + s·i (j < J, i < I; t, J and s, I the step and count of
    `fine` and `coarse`, the runs' first values added): with g = gcd(s, t) and T = t/g,
    every multiple of g from L = s·(T − 1) to U = s·(I − T) + t·(J − 1), when
    s/g ≤ J (None when that fails or L > U).

    Proof. The residues s·i mod t for i < T are the multiples of g mod t, each once
    (s/g is invertible mod T). Given x ≡ 0 (mod g) in [L, U], take i0 < T with
    s·i0 ≡ x (mod t) and the largest i = i0 + k·T (k ≥ 0) with s·i ≤ x and i < I —
    k = 0 qualifies, as s·i0 ≤ L ≤ x. Then j = (x − s·i)/t is a whole number ≥ 0
    (s·T ≡ 0 mod t), and j < J: either the next i would pass x, so x − s·i < s·T and
    j < s/g ≤ J; or it would reach I, so i ≥ I − T and x − s·i ≤ U − s·(I − T) =
    t·(J − 1). When t divides s this is the interval of k = j + (s/t)·i from 0 to
    (s/t)·(I − 1) + J − 1 in steps of t."""
    t, s = fine.step, coarse.step
    g = math.gcd(s, t)
    period = t // g
    if s // g > fine.count or coarse.count < period:
        return None
    low = s * (period - 1)
    high = s * (coarse.count - period) + t * (fine.count - 1)
    if low > high:
        return None
    return capped(fine.start + coarse.start + low, g, (high - low) // g + 1, fine.width)


def sum_runs(pools: Sequence[Sequence[Run]], keep: int = SUM_RUNS) -> list[Run]:
    """Runs of the sum of the addends whose reached runs `pools` lists (one list per
    addend): the sumsets of one run of each, the `keep` widest after each addend."""
    sums = list(dict.fromkeys(pools[0]))
    for pool in pools[1:]:
        grown = dict.fromkeys(s for a in sums for b in pool for s in run_sum(a, b))
        sums = sorted(grown, key=lambda r: -r.span)[:keep]
    return sums


SUMS: Slot[int, Sum | None] = Slot("sums")
"""`sum_of`'s sums per index."""

ADDEND_RUNS: Slot[int, list[Run]] = Slot("addend runs")
"""`addend_runs`' runs per index."""


def sum_of(session: Session, index: int) -> Sum | None:
    """`independent_addends` of value `index`, once per session."""
    return session.memo.once(SUMS, index, lambda: independent_addends(session.fragment, index))


def addend_runs(session: Session, index: int) -> list[Run]:
    """Runs of value `index`, reached, as sumsets of proven runs of its independent
    addends (none when it is not such a sum). Once per session and value."""
    cached = session.memo.get(ADDEND_RUNS, index)
    if cached is not None:
        return cached
    runs: list[Run] = []
    found = sum_of(session, index)
    seeds = RunFinder(session, index, 0).seeds() if found is not None else []
    if found is not None and seeds:
        at_seeds = _evaluated(session.fragment, seeds)  # every seed at once, read by every addend
        # A finder per addend: a finder skips runs of the root that it proved already,
        # and one addend's run can be the root values another's is (`c·d` at d = 1 and
        # `a·b` at a = 1 both run over an interval of 2^32 values).
        pools = [_pool(RunFinder(session, index, 0), addend, seeds, at_seeds) for addend in found.addends]
        runs = sum_runs([*pools, [Run(found.offset, 1, 1, session.fragment.insts[index].width)]])
    return session.memo.put(ADDEND_RUNS, index, runs)


def _pool(finder: RunFinder, addend: Addend, seeds: list[InputPoint], at_seeds: Evaluation) -> list[Run]:
    """Runs of the addend's contribution: the seeds' values (`at_seeds`, their
    evaluation), and its proven runs (the widest probed, and the longest of every
    value)."""
    pool = [Run(_contribution(finder, addend, at_seeds, lane)[0], 1, 1, finder.width) for lane in range(len(seeds))]
    points = itertools.islice(_probe_points(finder.fragment, addend, seeds), ADDEND_PROBES)
    probes = [p for p in (finder.probe(point, x, point[0][x], 1) for point, x in points) if p]
    if not probes:
        return pool
    chosen = [max(probes, key=lambda p: p.run.span)]
    dense = [p for p in probes if p.run.step == 1]
    if dense and (longest := max(dense, key=lambda p: p.run.count)) is not chosen[0]:
        chosen.append(longest)
    for probe in chosen:
        run = finder.prove(probe)
        if run is not None:
            at_probe = _evaluated(finder.fragment, [(probe.vars, probe.choices, probe.freezes)])
            mine, root = _contribution(finder, addend, at_probe, 0)
            pool.append(shifted(run, mine - root))
    return pool


def _probe_points(fragment: Fragment, addend: Addend, seeds: list[InputPoint]) -> Iterator[tuple[InputPoint, int]]:
    """(execution, x) pairs runs of the addend are probed from, in this order: each
    input x of the leaf at the first PROBE_SEEDS seeds; then with one other input y of
    the leaf at each of `_pins`, the rest as seeded; then, with three inputs or
    more, the rest at 1 (`c · (d · e)`: c runs in steps of 2^64 − 1 at d = 2^64 − 1
    and e = 1). The cheap ones first: `_pool` takes ADDEND_PROBES of them."""
    firsts = seeds[:PROBE_SEEDS]
    for point in firsts:
        for x in addend.inputs:
            yield point, x
    for ones_too in (False, True):
        for vars, choices, freezes in firsts:
            for x in addend.inputs:
                others = [y for y in addend.inputs if y != x]
                if ones_too and len(others) < 2:
                    continue
                rest = {y: 1 for y in others} if ones_too else {}
                for y in others:
                    for pin in _pins(fragment.insts[y].width):
                        yield ({**vars, **rest, y: pin}, choices, freezes), x


def _evaluated(fragment: Fragment, points: Sequence[InputPoint]) -> Evaluation:
    """The fragment evaluated at `points`, one lane each."""
    return evaluate(fragment, functools.reduce(joined, (point_inputs(fragment, *p) for p in points)))


def _contribution(finder: RunFinder, addend: Addend, ev: Evaluation, lane: int) -> tuple[int, int]:
    """The addend's signed value and the root's in lane `lane` of `ev`."""
    w = finder.width
    leaf = int(ev.values[addend.index][lane]) * addend.sign
    return leaf & mask(w), int(ev.values[finder.index][lane]) & mask(w)
