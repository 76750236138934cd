"""The cheap first pass: every lost-precision / unsound finding of the analysis gets
a key — domain, verdict, provider and the *shape* of the audited value's cone — and
findings with one key form a group. Nothing is re-audited here, so every finding of
a full corpus can be grouped; the ranking decides which groups are worth reducing.

Rows of the `combined` provider are left out: they restate the providers' rows
(docs/csv-schema.md). Each provider row's `detail` says instead whether the analysis
as a whole misses the fact (an analysis gap) or another provider has it (a provider
gap), and a group carries that (`Group.gap`). In a domain where the analysis has one
provider (LLVM's demanded bits: DemandedBits), that provider's loss is an analysis
gap."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from auditor.combined import COMBINED
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.ir.hashing import canonical, canonical_positions
from auditor.ir.rewrite import live, prune
from auditor.patterns.fragments import ReportFragments, value_index
from auditor.patterns.model import WANTED, Gap
from auditor.patterns.text import abstract, expression
from auditor.reports.model import Report


@dataclass(frozen=True)
class Hit:
    """One finding of a group (a row of findings.csv): `gap` read from its `detail`,
    `known_by` the other providers of the analysis whose claim on the same value and
    domain is exact (sorted), `best` the oracle's fact there and `status` how it was
    obtained (`proven`, `exhaustive`, …: what the in-place impact may assume)."""

    fragment: str
    value: str
    source: str
    function: str
    lost_bits: float | None
    occurrences: int
    gap: Gap = Gap.UNCLASSIFIED
    known_by: tuple[str, ...] = ()
    best: str = ""
    status: str = ""


@dataclass(frozen=True)
class Group:
    """Findings with one cheap key (domain, verdict, provider, shape), with the totals
    the ranking reads: occurrences counts each fragment once (demanded bits gives one
    finding per input of a fragment), `weight` is Σ lost bits × occurrences, `gap`
    the hits' gaps taken together (Gap.of_hits)."""

    domain: Domain
    verdict: Verdict
    provider: str
    shape: str
    hits: tuple[Hit, ...]
    occurrences: int
    lost_bits: float
    weight: float
    gap: Gap = Gap.UNCLASSIFIED

    @property
    def sort_key(self) -> tuple[bool, int, float, int, int, str, str, int]:
        """Unsound first; then analysis gaps, unclassified, provider gaps; then the weight."""
        return (
            self.verdict is not Verdict.UNSOUND,
            self.gap.order,
            -self.weight,
            -self.occurrences,
            -len(self.hits),
            self.shape,
            self.provider,
            list(Domain).index(self.domain),
        )


def cone(fragment: Fragment, value: int, domain: Domain) -> tuple[Fragment, int]:
    """The part of `fragment` the finding is about, in canonical form, and the
    audited value's index in it: for a forward domain, the value's own cone with the
    value as the root; for demanded bits (audited relative to the root), the live
    fragment."""
    if domain is not Domain.DEMANDED_BITS and value != fragment.root:
        fragment = replace(fragment, root=value, root_demanded=None)
    kept = live(fragment)
    pruned = prune(fragment)
    index = kept.index(value) if value in kept else pruned.root
    return canonical(pruned), canonical_positions(pruned)[index]


def shape(fragment: Fragment, value: int, domain: Domain) -> str:
    """The cheap key's text: the cone with constants and widths abstracted."""
    part, at = cone(fragment, value, domain)
    return expression(part, abstract, widths=False, at=at)


