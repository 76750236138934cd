"""What a search did: the steps it tried, in order, nested under the step that asked
them, each with its outcome, time, queries and give-ups. `auditor oracle --explain`
prints it; it answers "why is this answer partial?".

Example: a `range` search that proved its answer with the hulls reads
`every-value: nothing shown`, `early-refutes: skipped (the samples are nearly full)`,
`hulls: nothing shown` (with `unsigned-hull: proved`, `signed-hull: proved` under it),
`hull-reached: proved`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol


class Outcome(StrEnum):
    """What one step decided."""

    PROVED = "proved"  # it settled the answer (or its own question) with a proof
    PARTIAL = "partial"  # it ended the search with a proven cover that may not be the best
    NOTHING = "nothing shown"  # it ran and showed nothing; the search went on
    GAVE_UP = "gave up"  # a query of it ran out of budget
    SKIPPED = "skipped"  # a guard kept it from running (`Step.detail` says which)


@dataclass(frozen=True)
class Step:
    """One step tried: `detail` says why it was skipped, or what it found."""

    name: str
    outcome: Outcome
    detail: str = ""
    ms: float = 0.0
    queries: int = 0
    give_ups: int = 0
    children: tuple[Step, ...] = ()


@dataclass
class Record:
    """A step being recorded: its body may set `outcome` and `detail`; left unset, the
    outcome is `nothing shown`, or `gave up` when a query of it gave up."""

    outcome: Outcome | None = None
    detail: str = ""
    children: list[Step] = field(default_factory=list)


class Trace:
    """The steps of the searches of one session (and of the sessions derived from it,
    which share it): a stack of open steps; `take()` hands over what was recorded."""

    def __init__(self) -> None:
        self._open: list[Record] = [Record()]

    @contextmanager
    def step(self, name: str, counters: Counters) -> Iterator[Record]:
        """Record a step around the block: its time, and the queries and give-ups
        `counters` (the session) counted meanwhile. An exception raised by the block
        passes through, the step recorded as `gave up`."""
        record = Record()
        self._open.append(record)
        started = time.perf_counter()
        queries, give_ups = counters.queries, counters.give_ups
        failed = False
        try:
            yield record
        except BaseException:
            failed = True
            raise
        finally:
            self._open.pop()
            spent = counters.give_ups - give_ups
            outcome = record.outcome or (Outcome.GAVE_UP if failed or spent else Outcome.NOTHING)
            self._open[-1].children.append(
                Step(
                    name,
                    outcome,
                    record.detail,
                    (time.perf_counter() - started) * 1000,
                    counters.queries - queries,
                    spent,
                    tuple(record.children),
                )
            )

    def note(self, detail: str) -> None:
        """Say, in the innermost open step, what it found (its `detail`)."""
        self._open[-1].detail = detail

    def skipped(self, name: str, reason: str) -> None:
        """Record that a guard kept step `name` from running."""
        self._open[-1].children.append(Step(name, Outcome.SKIPPED, reason))

    def take(self) -> tuple[Step, ...]:
        """The top-level steps recorded since the last call (and forget them)."""
        top = self._open[0]
        steps = tuple(top.children)
        top.children.clear()
        return steps


class Counters(Protocol):
    """What `Trace.step` reads of a session."""

    queries: int
    give_ups: int
