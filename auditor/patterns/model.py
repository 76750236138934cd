"""The data `auditor patterns` produces and the options it takes: frozen dataclasses
only, so that the report writers (auditor/reports/patterns_*.py) render a result
without running anything, and the same result always gives the same files."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum

from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions
from auditor.oracles.session import Budget
from auditor.patterns.impact import NOT_MEASURED, Impact, Tools

PATTERN_BUDGET = Budget(query_ms=500, fragment_ms=5_000)
"""Solver budgets of each re-audit: a reduction audits hundreds of candidates, and a
candidate the solver cannot settle quickly is simply not taken (its verdict is
`unknown`, never a guess)."""

WANTED = (Verdict.UNSOUND, Verdict.LOST_PRECISION)
REPRODUCER_STEM = "pattern-{rank:02d}"
LIT_SUFFIX = ".lit.ll"
"""A pattern's lit test is `pattern-NN.lit.ll` (auditor/patterns/lit.py): `pattern-NN.ll`
is the bare reproducer module the `opt` command of the pattern reads."""


class Gap(Enum):
    """Whose weakness a finding is, from the `detail` a scan writes on a provider's
    lost-precision or unsound row when the analysis has a `combined` row there
    (docs/csv-schema.md, "The `combined` provider"): the analysis as a whole misses
    the fact (`analysis`), or another provider or the reduced product has it
    (`provider`); `unclassified` when the row says neither (a scan without combined
    rows, or an analysis of one provider).

    >>> Gap.of_detail("no claim; provider gap: combined is exact")
    <Gap.PROVIDER: 'provider gap'>
    """

    ANALYSIS = "analysis gap"
    PROVIDER = "provider gap"
    UNCLASSIFIED = "unclassified"

    @classmethod
    def of_detail(cls, detail: str) -> Gap:
        """The gap a row's `detail` names (its `; `-separated notes), else UNCLASSIFIED."""
        for note in detail.split(";"):
            for gap in (cls.ANALYSIS, cls.PROVIDER):
                if note.strip().startswith(f"{gap.value}:"):
                    return gap
        return cls.UNCLASSIFIED

    @classmethod
    def of_hits(cls, gaps: Iterable[Gap]) -> Gap:
        """A group's gap from its hits': an analysis gap if any hit is one; else a
        provider gap if every hit is one (and there is one); else unclassified."""
        seen = list(gaps)
        if cls.ANALYSIS in seen:
            return cls.ANALYSIS
        if seen and all(g is cls.PROVIDER for g in seen):
            return cls.PROVIDER
        return cls.UNCLASSIFIED

    @property
    def order(self) -> int:
        """Rank among lost-precision (or among unsound) patterns: analysis gaps, then
        unclassified, provider gaps last."""
        return {Gap.ANALYSIS: 0, Gap.UNCLASSIFIED: 1, Gap.PROVIDER: 2}[self]


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
    provider_gaps: int = 10  # provider-gap patterns listed apart, after the `top` others
    per_provider: int = 2  # root families of each provider and domain whose best group is reduced, however they rank

    @property
    def oracle(self) -> OracleOptions:
        return OracleOptions(budget=self.budget, seed=self.seed)


RANGE_FAMILY = frozenset({Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE})
"""Domains one weakness of a range provider shows up in at once (computeConstantRange
answers `range` and `unsigned-range` with one call): patterns of these domains with
one reproducer, provider and verdict are one pattern listing all its domains."""


@dataclass(frozen=True)
class DomainAudit:
    """What a fresh audit of a reproducer says in one domain of its pattern: the best
    fact and the claim shown are the reproducer's own, never copied from the original
    rows. `expected` is what this domain's line of the `opt` command prints (empty
    when there is no LLVM command or the analysis made no claim)."""

    domain: Domain
    best: str
    claimed: str
    verdict: Verdict
    lost_bits: float | None
    oracle_status: str
    counterexample: str
    actual: str
    detail: str
    expected: str
    reading: str  # what this domain's line of `opt_command` is, e.g. "computeConstantRange(ForSigned=true) of %1"


