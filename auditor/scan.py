"""`auditor scan`: read a corpus, merge duplicate fragments, run every analysis and the
oracle, and judge each claim — one `Finding` per (fragment, value, domain, analysis,
provider).

Which values are audited (ARCHITECTURE.md, "Which values get rows"): the forward
domains at each fragment's root, demanded bits at each input relative to the root;
`all_values` audits every value instead. Nothing here prints: progress goes to a
callback and problems become diagnostics or `error` rows, so one bad fragment or one
crashing analysis never ends a scan.
"""

from __future__ import annotations

import json
import operator
import os
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from auditor.analyses.base import Analysis, Claim, Failure, Outcome, TargetedAnalysis
from auditor.combined import COMBINED, Combination, classify_gaps, combined_claims
from auditor.compare import Judgement, Verdict, judge, replays
from auditor.domains.base import FORWARD, Domain, lattice
from auditor.domains.booleans import BoolFact
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.errors import Diagnostic
from auditor.executors import DaskExecutor, ProcessExecutor, WorkerCrash, short_pool
from auditor.ir.fragment import Fragment, cone_of
from auditor.ir.hashing import canonical_positions, fragment_hash
from auditor.journal import ScanJournal, fingerprint
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.engine import OracleOptions, observable_values, open_session, run_oracle
from auditor.oracles.result import OracleFact
from auditor.oracles.session import Budget, Session
from auditor.readers.corpus import Corpus, ExtractionStats, ReadOptions, discover, read_files
from auditor.semantics.smt import fresh_context
from auditor.store import OracleCache, VerdictKey, format_fact, parse_fact

DEFAULT_PROVIDER = "default"
MAX_SOURCES = 3


def cpu_limit(budget: Budget) -> float:
    """The CPU time a fragment may take in its worker before the worker is stopped:
    the oracle's fragment budget, as much again for the verdicts (the budget is
    renewed for them), and as much once more for what no solver timeout covers
    (sampling, encoding) — at least a minute. The budgets are the solver's own and
    end a fragment `unknown`; this limit is for a solver that does not stop."""
    return max(60.0, 3 * budget.fragment_ms / 1000)


_FACT_TYPES: dict[Domain, type[Any]] = {
    Domain.KNOWN_BITS: KnownBits,
    Domain.DEMANDED_BITS: DemandedBits,
    Domain.RANGE: ConstantRange,
    Domain.UNSIGNED_RANGE: ConstantRange,
    Domain.SIGNED_RANGE: ConstantRange,
    Domain.SIGN_BITS: SignBits,
    Domain.NON_ZERO: BoolFact,
    Domain.POWER_OF_TWO: BoolFact,
    Domain.NEGATIVE: BoolFact,
    Domain.NON_NEGATIVE: BoolFact,
}


@dataclass(frozen=True)
class ScanOptions:
    domains: tuple[Domain, ...] = tuple(Domain)
    oracle: OracleOptions = field(default_factory=OracleOptions)
    all_values: bool = False
    batch_size: int = 64
    read: ReadOptions = field(default_factory=ReadOptions)
    cache: Path | None = None  # the oracle cache (auditor.store); None: no cache
    jobs: int = 1  # worker processes for the per-fragment work; 1: in this process, unless a limit is set
    memory_mb: int | None = None  # address-space cap of each worker process
    cpu_seconds: float | None = None  # CPU time a fragment may take in its worker before the worker is stopped
    journal: Path | None = None  # resume file (auditor.journal); None: not resumable
    executor: str = "local"  # "local" (worker processes) or "dask"
    scheduler: str | None = None  # the Dask scheduler's address; None: a LocalCluster
    claimed_only: bool = False  # audit only what some analysis made a claim about

    def settings(self) -> ScanOptions:
        """These options without those that cannot change a finding (where and how
        the work runs): what a scan's journal fingerprint covers."""
        return replace(
            self,
            cache=None,
            jobs=1,
            memory_mb=None,
            cpu_seconds=None,
            journal=None,
            batch_size=0,
            executor="local",
            scheduler=None,
        )

    @property
    def in_workers(self) -> bool:
        """Whether the per-fragment work runs in worker processes (or on Dask): with
        more than one job, and whenever a limit is set — a limit is enforced by
        stopping the worker, which this process must survive."""
        return self.executor == "dask" or self.jobs > 1 or bool(self.memory_mb) or self.cpu_seconds is not None


@dataclass(frozen=True)
class UniqueFragment:
    """One fragment content (by hash) and where it occurred."""

    fragment: Fragment
    hash: str
    occurrences: int
    sources: tuple[str, ...]  # up to MAX_SOURCES "file:line"
    function: str = ""


