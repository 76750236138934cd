"""The expensive second pass, for the best-ranked groups only: a group's smallest
fragment is reduced (auditor.fuzz.reduce) under a test stricter than `auditor
reduce`'s — the same provider keeps the verdict at the value a scan audits, every
other provider of the analysis (and `combined`) keeps its outcome there
(auditor/patterns/profile.py), LLVM's instsimplify does not fold the candidate
(auditor/patterns/canonical.py; LLVM analyses only), the root does not become a
constant, no width goes below a floor — and its constants are generalized. Every
candidate is re-audited with the oracle, which is why this is spent on a few groups
and not on every finding."""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from auditor.analyses.base import Analysis
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.fuzz.reduce import Keeps, Reduction, findings_of, reduce
from auditor.ir.fragment import Fragment
from auditor.ir.hashing import canonical
from auditor.ir.rewrite import prune
from auditor.oracles.engine import OracleOptions
from auditor.oracles.sampling import sample
from auditor.patterns.canonical import InstSimplify, instsimplify_of
from auditor.patterns.constants import free_constants
from auditor.patterns.fragments import ReportFragments, value_index
from auditor.patterns.grouping import Group, Hit, cone
from auditor.patterns.model import PatternOptions
from auditor.patterns.profile import Profile, departures, profile_at
from auditor.patterns.text import expression, literal, pattern_text
from auditor.scan import Finding


@dataclass(frozen=True)
class Target:
    """What a reproducer must keep showing: `provider`'s `verdict` in `domain`, and
    `profile` — every provider's outcome there; None: the profile a fresh audit of
    the fragment being reduced shows (a profile read from the corpus rows can be
    given instead, and a fragment whose fresh audit departs from it is not reduced)."""

    analysis: Analysis
    domain: Domain
    verdict: Verdict
    provider: str
    oracle: OracleOptions
    profile: Profile | None = None


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


