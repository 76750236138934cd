"""The seam through which any analysis under test is plugged in.

An analysis receives a batch of fragments and the domains wanted, and returns what it
*claims*: one `Claim` per (fragment, value, domain, provider), in the oracle's own fact
types (`KnownBits`, `ConstantRange`, `SignBits`, `BoolFact`, `DemandedBits`), or a
`Failure` for a fragment it could not analyse. Batches exist because external
analyses (a compiler process, a JIT) pay a start-up cost per call, not per fragment.

Adapters (builtin, `python:`, `cmd:`, LLVM) only run a tool and translate its answers;
judging them is `auditor.compare`'s job. The protocol is documented for users in
docs/analysis-protocol.md.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from auditor.domains.base import Domain
from auditor.errors import AuditorError
from auditor.ir.fragment import Fragment


@dataclass(frozen=True)
class Claim:
    """`fact` is claimed for value `value` (an instruction index) of fragment number
    `fragment` of the batch. `provider` names the sub-analysis that made the claim
    when one analysis has several sources for a domain (LLVM's LVI and SCEV ranges);
    "" means the analysis itself."""

    fragment: int
    value: int
    domain: Domain
    fact: Any
    provider: str = ""


@dataclass(frozen=True)
class Failure:
    """The analysis could not analyse fragment number `fragment` (crash, timeout,
    malformed answer, …): every audited value of it becomes an `error` row with
    `reason`. `domain` None means all domains."""

    fragment: int
    reason: str
    domain: Domain | None = None


Outcome = Claim | Failure


@runtime_checkable
class Analysis(Protocol):
    """What auditor needs of an analysis under test.

    `domains` are the domains it can claim anything in; auditor only asks for those.
    A value it is asked about but returns no claim for is taken to claim nothing (the
    domain's top), which is sound and counted as lost precision."""

    @property
    def name(self) -> str: ...

    @property
    def version(self) -> str: ...

    @property
    def domains(self) -> frozenset[Domain]: ...

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]: ...


Target = tuple[int, Domain]  # (value index, domain)


@runtime_checkable
class TargetedAnalysis(Analysis, Protocol):
    """An analysis that can skip the claims a scan will not read (optional; the
    builtin and LLVM adapters have it). A default scan audits one value of each
    fragment in the forward domains (and its inputs' demanded bits), but an analysis
    that answers for every value builds ten claims per value, which the scan then
    drops: two thirds of the LLVM adapters' time in the scan's process.

    `analyze_targets` answers as `analyze` does, except that claims about pairs
    outside `targets[n]` (fragment n's audited (value, domain) pairs) may be left
    out — but for each (domain, provider) the full answer has claims in, about a
    fragment, at least one claim must stay: the scan reads from the claims which
    providers answered in a domain, and gives each of them a row ("no claim" where
    that provider said nothing about the audited value)."""

    def analyze_targets(
        self, fragments: Sequence[Fragment], domains: Sequence[Domain], targets: Sequence[Collection[Target]]
    ) -> Iterable[Outcome]: ...


class ProviderCover:
    """The claims `TargetedAnalysis.analyze_targets` must keep of one fragment: every
    claim about a target, and the first of each (domain, provider) otherwise."""

    __slots__ = ("_seen", "_values", "targets")

    def __init__(self, targets: Collection[Target]) -> None:
        self.targets = targets
        self._values = frozenset(value for value, _ in targets)
        self._seen: set[tuple[Domain, str]] = set()

    def keeps(self, value: int, domain: Domain, provider: str) -> bool:
        if (value, domain) in self.targets:
            self._seen.add((domain, provider))
            return True
        if (domain, provider) in self._seen:
            return False
        self._seen.add((domain, provider))
        return True

    def covers(self, pairs: Collection[tuple[Domain, str]]) -> bool:
        """Whether every one of `pairs` has a claim kept already."""
        return self._seen.issuperset(pairs)

    def done_with(self, value: int, pairs: Collection[tuple[Domain, str]]) -> bool:
        """Whether no claim of `value` would be kept: it is in no target, and `pairs`
        are covered (the rest of a fragment's untargeted values then need not be
        looked at)."""
        return value not in self._values and self.covers(pairs)


class Untargeted:
    """`analysis` seen through `Analysis` alone, as a user's analysis is: a scan asks
    it for every claim. What a `TargetedAnalysis`'s answers are checked against (the
    tests, benchmarks/scan_process_bench.py)."""

    def __init__(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.name, self.version, self.domains = analysis.name, analysis.version, analysis.domains

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        return self.analysis.analyze(fragments, domains)


FactFunction = Callable[[Fragment, int, Domain], Any]


class PerValueAnalysis:
    """An analysis written as one function `fact(fragment, value, domain)` returning a
    fact or None (no claim): the easiest way to plug a Python analysis in.

    Exceptions raised for one fragment become a `Failure` for that fragment only."""

    def __init__(
        self,
        name: str,
        fact: FactFunction,
        domains: Iterable[Domain | str] = tuple(Domain),
        version: str = "0",
        provider: str = "",
    ) -> None:
        self.name = name
        self.version = version
        self.domains = frozenset(Domain(d) for d in domains)
        self._fact = fact
        self._provider = provider

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        for number, fragment in enumerate(fragments):
            try:
                claims = [
                    Claim(number, value, domain, fact, self._provider)
                    for value in range(len(fragment.insts))
                    for domain in domains
                    if domain in self.domains and (fact := self._fact(fragment, value, domain)) is not None
                ]
            except Exception as err:  # the analysis's own bug: report it, keep scanning
                yield Failure(number, f"{type(err).__name__}: {err}")
                continue
            yield from claims


class AnalysisLoadError(AuditorError):
    """An analysis spec names something that cannot be loaded (message is one line)."""
