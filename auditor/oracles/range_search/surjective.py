"""Whether a value takes every one of its 2^w values, shown without quantifiers."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import z3

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, Ref, choice_combinations, cone_of, mask
from auditor.ir.opcodes import Opcode
from auditor.oracles.addends import addend_runs, sum_of
from auditor.oracles.bijection import Bijection, structural_bijections
from auditor.oracles.lines import bijective_on_a_line
from auditor.oracles.memo import Slot
from auditor.oracles.pinned_polynomial import surjective_by_polynomial
from auditor.oracles.range_search.pins import (
    defined_pin,
    free_windows,
    meeting,
    pin_points,
    pins_passing,
    sampled_point,
)
from auditor.oracles.range_search.pipeline import Guard, Stage, run_stages
from auditor.oracles.range_search.target import Target
from auditor.oracles.runs import (
    gap_bound,
)
from auditor.oracles.sampling import InputPoint
from auditor.oracles.session import Unknown
from auditor.oracles.tfunction import injective_low_bits
from auditor.oracles.trace import Outcome
from auditor.oracles.triangular import find_window

NEARLY_FULL = 64
"""A sampled range missing less than 1/64 of the space is tried as the full set first."""


def is_nearly_full(sampled: ConstantRange) -> bool:
    """Whether the samples' smallest range misses less than 1/NEARLY_FULL of the space."""
    return sampled.size >= (1 << sampled.width) - (1 << sampled.width) // NEARLY_FULL


SAMPLED_GAP_SPREAD = 4
"""How many times the widest gap n uniform samples leave (about ln n / n of the
space) a sampled range may miss and still be tried as the full set (`may_be_full`)."""


def may_be_full(sampled: ConstantRange, count: int) -> bool:
    """Whether the samples' range `sampled`, of `count` sampled values, is no evidence
    against the full set: nearly full (`is_nearly_full`), or missing no more than
    SAMPLED_GAP_SPREAD times the widest gap that many uniform values leave, at most
    half the space. Poison flags leave few defined executions of a packed word's
    fields (`sampling._narrowed` draws more of them): their range can miss a few
    percent of a set that is full."""
    if is_nearly_full(sampled):
        return True
    space = 1 << sampled.width
    gap = space // 2 if count < 2 else min(space // 2, int(space * SAMPLED_GAP_SPREAD * math.log(count) / count))
    return sampled.size >= space - gap


def takes_every_value(target: Target, sampled: ConstantRange | None = None) -> bool:
    """Whether the target is shown to take all 2^w values: by construction (a chain of
    bijections), or — when the samples' range `sampled` (computed here when not
    given) may be full (`may_be_full`) — by the solver's surjectivity proof
    (`is_surjective`) or, for a sum of independent addends, by the sumsets of their runs
    (`sums_to_every_value`), or by being a bijection of its inputs along a line
    (`auditor.oracles.lines`)."""
    if is_surjective(target, structural_only=True):
        return True
    reached = target.reached()
    if sampled is None:
        if len(reached) == 0:  # never defined and not poison in the samples (`shl v, 8` at i8)
            return False
        sampled = forward_domain(Domain.RANGE).from_values(reached, target.width)
    return (
        (may_be_full(sampled, len(reached)) and is_surjective(target))
        or sums_to_every_value(target, lambda: sampled)
        or bijective_on_a_line(target.session, target.index, target.shift)
    )


SUMS_SAMPLED = 2
"""The share (1/SUMS_SAMPLED) of the space the samples' range covers at least before
the runs of a sum's addends are searched (`sums_to_every_value`): sampled sums of
three limb products miss ~2% of the values (a gap their extremes leave); sums that
do not take every value most often far more."""


def sums_to_every_value(target: Target, sampled: Callable[[], ConstantRange]) -> bool:
    """Whether the sumsets of proven runs of the target's independent addends
    (`auditor.oracles.addends`) leave no value out: sums of limb products
    (curve25519's `a·b + c·d + 19·e·f`) that no single input's runs cover. Only when
    the samples' range (`sampled()`, computed only for such sums: every hull search
    asks) covers 1/SUMS_SAMPLED of the space or more."""
    if target.shift or sum_of(target.session, target.index) is None:
        return False
    if sampled().size < (1 << target.width) // SUMS_SAMPLED:
        return False
    runs = addend_runs(target.session, target.index)
    return bool(runs) and gap_bound(runs, target.reached(), target.width) == 0


