"""One incremental solver per fragment, shared by all its values and domains, with
query and fragment budgets, and every model replayed on the concrete evaluator.

A model is only ever used after the numpy evaluator (the independent implementation of
the semantics) has confirmed what the solver claimed about it; a disagreement is a bug
in one of the two and stops the oracle loudly (`SemanticsMismatch`), never a fact.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Concatenate, ParamSpec, TypeVar

import z3

from auditor.errors import AuditorError
from auditor.ir.fragment import Fragment, Ref
from auditor.ir.opcodes import Opcode
from auditor.oracles.choices import DemandedSemantics
from auditor.oracles.memo import Memo
from auditor.oracles.range_search.config import DEFAULT_SEARCH, SearchConfig
from auditor.oracles.sampling import Samples, Sampling, point_inputs
from auditor.oracles.trace import Record, Trace
from auditor.semantics.bitwuzla_terms import IncrementalSolver, Translation, Untranslatable, exists_forall
from auditor.semantics.concrete import Evaluation, evaluate
from auditor.semantics.smt import Encoding, encode


class Status(StrEnum):
    """How an oracle answer was obtained."""

    EXHAUSTIVE = "exhaustive"  # every execution was enumerated
    PROVEN = "proven"  # solver: the fact holds (unsat) and nothing more precise does (witnesses)
    PARTIAL = "partial"  # budget ran out: `fact` is proven sound, `bound` the best not refuted
    VACUOUS = "vacuous"  # no defined execution reaches the value: every fact would hold


@dataclass(frozen=True)
class Budget:
    """A query's and a fragment's solver time: a query that has not settled in
    `query_ms`, or once the fragment's queries together have taken `fragment_ms`,
    raises `Unknown` (the answer becomes `partial`). Example: `Budget()` gives each
    query 300 ms and the fragment 60 s. A larger `query_ms` buys few answers and costs
    much time: a query not settled in 300 ms mostly does not settle in 1 s either
    (see docs/history.md)."""

    query_ms: int = 300
    fragment_ms: int = 60_000


INCREMENTAL_MS = 50
"""How long a query may take in the shared incremental solver before it is asked of
a fresh one instead (`Session.check`)."""


QUICK_FRESH_MS = 100
"""How long a fresh Z3 solver may try a query before Bitwuzla does (`Session.check`)."""

ROUTED_INCREMENTAL_MS = 10
"""The incremental solver's time on a query once Bitwuzla has settled one the Z3
solvers did not (`Session.check`): the session's easy queries are still answered
there, in well under this."""

BITWUZLA_SHARE = 0.6
"""Share of what is left of a query's budget given to Bitwuzla (`Session.check`)."""

FRESH_SHARE = 0.5
"""Share of what Bitwuzla leaves of a query's budget given to a fresh Z3 solver; the
rest goes back to the incremental one (`Session.check`)."""

AFTER_GIVE_UP_SHARE = 2 / 3
"""Share of the query budget each query gets in a session where one has given up
(`Session._timeout`): most of what follows a give-up in a fragment gives up too (a
hash's avalanche, a factoring-like extreme). Smaller: less time spent on queries that
give up anyway, more proven answers become partial (see docs/history.md)."""

SLOW_INCREMENTAL_MS = 30
"""How far past its time the incremental stage may run before the session stops
asking it (`Session.check`). Z3 reads its timeout only once it is searching: a query
whose terms it must first bit-blast — a chain of 64-bit products, such as the Newton
iterations of a modular inverse — takes that long whatever it was given, every query
again (each pop forgets the terms), and would leave the Bitwuzla stage no time. A
session and the sessions derived from it (`charging`: the root's cut, a demanded-bits
cut) tell each other: they share those products. Larger: the incremental stage is
kept for longer in sessions where it overruns (see docs/history.md)."""

HEAVY_PRODUCTS = 6
"""Products of two non-constants from which a fragment's sessions do not ask the
incremental stage at all, as if it had overrun (SLOW_INCREMENTAL_MS). Smaller: more
fragments lose a stage that answers easy queries cheaply; larger: more fragments pay
for its overrun on their first query (see docs/history.md)."""

_GAVE_UP = object()


