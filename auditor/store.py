"""The oracle cache: best facts computed once per fragment content, kept in SQLite.

An oracle answer depends only on the fragment's content, the audited value, the
domain, the oracle's options (budgets, sampling) and the code of the semantics and
the oracle. So the key is exactly that: the fragment's content hash, the value's
position in the canonical form (the same value under any names or instruction
order), the domain, the options, and `ORACLE_VERSION` — a hash of the source of the
modules that compute the answer, so a change to the semantics or the oracle never
serves a stale fact. Values are JSON (facts in their documented text format), never
pickle: a cache file is data, not code.

The same file keeps verdicts: how one claim compares with the best fact
(`auditor.compare.judge`), keyed like an answer plus the claim and the fragment's
exact text (a counterexample names the fragment's own values, and the samples it
came from follow its instruction order). A re-scan with one analysis changed then
re-judges only the claims that changed; an `unsound` verdict read back is replayed
on the concrete evaluator before it is used, like a fresh one.

Concurrent scans may share one file: SQLite in WAL mode lets readers go on while one
process writes, and writes wait (busy timeout) and are retried rather than lost.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

import auditor
from auditor.compare import Counterexample, Judgement, Verdict
from auditor.domains.base import Domain, lattice
from auditor.errors import InputError
from auditor.ir.fragment import Fragment
from auditor.ir.hashing import canonical_positions
from auditor.ir.printer import format_fragment
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.engine import OracleOptions
from auditor.oracles.result import OracleFact
from auditor.oracles.session import Status

CACHE_ENV = "AUDITOR_CACHE"
SCHEMA = 1
_ANSWERING_CODE = ("ir", "semantics", "domains", "oracles", "compare.py")
_RETRIES = 20


def code_digest(parts: Sequence[str], salt: str = "") -> str:
    """A hash of the source of `parts` (packages or modules, relative to the auditor
    package): what a cached result computed by that code is keyed on."""
    root = Path(auditor.__file__).parent
    digest = hashlib.sha256(salt.encode())
    for part in parts:
        paths = [root / part] if part.endswith(".py") else sorted((root / part).rglob("*.py"))
        for path in paths:
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _oracle_version() -> str:
    """A hash of the code that computes oracle answers (see module docstring)."""
    return code_digest(_ANSWERING_CODE, f"schema {SCHEMA}")


ORACLE_VERSION = _oracle_version()


def default_cache_path() -> Path:
    """$AUDITOR_CACHE, else the user cache directory ($XDG_CACHE_HOME or ~/.cache)."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "auditor" / "oracle.sqlite3"


def options_key(options: OracleOptions) -> str:
    """The oracle options an answer depends on: a larger budget is a different
    question (a `partial` answer may become `proven`), and so is another
    demanded-bits definition, and another range search (`OracleOptions.search`: a stage
    left out, other budgets) — each suffixed only when it is not the default, so the
    keys of default answers are those of before the choice existed."""
    b = options.budget
    key = f"q{b.query_ms}f{b.fragment_ms}e{options.exhaustive_limit}r{options.random_points}s{options.seed}"
    if options.demanded is not DemandedSemantics.TRANSFORM:
        key += f"d{options.demanded.value}"
    return key + options.search.key()


@dataclass(frozen=True)
class CacheInfo:
    path: Path
    entries: int
    current: int  # entries of this ORACLE_VERSION
    bytes: int
    by_domain: Mapping[str, int]
    verdicts: int = 0  # cached verdicts on claims, all versions


