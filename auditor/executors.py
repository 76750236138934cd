"""Where the per-fragment work of a scan runs: in this process, or in worker
processes (`--jobs N`).

The per-fragment work (oracle and verdicts) is independent between fragments and is
where a scan spends its time, so it is farmed out; the analyses under test run in the
scan's own process, batch by batch, as before. A worker that dies (a solver crash,
the memory limit) must not end the scan: the pool is rebuilt, the tasks that were in
flight are run again one at a time to find the one that kills its worker, and that
one alone becomes a `WorkerCrash` — the scan turns it into `error` rows.
"""

from __future__ import annotations

import ctypes
import gc
import math
import multiprocessing
import os
import resource
import signal
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")


TASKS_PER_WORKER = 500
"""Tasks a worker process runs before it is replaced (see ProcessExecutor._renew): a
worker's memory only grows, and each fresh fork faults the pages it writes again.
Smaller: more forks and page faults for no lower peak memory; larger: a worker's
memory grows for longer (see docs/history.md)."""
# `auditor scan`'s default address-space cap of a worker, in MB: a worker of the bundled
# corpora maps about 650 MB and peaks below 1 GB, so this only stops a runaway fragment
# before it takes the machine's memory.
DEFAULT_MEMORY_MB = 4096


@dataclass(frozen=True)
class WorkerCrash:
    """A task whose worker process died."""

    reason: str


PR_SET_PDEATHSIG = 1
"""prctl(2) option, <linux/prctl.h>: a signal for this process when its parent ends."""


def _start_worker(megabytes: int | None, scan_pid: int) -> None:
    """A worker's set-up: its tie to the scan (`_end_with_scan`), then its limits."""
    _end_with_scan(scan_pid)
    _limit_worker(megabytes)


def _end_with_scan(scan_pid: int) -> None:
    """End this worker when the scan that forked it is gone (killed with SIGKILL, or
    by the OOM killer): the worker holds the write end of its own task pipe, so it
    would never see end-of-file and would wait for the next task forever — one
    orphan per worker per killed scan. The kernel sends SIGKILL (prctl
    PR_SET_PDEATHSIG) when the thread that forked the worker ends: the scan's thread
    that submits tasks, which outlives its pools (with the fork start method every
    worker is spawned at a pool's first submit, never by the pool's own thread). A
    thread in the worker that watches its parent is no substitute: started under the
    worker's address-space limit, it can hang at start. The pid check covers a scan
    that died before the prctl."""
    if not sys.platform.startswith("linux"):
        return
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != scan_pid:
        os._exit(1)


def short_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of forked processes that end with this one (`_end_with_scan`), for a
    scan's own short parallel work (reading the corpus) before its workers start."""
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("fork"),
        initializer=_end_with_scan,
        initargs=(os.getpid(),),
    )


def _limit_worker(megabytes: int | None) -> None:
    """A worker's own limits: its address space, and no core file when a limit or a
    crash ends it (it would land in the user's directory). A limit only ever lowers
    what the scan inherited (`ulimit -v` in a CI job stays in force)."""
    _lower(resource.RLIMIT_CORE, 0)
    if megabytes:
        _lower(resource.RLIMIT_AS, megabytes * 1024 * 1024)


def _lower(kind: int, limit: int) -> None:
    soft, hard = resource.getrlimit(kind)
    limit = _capped(limit, hard)
    if soft == resource.RLIM_INFINITY or limit < soft:
        resource.setrlimit(kind, (limit, limit))


def _capped(limit: int, hard: int) -> int:
    """`limit`, or the hard limit where that is lower (a process cannot raise it)."""
    return limit if hard == resource.RLIM_INFINITY else min(limit, hard)


