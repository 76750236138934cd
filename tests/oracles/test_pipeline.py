"""The range search as a pipeline (issue 64): the runner, its guards and trace, the
real oracle driven through its seams (a stage left out, other budgets, a table of
one's own), the typed memo, and the generated tables of docs/oracles.md.

No test here patches a function of the range search: each drives it through
`OracleOptions(search=...)`, a stage table, or reads the trace.
"""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from typer.testing import CliRunner

from auditor.cli import app
from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.forward import best_forward
from auditor.oracles.memo import Memo, Slot
from auditor.oracles.range_search import describe
from auditor.oracles.range_search.budgets import RangeBudgets
from auditor.oracles.range_search.config import DEFAULT_SEARCH, SearchConfig
from auditor.oracles.range_search.pipeline import Guard, Stage, run_stages
from auditor.oracles.range_search.search import Decision, RangeSearch
from auditor.oracles.range_search.stages import SMALLEST_RANGE, smallest_range
from auditor.oracles.range_search.surjective import SURJECTIVITY
from auditor.oracles.range_search.target import Target
from auditor.oracles.sampling import EXHAUSTIVE_LIMIT, RANDOM_POINTS
from auditor.oracles.session import Status, Unknown
from auditor.oracles.trace import Outcome, Step, Trace
from auditor.readers.souper import parse_text
from auditor.store import options_key
from tests.strategies import fragments

SOLVER = OracleOptions.solver_only()

# `select (x == 0), 1, x` at i32: never 0; the `runs` stage proves [1, 0).
NEVER_ZERO = """
%x:i32 = var
%c:i1 = eq %x, 0
%r:i32 = select %c, 1:i32, %x
infer %r
"""


