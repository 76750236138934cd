"""Verdicts: how a claimed fact compares with the oracle's, with proof.

Two steps, kept apart so that the decision is a pure function:

1. `classify(domain, claimed, oracle)` — pure and total: from the lattice order alone,
   `exact`, `lost-precision` (with `lost_bits`), `unsound` (provisional), `unknown` or
   `vacuous`.
2. `judge(session, claimed, oracle)` — the evidence. A provisional `unsound` becomes
   final only with a counterexample: an execution (from the samples or a solver model)
   replayed by the concrete evaluator, in which the claim is false. A claim the oracle
   could not settle (budget) is checked for soundness by its own solver query, so an
   unsound claim is caught even when the best fact is unknown.

lost_bits (docs/csv-schema.md): known bits — bits the oracle knows and the claim does
not; ranges — log2 of the size ratio; sign bits — the difference; booleans — 1;
demanded bits — bits the oracle proves not demanded that the claim marks demanded.
These are the domains' `precision_gap`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import numpy as np
import z3

from auditor.domains.base import Domain, forward_domain, lattice
from auditor.domains.demanded_bits import DemandedBits
from auditor.ir.fragment import Fragment, mask
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.demanded import (
    REPLAY_CHOICE_BITS,
    demanded_on,
    demanded_witness,
    flipped,
    flipped_inputs,
    original_behaviours,
    violations,
)
from auditor.oracles.refinement import frozen_poison, original_at
from auditor.oracles.result import OracleFact
from auditor.oracles.sampling import InputPoint, lane_point, point_inputs
from auditor.oracles.session import SemanticsMismatch, Session, Status, Unknown
from auditor.semantics.concrete import evaluate, scalar

UNIQUE_VALUES_SCANNED = 1 << 16
"""Sampled values checked one by one against a claim before asking the solver instead."""


class Verdict(StrEnum):
    EXACT = "exact"
    LOST_PRECISION = "lost-precision"
    UNSOUND = "unsound"
    UNKNOWN = "unknown"
    VACUOUS = "vacuous"
    ERROR = "error"


@dataclass(frozen=True)
class Counterexample:
    """An execution in which a claim is false: the inputs (`%x=5`, block choices as
    `%bb=pred1`, freeze values as `freeze %f=3`), and what actually happened there."""

    inputs: tuple[str, ...]
    actual: str

    @property
    def text(self) -> str:
        return " ".join(self.inputs)


@dataclass(frozen=True)
class Judgement:
    verdict: Verdict
    lost_bits: float | None = None
    counterexample: Counterexample | None = None
    detail: str = ""


def as_claimed(domain: Domain, claimed: Any) -> Any:
    """The fact a claim states in `domain`. An `unsigned-range` / `signed-range` claim
    is read as its hull [getUnsignedMin, getUnsignedMax] / [getSignedMin, getSignedMax],
    which is what those domains measure: a wrapped range such as [15, 1) says no more
    about the unsigned bounds than the full set does."""
    if domain is Domain.UNSIGNED_RANGE or domain is Domain.SIGNED_RANGE:
        return claimed.hull(signed=domain is Domain.SIGNED_RANGE)
    return claimed


def classify(domain: Domain, claimed: Any, oracle: OracleFact) -> tuple[Verdict, float | None]:
    """The verdict the lattice order alone gives (pure, total; `claimed` as read by
    `as_claimed`).

    exhaustive / proven oracle: `exact` when claimed and best are equally precise,
    `lost-precision` by the domain's precision gap when best ⊑ claimed, else
    `unsound` — provisionally: in `range`, whose facts are not closed under meet, a
    claim can miss part of γ(best) and still hold on every reachable value, so the
    evidence decides. partial oracle: `unknown` until a soundness check settles it.
    vacuous oracle: `vacuous`."""
    lat = lattice(domain)
    if oracle.status is Status.VACUOUS or oracle.fact is None:
        return Verdict.VACUOUS, None
    if oracle.status is Status.PARTIAL:
        return Verdict.UNKNOWN, None
    best = oracle.fact
    if not lat.leq(best, claimed):
        return Verdict.UNSOUND, None
    if lat.leq(claimed, best):
        return Verdict.EXACT, 0.0
    return _lost(lat.precision_gap(claimed, best))


def _lost(gap: float) -> tuple[Verdict, float]:
    return (Verdict.EXACT, 0.0) if gap == 0 else (Verdict.LOST_PRECISION, gap)


SessionSource = Session | Callable[[], Session]


def judge(source: SessionSource, claimed: Any, oracle: OracleFact) -> Judgement:
    """The final verdict on one claim, with the evidence (see the module docstring).
    `source` is the fragment's session, or a function that opens it: a verdict the
    lattice order settles needs none, so a scan opens one only for the claims that
    need evidence. Raises SemanticsMismatch when the two semantics disagree (a bug,
    never a verdict)."""
    claimed = as_claimed(oracle.domain, claimed)
    verdict, lost = classify(oracle.domain, claimed, oracle)
    if verdict is Verdict.VACUOUS:
        return Judgement(verdict, detail="no defined execution reaches this value")
    if verdict in (Verdict.EXACT, Verdict.LOST_PRECISION):
        return Judgement(verdict, lost)
    lat = lattice(oracle.domain)
    if verdict is Verdict.UNKNOWN and lat.leq(oracle.fact, claimed):
        # A partial oracle's fact is proven sound, so a claim it implies is sound as
        # well: no query (at 128 bits one ran out of budget on what the oracle had
        # shown already).
        found = None
    else:
        session = source if isinstance(source, Session) else source()
        try:
            found = _counterexample(session, claimed, oracle)
        except Unknown as err:
            return Judgement(Verdict.UNKNOWN, detail=f"soundness check ran out of budget ({err})")
    if found is not None:
        return Judgement(Verdict.UNSOUND, counterexample=found)
    if verdict is Verdict.UNSOUND:  # sound after all: only possible where ⊑ is not γ-complete
        if oracle.domain is not Domain.RANGE:
            raise SemanticsMismatch(
                f"{oracle.domain.value} claim on %{session.fragment.names[oracle.value]}: the oracle's fact "
                "rules it out but no counterexample exists"
            )
        verdict, lost = _lost(lat.precision_gap(claimed, oracle.fact))
        return Judgement(verdict, lost)
    # Proven sound with a partial oracle: bound ⊑ best ⊑ claimed.
    bound = oracle.bound
    if bound is not None and (
        lat.leq(claimed, bound) or (oracle.domain is Domain.RANGE and claimed.size <= bound.size)
    ):
        return Judgement(Verdict.EXACT, 0.0, detail="claim proven sound and as precise as the oracle's lower bound")
    # The bound is not shown: it is made of solver witnesses, which vary with timing.
    return Judgement(
        Verdict.UNKNOWN,
        detail="claim proven sound; the oracle ran out of budget before proving the best fact",
    )


def _counterexample(session: Session, claimed: Any, oracle: OracleFact) -> Counterexample | None:
    if oracle.domain is Domain.DEMANDED_BITS:
        return _demanded_counterexample(session, claimed, oracle.value)
    return _forward_counterexample(session, claimed, oracle.value, oracle.domain)


# --- forward domains ------------------------------------------------------------------


def _forward_counterexample(session: Session, claimed: Any, index: int, domain: Domain) -> Counterexample | None:
    dom = forward_domain(domain)
    fragment = session.fragment
    for inputs, evaluation in zip(session.samples.inputs, session.samples.chunks, strict=True):
        lanes = evaluation.fact_mask(index)
        values = evaluation.values[index]
        distinct = np.unique(values[lanes])
        if len(distinct) > UNIQUE_VALUES_SCANNED:
            continue
        bad = next((int(v) for v in distinct if not dom.contains(claimed, int(v))), None)
        if bad is not None:
            lane = int(np.flatnonzero(lanes & (values == scalar(values, bad)))[0])
            return _replay_forward(fragment, lane_point(inputs, lane), claimed, index, domain)
    enc = session.enc
    model = session.check(enc.fact_condition(index), z3.Not(dom.to_smt(claimed, enc.values[index])))
    if model is None:
        return None
    value = session.witness(model, index)  # replayed on the evaluator: observable, same value
    if dom.contains(claimed, value):
        raise SemanticsMismatch(f"counterexample for %{fragment.names[index]} does not replay concretely")
    return Counterexample(_describe(fragment, enc.point(model)), str(value))


def _replay_forward(fragment: Fragment, point: InputPoint, claimed: Any, index: int, domain: Domain) -> Counterexample:
    """Evaluate the execution as the row will print it and confirm the claim is false
    there."""
    evaluation = evaluate(fragment, point_inputs(fragment, *point))
    value = int(evaluation.values[index][0])
    if not bool(evaluation.fact_mask(index)[0]) or forward_domain(domain).contains(claimed, value):
        raise SemanticsMismatch(f"counterexample for %{fragment.names[index]} does not replay concretely")
    return Counterexample(_describe(fragment, point), str(value))


# --- demanded bits --------------------------------------------------------------------


def _demanded_counterexample(session: Session, claimed: DemandedBits, index: int) -> Counterexample | None:
    fragment = session.fragment
    width = fragment.insts[index].width
    root_demanded = fragment.root_demanded_mask
    candidates = mask(width) & ~claimed.mask
    if not candidates:
        return None
    chunks = list(zip(session.samples.inputs, session.samples.chunks, strict=True))
    shown = 0  # candidates some sample shows demanded: all bits at once per chunk
    for inputs, evaluation in chunks:
        shown |= demanded_on(session, index, candidates & ~shown, inputs, evaluation)
    if shown:
        bit = (shown & -shown).bit_length() - 1  # the lowest: the same row whatever the order
        flip = flipped(fragment, index, 1 << bit, session.demanded)
        behaviours = original_behaviours(session)
        for inputs, evaluation in chunks:
            hits = violations(
                evaluation, fragment, flip, inputs, root_demanded, semantics=session.demanded, behaviours=behaviours
            )
            if hits.any():
                point = lane_point(inputs, int(np.flatnonzero(hits)[0]))
                return _replay_demanded(fragment, point, index, bit, session.demanded)
        raise SemanticsMismatch(f"bit {bit} of %{fragment.names[index]} is demanded in a batch but not alone")
    found = demanded_witness(session, index, candidates, root_demanded)
    if found is None:
        return None
    bit, inputs = found
    return _replay_demanded(fragment, lane_point(inputs, 0), index, bit, session.demanded)


def _replay_demanded(
    fragment: Fragment,
    point: InputPoint,
    index: int,
    bit: int,
    semantics: DemandedSemantics = DemandedSemantics.TRANSFORM,
) -> Counterexample:
    """Evaluate the original and the flipped program at the point; the difference is
    the evidence that `bit` is demanded (under `semantics`). Where a freeze of the
    original reads poison there, every execution of the original at the point's input
    is evaluated (`auditor.oracles.refinement`): the evidence is that none gives the
    flipped root, and the text says so."""
    inputs = point_inputs(fragment, *point)
    original = evaluate(fragment, inputs)
    flip = flipped(fragment, index, 1 << bit, semantics)
    new = evaluate(flip.fragment, flipped_inputs(inputs, flip))
    if not violations(original, fragment, flip, inputs, fragment.root_demanded_mask, new, semantics)[0]:
        raise SemanticsMismatch(f"demanded-bits counterexample for %{fragment.names[index]} does not replay")
    root = "%" + fragment.names[fragment.root]
    before = int(original.values[fragment.root][0])
    if not bool(new.defined[0]):
        after = "undefined behaviour"
    elif bool(new.poison[flip.root][0]):
        after = "poison"
    else:
        after = str(int(new.values[flip.root][0]))
    actual = f"flipping bit {bit}: {root} {before} -> {after}"
    if bool(frozen_poison(fragment, original)[0]):
        behaviours = original_at(fragment, point, REPLAY_CHOICE_BITS)
        assert behaviours is not None  # `violations` enumerated them
        actual += f" (a freeze reads poison: none of the original's {behaviours.executions} executions here gives it)"
    return Counterexample(_describe(fragment, point), actual)


# --- executions as plain values -------------------------------------------------------


def replays(
    fragment: Fragment,
    claimed: Any,
    oracle: OracleFact,
    counterexample: Counterexample,
    demanded: DemandedSemantics = DemandedSemantics.TRANSFORM,
) -> bool:
    """Whether a counterexample read back (e.g. from the cache) still shows the claim
    false on the concrete evaluator: the same check a fresh one passes (`demanded`:
    the demanded-bits definition it was found under, `OracleOptions.demanded`)."""
    try:
        point = _parse_point(fragment, counterexample.inputs)
        if oracle.domain is Domain.DEMANDED_BITS:
            bit = int(counterexample.actual.removeprefix("flipping bit ").split(":", 1)[0])
            again = _replay_demanded(fragment, point, oracle.value, bit, demanded)
        else:
            again = _replay_forward(fragment, point, as_claimed(oracle.domain, claimed), oracle.value, oracle.domain)
    except (SemanticsMismatch, ValueError, KeyError, IndexError):
        return False
    return again == counterexample


def _parse_point(fragment: Fragment, inputs: tuple[str, ...]) -> InputPoint:
    """`_describe` read back, by position (its entries come in a fixed order)."""
    values = list(fragment.inputs())
    freezes = list(fragment.freezes())
    if len(inputs) != len(values) + len(fragment.blocks) + len(freezes):
        raise ValueError("not this fragment's inputs")
    numbers = [int(item.rsplit("=", 1)[1].removeprefix("pred")) for item in inputs]
    vars = dict(zip(values, numbers, strict=False))
    rest = numbers[len(values) :]
    choices = dict(enumerate(rest[: len(fragment.blocks)]))
    frozen = dict(zip(freezes, rest[len(fragment.blocks) :], strict=True))
    return vars, choices, frozen


def _describe(fragment: Fragment, point: InputPoint) -> tuple[str, ...]:
    """`%x=5` for each input in order, then block choices and freeze values that
    matter (blocks with predecessor 0 and freezes are listed too: they are part of
    the execution)."""
    vars, choices, freezes = point
    text = [f"%{fragment.names[i]}={vars.get(i, 0)}" for i in fragment.inputs()]
    text += [f"%{fragment.block_names[b]}=pred{choices.get(b, 0)}" for b in range(len(fragment.blocks))]
    text += [f"freeze:%{fragment.names[i]}={freezes.get(i, 0)}" for i in fragment.freezes()]
    return tuple(text)
