"""Maximally precise demanded bits of one value relative to the fragment's root.

Definition (docs/semantics.md): bit i of v is not demanded when, in every defined
execution where the root is not poison, replacing v by v ^ (1 << i) in all its uses —
with poison-generating flags dropped, and path conditions still seeing the original
values — gives a defined execution with the same demanded root bits, not poison.
That is the default, `DemandedSemantics.TRANSFORM`; under `SOUPER` (Souper's
definition) the flipped program keeps its flags, and only executions where the
flipped one is defined with a non-poison root can show a bit demanded. The session
says which (`Session.demanded`); both implementations below follow it.

The flipped program is built as a fragment (`flipped`), so both implementations of the
semantics evaluate it unchanged: the numpy evaluator refutes candidate bits on the
samples; bits no flip can carry to the demanded root bits are proven not demanded
by mask propagation (`auditor.oracles.flip_mask`); for an input, executions around
the samples that show its lowest bit demanded show more (`_below_shown`); then one
solver query with a symbolic one-hot flip over all surviving bits either proves them
all or names a demanded bit (replayed concretely); repeat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import z3

from auditor.domains.base import Domain
from auditor.domains.demanded_bits import DemandedBits
from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, forward_cone, mask, root_cone
from auditor.ir.opcodes import Opcode
from auditor.ir.rewrite import as_input, keep, live
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.flip_mask import lower_half, undemanded_bits
from auditor.oracles.memo import Slot
from auditor.oracles.refinement import FROZEN_CHOICE_BITS, OriginalBehaviours, frozen_poison
from auditor.oracles.refinement import observable as refinement_observable
from auditor.oracles.result import OracleFact
from auditor.oracles.sampling import EXHAUSTIVE_LIMIT, InputPoint, along_input, lane_point, point_inputs, sample
from auditor.oracles.session import SemanticsMismatch, Session, Status, Unknown
from auditor.semantics.concrete import Evaluation, Inputs, as_array, evaluate, scalar
from auditor.semantics.smt import Encoding, encode

FLIP_NAME = "!flip"  # cannot collide: the reader's names never contain '!'


@dataclass(frozen=True)
class Flipped:
    """The root's cone with v's uses reading `v ^ flip`; `index_map` maps the original
    instruction indices to the flipped fragment's."""

    fragment: Fragment
    index_map: dict[int, int]
    root: int


def flipped(
    fragment: Fragment,
    value: int,
    flip: int | None,
    semantics: DemandedSemantics = DemandedSemantics.TRANSFORM,
) -> Flipped:
    """The flipped program for instruction `value`. `flip` is a constant mask, or None
    for a symbolic one: a new var named FLIP_NAME, placed first. Under `transform`
    the instructions the flip reaches lose their poison-generating flags; under
    `souper` every instruction keeps them."""
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

    users = forward_cone(fragment, value) if semantics is DemandedSemantics.TRANSFORM else set()
    for i in root_cone(fragment):
        inst = fragment.insts[i]
        # Poison-generating flags are dropped on the instructions the flip reaches, as
        # LLVM's BDCE drops them on the (transitive) users of a value it simplifies;
        # elsewhere (and everywhere under `souper`) the flipped program is the
        # original. Var attributes stay.
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
    semantics: DemandedSemantics = DemandedSemantics.TRANSFORM,
    behaviours: OriginalBehaviours | None = None,
    refined: bool = True,
) -> np.ndarray:
    """Lanes where the flip is observable: the original is defined with a non-poison
    root, and the flipped execution (`new`, evaluated here unless given) is undefined,
    poison, or differs in a demanded bit (`transform`); or is defined, not poison, and
    differs in a demanded bit (`souper`). `flip` is built with the same semantics.

    Where a freeze of the original reads poison, the comparison is with every
    execution of the original at that input (`auditor.oracles.refinement`, from
    `behaviours`: by default, enumerated up to REPLAY_CHOICE_BITS bits of frozen
    poison; a lane past that is not observable). `refined=False` compares with the
    lane's own execution only, freeze values shared: what a solver model of the
    shared-execution query must show."""
    if new is None:
        new = evaluate(flip.fragment, flipped_inputs(inputs, flip))
    root = fragment.root
    before = original.values[root] & scalar(original.values[root], demanded_root)
    after = new.values[flip.root] & scalar(new.values[flip.root], demanded_root)
    result: np.ndarray = (
        original.defined & ~original.poison[root] & _observable(new, flip.root, before, after, semantics)
    )
    if not refined or not any(True for _ in fragment.freezes()):
        return result
    # Where a freeze reads poison, the original has other executions at the same
    # input: the flip shows only if none of them gives the flipped root.
    if behaviours is None:
        behaviours = OriginalBehaviours(fragment, limit_bits=REPLAY_CHOICE_BITS)
    shown = new.defined & ~new.poison[flip.root]
    for lane in np.flatnonzero(result & frozen_poison(fragment, original)):
        found = behaviours.at(lane_point(inputs, int(lane)))
        result[lane] = found is not None and refinement_observable(
            found, bool(shown[lane]), int(after[lane]), semantics
        )
    return result