@dataclass(frozen=True)
class Reproducer:
    """The reduced fragment, what a fresh audit of it says in each domain of its
    pattern (`audits`, in the pattern's domain order), and the commands that show the
    claims: `opt_command` prints one line per domain, in that order (`expected`)."""

    fragment: Fragment  # canonical
    value: str  # the audited value in it (the root; an input for demanded bits)
    souper: str
    llvm_ir: str  # a whole module with one function `f0`; "; no LLVM form: …" when it has none
    audits: tuple[DomainAudit, ...]
    auditor_command: str
    opt_command: str
    legend: str  # how to read what `opt_command` prints beyond each line's `reading` ("" if nothing)
    printer_command: str  # a stock LLVM printer pass that shows the same analysis, if any

    @property
    def instructions(self) -> int:
        return len(self.fragment.insts)

    @property
    def expected(self) -> str:
        """What `opt_command` prints: each domain's line; "" unless every domain has one."""
        lines = [a.expected for a in self.audits]
        return "\n".join(lines) if self.opt_command and all(lines) else ""


@dataclass(frozen=True)
class DomainTotals:
    """A pattern's totals in one of its domains, over the groups merged into it there:
    occurrences counts each fragment once, `weight` is Σ lost bits × occurrences."""

    domain: Domain
    occurrences: int
    findings: int
    lost_bits: float
    weight: float
    groups: int


@dataclass(frozen=True)
class ProviderLoss:
    """Another provider of the analysis that loses on a pattern's reproducer as the
    pattern's own provider does (one weakness of the analysis, seen through several
    of its APIs): its findings of that rule, counted here and not ranked apart, and
    a fresh audit of the reproducer against its claim in each of its domains, with the
    `opt` command that prints those claims."""

    provider: str
    occurrences: int
    findings: int
    audits: tuple[DomainAudit, ...]
    opt_command: str


@dataclass(frozen=True)
class Pattern:
    """One imprecision (or unsoundness) of the analysis as it would be filed: the
    generalized text, how much it matters in the corpus, where it occurs, and the
    reduced reproducer.

    A pattern has one domain, or several of the range family (RANGE_FAMILY) when one
    reproducer shows the provider's weakness in each: `per_domain` lists them,
    best-ranked (heaviest) first, with their own totals, and that first one is the
    primary `domain`, whose weight ranks the pattern — so one weakness seen in three
    range domains is neither listed three times nor counted three times against a
    weakness of one domain. `occurrences` counts each fragment once across all the
    domains; `findings` and `groups` add up. `impact` says whether the primary
    domain's best fact changes what the analysis's LLVM produces (`opt -O2`, `llc`)
    on the reproducer given one use that fact decides. `gap` says whether the
    analysis as a whole misses the fact or only this provider does; for a provider
    gap, `fact_known_by` names the other providers of the analysis whose claim on the
    same value and domain is exact (empty when only the reduced product of the
    providers has it). `also_lost_by` lists the analysis's other providers that lose
    on the same reproducer (their findings are in none of the totals above)."""

    rank: int
    text: str  # the generalized reproducer, one line (docs/patterns.md)
    analysis: str
    provider: str
    verdict: Verdict
    per_domain: tuple[DomainTotals, ...]
    occurrences: int
    findings: int
    groups: int  # cheap groups merged into this pattern, in all its domains
    example: str  # file:line of one occurrence
    function: str
    fragment: str  # that occurrence's fragment hash
    reproducer: Reproducer | None  # None: no fragment of the group showed the verdict again
    note: str = ""
    impact: Impact = NOT_MEASURED  # does the best fact change LLVM's code? (auditor/patterns/impact.py)
    gap: Gap = Gap.UNCLASSIFIED  # analysis gap, provider gap or unclassified (Gap.of_hits over its findings)
    fact_known_by: tuple[str, ...] = ()  # provider gap: the analysis's providers exact on its findings, most first
    also_lost_by: tuple[ProviderLoss, ...] = ()  # other providers losing on the reproducer, best-ranked first

    @property
    def providers(self) -> tuple[str, ...]:
        """The pattern's provider, then those that also lose on its reproducer."""
        return (self.provider, *(a.provider for a in self.also_lost_by))

    @property
    def domains(self) -> tuple[Domain, ...]:
        return tuple(t.domain for t in self.per_domain)

    @property
    def domain(self) -> Domain:
        """The primary domain: the best-ranked one."""
        return self.per_domain[0].domain

    @property
    def weight(self) -> float:
        """What ranks the pattern: its primary domain's Σ lost bits × occurrences."""
        return self.per_domain[0].weight


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
    problems: tuple[str, ...] = ()  # fragments that could not be read back; patterns left out (too large)
    tools: Tools | None = None  # the LLVM analysis's opt/llc (lit tests are generated with them); None otherwise


Progress = Callable[[int, int], None]  # (groups reduced, groups to reduce)
