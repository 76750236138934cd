"""The oracle cache: what comes back equals what was computed, keys survive renaming
and reordering, a warm re-scan computes nothing and gives the same bytes, concurrent
writer processes lose nothing, and the cache commands work."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path
from typing import Any

import pytest

import auditor.scan as scan_module
import auditor.store as store
from auditor import api
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.ir.hashing import fragment_hash
from auditor.oracles.engine import OracleOptions, run_oracle
from auditor.readers.souper import parse_text
from auditor.reports.csv import findings_csv
from auditor.reports.model import from_scan
from auditor.scan import ScanOptions
from auditor.store import OracleCache
from tests.test_cli import run

SOUPER = "corpora/souper"
# Enumerated exhaustively: answers that no wall-clock budget can change (docs/csv-schema.md).
EXHAUSTIVE = "tests/analyses/data/broken.opt"


def _fragment(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


BROKEN = [f"python:tests/analyses/broken.py:{name}" for name in ("NegateRange", "SremKnownBits", "CompareDemanded")]


def _scan(cache: Path | None, analyses: tuple[str, ...] = ("builtin",)) -> str:
    result = api.scan([EXHAUSTIVE], list(analyses), ScanOptions(cache=cache))
    return findings_csv(from_scan(result).findings)


def _scan_broken(cache: Path | None) -> str:
    return _scan(cache, ("builtin", *BROKEN))


def test_a_warm_rescan_computes_no_oracle_answer_and_gives_the_same_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "oracle.sqlite3"
    cold = _scan(cache)
    assert cold == _scan(None)  # the cache changes nothing in the findings

    def no_oracle(*args: object, **kwargs: object) -> object:
        raise AssertionError("the oracle ran on a warm cache")

    monkeypatch.setattr(scan_module, "run_oracle", no_oracle)
    assert _scan(cache) == cold


def test_cached_verdicts_need_no_session_and_give_the_same_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "oracle.sqlite3"
    cold = _scan_broken(cache)
    assert cold == _scan_broken(None) and ",unsound," in cold  # counterexamples included

    def no_session(*args: object, **kwargs: object) -> object:
        raise AssertionError("a session was opened on a warm cache")

    monkeypatch.setattr(scan_module, "open_session", no_session)
    assert _scan_broken(cache) == cold


def test_a_cached_unsound_verdict_that_does_not_replay_is_judged_again(tmp_path: Path) -> None:
    cache = tmp_path / "oracle.sqlite3"
    cold = _scan_broken(cache)
    with OracleCache(cache) as opened:
        db = opened._db
        rows = db.execute("SELECT key, judgement FROM verdicts").fetchall()
        forged = 0
        for key, text in rows:
            data = json.loads(text)
            if data["verdict"] == "unsound":
                data["counterexample"]["actual"] = "123456789"
                db.execute("UPDATE verdicts SET judgement = ? WHERE key = ?", (json.dumps(data), key))
                forged += 1
    assert forged
    assert _scan_broken(cache) == cold
    with OracleCache(cache) as opened:  # and the forged entries were replaced
        texts = [t for (t,) in opened._db.execute("SELECT judgement FROM verdicts")]
    assert not any("123456789" in t for t in texts)


def test_verdicts_are_keyed_by_the_exact_fragment_text(tmp_path: Path) -> None:
    """A counterexample names the fragment's own values: a renamed copy (same content
    hash) must not be served another copy's verdicts."""
    f = _fragment("%x:i8 = var\n%a:i8 = and %x, 12:i8\ninfer %a\n")
    g = _fragment("%y:i8 = var\n%b:i8 = and %y, 12:i8\ninfer %b\n")
    assert fragment_hash(f) == fragment_hash(g)
    judgement = store.Judgement(store.Verdict.UNSOUND, None, store.Counterexample(("%x=4",), "4"), "")
    claim = (1, Domain.KNOWN_BITS, "00000000")
    with OracleCache(tmp_path / "c.sqlite3") as cache:
        cache.store_verdicts(fragment_hash(f), f, {claim: judgement}, OracleOptions())
        assert cache.lookup_verdicts(fragment_hash(f), f, [claim], OracleOptions()) == {claim: judgement}
        assert cache.lookup_verdicts(fragment_hash(g), g, [claim], OracleOptions()) == {}
        assert cache.info().verdicts == 1