SURJECTIVE: Slot[tuple[int, int, bool], bool] = Slot("surjective")
"""`is_surjective`'s answers per (index, shift, structural only)."""


def is_surjective(target: Target, structural_only: bool = False) -> bool:
    """Whether the target takes every one of its 2^w values, shown without quantifiers
    (Z3 gives up on `∀x ∃…` even for the identity): take a witness execution, keep every
    input but w free bits of one input x fixed, and prove with two quantifier-free
    queries that (1) all 2^w such executions are ones where facts must hold and (2) the
    map from those bits to the target is injective. Then it takes 2^w distinct values.
    Covers bijections and strides of bijections (`bswap x`, `shl x, 2`, `mul x, 40`).

    (2) is skipped when the target is, by construction, a chain of bijections of x
    (`auditor.oracles.bijection`), the witness then chosen to meet the chain's
    requirements (`lshr v, s` at s = 0, a phi's predecessor): Z3 finds injectivity of
    multiplications by odd constants — the heart of every hash function — very hard to
    prove, though it is a theorem. When the chain ends at a T-function of x instead
    (`(x & 0xFFFFFFFF) * k + x`), (2) is one cheap query per bit of that value
    (`auditor.oracles.tfunction`). `structural_only` tries only such inputs (cheap
    enough to try before any search). Where no single input's bits do, a pin at which
    the value is a permutation polynomial of one input (`auditor.oracles.
    pinned_polynomial`: no collision query) and then windows of several inputs' bits
    (`surjective_by_window`)."""
    session = target.session
    key = (target.index, target.shift, structural_only)
    cached = session.memo.get(SURJECTIVE, key)
    if cached is not None:
        return cached
    # What the structural attempts showed holds here too: the full attempt tries the
    # same chains (same pins, same queries) before the other inputs.
    chains = session.memo.get(SURJECTIVE, (target.index, target.shift, True))
    if chains is True:
        result = True
    else:
        structural = structural_bijections(session.fragment, target.index, target.shift)
        if structural_only and not structural:
            result = False
        else:
            result = surjective_by_solver(target, structural, structural_only, chains_tried=chains is False)
    return session.memo.put(SURJECTIVE, key, result)


@dataclass
class SurjectiveAttempt:
    """The state of one surjectivity attempt: the witness execution the pins start
    from, the structural chains, which kinds of input are tried, and whether its
    give-ups (`surjective_give_ups`) ended it."""

    target: Target
    witness: InputPoint
    structural: list[Bijection]
    structural_only: bool
    chains_tried: bool  # the structural attempt already failed (`is_surjective`): not again
    given_up_before: int
    stopped: bool = False

    def spent(self) -> bool:
        """Whether `surjective_give_ups` queries of this attempt have given up."""
        return self.target.session.give_ups - self.given_up_before >= self.target.budgets.surjective_give_ups


def surjective_by_solver(
    target: Target, structural: list[Bijection], structural_only: bool, chains_tried: bool = False
) -> bool:
    """`is_surjective`'s attempt: the SURJECTIVITY table run from a witness (a sample,
    else a model; False when the target is never defined)."""
    session = target.session
    witness = sampled_point(session, target.index, ())
    if witness is None:
        model = session.check(target.condition)
        if model is None:
            return False
        witness = session.enc.point(model)
    attempt = SurjectiveAttempt(target, witness, structural, structural_only, chains_tried, session.give_ups)
    with session.traced("surjective, chains only" if structural_only else "surjective") as record:
        shown = run_stages(attempt, SURJECTIVITY, session.trace, session, _proved, session.search.left_out)
        if shown:
            record.outcome = Outcome.PROVED
    return bool(shown)


def _proved(shown: bool) -> Outcome:
    return Outcome.PROVED


def _by_chains(attempt: SurjectiveAttempt) -> bool | None:
    """Inputs a chain of bijections leads to (`auditor.oracles.bijection`)."""
    return _by_inputs(attempt, [(s.x, s) for s in attempt.structural])