def _run_limited(fn: Callable[[T], R], cpu_seconds: float | None, task: T) -> R:
    """`fn(task)` with at most `cpu_seconds` more CPU time for this process. The
    kernel enforces it (SIGXCPU ends the worker) even where the solver sits in C code
    and never looks at its own timeout; the soft limit is moved on for each task."""
    if cpu_seconds is not None:
        used = resource.getrusage(resource.RUSAGE_SELF)
        _, hard = resource.getrlimit(resource.RLIMIT_CPU)
        soft = math.ceil(used.ru_utime + used.ru_stime + cpu_seconds)
        resource.setrlimit(resource.RLIMIT_CPU, (_capped(soft, hard), hard))
    return fn(task)


def _death(exitcode: int | None, cpu_seconds: float | None = None) -> str:
    """Why a worker process ended, from its exit code (a negative one is a signal)."""
    if exitcode is None:
        return "the worker process died"
    if exitcode == -signal.SIGXCPU:
        limit = f" of {cpu_seconds:g} s" if cpu_seconds is not None else ""
        return f"the fragment exceeded its CPU time limit{limit}; the worker was stopped"
    if exitcode == -signal.SIGKILL:
        return "the worker process was killed (SIGKILL: the system ran out of memory?)"
    if exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        return f"the worker process crashed ({name})"
    return f"the worker process exited with status {exitcode}"