def _parse(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


class _Counters:
    def __init__(self) -> None:
        self.queries = 0
        self.give_ups = 0


def _names(steps: tuple[Step, ...]) -> list[str]:
    return [s.name for s in steps]


def _range_steps(
    fragment: Fragment, options: OracleOptions = SOLVER
) -> tuple[ConstantRange | None, Status, tuple[Step, ...]]:
    result = run_oracle(fragment, (Domain.RANGE,), values=[fragment.root], options=options)
    (fact,) = result.facts
    return fact.fact, fact.status, result.steps[fragment.root, Domain.RANGE]


def _table_steps(steps: tuple[Step, ...]) -> list[Step]:
    """The top-level steps that are stages of SMALLEST_RANGE (a cut fragment's search
    nests them under `cut-chains`)."""
    table = {s.name for s in SMALLEST_RANGE}
    for step in steps:
        if step.name == "cut-chains":
            return _table_steps(step.children)
    return [s for s in steps if s.name in table]


# --- the runner -------------------------------------------------------------------


def test_the_first_decision_ends_the_walk_and_every_stage_tried_is_recorded() -> None:
    trace, counters = Trace(), _Counters()
    ran: list[str] = []

    def step(name: str, decision: str | None, queries: int = 0):  # type: ignore[no-untyped-def]
        def run(state: list[str]) -> str | None:
            ran.append(name)
            counters.queries += queries
            return decision

        return run

    stages: tuple[Stage[list[str], str], ...] = (
        Stage("a", step("a", None, queries=2)),
        Stage("b", step("b", "B"), (Guard("b is off", lambda s: False),)),
        Stage("c", step("c", "C")),
        Stage("d", step("d", "D")),
    )
    decided = run_stages([], stages, trace, counters, lambda d: Outcome.PROVED)
    assert decided == "C"
    assert ran == ["a", "c"]
    steps = trace.take()
    assert [(s.name, s.outcome, s.detail, s.queries) for s in steps] == [
        ("a", Outcome.NOTHING, "", 2),
        ("b", Outcome.SKIPPED, "b is off", 0),
        ("c", Outcome.PROVED, "", 0),
    ]
    assert trace.take() == ()  # taken


def test_guards_are_checked_in_order_and_the_first_failing_one_is_the_reason() -> None:
    trace = Trace()
    stage: Stage[None, str] = Stage(
        "s",
        lambda s: "x",
        (Guard("first", lambda s: True), Guard("second", lambda s: False), Guard("third", lambda s: False)),
    )
    assert run_stages(None, (stage,), trace, _Counters(), lambda d: Outcome.PROVED) is None
    assert [(s.outcome, s.detail) for s in trace.take()] == [(Outcome.SKIPPED, "second")]


def test_a_stage_left_out_is_skipped_and_says_so() -> None:
    trace = Trace()
    stages: tuple[Stage[None, str], ...] = (Stage("s", lambda s: "x"), Stage("t", lambda s: "y"))
    assert run_stages(None, stages, trace, _Counters(), lambda d: Outcome.PROVED, left_out={"s"}) == "y"
    assert [(s.name, s.outcome, s.detail) for s in trace.take()] == [
        ("s", Outcome.SKIPPED, "left out of the search"),
        ("t", Outcome.PROVED, ""),
    ]


def test_a_stage_that_raises_is_recorded_as_given_up_and_the_exception_passes() -> None:
    trace, counters = Trace(), _Counters()

    def gives_up(state: None) -> str:
        counters.give_ups += 1
        raise Unknown("budget")

    with pytest.raises(Unknown):
        run_stages(None, (Stage("g", gives_up),), trace, counters, lambda d: Outcome.PROVED)
    (step,) = trace.take()
    assert (step.name, step.outcome, step.give_ups) == ("g", Outcome.GAVE_UP, 1)


def test_steps_nest_under_the_step_that_asked_them() -> None:
    trace, counters = Trace(), _Counters()
    with trace.step("outer", counters) as outer:
        with trace.step("inner", counters) as inner:
            inner.outcome = Outcome.PROVED
            counters.queries += 3
        trace.note("found it")
        counters.give_ups += 1
    (step,) = trace.take()
    assert (step.name, step.outcome, step.detail, step.queries, step.give_ups) == (
        "outer",
        Outcome.GAVE_UP,  # a give-up inside, no outcome set
        "found it",
        3,
        1,
    )
    assert [(c.name, c.outcome, c.queries) for c in step.children] == [("inner", Outcome.PROVED, 3)]
    assert outer.outcome is None


# --- the real oracle through its seams ----------------------------------------------


def test_the_never_zero_select_is_proven_by_the_runs_stage() -> None:
    fact, status, steps = _range_steps(_parse(NEVER_ZERO))
    assert (fact, status) == (ConstantRange(1, 0, 32), Status.PROVEN)
    table = _table_steps(steps)
    assert table[-1].name == "runs" and table[-1].outcome is Outcome.PROVED
    assert [s.name for s in table] == [s.name for s in SMALLEST_RANGE[: len(table)]]


def test_without_the_deciding_stage_the_search_goes_on_and_stays_sound() -> None:
    fragment = _parse(NEVER_ZERO)
    options = OracleOptions.solver_only()
    without = OracleOptions(
        exhaustive_limit=options.exhaustive_limit,
        random_points=options.random_points,
        search=DEFAULT_SEARCH.without("runs"),
    )
    fact, status, steps = _range_steps(fragment, without)
    runs = next(s for s in _table_steps(steps) if s.name == "runs")
    assert (runs.outcome, runs.detail) == (Outcome.SKIPPED, "left out of the search")
    # A later stage may still prove it; a partial answer must hold every value (0 is not one).
    assert fact is not None
    assert fact == ConstantRange(1, 0, 32) or status is Status.PARTIAL
    assert all(fact.contains(v) for v in (1, 2, 0xFFFFFFFF))


def test_no_give_ups_allowed_skips_every_stage_guarded_by_them() -> None:
    fragment = _parse(NEVER_ZERO)
    options = OracleOptions(exhaustive_limit=0, random_points=4, search=DEFAULT_SEARCH.with_budgets(range_give_ups=0))
    _, _, steps = _range_steps(fragment, options)
    skipped = {s.name: s.detail for s in _table_steps(steps) if s.outcome is Outcome.SKIPPED}
    assert skipped.get("cube") == "the search gave up `range_give_ups` times"
    assert "hulls" not in skipped  # no guard: always searched


def test_a_table_of_ones_own_runs_instead_of_the_default() -> None:
    fragment = _parse(NEVER_ZERO)
    session = open_session(fragment, SOLVER)
    calls: list[int] = []

    def claims_full(search: RangeSearch) -> Decision | None:
        calls.append(search.refinements)
        return Decision(ConstantRange.full(search.target.width), Status.PARTIAL, search.lower())

    decision = smallest_range(Target(session, fragment.root), best_forward, (Stage("mine", claims_full),))
    assert calls == [0]
    assert decision.status is Status.PARTIAL and decision.fact.is_full
    assert [(s.name, s.outcome) for s in session.trace.take()] == [("mine", Outcome.PARTIAL)]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fragments(widths=(8, 16), max_insts=4, max_vars=2, path_conditions=False))
