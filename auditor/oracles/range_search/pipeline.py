"""One runner for the ordered stage tables of the range search (`stages.SMALLEST_RANGE`,
`surjective.SURJECTIVITY`), in the manner of xDSL's ordered pattern appliers: each
stage is a step over a typed search state plus the guards that must hold for it to
run; the first stage that decides ends the walk.

Example: `run_stages(state, (Stage("a", step_a), Stage("b", step_b, (Guard("x is
spent", has_x),))), trace, counters)` runs `step_a(state)`; when it returns None,
checks `has_x(state)` and runs `step_b(state)` or records `b: skipped (x is spent)`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from auditor.oracles.trace import Counters, Outcome, Trace

S = TypeVar("S")
D = TypeVar("D")


@dataclass(frozen=True)
class Guard(Generic[S]):
    """A condition for a stage to run: `applies(state)`; `reason` says, in the trace,
    why the stage was skipped when it does not."""

    reason: str
    applies: Callable[[S], bool]


@dataclass(frozen=True)
class Stage(Generic[S, D]):
    """One stage: `step(state)` is its decision, or None to go on; `record` reads the
    outcome of a decision for the trace; `summary` is its line in docs/oracles.md."""

    name: str
    step: Callable[[S], D | None]
    guards: tuple[Guard[S], ...] = ()
    summary: str = ""


def run_stages(
    state: S,
    stages: Sequence[Stage[S, D]],
    trace: Trace,
    counters: Counters,
    outcome: Callable[[D], Outcome],
    left_out: Collection[str] = (),
) -> D | None:
    """The first decision of `stages`, in order, each run only when it is not in
    `left_out` and its guards apply; None when no stage decides. Every stage tried is
    recorded in `trace`: skipped (with the first guard that failed), or run, with the
    outcome `outcome(decision)` of its decision, else `nothing shown` / `gave up`."""
    for stage in stages:
        if stage.name in left_out:
            trace.skipped(stage.name, "left out of the search")
            continue
        failed = next((guard.reason for guard in stage.guards if not guard.applies(state)), None)
        if failed is not None:
            trace.skipped(stage.name, failed)
            continue
        with trace.step(stage.name, counters) as record:
            decision = stage.step(state)
            if decision is not None:
                record.outcome = outcome(decision)
        if decision is not None:
            return decision
    return None
