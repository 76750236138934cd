"""Deterministic measures of solver work instead of wall-clock budgets: a measurement study.

    .venv/bin/python benchmarks/work_units_bench.py [--count 150] [--jobs 1] [--dump /tmp/calls.pkl]

Every solver call the oracle makes on a sample of real fragments (`corpus_oracle_bench`) is
recorded with its solver, outcome, wall ms, timeout and candidate work measures. The sample is
audited in forked processes: A, B (same order) and C (another), with Z3's main context reset
before every fragment and kept. Printed as Markdown: (a) determinism between runs, (b) units
per wall-ms and correlation with wall ms, (c) per solver a budget measure and its conversion.
The solvers are patched here only (z3.Solver.check, bitwuzla_terms._check_until, _Deadline).
"""

from __future__ import annotations

import argparse
import multiprocessing
import pickle
import random
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import z3

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from auditor.scan import UniqueFragment  # noqa: E402
from auditor.semantics import bitwuzla_terms  # noqa: E402
from auditor.semantics.smt import fresh_context  # noqa: E402
from benchmarks import corpus_oracle_bench  # noqa: E402
from benchmarks.corpus_oracle_bench import FULL, audit, sample  # noqa: E402

Z3_SUMS = {
    "rlimit": ("rlimit count",),
    "conflicts": ("conflicts", "sat conflicts"),
    "decisions": ("decisions", "sat decisions"),
    "propagations": ("propagations", "sat propagations 2ary", "sat propagations nary"),
}
Z3_KEYS = frozenset(k for keys in Z3_SUMS.values() for k in keys)
BW_STATS = {
    "cnf clauses": "solver::bv::bitblast::cnf::num_clauses",
    "aig ands": "solver::bv::bitblast::aig::num_ands",
    "rewrites": "rewriter::num_rewrites",
}
MEASURES = {"z3": list(Z3_SUMS), "bitwuzla": ["terminator calls", *BW_STATS]}
STAGES = {"_incremental": "z3-incremental", "_solve": "z3-fresh", "_check": "z3-fresh"}
SOLVERS = ("z3-incremental", "z3-fresh", "bitwuzla")
OUTCOMES = ("sat", "unsat", "gave up")
BUDGET_MS = 300
LIMITS = {"rlimit", "conflicts", "terminator calls"}  # settable: Z3 rlimit / max_conflicts, a counting terminator


class Call(NamedTuple):
    fragment: str
    solver: str
    query: int  # structural hash of the Z3 formulas asked (base included)
    outcome: str
    ms: float
    timeout: int
    units: dict[str, int]
    history: int  # hash of the fragment's earlier calls (solver, query, outcome)
    clean: bool  # no earlier call of the fragment gave up


CHOSEN: list[UniqueFragment] = []
CALLS: list[Call] = []
KEYS_SEEN: dict[str, set[str]] = defaultdict(set)
_now: dict[str, Any] = {"fragment": "", "history": [], "clean": True}


def _record(solver: str, query: int, outcome: str, ms: float, timeout: int, units: dict[str, int]) -> None:
    history: list[tuple[str, int, str]] = _now["history"]
    CALLS.append(
        Call(_now["fragment"], solver, query, outcome, ms, timeout, units, hash(tuple(history)), _now["clean"])
    )
    history.append((solver, query, outcome))
    _now["clean"] &= outcome != "gave up"


def _z3_stats(solver: z3.Solver) -> dict[str, int]:
    stats = solver.statistics()
    names: list[str] = stats.keys()  # a z3 Statistics object iterates as (key, value) pairs
    return {k: int(stats.get_key_value(k)) for k in names if k in Z3_KEYS}


def _bw_stats(solver: Any) -> dict[str, int]:
    stats = solver.statistics()
    return {name: int(stats.get(key, "0")) for name, key in BW_STATS.items()}