@dataclass(frozen=True, slots=True)
class Finding:
    """One row of findings.csv (docs/csv-schema.md)."""

    analysis: str
    provider: str
    source: str
    function: str
    fragment: str
    value: str
    opcode: str
    width: int
    domain: Domain
    oracle: str
    claimed: str
    verdict: Verdict
    lost_bits: float | None
    oracle_status: str
    counterexample: str
    actual: str
    occurrences: int
    detail: str
    index: int = field(default=0, compare=False)  # the value's instruction index, for ordering

    @property
    def sort_key(self) -> tuple[str, int, int, str, str]:
        return (self.fragment, self.index, _DOMAIN_ORDER[self.domain], self.analysis, self.provider)

    def record(self) -> dict[str, Any]:
        """The row as plain values, in findings.csv's columns (lost_bits a float or
        None; the CSV writer formats it)."""
        return {
            "analysis": self.analysis,
            "provider": self.provider,
            "source": self.source,
            "function": self.function,
            "fragment": self.fragment,
            "value": self.value,
            "opcode": self.opcode,
            "width": self.width,
            "domain": self.domain.value,
            "oracle": self.oracle,
            "claimed": self.claimed,
            "verdict": self.verdict.value,
            "lost_bits": self.lost_bits,
            "oracle_status": self.oracle_status,
            "counterexample": self.counterexample,
            "actual": self.actual,
            "occurrences": self.occurrences,
            "detail": self.detail,
        }


_DOMAIN_ORDER = {d: n for n, d in enumerate(Domain)}
_SORT_KEY = operator.attrgetter("sort_key")
_DOMAINS = {d.value: d for d in Domain}  # a dict lookup: Domain(name) is 20× slower


@dataclass(frozen=True)
class ScanResult:
    findings: tuple[Finding, ...]
    diagnostics: tuple[Diagnostic, ...]
    files: int
    fragments: int
    unique: int
    analyses: tuple[tuple[str, str], ...]  # (name, version)
    seconds: float
    extraction: ExtractionStats = field(default_factory=ExtractionStats)
    audited: tuple[UniqueFragment, ...] = ()  # the unique fragments, by hash
    resumed: int = 0  # fragments taken from an interrupted run's journal
    demanded: DemandedSemantics = DemandedSemantics.TRANSFORM  # the demanded-bits definition the rows follow
    # The scan's journal, complete: kept until the reports are written (a run stopped
    # while writing them resumes from it), then removed (api.write_reports).
    journal: Path | None = None
    requested: tuple[Domain, ...] = ()  # the domains the scan was asked to audit
    claimable: tuple[tuple[Domain, ...], ...] = ()  # per analysis (as `analyses`), the domains it claims


class FragmentGroups:
    """Fragments merged by content hash as they are read: only the first of each
    content and the places it occurred are kept. The bundled LLVM corpora read as
    83,499 fragments (~240 MB) of which 15,870 are unique, and a scan's worker
    processes are forked from the process that read them. `rank`: where a batch
    stands in the reading order (its file's place, when files are read out of order
    by several processes); the first fragment of the lowest rank is kept."""

    def __init__(self) -> None:
        self._first: dict[str, Fragment] = {}
        self._rank: dict[str, int] = {}
        self._count: dict[str, int] = defaultdict(int)
        self._origins: dict[str, set[tuple[str, int, str]]] = defaultdict(set)

    def add(self, fragments: Iterable[Fragment], rank: int = 0) -> None:
        for fragment in fragments:
            digest = fragment_hash(fragment)
            self._keep_first(digest, fragment, rank)
            self._count[digest] += 1
            if fragment.origin is not None:
                origin = fragment.origin
                self._origins[digest].add((origin.file, origin.line, origin.function))

    def unique(self) -> list[UniqueFragment]:
        """In order of the hash, so the output does not depend on the order files
        were read in."""
        result = []
        for digest in sorted(self._first):
            origins = sorted(self._origins.get(digest, ()))
            sources = tuple(f"{file}:{line}" for file, line, _ in origins[:MAX_SOURCES])
            function = origins[0][2] if origins else ""
            result.append(UniqueFragment(self._first[digest], digest, self._count[digest], sources, function))
        return result

    def merge(self, other: FragmentGroups) -> None:
        """Add what `other` read (other files): of each content, the first fragment
        of the lower rank is kept, as reading all the files in order would."""
        for digest, fragment in other._first.items():
            self._keep_first(digest, fragment, other._rank[digest])
        for digest, count in other._count.items():
            self._count[digest] += count
        for digest, origins in other._origins.items():
            self._origins[digest] |= origins

    def _keep_first(self, digest: str, fragment: Fragment, rank: int) -> None:
        """`fragment` becomes the one kept of its content unless one of a rank as low
        was met before it."""
        if rank < self._rank.get(digest, rank + 1):
            self._first[digest] = fragment
            self._rank[digest] = rank


PARALLEL_READ_BYTES = 2_000_000
"""Corpora smaller than this are read by the scan's process alone: a second process
would cost more than it saves."""