def test_the_trace_of_every_range_search_follows_the_table(fragment: Fragment) -> None:
    """Whatever the fragment: the table's stages appear in table order, each run or
    skipped, up to the one that decided (the last, proved or partial) or to the end;
    a proven answer was decided by a stage or by a reading before the table."""
    result = run_oracle(fragment, (Domain.RANGE,), values=[fragment.root], options=SOLVER)
    (fact,) = result.facts
    steps = result.steps[fragment.root, Domain.RANGE]
    if fact.status in (Status.EXHAUSTIVE, Status.VACUOUS):
        return
    table = _table_steps(steps)
    assert [s.name for s in table] == [s.name for s in SMALLEST_RANGE[: len(table)]]
    decided = [s for s in table if s.outcome in (Outcome.PROVED, Outcome.PARTIAL)]
    assert len(decided) <= 1 and (not decided or decided[0] is table[-1])
    if table and not decided and table[-1].outcome is not Outcome.GAVE_UP:
        assert len(table) == len(SMALLEST_RANGE)  # walked to the end: the narrowest cover, partial
        assert fact.status is Status.PARTIAL


def test_options_with_another_search_are_cached_apart_and_pickle() -> None:
    default = OracleOptions()
    other = OracleOptions(search=DEFAULT_SEARCH.without("walk").with_budgets(range_give_ups=3))
    # The default search adds nothing: answers cached before the search had options keep their keys.
    assert DEFAULT_SEARCH.key() == ""
    assert options_key(default) == f"q300f60000e{EXHAUSTIVE_LIMIT}r{RANDOM_POINTS}s0"
    assert options_key(other) != options_key(default)
    assert options_key(other).endswith("x-walk,range_give_ups=3")
    assert pickle.loads(pickle.dumps(other)) == other  # options go to worker processes
    assert SearchConfig(budgets=RangeBudgets()) == DEFAULT_SEARCH


def test_budget_changes_name_real_fields() -> None:
    with pytest.raises(TypeError):
        DEFAULT_SEARCH.with_budgets(no_such_budget=1)
    assert DEFAULT_SEARCH.with_budgets(split_ms=5).budgets.changed() == {"split_ms": 5}


# --- memo -------------------------------------------------------------------------


def test_slots_keep_their_entries_apart_even_under_one_name() -> None:
    memo = Memo()
    a: Slot[int, str] = Slot("same")
    b: Slot[int, str] = Slot("same")
    memo.put(a, 1, "a")
    assert memo.get(b, 1) is None and memo.get(a, 1) == "a"


def test_once_makes_an_entry_once_even_when_it_is_none() -> None:
    memo = Memo()
    slot: Slot[str, int | None] = Slot("s")
    made: list[str] = []

    def make() -> None:
        made.append("x")

    assert memo.once(slot, "k", make) is None and memo.once(slot, "k", make) is None
    assert made == ["x"] and memo.has(slot, "k")


# --- the generated docs and --explain -----------------------------------------------


def test_docs_oracles_md_holds_the_tables_the_search_is_made_of() -> None:
    """Run `.venv/bin/python -m auditor.oracles.range_search.describe` when this fails."""
    text = describe.DOC.read_text()
    assert describe.render(text) == text
    for stage in (*SMALLEST_RANGE, *SURJECTIVITY):
        assert f"`{stage.name}`" in text
    for name in vars(RangeBudgets()):
        assert f"`{name}`" in text


def test_explain_prints_the_steps_of_each_answer(tmp_path: Path) -> None:
    path = tmp_path / "never_zero.opt"
    path.write_text(NEVER_ZERO)
    runner = CliRunner()
    shown = runner.invoke(app, ["oracle", str(path), "-d", "range", "--explain"])
    assert shown.exit_code == 0, shown.output
    assert "%r select i32 range: [1,0) (proven)" in shown.output
    assert "  runs: proved" in shown.output
    rows = json.loads(runner.invoke(app, ["oracle", str(path), "-d", "range", "--explain", "-f", "json"]).output)
    root = next(r for r in rows if r["value"] == "%r")
    assert [s["name"] for s in root["steps"]][-1] == "runs"
    assert root["steps"][-1]["outcome"] == "proved"
    plain = json.loads(runner.invoke(app, ["oracle", str(path), "-d", "range", "-f", "json"]).output)
    assert "steps" not in plain[0]


def test_range_facts_print_as_their_text_format() -> None:
    dom = forward_domain(Domain.RANGE)
    for r in (ConstantRange(1, 0, 8), ConstantRange.full(8), ConstantRange.empty(8)):
        assert str(r) == dom.format(r) and dom.parse(str(r), 8) == r