class OracleCache:
    """Oracle answers by (fragment hash, canonical value, domain, options, version)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, timeout=60, isolation_level=None)
            self._db.execute("PRAGMA busy_timeout = 60000")
            self._retry(lambda: self._db.execute("PRAGMA journal_mode = WAL"))
            self._db.execute("PRAGMA synchronous = NORMAL")
            self._retry(
                lambda: self._db.execute(
                    "CREATE TABLE IF NOT EXISTS facts (key TEXT PRIMARY KEY, version TEXT NOT NULL, "
                    "fragment TEXT NOT NULL, domain TEXT NOT NULL, answer TEXT NOT NULL)"
                )
            )
            self._retry(
                lambda: self._db.execute(
                    "CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, version TEXT NOT NULL, "
                    "fragment TEXT NOT NULL, domain TEXT NOT NULL, claims TEXT NOT NULL)"
                )
            )
            self._retry(
                lambda: self._db.execute(
                    "CREATE TABLE IF NOT EXISTS verdicts (key TEXT PRIMARY KEY, version TEXT NOT NULL, "
                    "fragment TEXT NOT NULL, domain TEXT NOT NULL, judgement TEXT NOT NULL)"
                )
            )
        except (OSError, sqlite3.Error) as err:
            raise InputError(f"{self.path}: cannot open the oracle cache ({err})") from None

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> OracleCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- keys and values

    @staticmethod
    def _key(digest: str, position: int, domain: Domain, options: OracleOptions) -> str:
        return f"{ORACLE_VERSION}/{digest}/{position}/{domain.value}/{options_key(options)}"

    @staticmethod
    def _encode(fact: OracleFact) -> str:
        domain = fact.domain
        return json.dumps(
            {
                "fact": None if fact.fact is None else format_fact(domain, fact.fact),
                "status": fact.status.value,
                "bound": None if fact.bound is None else format_fact(domain, fact.bound),
                "queries": fact.queries,
            },
            sort_keys=True,
        )

    @staticmethod
    def _decode(text: str, value: int, domain: Domain, width: int) -> OracleFact:
        data = json.loads(text)
        return OracleFact(
            value=value,
            domain=domain,
            fact=None if data["fact"] is None else parse_fact(domain, data["fact"], width),
            status=Status(data["status"]),
            bound=None if data["bound"] is None else parse_fact(domain, data["bound"], width),
            queries=int(data["queries"]),
        )

    # -- lookups

    def lookup(
        self,
        digest: str,
        fragment: Fragment,
        wanted: Iterable[tuple[int, Domain]],
        options: OracleOptions,
        positions: Mapping[int, int] | None = None,
    ) -> dict[tuple[int, Domain], OracleFact]:
        """The cached answers among `wanted` (value index in `fragment`, domain). An
        entry that does not decode (a damaged file) counts as missing. `positions`:
        `canonical_positions(fragment)`, if the caller has it already."""
        positions = canonical_positions(fragment) if positions is None else positions
        keys = {self._key(digest, positions[v], d, options): (v, d) for v, d in wanted}
        found: dict[tuple[int, Domain], OracleFact] = {}
        for key, answer in self._select("facts", list(keys)):
            value, domain = keys[key]
            try:
                found[(value, domain)] = self._decode(answer, value, domain, fragment.insts[value].width)
            except (ValueError, KeyError, TypeError):
                continue
        return found

    def _select(self, table: str, keys: list[str]) -> list[tuple[str, str]]:
        rows: list[tuple[str, str]] = []
        for chunk in _chunks(keys, 500):
            marks = ",".join("?" * len(chunk))
            rows += self._retry(
                lambda chunk=chunk, marks=marks: self._db.execute(
                    f"SELECT key, {_PAYLOAD[table]} FROM {table} WHERE key IN ({marks})", chunk
                ).fetchall()
            )
        return rows

    def _insert(self, table: str, rows: list[tuple[str, str, str, str, str]]) -> None:
        def write() -> None:
            with self._db:  # one transaction
                self._db.execute("BEGIN IMMEDIATE")
                self._db.executemany(f"INSERT OR REPLACE INTO {table} VALUES (?, ?, ?, ?, ?)", rows)

        self._retry(write)

    # -- analyses' answers

    def lookup_claims(
        self, analysis_key: str, domains: Sequence[Domain], fragments: Sequence[Fragment]
    ) -> dict[int, str]:
        """Stored answers (JSON text, see auditor.scan) of the analysis whose
        `answers_key` is `analysis_key`, by position in `fragments`."""
        keys = {self._claims_key(analysis_key, domains, f): n for n, f in enumerate(fragments)}
        return {keys[key]: text for key, text in self._select("answers", list(keys))}

    def store_claims(self, analysis_key: str, domains: Sequence[Domain], answered: Mapping[Fragment, str]) -> None:
        if answered:
            domain_text = ",".join(d.value for d in domains)
            self._insert("answers", [
                (self._claims_key(analysis_key, domains, f), analysis_key, fragment_text_digest(f), domain_text, text)
                for f, text in answered.items()
            ])  # fmt: skip

    @staticmethod
    def _claims_key(analysis_key: str, domains: Sequence[Domain], fragment: Fragment) -> str:
        # The exact text: claims name values by their index in this fragment.
        return f"{analysis_key}/{','.join(d.value for d in domains)}/{fragment_text_digest(fragment)}"

    # -- verdicts

    @staticmethod
    def _verdict_key(digest: str, text: str, claim: VerdictKey, options: OracleOptions) -> str:
        value, domain, claimed = claim
        return f"{ORACLE_VERSION}/{digest}/{text}/{value}/{domain.value}/{options_key(options)}/{claimed}"

    def lookup_verdicts(
        self, digest: str, fragment: Fragment, claims: Iterable[VerdictKey], options: OracleOptions
    ) -> dict[VerdictKey, Judgement]:
        """Cached verdicts of `claims` (value index, domain, the claim as its domain
        formats it) on this exact fragment text."""
        text = fragment_text_digest(fragment)
        keys = {self._verdict_key(digest, text, c, options): c for c in claims}
        found: dict[VerdictKey, Judgement] = {}
        for key, stored in self._select("verdicts", list(keys)):
            try:
                found[keys[key]] = decode_judgement(stored)
            except (ValueError, KeyError, TypeError):
                continue
        return found

    def store_verdicts(
        self, digest: str, fragment: Fragment, judged: Mapping[VerdictKey, Judgement], options: OracleOptions
    ) -> None:
        if not judged:
            return
        text = fragment_text_digest(fragment)
        self._insert(
            "verdicts",
            [
                (self._verdict_key(digest, text, c, options), ORACLE_VERSION, digest, c[1].value, encode_judgement(j))
                for c, j in judged.items()
            ],
        )

    def store(
        self,
        digest: str,
        fragment: Fragment,
        facts: Sequence[OracleFact],
        options: OracleOptions,
        positions: Mapping[int, int] | None = None,
    ) -> None:
        if not facts:
            return
        positions = canonical_positions(fragment) if positions is None else positions
        rows = [
            (self._key(digest, positions[f.value], f.domain, options), ORACLE_VERSION, digest, f.domain.value,
             self._encode(f))
            for f in facts
        ]  # fmt: skip
        self._insert("facts", rows)

    def _retry(self, action: Any) -> Any:
        """Run `action`, waiting out another writer: the busy timeout covers most
        waits; a lock still reported is retried with backoff, never dropped."""
        for attempt in range(_RETRIES):
            try:
                return action()
            except sqlite3.OperationalError as err:
                if ("locked" not in str(err) and "busy" not in str(err)) or attempt == _RETRIES - 1:
                    raise
                time.sleep(min(0.05 * 2**attempt, 2.0))
        return None

    # -- management (`auditor cache info|clear|export`)

    def info(self) -> CacheInfo:
        entries = self._db.execute("SELECT COUNT(*) FROM facts").fetchone()[0]
        current = self._db.execute("SELECT COUNT(*) FROM facts WHERE version = ?", (ORACLE_VERSION,)).fetchone()[0]
        by_domain = dict(self._db.execute("SELECT domain, COUNT(*) FROM facts GROUP BY domain ORDER BY domain"))
        size = sum(p.stat().st_size for p in self.path.parent.glob(self.path.name + "*") if p.is_file())
        verdicts = self._db.execute("SELECT COUNT(*) FROM verdicts").fetchone()[0]
        return CacheInfo(self.path, int(entries), int(current), size, by_domain, int(verdicts))

    def clear(self, stale_only: bool = False) -> int:
        """Delete every entry (or those of other oracle versions) with the verdicts
        derived from them; returns how many answers."""

        def delete() -> int:
            with self._db:
                self._db.execute("BEGIN IMMEDIATE")
                self._db.execute("DELETE FROM answers")  # analyses' own keys: cheap to recompute
                if stale_only:
                    self._db.execute("DELETE FROM verdicts WHERE version != ?", (ORACLE_VERSION,))
                    done = self._db.execute("DELETE FROM facts WHERE version != ?", (ORACLE_VERSION,))
                else:
                    self._db.execute("DELETE FROM verdicts")
                    done = self._db.execute("DELETE FROM facts")
                return int(done.rowcount)

        removed = int(self._retry(delete))
        self._db.execute("VACUUM")
        return removed

    def export(self, out: TextIO) -> int:
        """Every entry as one JSON object per line (key fields and the answer)."""
        count = 0
        for key, version, fragment, domain, answer in self._rows():
            _, _, position, _, options = key.split("/", 4)
            record = {"version": version, "fragment": fragment, "value": int(position), "domain": domain,
                      "options": options, "answer": json.loads(answer)}  # fmt: skip
            out.write(json.dumps(record, sort_keys=True) + "\n")
            count += 1
        return count

    def _rows(self) -> Iterator[tuple[str, str, str, str, str]]:
        yield from self._db.execute("SELECT key, version, fragment, domain, answer FROM facts ORDER BY key")


VerdictKey = tuple[int, Domain, str]  # value index, domain, the claim as text
_PAYLOAD = {"facts": "answer", "verdicts": "judgement", "answers": "claims"}


@functools.lru_cache(maxsize=65536)
def parse_fact(domain: Domain, text: str, width: int) -> Any:
    """A fact read back from its text. Facts are frozen values and the same few recur
    (top, small ranges, common masks): each text is parsed once."""
    return lattice(domain).parse(text, width)


def format_fact(domain: Domain, fact: Any) -> str:
    """A fact as its domain writes it, memoised like `parse_fact`: every finding shows
    the oracle's fact and the claim, and the same few recur."""
    try:
        return _format_fact(domain, fact)
    except TypeError:  # an unhashable claim from a user's analysis
        return lattice(domain).format(fact)