class ProcessExecutor(Generic[T, R]):
    """Runs `fn(task)` for every task in `jobs` worker processes, yielding results in
    task order (a scan's output must not depend on scheduling). `memory_mb` caps each
    worker's address space; `cpu_seconds` each task's CPU time (the worker running a
    task past it is stopped, and the task becomes a WorkerCrash saying so)."""

    def __init__(
        self,
        fn: Callable[[T], R],
        jobs: int,
        memory_mb: int | None = None,
        tasks_per_worker: int = TASKS_PER_WORKER,
        cpu_seconds: float | None = None,
    ) -> None:
        self.fn = fn
        self.jobs = jobs
        self.memory_mb = memory_mb
        self.cpu_seconds = cpu_seconds
        self.tasks_per_worker = tasks_per_worker
        self._pool: ProcessPoolExecutor | None = None
        self._taken = 0  # results taken since the current pool was made
        self.renewed = 0  # pools replaced by `_renew`

    def _new_pool(self, workers: int) -> ProcessPoolExecutor:
        # fork: a worker starts as a copy of the scan, so a script calling api.scan
        # needs no `if __name__ == "__main__"` guard (forkserver and spawn run the
        # script again in every worker) and workers start in milliseconds. The scan's
        # own process runs no solver when jobs > 1. The pool forks its workers at its
        # first submit, right after this: what is frozen now, they share.
        _before_fork()
        return ProcessPoolExecutor(
            max_workers=workers,
            mp_context=multiprocessing.get_context("fork"),
            initializer=_start_worker,
            initargs=(self.memory_mb, os.getpid()),
        )

    def __enter__(self) -> ProcessExecutor[T, R]:
        self._fresh_pool()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        gc.unfreeze()

    def _submit(self, task: T) -> Future[R]:
        assert self._pool is not None
        return self._pool.submit(_run_limited, self.fn, self.cpu_seconds, task)

    def _fresh_pool(self) -> None:
        """A new pool of `jobs` workers in place of the (shut down) current one."""
        self._pool = self._new_pool(self.jobs)
        self._taken = 0

    def _renew(self, queue: deque[tuple[T, Future[R]]]) -> None:
        """Replace the pool by a fresh one once it has had `tasks_per_worker` tasks
        per worker: a worker's memory only grows (the solver's and the allocator's
        pools are not given back), and a fresh fork starts from the scan's own. The
        old pool's tasks that have not started are cancelled; the running ones (at
        most one a worker, and one queued) are waited for, and only then is the new
        pool forked and given the cancelled tasks, in place. Forking while the old pool's feeder
        and manager threads run could copy a lock they hold (a hang seen in testing).

        Counted in results taken, not tasks submitted: the window is submitted ahead,
        and its cancelled tasks are submitted again, so a count of submissions would
        renew a pool after about half its share, and, with a window larger than the
        share, at every result."""
        assert self._pool is not None
        if self._taken < self.tasks_per_worker * self.jobs:
            return
        cancelled = [n for n, (_, future) in enumerate(queue) if future.cancel()]  # not yet handed to a worker
        self._pool.shutdown(wait=True)
        self._fresh_pool()
        self.renewed += 1
        for n in cancelled:
            task = queue[n][0]
            queue[n] = (task, self._submit(task))

    @property
    def window(self) -> int:
        """Tasks submitted ahead of the one whose result is due. Results come back in
        order, but workers must not wait for a slow task at the head: they keep
        taking tasks from this window (refilled as results are taken), which
        is deep enough to hide a 20 s fragment and the analyses of the next batch,
        and small enough that a scan holds a few hundred fragments' work, not a
        corpus's."""
        return 128 * self.jobs

    def map(self, tasks: Iterable[T]) -> Iterator[tuple[T, R | WorkerCrash]]:
        """Each task with its result, in task order; `tasks` is consumed lazily."""
        assert self._pool is not None, "use ProcessExecutor as a context manager"
        source = iter(tasks)
        queue: deque[tuple[T, Future[R]]] = deque()  # submitted, not yet yielded, in order

        def fill() -> None:
            self._renew(queue)
            _submit_ahead(queue, source, self.window, self._submit)

        fill()
        while queue:
            task, future = queue[0]
            if not future.done():
                # Only the head's result is due, and only popping it makes room in
                # the window: the workers take the queued tasks on their own. (Waking
                # on any task's end, as this did, cost the scan's process a pass over
                # the whole window each time, for nothing.)
                wait([future])
                continue
            queue.popleft()
            self._taken += 1
            try:
                result: R | WorkerCrash = future.result()
            except BrokenProcessPool:
                yield from self._recover([(task, future), *queue], queue)
                fill()
                continue
            except Exception as err:  # raised by the task itself, sent back by the pool
                result = WorkerCrash(f"{type(err).__name__}: {err}")
            yield task, result
            fill()

    def _recover(
        self, pending: list[tuple[T, Future[R]]], queue: deque[tuple[T, Future[R]]]
    ) -> Iterator[tuple[T, R | WorkerCrash]]:
        """The pool broke. A worker runs tasks in submission order, so the task that
        killed it is among the first unfinished ones: the first 2·jobs+1 of them run
        again one at a time, each in a fresh worker (one that kills that worker too
        is the culprit and becomes a WorkerCrash); the rest go to a new pool, in
        order, with the results already finished kept."""
        assert self._pool is not None
        self._pool.shutdown(wait=True, cancel_futures=True)  # no fork below while its threads run (see _renew)
        queue.clear()
        suspects = 2 * self.jobs + 1
        rest: list[tuple[T, Future[R]]] = []
        for task, future in pending:
            finished = _succeeded(future)
            if rest or (not finished and suspects == 0):
                rest.append((task, future))
            elif finished:
                yield task, future.result()
            else:
                suspects -= 1
                yield task, self._alone(task)
        self._fresh_pool()
        for task, future in rest:
            queue.append((task, future if _succeeded(future) else self._submit(task)))

    def _alone(self, task: T) -> R | WorkerCrash:
        with self._new_pool(1) as alone:
            future = alone.submit(_run_limited, self.fn, self.cpu_seconds, task)
            # A fork pool starts its worker on the first submit; its exit code says
            # why it died (the pool itself only says "terminated abruptly").
            workers = list((getattr(alone, "_processes", None) or {}).values())
            try:
                return future.result()
            except BrokenProcessPool:
                pass
            except Exception as err:
                return WorkerCrash(f"{type(err).__name__}: {err}")
        # Read only now: the pool breaks its futures before its manager thread has
        # reaped the worker, and the shutdown above waited for that thread.
        codes = [w.exitcode for w in workers if w.exitcode]
        return WorkerCrash(_death(codes[0] if codes else None, self.cpu_seconds))


