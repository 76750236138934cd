"""The data `auditor patterns` produces and the options it takes: frozen dataclasses
only, so that the report writers (auditor/reports/patterns_*.py) render a result
without running anything, and the same result always gives the same files."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions
from auditor.oracles.session import Budget

PATTERN_BUDGET = Budget(query_ms=500, fragment_ms=5_000)
"""Solver budgets of each re-audit: a reduction audits hundreds of candidates, and a
candidate the solver cannot settle quickly is simply not taken (its verdict is
`unknown`, never a guess)."""

WANTED = (Verdict.UNSOUND, Verdict.LOST_PRECISION)
REPRODUCER_STEM = "pattern-{rank:02d}"


@dataclass(frozen=True)
class PatternOptions:
    top: int = 25  # patterns wanted: the top groups are reduced, more if they merge into fewer
    max_groups: int | None = None  # groups reduced at most (None: 4 × top)
    domains: tuple[Domain, ...] = ()  # () = every domain
    max_insts: int = 4  # a reproducer larger than this is reported as such
    other_values: int = 3  # values a constant is tried with before it is shown as C1
    seed: int = 0  # the random values tried for constants, and the oracle's samples
    budget: Budget = PATTERN_BUDGET
    seconds_per_group: float = 60.0  # reduction of one group stops taking steps after this
    representatives: int = 3  # fragments of a group tried in turn when one does not reproduce
    max_checks: int = 2000  # fragments audited per reduction at most
    min_width: int = 8  # reduction narrows no width below this (nor below the original's narrowest)

    @property
    def oracle(self) -> OracleOptions:
        return OracleOptions(budget=self.budget, seed=self.seed)


@dataclass(frozen=True)
class Reproducer:
    """The reduced fragment and what a fresh audit of it says, with the commands that
    show the claim. `expected` is what `opt_command` prints for the claim (empty when
    there is no LLVM command or the analysis made no claim)."""

    fragment: Fragment  # canonical
    value: str  # the audited value in it (the root; an input for demanded bits)
    souper: str
    llvm_ir: str  # a whole module with one function `f0`; "; no LLVM form: …" when it has none
    best: str
    claimed: str
    verdict: Verdict
    lost_bits: float | None
    oracle_status: str
    counterexample: str
    actual: str
    detail: str
    auditor_command: str
    opt_command: str
    expected: str
    reading: str  # what `opt_command` prints
    printer_command: str  # a stock LLVM printer pass that shows the same analysis, if any

    @property
    def instructions(self) -> int:
        return len(self.fragment.insts)


@dataclass(frozen=True)
class Pattern:
    """One imprecision (or unsoundness) of the analysis as it would be filed: the
    generalized text, how much it matters in the corpus (the totals of the groups
    merged into it), where it occurs, and the reduced reproducer."""

    rank: int
    text: str  # the generalized reproducer, one line (docs/patterns.md)
    analysis: str
    provider: str
    domain: Domain
    verdict: Verdict
    occurrences: int
    findings: int
    lost_bits: float
    weight: float
    groups: int  # cheap groups merged into this pattern
    example: str  # file:line of one occurrence
    function: str
    fragment: str  # that occurrence's fragment hash
    reproducer: Reproducer | None  # None: no fragment of the group showed the verdict again
    note: str = ""


@dataclass(frozen=True)
class PatternsResult:
    """What `auditor patterns` found; the report writers (auditor/reports/patterns_*)
    render it, so the same result gives the same files."""

    analysis: str
    version: str
    patterns: tuple[Pattern, ...]
    groups: int  # cheap groups in all
    reduced: int  # of which reduced (the best-ranked)
    findings: int  # lost-precision and unsound findings of the analysis considered
    seconds: float
    problems: tuple[str, ...] = ()  # fragments that could not be read back


Progress = Callable[[int, int], None]  # (groups reduced, groups to reduce)