def _install() -> None:
    """Wrap z3.Solver.check (the session's own calls only) and Bitwuzla's checks."""
    z3_check, bw_check = z3.Solver.check, bitwuzla_terms._check_until
    deadline_call = bitwuzla_terms._Deadline.__call__

    def check(self: z3.Solver, *assumptions: Any) -> Any:
        caller = sys._getframe(1)
        solver = STAGES.get(caller.f_code.co_name) if caller.f_code.co_filename.endswith("session.py") else None
        if solver is None:
            return z3_check(self, *assumptions)
        before = _z3_stats(self)
        t0 = time.perf_counter()
        result = z3_check(self, *assumptions)
        ms = (time.perf_counter() - t0) * 1000
        after = _z3_stats(self)
        KEYS_SEEN[solver] |= set(after)
        delta = {k: v - before.get(k, 0) for k, v in after.items()}
        units = {name: sum(delta.get(k, 0) for k in keys) for name, keys in Z3_SUMS.items()}
        outcome = "sat" if result == z3.sat else "unsat" if result == z3.unsat else "gave up"
        query = hash(tuple(a.hash() for a in self.assertions()))
        _record(solver, query, outcome, ms, int(caller.f_locals.get("timeout", 0)), units)
        return result

    def counting(self: Any) -> bool:
        self.calls = getattr(self, "calls", 0) + 1
        return bool(deadline_call(self))

    def check_until(solver: Any, deadline: Any, timeout_ms: int) -> bool | None:
        found = sys._getframe(1).f_locals
        formulas = [*getattr(found.get("self"), "base", ()), *found.get("formulas", ()), *found.get("bound", ())]
        formulas += [found["claim"]] if "claim" in found else []
        before = _bw_stats(solver)
        deadline.calls = 0
        t0 = time.perf_counter()
        result = bw_check(solver, deadline, timeout_ms)
        ms = (time.perf_counter() - t0) * 1000
        units = {name: v - before[name] for name, v in _bw_stats(solver).items()}
        units["terminator calls"] = deadline.calls
        outcome = "gave up" if result is None else "sat" if result else "unsat"
        _record("bitwuzla", hash(tuple(f.hash() for f in formulas)), outcome, ms, timeout_ms, units)
        return result

    z3.Solver.check = check
    bitwuzla_terms._check_until = check_until
    bitwuzla_terms._Deadline.__call__ = counting  # type: ignore[method-assign]


_RESETS: dict[str, Callable[[], None]] = {
    "rebind": fresh_context,  # as the scan does: a new context, smt's `true`/`false` made in it
    "naive": lambda: setattr(z3.z3, "_main_ctx", None),  # smt's terms of the old context remain: every audit fails
    "keep": lambda: None,  # one shared context
}
"""What `audit` (corpus_oracle_bench) does in place of `fresh_context` before each
fragment, per run kind."""


def run(spec: tuple[str, str, list[int]]) -> dict[str, Any]:
    """One run in a fresh forked process: every chosen fragment in `order`, Z3's main
    context reset before each (`reset`: "rebind", "naive") or kept ("keep")."""
    label, reset, order = spec
    _install()
    corpus_oracle_bench.fresh_context = _RESETS[reset]
    errors: Counter[str] = Counter()
    t0 = time.perf_counter()
    for i in order:
        unique = CHOSEN[i]
        _now.update(fragment=unique.hash, history=[], clean=True)
        try:
            audit(unique)
        except Exception as err:
            errors[f"{type(err).__name__}: {str(err)[:120]}"] += 1
    return {"label": label, "calls": CALLS, "errors": errors, "s": time.perf_counter() - t0, "keys": dict(KEYS_SEEN)}


def _keyed(calls: list[Call]) -> dict[tuple[str, str, int, int], Call]:
    seen: Counter[tuple[str, str, int]] = Counter()
    keyed = {}
    for c in calls:
        seen[c.fragment, c.solver, c.query] += 1
        keyed[c.fragment, c.solver, c.query, seen[c.fragment, c.solver, c.query]] = c
    return keyed


def identical(a: list[Call], b: list[Call], solver: str, measure: str) -> tuple[float, float, float, int, int]:
    """Over the calls of `solver` matched between the runs that answered (sat/unsat) in
    both: % with an identical measure, the same % over those with the same clean history,
    the median relative difference of the others, and the two counts."""
    kb = _keyed(b)
    same, same_clean, rel = [], [], []
    for key, x in _keyed(a).items():
        y = kb.get(key)
        if x.solver != solver or y is None or "gave up" in (x.outcome, y.outcome):
            continue
        u, v = x.units[measure], y.units[measure]
        same.append(u == v)
        if x.clean and y.clean and x.history == y.history:
            same_clean.append(u == v)
        if u != v:
            rel.append(abs(u - v) / max(abs(u), abs(v)))
    all_, clean = (100 * float(np.mean(xs)) if xs else float("nan") for xs in (same, same_clean))
    return all_, clean, 100 * float(np.median(rel)) if rel else 0.0, len(same), len(same_clean)


