"""The expensive second pass, for the best-ranked groups only: a group's smallest
fragment is reduced (auditor.fuzz.reduce) under a test stricter than `auditor
reduce`'s — the same provider keeps the verdict at the value a scan audits, the root
does not become a constant, no width goes below a floor — and its constants are
generalized. Every candidate is re-audited with the oracle, which is why this is
spent on a few groups and not on every finding."""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from auditor.analyses.base import Analysis
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.fuzz.reduce import Keeps, findings_of, reduce
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions
from auditor.oracles.sampling import sample
from auditor.patterns.constants import free_constants
from auditor.patterns.fragments import ReportFragments, value_index
from auditor.patterns.grouping import Group, Hit, cone
from auditor.patterns.model import PatternOptions
from auditor.patterns.text import expression, literal, pattern_text
from auditor.scan import Finding


@dataclass(frozen=True)
class Target:
    """What a reproducer must keep showing."""

    analysis: Analysis
    domain: Domain
    verdict: Verdict
    provider: str
    oracle: OracleOptions


def _varies(fragment: Fragment, seed: int) -> bool:
    """Whether the root takes two values in some sampled executions: a root that is a
    constant on every execution (`mul 0, x`) makes a reproducer no one would file."""
    samples = sample(fragment, 1 << 12, 256, seed)
    return len(np.unique(samples.reachable(fragment.root))) > 1


def _placed(fragment: Fragment, domain: Domain) -> set[str]:
    """The values a scan audits in `domain`: the root, or the inputs for demanded bits."""
    if domain is Domain.DEMANDED_BITS:
        return {"%" + fragment.names[i] for i in fragment.inputs() if i != fragment.root}
    return {"%" + fragment.names[fragment.root]}


def _narrowest(fragment: Fragment) -> int:
    """The smallest width of the fragment other than i1 (comparisons); 1 if none."""
    return min((i.width for i in fragment.insts if i.width > 1), default=1)


def _keeps(target: Target, guard: bool, floor: int = 1, deadline: float | None = None) -> Keeps:
    """The reduction's test: the provider's claim at an audited place still has the
    verdict; with `guard`, the root is not a constant; no width is below `floor`
    (an i2 reproducer is minimal, but `shl 1, x` at i2 is not what a reader of LLVM's
    tests expects, and its lost bits are not the same). After `deadline` nothing
    passes, which ends the reduction at the next round."""

    def test(fragment: Fragment) -> Finding | None:
        if deadline is not None and time.monotonic() > deadline:
            return None
        if _narrowest(fragment) < floor:
            return None
        if guard and not _varies(fragment, target.oracle.seed):
            return None
        places = _placed(fragment, target.domain)
        for found in findings_of(fragment, target.analysis, target.domain, target.oracle):
            if found.verdict is target.verdict and found.provider == target.provider and found.value in places:
                return found
        return None

    return test


def reaudit(fragment: Fragment, target: Target, value: str) -> Finding | None:
    """A fresh audit of `value` in `fragment`: the provider's finding there, whatever
    its verdict."""
    for found in findings_of(fragment, target.analysis, target.domain, target.oracle):
        if found.provider == target.provider and found.value == value:
            return found
    return None


@dataclass(frozen=True)
class Reduced:
    """A reduced group: its pattern text and merge key, and the reproducer (None when
    no fragment of the group showed the verdict again, with a note saying so)."""

    group: Group
    text: str
    merge_key: str  # "" when the group has no reproducer: never merged
    fragment: Fragment | None
    value: str
    hit: Hit
    note: str


def reduce_group(group: Group, target: Target, fragments: ReportFragments, options: PatternOptions) -> Reduced:
    """Reduce the group's smallest fragments in turn until one keeps the verdict;
    generalize its constants."""
    candidates: list[tuple[int, str, Hit, Fragment, int]] = []
    for hit in {(h.fragment, h.value): h for h in group.hits}.values():
        fragment = fragments.get(hit.fragment)
        index = None if fragment is None else value_index(fragment, hit.value)
        if fragment is not None and index is not None:
            part, at = cone(fragment, index, group.domain)
            candidates.append((len(part.insts), hit.fragment + hit.value, hit, part, at))
    candidates.sort(key=lambda c: c[:2])
    deadline = time.monotonic() + options.seconds_per_group
    for _, _, hit, part, _at in candidates[: options.representatives]:
        guard = _varies(part, options.seed)
        floor = min(options.min_width, _narrowest(part))
        keeps = _keeps(target, guard, floor, deadline)
        try:
            reduction = reduce(part, keeps, options.max_checks)
        except ValueError:
            continue
        reduced, value = reduction.fragment, reduction.finding.value
        at = reduced.names.index(value.removeprefix("%"))
        # A value that makes the root a constant (or always poison: a shift by the
        # width) does not count as keeping the verdict, whatever the original was.
        free = free_constants(reduced, _keeps(target, True, floor), options)
        size = len(reduced.insts)
        note = (
            f"could not reduce to {options.max_insts} instructions or fewer ({size})"
            if size > options.max_insts
            else ""
        )
        return Reduced(
            group,
            pattern_text(reduced, free, at),
            pattern_text(reduced, free, at, widths=False),
            reduced,
            value,
            hit,
            note,
        )
    if not candidates:
        return Reduced(group, group.shape, "", None, "", group.hits[0], "no fragment of the group could be read")
    _, _, hit, part, at = candidates[0]
    again = reaudit(part, target, "%" + part.names[at])
    now = again.verdict.value if again is not None else "not claimed"
    note = f"not reproduced: on a fresh audit (query budget {options.budget.query_ms} ms) the verdict is {now}"
    return Reduced(group, expression(part, literal, at=at), "", None, "", hit, note)