def _observable(
    new: Evaluation, root: int, before: np.ndarray, after: np.ndarray, semantics: DemandedSemantics
) -> np.ndarray:
    """Lanes (of executions whose original is defined with a non-poison root) where the
    flipped execution `new`, whose root is `root`, shows the flip."""
    defined = new.defined & ~new.poison[root]
    if semantics is DemandedSemantics.SOUPER:
        observable: np.ndarray = defined & (before != after)
    else:
        observable = ~(defined & (before == after))
    return observable


def best_demanded(session: Session, index: int) -> OracleFact:
    fragment = session.fragment
    width = fragment.insts[index].width
    root_demanded = fragment.root_demanded_mask
    if index == fragment.root:  # roots are demanded as `infer` says: fully by default
        return OracleFact(index, Domain.DEMANDED_BITS, DemandedBits(root_demanded, width), Status.PROVEN)
    if index not in root_cone(fragment):  # only path conditions (or nothing) read it
        return OracleFact(index, Domain.DEMANDED_BITS, DemandedBits(0, width), Status.PROVEN)
    exhaustive = session.samples.exhaustive
    chunks = list(zip(session.samples.inputs, session.samples.chunks, strict=True))
    demanded = clear = 0  # shown demanded; proven not demanded
    rest = slice(None)  # the first chunk's executions not yet looked at
    if not exhaustive and session.demanded is DemandedSemantics.TRANSFORM and chunks:
        # The first executions show most demanded bits. Of the others, those no flip
        # can carry to the demanded root bits are proven not demanded here, and are
        # neither evaluated on every other sample (an undemanded bit stays a candidate
        # through all of them) nor queried. (Not with exhaustive samples: enumeration
        # stays the independent answer.)
        demanded = demanded_on(session, index, mask(width), *chunks[0], lanes=slice(FIRST_LANES))
        clear = undemanded_bits(fragment, index, mask(width) & ~demanded)
        rest = slice(FIRST_LANES, None)
    for n, (inputs, evaluation) in enumerate(chunks):
        candidates = mask(width) & ~demanded & ~clear
        demanded |= demanded_on(session, index, candidates, inputs, evaluation, lanes=rest if n == 0 else slice(None))
    if exhaustive:
        return OracleFact(index, Domain.DEMANDED_BITS, DemandedBits(demanded, width), Status.EXHAUSTIVE)
    demanded |= _below_shown(session, index, demanded, mask(width) & ~demanded & ~clear, chunks)
    return _prove(session, index, demanded, root_demanded, clear)


LANES_PER_EVALUATION = 1 << 16
"""Executions × candidate bits evaluated at once by `demanded_on`: one evaluation of
the flipped program per group of bits instead of one per bit (the per-instruction
cost of the evaluator is paid once), with its arrays kept to a few MB."""


FIRST_LANES = 64
"""Executions in `demanded_on`'s first slice."""

REFINED_INPUTS = 256
"""Inputs at which a session enumerates the original's executions (frozen poison read
by a freeze, `auditor.oracles.refinement`) to decide whether sampled flips show, at
most: each is one evaluation of up to 2^FROZEN_CHOICE_BITS executions. Past it, such
flips are left to the solver's witness search. Not with exhaustive samples."""

REPLAY_CHOICE_BITS = EXHAUSTIVE_LIMIT.bit_length() - 1
"""Bits of frozen poison a replay enumerates at most: every sample space exhaustive at
the default EXHAUSTIVE_LIMIT fits, so whatever a session shows replays."""


BEHAVIOURS: Slot[tuple[()], OriginalBehaviours] = Slot("original behaviours")
"""`original_behaviours`' memo, one per session."""

SYMBOLIC_FLIPS: Slot[int, Flipped] = Slot("symbolic flips")
"""`symbolic_flip`'s flipped programs per index (a session has one demanded-bits definition)."""

FLIP_CONES: Slot[int, FlipCone] = Slot("flip cones")
"""`flip_cone`'s cones per index."""