def read_unique(
    paths: Iterable[str | os.PathLike[str]], options: ReadOptions | None = None, jobs: int = 1
) -> tuple[Corpus, FragmentGroups]:
    """The corpus under `paths`, merged by content as it is read (`Corpus.fragments`
    stays empty). With `jobs` > 1 the files are shared out among that many
    processes (the scan's own is one), each reading and merging its share, and the
    shares are merged by the files' places: the result is the one reading the files
    one by one gives — the same first fragment of each content, the same diagnostics
    in the same order. No worker starts before the reading ends, so it is shared out
    too."""
    files, problems = discover(paths)
    shares = _shares(files, jobs)
    parts = []
    if len(shares) > 1:
        with short_pool(len(shares) - 1) as pool:
            others = [pool.submit(_read_share, share, options) for share in shares[1:]]
            parts.append(_read_share(shares[0], options))
            for share, future in zip(shares[1:], others, strict=True):
                try:
                    parts.append(future.result())
                except Exception:  # the reading process died (memory): read its share here
                    parts.append(_read_share(share, options))
    else:
        parts += [_read_share(share, options) for share in shares]
    groups, stats = FragmentGroups(), ExtractionStats()
    by_file: list[tuple[int, tuple[Diagnostic, ...]]] = []
    for part_groups, diagnostics, part_stats in parts:
        groups.merge(part_groups)
        by_file += diagnostics
        stats.add(part_stats)
    problems += [d for _, diagnostics in sorted(by_file, key=operator.itemgetter(0)) for d in diagnostics]
    return Corpus(tuple(str(f) for f in files), (), tuple(problems), stats), groups


_Share = list[tuple[int, Path]]  # files (with their places in the reading order) one process reads


def _shares(files: list[Path], jobs: int) -> list[_Share]:
    """`files` shared out among at most `jobs` processes, about as many bytes each:
    the largest first, each to the least loaded share (how much a file costs to read
    varies from corpus to corpus, so consecutive runs of files would not do)."""
    sizes = []
    for path in files:
        try:
            sizes.append(path.stat().st_size)
        except OSError:
            sizes.append(0)
    indexed = list(enumerate(files))
    total = sum(sizes)
    if jobs < 2 or len(files) < 2 or total == 0 or total < PARALLEL_READ_BYTES:
        return [indexed] if files else []
    shares: list[_Share] = [[] for _ in range(min(jobs, len(files)))]
    loads = [0] * len(shares)
    for rank in sorted(range(len(files)), key=lambda n: -sizes[n]):
        least = loads.index(min(loads))
        shares[least].append(indexed[rank])
        loads[least] += sizes[rank]
    return [sorted(share) for share in shares]


def _read_share(
    share: _Share, options: ReadOptions | None
) -> tuple[FragmentGroups, list[tuple[int, tuple[Diagnostic, ...]]], ExtractionStats]:
    groups, stats = FragmentGroups(), ExtractionStats()
    diagnostics = []
    read = read_files([path for _, path in share], options, stats)
    for (rank, _), (_, fragments, problems) in zip(share, read, strict=True):
        groups.add(fragments, rank)
        diagnostics.append((rank, problems))
    return groups, diagnostics, stats


def unique_fragments(fragments: Iterable[Fragment]) -> list[UniqueFragment]:
    """Merge fragments with the same content hash (see FragmentGroups)."""
    groups = FragmentGroups()
    groups.add(fragments)
    return groups.unique()


def targets(fragment: Fragment, domains: Sequence[Domain], all_values: bool) -> list[tuple[int, Domain]]:
    """The (value, domain) pairs audited in a fragment."""
    forward = [d for d in domains if d in FORWARD]
    values = observable_values(fragment) if all_values else [fragment.root]
    result = [(v, d) for v in values for d in forward]
    if Domain.DEMANDED_BITS in domains:
        # The root is demanded as `infer` says, not audited. Nor is a value a path
        # condition reads: demanded bits count the root's computation only
        # (docs/semantics.md), and an analysis that sees the condition's use (LLVM
        # sees a branch) cannot tell the root's demand of that value apart.
        conditioned = {c for v in fragment.condition_values() for c in cone_of(fragment, v)}
        demanded = sorted((set(values if all_values else []) | set(fragment.inputs())) - {fragment.root} - conditioned)
        result += [(v, Domain.DEMANDED_BITS) for v in demanded]
    return result


ProgressCallback = Callable[[int, int], None]  # (done, total)


