"""A finding's *profile*: the outcome of every provider of the analysis (the
`combined` provider included) at one audited value in one domain. A reproducer must
be faithful to its original's profile, not only to the one provider's verdict it was
reduced for: a fragment on which LazyValueInfo is exact and computeConstantRange
loses reduces easily to one where both lose, and that is another weakness — the
analysis as a whole now misses the fact, where on the corpus line it did not.

Only decided outcomes constrain (exact, lost-precision, unsound): a provider whose
original verdict is unknown, vacuous or error gave no evidence either way. A provider
the candidate has no row for, or an undecided row, departs from a decided one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.scan import Finding

DECIDED = frozenset({Verdict.EXACT, Verdict.LOST_PRECISION, Verdict.UNSOUND})


@dataclass(frozen=True)
class Profile:
    """Each provider's verdict at one value in one domain, sorted by provider.

    Example: Profile((("LazyValueInfo", Verdict.EXACT), ("combined", Verdict.EXACT),
    ("computeConstantRange", Verdict.LOST_PRECISION)))."""

    outcomes: tuple[tuple[str, Verdict], ...]

    def verdict(self, provider: str) -> Verdict | None:
        """The provider's verdict, None when it has no row."""
        return next((v for p, v in self.outcomes if p == provider), None)

    @property
    def text(self) -> str:
        """One line, e.g. "LazyValueInfo exact, combined exact, computeConstantRange lost-precision"."""
        return ", ".join(f"{p} {v.value}" for p, v in self.outcomes)


def profile_at(findings: Iterable[Finding], value: str, domain: Domain, analysis: str | None = None) -> Profile:
    """The profile of the rows at `value` (`%name`) in `domain` (of `analysis` only,
    when given): on return each provider appears once, with its row's verdict (the
    first row, should there be two)."""
    found: dict[str, Verdict] = {}
    for f in findings:
        if f.value == value and f.domain is domain and (analysis is None or f.analysis == analysis):
            found.setdefault(f.provider, f.verdict)
    return Profile(tuple(sorted(found.items())))


def departures(original: Profile, candidate: Profile) -> tuple[str, ...]:
    """How `candidate` departs from `original`, one entry per provider whose decided
    original verdict it does not have, e.g. "LazyValueInfo exact → lost-precision"
    (or "→ no row"); () when it is faithful. Providers only the candidate has, and
    providers undecided on the original, are free."""
    gone = []
    for provider, verdict in original.outcomes:
        if verdict not in DECIDED:
            continue
        now = candidate.verdict(provider)
        if now is not verdict:
            gone.append(f"{provider} {verdict.value} → {'no row' if now is None else now.value}")
    return tuple(gone)


def faithful(original: Profile, candidate: Profile) -> bool:
    """Whether `candidate` keeps every decided outcome of `original`."""
    return not departures(original, candidate)
