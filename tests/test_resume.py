"""A scan killed at any moment (SIGKILL) and started again finishes without redoing
what was done, and its findings.csv is byte-identical to an uninterrupted run's."""

from __future__ import annotations

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
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1) as db:
            return int(db.execute("SELECT COUNT(*) FROM done").fetchone()[0])
    except sqlite3.Error:
        return 0


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
    finished = _journal_rows(journal)
    assert 5 <= finished < total, (finished, total)
    assert not (out / "findings.csv").exists()  # reports are written only when complete

    again = run("scan", *CORPUS, *ARGS, "--out", str(out))
    assert again.returncode == 0, again.stderr
    assert f"resumed: {finished} fragments" in again.stdout
    assert (out / "findings.csv").read_bytes() == (whole / "findings.csv").read_bytes()
    assert not journal.exists()


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
