"""Worker processes for the per-fragment work: results in task order, identical
findings to an in-process scan, and a task that kills its worker (or raises, or runs
out of memory) becomes one failure while every other task completes."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections import Counter
from pathlib import Path

import pytest

from auditor import api
from auditor import scan as scan_module
from auditor.domains.base import Domain
from auditor.executors import ProcessExecutor, WorkerCrash
from auditor.reports.csv import findings_csv
from auditor.reports.model import from_scan
from auditor.scan import ScanOptions
from tests.test_cli import run

# Enumerated exhaustively, so no wall-clock budget can change an answer.
EXHAUSTIVE = ["tests/analyses/data/broken.opt", "tests/analyses/llvm/data/imprecision.opt"]


def _square_or_die(n: int) -> int:
    if n == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    if n == 5:
        raise ValueError("five")
    if n == 7:
        bytearray(2 * 1024**3)  # over the memory cap
    return n * n


def test_results_come_in_task_order_and_a_dying_task_is_isolated() -> None:
    with ProcessExecutor(_square_or_die, 2, memory_mb=1024) as pool:
        pairs = list(pool.map(iter(range(12))))
    assert [task for task, _ in pairs] == list(range(12))
    results = [result for _, result in pairs]
    assert [r for n, r in enumerate(results) if n not in (3, 5, 7)] == [n * n for n in range(12) if n not in (3, 5, 7)]
    assert isinstance(results[3], WorkerCrash) and "killed (SIGKILL" in results[3].reason
    assert isinstance(results[5], WorkerCrash) and "five" in results[5].reason
    assert isinstance(results[7], WorkerCrash) and "MemoryError" in results[7].reason


def _square_slowly_at_first(n: int) -> int:
    if n == 0:
        time.sleep(1.0)  # the head of the queue: the others finish while it runs
    return n * n


def test_the_scan_waits_for_the_result_due_not_for_every_task(monkeypatch: pytest.MonkeyPatch) -> None:
    """Results are taken in order, and only taking one makes room for a new task:
    waking on any other task's end cost the scan's process a pass over the whole
    window each time (lz4, cold: 13.6 → 11.8 s of its CPU), for nothing."""
    import auditor.executors as executors

    waited: list[int] = []
    real_wait = executors.wait

    def counting(fs: list[object], *args: object, **kwargs: object) -> object:
        waited.append(len(fs))
        return real_wait(fs, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(executors, "wait", counting)
    with ProcessExecutor(_square_slowly_at_first, 2) as pool:
        pairs = list(pool.map(iter(range(40))))
    assert [result for _, result in pairs] == [n * n for n in range(40)]
    assert waited and set(waited) == {1}


def _square_or_spin(n: int) -> int:
    if n == 4:
        sum(range(10**15))  # one C call that never looks at a signal: a solver that does not stop
    return n * n


def test_a_task_past_its_cpu_limit_stops_its_worker_and_says_so() -> None:
    with ProcessExecutor(_square_or_spin, 2, cpu_seconds=1) as pool:
        pairs = list(pool.map(iter(range(8))))
    results = [result for _, result in pairs]
    assert [r for n, r in enumerate(results) if n != 4] == [n * n for n in range(8) if n != 4]
    assert isinstance(results[4], WorkerCrash) and "exceeded its CPU time limit of 1 s" in results[4].reason


def _findings(jobs: int, cache: Path | None = None, memory_mb: int | None = None) -> str:
    domains = tuple(d for d in Domain if d is not Domain.RANGE)
    options = ScanOptions(domains=domains, jobs=jobs, cache=cache, memory_mb=memory_mb)
    return findings_csv(from_scan(api.scan(EXHAUSTIVE, ["builtin"], options)).findings)


def _pid_of_square(n: int) -> tuple[int, int]:
    time.sleep(0.01)
    return n * n, os.getpid()


def test_workers_are_replaced_after_their_share_of_tasks_and_nothing_is_lost() -> None:
    """Once a pool has had `tasks_per_worker` tasks per worker, fresh workers take
    over: the old pool's tasks that had not started are cancelled and resubmitted in
    place. Every result comes back, once, in order, and the later tasks ran in new
    processes."""
    with ProcessExecutor(_pid_of_square, 2, tasks_per_worker=3) as pool:
        pairs = list(pool.map(iter(range(40))))
        assert pool.renewed >= 5  # 40 tasks, 6 a pool
    assert [task for task, _ in pairs] == list(range(40))
    assert [result for _, result in pairs if isinstance(result, WorkerCrash)] == []
    assert [result[0] for _, result in pairs] == [n * n for n in range(40)]  # type: ignore[index]
    first = {result[1] for _, result in pairs[:2]}  # type: ignore[index]
    assert {result[1] for _, result in pairs[-5:]}.isdisjoint(first)  # type: ignore[index]
    assert len({result[1] for _, result in pairs}) > 2  # type: ignore[index]


def test_a_pool_runs_its_share_of_tasks_before_it_is_replaced() -> None:
    """A pool is replaced after `tasks_per_worker` tasks per worker have run, not
    after that many were submitted: the window submits tasks ahead (here all 60 at
    once), and counting submissions replaced the pool at nearly every result."""
    with ProcessExecutor(_pid_of_square, 2, tasks_per_worker=5) as pool:
        pairs = list(pool.map(iter(range(60))))
        assert 4 <= pool.renewed <= 6  # 60 tasks, 10 a pool
    pids = Counter(result[1] for _, result in pairs)  # type: ignore[index]
    assert len(pids) <= 2 * (pool.renewed + 1)
    assert sum(pids.values()) == 60


def test_with_workers_replaced_a_dying_task_is_still_isolated() -> None:
    with ProcessExecutor(_square_or_die, 2, memory_mb=1024, tasks_per_worker=2) as pool:
        pairs = list(pool.map(iter(range(12))))
    results = [result for _, result in pairs]
    assert [task for task, _ in pairs] == list(range(12))
    assert [r for n, r in enumerate(results) if n not in (3, 5, 7)] == [n * n for n in range(12) if n not in (3, 5, 7)]
    assert all(isinstance(results[n], WorkerCrash) for n in (3, 5, 7))


def test_two_workers_give_the_same_findings_as_one_process(tmp_path: Path) -> None:
    alone = _findings(1)
    assert _findings(2) == alone
    assert _findings(2, tmp_path / "c.sqlite3") == alone  # workers fill the cache…
    assert _findings(1, tmp_path / "c.sqlite3") == alone  # …that a later scan reads


def test_scan_jobs_on_the_command_line(tmp_path: Path) -> None:
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / jobs
        done = run(
            "scan", *EXHAUSTIVE, "-a", "builtin", "-d", "known-bits", "--jobs", jobs, "--no-cache", "--out", str(out)
        )
        assert done.returncode == 0, done.stderr
        outs.append((out / "findings.csv").read_bytes())
    assert outs[0] == outs[1]


def test_a_limit_puts_even_one_job_in_a_worker_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """A limit is enforced by stopping a worker, so a scan with one must not run the
    oracle in its own process, even with `--jobs 1`."""
    pools: list[int] = []

    class Counted(ProcessExecutor):  # type: ignore[type-arg]
        def __enter__(self) -> Counted:
            pools.append(self.jobs)
            return super().__enter__()  # type: ignore[return-value]

    monkeypatch.setattr(scan_module, "ProcessExecutor", Counted)
    alone = _findings(1)
    assert pools == []
    assert _findings(1, memory_mb=4096) == alone
    assert pools == [1]


def _stat(pid: int) -> tuple[str, int] | None:
    """A process's state letter and parent pid, from /proc; None when it is gone."""
    try:
        fields = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return fields[0], int(fields[1])


