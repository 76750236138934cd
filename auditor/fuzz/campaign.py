"""`auditor fuzz`: generate fragments and audit them until the time is up; reduce
each new unsound (optionally imprecise) finding to a minimal reproducer and save it.

Findings are bucketed before reduction by (analysis, domain, verdict, opcode of the
value): reducing is the expensive part, and one bug usually shows on many random
fragments. After reduction, reproducers are deduplicated by their canonical hash.
A bucket with a reproducer is not reduced again; its other hits are counted. Each
reproducer is re-audited once more after being read back from its file, so a saved
file is known to show the verdict.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from auditor.analyses.base import Analysis
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.fuzz.generate import GeneratorOptions, generate
from auditor.fuzz.reduce import keeps_verdict, reduce
from auditor.ir.fragment import Fragment
from auditor.ir.hashing import fragment_hash
from auditor.ir.printer import format_fragment
from auditor.oracles.engine import OracleOptions, is_vacuous
from auditor.oracles.session import Budget
from auditor.readers.souper import parse_text
from auditor.scan import Finding, ScanOptions, UniqueFragment, audit

FUZZ_BUDGET = Budget(query_ms=200, fragment_ms=1_000)
"""Solver budgets while fuzzing: a fragment the solver cannot settle quickly is worth
less than the next hundred random ones (its verdicts become `unknown`, never a guess)."""


@dataclass(frozen=True)
class FuzzOptions:
    seconds: float = 60.0
    seed: int = 0
    domains: tuple[Domain, ...] = ()  # () = every domain of each analysis
    lost_precision: bool = False  # also reduce and save imprecise findings
    out: Path | None = None  # where reproducers are written
    batch: int = 16  # fragments audited together (one analysis call per batch)
    stop_after: int | None = None  # stop once this many reproducers are saved
    generator: GeneratorOptions = field(default_factory=GeneratorOptions)
    oracle: OracleOptions = field(default_factory=lambda: OracleOptions(budget=FUZZ_BUDGET))


@dataclass(frozen=True)
class Reproducer:
    analysis: str
    domain: Domain
    verdict: Verdict
    fragment: Fragment  # reduced, canonical
    hash: str
    finding: Finding  # of the reduced fragment
    found_after: float  # seconds into the campaign
    fragments_before: int
    path: Path | None

    @property
    def text(self) -> str:
        return format_fragment(self.fragment)


@dataclass
class FuzzStats:
    fragments: int = 0
    seconds: float = 0.0
    verdicts: Counter[str] = field(default_factory=Counter)
    hits: Counter[tuple[str, str, str, str]] = field(default_factory=Counter)  # bucket -> findings
    reproducers: list[Reproducer] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.fragments / self.seconds if self.seconds else 0.0


Progress = Callable[[FuzzStats], None]


def fuzz(
    analyses: Sequence[Analysis], options: FuzzOptions = FuzzOptions(), progress: Progress | None = None
) -> FuzzStats:
    """Run a campaign (see module docstring); returns what it saw and saved."""
    started = time.perf_counter()
    deadline = started + options.seconds
    stats = FuzzStats()
    domains = options.domains or tuple(sorted({d for a in analyses for d in a.domains}, key=list(Domain).index))
    scan_options = ScanOptions(domains=domains, oracle=options.oracle, all_values=True, claimed_only=True)
    wanted = {Verdict.UNSOUND} | ({Verdict.LOST_PRECISION} if options.lost_precision else set())
    by_name = {a.name: a for a in analyses}
    seen: set[str] = set()
    if options.out is not None:
        options.out.mkdir(parents=True, exist_ok=True)
    fragments = generate(1 << 62, options.seed, options.generator)
    while time.perf_counter() < deadline and (
        options.stop_after is None or len(stats.reproducers) < options.stop_after
    ):
        batch = [UniqueFragment(f, fragment_hash(f), 1, (f"fuzz:{options.seed}:{stats.fragments + n}",))
                 for n, f in zip(range(options.batch), fragments, strict=False)]  # fmt: skip
        # Each fragment's budget shrinks as the end nears, so `--time` is kept to
        # within a few per cent, not overshot by a batch of slow fragments.
        left_ms = int(1000 * (deadline - time.perf_counter()))
        share = max(50, left_ms // (2 * options.batch))  # the oracle, then the verdicts
        budget = Budget(options.oracle.budget.query_ms, min(options.oracle.budget.fragment_ms, share))
        scan_options = replace(scan_options, oracle=replace(options.oracle, budget=budget))
        findings, diagnostics, _ = audit(batch, analyses, scan_options)
        stats.problems += [d.message for d in diagnostics]
        stats.fragments += len(batch)
        fragment_of = {u.hash: u.fragment for u in batch}
        for finding in findings:
            stats.verdicts[finding.verdict.value] += 1
            if finding.verdict not in wanted:
                continue
            bucket = (finding.analysis, finding.domain.value, finding.verdict.value, finding.opcode)
            stats.hits[bucket] += 1
            if stats.hits[bucket] > 1 or time.perf_counter() >= deadline:
                continue
            saved = _reproduce(
                fragment_of[finding.fragment], by_name[finding.analysis], finding, options, started, stats, seen
            )
            if saved is not None:
                stats.reproducers.append(saved)
        stats.seconds = time.perf_counter() - started
        if progress is not None:
            progress(stats)
    stats.seconds = time.perf_counter() - started
    return stats


def _reproduce(
    fragment: Fragment,
    analysis: Analysis,
    finding: Finding,
    options: FuzzOptions,
    started: float,
    stats: FuzzStats,
    seen: set[str],
) -> Reproducer | None:
    keeps = keeps_verdict(analysis, finding.domain, finding.verdict, options.oracle)
    try:
        reduction = reduce(fragment, keeps)
    except ValueError:  # the verdict did not hold again (an `unknown` on the way): skip
        return None
    reduced, shown = reduction.fragment, reduction.finding
    digest = fragment_hash(reduced)
    if digest in seen:
        return None
    seen.add(digest)
    path = None
    if options.out is not None:
        path = options.out / f"{finding.verdict.value}-{analysis.name}-{finding.domain.value}-{digest}.opt"
        path.write_text(reproducer_text(reduced, shown, f"auditor fuzz, seed {options.seed}"))
        (again,) = parse_text(path.read_text(), str(path)).fragments
        if keeps(again) is None:
            path.unlink()
            stats.problems.append(f"{path}: the saved reproducer no longer shows the verdict")
            return None
    return Reproducer(
        analysis.name, finding.domain, finding.verdict, reduced, digest, shown,
        time.perf_counter() - started, stats.fragments, path,
    )  # fmt: skip


def reproducer_text(fragment: Fragment, finding: Finding, made_by: str) -> str:
    """The reduced fragment with what it shows as `;` comments, readable by
    `auditor scan` / `auditor reduce` (and by Souper); `made_by` says which command
    made it."""
    lines = [
        f"; {finding.analysis} is {finding.verdict.value} on {finding.value} in {finding.domain.value} ({made_by})",
        f"; claimed: {finding.claimed}",
        f"; best:    {finding.oracle}",
    ]
    if finding.counterexample:
        lines.append(f"; counterexample: {finding.counterexample} -> {finding.actual}")
    elif finding.lost_bits:
        lines.append(f"; lost bits: {finding.lost_bits}")
    return "\n".join(lines) + "\n" + format_fragment(fragment)


def vacuity(fragments: Iterable[Fragment]) -> Counter[str]:
    """How many of `fragments` (e.g. generated ones) are vacuous (no defined
    execution: nothing to audit), proven not, or undecided within the budget."""
    counts: Counter[str] = Counter()
    for fragment in fragments:
        answer = is_vacuous(fragment, OracleOptions(budget=FUZZ_BUDGET))
        counts["undecided" if answer is None else "vacuous" if answer else "not vacuous"] += 1
    return counts