WITNESS_ENCODINGS: Slot[tuple[int, int], tuple[Any, Any, tuple[Encoding, int]]] = Slot("witness encodings")
"""`_witness_encoding`'s (flip variable, observability condition, flipped encoding and root)."""


def original_behaviours(session: Session) -> OriginalBehaviours:
    """The session's memo of the original's executions per input: at most
    REFINED_INPUTS inputs of FROZEN_CHOICE_BITS bits of frozen poison, or — with
    exhaustive samples, whose answers must be exact — every input, every bit (no
    more than the sample space holds)."""
    if session.samples.exhaustive:
        return session.memo.once(BEHAVIOURS, (), lambda: OriginalBehaviours(session.fragment, None, None))
    return session.memo.once(
        BEHAVIOURS, (), lambda: OriginalBehaviours(session.fragment, REFINED_INPUTS, FROZEN_CHOICE_BITS)
    )


def symbolic_flip(session: Session, index: int) -> Flipped:
    """The flipped program with a symbolic flip (a var at index 0), built once."""
    return session.memo.once(SYMBOLIC_FLIPS, index, lambda: flipped(session.fragment, index, None, session.demanded))


@dataclass(frozen=True)
class FlipCone:
    """The instructions a symbolic flip reaches, as a fragment of their own: var 0 is
    the flip, vars 1.. stand for the values they read from the rest of the flipped
    program (`reads`: original indices, the flipped value among them), then
    the reached instructions, the root among them. The rest of the flipped program
    computes what the original does (same operands, same flags), so the original's
    values and poison are those vars' — evaluating only the cone gives the flipped
    root, poison and UB of every lane where the original is defined: the rest's UB
    is the original's there (an instruction runs where it did: whether it runs
    depends on block choices only), none. `freezes` maps the cone's freezes to the
    original's."""

    fragment: Fragment
    reads: tuple[int, ...]
    freezes: dict[int, int]


def flip_cone(session: Session, index: int) -> FlipCone:
    """The cone of `symbolic_flip(session, index)`, built once."""
    cached = session.memo.get(FLIP_CONES, index)
    if cached is not None:
        return cached
    flip = symbolic_flip(session, index)
    f = flip.fragment
    xored = flip.index_map[index] + 1  # `flipped` puts the xor right after the value
    reached = sorted({xored} | forward_cone(f, xored))
    inside = set(reached)
    outside = sorted(
        {o.index for i in reached for o in f.insts[i].operands if isinstance(o, Ref) and o.index not in inside}
        - {0}  # the flip itself
    )
    original_of = {new: old for old, new in flip.index_map.items()}
    at = {0: 0} | {r: k for k, r in enumerate(outside, start=1)}
    for i in reached:
        at[i] = len(at)
    insts = [f.insts[0], *(Inst(Opcode.VAR, f.insts[r].width) for r in outside)]
    insts += [
        replace(f.insts[i], operands=tuple(Ref(at[o.index]) if isinstance(o, Ref) else o for o in f.insts[i].operands))
        for i in reached
    ]
    fragment = Fragment(
        insts=tuple(insts),
        names=tuple(f.names[i] for i in [0, *outside, *reached]),
        root=at[f.root],
        blocks=f.blocks,
        block_names=f.block_names,
    )
    freezes = {at[i]: original_of[i] for i in reached if f.insts[i].op is Opcode.FREEZE}
    return session.memo.put(FLIP_CONES, index, FlipCone(fragment, tuple(original_of[r] for r in outside), freezes))