def scan(
    paths: Iterable[str | os.PathLike[str]],
    analyses: Sequence[Analysis],
    options: ScanOptions = ScanOptions(),
    progress: ProgressCallback | None = None,
) -> ScanResult:
    started = time.perf_counter()
    corpus, groups = read_unique(paths, options.read, options.jobs if options.in_workers else 1)
    unique = groups.unique()
    del groups
    cache = OracleCache(options.cache) if options.cache is not None else None
    journal = None
    # Nothing to audit, nothing to resume: an interrupted scan's journal (and the
    # output directory it is in) is not touched.
    if options.journal is not None and unique:
        versions = [(a.name, a.version) for a in analyses]
        journal = ScanJournal(options.journal, fingerprint([u.hash for u in unique], versions, options.settings()))
    try:
        findings, problems, resumed = audit(unique, analyses, options, progress, cache, journal)
    finally:
        if cache is not None:
            cache.close()
        if journal is not None:
            journal.close()
    return ScanResult(
        findings=tuple(findings),
        diagnostics=corpus.diagnostics + tuple(problems),
        files=len(corpus.files),
        fragments=sum(u.occurrences for u in unique),
        unique=len(unique),
        analyses=tuple((a.name, a.version) for a in analyses),
        requested=tuple(options.domains),
        claimable=tuple(tuple(d for d in Domain if d in a.domains) for a in analyses),
        seconds=time.perf_counter() - started,
        extraction=corpus.extraction,
        audited=tuple(unique),
        resumed=resumed,
        demanded=options.oracle.demanded,
        journal=options.journal if journal is not None else None,
    )


def audit(
    fragments: Sequence[UniqueFragment],
    analyses: Sequence[Analysis],
    options: ScanOptions = ScanOptions(),
    progress: ProgressCallback | None = None,
    cache: OracleCache | None = None,
    journal: ScanJournal | None = None,
) -> tuple[list[Finding], list[Diagnostic], int]:
    """Findings for already-read fragments, sorted; diagnostics for fragments the
    oracle could not handle; and how many fragments came from the journal. With a
    `cache`, oracle answers found there are not computed again, and new ones are
    added to it; with a `journal`, fragments an interrupted run finished are taken
    from it and each newly finished one is committed to it."""
    # Rows grouped by fragment hash: the sort key begins with the hash, so sorting
    # each group (stably) and taking the groups in hash order is the stable sort of
    # all rows, without a key tuple for each of a full corpus's ~800,000 at once.
    by_fragment: dict[str, list[Finding]] = defaultdict(list)
    diagnostics: list[Diagnostic] = []
    done = 0

    def record(unique: UniqueFragment, rows: list[_WireRow], problem: Diagnostic | None, fresh: bool = True) -> None:
        nonlocal done
        findings = [_from_wire(row) for row in rows]
        for finding in findings:
            by_fragment[finding.fragment].append(finding)
        if problem is not None:
            diagnostics.append(problem)
        if fresh and journal is not None:
            journal.add(unique.hash, findings, problem)
        done += 1
        if progress is not None:
            progress(done, len(fragments))

    finished = journal.finished() if journal is not None else {}
    for unique in fragments:
        if unique.hash in finished:
            rows, problem = finished[unique.hash]
            record(unique, _to_wire(rows), problem, fresh=False)
    todo = [u for u in fragments if u.hash not in finished]
    del finished  # its rows were copied (interned) into by_fragment
    if options.in_workers:
        _audit_in_workers(todo, analyses, options, record, cache)
    else:
        for unique, answers in _with_answers(todo, analyses, options, cache):
            record(unique, *_audit_fragment(unique, analyses, answers, options, cache))
    findings = [row for digest in sorted(by_fragment) for row in sorted(by_fragment.pop(digest), key=_SORT_KEY)]
    return findings, diagnostics, len(fragments) - len(todo)


_WireRow = tuple[Any, ...]
"""A Finding as a fragment's audit hands it on (from a worker process, or the journal):
its fields in order, the two enums as their values. A slotted dataclass pickles
through a Python `__getstate__` and an enum through a call of its class; a tuple
of plain values pickles, unpickles and interns in little more than half the time
(see docs/history.md)."""

_VERDICTS = {v.value: v for v in Verdict}


def _to_wire(rows: list[Finding]) -> list[_WireRow]:
    return [
        (
            f.analysis, f.provider, f.source, f.function, f.fragment, f.value, f.opcode, f.width, f.domain.value,
            f.oracle, f.claimed, f.verdict.value, f.lost_bits, f.oracle_status, f.counterexample, f.actual,
            f.occurrences, f.detail, f.index,
        )
        for f in rows
    ]  # fmt: skip


def _from_wire(row: _WireRow) -> Finding:
    """The row as a Finding, its often-repeated texts interned: rows arrive as fresh
    strings, and a full corpus has ~800,000 rows that mostly repeat a few thousand
    names, hashes and facts. Positional, in field order (`dataclasses.replace` costs
    5× as much)."""
    i = sys.intern
    return Finding(
        i(row[0]), i(row[1]), i(row[2]), i(row[3]), i(row[4]), i(row[5]), i(row[6]), row[7], _DOMAINS[row[8]],
        i(row[9]), i(row[10]), _VERDICTS[row[11]], row[12], i(row[13]), row[14], row[15], row[16], i(row[17]), row[18],
    )  # fmt: skip


_Outcome = tuple[list[_WireRow], Diagnostic | None]
"""A fragment's rows and the diagnostic of its oracle's failure, if any."""


class _Judged(Protocol):
    """What `_audit_fragment` reads of an analysis."""

    @property
    def name(self) -> str: ...

    @property
    def domains(self) -> Collection[Domain]: ...


