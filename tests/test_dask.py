"""The Dask path: a scan whose per-fragment work runs on a dask.distributed cluster
(a LocalCluster of worker processes on localhost, reached by its scheduler address as
a real cluster would be) writes the same findings.csv as a local scan."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.test_cli import run
from tests.test_executors import EXHAUSTIVE

distributed = pytest.importorskip("distributed", reason="dask.distributed is a dev dependency: make setup")

ARGS = ["-a", "builtin", "-d", "known-bits", "-d", "sign-bits", "-d", "demanded-bits", "-d", "non-zero"]


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        yield cluster.scheduler_address


def test_a_scan_on_a_dask_cluster_writes_the_same_findings(scheduler: str, tmp_path: Path) -> None:
    local = run("scan", *EXHAUSTIVE, *ARGS, "--jobs", "1", "--no-cache", "--out", str(tmp_path / "local"))
    assert local.returncode == 0, local.stderr
    cache = tmp_path / "shared.sqlite3"  # a path every worker reaches (one machine here)
    dask = run("scan", *EXHAUSTIVE, *ARGS, "--executor", "dask", "--scheduler", scheduler,
               "--cache", str(cache), "--out", str(tmp_path / "dask"))  # fmt: skip
    assert dask.returncode == 0, dask.stderr
    assert (tmp_path / "dask" / "findings.csv").read_bytes() == (tmp_path / "local" / "findings.csv").read_bytes()
    assert cache.exists()  # the workers filled the cache


def test_an_unreachable_scheduler_is_one_line(tmp_path: Path) -> None:
    done = run("scan", EXHAUSTIVE[0], *ARGS, "--executor", "dask", "--scheduler", "tcp://127.0.0.1:9",
               "--no-cache", "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "scheduler" in done.stderr, done.stderr