def _alive(pid: int) -> bool:
    stat = _stat(pid)
    return stat is not None and stat[0] != "Z"


def _children(pid: int) -> list[int]:
    """The live (not zombie) child processes of `pid`."""
    pids = (int(e.name) for e in Path("/proc").iterdir() if e.name.isdigit())
    return [c for c in pids if (stat := _stat(c)) is not None and stat[1] == pid and stat[0] != "Z"]


def test_workers_end_when_their_scan_is_killed(tmp_path: Path) -> None:
    """A scan killed with SIGKILL (or by the OOM killer) leaves no worker behind: each
    worker holds its own task pipe open, so without its tie to the scan it waited for
    the next task forever."""
    from tests.test_cli import AUDITOR, ROOT

    scan = subprocess.Popen(
        [str(AUDITOR), "scan", "corpora/souper", "-a", "builtin", "--jobs", "2", "--no-cache", "--out", str(tmp_path)],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    workers: list[int] = []
    while len(workers) < 2 and time.monotonic() < deadline and scan.poll() is None:
        time.sleep(0.05)
        workers = _children(scan.pid)
    assert len(workers) >= 2, "the scan ended or started no workers"
    os.kill(scan.pid, signal.SIGKILL)
    scan.wait()
    deadline = time.monotonic() + 10
    while any(map(_alive, workers)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(map(_alive, workers))