def _with_answers(
    fragments: Sequence[UniqueFragment],
    analyses: Sequence[Analysis],
    options: ScanOptions,
    cache: OracleCache | None = None,
) -> Iterator[tuple[UniqueFragment, list[_Answers]]]:
    """Each fragment with what every analysis said about it; the analyses are asked
    batch by batch (one `opt` run per batch for LLVM), lazily. With a cache, an
    analysis that has an `answers_key` is asked only about fragments it has not
    answered under that key before."""
    for start in range(0, len(fragments), options.batch_size):
        batch = fragments[start : start + options.batch_size]
        audited = [set(targets(u.fragment, options.domains, options.all_values)) for u in batch]
        answers = [_answers_cached(a, [u.fragment for u in batch], audited, options.domains, cache) for a in analyses]
        for number, unique in enumerate(batch):
            yield unique, [a[number] for a in answers]


def _answers_cached(
    analysis: Analysis,
    fragments: list[Fragment],
    audited: list[set[tuple[int, Domain]]],
    domains: Sequence[Domain],
    cache: OracleCache | None,
) -> list[_Answers]:
    """What `analysis` says about each fragment, reduced to the claims about the
    audited (value, domain) pairs: an LLVM analysis answers for every value, ten
    domains each, and the rest would only be decoded, shipped to a worker and dropped.
    The cache keeps what a scan audits, and says which (value, domain) pairs that
    is: an entry that lacks some a scan audits (an `--all-values` scan after a
    default one) is asked again, and replaced by the larger answer. Keeping every
    value's claims instead would cost a default scan its own process's CPU, to format
    and store the two thirds no default scan reads (see docs/history.md)."""
    key = getattr(analysis, "answers_key", None) if cache is not None else None
    if cache is None or not isinstance(key, str):
        return _answers(analysis, fragments, domains, audited)
    asked = [d for d in domains if d in analysis.domains]
    stored = cache.lookup_claims(key, asked, fragments)
    found: dict[int, _Answers] = {}
    for n, text in stored.items():
        try:
            decoded = _decode_answers(text, fragments[n], audited[n])
        except (ValueError, KeyError, TypeError, IndexError):
            continue  # a damaged entry is asked again
        if decoded is not None:
            found[n] = decoded
    missing = [n for n in range(len(fragments)) if n not in found]
    fresh = _answers(analysis, [fragments[n] for n in missing], domains, [audited[n] for n in missing])
    # A failure may be passing (a timeout, a crash): only clean answers are kept.
    cache.store_claims(
        key,
        asked,
        {fragments[n]: _encode_answers(a, audited[n]) for n, a in zip(missing, fresh, strict=True) if not a.failures},
    )
    found.update(zip(missing, fresh, strict=True))
    return [found[n] for n in range(len(fragments))]


def _encode_answers(answers: _Answers, audited: Collection[tuple[int, Domain]]) -> str:
    """A stored answer: the claims about `audited`, and `audited` itself."""
    claims = [
        [value, domain.value, provider, format_fact(domain, fact)]
        for (value, domain), by_provider in sorted(answers.claims.items(), key=lambda kv: (kv[0][0], kv[0][1].value))
        for provider, fact in sorted(by_provider.items())
    ]
    providers = {d.value: sorted(p) for d, p in sorted(answers.providers.items(), key=lambda kv: kv[0].value)}
    covers = sorted([value, domain.value] for value, domain in audited)
    return json.dumps({"claims": claims, "providers": providers, "audited": covers}, sort_keys=True)


def _decode_answers(text: str, fragment: Fragment, keep: Collection[tuple[int, Domain]]) -> _Answers | None:
    """A stored answer, with the claims about `keep` only (the others are not parsed);
    None when the entry was stored by a scan that did not audit all of `keep`. (An
    entry without `audited`, from before it was kept, holds every value's claims.)"""
    data = json.loads(text)
    if "audited" in data:
        covered = {(int(value), _DOMAINS[domain_name]) for value, domain_name in data["audited"]}
        if not covered.issuperset(keep):
            return None
    answers = _Answers()
    for value, domain_name, provider, fact in data["claims"]:
        target = (int(value), _DOMAINS[domain_name])
        if target not in keep:
            continue
        parsed = parse_fact(target[1], fact, fragment.insts[target[0]].width)
        answers.claims.setdefault(target, {})[str(provider)] = parsed
    for domain_name, providers in data["providers"].items():
        answers.providers[_DOMAINS[domain_name]].update(str(p) for p in providers)
    return answers


@dataclass(frozen=True)
class _Audited:
    """What the per-fragment work needs of an analysis: a picklable stand-in (the
    analysis itself, e.g. an LLVM toolchain or a user's object, stays here)."""

    name: str
    domains: frozenset[Domain]


_Task = tuple[UniqueFragment, tuple[_Audited, ...], "list[_Answers]", ScanOptions]
_worker_caches: dict[Path, OracleCache] = {}