def _by_other_inputs(attempt: SurjectiveAttempt) -> bool | None:
    """Every other input, with its bits free at a pin, proven one to one."""
    chained = {s.x for s in attempt.structural}
    fragment = attempt.target.session.fragment
    return _by_inputs(attempt, [(x, None) for x in fragment.inputs() if x not in chained])


def _by_inputs(attempt: SurjectiveAttempt, candidates: list[tuple[int, Bijection | None]]) -> bool | None:
    """True when one input's free bits are shown to give every value; None when not;
    a give-up beyond the attempt's budget stops the attempt."""
    target, witness, structural_only = attempt.target, attempt.witness, attempt.structural_only
    session, width = target.session, target.width
    fragment = session.fragment
    for x, chain in candidates:
        if chain is not None and chain.low:  # x's bits from `low` up (`bijection._high_field`)
            windows = [mask(width) << chain.low] if chain.low + width <= fragment.insts[x].width else []
        else:
            windows = free_windows(fragment, x, width, 0 if chain is not None else target.shift)
        if not windows:
            continue
        try:
            point = witness if chain is None else meeting(session, target, chain, witness)
        except Unknown:
            if attempt.spent():
                attempt.stopped = True
                return None
            continue
        if point is None:
            continue
        vars, witness_choices, freezes = point
        pins = pin_points(fragment, x, vars, structural_only or chain is not None)
        by_construction = chain is not None and chain.injective is None
        ascend = chain is None and not structural_only
        # A witness at a block choice whose arm is a constant shows nothing; the others
        # are tried too (a `phi 0, 0, v`), where no chain fixes them.
        for choices in [witness_choices] if chain is not None else choice_alternatives(fragment, witness_choices):
            for free_mask, at in pins_passing(
                target, x, windows, pins, (vars, choices, freezes), by_construction, ascend
            ):
                try:
                    if chain is not None:
                        defined = defined_pin(target, chain, x, free_mask, (at, choices, freezes))
                        if defined is None:
                            continue
                        if by_construction:
                            return True
                        # The chain ends at a T-function of x: proven bit by bit.
                        assert chain.injective is not None
                        if injective_low_bits(session, chain.injective, x, defined, width):
                            return True
                        continue
                    if one_to_one_at_pin(target, (at, choices, freezes), {x: free_mask}):
                        return True
                except Unknown:
                    if attempt.spent():
                        attempt.stopped = True
                        return None
                    continue
    return None


def _by_polynomial(attempt: SurjectiveAttempt) -> bool | None:
    """A pin at which the value is a permutation polynomial of one input: one
    evaluation and number theory, a query only once a pin is found (the windows'
    collision queries give up on x·x)."""
    try:
        return surjective_by_polynomial(attempt.target.session, attempt.target.index, attempt.witness) or None
    except Unknown:
        return None


def _by_windows(attempt: SurjectiveAttempt) -> bool | None:
    """Windows of several inputs' bits (`surjective_by_window`)."""
    return surjective_by_window(attempt.target, attempt.witness, attempt.spent) or None


def _not_stopped(attempt: SurjectiveAttempt) -> bool:
    return not attempt.stopped


def _not_structural_only(attempt: SurjectiveAttempt) -> bool:
    return not attempt.structural_only


_GO_ON = Guard("an earlier stage stopped the attempt (`surjective_give_ups` give-ups)", _not_stopped)
_ALL_INPUTS = Guard("only chains of bijections are tried here", _not_structural_only)

SURJECTIVITY: tuple[Stage[SurjectiveAttempt, bool], ...] = (
    Stage(
        "chains",
        _by_chains,
        (Guard("the chains were tried before", lambda a: not a.chains_tried),),
        "inputs that a chain of bijections leads to: a pin proven defined shows every value",
    ),
    Stage(
        "inputs", _by_other_inputs, (_ALL_INPUTS, _GO_ON), "each other input's free bits, proven one to one at a pin"
    ),
    Stage(
        "polynomial",
        _by_polynomial,
        (
            _ALL_INPUTS,
            _GO_ON,
            Guard("the target is a stride (shifted)", lambda a: not a.target.shift),
            Guard("`surjective_give_ups` queries of the attempt gave up", lambda a: not a.spent()),
        ),
        "a pin where the value is a permutation polynomial of one input",
    ),
    Stage("windows", _by_windows, (_ALL_INPUTS, _GO_ON), "windows of several inputs' bits, proven one to one"),
)
"""The surjectivity attempt's stages, in order: the first that shows every value
ends it (`is_surjective`)."""