def test_cached_facts_equal_computed_ones_and_survive_renaming(tmp_path: Path) -> None:
    f = _fragment("%x:i8 = var\n%y:i8 = var (range=[1,9))\n%a:i8 = udiv %x, %y\n%b:i8 = and %a, 12:i8\ninfer %b\n")
    # The same computation, other names and another order of independent values.
    g = _fragment("%q:i8 = var (range=[1,9))\n%p:i8 = var\n%d:i8 = udiv %p, %q\n%e:i8 = and %d, 12:i8\ninfer %e\n")
    assert fragment_hash(f) == fragment_hash(g)
    options = OracleOptions()
    facts = run_oracle(f, list(Domain), options=options).facts
    with OracleCache(tmp_path / "c.sqlite3") as cache:
        cache.store(fragment_hash(f), f, facts, options)
        wanted = [(fact.value, fact.domain) for fact in facts]
        assert cache.lookup(fragment_hash(f), f, wanted, options) == {(x.value, x.domain): x for x in facts}
        # In g, %d is instruction 2 as %a is in f: the same answer, under g's index.
        back = cache.lookup(fragment_hash(g), g, [(2, Domain.KNOWN_BITS)], options)
        assert back[(2, Domain.KNOWN_BITS)].fact == next(
            x.fact for x in facts if x.value == 2 and x.domain is Domain.KNOWN_BITS
        )
        # Another budget is another question.
        assert not cache.lookup(fragment_hash(f), f, wanted, OracleOptions(random_points=7))


def test_another_oracle_version_does_not_see_old_answers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    f = _fragment("%x:i4 = var\n%y:i4 = mul %x, 3:i4\ninfer %y\n")
    facts = run_oracle(f, [Domain.KNOWN_BITS]).facts
    with OracleCache(tmp_path / "c.sqlite3") as cache:
        cache.store(fragment_hash(f), f, facts, OracleOptions())
        monkeypatch.setattr(store, "ORACLE_VERSION", "0000000000000000")
        assert not cache.lookup(fragment_hash(f), f, [(1, Domain.KNOWN_BITS)], OracleOptions())
        assert cache.info().current == 0 and cache.clear(stale_only=True) == len(facts)


def test_a_damaged_entry_is_recomputed_not_trusted(tmp_path: Path) -> None:
    f = _fragment("%x:i4 = var\n%y:i4 = add %x, 1:i4\ninfer %y\n")
    facts = run_oracle(f, [Domain.RANGE]).facts
    path = tmp_path / "c.sqlite3"
    with OracleCache(path) as cache:
        cache.store(fragment_hash(f), f, facts, OracleOptions())
        cache._db.execute('UPDATE facts SET answer = \'{"fact": "[oops"}\'')
        assert not cache.lookup(fragment_hash(f), f, [(1, Domain.RANGE)], OracleOptions())


def _writer(path: str, worker: int, count: int) -> None:
    f = _fragment("%x:i8 = var\n%y:i8 = xor %x, 5:i8\ninfer %y\n")
    fact = run_oracle(f, [Domain.KNOWN_BITS]).facts[0]
    with OracleCache(path) as cache:
        for n in range(count):  # distinct keys: a fresh "hash" per entry
            cache.store(f"w{worker}-{n:04d}", f, [fact], OracleOptions())