def _ranks(v: list[float]) -> np.ndarray:
    r = np.empty(len(v))
    r[np.argsort(v, kind="mergesort")] = np.arange(len(v))
    _, inverse, counts = np.unique(v, return_inverse=True, return_counts=True)
    return (np.bincount(inverse, weights=r) / counts)[inverse]  # ties: their mean rank


def spearman(x: list[float], y: list[float]) -> float:
    if len(x) < 3 or len(set(x)) < 2 or len(set(y)) < 2:
        return float("nan")
    return float(np.corrcoef(_ranks(x), _ranks(y))[0, 1])


def rates(calls: list[Call], measure: str) -> list[float]:
    return [c.units[measure] / c.ms for c in calls if c.ms > 5]


def fmt(x: float) -> str:
    return "–" if x != x else f"{x:.3g}" if abs(x) < 100 else f"{x:,.0f}"


def determinism(runs: dict[str, Any], kinds: dict[str, list[str]]) -> dict[tuple[str, str], tuple[float, float]]:
    """Table (a); per solver and measure, the identical % (all, clean) of the reset pairs."""
    pairs = [("reset A", "reset B"), ("reset A", "reset C"), ("keep A", "keep B"), ("keep A", "keep C")]
    print("\n### (a) Determinism: % of matched answered calls with an identical measure")
    print("\nall / those with the same clean history [median rel. diff of the differing] (n all / clean)\n")
    print(
        "| solver | measure | " + " | ".join(f"{a} vs {b}" for a, b in pairs) + " |\n|---|---|" + "---:|" * len(pairs)
    )
    det = {}
    for solver, measures in kinds.items():
        for m in measures:
            found = [identical(runs[a]["calls"], runs[b]["calls"], solver, m) for a, b in pairs]
            cells = [f"{x:.1f} / {y:.1f} [{rel:.1f}%] ({n}/{nc})" for x, y, rel, n, nc in found]
            det[solver, m] = (float(np.mean([f[0] for f in found[:2]])), float(np.mean([f[1] for f in found[:2]])))
            print(f"| {solver} | {m} | " + " | ".join(cells) + " |")
    return det


def proportionality(calls: list[Call], kinds: dict[str, list[str]]) -> dict[tuple[str, str], float]:
    """Table (b); per solver and measure, Spearman's ρ with wall ms over all its calls."""
    print("\n### (b) Proportionality (run `reset A`): units per wall-ms p10 / p50 / p90 of calls over 5 ms")
    print("\nρ: Spearman correlation of the measure with wall ms (all calls of the solver, or those of the cell)\n")
    print("| solver | measure | ρ all calls | " + " | ".join(OUTCOMES) + " |\n|---|---|---:|" + "---:|" * len(OUTCOMES))
    rho = {}
    for solver, measures in kinds.items():
        mine = [c for c in calls if c.solver == solver]
        for m in measures:
            rho[solver, m] = spearman([c.units[m] for c in mine], [c.ms for c in mine])
            cells = []
            for outcome in OUTCOMES:
                sel = [c for c in mine if c.outcome == outcome and c.ms > 5]
                p = np.percentile(rates(sel, m), [10, 50, 90]) if sel else [float("nan")] * 3
                s = spearman([c.units[m] for c in sel], [c.ms for c in sel])
                cells.append(f"{' / '.join(map(fmt, p))} (ρ {fmt(s)}, n {len(sel)})")
            print(f"| {solver} | {m} | {fmt(rho[solver, m])} | " + " | ".join(cells) + " |")
    return rho


