"""The prior art, as a baseline for auditor's oracles: the per-bit and per-constant
solver algorithms of Souper as used in Taneja, Liu, Regehr, "Testing Static Analyses
for Precision and Soundness" (CGO 2020).

What makes it the prior art, and not auditor in disguise:

- no sampling and no concrete evaluator: every answer comes from solver queries;
- every query is independent: a fresh `z3.Solver()` with its own timeout (default 1 s),
  nothing shared or incremental;
- the published query shapes: two queries per bit for known bits and demanded bits, a
  binary search over the range size with CEGIS synthesis of the lower bound for ranges,
  one query per candidate count for sign bits, one query per Boolean property.

What it shares with auditor, so that the answers are comparable: the semantics (every
query is built on `auditor.semantics.smt.encode`, the same encoding the oracles use),
the flipped program of the demanded-bits definition (`auditor.oracles.demanded.flipped`,
encoded independently per bit with a constant mask), and the fact types.

Any query that times out, and any CEGIS run that reaches its round cap, makes that
(value, domain) `unknown`, as in the paper. Nothing is ever guessed.

Deviations from Souper, each documented where it happens, all of them in the
baseline's favour (fewer queries) or needed to decide the same question auditor
answers (vacuity, LLVM's tie-break among equally small ranges):

1. CEGIS counterexamples (reachable values of v) are kept across the sizes of one
   binary search; Souper starts each synthesis afresh.
2. Demanded bits: the second query of a bit is skipped when the first one already
   proved the bit demanded.
3. A value that is never observable (never executed, or always poison) would make every
   query unsat; where that leaves the answer ambiguous (booleans, sign bits = width,
   ranges with no counterexample at all), one extra query "is v ever observable?" tells
   a vacuous value from the most precise fact. Known bits need no extra query (both
   queries of a bit are unsat only then).
4. `range` picks, among the ranges of the minimal size, the one auditor (and
   `SmallestRangeDomain.from_values`) prefers: no unsigned wrap, then no signed wrap,
   then the smallest lo. Souper keeps whichever lo the solver happened to return.
   This costs further CEGIS runs only when the first minimal range found is not the
   preferred one (see `_prefer`).
5. The CEGIS round cap (30, Souper's `-souper-max-constant-synthesis-tries` default)
   makes the (value, domain) `unknown` when reached (`cap_policy="unknown"`, the
   default). Souper instead treats a capped synthesis as "no range of this size" and
   goes on to report a larger (or the full) range, unproven; `cap_policy="souper"`
   does the same, and marks such answers with reason "cegis-cap-assumed" (they are
   not proven optimal, and may be imprecise).

The CEGIS cap matters in one common case: a value that takes every value (an input
var, `x * 3`, ...) has the full set as its smallest wrapped range, and CEGIS with
concrete counterexamples can only show that no range of size 2^w − 1 exists by
collecting all 2^w values as counterexamples. `unsigned-range` and `signed-range` do
not suffer from it: their non-wrapping constraint leaves the synthesiser two choices
of lo at size 2^w − 1.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import z3

from auditor.domains.base import Domain
from auditor.domains.booleans import BoolFact
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import Fragment, mask
from auditor.ir.opcodes import WITH_OVERFLOW
from auditor.oracles.demanded import flipped, root_cone
from auditor.semantics.smt import Encoding, encode

DEFAULT_QUERY_MS = 1000
CEGIS_TRIES = 30  # Souper: -souper-max-constant-synthesis-tries (default 30)


class Outcome(StrEnum):
    ANSWERED = "answered"  # the maximally precise fact, proven by the queries
    UNKNOWN = "unknown"  # a query timed out, a CEGIS run reached its cap, or the time cap
    VACUOUS = "vacuous"  # the value is never observable: no fact is given


@dataclass(frozen=True)
class BaselineFact:
    value: int  # instruction index in the fragment
    domain: Domain
    fact: Any  # None unless ANSWERED
    outcome: Outcome
    queries: int
    seconds: float  # wall time for this (value, domain)
    cpu_seconds: float
    reason: str = ""  # UNKNOWN: "timeout", "cegis-cap" or "time-cap"; ANSWERED: "" or "cegis-cap-assumed"


class _Unknown(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class CapPolicy(StrEnum):
    UNKNOWN = "unknown"  # a CEGIS run that reaches its cap makes the answer unknown
    SOUPER = "souper"  # ... counts as "no range of this size", as Souper does


class _Queries:
    """Independent queries: a fresh solver each, with the per-query timeout; also what
    one (value, domain) run has to remember (its options, whether it assumed a capped
    CEGIS run found nothing)."""

    def __init__(self, query_ms: int, deadline: float | None, tries: int, cap_policy: CapPolicy) -> None:
        self.query_ms = query_ms
        self.deadline = deadline
        self.tries = tries
        self.cap_policy = cap_policy
        self.assumed = False
        self.count = 0

    def check(self, *constraints: Any) -> z3.ModelRef | None:
        """A model of the constraints, or None when unsat; _Unknown on timeout."""
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise _Unknown("time-cap")
        solver = z3.Solver()
        solver.set("timeout", self.query_ms)
        solver.add(*constraints)
        self.count += 1
        result = solver.check()
        if result == z3.unsat:
            return None
        if result == z3.sat:
            return solver.model()
        raise _Unknown("timeout")


def baseline_values(fragment: Fragment, domain: Domain) -> list[int]:
    """The values the benchmark asks about: those auditor gives facts (every value but
    with.overflow aggregates) for forward domains; the non-root values of the root's
    cone for demanded bits."""
    if domain is Domain.DEMANDED_BITS:
        return [i for i in root_cone(fragment) if i != fragment.root]
    return [i for i, inst in enumerate(fragment.insts) if inst.op not in WITH_OVERFLOW]


def run_baseline(
    fragment: Fragment,
    domain: Domain,
    values: Sequence[int] | None = None,
    query_ms: int = DEFAULT_QUERY_MS,
    cegis_tries: int = CEGIS_TRIES,
    time_cap_s: float | None = None,
    cap_policy: CapPolicy = CapPolicy.UNKNOWN,
) -> list[BaselineFact]:
    """The baseline's answer for each value in one domain. `time_cap_s` bounds the
    whole call (the benchmark's per-fragment cap): once it is spent, every remaining
    (value, domain) is `unknown` with reason "time-cap"."""
    deadline = None if time_cap_s is None else time.perf_counter() + time_cap_s
    enc = encode(fragment)
    targets = list(values) if values is not None else baseline_values(fragment, domain)
    out: list[BaselineFact] = []
    for index in targets:
        q = _Queries(query_ms, deadline, cegis_tries, cap_policy)
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            if domain is Domain.DEMANDED_BITS:
                fact = _demanded_bits(q, fragment, enc, index)
            else:
                fact = _FORWARD[domain](q, enc, index)
            outcome = Outcome.VACUOUS if fact is None else Outcome.ANSWERED
            reason = "cegis-cap-assumed" if q.assumed else ""
        except _Unknown as unknown:
            fact, outcome, reason = None, Outcome.UNKNOWN, unknown.reason
        out.append(
            BaselineFact(
                value=index,
                domain=domain,
                fact=fact,
                outcome=outcome,
                queries=q.count,
                seconds=time.perf_counter() - t0,
                cpu_seconds=time.process_time() - c0,
                reason=reason,
            )
        )
    return out


# --- helpers -------------------------------------------------------------------------


def _term(enc: Encoding, index: int) -> tuple[Any, Any, int]:
    term = enc.values[index]
    return term, enc.fact_condition(index), term.size()


def _observable(q: _Queries, cond: Any) -> bool:
    """Deviation 3: is the value ever observable (executed, not poison, defined)?"""
    return q.check(cond) is not None


def _bit(term: Any, i: int) -> Any:
    return z3.Extract(i, i, term)


# --- known bits: two queries per bit -------------------------------------------------


def _known_bits(q: _Queries, enc: Encoding, index: int) -> KnownBits | None:
    term, cond, w = _term(enc, index)
    zero = one = 0
    for i in range(w):
        can_be_one = q.check(cond, _bit(term, i) == 1) is not None
        can_be_zero = q.check(cond, _bit(term, i) == 0) is not None
        if not can_be_one and not can_be_zero:
            return None  # no observable execution at all
        if not can_be_one:
            zero |= 1 << i
        if not can_be_zero:
            one |= 1 << i
    return KnownBits(zero, one, w)


# --- sign bits: one query per candidate count, from the width down --------------------


def _sign_bits(q: _Queries, enc: Encoding, index: int) -> SignBits | None:
    term, cond, w = _term(enc, index)
    count = 1
    for n in range(w, 1, -1):
        top = z3.Extract(w - 1, w - n, term)
        if q.check(cond, top != 0, top != mask(n)) is None:
            count = n
            break
    if count == w and not _observable(q, cond):
        return None
    return SignBits(count, w)


# --- the four Boolean properties: one query each -------------------------------------


def _boolean(prop: Callable[[Any, int], Any]) -> Callable[[_Queries, Encoding, int], BoolFact | None]:
    def run(q: _Queries, enc: Encoding, index: int) -> BoolFact | None:
        term, cond, w = _term(enc, index)
        if q.check(cond, z3.Not(prop(term, w))) is not None:
            return BoolFact(False, w)
        if not _observable(q, cond):
            return None
        return BoolFact(True, w)

    return run


def _sign(term: Any, w: int) -> Any:
    return _bit(term, w - 1) == 1


_non_zero = _boolean(lambda t, w: t != 0)
_power_of_two = _boolean(lambda t, w: z3.And(t != 0, t & (t - 1) == 0))
_negative = _boolean(_sign)
_non_negative = _boolean(lambda t, w: z3.Not(_sign(t, w)))


# --- ranges: binary search over the size, CEGIS for the lower bound ------------------


class _Kind(StrEnum):
    ANY = "any"  # may wrap (the `range` domain)
    UNSIGNED = "unsigned"  # [lo, lo + size) must not wrap unsigned (lo + size ≤ 2^w)
    SIGNED = "signed"  # must not wrap signed ((lo ^ INT_MIN) + size ≤ 2^w)


@dataclass
class _RangeSearch:
    q: _Queries
    term: Any
    cond: Any
    width: int
    counterexamples: list[int]  # reachable values of v found by verifiers (deviation 1)

    def lo_constraint(self, lo: Any, size: int, kind: _Kind) -> list[Any]:
        w = self.width
        limit = z3.BitVecVal((1 << w) - size, w)
        if kind is _Kind.UNSIGNED:
            return [z3.ULE(lo, limit)]
        if kind is _Kind.SIGNED:
            return [z3.ULE(lo ^ z3.BitVecVal(1 << (w - 1), w), limit)]
        return []

    def synthesise(self, size: int, kind: _Kind, lo_at_most: int | None = None) -> int | None:
        """CEGIS for a lower bound lo such that every observable value of v is in
        [lo, lo + size) mod 2^w (1 ≤ size < 2^w): the synthesiser is a solver choosing lo
        so that every counterexample so far is inside; the verifier a fresh solver
        looking for an execution with v outside. None when the synthesiser is unsat (no
        such range). After `q.tries` rounds without a decision: _Unknown, or (Souper's
        policy) None, remembered in `q.assumed`."""
        w = self.width
        lo = z3.BitVec("!lo", w)
        size_bv = z3.BitVecVal(size, w)
        for _ in range(self.q.tries):
            constraints = self.lo_constraint(lo, size, kind)
            if lo_at_most is not None:
                constraints.append(z3.ULE(lo, z3.BitVecVal(lo_at_most, w)))
            constraints += [z3.ULT(z3.BitVecVal(c, w) - lo, size_bv) for c in self.counterexamples]
            model = self.q.check(*constraints)
            if model is None:
                return None
            chosen = model.eval(lo, model_completion=True).as_long()
            outside = self.q.check(self.cond, z3.Not(z3.ULT(self.term - z3.BitVecVal(chosen, w), size_bv)))
            if outside is None:
                return int(chosen)
            self.counterexamples.append(int(outside.eval(self.term, model_completion=True).as_long()))
        if self.q.cap_policy is CapPolicy.SOUPER:
            self.q.assumed = True
            return None
        raise _Unknown("cegis-cap")

    def smallest(self, kind: _Kind) -> tuple[int, int] | None:
        """Souper's binary search over sizes 1 … 2^w − 1: (size, lo) of a smallest range,
        or None when no size below 2^w admits one (the full set)."""
        low, high = 1, (1 << self.width) - 1
        best: tuple[int, int] | None = None
        while low <= high:
            mid = (low + high) // 2
            lo = self.synthesise(mid, kind)
            if lo is not None:
                best = (mid, lo)
                high = mid - 1
            else:
                low = mid + 1
        return best

    def prefer(self, size: int, lo: int) -> int:
        """Deviation 4: among the ranges of the minimal `size`, the lo of the one auditor
        prefers (`ranges._smallest_key`): no unsigned wrap, then no signed wrap, then the
        smallest lo. A minimal range that does not wrap unsigned (signed) is unique
        ([umin, umax], resp. [smin, smax]), so the first one found with that constraint
        is it."""
        w = self.width
        full = 1 << w
        if lo + size <= full:
            return lo
        found = self.synthesise(size, _Kind.UNSIGNED)
        if found is not None:
            return found
        if (lo ^ (1 << (w - 1))) + size <= full:
            return lo
        found = self.synthesise(size, _Kind.SIGNED)
        if found is not None:
            return found
        # Every minimal range wraps both ways: binary search for the smallest lo, with
        # "a minimal range with lo ≤ b exists" (monotone in b) decided by CEGIS.
        least, most = 0, lo
        while least < most:
            mid = (least + most) // 2
            found = self.synthesise(size, _Kind.ANY, lo_at_most=mid)
            if found is None:
                least = mid + 1
            else:
                most = found
        return most


def _range_domain(kind: _Kind) -> Callable[[_Queries, Encoding, int], ConstantRange | None]:
    def run(q: _Queries, enc: Encoding, index: int) -> ConstantRange | None:
        term, cond, w = _term(enc, index)
        search = _RangeSearch(q, term, cond, w, [])
        best = search.smallest(kind)
        if not search.counterexamples and not _observable(q, cond):
            return None  # every range, even a single value, held vacuously
        if best is None:
            return ConstantRange.full(w)
        size, lo = best
        if kind is _Kind.ANY:
            lo = search.prefer(size, lo)
        return ConstantRange.non_empty(lo, lo + size, w)

    return run


_FORWARD: dict[Domain, Callable[[_Queries, Encoding, int], Any]] = {
    Domain.KNOWN_BITS: _known_bits,
    Domain.RANGE: _range_domain(_Kind.ANY),
    Domain.UNSIGNED_RANGE: _range_domain(_Kind.UNSIGNED),
    Domain.SIGNED_RANGE: _range_domain(_Kind.SIGNED),
    Domain.SIGN_BITS: _sign_bits,
    Domain.NON_ZERO: _non_zero,
    Domain.POWER_OF_TWO: _power_of_two,
    Domain.NEGATIVE: _negative,
    Domain.NON_NEGATIVE: _non_negative,
}


# --- demanded bits: two queries per bit, each on its own flipped program --------------


def _demanded_bits(q: _Queries, fragment: Fragment, enc: Encoding, index: int) -> DemandedBits:
    """Bit i of v is demanded iff some defined execution with a non-poison root makes
    the flip of bit i observable (docs/semantics.md): asked as two queries, one with
    bit i of v = 0 and one with bit i = 1, on the program with `v ^ (1 << i)` in v's
    uses (a constant mask; the copy shares every input with the original by name)."""
    root = fragment.root
    root_width = fragment.root_inst.width
    root_mask = fragment.root_demanded if fragment.root_demanded is not None else mask(root_width)
    m = z3.BitVecVal(root_mask, root_width)
    width = fragment.insts[index].width
    if index == root:
        return DemandedBits(root_mask & mask(width), width)
    if index not in root_cone(fragment):
        return DemandedBits(0, width)
    term = enc.values[index]
    demanded = 0
    for i in range(width):
        flip = flipped(fragment, index, 1 << i)
        new = encode(flip.fragment)
        same = z3.And(new.defined, z3.Not(new.poison[flip.root]), (enc.values[root] & m) == (new.values[flip.root] & m))
        observable = [enc.defined, z3.Not(enc.poison[root]), z3.Not(same)]
        # Deviation 2: the second query only when the first did not decide the bit.
        if q.check(*observable, _bit(term, i) == 0) is not None or q.check(*observable, _bit(term, i) == 1) is not None:
            demanded |= 1 << i
    return DemandedBits(demanded, width)