def _before_fork() -> None:
    """Called as a pool is made: its first submit forks its workers. A worker shares
    the scan's pages (its corpus and the findings so far, hundreds of MB on a large
    corpus) until either side writes to them, and a full garbage collection writes to
    every object it visits: in the scan, in a worker, the page is then copied, and
    the machine ends up holding the scan's heap once per worker. Frozen objects are
    left alone by the collector of both sides (gc.freeze's documented use, before
    fork); they are still freed by reference counting, and the executor unfreezes
    them when it exits."""
    gc.freeze()


_END: Any = object()


def _submit_ahead(queue: deque[tuple[T, Any]], source: Iterator[T], window: int, submit: Callable[[T], Any]) -> None:
    """Submit tasks from `source` until `window` are queued (both executors keep a
    bounded, ordered queue of (task, future))."""
    while len(queue) < window:
        task = next(source, _END)
        if task is _END:
            return
        queue.append((task, submit(task)))


def _succeeded(future: Future[Any]) -> bool:
    """Finished with a result (not cancelled, not failed, e.g. by a broken pool)."""
    return future.done() and not future.cancelled() and future.exception() is None


class DaskExecutor(Generic[T, R]):
    """Runs `fn(task)` on a Dask cluster (dask.distributed), results in task order.

    `scheduler` is the address of a running scheduler (`tcp://host:8786`); None starts
    a LocalCluster of `jobs` worker processes on this machine (how the tests, and a
    user without a cluster, try this path). Workers need the same auditor installed
    and, for the oracle cache, a path they can all reach. A task whose worker dies
    repeatedly (Dask retries it on another worker first) becomes a WorkerCrash.
    """

    def __init__(self, fn: Callable[[T], R], scheduler: str | None, jobs: int = 2) -> None:
        self.fn = fn
        self.scheduler = scheduler
        self.jobs = jobs
        self._client: Any = None
        self._cluster: Any = None

    def __enter__(self) -> DaskExecutor[T, R]:
        try:
            from distributed import Client, LocalCluster
        except ImportError:
            from auditor.errors import InputError

            raise InputError("--executor dask needs dask.distributed: pip install 'auditor[cluster]'") from None
        try:
            if self.scheduler is None:
                self._cluster = LocalCluster(  # type: ignore[no-untyped-call]
                    n_workers=self.jobs, threads_per_worker=1, processes=True, dashboard_address=None
                )
                self._client = Client(self._cluster)  # type: ignore[no-untyped-call]
            else:
                self._client = Client(self.scheduler, timeout="10s")  # type: ignore[no-untyped-call]
        except OSError as err:
            from auditor.errors import InputError

            raise InputError(f"cannot reach the Dask scheduler {self.scheduler}: {err}") from None
        return self

    def __exit__(self, *exc: object) -> None:
        if self._client is not None:
            self._client.close()
        if self._cluster is not None:
            self._cluster.close()

    def map(self, tasks: Iterable[T]) -> Iterator[tuple[T, R | WorkerCrash]]:
        """Each task with its result, in task order; a bounded number in flight."""
        source = iter(tasks)
        flight: deque[tuple[T, Any]] = deque()
        window = 128 * self.jobs if self.scheduler is None else 1024  # see ProcessExecutor.window

        def submit(task: T) -> Any:
            return self._client.submit(self.fn, task, pure=False)

        _submit_ahead(flight, source, window, submit)
        while flight:
            task, future = flight.popleft()
            try:
                result: R | WorkerCrash = future.result()
            except Exception as err:  # KilledWorker, or the task's own exception
                result = WorkerCrash(f"{type(err).__name__}: {err}")
            yield task, result
            _submit_ahead(flight, source, window, submit)