def _audit_task(task: _Task) -> _Outcome:
    """One fragment's work, in a worker (a local process or a Dask worker), which
    opens the oracle cache once and keeps it. Its rows go back as `_WireRow`s."""
    unique, analyses, answers, options = task
    cache = None
    if options.cache is not None:
        cache = _worker_caches.get(options.cache)
        if cache is None:
            cache = _worker_caches[options.cache] = OracleCache(options.cache)
    return _audit_fragment(unique, analyses, answers, options, cache)


def _audit_in_workers(
    fragments: Sequence[UniqueFragment],
    analyses: Sequence[Analysis],
    options: ScanOptions,
    record: Callable[[UniqueFragment, list[_WireRow], Diagnostic | None], None],
    cache: OracleCache | None = None,
) -> None:
    """The analyses run here, batch by batch (`cache`: for their answers); the oracle and the verdicts of each
    fragment run in `options.jobs` worker processes (auditor.executors)."""
    stand_ins = tuple(_Audited(a.name, frozenset(a.domains)) for a in analyses)

    def tasks() -> Iterator[_Task]:
        """Lazily, so that the analyses stay a few batches ahead of the workers, not a
        whole corpus. A fragment whose oracle answers and verdicts are all in the
        cache (a warm re-scan) is finished here, recorded as it is met: shipping it
        to a worker would cost more than the work."""
        for unique, answers in _with_answers(fragments, analyses, options, cache):
            if cache is not None:
                try:
                    record(unique, *_audit_fragment(unique, stand_ins, answers, options, cache, solver=False))
                    continue
                except _NeedsSolver:
                    pass
            yield unique, stand_ins, answers, options

    pool: ProcessExecutor[_Task, _Outcome] | DaskExecutor[_Task, _Outcome]
    if options.executor == "dask":
        pool = DaskExecutor(_audit_task, options.scheduler, options.jobs)
    else:
        pool = ProcessExecutor(_audit_task, options.jobs, memory_mb=options.memory_mb, cpu_seconds=options.cpu_seconds)
    with pool:
        for task, outcome in pool.map(tasks()):
            if isinstance(outcome, WorkerCrash):
                record(task[0], _error_rows(task, f"oracle: {outcome.reason}"), None)
            else:
                record(task[0], *outcome)


def _error_rows(task: _Task, reason: str) -> list[_WireRow]:
    """An `error` row for every audited value of a fragment whose work failed as a whole."""
    unique, analyses, answers, options = task
    rows = []
    for analysis, answer in zip(analyses, answers, strict=True):
        wanted = targets(unique.fragment, options.domains, options.all_values)
        combined = _combinations(unique.fragment, answer, wanted, analysis.domains)
        for value, domain in wanted:
            if domain in analysis.domains:
                providers = sorted(answer.providers.get(domain) or {DEFAULT_PROVIDER})
                for provider in providers + ([COMBINED] if (value, domain) in combined else []):
                    row = _Row(unique, analysis.name, provider, value, domain)
                    rows.append(row.finding(Judgement(Verdict.ERROR, detail=reason), None, None))
    return _to_wire(rows)


@dataclass
class _Answers:
    """What one analysis said about one fragment."""

    claims: dict[tuple[int, Domain], dict[str, Any]] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)
    providers: dict[Domain, set[str]] = field(default_factory=lambda: defaultdict(set))


def _answers(
    analysis: Analysis, fragments: list[Fragment], domains: Sequence[Domain], audited: list[set[tuple[int, Domain]]]
) -> list[_Answers]:
    """What `analysis` says about each fragment: its claims about the `audited`
    (value, domain) pairs of that fragment (the rest are dropped as they come; a
    `TargetedAnalysis` is asked for only those, and one claim per provider), and
    the providers it answered with in each domain."""
    if not fragments:
        return []
    asked = [d for d in domains if d in analysis.domains]
    answers = [_Answers() for _ in fragments]
    try:
        if isinstance(analysis, TargetedAnalysis):
            outcomes: list[Outcome] = list(analysis.analyze_targets(fragments, asked, audited))
        else:
            outcomes = list(analysis.analyze(fragments, asked))
    except Exception as err:  # isolate the fragment that breaks a Python analysis
        if len(fragments) == 1:
            answers[0].failures.append(Failure(0, f"analysis raised {type(err).__name__}: {err}"))
            return answers
        return [a for f, keep in zip(fragments, audited, strict=True) for a in _answers(analysis, [f], domains, [keep])]
    for outcome in outcomes:
        if not 0 <= outcome.fragment < len(fragments):
            continue  # a claim about a fragment it was not given: ignore
        target = answers[outcome.fragment]
        if isinstance(outcome, Failure):
            target.failures.append(outcome)
            continue
        claim: Claim = outcome
        provider = claim.provider or DEFAULT_PROVIDER
        target.providers[claim.domain].add(provider)
        if (claim.value, claim.domain) in audited[outcome.fragment]:
            target.claims.setdefault((claim.value, claim.domain), {})[provider] = claim.fact
    return answers