@functools.lru_cache(maxsize=65536)
def _format_fact(domain: Domain, fact: Any) -> str:
    return lattice(domain).format(fact)


@functools.lru_cache(maxsize=4096)
def fragment_text_digest(fragment: Fragment) -> str:
    """The fragment exactly as written (names, instruction order): what a verdict's
    counterexample text and samples depend on beyond the content hash. Memoised: a
    scan asks for it when it looks up a fragment's verdicts and again when it stores
    them (and likewise for claims)."""
    return hashlib.sha256(format_fragment(fragment).encode()).hexdigest()[:16]


def encode_judgement(judgement: Judgement) -> str:
    cex = judgement.counterexample
    return json.dumps(
        {
            "verdict": judgement.verdict.value,
            "lost_bits": judgement.lost_bits,
            "detail": judgement.detail,
            "counterexample": None if cex is None else {"inputs": list(cex.inputs), "actual": cex.actual},
        },
        sort_keys=True,
    )


def decode_judgement(text: str) -> Judgement:
    data = json.loads(text)
    cex = data["counterexample"]
    lost = data["lost_bits"]
    return Judgement(
        verdict=Verdict(data["verdict"]),
        lost_bits=None if lost is None else float(lost),
        counterexample=None
        if cex is None
        else Counterexample(tuple(str(i) for i in cex["inputs"]), str(cex["actual"])),
        detail=str(data["detail"]),
    )


def _chunks(items: list[str], size: int) -> Iterator[list[str]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]
