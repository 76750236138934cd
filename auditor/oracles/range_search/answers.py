"""The range domains' entry: exact readings (affine images, multiples, polynomials),
the hulls, and the smallest wrapped range over the proven stride."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import numpy as np
import z3

from auditor.domains.base import Domain, forward_domain
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import mask
from auditor.oracles.affine_space import AffineSpace
from auditor.oracles.memo import Slot
from auditor.oracles.multiples import Multiples, every_multiple
from auditor.oracles.polynomial import ResidueClasses, polynomial_of, value_set
from auditor.oracles.range_search.hulls import PartialHull, narrowest_cover, proven_hull
from auditor.oracles.range_search.search import ArmSolver, Decision
from auditor.oracles.range_search.stages import smallest_range
from auditor.oracles.range_search.surjective import takes_every_value
from auditor.oracles.range_search.target import Target, proven_known_bits, root_cone
from auditor.oracles.result import OracleFact
from auditor.oracles.session import SemanticsMismatch, Session, Status, Unknown
from auditor.oracles.trace import Outcome

LINEAR_CHECKS = 256
"""Distinct sampled values of a linear cone's target checked against its image (each a
reduction by its basis: checking all of a hash's thousands cost more than the rest)."""


class ExactSet(Protocol):
    """A value's set of values, known exactly by construction (an affine subspace, a
    union of residue classes): its ranges are computed, not searched."""

    def __contains__(self, value: int) -> bool: ...
    def unsigned_hull(self) -> ConstantRange: ...
    def signed_hull(self) -> ConstantRange: ...
    def smallest_range(self) -> ConstantRange | None: ...


def exact_value_set(session: Session, index: int) -> ExactSet | None:
    """The root's exact value set when one of the structural readings gives it (they
    never both apply: a polynomial of degree 2 or more is not an affine map)."""
    image: ExactSet | None = linear_image(session, index)
    return image if image is not None else polynomial_image(session, index)


def check_samples_inside(session: Session, index: int, exact: ExactSet, reading: str) -> None:
    """The concrete evaluator's check of a structural reading: the values the samples
    reached (LINEAR_CHECKS of them) lie in the exact set."""
    reached = sorted({int(v) for v in session.samples.reachable(index)})
    outside = [v for v in reached[:LINEAR_CHECKS] if v not in exact]
    if outside:
        raise SemanticsMismatch(f"reached value {outside[0]} is outside the {reading}")


LINEAR_IMAGES: Slot[tuple[()], AffineSpace | None] = Slot("linear images")
"""`linear_image`'s image of the root, one per session."""

POLYNOMIAL_IMAGES: Slot[tuple[()], ResidueClasses | None] = Slot("polynomial images")
"""`polynomial_image`'s value set of the root, one per session."""


def linear_image(session: Session, index: int) -> AffineSpace | None:
    """The root's exact value set when it is an affine map of one value that takes
    every value (`auditor.oracles.linear_cone`; the surjectivity proof of
    `is_surjective`), else None. The root is defined and not poison exactly when that
    value is (the map adds neither), and the root is always executed, so the two share
    their executions. The values the samples reached (LINEAR_CHECKS of them) must lie
    in the image: the concrete evaluator's check of the structural reading."""
    if index != session.fragment.root:
        return None
    if session.memo.has(LINEAR_IMAGES, ()):
        return session.memo.get(LINEAR_IMAGES, ())
    image: AffineSpace | None = None
    if (cone := root_cone(session, index)) is not None and takes_every_value(Target(session, cone.base)):
        check_samples_inside(session, index, cone.image, "linear image")
        image = cone.image
    return session.memo.put(LINEAR_IMAGES, (), image)


def multiple_range(session: Session, index: int) -> ConstantRange | None:
    """The root's smallest range when it is `mul x, k` with x taking every value below
    some n (`auditor.oracles.multiples.every_multiple`, and `takes_every_value` of the
    value x is made from): its value set is then exactly the n multiples, whose gaps
    the three-gap theorem gives (`Multiples.smallest_range`); None otherwise. With
    k = k' · 2^s, the multiples are those of k' in w − s bits, shifted left by s: their
    gaps correspond one to one (`expand`). Every sampled value must lie in the answer,
    and their smallest range be no larger: the concrete evaluator's check."""
    if index != session.fragment.root or (found := every_multiple(session.fragment, index)) is None:
        return None
    multiple, inner = found
    if not takes_every_value(Target(session, inner)):
        return None
    k, m, n = multiple.multiples.k, multiple.multiples.m, multiple.multiples.n
    s = (k & -k).bit_length() - 1
    exact = expand(Multiples(k >> s, m >> s, n).smallest_range(), s, 0)  # n ≤ m >> s (`shifted_multiple`)
    values = session.samples.reachable(index)
    sampled = forward_domain(Domain.RANGE).from_values(values, exact.width)
    if sampled.size > exact.size or not all(exact.contains(int(v)) for v in values[:LINEAR_CHECKS]):
        raise SemanticsMismatch(f"the sampled values of the multiple (range {sampled}) are not inside {exact}")
    return exact


