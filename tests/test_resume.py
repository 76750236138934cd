"""A scan killed at any moment (SIGKILL) and started again finishes without redoing
what was done, and its findings.csv is byte-identical to an uninterrupted run's."""

from __future__ import annotations

import csv
import io
import os
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

from auditor.journal import JOURNAL_NAME
from tests.test_cli import AUDITOR, ROOT, run

# Exhaustively enumerated fragments (answers no budget can change), and enough of
# them that the scan is still running when it is killed.
CORPUS = ["tests/analyses/data/broken.opt", "tests/analyses/llvm/data/imprecision.opt", "corpora/souper/opcodes.opt"]
ARGS = ["-a", "builtin", "-d", "known-bits", "-d", "demanded-bits", "-d", "sign-bits", "--jobs", "1", "--no-cache"]


def _journal_rows(path: Path) -> int:
    return len(_hashes(path, "SELECT fragment FROM done"))


def _hashes(path: Path, query: str) -> set[str]:
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1) as db:
            return {str(row[0]) for row in db.execute(query)}
    except sqlite3.Error:
        return set()


def test_a_killed_scan_resumes_and_gives_the_same_bytes(tmp_path: Path) -> None:
    whole = tmp_path / "whole"
    done = run("scan", *CORPUS, *ARGS, "--out", str(whole))
    assert done.returncode == 0, done.stderr
    assert not (whole / JOURNAL_NAME).exists()  # a completed scan leaves no journal
    total = int(done.stdout.split(" unique fragments")[0].rsplit("\n", 1)[-1])

    out = tmp_path / "killed"
    journal = out / JOURNAL_NAME
    process = subprocess.Popen([str(AUDITOR), "scan", *CORPUS, *ARGS, "--out", str(out)], cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    deadline = time.monotonic() + 120
    while _journal_rows(journal) < 5 and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    journaled = _hashes(journal, "SELECT fragment FROM done")
    finished = len(journaled)
    assert 5 <= finished < total, (finished, total)
    assert not (out / "findings.csv").exists()  # reports are written only when complete

    # The same scan (a cache does not change its findings, so the journal is its own),
    # with a fresh oracle cache: what lands there is exactly what this run computed.
    cache = tmp_path / "second-run.sqlite3"
    again = run("scan", *CORPUS, *[a for a in ARGS if a != "--no-cache"], "--cache", str(cache), "--out", str(out))
    assert again.returncode == 0, again.stderr
    assert f"resumed: {finished} fragments" in again.stdout
    assert (out / "findings.csv").read_bytes() == (whole / "findings.csv").read_bytes()
    assert not journal.exists()
    every = {row["fragment"] for row in csv.DictReader(io.StringIO((whole / "findings.csv").read_text()))}
    assert len(every) == total
    assert _hashes(cache, "SELECT fragment FROM facts") == every - journaled  # the missing ones, and only they


def test_a_journal_of_another_scan_is_not_used(tmp_path: Path) -> None:
    out = tmp_path / "r"
    out.mkdir()
    journal = out / JOURNAL_NAME
    with sqlite3.connect(journal) as db:
        db.execute("CREATE TABLE meta (fingerprint TEXT NOT NULL)")
        db.execute("CREATE TABLE done (fragment TEXT PRIMARY KEY, entry TEXT NOT NULL)")
        db.execute("INSERT INTO meta VALUES ('another scan')")
        db.execute("INSERT INTO done VALUES (?, ?)", ("a6a5206de77c819e", '{"rows": [], "problem": null}'))
    done = run("scan", "tests/analyses/data/broken.opt", *ARGS, "--out", str(out))
    assert done.returncode == 0 and "resumed" not in done.stdout
    assert "a6a5206de77c819e" in (out / "findings.csv").read_text()


def test_a_scan_stopped_while_writing_its_reports_resumes_with_nothing_to_compute(tmp_path: Path) -> None:
    """The journal outlives the audit until every report file is written: a run that
    cannot write them (here a directory where report.html goes; a full disk or a kill
    alike) keeps it, and the next run computes nothing."""
    whole = tmp_path / "whole"
    assert run("scan", *CORPUS, *ARGS, "--out", str(whole)).returncode == 0
    total = len({row["fragment"] for row in csv.DictReader(io.StringIO((whole / "findings.csv").read_text()))})
    out = tmp_path / "blocked"
    (out / "report.html").mkdir(parents=True)
    blocked = run("scan", *CORPUS, *ARGS, "--out", str(out))
    assert blocked.returncode == 2
    assert blocked.stderr.strip().splitlines() == [
        f"auditor: error: {out / 'report.html'}: cannot write (IsADirectoryError: Is a directory)"
    ]
    assert _journal_rows(out / JOURNAL_NAME) == total
    assert not list(out.glob(".*.tmp"))  # no temporary file left behind

    (out / "report.html").rmdir()
    again = run("scan", *CORPUS, *ARGS, "--out", str(out))
    assert again.returncode == 0, again.stderr
    assert f"resumed: {total} fragments" in again.stdout
    assert (out / "findings.csv").read_bytes() == (whole / "findings.csv").read_bytes()
    assert not (out / JOURNAL_NAME).exists()