def surjective_by_window(target: Target, witness: InputPoint, spent: Callable[[], bool]) -> bool:
    """`is_surjective`'s theorem for bits of several inputs (`auditor.oracles.triangular`):
    at a pin the evaluator found, the two queries show that every execution of the
    window's bits is one where facts hold and that no two of them give the target
    alike — then it takes 2^w distinct values. Tried where no single input's bits do:
    brotli's `(zext (a − b) << s) | zext (c − d)` at s = 32. The witness's block
    choices first, then the others (`varying_arm_alternatives`); at each, the ascent
    starts from the witness, then from every input at 0 — where a carry from an input's
    fixed high bits makes the witness's window collide (curve25519's limb sums, for
    one)."""
    fragment = target.session.fragment
    vars, witness_choices, freezes = witness
    zeros = dict.fromkeys(vars, 0)
    starts = [vars] if zeros == vars else [vars, zeros]
    for choices, start in itertools.product(varying_arm_alternatives(fragment, witness_choices), starts):
        window = find_window(fragment, target.index, target.shift, (start, choices, freezes))
        if window is None:
            continue
        try:
            if one_to_one_at_pin(target, window.point, window.free):
                return True
        except Unknown:
            if spent():
                return False
    return False


def one_to_one_at_pin(target: Target, point: InputPoint, free: Mapping[int, int]) -> bool:
    """`is_surjective`'s two queries at a pin: every execution of the `free` bits (a mask
    per var) with the rest as at `point` is one where facts about the target hold, and
    no two of them give the target alike — True when both are shown (then the target
    takes 2^w distinct values), False when either is refuted; Unknown is raised
    through."""
    session = target.session
    if not session.holds_throughout(target.index, point, free):
        return False
    a, b = session.copies()
    pin_a, pin_b = a.pinned(point, free), b.pinned(point, free)
    # Both copies are pinned alike outside the free bits: two executions differ where a var does.
    differ = [a.vars[i] != b.vars[i] for i in free]
    collision = z3.And(
        *pin_a,
        *pin_b,
        differ[0] if len(differ) == 1 else z3.Or(*differ),
        a.shifted(target.index, target.shift) == b.shifted(target.index, target.shift),
    )
    return not session.check_fresh(collision, cap_ms=target.budgets.collision_ms)


def choice_alternatives(fragment: Fragment, choices: dict[int, int]) -> list[dict[int, int]]:
    """`choices` first, then every other combination of block choices (COMBINATIONS
    at most in all; only `choices` beyond that)."""
    combinations = choice_combinations(fragment, COMBINATIONS)
    if combinations is None:
        return [choices]
    return [choices] + [c for c in combinations if c != choices]


COMBINATIONS = 8
"""Block-choice combinations `is_surjective` tries a pin at, at most."""


def varying_arm_alternatives(fragment: Fragment, choices: dict[int, int]) -> list[dict[int, int]]:
    """`choice_alternatives`, or — when there are too many combinations — `choices`,
    then the choices that move one block to an arm where a phi of it depends on inputs,
    the arms with the most input bits first (COMBINATIONS in all at most): static_dict.ll's
    transform table, a phi of 46 arms of which one is a var, taken from its witness's
    constant arm to the var's."""
    alternatives = choice_alternatives(fragment, choices)
    if len(alternatives) > 1 or not fragment.blocks:
        return alternatives
    inputs = set(fragment.inputs())
    arms: dict[tuple[int, int], int] = {}  # (block, arm): the input bits its phis read
    for inst in fragment.insts:
        if inst.op is Opcode.PHI and inst.block is not None:
            for arm, operand in enumerate(inst.operands):
                if isinstance(operand, Ref) and arm != choices.get(inst.block):
                    read = inputs.intersection(cone_of(fragment, operand.index))
                    bits = sum(fragment.insts[i].width for i in read)
                    arms[inst.block, arm] = max(arms.get((inst.block, arm), 0), bits)
    ranked = sorted((k for k, bits in arms.items() if bits), key=lambda k: -arms[k])
    return alternatives + [{**choices, block: arm} for block, arm in ranked[: COMBINATIONS - 1]]