def _keeps(
    target: Target,
    guard: bool,
    floor: int = 1,
    deadline: float | None = None,
    profile: Profile | None = None,
    simplify: InstSimplify | None = None,
    exempt: Fragment | None = None,
) -> Keeps:
    """The reduction's test: the provider's claim at an audited place still has the
    verdict; with `profile`, every provider's outcome at that place is the profile's
    (faithful, auditor/patterns/profile.py); with `simplify`, instsimplify folds none
    of the fragment's instructions (`exempt`, the fragment the reduction starts
    from, is not asked: a non-canonical original may still reduce to a canonical
    reproducer); with `guard`, the root is not a constant; no width is below `floor`
    (an i2 reproducer is minimal, but `shl 1, x` at i2 is not what a reader of LLVM's
    tests expects, and its lost bits are not the same). After `deadline` nothing
    passes, which ends the reduction at the next round. The cheap checks come first,
    the audit last."""

    def test(fragment: Fragment) -> Finding | None:
        if deadline is not None and time.monotonic() > deadline:
            return None
        if _narrowest(fragment) < floor:
            return None
        if simplify is not None and fragment != exempt and simplify.check(fragment).changed:
            return None
        if guard and not _varies(fragment, target.oracle.seed):
            return None
        places = _placed(fragment, target.domain)
        findings = findings_of(fragment, target.analysis, target.domain, target.oracle)
        for found in findings:
            if found.verdict is not target.verdict or found.provider != target.provider or found.value not in places:
                continue
            if profile is None or not departures(profile, profile_at(findings, found.value, target.domain)):
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
    no fragment of the group showed the verdict again, with a note saying so).
    `profile`: the outcomes the reproducer was kept faithful to (None without a
    reproducer)."""

    group: Group
    text: str
    merge_key: str  # "" when the group has no reproducer: never merged
    fragment: Fragment | None
    value: str
    hit: Hit
    note: str
    profile: Profile | None = None


@dataclass(frozen=True)
class Attempt:
    """One fragment's reduction: `reduction` and the `profile` it was kept faithful
    to, or (`reduction` None) why it gave no reproducer; `notes` say what was not
    checked (no `opt` for instsimplify)."""

    reduction: Reduction | None
    profile: Profile | None
    reason: str
    notes: tuple[str, ...] = ()


def reduce_fragment(
    part: Fragment, at: int, target: Target, options: PatternOptions, deadline: float | None = None
) -> Attempt:
    """Reduce `part` (canonical) keeping `target` at its value `at`: the provider's
    verdict, the profile (the target's, else that of a fresh audit of `part`) and,
    for an LLVM analysis, instsimplify leaving it alone. On return either
    `reduction` holds a fragment that passed every check (the start itself only if
    it is canonical) or `reason` says which failed first.

    Example: `and(add(x, 3), 7)` where LazyValueInfo is exact and computeConstantRange
    loses does not reduce to `and(x, 7)` if LazyValueInfo loses there."""
    start = canonical(prune(part))
    value = "%" + part.names[at]
    findings = findings_of(part, target.analysis, target.domain, target.oracle)
    fresh = profile_at(findings, value, target.domain)
    if fresh.verdict(target.provider) is not target.verdict:
        now = fresh.verdict(target.provider)
        return Attempt(None, None, f"on a fresh audit the verdict is {now.value if now else 'not claimed'}")
    profile = target.profile or fresh
    if target.profile is not None and (gone := departures(target.profile, fresh)):
        return Attempt(None, None, "a fresh audit departs from the corpus rows: " + "; ".join(gone))
    simplify = instsimplify_of(target.analysis)
    notes: tuple[str, ...] = ()
    folded = None
    if simplify is not None:
        first = simplify.check(start)
        if first.changed is None:
            notes, simplify = (first.detail,), None
        elif first.changed:
            folded = first.detail
    guard = _varies(part, options.seed)
    floor = min(options.min_width, _narrowest(part))
    keeps = _keeps(target, guard, floor, deadline, profile, simplify, exempt=start)
    try:
        reduction = reduce(part, keeps, options.max_checks)
    except ValueError:
        return Attempt(None, profile, "the verdict or the profile did not hold again", notes)
    if folded is not None and reduction.steps == 0:
        return Attempt(None, profile, f"{folded}, and no smaller fragment keeps the verdict", notes)
    return Attempt(reduction, profile, "", notes)


def reduce_group(group: Group, target: Target, fragments: ReportFragments, options: PatternOptions) -> Reduced:
    """Reduce the group's smallest fragments in turn until one keeps the verdict
    faithfully (reduce_fragment); generalize its constants."""
    candidates: list[tuple[int, str, Hit, Fragment, int]] = []
    for hit in {(h.fragment, h.value): h for h in group.hits}.values():
        fragment = fragments.get(hit.fragment)
        index = None if fragment is None else value_index(fragment, hit.value)
        if fragment is not None and index is not None:
            part, at = cone(fragment, index, group.domain)
            candidates.append((len(part.insts), hit.fragment + hit.value, hit, part, at))
    candidates.sort(key=lambda c: c[:2])
    deadline = time.monotonic() + options.seconds_per_group
    reasons: list[str] = []
    for _, _, hit, part, at in candidates[: options.representatives]:
        attempt = reduce_fragment(part, at, target, options, deadline)
        if attempt.reduction is None:
            reasons.append(attempt.reason)
            continue
        reduced, value = attempt.reduction.fragment, attempt.reduction.finding.value
        where = reduced.names.index(value.removeprefix("%"))
        floor = min(options.min_width, _narrowest(part))
        # A value that makes the root a constant (or always poison: a shift by the
        # width) does not count as keeping the verdict, whatever the original was.
        free = free_constants(reduced, _keeps(target, True, floor), options)
        size = len(reduced.insts)
        notes = list(attempt.notes)
        if size > options.max_insts:
            notes.insert(0, f"could not reduce to {options.max_insts} instructions or fewer ({size})")
        return Reduced(
            group,
            pattern_text(reduced, free, where),
            pattern_text(reduced, free, where, widths=False),
            reduced,
            value,
            hit,
            "; ".join(notes),
            attempt.profile,
        )
    if not candidates:
        return Reduced(group, group.shape, "", None, "", group.hits[0], "no fragment of the group could be read")
    _, _, hit, part, at = candidates[0]
    again = reaudit(part, target, "%" + part.names[at])
    now = again.verdict.value if again is not None else "not claimed"
    note = f"not reproduced: on a fresh audit (query budget {options.budget.query_ms} ms) the verdict is {now}"
    other = [r for r in dict.fromkeys(reasons) if not r.startswith("on a fresh audit")]
    if other:
        note += " (" + "; ".join(other) + ")"
    return Reduced(group, expression(part, literal, at=at), "", None, "", hit, note)
