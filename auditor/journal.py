"""The scan journal: what an interrupted scan already finished, so that running the
same scan again (after Ctrl-C, `kill -9`, a power cut) picks up where it stopped.

Each fragment's findings are committed to a SQLite file in the output directory as
soon as they are computed. The journal belongs to one scan: it records a
fingerprint of everything the findings depend on (the unique fragments, the analyses
and their versions, the scan options, the oracle's code) and a journal with another
fingerprint is discarded, never mixed in. It is deleted once the scan has
completed and its reports are written. The report files are written only at the end,
each atomically (each is the previous run's or this one's, never half of one), and a
run stopped while writing them resumes with nothing left to compute.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import sqlite3
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from auditor import __version__
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.errors import Diagnostic, InputError, Severity
from auditor.store import ORACLE_VERSION

if TYPE_CHECKING:
    from auditor.scan import Finding

JOURNAL_NAME = ".auditor-journal.sqlite3"

Entry = tuple[list["Finding"], Diagnostic | None]


def fingerprint(hashes: Sequence[str], analyses: Sequence[tuple[str, str]], settings: object) -> str:
    """Everything a scan's findings depend on, hashed (see module docstring)."""
    document = json.dumps(
        {"auditor": __version__, "oracle": ORACLE_VERSION, "fragments": sorted(hashes),
         "analyses": sorted(analyses), "settings": repr(settings)},
        sort_keys=True,
    )  # fmt: skip
    return hashlib.sha256(document.encode()).hexdigest()


class ScanJournal:
    def __init__(self, path: str | os.PathLike[str], scan_fingerprint: str) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, timeout=60, isolation_level=None)
            self._db.execute("PRAGMA journal_mode = WAL")
            # WAL + NORMAL: a commit survives the process dying at any point (Ctrl-C,
            # kill -9) without an fsync each; a power cut may lose the last few, which
            # the next run then recomputes (the file stays consistent either way).
            self._db.execute("PRAGMA synchronous = NORMAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS meta (fingerprint TEXT NOT NULL)")
            self._db.execute("CREATE TABLE IF NOT EXISTS done (fragment TEXT PRIMARY KEY, entry TEXT NOT NULL)")
            row = self._db.execute("SELECT fingerprint FROM meta").fetchone()
            if row is None or row[0] != scan_fingerprint:
                with self._db:
                    self._db.execute("BEGIN IMMEDIATE")
                    self._db.execute("DELETE FROM done")
                    self._db.execute("DELETE FROM meta")
                    self._db.execute("INSERT INTO meta VALUES (?)", (scan_fingerprint,))
        except sqlite3.DatabaseError as err:  # e.g. a damaged file: start afresh
            self.path.unlink(missing_ok=True)
            raise InputError(f"{self.path}: unusable scan journal ({err}); it was removed, run again") from None
        except OSError as err:
            raise InputError(f"{self.path}: cannot open the scan journal ({err})") from None

    def finished(self) -> dict[str, Entry]:
        """The fragments an earlier, interrupted run of this scan completed."""
        done: dict[str, Entry] = {}
        for digest, text in self._db.execute("SELECT fragment, entry FROM done"):
            try:
                done[digest] = _decode(json.loads(text))
            except (ValueError, KeyError, TypeError):
                continue  # an entry that does not decode is recomputed
        return done

    def add(self, digest: str, rows: Sequence[Finding], problem: Diagnostic | None) -> None:
        text = json.dumps(_encode(rows, problem))
        self._db.execute("INSERT OR REPLACE INTO done VALUES (?, ?)", (digest, text))

    def close(self) -> None:
        self._db.close()


def remove_journal(path: str | os.PathLike[str]) -> None:
    """The scan completed and its reports are written: the journal has served its
    purpose."""
    for suffix in ("", "-wal", "-shm"):
        Path(f"{os.fspath(path)}{suffix}").unlink(missing_ok=True)


@functools.cache
def _fields() -> tuple[str, ...]:
    """Finding's fields, in order: a row is stored as a list of them (not a dict, as a
    warm re-scan journals every fragment again)."""
    from auditor.scan import Finding

    return tuple(f.name for f in dataclasses.fields(Finding))


def _encode(rows: Sequence[Finding], problem: Diagnostic | None) -> dict[str, Any]:
    names = _fields()
    return {
        "rows": [[getattr(r, name) for name in names] for r in rows],
        "problem": None
        if problem is None
        else [problem.file, problem.line, problem.col, problem.message, problem.severity.value],
    }


def _decode(data: Mapping[str, Any]) -> Entry:
    from auditor.scan import Finding

    rows = []
    for r in data["rows"]:
        fields = dict(zip(_fields(), r, strict=True))
        fields["domain"] = Domain(fields["domain"])
        fields["verdict"] = Verdict(fields["verdict"])
        rows.append(Finding(**fields))
    p = data["problem"]
    problem = None if p is None else Diagnostic(p[0], int(p[1]), int(p[2]), p[3], Severity(p[4]))
    return rows, problem
