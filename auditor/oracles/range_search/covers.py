"""Smallest covers proven by other means than the hulls: cubes of known bits, proven
runs, the ∃∀ question and its widened gap, all-but-few values, split gaps."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Literal

import z3

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange, smallest_range_without
from auditor.ir.fragment import Ref, cone_of, mask
from auditor.ir.opcodes import Opcode
from auditor.oracles.addends import addend_runs
from auditor.oracles.bijection import Bijection, Equals, structural_bijections
from auditor.oracles.climb import spread
from auditor.oracles.cube import cube_reached
from auditor.oracles.few_missed import missed_values
from auditor.oracles.gap import split, widen
from auditor.oracles.memo import Slot
from auditor.oracles.products import Product, double_width_product
from auditor.oracles.range_search.pins import (
    defined_pin,
    free_windows,
    many_undefined,
    meeting,
    requirement,
    sampled_point,
)
from auditor.oracles.range_search.target import Target, proven_known_bits, value_inside, value_outside
from auditor.oracles.runs import (
    Run,
    RunFinder,
    dense_gap_bound,
    gap_bound,
    gap_complement,
    largest_gap,
    most_new_first,
    probed_runs,
)
from auditor.oracles.sampling import InputPoint, along_input
from auditor.oracles.session import SemanticsMismatch, Status, Unknown, left_ms, products
from auditor.semantics.concrete import evaluate

NARROW_GAP = 1 << 16
"""`covered_range` tries the runs of a target whose hulls are full only when the runs of
every value found and the samples leave no gap wider than 2^w / NARROW_GAP: a smallest
range that leaves out a stretch inside (every value but [1, 16384)), not a hash round's
sparse runs. Combs whose inner gaps are at most COMB_GAP count as well: lz4's length
codes reach every value but those ≡ 16 mod 256, so their smallest range is all but 16,
inside a full hull (`runs.largest_gap` names such a gap)."""


COMB_GAP = 255
"""See NARROW_GAP: the largest inner gap of runs and combs that may show a full hull's
smallest range (a hash round's runs in steps of 2^31 do not)."""


def split_gaps(target: Target, spent: Callable[[], bool]) -> ConstantRange | None:
    """The smallest range by the widest witnessed gap proven empty (`gap.split`), in
    `split_ms` at most, each question capped at `split_query_ms`; None when time runs out,
    a question gives up, or `spent()`."""
    width = target.width
    deadline = time.perf_counter() + target.budgets.split_ms / 1000

    def inside(p: int, q: int) -> int | None:
        found = value_inside(target, p, q, cap_ms=left_ms(deadline, target.budgets.split_query_ms))
        if found is not None:
            spread(target.session, target.index, target.shift, found)
        return found

    def more() -> bool:
        return not spent() and time.perf_counter() < deadline

    return split(inside, width, lambda: (int(v) for v in target.reached()), more, target.budgets.split_shrink)


def cube_range(target: Target, sampled: ConstantRange) -> ConstantRange | None:
    """The target's unsigned hull, proven a smallest cover and the preferred one, when
    its value set is exactly the cube of its known bits (`auditor.oracles.cube`); None
    when not shown. Tried only when the samples' range is at least half that hull (a
    cube's samples spread over it), so sparse sets cost no query here.

    Why the hull: a cube with free bits F and known ones O reaches O and O | F, and
    the gap above the value whose free bits below b are set and the rest clear is
    2^b − (F mod 2^b) − 1 for each free bit b; the wrapping gap, from O | F round to
    O, is 2^w − F − 1 ≥ every one of them (the highest free bit h has the largest
    inner gap, and 2^w − 2^h ≥ 2^h). So the unsigned hull [O, O | F] leaves out a
    largest gap: it is a smallest cover, the unique one that does not wrap unsigned."""
    session, index, shift, width = target.session, target.index, target.shift, target.width
    dom = forward_domain(Domain.KNOWN_BITS)
    proven = proven_known_bits(session, index)
    known = proven or dom.from_values(session.samples.reachable(index), width + shift)
    zero, one = known.zero >> shift & mask(width), known.one >> shift & mask(width)
    hull = ConstantRange.from_bounds(one, one | (mask(width) & ~zero), width)
    if sampled.size < hull.size // 2:
        return None
    if proven is None:  # the samples' known bits, checked by one query
        try:
            outside = z3.Not(dom.to_smt(known, session.enc.values[index]))
            if session.check(session.enc.fact_condition(index), outside) is not None:
                return None
        except Unknown:
            return None
    if not cube_reached(session, index, shift, zero, one):
        return None
    return hull


def covered_range(target: Target, hull: ConstantRange | None) -> ConstantRange | None:
    """The smallest range from proven runs (`auditor.oracles.runs`) and the samples,
    which are all reached, so every gap of the reached set lies inside a gap of their
    union. (1) When no gap of the union is larger than the one `hull` (the better of
    the proven hulls, None when it cannot decide a tie) leaves out, the hull is a
    smallest cover, and the preferred one (see `smallest_range`). (2) When the union has one gap larger than all others,
    and no reached value lies in it (one query), its complement is the unique smallest
    cover."""
    session, width = target.session, target.width
    finder = RunFinder(session, target.index, target.shift)
    probes = finder.longest_first()
    # Sums of independent addends: their runs' sumsets, reached too (`auditor.oracles.addends`).
    summed = [] if target.shift else addend_runs(session, target.index)
    if (
        hull is not None
        and hull.is_full
        and dense_gap_bound([*summed, *probed_runs(probes)], target.reached(), width, COMB_GAP)
        > (1 << width) // NARROW_GAP
    ):
        # A full hull is shown by (1) only when proven runs of step 1, or combs of runs
        # of one power-of-two step (mlkem's every odd value and nearly every even one,
        # `runs._spans`), reach every value together, which no proof brings about when
        # all those found fall short of it (a proof only cuts a run). (2) needs a gap that misses all four extremes of
        # the hulls, which runs of every value show only when they reach nearly every
        # value (`select x <u 16384, 0, x`: every value but [1, 16384)). The full hulls
        # shown here are mostly shown by the first proof (a run of every value); a hash
        # round's runs of 2^32 values among 2^64, or in steps of 2^31 (xxh3's
        # `(x & 0xFFFFFFFF) * 0x85EBCA76 + x`), cost seconds a proof and never cover a full hull.
        return None
    proven = finder.proven
    rounds = 0

    def shown() -> ConstantRange | Literal[False] | None:
        """The smallest range the runs proven so far show; None when they do not
        show it, False when a query gave up (the search ends)."""
        nonlocal rounds
        while True:
            # Asked again after each witness: the one that fills the last gap (a phi's
            # constant arm the samples missed) leaves the hull the answer.
            known = [*summed, *proven]
            if hull is not None and gap_bound(known, target.reached(), width) <= (1 << width) - hull.size:
                return hull
            if (gap := largest_gap(known, target.reached(), width)) is None or rounds >= target.budgets.cover_rounds:
                return None
            rounds += 1
            cover = gap_complement(gap, width)
            try:
                if value_outside(target, cover) is None:
                    return cover
            except Unknown:
                return False

    if summed and (answer := shown()) is not None:
        return answer or None
    for probe in most_new_first(probes, proven):
        if finder.prove(probe) is None:
            continue
        # One witness at least after each proof: the first ones may have gone to gaps
        # between the samples, before a family of runs showed a comb with the one gap
        # that is the answer (lz4's length codes).
        rounds = min(rounds, target.budgets.cover_rounds - 1)
        if (answer := shown()) is not None:
            return answer or None
    return None


def product_runs_leave(target: Target, hull: ConstantRange) -> bool:
    """Whether the runs a double-width product makes with one operand at 2^n − 1
    (`product_runs`) and the samples leave no gap larger than the one outside `hull`
    (the better proven hull, preferred on ties): then it is a smallest cover, as in
    `covered_range`."""
    width = target.width
    runs = product_runs(target)
    return bool(runs) and gap_bound(runs, target.reached(), width) <= (1 << width) - hull.size


PRODUCT_RUNS: Slot[tuple[()], list[Run]] = Slot("product runs")
"""`product_runs`' runs of the root, one per session."""


def product_runs(target: Target) -> list[Run]:
    """Runs of the root, reached, through each double-width product `zext(a) * zext(b)`
    of the fragment (`auditor.oracles.products`): with b = 2^n − 1 the product is
    a · 2^n − a, no multiplication left, and the root most often a run in a — the
    128-bit fold `(p >> 64) ^ p` is a · 2^64 − 1, `umulh` a − 1 — whose values fill the
    proven hull up to gaps no larger than the one above it. Once per session; see
    `pinned_operand_run`."""
    session = target.session
    fragment = session.fragment
    if target.shift or target.index != fragment.root:
        return []
    return session.memo.once(PRODUCT_RUNS, (), lambda: _pinned_product_runs(target))


def _pinned_product_runs(target: Target) -> list[Run]:
    """The runs of `product_runs`, searched."""
    fragment = target.session.fragment
    runs: list[Run] = []
    for index in range(len(fragment.insts)):
        if (product := double_width_product(fragment, index)) is None:
            continue
        for swept, pinned in ((product.left, product.right), (product.right, product.left)):
            try:
                run = pinned_operand_run(target, product, swept, pinned)
            except Unknown:
                run = None
            if run is not None:
                runs.append(run)
                break
    return runs


PRODUCT_RUN_LANES = 64
"""Executions of a pinned product's family evaluated to read its run off (start, step)
and check it before the proof."""


def pinned_operand_run(target: Target, product: Product, swept: int, pinned: int) -> Run | None:
    """The run of the root over the executions where operand `pinned` of `product` is
    2^n − 1 and operand `swept` — a zext of an n-bit value a, a chain of bijections of
    an input x that `pinned` does not read (`auditor.oracles.bijection`) — takes every
    value: a pin (every input but x's low n bits fixed) at which all those executions
    are defined (`defined_pin`) gives every a with b = 2^n − 1. The root's values at
    a = 1, 2, … are read off the evaluator as start + (a − 1) · step and proven for
    every a ≠ 0 by one query, with the product written as `(zext(a) << n) − zext(a)`
    (its value when b = 2^n − 1): no multiplication for the solver to bit-blast. None
    when any of this fails."""
    session = target.session
    fragment, enc = session.fragment, session.enc
    half = product.half
    inst = fragment.insts[swept]
    if inst.op is not Opcode.ZEXT or fragment.width_of(inst.operands[0]) != half:
        return None
    operand = inst.operands[0]
    if not isinstance(operand, Ref):
        return None
    a_index = operand.index
    ones = mask(half)
    outside_pinned = set(cone_of(fragment, pinned))
    for chain in structural_bijections(fragment, a_index, 0):
        if chain.injective is not None or chain.x in outside_pinned:
            continue
        x = chain.x
        pinned_chain = Bijection(x, (*chain.requires, Equals(pinned, ones)))
        point = sampled_point(session, target.index, pinned_chain.requires)
        if point is None:
            model = session.check(target.condition, *(requirement(enc, r) for r in pinned_chain.requires))
            if model is None:
                return None
            point = enc.point(model)
        free = mask(half)
        defined = defined_pin(target, pinned_chain, x, free, point)
        if defined is None:
            continue
        return proven_run(target, product, a_index, pinned, x, defined)
    return None


def proven_run(target: Target, product: Product, a_index: int, pinned: int, x: int, point: InputPoint) -> Run | None:
    """`pinned_operand_run`'s run at the pin `point`, read off the evaluator and
    proven; None when the evaluated values are no run, or the proof fails."""
    session, width = target.session, target.width
    fragment = session.fragment
    half, m = product.half, 1 << width
    rng = random.Random(x ^ a_index)
    base = point[0][x] & ~mask(half)
    xs = [base | rng.getrandbits(half) for _ in range(PRODUCT_RUN_LANES)]
    evaluation = evaluate(fragment, along_input(fragment, point, x, xs))
    if not bool(evaluation.fact_mask(target.index).all()):
        raise SemanticsMismatch("an execution of a pin proven defined is not, concretely")
    pairs = [(int(a), int(r)) for a, r in zip(evaluation.values[a_index], evaluation.values[target.index], strict=True)]
    pairs = [(a, r) for a, r in pairs if a]
    odd = next(((p, q) for p in pairs for q in pairs if (p[0] - q[0]) % 2), None)
    if odd is None:
        return None
    (a1, r1), (a2, r2) = odd
    step = (r1 - r2) * pow(a1 - a2, -1, m) % m
    start = (r1 - (a1 - 1) * step) % m
    count = (1 << half) - 1
    if not step or step * (count - 1) >= m or any((start + (a - 1) * step) % m != r for a, r in pairs):
        return None
    copy, _ = session.copies()
    a_term = copy.values[a_index]
    wide = z3.ZeroExt(half, a_term)
    as_product = (wide << half) - wide  # zext(a) · (2^n − 1)
    root = z3.substitute(copy.values[target.index], (copy.values[product.index], as_product))
    position = z3.ZeroExt(width - half, a_term) if width > half else z3.Extract(width - 1, 0, a_term)
    expected = z3.BitVecVal(start, width) + (position - 1) * z3.BitVecVal(step, width)
    claim = z3.And(
        *copy.pinned(point, {x: mask(half)}),
        copy.values[pinned] == mask(half),
        a_term != 0,
        root != expected,
    )
    if session.check_fresh(claim, cap_ms=target.budgets.collision_ms):
        return None
    return Run(start, step, count, width)


def runs_leave_only(target: Target, cover: ConstantRange) -> bool:
    """Whether proven runs (`auditor.oracles.runs`) and the samples leave the gap
    outside `cover` (its ends reached, nothing reached outside it: proven) as their
    unique largest gap: every gap of the reached set lies inside one of theirs, so no
    other is as large and `cover` is the unique smallest range. The ∃∀ question gives
    up on "no other cover this small" for a gap wider than one value (lz4hc's
    `x - 19 <u 18 ? 18 : x`, every value but [19, 37)), where two runs of x show it.
    A run is proven only when the runs found concretely would decide it together: a
    hash's runs (2^32 values among 2^64, seconds a proof) never do."""
    width = target.width
    gap = (cover.hi, (cover.lo - cover.hi) & mask(width))
    finder = RunFinder(target.session, target.index, target.shift)
    probes = finder.longest_first()
    if largest_gap(probed_runs(probes), target.reached(), width) != gap:
        return False
    for probe in probes:
        if finder.prove(probe) is not None and largest_gap(finder.proven, target.reached(), width) == gap:
            return True
    return False


DIVISIONS = frozenset({Opcode.UDIV, Opcode.UREM, Opcode.SDIV, Opcode.SREM})


def beyond_exists_forall(target: Target) -> bool:
    """Whether the ∃∀ question (`cover_start`) is not worth asking of the target: its
    fragment has two or more products of non-constants, two or more multiplications by
    constants, a division or remainder, or the target is 128 bits wide. Bitwuzla's
    quantifier engine gives up on nearly all of those within `exists_forall_ms`, and the
    few it settles name a smaller cover, which leaves the answer partial anyway (see
    docs/history.md)."""
    fragment = target.session.fragment
    of_variables = products(fragment)
    by_constants = sum(1 for inst in fragment.insts if inst.op is Opcode.MUL) - of_variables
    return (
        of_variables >= 2
        or by_constants >= 2
        or any(inst.op in DIVISIONS for inst in fragment.insts)
        or fragment.insts[target.index].width >= 128
    )


def cover_start(target: Target, size: int, other_than: int | None = None) -> int | None:
    """One ∃∀ question: is there an lo (other than `other_than`) with every reachable
    value in [lo, lo + size)? Such an lo, as the quantifier engine names it (unchecked:
    `checked_cover`); None when there is none — no range of `size` values or fewer
    holds them. A solver decides it in milliseconds for dense value sets (e.g. "every
    non-zero value"), where witnesses would be needed for every value. Asked of
    Bitwuzla's quantifier engine for `exists_forall_ms` (not of Z3 after it: see there);
    raises Unknown when it gives up."""
    session, width = target.session, target.width
    enc = session.enc
    lo = z3.BitVec("!lo", width)
    inputs = [*enc.vars.values(), *enc.choices.values(), *enc.freezes.values()]
    inside = z3.ULT(target.term - lo, z3.BitVecVal(size, width))
    claim = z3.Implies(target.condition, inside)
    if other_than is not None:
        claim = z3.And(claim, lo != z3.BitVecVal(other_than, width))
    found = session.exists_forall(inputs, claim, cap_ms=target.budgets.exists_forall_ms)
    return None if found is None else {c.get_id(): v for c, v in found.items()}[lo.get_id()]


def narrowed_gap(target: Target, start: int, size: int) -> tuple[ConstantRange, Status] | None:
    """From the cover of `size` values at `start` that the ∃∀ question named (checked,
    `checked_cover`): the values it leaves out, widened to a whole gap
    (`auditor.oracles.gap`), and that gap's complement proven the unique smallest
    cover — by proven runs (`runs_leave_only`), or by one more ∃∀ question: no other
    start covers the values with as few (a smaller cover would extend to one). When
    another start does, its cover is taken in turn (its gap is at least as wide), up to
    `gap_rounds` gaps. (the cover, PROVEN), or (the narrowest cover proven, PARTIAL);
    None when the first check gives up. The samples hold a reached value, as in every
    range search (`best_forward` asks for one first): the gap's two searches start
    from them."""
    width = target.width
    try:
        cover = checked_cover(target, start, size)
    except Unknown:
        return None

    def inside(p: int, q: int) -> int | None:
        return value_inside(target, p, q)

    for _ in range(target.budgets.gap_rounds):
        hole = ConstantRange.non_empty(cover.hi, cover.lo, width)
        widened = widen(inside, width, hole, [int(v) for v in target.reached()], target.budgets.gap_steps)
        cover = widened.cover
        if not widened.settled:
            break
        if runs_leave_only(target, cover):
            return cover, Status.PROVEN
        try:
            other = cover_start(target, cover.size, other_than=cover.lo)
            if other is None:
                return cover, Status.PROVEN
            cover = checked_cover(target, other, cover.size)
        except Unknown:
            break
    return cover, Status.PARTIAL


def checked_cover(target: Target, start: int, size: int) -> ConstantRange:
    """The cover of `size` values at `start` that an ∃∀ answer named, checked by one
    quantifier-free query: a value outside it is a disagreement between the solvers
    (`SemanticsMismatch`), never a fact. Raises Unknown when the check gives up."""
    width = target.width
    cover = ConstantRange.non_empty(start, (start + size) & mask(width), width)
    if (outside := value_outside(target, cover)) is not None:
        raise SemanticsMismatch(f"the ∃∀ cover {cover} misses the value {outside}, reached")
    return cover


def all_but_few(target: Target) -> ConstantRange | None:
    """The smallest range, proven, when the target takes every value but a few: a pin
    of a chain of bijections (`is_surjective`'s, by construction) whose executions are
    all defined but a few takes every value but those few executions' chain values
    (`auditor.oracles.few_missed`); each of those is then asked for (one query each)
    and the set of values is known exactly: every value but the ones no execution
    reaches. lz4hc's `add nuw (select c, x, …), 1` misses only 0 (`[1, 0)`), brotli's
    `add nuw nsw (trunc …), 4` at i16 only 0–3 and 32768–32771, its range `[4, 0)`
    by the tie rule. None when no such pin is found or a query gives up. Chains that
    end at a T-function are left out: their injectivity is a proof about defined
    executions only."""
    session, index, width = target.session, target.index, target.width
    if target.shift:
        return None
    fragment = session.fragment
    chains = [c for c in structural_bijections(fragment, index, 0) if c.injective is None]
    witness = sampled_point(session, index, ()) if chains else None
    if witness is None:
        return None
    for chain in chains:
        try:
            point = meeting(session, target, chain, witness)
        except Unknown:
            continue
        if point is None:
            continue
        for free_mask in free_windows(fragment, chain.x, width, 0):
            if many_undefined(target, chain.x, free_mask, point):
                continue
            try:
                missed = missed_values(session, index, chain.x, free_mask, point)
                if missed is None:
                    continue
                unreached = [v for v in missed if value_outside(target, every_value_but(v, width)) is None]
            except Unknown:
                return None
            return smallest_range_without(unreached, width)
    return None


def every_value_but(value: int, width: int) -> ConstantRange:
    """Every value but `value`: what lies outside it is `value` itself."""
    return ConstantRange((value + 1) & mask(width), value, width)
