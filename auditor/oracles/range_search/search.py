"""The state of one smallest-range search, shared by its stages (`stages.SMALLEST_RANGE`):
the candidate the refute-and-join rounds have joined so far, what the hulls showed,
and what the ∃∀ question showed.

Example: `RangeSearch.start(target, solve_arm).candidate` is α of the values the
samples reached — the smallest range no answer can be smaller than.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.oracles.climb import climb_outside
from auditor.oracles.range_search.target import Target, is_dear, value_outside
from auditor.oracles.result import OracleFact
from auditor.oracles.session import Session, Status, Unknown

_RANGE = forward_domain(Domain.RANGE)

ArmSolver = Callable[[Session, int, Domain], OracleFact]
"""The oracle's search of one value and domain (`forward.best_forward`): the
`phi-arms` stage asks it of each arm's fragment."""


@dataclass(frozen=True)
class Decision:
    """What a stage decided: the answer, its status, and (partial answers) the bound
    the best answer lies above."""

    fact: ConstantRange
    status: Status
    bound: ConstantRange | None = None


@dataclass
class RangeSearch:
    """What the stages of one search share. `given_up_before` is the session's give-up
    count the search's own limit (`range_give_ups`) counts from: set after the
    `every-value` stage, whose surjectivity attempt has a limit of its own."""

    target: Target
    solve_arm: ArmSolver  # the oracle's answer for an arm's fragment (`phi-arms`)
    candidate: ConstantRange
    given_up_before: int
    refinements: int = 0  # refute-and-join rounds asked
    climbs: int = 0  # climbs toward a value outside the candidate
    gave_up: bool = False  # a refute-and-join query gave up: no more rounds
    best: ConstantRange | None = None  # the smaller proven hull
    decisive: bool = False  # whether `best` wins ties (`stages._hulls`)
    narrowest: ConstantRange | None = None  # the narrowest cover proven
    smaller: bool = False  # a cover smaller than `best` was shown (∃∀)

    @classmethod
    def start(cls, target: Target, solve_arm: ArmSolver) -> RangeSearch:
        sampled: ConstantRange = _RANGE.from_values(target.reached(), target.width)
        return cls(target, solve_arm, sampled, target.session.give_ups)

    def lower(self) -> ConstantRange:
        """α of the values reached so far (every witness is replayed into the samples):
        no cover is smaller."""
        found: ConstantRange = _RANGE.from_values(self.target.reached(), self.target.width)
        return found

    def spent(self) -> bool:
        """Whether `range_give_ups` queries of this search have given up."""
        return self.target.session.give_ups - self.given_up_before >= self.target.budgets.range_give_ups

    def best_is_reached(self) -> bool:
        """Whether the decisive hull is as small as α of the values reached: then it is
        a smallest cover, and the preferred one."""
        return self.best is not None and self.decisive and self.best.size == self.lower().size

    def refine(self, rounds: int) -> ConstantRange | None:
        """Up to `rounds` more refute-and-join rounds; the candidate once proven.
        Values outside the candidate found by climbing (`climb_outside`, up to
        `climbed_witnesses` of them) are joined in before each query: after a model,
        and before the first query only where queries are dear (`is_dear`; elsewhere
        it most often proves the sampled candidate at once, for less than a climb).
        After a query gives up, no more rounds: the next one asks about a candidate
        at least as large, most often as hard."""
        target = self.target
        for _ in range(rounds):
            if self.gave_up or self.spent():
                return None
            if self.refinements or is_dear(target.session):
                self._climb_out()
            self.refinements += 1
            try:
                if value_outside(target, self.candidate) is None:
                    return self.candidate
            except Unknown:
                self.gave_up = True
                return None
            self.candidate = self.lower()
        return None

    def _climb_out(self) -> None:
        target = self.target
        while self.climbs < target.budgets.climbed_witnesses and not self.candidate.is_full:
            self.climbs += 1
            if not climb_outside(target.session, target.index, target.shift, self.candidate):
                break
            self.candidate = self.lower()