def recommend(calls: list[Call], kinds: dict[str, list[str]], det: dict[Any, Any], rho: dict[Any, float]) -> None:
    """Table (c): per solver, the settable measure (LIMITS) most identical, then best
    correlated; the give-ups' rates, and what a budget of (timeout × rate) units would do."""
    print(f"\n### (c) Recommendation: a {BUDGET_MS} ms query = {BUDGET_MS} × rate units (rate: of give-ups over 5 ms)")
    print(
        "\nPredicted from run `reset A`: each give-up stopped after (its timeout × rate) units at its own units/ms;"
        " answered: calls whose units exceed (timeout × rate), that would give up instead. Time-matched rate: the"
        " one whose predicted give-up wall equals today's. Overran: give-ups past their timeout by 20 ms.\n"
    )
    print(
        "| solver | measure | identical % all / clean | ρ | give-ups (overran) | rate p25 / p50 | 300 ms = units p25 / p50 "
        "| give-up wall s today → p25 / p50 | max give-up ms p25 / p50 | answered lost p25 / p50 | time-matched rate (300 ms) |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for solver, measures in kinds.items():
        m = max(
            [m for m in measures if m in LIMITS],
            key=lambda m: (round(np.nan_to_num(det[solver, m][1], nan=det[solver, m][0])), rho[solver, m]),
        )
        gave_up = [c for c in calls if c.solver == solver and c.outcome == "gave up"]
        ups = [c for c in gave_up if c.ms > 5 and c.units[m] > 0]
        done = [c for c in calls if c.solver == solver and c.outcome != "gave up"]
        if not ups:
            continue
        over = sum(c.ms > c.timeout + 20 for c in gave_up)
        p25, p50 = np.percentile(rates(ups, m), [25, 50])
        pred = [[c.timeout * rate * c.ms / c.units[m] for c in ups] for rate in (p25, p50)]
        lost = [sum(c.units[m] > c.timeout * rate for c in done) for rate in (p25, p50)]
        matched = sum(c.ms for c in ups) / sum(c.timeout * c.ms / c.units[m] for c in ups)
        print(
            f"| {solver} | {m} | {det[solver, m][0]:.1f} / {det[solver, m][1]:.1f} | {fmt(rho[solver, m])} "
            f"| {len(gave_up)} ({over}) | {fmt(p25)} / {fmt(p50)} | {fmt(BUDGET_MS * p25)} / {fmt(BUDGET_MS * p50)} "
            f"| {sum(c.ms for c in ups) / 1000:.1f} → {sum(pred[0]) / 1000:.1f} / {sum(pred[1]) / 1000:.1f} "
            f"| {max(pred[0]):,.0f} / {max(pred[1]):,.0f} | {lost[0]} / {lost[1]} of {len(done)} "
            f"| {fmt(matched)} ({fmt(BUDGET_MS * matched)}) |"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=FULL)
    parser.add_argument("--count", type=int, default=150)
    parser.add_argument("--jobs", type=int, default=1, help="runs at once (each run is one process)")
    parser.add_argument("--dump", type=Path, help="pickle every run's calls here (e.g. under /tmp)")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    CHOSEN[:] = sample(args.paths, args.count)
    forward = list(range(len(CHOSEN)))
    other = random.Random(16).sample(forward, len(forward))
    orders = (("A", forward), ("B", forward), ("C", other))
    specs = [(f"{r} {x}", "keep" if r == "keep" else "rebind", o) for r in ("reset", "keep") for x, o in orders]
    specs.append(("naive reset", "naive", forward[:5]))  # only to show what breaks
    print(f"{len(CHOSEN)} fragments sampled in {time.perf_counter() - t0:.0f} s\n", flush=True)
    with multiprocessing.get_context("fork").Pool(args.jobs, maxtasksperchild=1) as pool:
        runs = {r["label"]: r for r in pool.imap(run, specs, chunksize=1)}
    for label, r in runs.items():
        counts = Counter(f"{c.solver} {c.outcome}" for c in r["calls"])
        print(
            f"- `{label}`: {r['s']:.0f} s, {len(r['calls'])} calls {dict(counts)}; errors {dict(r['errors']) or 'none'}"
        )
    print("\nZ3 statistics keys present: " + "; ".join(f"{s}: {sorted(k)}" for s, k in runs["reset A"]["keys"].items()))
    if args.dump is not None:
        args.dump.write_bytes(pickle.dumps({k: [c._asdict() for c in r["calls"]] for k, r in runs.items()}))
    kinds = {s: MEASURES["bitwuzla" if s == "bitwuzla" else "z3"] for s in SOLVERS}
    det = determinism(runs, kinds)
    rho = proportionality(runs["reset A"]["calls"], kinds)
    recommend(runs["reset A"]["calls"], kinds, det, rho)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