def group_findings(
    report: Report, analysis: str, domains: Sequence[Domain] = (), fragments: ReportFragments | None = None
) -> tuple[list[Group], list[str]]:
    """The analysis's lost-precision and unsound findings grouped by their cheap key,
    ranked (best first); and problems (fragments that could not be read back).
    `fragments`: the report's fragments, when the caller reads them too."""
    found = report.findings
    mine = found[(found["analysis"] == analysis) & (found["provider"] != COMBINED)]
    rows = mine[mine["verdict"].isin([v.value for v in WANTED])]
    # A domain in which the analysis has one provider (DemandedBits): that provider's
    # loss is the analysis's, though no `combined` row says so.
    per_domain = mine.groupby("domain")["provider"].nunique()
    one_provider = set(per_domain[per_domain == 1].index)
    exact: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    on = mine[mine["verdict"] == Verdict.EXACT.value]
    for digest, value, domain, provider in zip(*(on[c].tolist() for c in ("fragment", "value", "domain", "provider")), strict=True):  # fmt: skip
        exact[(digest, value, domain)].add(provider)
    if domains:
        rows = rows[rows["domain"].isin([d.value for d in domains])]
    fragments = fragments if fragments is not None else ReportFragments(report)
    shapes: dict[tuple[str, str, str], str | None] = {}
    members: dict[tuple[str, str, str, str], list[Hit]] = defaultdict(list)
    columns = ["fragment", "value", "domain", "verdict", "provider", "source", "function", "lost_bits", "occurrences",
               "detail", "oracle", "oracle_status"]  # fmt: skip
    for digest, value, domain, verdict, provider, source, function, lost, occurrences, detail, best, status in zip(
        *(rows[c].tolist() for c in columns), strict=True
    ):
        key = (digest, value, domain)
        if key not in shapes:
            fragment = fragments.get(digest)
            index = None if fragment is None else value_index(fragment, value)
            shapes[key] = None if fragment is None or index is None else shape(fragment, index, Domain(domain))
        form = shapes[key]
        if form is None:
            continue
        occ = fragments.occurrences.get(digest, int(occurrences))
        bits = None if lost != lost else float(lost)  # NaN: none
        others = tuple(sorted(exact.get(key, set()) - {provider}))
        gap = Gap.of_detail(detail if isinstance(detail, str) else "")
        if gap is Gap.UNCLASSIFIED and domain in one_provider:
            gap = Gap.ANALYSIS
        fact = (best if isinstance(best, str) else "", status if isinstance(status, str) else "")
        members[(domain, verdict, provider, form)].append(
            Hit(digest, value, source, function, bits, occ, gap, others, *fact)
        )
    groups = [make_group(Domain(d), Verdict(v), p, s, hits) for (d, v, p, s), hits in members.items()]
    return rank_groups(groups), fragments.problems


def make_group(domain: Domain, verdict: Verdict, provider: str, form: str, hits: Sequence[Hit]) -> Group:
    """A group with its totals, from its hits: also how merged patterns add up, so
    the two rankings count alike."""
    occurrences = sum({h.fragment: h.occurrences for h in hits}.values())
    lost = sum(h.lost_bits or 0.0 for h in hits)
    weight = sum((h.lost_bits or 0.0) * h.occurrences for h in hits)
    gap = Gap.of_hits(h.gap for h in hits)
    return Group(domain, verdict, provider, form, tuple(hits), occurrences, lost, weight, gap)


def fact_known_by(hits: Iterable[Hit]) -> tuple[str, ...]:
    """The providers exact where the hits' provider is not, those exact on the most
    hits first (ties by name).

    >>> fact_known_by([Hit("a", "%0", "", "", 1.0, 1, Gap.PROVIDER, ("LazyValueInfo",))])
    ('LazyValueInfo',)
    """
    counts: dict[str, int] = defaultdict(int)
    for h in hits:
        for provider in h.known_by:
            counts[provider] += 1
    return tuple(sorted(counts, key=lambda p: (-counts[p], p)))


def rank_groups(groups: Iterable[Group]) -> list[Group]:
    """Unsound groups first, then analysis gaps, unclassified groups and provider gaps
    last; within each, by lost bits × occurrences; ties broken by the key, so the
    order is deterministic."""
    return sorted(groups, key=lambda g: g.sort_key)