def demanded_on(
    session: Session,
    index: int,
    candidates: int,
    inputs: Inputs,
    original: Evaluation,
    lanes: slice = slice(None),
) -> int:
    """The bits among `candidates` that some execution of `inputs` (evaluated as
    `original`; of those where the root is defined and not poison, the ones in
    `lanes`) shows demanded: every candidate flip of every such execution, evaluated
    in groups of bits (each group one evaluation of the flipped program over tiled
    lanes, `LANES_PER_EVALUATION` at most)."""
    fragment = session.fragment
    width = fragment.insts[index].width
    root = fragment.root
    observed = np.flatnonzero(original.defined & ~original.poison[root])[lanes]
    if not candidates or len(observed) == 0:
        return 0
    cone = flip_cone(session, index)
    behaviours = original_behaviours(session)
    demanded = 0
    start, size = 0, FIRST_LANES
    while start < len(observed) and candidates & ~demanded:
        # Slices that grow: most demanded bits show on the first few executions, and
        # only the bits still undecided are evaluated on the rest.
        part = observed[start : start + min(size, LANES_PER_EVALUATION)]
        start += len(part)
        size *= 4
        bits = [b for b in range(width) if (candidates & ~demanded) >> b & 1]
        group = max(1, LANES_PER_EVALUATION // len(part))
        for first in range(0, len(bits), group):
            chosen = bits[first : first + group]
            shown = np.any(
                _observable_lanes(cone, fragment, inputs, original, part, chosen, width, session.demanded, behaviours),
                axis=1,
            )
            demanded |= sum(1 << b for b, h in zip(chosen, shown, strict=True) if h)
    return demanded


def _observable_lanes(
    cone: FlipCone,
    fragment: Fragment,
    inputs: Inputs,
    original: Evaluation,
    lanes: np.ndarray,
    bits: list[int],
    width: int,
    semantics: DemandedSemantics,
    behaviours: OriginalBehaviours,
) -> np.ndarray:
    """Where flipping each of `bits` is observable: one row per bit, one column per
    lane of `lanes` (ones where the original is defined), from one evaluation of
    the flip's cone over the lanes tiled once per bit. A lane where a freeze of the
    original reads poison shows a bit only if no execution of the original at its
    input (`behaviours`) gives the flipped root (`auditor.oracles.refinement`)."""
    copies = len(bits)
    vars = {0: np.repeat(as_array([1 << b for b in bits], width), len(lanes))}  # the flip, one bit per copy
    poisoned = {}
    for k, r in enumerate(cone.reads, start=1):
        vars[k] = np.tile(original.values[r][lanes], copies)
        poison = original.poison[r][lanes]
        if poison.any():
            poisoned[k] = np.tile(poison, copies)
    tiled = Inputs(
        vars=vars,
        choices={b: np.tile(c[lanes], copies) for b, c in inputs.choices.items()},
        freezes={k: np.tile(inputs.freezes[i][lanes], copies) for k, i in cone.freezes.items() if i in inputs.freezes},
        poisoned=poisoned,
    )
    new = evaluate(cone.fragment, tiled)
    root = fragment.root
    demanded_root = fragment.root_demanded_mask
    before_values = original.values[root][lanes]
    before = np.tile(before_values & scalar(before_values, demanded_root), copies)
    after = new.values[cone.fragment.root] & scalar(new.values[cone.fragment.root], demanded_root)
    observable: np.ndarray = _observable(new, cone.fragment.root, before, after, semantics)
    observable = observable.reshape(copies, len(lanes))
    if any(True for _ in fragment.freezes()):
        frozen = frozen_poison(fragment, original)[lanes]
        shown = (new.defined & ~new.poison[cone.fragment.root]).reshape(copies, len(lanes))
        after = after.reshape(copies, len(lanes))
        for j in np.flatnonzero(frozen & observable.any(axis=0)):
            found = behaviours.at(lane_point(inputs, int(lanes[j])))
            for k in map(int, np.flatnonzero(observable[:, j])):
                observable[k, j] = found is not None and refinement_observable(
                    found, bool(shown[k, j]), int(after[k, j]), semantics
                )
    return observable


def _prove(session: Session, index: int, demanded: int, root_demanded: int, clear: int = 0) -> OracleFact:
    """Witness queries until the solver proves the remaining candidates not demanded.

    After a witness, the next query asks only about the lower half of the remaining
    candidates (`lower_half`): low bits are the ones executions rarely show demanded
    (a carry or a comparison reaches them only near a boundary), and an execution that
    shows a low bit demanded shows most bits above it demanded too (where `v + a` is
    within 2^b of what it is compared with, every bit from b up flips the
    comparison), all found at once by the check around the witness. Asked about every
    candidate, the solver names whichever bit is easiest, often a high one, and the
    low ones cost a query each. An unsat answer about the lower half proves those bits
    not demanded; the next query then asks about every candidate left."""
    width = session.fragment.insts[index].width
    started = session.queries
    # `clear`: proven not demanded (`auditor.oracles.flip_mask` before any query)
    lower = False  # ask about the lower half of the candidates only
    while candidates := mask(width) & ~demanded & ~clear:
        ask = lower_half(candidates) if lower else candidates
        try:
            found = demanded_witness(session, index, ask, root_demanded)
        except Unknown:
            if ask != candidates:
                lower = False  # asked about every candidate instead
                continue
            if _not_demanded_when_cut(session, index, candidates, root_demanded):
                break
            return OracleFact(
                index,
                Domain.DEMANDED_BITS,
                DemandedBits(mask(width) & ~clear, width),
                Status.PARTIAL,
                bound=DemandedBits(demanded, width),
                queries=session.queries - started,
            )
        if found is None:
            if ask == candidates:
                break
            clear |= ask
            lower = False
            continue
        bit, point = found
        demanded |= 1 << bit
        # The witness execution, and executions near it, usually show other candidates
        # demanded too (where a compare flips, most bits of its operands matter; where
        # a carry reaches a demanded bit, so do its neighbours'): all checked at once.
        for around in _around(session.fragment, index, bit, point):
            near = neighbours(session.fragment, around, seed=session.queries)
            demanded |= demanded_on(session, index, candidates & ~demanded, near, evaluate(session.fragment, near))
        lower = True
    return OracleFact(
        index, Domain.DEMANDED_BITS, DemandedBits(demanded, width), Status.PROVEN, queries=session.queries - started
    )


BELOW_SHOWN_ROUNDS = 4
"""Rounds of `_below_shown`: each starts from the lowest bit shown demanded so far."""

BELOW_SHOWN_POINTS = 2
"""Executions showing that bit that `_below_shown` looks around, per round."""


def _below_shown(
    session: Session, index: int, demanded: int, candidates: int, pool: list[tuple[Inputs, Evaluation]]
) -> int:
    """The bits among `candidates` shown demanded around executions of `pool` (the
    samples) that show the lowest bit of `demanded` demanded, for an input: what
    `_prove` does after a witness (`_around`), done first with the witnesses the
    samples already hold. It runs only while candidates are left below that bit: the
    bits samples miss are most often low ones, shown only near a boundary (a carry
    into the compared or kept bits), and the boundary between the execution and its
    mirror is one where they cross. Repeated from the lowest bit found, while it
    finds more.

    Why: a 64-bit input of a sum of `mul nuw` products shifted right by 32 has its
    high bits shown by the samples and its low 32 bits by no sample; the witness
    query for them, over several 64-bit multiplications, gives up within its budget,
    where this shows every bit in a few evaluations (see docs/history.md). Only
    inputs: for another value `_around` is the execution alone, and looking around it
    shows nothing more. Which bits are demanded is decided by `demanded_on`'s
    concrete evaluation, as everywhere."""
    fragment = session.fragment
    if fragment.insts[index].op is not Opcode.VAR:
        return 0
    cone, width = flip_cone(session, index), fragment.insts[index].width
    behaviours = original_behaviours(session)
    found = 0
    for _ in range(BELOW_SHOWN_ROUNDS):
        shown = demanded | found
        bit = (shown & -shown).bit_length() - 1
        if bit < 0 or not candidates & ~found & ((1 << bit) - 1):
            break
        points: list[Inputs] = []
        for inputs, evaluation in pool:
            observed = np.flatnonzero(evaluation.defined & ~evaluation.poison[fragment.root])
            if len(observed) == 0:
                continue
            (shows,) = _observable_lanes(
                cone, fragment, inputs, evaluation, observed, [bit], width, session.demanded, behaviours
            )
            for lane in observed[shows][: BELOW_SHOWN_POINTS - len(points)]:
                points.append(point_inputs(fragment, *lane_point(inputs, int(lane))))
            if len(points) == BELOW_SHOWN_POINTS:
                break
        before, pool = found, []
        for point in points:
            for around in _around(fragment, index, bit, point):
                near = neighbours(fragment, around, seed=bit)
                evaluation = evaluate(fragment, near)
                found |= demanded_on(session, index, candidates & ~found, near, evaluation)
                pool.append((near, evaluation))
        if found == before:
            break
    return found


def _around(fragment: Fragment, index: int, bit: int, point: Inputs) -> list[Inputs]:
    """Where to look for more demanded bits after a witness: the witness execution and,
    when the value is an input, its mirror — the execution the flip leads to, itself
    an execution of the fragment — and the boundary between them (`_boundary`). A
    flip is often observable because it crosses a boundary (`x + c` wraps only near
    2^w): the solver's witness then sits just outside it, where only the one bit
    crosses, and its mirror just inside, where every bit that leaves it does."""
    if fragment.insts[index].op is not Opcode.VAR:
        return [point]
    seed = lane_point(point, 0)
    value = seed[0][index]
    mirror = along_input(fragment, seed, index, [value ^ 1 << bit])
    return [point, mirror, *_boundary(fragment, index, seed, value, value ^ 1 << bit)]


BOUNDARY_LADDER = 64
"""Values of the input evaluated at once per round of `_boundary`'s search."""


def _boundary(fragment: Fragment, index: int, seed: InputPoint, a: int, b: int) -> list[Inputs]:
    """The execution `seed` with input `index` set to two adjacent values between
    `a` and `b` whose demanded root bits differ, or where one shows them and the
    other does not (undefined, or a poison root): those of the two that show them;
    none when `a` and `b` do not differ so.

    Why: where a comparison of a sum decides the root (`x + y < z`), a low bit of x is
    demanded only in executions within 2^bit of the boundary, which random samples
    almost never hit and the solver shows one bit per query (a 64-bit compare of
    sums takes 20 to 40 witness queries, one per bit). At adjacent values v, v + 1 on
    either side, flipping any bit that is clear in v (from v) or set in v + 1 (from
    v + 1) crosses a threshold: one evaluation of every candidate there
    (`demanded_on`) shows most bits at once. The search is a heuristic that only
    chooses executions; which bits they show demanded is decided by `demanded_on`,
    under the session's semantics. Each round evaluates a ladder of BOUNDARY_LADDER
    values between the last two whose outcomes differ: at most 11 evaluations for 64
    bits, a few milliseconds."""
    root, demanded_root = fragment.root, fragment.root_demanded_mask

    def outcomes(values: list[int]) -> list[int | None]:
        """The demanded root bits at each value of the input (None: not observable)."""
        evaluation = evaluate(fragment, along_input(fragment, seed, index, values))
        shown = evaluation.defined & ~evaluation.poison[root]
        at = evaluation.values[root]
        return [int(at[k]) & demanded_root if shown[k] else None for k in range(len(values))]

    lo, hi = sorted((a, b))
    while True:
        ladder = sorted({lo + (hi - lo) * k // BOUNDARY_LADDER for k in range(BOUNDARY_LADDER + 1)})
        seen = outcomes(ladder)
        if seen[0] == seen[-1]:  # only in the first round: after it, the ends differ
            return []
        # The first change along the ladder (from or to an execution that shows
        # nothing counts: a flip across an overflow boundary can be what is seen).
        k = next(k for k in range(len(ladder) - 1) if seen[k] != seen[k + 1])
        lo, hi = ladder[k], ladder[k + 1]
        if hi - lo == 1:
            return [
                along_input(fragment, seed, index, [v])
                for v, o in zip((lo, hi), seen[k : k + 2], strict=True)
                if o is not None
            ]


def _not_demanded_when_cut(session: Session, index: int, candidates: int, root_demanded: int) -> bool:
    """Whether no bit of `candidates` is demanded in the fragment *cut* at the value:
    the value made a fresh input (`as_input`), what only computed it dropped. Then none
    is demanded in the fragment either: each execution e maps to the cut execution
    with that input = e's value and every other input as in e, which computes the same
    values (less UB: dropped instructions' only narrowed the defined set), and a flip
    is observable in e only if it is in its image (a poison value's flip is still
    poison: never observable). The cut query is often easy where the whole one is not:
    with `x + y` cut to one input, Z3 no longer distributes `(x + y) * 1000` into a
    sum the flipped copy `((x + y) ^ flip) * 1000` does not match, and no multiplier
    equivalence is left to prove. The converse fails (the cut input takes values the
    value cannot), so a demanded bit found here proves nothing and is not used."""
    fragment = session.fragment
    if fragment.insts[index].op is Opcode.VAR:
        return False
    cut_input = as_input(fragment, index)
    kept = live(cut_input)
    cut = keep(cut_input, kept)
    cut_session = session.derived(cut, sample(cut, exhaustive_limit=0, random_points=CUT_SAMPLES))
    with session.charging(cut_session):
        try:
            return demanded_witness(cut_session, kept.index(index), candidates, root_demanded) is None
        except Unknown:
            return False


CUT_SAMPLES = 4
"""Random executions of a cut fragment: its samples are not used for answers."""


NEIGHBOURS = 16
"""Executions drawn around a witness per input: that input's bits flipped at random
(one bit, then a few), every other input as in the witness."""


def neighbours(fragment: Fragment, point: Inputs, seed: int) -> Inputs:
    """The one-lane execution `point` and, for each var, NEIGHBOURS lanes that differ
    from it in that var only (seeded, so an oracle run is reproducible)."""
    rng = random.Random(seed)
    lanes = 1 + NEIGHBOURS * len(point.vars)
    columns = {i: [int(v[0])] * lanes for i, v in point.vars.items()}
    for n, (i, column) in enumerate(columns.items()):
        width = fragment.insts[i].width
        for k in range(NEIGHBOURS):
            flips = 1 if k < NEIGHBOURS // 2 else rng.randint(2, 4)
            delta = sum(1 << rng.randrange(width) for _ in range(flips))
            column[1 + n * NEIGHBOURS + k] ^= delta
    return Inputs(
        vars={i: as_array(column, fragment.insts[i].width) for i, column in columns.items()},
        choices={b: np.repeat(c, lanes) for b, c in point.choices.items()},
        freezes={i: np.repeat(v, lanes) for i, v in point.freezes.items()},
    )


def demanded_witness(session: Session, index: int, candidates: int, root_demanded: int) -> tuple[int, Inputs] | None:
    """A bit among `candidates` (a mask) that is demanded, with an execution showing it
    (replayed concretely, `refinement` included), or None when the solver proves none
    of them is. Raises Unknown on budget, and when the only witnesses left read
    frozen poison too wide to enumerate (their replay could not confirm them).

    Up to three queries, each a symbolic one-hot flip over all candidates: (1) the
    original and the flipped execution share their freeze values. No model: none is
    demanded — a witness under refinement is one here too (take the original's
    freeze values to be the flipped one's). A model whose original reads no frozen
    poison is a witness. Else (2) the same with no freeze of the original reading
    poison: a model is a witness. No model: (3) ∃ input and flipped freeze values ∀
    original freeze values — the definition itself, asked of the quantifier engine
    (`Session.exists_forall`) and replayed."""
    fragment = session.fragment
    width = fragment.insts[index].width
    flip_var, base, new = _witness_encoding(session, index, root_demanded)
    # The flip's other bits are the constant 0, not a constraint: after bit-blasting,
    # a use such as `(v ^ flip) & M` with M clear on every candidate is then the very
    # circuit of `v & M`, the two copies of what follows merge, and the query is
    # trivial; with a free flip the solver must learn that those bits are 0 first
    # (a one-hot flip over the masked-out bits of a 64-bit multiplication's operand
    # ran out of time).
    flip = _only(flip_var, candidates, width)
    one_hot = z3.Or(*[flip == (1 << b) for b in range(width) if candidates >> b & 1])
    query = z3.substitute(base, (flip_var, flip))
    model = session.check(query, one_hot, kind="demanded-witness")
    if model is None:
        return None
    bit = model.eval(flip, model_completion=True).as_long().bit_length() - 1
    inputs = _replay(session, session.enc.point(model), index, bit, root_demanded)
    if inputs is not None:
        return bit, inputs
    # The witness's original reads frozen poison and some execution of it gives the
    # flipped root (or it is too wide to tell): look for one that reads none.
    enc = session.enc
    reads_none = z3.And(
        *[
            z3.Not(enc.poison[o.index])
            for i in fragment.freezes()
            if isinstance(o := fragment.insts[i].operands[0], Ref)
        ]
    )
    model = session.check(query, one_hot, reads_none, kind="demanded-witness")
    if model is not None:
        bit = model.eval(flip, model_completion=True).as_long().bit_length() - 1
        inputs = _replay(session, session.enc.point(model), index, bit, root_demanded)
        if inputs is None:
            raise SemanticsMismatch(
                f"a flip of %{fragment.names[index]} where no freeze reads poison does not replay concretely"
            )
        return bit, inputs
    return _quantified_witness(session, index, candidates, root_demanded, flip_var, new)


def _witness_encoding(session: Session, index: int, root_demanded: int) -> tuple[Any, Any, Any]:
    """The flip variable, the shared-execution condition that a flip is observable
    (the session's solver asserts that the original is defined), and the flipped
    program's encoding (its inputs are the original's, by name), built once."""
    fragment = session.fragment
    key = (index, root_demanded)
    cached = session.memo.get(WITNESS_ENCODINGS, key)
    if cached is None:
        sym = symbolic_flip(session, index)
        new = encode(sym.fragment)  # shares every input with the original by name
        orig = session.enc
        observable = _observable_term(session, orig, new, sym.root, root_demanded)
        cached = session.memo.put(
            WITNESS_ENCODINGS,
            key,
            (new.vars[0], z3.And(z3.Not(orig.poison[fragment.root]), observable), (new, sym.root)),
        )
    return cached


def _observable_term(session: Session, orig: Any, new: Any, nroot: int, root_demanded: int) -> Any:
    """That the flipped execution `new` (root `nroot`) shows the flip against the
    original execution `orig`, under the session's definition."""
    root = session.fragment.root
    m = z3.BitVecVal(root_demanded, session.fragment.root_inst.width)
    defined = z3.And(new.defined, z3.Not(new.poison[nroot]))
    equal = (orig.values[root] & m) == (new.values[nroot] & m)
    if session.demanded is DemandedSemantics.SOUPER:
        return z3.And(defined, z3.Not(equal))  # a poison or undefined flip shows nothing
    return z3.Not(z3.And(defined, equal))


QUANTIFIED_PREFIX = "!every."
"""The names of the original's copy whose freeze values `_quantified_witness` binds."""


def _quantified_witness(
    session: Session, index: int, candidates: int, root_demanded: int, flip_var: Any, flipped_encoding: Any
) -> tuple[int, Inputs] | None:
    """Query (3) of `demanded_witness`: an input, flipped freeze values and a candidate
    bit such that every execution of the original at that input (a copy whose freeze
    values are bound; its vars and block choices are the session's) is defined with a
    non-poison root and the flip shows against it. None when there is none; the
    quantifier engine's witness is replayed (frozen poison enumerated) before it is
    used, and raises Unknown when the replay cannot confirm it."""
    fragment = session.fragment
    width = fragment.insts[index].width
    enc = session.enc
    new, nroot = flipped_encoding
    every = encode(fragment, prefix=QUANTIFIED_PREFIX)
    shared = [(every.vars[i], enc.vars[i]) for i in every.vars] + [
        (every.choices[b], enc.choices[b]) for b in every.choices
    ]
    flip = _only(flip_var, candidates, width)
    one_hot = z3.Or(*[flip == (1 << b) for b in range(width) if candidates >> b & 1])
    claim = z3.And(
        every.defined,
        z3.Not(every.poison[fragment.root]),
        _observable_term(session, every, new, nroot, root_demanded),
    )
    claim = z3.substitute(z3.And(claim, one_hot), *shared, (flip_var, flip))
    found = session.exists_forall(list(every.freezes.values()), claim)
    if found is None:
        return None
    values = {c.get_id(): v for c, v in found.items()}
    point = (
        {i: values.get(t.get_id(), 0) for i, t in enc.vars.items()},
        {b: values.get(t.get_id(), 0) for b, t in enc.choices.items()},
        {i: values.get(t.get_id(), 0) for i, t in enc.freezes.items()},
    )
    flip_value = z3.simplify(z3.substitute(flip, (flip_var, z3.BitVecVal(values.get(flip_var.get_id(), 0), width))))
    bit = flip_value.as_long().bit_length() - 1
    try:
        inputs = _replay(session, point, index, bit, root_demanded) if bit >= 0 else None
    except SemanticsMismatch:  # the quantifier engine's word, not the semantics'
        inputs = None
    if inputs is None:
        raise Unknown("a flip shows only where a freeze reads poison, and its replay could not confirm it")
    return bit, inputs


def _only(var: Any, bits: int, width: int) -> Any:
    """`var` with every bit outside `bits` replaced by the constant 0 (a concat)."""
    pieces: list[Any] = []
    b = width - 1
    while b >= 0:
        keep = bits >> b & 1
        low = b
        while low > 0 and (bits >> (low - 1) & 1) == keep:
            low -= 1
        pieces.append(z3.Extract(b, low, var) if keep else z3.BitVecVal(0, b - low + 1))
        b = low - 1
    return pieces[0] if len(pieces) == 1 else z3.Concat(*pieces)


def _replay(session: Session, point: InputPoint, index: int, bit: int, root_demanded: int) -> Inputs | None:
    """The execution `point` as evaluator inputs when flipping `bit` is observable
    there concretely (`violations`, refinement included); None when it is so only with
    the freeze values shared (the original reads frozen poison). Raises
    SemanticsMismatch when it is not even that: the solver said it was."""
    vars, choices, freezes = point
    inputs = point_inputs(session.fragment, vars, choices, freezes)
    original = evaluate(session.fragment, inputs)
    flip = flipped(session.fragment, index, 1 << bit, session.demanded)
    new = evaluate(flip.fragment, flipped_inputs(inputs, flip))
    args = (original, session.fragment, flip, inputs, root_demanded, new, session.demanded)
    if not violations(*args, refined=False)[0]:
        raise SemanticsMismatch(
            f"solver says bit {bit} of %{session.fragment.names[index]} is demanded at {vars}, "
            "the concrete evaluator disagrees"
        )
    return inputs if violations(*args)[0] else None