COPY_PREFIXES = ("!copy0.", "!copy1.")
"""Input-name prefixes of `Session.copies` (the reader's names never contain '!')."""


class SemanticsMismatch(AuditorError):
    """The solver and the concrete evaluator disagree about an execution."""


class Unknown(Exception):
    """A query ran out of its budget (or the fragment's)."""


_P = ParamSpec("_P")
_R = TypeVar("_R")


def _gives_up(query: Callable[Concatenate[Session, _P], _R]) -> Callable[Concatenate[Session, _P], _R]:
    """A query method whose Unknown (its budget, or the fragment's, ran out) is counted
    in the session's `give_ups`, its time in `give_up_seconds`: the time the budget
    bought no answer for (benchmarks/corpus_oracle_bench.py reports it per domain)."""

    def counted(self: Session, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        started = time.perf_counter()
        try:
            return query(self, *args, **kwargs)
        except Unknown:
            self.give_ups += 1
            self.give_up_seconds += time.perf_counter() - started
            raise

    functools.update_wrapper(counted, query)  # the query's name and docstring
    return counted


class Session:
    def __init__(
        self,
        fragment: Fragment,
        samples: Samples,
        budget: Budget = Budget(),
        demanded: DemandedSemantics = DemandedSemantics.TRANSFORM,
        sampling: Sampling = Sampling(),
        search: SearchConfig = DEFAULT_SEARCH,
        trace: Trace | None = None,
    ) -> None:
        self.fragment = fragment
        self.samples = samples
        self.sampling = sampling  # how `samples` were drawn: a cut is sampled alike
        self.budget = budget
        self.demanded = demanded  # the demanded-bits definition its answers and verdicts follow
        self.search = search  # the range search's stages and budgets
        self.trace = trace or Trace()  # the steps of its searches (shared with derived sessions)
        self.enc: Encoding = encode(fragment)
        self.solver = z3.Solver()
        self.solver.add(self.enc.defined)
        self._incremental_timeout: int | None = None  # the shared solver's, as last set
        self.queries = 0
        self.memo = Memo()  # results shared between domains and searches (`auditor.oracles.memo`)
        self.solver_seconds = 0.0
        self.give_ups = 0  # queries that ran out of budget (`_gives_up`)
        self.give_up_seconds = 0.0
        self.started = time.perf_counter()
        self._copies: tuple[Encoding, Encoding] | None = None
        self._translation = Translation()  # Z3 terms → Bitwuzla's, shared by this session's Bitwuzla solvers
        # The encoding in Bitwuzla, made on first use (False: it cannot be translated).
        self._bitwuzla_solver: IncrementalSolver | bool | None = None
        # Whether the hard queries go to Bitwuzla before the quick fresh Z3 stage (`check`):
        # at first, and as long as Z3 settles none Bitwuzla gave up on. Starting with Z3's
        # quick stage instead costs more oracle time for as many answers (see docs/history.md).
        self._bitwuzla_first = True
        # Kinds of query (`check(kind=...)`) whose last one only Bitwuzla answered: the
        # next skips the incremental stage.
        self._past_incremental: set[str] = set()
        # Whether the incremental stage overran its time by SLOW_INCREMENTAL_MS (`check`),
        # or would: HEAVY_PRODUCTS.
        self._incremental_slow = products(fragment) >= HEAVY_PRODUCTS

    def copies(self) -> tuple[Encoding, Encoding]:
        """Two more encodings of the fragment, each with its own inputs (named with
        COPY_PREFIXES), built once: for questions about two executions at once, such
        as whether two of them can give a value the same result."""
        if self._copies is None:
            first, second = (encode(self.fragment, prefix=p) for p in COPY_PREFIXES)
            self._copies = first, second
        return self._copies

    def holds_throughout(
        self, index: int, point: tuple[Mapping[int, int], Mapping[int, int], Mapping[int, int]], free: Mapping[int, int]
    ) -> bool:
        """Whether every execution at `point` (vars, choices, freezes) with the `free`
        bits (a mask per var) free is one where facts about instruction `index` hold:
        one fresh query, in the first copy (`copies`). The first question of every
        proof that a map from free bits takes 2^w values (`forward`'s pins, cubes,
        pinned polynomials). Unknown is raised through."""
        a = self.copies()[0]
        return not self.check_fresh(z3.And(*a.pinned(point, free), z3.Not(a.fact_condition(index))))

    def renew_budget(self) -> None:
        """Start a new fragment budget: the verdict checks get their own, so an oracle
        that spent all of its budget does not leave the claims unchecked."""
        self.started = time.perf_counter()

    def remaining_ms(self) -> int:
        return int(self.budget.fragment_ms - (time.perf_counter() - self.started) * 1000)

    def derived(self, fragment: Fragment, samples: Samples) -> Session:
        """A session on a fragment derived from this one (a cut) that answers for it:
        what is left of this fragment budget, the same demanded-bits definition and
        sampling. Run its queries under `charging` so that they count here."""
        budget = Budget(self.budget.query_ms, max(1, self.remaining_ms()))
        return Session(fragment, samples, budget, self.demanded, self.sampling, self.search, self.trace)

    def traced(self, name: str) -> AbstractContextManager[Record]:
        """Record a step of a search around the block (`Trace.step`), counting this
        session's queries and give-ups."""
        return self.trace.step(name, self)

    @contextmanager
    def charging(self, derived: Session) -> Iterator[Session]:
        """Count the queries, solver time and give-ups `derived` spends inside the block
        here; and an overrun of its incremental stage (the multipliers both fragments
        share are what Z3 bit-blasts past its timeout)."""
        queries, seconds = derived.queries, derived.solver_seconds
        give_ups, give_up_seconds = derived.give_ups, derived.give_up_seconds
        derived._incremental_slow |= self._incremental_slow
        try:
            yield derived
        finally:
            self.queries += derived.queries - queries
            self.solver_seconds += derived.solver_seconds - seconds
            self.give_ups += derived.give_ups - give_ups
            self.give_up_seconds += derived.give_up_seconds - give_up_seconds
            self._incremental_slow |= derived._incremental_slow

    @contextmanager
    def _solving(self, query: bool = False) -> Iterator[None]:
        """Count the block's time in `solver_seconds` (and, with `query`, the block as
        one query), however it ends."""
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.solver_seconds += time.perf_counter() - t0
            self.queries += int(query)

    def _timeout(self, cap_ms: int | None = None) -> int:
        """The time the next query may take (less once one has given up:
        AFTER_GIVE_UP_SHARE); Unknown when the fragment has none left."""
        query_ms = (
            self.budget.query_ms if not self.give_ups else max(1, round(self.budget.query_ms * AFTER_GIVE_UP_SHARE))
        )
        timeout = min(query_ms, self.remaining_ms(), cap_ms or query_ms)
        if timeout <= 0:
            raise Unknown("fragment budget exhausted")
        return timeout

    @_gives_up
    def check(self, *constraints: Any, cap_ms: int | None = None, kind: str | None = None) -> z3.ModelRef | None:
        """A model of `defined ∧ constraints`, or None when there is none.
        Raises Unknown when the budget (or `cap_ms`) runs out first.

        Asked first of the shared incremental Z3 solver, for `INCREMENTAL_MS` at most:
        it answers the many easy queries without encoding the fragment again. A query
        it does not settle in that time goes to a fresh QF_BV Z3 solver (its
        non-incremental tactic simplifies and bit-blasts the whole query at once) for
        QUICK_FRESH_MS, then to the fragment's Bitwuzla solver (`auditor.semantics.
        bitwuzla_terms`) for BITWUZLA_SHARE of what is left: it settles in
        milliseconds most of the multiplication- and carry-heavy queries Z3 takes a
        second on or gives up (see docs/history.md). What it does not settle goes to
        the fresh Z3 solver again for FRESH_SHARE of what is left, and the rest of the
        budget back to the incremental solver, which finds some models (a hash value
        equal to 0) the tactics miss. A session starts routed: the quick fresh stage is
        skipped and the incremental one gets ROUTED_INCREMENTAL_MS, until a Z3 stage
        answers what Bitwuzla did not; from then on all stages run, until Bitwuzla
        again settles a query the Z3 stages gave up on. Queries of one `kind` (the
        demanded-bits witness queries of a fragment, which differ only in the value
        flipped; the steps of one extreme search, which differ only in the bound)
        skip the incremental stage while routed when the last one of their kind was
        settled by Bitwuzla: most such queries go past that stage anyway, and its time
        would be spent for nothing. Once the incremental stage overran its time by
        SLOW_INCREMENTAL_MS (or the fragment has HEAVY_PRODUCTS), no later query of the
        session asks it, first or last: an overrunning call rarely answers (see
        docs/history.md). The stages together take the query's budget, not one each."""
        timeout = self._timeout(cap_ms)
        deadline = time.perf_counter() + timeout / 1000
        first = min(timeout, ROUTED_INCREMENTAL_MS if self._bitwuzla_first else INCREMENTAL_MS)
        self.queries += 1  # one query, whichever solvers answer it
        skip = (self._bitwuzla_first and kind in self._past_incremental) or self._incremental_slow
        if kind is not None:
            self._past_incremental.discard(kind)  # added back if Bitwuzla settles this one
        if not skip:
            asked = time.perf_counter()
            result = self._incremental(constraints, first)
            self._incremental_slow = (time.perf_counter() - asked) * 1000 > first + SLOW_INCREMENTAL_MS
            if result is not _GAVE_UP or timeout <= first:
                return self._answer(result)
        if not self._bitwuzla_first:
            result = self._fresh(constraints, left_ms(deadline, QUICK_FRESH_MS))
            if result is not _GAVE_UP:
                return self._answer(result)
        result = self._bitwuzla(constraints, left_ms(deadline, int(left_ms(deadline) * BITWUZLA_SHARE)))
        if result is not _GAVE_UP:
            # Where Bitwuzla settles what both Z3 solvers gave up on, the session's
            # next hard queries (the same search, one bound further) go to it first.
            self._bitwuzla_first = True
            if kind is not None:
                self._past_incremental.add(kind)
            return self._answer(result)
        result = self._fresh(constraints, left_ms(deadline, int(left_ms(deadline) * FRESH_SHARE)))
        if result is not _GAVE_UP:
            self._bitwuzla_first = False
            return self._answer(result)
        if self._incremental_slow:
            raise Unknown("gave up (budget)")
        return self._answer(self._incremental(constraints, left_ms(deadline)))

    def _bitwuzla(self, constraints: tuple[Any, ...], timeout: int) -> object:
        """A model, None (unsat) or _GAVE_UP from the session's incremental Bitwuzla
        solver, which holds the fragment's definedness."""
        if self._bitwuzla_solver is None:
            try:
                self._bitwuzla_solver = IncrementalSolver(self._translation, (self.enc.defined,))
            except Untranslatable:
                self._bitwuzla_solver = False  # not for this fragment: Z3 only
        if not isinstance(self._bitwuzla_solver, IncrementalSolver):
            return _GAVE_UP
        return self._bitwuzla_answer(self._bitwuzla_solver, constraints, timeout)

    def _bitwuzla_fresh(self, formula: Any, timeout: int) -> object:
        """The same from a fresh Bitwuzla solver, for a closed formula."""
        if timeout <= 0:
            return _GAVE_UP
        try:
            solver = IncrementalSolver(self._translation, ())
        except Untranslatable:
            return _GAVE_UP
        return self._bitwuzla_answer(solver, (formula,), timeout)

    def _bitwuzla_answer(self, solver: IncrementalSolver, asked: tuple[Any, ...], timeout: int) -> object:
        """`solver`'s answer to `asked` (with its base). Its model is
        turned into a Z3 model of the same constants and must satisfy the Z3 formula:
        a translation or solver disagreement stops the oracle (SemanticsMismatch), as
        a model the evaluator disagrees with does."""
        with self._solving():
            try:
                sat, values = solver.check(asked, timeout)
            except Untranslatable:
                return _GAVE_UP
            if sat is None:
                return _GAVE_UP
            if not sat:
                return None
            model = _z3_model(values)
            if not z3.is_true(model.eval(z3.And(*solver.base, *asked), model_completion=True)):
                raise SemanticsMismatch(f"Bitwuzla's model {values} does not satisfy the query in Z3")
            return model

    def _answer(self, result: object) -> z3.ModelRef | None:
        if result is _GAVE_UP:
            raise Unknown("gave up (budget)")
        return result if isinstance(result, z3.ModelRef) else None

    def _incremental(self, constraints: tuple[Any, ...], timeout: int) -> object:
        """A model, None (unsat) or _GAVE_UP, from the shared incremental solver."""
        if timeout != self._incremental_timeout:  # `set` parses its parameters: ~50 µs a call
            self.solver.set("timeout", timeout)
            self._incremental_timeout = timeout
        self.solver.push()
        with self._solving():
            try:
                self.solver.add(*constraints)
                result = self.solver.check()
                if result == z3.unsat:
                    return None
                return self.solver.model() if result == z3.sat else _GAVE_UP
            finally:
                self.solver.pop()

    def _fresh(self, constraints: tuple[Any, ...], timeout: int) -> object:
        """The same from a fresh QF_BV solver (Z3's non-incremental tactic)."""
        return self._solve((self.enc.defined, *constraints), timeout, "QF_BV")

    def _solve(self, formulas: tuple[Any, ...], timeout: int, logic: str | None) -> object:
        """A model, None (unsat) or _GAVE_UP from a fresh solver for `logic` (None: Z3's
        default portfolio), its time counted in `solver_seconds`."""
        solver = z3.SolverFor(logic) if logic else z3.Solver()
        solver.set("timeout", timeout)
        solver.add(*formulas)
        with self._solving():
            result = solver.check()
        if result == z3.unsat:
            return None
        return solver.model() if result == z3.sat else _GAVE_UP

    @_gives_up
    def check_fresh(self, formula: Any, cap_ms: int | None = None, bitwuzla: bool = True) -> bool:
        """Satisfiability of a closed formula in a fresh solver, under the same budgets
        (and `cap_ms`); the shared solver's assertions are about free inputs.

        Asked of a fresh Bitwuzla solver first, for BITWUZLA_SHARE of the budget (the
        injectivity and cube questions about two copies of a hash are its strength);
        Z3 gets the rest. Not with `bitwuzla=False`: for small queries Z3 settles in a
        few milliseconds, less than translating them for Bitwuzla costs."""
        timeout = self._timeout(cap_ms)
        deadline = time.perf_counter() + timeout / 1000
        if bitwuzla:
            first = self._bitwuzla_fresh(formula, int(timeout * BITWUZLA_SHARE))
            if first is not _GAVE_UP:
                self.queries += 1
                return first is not None
            timeout = left_ms(deadline)
        with self._solving(query=True):
            result = _check(formula, timeout)
        if result is None:
            raise Unknown("gave up (budget)")
        return result

    def probe_fresh(self, formula: Any, cap_ms: int) -> bool | None:
        """Satisfiability of a closed formula in a fresh Z3 solver (no Bitwuzla: a
        small query), None when it gives up — and then not counted in `give_ups`: a
        probe that may well give up (a relaxed question tried before a harder one's
        fallback) says nothing about the fragment's difficulty, and counting it would
        shorten every later query (AFTER_GIVE_UP_SHARE) and end searches early. Raises
        Unknown when the fragment's budget is spent."""
        timeout = self._timeout(cap_ms)
        with self._solving(query=True):
            return _check(formula, timeout)

    @_gives_up
    def model_fresh(self, formula: Any, cap_ms: int | None = None, logic: str | None = "QF_BV") -> z3.ModelRef | None:
        """A model of a closed formula, from a fresh solver for `logic` (None: Z3's
        default portfolio, e.g. for integer arithmetic) under the same budgets. Unlike
        `check`, nothing is assumed: for queries whose point is that some execution is
        not defined, and for formulas over other terms than the encoding's. A QF_BV
        query goes to Bitwuzla first, as in `check_fresh`."""
        timeout = self._timeout(cap_ms)
        deadline = time.perf_counter() + timeout / 1000
        self.queries += 1
        if logic == "QF_BV":
            first = self._bitwuzla_fresh(formula, int(timeout * BITWUZLA_SHARE))
            if first is not _GAVE_UP:
                return self._answer(first)
            timeout = left_ms(deadline)
        return self._answer(self._solve((formula,), timeout, logic))

    @_gives_up
    def exists_forall(self, bound: Sequence[Any], claim: Any, cap_ms: int | None = None) -> dict[Any, int] | None:
        """A value of each of the other constants of `claim` (quantifier-free) that makes
        it hold for every value of the `bound` ones, or None when there is none — ∃ ∀,
        as `check_fresh` asks Z3 with a ForAll — decided by Bitwuzla's quantifier engine
        under the budgets (and `cap_ms`). The values are the quantifier engine's word:
        a caller that builds on them checks them with a quantifier-free query first.
        Raises Unknown when it gives up or cannot translate the claim."""
        timeout = self._timeout(cap_ms)
        try:
            with self._solving(query=True):
                answer, values = exists_forall(self._translation, bound, claim, timeout)
        except Untranslatable as err:
            raise Unknown(f"not for Bitwuzla: {err}") from None
        if answer is None:
            raise Unknown("gave up (budget)")
        return values if answer else None

    def add_point(self, vars: dict[int, int], choices: dict[int, int], freezes: dict[int, int]) -> Evaluation | None:
        """Evaluate one execution found other than by the encoding (e.g. an integer
        model) concretely; add it to the samples when it is defined, else None."""
        inputs = point_inputs(self.fragment, vars, choices, freezes)
        evaluation = evaluate(self.fragment, inputs)
        if not bool(evaluation.defined[0]):
            return None
        self.samples.add(inputs, evaluation)
        return evaluation

    def replay(self, model: z3.ModelRef) -> Evaluation:
        """Evaluate the model's execution concretely, add it to the samples, and check
        that it is defined as the solver says."""
        vars, choices, freezes = self.enc.point(model)
        evaluation = self.add_point(vars, choices, freezes)
        if evaluation is None:
            raise SemanticsMismatch(f"solver model {vars} {choices} {freezes} is not a defined execution concretely")
        return evaluation

    def witness(self, model: z3.ModelRef, index: int) -> int:
        """The value of instruction `index` in the model's execution, after checking
        concretely that facts about it must hold there."""
        evaluation = self.replay(model)
        if not bool(evaluation.fact_mask(index)[0]):
            raise SemanticsMismatch(f"value %{self.fragment.names[index]} is not observable in the solver's model")
        concrete = int(evaluation.values[index][0])
        symbolic = model.eval(self.enc.values[index], model_completion=True).as_long()
        if concrete != symbolic:
            raise SemanticsMismatch(
                f"%{self.fragment.names[index]} is {concrete} concretely but {symbolic} in the solver's model"
            )
        return concrete


def _z3_model(values: dict[Any, int]) -> z3.ModelRef:
    """A Z3 model giving each constant its value (a Bitwuzla model, carried over)."""
    solver = z3.Solver()
    solver.add(*[c == (z3.BoolVal(bool(v)) if z3.is_bool(c) else z3.BitVecVal(v, c.size())) for c, v in values.items()])
    if solver.check() != z3.sat:
        raise SemanticsMismatch(f"no Z3 model of the constant values {values}")
    return solver.model()


def products(fragment: Fragment) -> int:
    """The fragment's multiplications of two non-constants (HEAVY_PRODUCTS)."""
    return sum(1 for inst in fragment.insts if inst.op is Opcode.MUL and all(isinstance(o, Ref) for o in inst.operands))


def left_ms(deadline: float, cap_ms: int | None = None) -> int:
    """Milliseconds from now to `deadline` (at most `cap_ms`); Unknown when none are
    left."""
    left = int((deadline - time.perf_counter()) * 1000)
    if cap_ms is not None:
        left = min(left, cap_ms)
    if left <= 0:
        raise Unknown("gave up (budget)")
    return left


def _check(formula: Any, timeout: int) -> bool | None:
    """sat / unsat of a closed formula in a fresh solver; None when it gave up."""
    solver = z3.Solver()
    solver.set("timeout", timeout)
    solver.add(formula)
    result = solver.check()
    return None if result == z3.unknown else bool(result == z3.sat)