class _NeedsSolver(Exception):
    """Raised by `_audit_fragment(..., solver=False)` when the fragment needs a solver
    session: it then goes to a worker."""


def _audit_fragment(
    unique: UniqueFragment,
    analyses: Sequence[_Judged],
    answers: Sequence[_Answers],
    options: ScanOptions,
    cache: OracleCache | None = None,
    solver: bool = True,
) -> _Outcome:
    """The oracle's answers (cached or computed) and the verdict on every claim, as rows.
    The solver session (samples and all) is opened only when something needs it: a
    missing answer, or a claim whose verdict needs evidence and is not cached. With
    `solver=False` it is never opened: `_NeedsSolver` is raised before anything is
    computed or stored."""
    fragment = unique.fragment
    wanted = targets(fragment, options.domains, options.all_values)
    if options.claimed_only:
        # A value no analysis says anything about costs oracle time and can only be
        # `lost-precision` ("no claim"): skipped when hunting for unsound claims.
        wanted = [t for t in wanted if any(t in a.claims for a in answers)]
    problem: Diagnostic | None = None
    oracle: dict[tuple[int, Domain], OracleFact] = {}
    opened: list[Session] = []

    def session() -> Session:
        if not solver:
            raise _NeedsSolver
        if not opened:
            fresh_context()  # the fragment's solver work, whatever was solved before
            opened.append(open_session(fragment, options.oracle))
        return opened[0]

    try:
        positions = canonical_positions(fragment) if cache is not None else None
        if cache is not None:
            oracle.update(cache.lookup(unique.hash, fragment, wanted, options.oracle, positions))
        missing = [(v, d) for v, d in wanted if (v, d) not in oracle]
        asked = set(missing)
        forward = sorted({v for v, d in missing if d is not Domain.DEMANDED_BITS})
        demanded = sorted({v for v, d in missing if d is Domain.DEMANDED_BITS})
        fwd_domains = sorted({d for _, d in missing if d is not Domain.DEMANDED_BITS}, key=_DOMAIN_ORDER.__getitem__)
        computed: list[OracleFact] = []
        for values, domains in ((forward, fwd_domains), (demanded, [Domain.DEMANDED_BITS])):
            if values and domains:
                result = run_oracle(fragment, domains, values, options.oracle, session())
                computed += [f for f in result.facts if (f.value, f.domain) in asked]
        oracle.update({(f.value, f.domain): f for f in computed})
        if cache is not None:
            cache.store(unique.hash, fragment, computed, options.oracle, positions)
        if opened:
            opened[0].renew_budget()
        oracle_error = ""
    except _NeedsSolver:
        raise
    except Exception as err:  # SemanticsMismatch or a bug: this fragment only
        oracle_error = f"oracle: {type(err).__name__}: {err}"
        origin = fragment.origin
        problem = Diagnostic(origin.file if origin else "?", origin.line if origin else 0, 0, oracle_error)
    pending: list[tuple[_Row, Any, str, OracleFact, VerdictKey]] = []  # rows to judge: claim, note, fact, key
    rows: list[Finding | None] = []  # None: the next pending row's place
    for analysis, answer in zip(analyses, answers, strict=True):
        combined = _combinations(fragment, answer, wanted, analysis.domains)
        for value, domain in wanted:
            if domain not in analysis.domains:
                continue
            failure = next((f for f in answer.failures if f.domain in (None, domain)), None)
            combination = combined.get((value, domain))
            if combination is not None:
                row = _Row(unique, analysis.name, COMBINED, value, domain)
                fact = oracle.get((value, domain))
                if failure is not None or oracle_error or fact is None:
                    reason = failure.reason if failure is not None else oracle_error or "no oracle fact"
                    rows.append(row.finding(Judgement(Verdict.ERROR, detail=reason), combination.fact, None))
                else:
                    key = (value, domain, format_fact(domain, combination.fact))
                    pending.append((row, combination.fact, combination.note, fact, key))
                    rows.append(None)
            for provider in sorted(answer.providers.get(domain) or {DEFAULT_PROVIDER}):
                claimed = answer.claims.get((value, domain), {}).get(provider)
                row = _Row(unique, analysis.name, provider, value, domain)
                if failure is not None:
                    rows.append(row.finding(Judgement(Verdict.ERROR, detail=failure.reason), None, None))
                    continue
                if claimed is None:
                    claimed = lattice(domain).top(fragment.insts[value].width)
                    note = "no claim: read as claiming nothing"
                else:
                    note = ""
                bad = _bad_fact(domain, claimed, fragment.insts[value].width)
                if bad:
                    rows.append(row.finding(Judgement(Verdict.ERROR, detail=bad), None, None))
                    continue
                fact = oracle.get((value, domain))
                if oracle_error or fact is None:
                    rows.append(
                        row.finding(Judgement(Verdict.ERROR, detail=oracle_error or "no oracle fact"), claimed, None)
                    )
                    continue
                pending.append((row, claimed, note, fact, (value, domain, format_fact(domain, claimed))))
                rows.append(None)
    judged = _judge_all(unique, {key: (claimed, fact) for _, claimed, _, fact, key in pending}, options, cache, session)
    done = iter(pending)
    findings: list[Finding] = []
    for finding in rows:
        if finding is None:
            row, claimed, note, fact, key = next(done)
            judgement = judged[key]
            if note and not judgement.detail:
                judgement = Judgement(judgement.verdict, judgement.lost_bits, judgement.counterexample, note)
            finding = row.finding(judgement, claimed, fact)
        findings.append(finding)
    return _to_wire(classify_gaps(findings)), problem