def polynomial_image(session: Session, index: int) -> ResidueClasses | None:
    """The root's exact value set when it is a polynomial of degree 2 or more of its
    one input (`auditor.oracles.polynomial`: a union of residue classes, by number theory), else
    None. The root is always executed, and the polynomial's operations make neither
    poison nor UB, so every x gives one execution where facts hold. Every sampled
    value must lie in the set: the concrete evaluator's check of the reading."""
    if index != session.fragment.root:
        return None
    if session.memo.has(POLYNOMIAL_IMAGES, ()):
        return session.memo.get(POLYNOMIAL_IMAGES, ())
    found = polynomial_of(session.fragment, index)
    # a·x + b is a bijection or a multiple: the searches' own ground
    classes = None if found is None or found.degree < 2 else value_set(found)
    if classes is not None:
        check_samples_inside(session, index, classes, "polynomial's value set")
    return session.memo.put(POLYNOMIAL_IMAGES, (), classes)


RANGES = frozenset({Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE})


def range_answer(
    session: Session, index: int, domain: Domain, values: np.ndarray, solve_arm: ArmSolver, started: int
) -> OracleFact:
    """The answer of a range domain (`RANGES`) for a value the samples reached
    (`values`, not empty): an exact reading when one gives the value set, else the
    hull (unsigned-range, signed-range) or the smallest wrapped range. Raises Unknown
    when no cover at all is proven. Example: `and i8 %x, 12` gets [0,13) in all
    three domains (its values are 0, 4, 8 and 12). The answer's `queries`
    count from `started` (the session's count when the value's search began)."""

    def fact(found: ConstantRange, status: Status = Status.PROVEN, bound: ConstantRange | None = None) -> OracleFact:
        return OracleFact(index, domain, found, status, bound=bound, queries=session.queries - started)

    with session.traced("exact-set") as record:
        exact_set = exact_value_set(session, index)
        exact = None if exact_set is None else EXACT_READINGS[domain](exact_set)
        if exact is not None:
            record.outcome, record.detail = Outcome.PROVED, type(exact_set).__name__
    if exact is not None:
        return fact(exact)
    if domain is Domain.RANGE:
        with session.traced("multiples") as record:
            three_gap = multiple_range(session, index)
            if three_gap is not None:
                record.outcome = Outcome.PROVED
        if three_gap is not None:
            return fact(three_gap)
        decision = wrapped_range(session, index, values, solve_arm)
        return fact(decision.fact, decision.status, decision.bound)
    try:
        return fact(proven_hull(Target(session, index), values, signed=domain is Domain.SIGNED_RANGE))
    except PartialHull as partial:
        return fact(partial.sound, Status.PARTIAL, partial.reached)


EXACT_READINGS: dict[Domain, Callable[[ExactSet], ConstantRange | None]] = {
    Domain.UNSIGNED_RANGE: lambda exact: exact.unsigned_hull(),
    Domain.SIGNED_RANGE: lambda exact: exact.signed_hull(),
    Domain.RANGE: lambda exact: exact.smallest_range(),
}
"""What each range domain reads off an exact value set."""


def trailing_known(session: Session, index: int, values: np.ndarray) -> int:
    """How many low bits of the value are proven constant (0 when unknown)."""
    width = session.fragment.insts[index].width
    proven = proven_known_bits(session, index)
    candidate: KnownBits = proven or forward_domain(Domain.KNOWN_BITS).from_values(values, width)
    known = candidate.zero | candidate.one
    t = 0
    while t < width and known >> t & 1:
        t += 1
    if t == 0 or t == width:
        return 0
    if proven is not None:
        return t
    low = mask(t)
    term = session.enc.values[index]
    constant = z3.BitVecVal(candidate.one & low, t)
    model = session.check(session.enc.fact_condition(index), z3.Extract(t - 1, 0, term) != constant)
    return t if model is None else 0


def wrapped_range(session: Session, index: int, values: np.ndarray, solve_arm: ArmSolver) -> Decision:
    """The smallest wrapped range (LLVM ConstantRange preference on ties).

    Stride patterns first: when the low t bits are proven constant c, every value is
    v'·2^t + c, and the gaps between reachable values correspond one to one — in order,
    size ranking, ties and wrap boundaries — to the gaps of v' = v >> t in a space of
    2^(w−t); so the search runs on v' and the answer is mapped back. Without this, a
    value like `shl x, 2` has a gap between every two reachable values, and no number
    of witnesses closes them."""
    with session.traced("stride") as record:
        shift = trailing_known(session, index, values)
        if shift:
            record.outcome, record.detail = (
                Outcome.PROVED,
                f"the low {shift} bits are constant: searched on v >> {shift}",
            )
    target = Target(session, index, shift)
    try:
        decision = smallest_range(target, solve_arm)
    except Unknown:
        # Not even the hulls searched: what other domains proved still covers it.
        if (cover := narrowest_cover(target)) is None:
            raise
        decision = Decision(cover, Status.PARTIAL)
    if not shift:
        return decision
    c = int(values[0]) & mask(shift)
    bound = None if decision.bound is None else expand(decision.bound, shift, c)
    return Decision(expand(decision.fact, shift, c), decision.status, bound)


def expand(r: ConstantRange, shift: int, c: int) -> ConstantRange:
    """The range of v = v'·2^shift + c for v' in r (r not empty)."""
    width = r.width + shift
    if r.is_full:
        lo, count = 0, 1 << r.width
    else:
        lo, count = r.lo, r.size
    last = ((lo + count - 1) & mask(r.width)) << shift | c
    return ConstantRange.from_bounds(lo << shift | c, last, width)