def test_concurrent_writer_processes_lose_nothing(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.sqlite3")
    workers, count = 4, 150
    context = multiprocessing.get_context("spawn")
    processes = [context.Process(target=_writer, args=(path, w, count)) for w in range(workers)]
    for p in processes:
        p.start()
    for p in processes:
        p.join(120)
        assert p.exitcode == 0
    with OracleCache(path) as cache:
        assert cache.info().entries == workers * count


def test_cache_commands(tmp_path: Path) -> None:
    cache = tmp_path / "c.sqlite3"
    done = run("scan", SOUPER, "-a", "builtin", "-d", "known-bits", "--cache", str(cache), "--out", str(tmp_path / "r"))
    assert done.returncode == 0, done.stderr
    info = run("cache", "info", "--cache", str(cache))
    assert info.returncode == 0 and "known-bits" in info.stdout
    exported = run("cache", "export", "--cache", str(cache)).stdout.splitlines()
    assert exported and all(json.loads(line)["domain"] == "known-bits" for line in exported)
    assert f"removed {len(exported)} entries" in run("cache", "clear", "--cache", str(cache)).stdout
    assert run("cache", "export", "--cache", str(cache)).stdout == ""
    bare = tmp_path / "none.sqlite3"
    done = run("scan", SOUPER, "-a", "builtin", "-d", "known-bits", "--no-cache", "--cache", str(bare),
               "--out", str(tmp_path / "r2"))  # fmt: skip
    assert done.returncode == 0 and not bare.exists()


def test_an_analysis_with_an_answers_key_is_not_asked_twice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """builtin declares `answers_key`: a warm scan takes its claims from the cache
    (same bytes); an analysis without one (a user's) is always asked."""
    from auditor.analyses.builtin import BuiltinAnalysis

    cache = tmp_path / "oracle.sqlite3"
    cold = _scan_broken(cache)
    asked: list[int] = []
    original = BuiltinAnalysis._outcomes  # what `analyze` and `analyze_targets` both ask

    def counting(self: BuiltinAnalysis, fragments: object, domains: object, targets: object) -> object:
        asked.append(len(fragments))  # type: ignore[arg-type]
        return original(self, fragments, domains, targets)  # type: ignore[arg-type]

    monkeypatch.setattr(BuiltinAnalysis, "_outcomes", counting)
    assert _scan_broken(cache) == cold
    assert asked == []
    monkeypatch.setattr(BuiltinAnalysis, "answers_key", property(lambda self: "builtin/changed"))
    assert _scan_broken(cache) == cold  # a new key: asked again, same answers
    assert sum(asked) == 6
    with OracleCache(cache) as opened:
        assert opened._db.execute("SELECT COUNT(*) FROM answers").fetchone()[0] == 12


def test_a_damaged_cached_answer_is_asked_again(tmp_path: Path) -> None:
    cache = tmp_path / "oracle.sqlite3"
    cold = _scan_broken(cache)
    with OracleCache(cache) as opened:
        opened._db.execute('UPDATE answers SET claims = \'{"claims": [[0, "nonsense", "x", "y"]]}\'')
    assert _scan_broken(cache) == cold


def test_a_warm_rescan_in_workers_ships_only_what_needs_a_solver(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With `--jobs 2`, a fragment whose answers and verdicts are all cached is
    finished in the scan's own process: no worker gets it, and the bytes are the
    same. A changed analysis ships only the fragments where a new claim needs
    evidence."""
    shipped: list[str] = []

    class Counting(scan_module.ProcessExecutor):  # type: ignore[type-arg]
        def map(self, tasks: Any) -> Any:
            def counted() -> Any:
                for task in tasks:
                    shipped.append(task[0].hash)
                    yield task

            return super().map(counted())

    monkeypatch.setattr(scan_module, "ProcessExecutor", Counting)

    def scan(cache: Path | None, analyses: tuple[str, ...]) -> tuple[str, int]:
        shipped.clear()
        result = api.scan([EXHAUSTIVE], list(analyses), ScanOptions(cache=cache, jobs=2))
        return findings_csv(from_scan(result).findings), len(result.audited)

    cache = tmp_path / "oracle.sqlite3"
    cold, fragments = scan(cache, ("builtin",))
    assert len(shipped) == fragments > 1
    assert scan(cache, ("builtin",))[0] == cold and shipped == []
    changed, _ = scan(cache, ("builtin", BROKEN[0]))
    assert changed == scan(None, ("builtin", BROKEN[0]))[0] and ",unsound," in changed
    assert 0 < len(shipped) <= fragments  # cold: every fragment went to a worker (above)
    assert scan(cache, ("builtin", BROKEN[0]))[0] == changed and shipped == []


def test_cached_answers_keep_what_their_scan_audited_and_a_larger_scan_asks_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A scan caches an analysis's claims about the (value, domain) pairs it audits,
    and says which: an `--all-values` scan on a default scan's cache asks the analysis
    again (the entry lacks most values) and judges every value's claim as a scan with
    no cache does; the larger entry it leaves then serves both kinds of scan without
    asking."""
    from auditor.analyses.builtin import BuiltinAnalysis

    cache = tmp_path / "oracle.sqlite3"
    _scan(cache)
    asked: list[int] = []
    original = BuiltinAnalysis._outcomes  # what `analyze` and `analyze_targets` both ask

    def counting(self: BuiltinAnalysis, fragments: object, domains: object, targets: object) -> object:
        asked.append(len(fragments))  # type: ignore[arg-type]
        return original(self, fragments, domains, targets)  # type: ignore[arg-type]

    def every_value(cache: Path | None) -> str:
        result = api.scan([EXHAUSTIVE], ["builtin"], ScanOptions(cache=cache, all_values=True))
        return findings_csv(from_scan(result).findings)

    uncached = every_value(None)
    monkeypatch.setattr(BuiltinAnalysis, "_outcomes", counting)
    assert every_value(cache) == uncached
    assert "no claim" not in uncached
    assert sum(asked) == 6  # every fragment asked again
    asked.clear()
    assert every_value(cache) == uncached
    default = _scan(cache)
    assert asked == []  # the larger entries serve both
    monkeypatch.setattr(BuiltinAnalysis, "_outcomes", original)
    assert default == _scan(None)
    with OracleCache(cache) as opened:
        entries = [json.loads(text) for (text,) in opened._db.execute("SELECT claims FROM answers")]
    assert len(entries) == 6
    for entry in entries:  # each entry holds claims about what it says it covers, and only those
        covered = {(value, domain) for value, domain in entry["audited"]}
        assert covered and {(value, domain) for value, domain, _, _ in entry["claims"]} <= covered