def _combinations(
    fragment: Fragment, answer: _Answers, wanted: Sequence[tuple[int, Domain]], domains: Collection[Domain]
) -> dict[tuple[int, Domain], Combination]:
    """The `combined` claim (auditor/combined.py) of one analysis about each wanted
    (value, domain) pair of `domains` whose value has claims from two or more of its
    providers. Claims that cannot be judged (`_bad_fact`) and the claims of a domain
    the analysis failed in are left out of the combination; a failure of every domain
    leaves none."""
    failed = {f.domain for f in answer.failures}
    if None in failed:
        return {}
    usable: dict[tuple[int, Domain], dict[str, Any]] = {}
    for (value, domain), by_provider in answer.claims.items():
        width = fragment.insts[value].width
        good = {p: fact for p, fact in by_provider.items() if not _bad_fact(domain, fact, width)}
        if good and domain not in failed:
            usable[value, domain] = good
    widths = {value: fragment.insts[value].width for value, _ in usable}
    return combined_claims(usable, widths, [t for t in wanted if t[1] in domains])


def _judge_all(
    unique: UniqueFragment,
    distinct: Mapping[VerdictKey, tuple[Any, OracleFact]],
    options: ScanOptions,
    cache: OracleCache | None,
    session: Callable[[], Session],
) -> dict[VerdictKey, Judgement]:
    """The verdict on each distinct (value, domain, claim text) → (claim, best fact):
    from the cache when it holds one (an `unsound` one only if its counterexample
    replays), else judged now and added to the cache. Several analyses usually make
    the same claim; it is judged once."""
    fragment = unique.fragment
    found = cache.lookup_verdicts(unique.hash, fragment, distinct, options.oracle) if cache is not None else {}
    for key, judgement in list(found.items()):
        claimed, fact = distinct[key]
        cex = judgement.counterexample
        if judgement.verdict is Verdict.UNSOUND and (
            cex is None or not replays(fragment, claimed, fact, cex, options.oracle.demanded)
        ):
            del found[key]
    fresh: dict[VerdictKey, Judgement] = {}
    for key, (claimed, fact) in distinct.items():
        if key in found:
            continue
        try:
            fresh[key] = judge(session, claimed, fact)
        except _NeedsSolver:
            raise
        except Exception as err:
            fresh[key] = Judgement(Verdict.ERROR, detail=f"verdict: {type(err).__name__}: {err}")
    if cache is not None:
        # An error verdict is a bug or a budget accident: never kept.
        cache.store_verdicts(
            unique.hash, fragment, {k: j for k, j in fresh.items() if j.verdict is not Verdict.ERROR}, options.oracle
        )
    return found | fresh


@dataclass(frozen=True)
class _Row:
    unique: UniqueFragment
    analysis: str
    provider: str
    value: int
    domain: Domain

    def finding(self, judgement: Judgement, claimed: Any, oracle: OracleFact | None) -> Finding:
        fragment = self.unique.fragment
        inst = fragment.insts[self.value]
        domain = self.domain
        cex = judgement.counterexample
        return Finding(
            analysis=self.analysis,
            provider=self.provider,
            source=self.unique.sources[0] if self.unique.sources else "",
            function=self.unique.function,
            fragment=self.unique.hash,
            value="%" + fragment.names[self.value],
            opcode=inst.op.value,
            width=inst.width,
            domain=self.domain,
            oracle="" if oracle is None or oracle.fact is None else format_fact(domain, oracle.fact),
            claimed="" if claimed is None else format_fact(domain, claimed),
            verdict=judgement.verdict,
            lost_bits=judgement.lost_bits,
            oracle_status="" if oracle is None else oracle.status.value,
            counterexample="" if cex is None else cex.text,
            actual="" if cex is None else cex.actual,
            occurrences=self.unique.occurrences,
            detail=judgement.detail,
            index=self.value,
        )


def _bad_fact(domain: Domain, fact: Any, width: int) -> str:
    """Why a claimed fact cannot be judged (wrong type or width), or ""."""
    expected = _FACT_TYPES[domain]
    if not isinstance(fact, expected):
        return f"claim is a {type(fact).__name__}, {domain.value} needs a {expected.__name__}"
    if fact.width != width:  # every fact type carries its width
        return f"claim has width {fact.width}, the value is i{width}"
    return ""
