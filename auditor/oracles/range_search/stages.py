"""The smallest-range search as an ordered table of stages (`SMALLEST_RANGE`), run by
`pipeline.run_stages` over one `RangeSearch`.

The shape (docs/oracles.md): α of the values reached is a lower bound on the size of
the answer; if the solver cannot find a value outside it, it is the answer. Otherwise
the unsigned and signed hulls (each proven) are valid; one of them is optimal — and
then also the preferred one, being the unique smallest range that does not wrap
unsigned, resp. signed — when it is as small as α of the values reached, or when no
smaller range exists (runs, a walk, one ∃∀ query). When a smaller one does, the ∃∀
answer names it: the gap it leaves out, widened, is the answer when no other cover
is as small. Else the answer is partial, with the narrowest cover proven.

A refute-and-join query that gives up ends the rounds, not the search: the hulls, the
∃∀ question and surjectivity ask other questions, often easier ones. After
`range_give_ups` of them the later stages are skipped.

Example: `smallest_range(Target(session, root), best_forward)` is a `Decision`; the
session's trace lists every stage, run or skipped, in table order.
"""

from __future__ import annotations

from collections.abc import Sequence

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.opcodes import Opcode
from auditor.ir.rewrite import at_choice
from auditor.oracles.range_search.covers import (
    all_but_few,
    beyond_exists_forall,
    cover_start,
    covered_range,
    cube_range,
    narrowed_gap,
    product_runs_leave,
    split_gaps,
)
from auditor.oracles.range_search.hulls import narrowest_cover, searched_hull
from auditor.oracles.range_search.pipeline import Guard, Stage, run_stages
from auditor.oracles.range_search.search import ArmSolver, Decision, RangeSearch
from auditor.oracles.range_search.surjective import is_nearly_full, is_surjective, takes_every_value
from auditor.oracles.range_search.target import Target, integer_goes_first
from auditor.oracles.session import Status, Unknown
from auditor.oracles.trace import Outcome
from auditor.oracles.walk import gaps_at_most


def smallest_range(
    target: Target, solve_arm: ArmSolver, stages: Sequence[Stage[RangeSearch, Decision]] | None = None
) -> Decision:
    """The target's smallest wrapped range (LLVM's ConstantRange preference on ties):
    the first decision of `stages` (default SMALLEST_RANGE, less the session's
    `search.left_out`), else partial with the narrowest cover proven. Raises Unknown
    when no cover at all is proven (not even the hulls were searched)."""
    session = target.session
    search = RangeSearch.start(target, solve_arm)
    table = SMALLEST_RANGE if stages is None else stages
    decided = run_stages(search, table, session.trace, session, _outcome, session.search.left_out)
    if decided is not None:
        return decided
    narrowest = search.narrowest or narrowest_cover(target)
    if narrowest is None:
        raise Unknown("neither hull is proven")
    return Decision(narrowest, Status.PARTIAL, search.lower())


def _outcome(decision: Decision) -> Outcome:
    return Outcome.PROVED if decision.status is Status.PROVEN else Outcome.PARTIAL


def _proven(fact: ConstantRange | None) -> Decision | None:
    """A proven decision of `fact`, a stage's answer; None when it has none."""
    return Decision(fact, Status.PROVEN) if isinstance(fact, ConstantRange) else None


# --- the steps, in table order ------------------------------------------------------


def _every_value(search: RangeSearch) -> Decision | None:
    """A chain of bijections of an input (`mul (x ^ (x >> 33)), C`: tried first, no
    search asks a cheaper question), or nearly everything sampled (every
    unconstrained input, `x + y`, …): the full set proven directly rather than one
    gap per model. Its give-ups do not count toward `range_give_ups`."""
    target = search.target
    shown = takes_every_value(target, search.candidate)
    search.given_up_before = target.session.give_ups
    return Decision(ConstantRange.full(target.width), Status.PROVEN) if shown else None


def _early_refutes(search: RangeSearch) -> Decision | None:
    """A few refute-and-join rounds: a few witnesses settle small sets."""
    return _proven(search.refine(search.target.budgets.early_refinements))


def _cube(search: RangeSearch) -> Decision | None:
    """The unsigned hull when the value set is the cube of its known bits (`covers.cube_range`)."""
    return _proven(cube_range(search.target, search.candidate))


def _hulls(search: RangeSearch) -> Decision | None:
    """Both hulls searched (`hulls.searched_hull`); the better one kept as `best`. A
    hull that is a smallest cover is the preferred one even when the other hull is
    unknown — the unsigned hull is the only smallest cover that does not wrap
    unsigned — unless it is the signed hull, it wraps unsigned, and the unknown
    unsigned hull might be as small (and then preferred): `decisive` says whether the
    best hull may win a tie. When neither hull is proven, the narrowest proven cover
    is the partial answer (Unknown when there is none)."""
    target = search.target
    searched = (searched_hull(target, signed=False), searched_hull(target, signed=True))
    unsigned = searched[0] if isinstance(searched[0], ConstantRange) else None
    hulls = [h for h in searched if isinstance(h, ConstantRange)]
    if not hulls:
        if (cover := narrowest_cover(target)) is None:
            raise Unknown("neither hull is proven")
        return Decision(cover, Status.PARTIAL, search.lower())
    search.best = min(hulls, key=lambda h: h.size)
    search.decisive = unsigned is not None or not search.best.is_wrapped
    search.narrowest = search.best
    tie = "" if search.decisive else "; it cannot win a tie"
    target.session.trace.note(f"the better hull is {search.best}{tie}")
    return None


def _hull_reached(search: RangeSearch) -> Decision | None:
    """The decisive hull, when it is as small as α of the values reached so far."""
    assert search.best is not None
    return Decision(search.best, Status.PROVEN) if search.best_is_reached() else None


def _product_runs(search: RangeSearch) -> Decision | None:
    """The hull, when the runs a double-width product makes with one operand at
    2^n − 1 leave no larger gap (`covers.product_runs_leave`)."""
    assert search.best is not None
    return Decision(search.best, Status.PROVEN) if product_runs_leave(search.target, search.best) else None


def _runs(search: RangeSearch) -> Decision | None:
    """Proven runs and the samples: the hull, or the complement of their unique largest
    gap (`covers.covered_range`)."""
    return _proven(covered_range(search.target, search.best if search.decisive else None))


def _walk(search: RangeSearch) -> Decision | None:
    """A walk along one input whose steps pass over no more values than the hull leaves
    out (`auditor.oracles.walk`): the hull is a smallest cover, and the preferred one."""
    target, best = search.target, search.best
    assert best is not None
    left_out = (1 << target.width) - best.size
    shown = gaps_at_most(target.session, target.index, target.shift, left_out, best)
    return Decision(best, Status.PROVEN) if shown else None


def _exists_forall(search: RangeSearch) -> Decision | None:
    """One ∃∀ question: is there a cover smaller than the hull? No: the hull. Yes: the
    gap the answer names, widened, is proven the unique smallest cover where it can
    be (`covers.narrowed_gap`), else kept as the narrowest cover."""
    target, best = search.target, search.best
    assert best is not None
    try:
        start = cover_start(target, best.size - 1)
    except Unknown:
        return None
    if start is None:
        return Decision(best, Status.PROVEN)
    search.smaller = True
    if (narrowed := narrowed_gap(target, start, best.size - 1)) is not None:
        if narrowed[1] is Status.PROVEN:
            return Decision(narrowed[0], Status.PROVEN)
        search.narrowest = narrowed[0]
    target.session.trace.note(f"a cover smaller than the hull exists; the narrowest proven is {search.narrowest}")
    return None


def _surjective(search: RangeSearch) -> Decision | None:
    """The full hull, when the value is shown to take every value (`surjective`). It
    has its own give-up limit, so it runs even after the search's own give-ups."""
    assert search.best is not None
    return Decision(search.best, Status.PROVEN) if is_surjective(search.target) else None


def _all_but_few(search: RangeSearch) -> Decision | None:
    """Every value but a few, each asked for (`covers.all_but_few`)."""
    return _proven(all_but_few(search.target))


def _late_refutes(search: RangeSearch) -> Decision | None:
    """The refute-and-join rounds left (`late_refinements` at most)."""
    budgets = search.target.budgets
    return _proven(search.refine(min(budgets.late_refinements, budgets.range_refinements - search.refinements)))


def _split(search: RangeSearch) -> Decision | None:
    """The widest witnessed gap, split until proven empty (`covers.split_gaps`)."""
    return _proven(split_gaps(search.target, search.spent))


def _phi_arms(search: RangeSearch) -> Decision | None:
    """The full hull, when one arm of the root phi takes every value (its own search)."""
    assert search.best is not None
    shown = an_arm_takes_every_value(search.target, search.solve_arm)
    return Decision(search.best, Status.PROVEN) if shown else None


# --- the guards ---------------------------------------------------------------------

_GO_ON: Guard[RangeSearch] = Guard("the search gave up `range_give_ups` times", lambda s: not s.spent())
_HULL: Guard[RangeSearch] = Guard("no hull was proven", lambda s: s.best is not None)
_DECISIVE: Guard[RangeSearch] = Guard(
    "the better hull is the signed one, wraps unsigned, and the unsigned hull is unknown", lambda s: s.decisive
)
_FULL_HULL: Guard[RangeSearch] = Guard("the hull is not full", lambda s: s.best is not None and s.best.is_full)
_NO_SMALLER: Guard[RangeSearch] = Guard("the ∃∀ question showed a smaller cover", lambda s: not s.smaller)
_REFUTES_GO_ON: Guard[RangeSearch] = Guard("a refute-and-join query gave up", lambda s: not s.gave_up)

SMALLEST_RANGE: tuple[Stage[RangeSearch, Decision], ...] = (
    Stage("every-value", _every_value, (), "the full set, when the value is shown to take every value"),
    Stage(
        "early-refutes",
        _early_refutes,
        (
            Guard("the samples are nearly full", lambda s: not is_nearly_full(s.candidate)),
            Guard(
                "its witnesses would be nlsat models (a product of variables)",
                lambda s: not integer_goes_first(s.target, signed=False),
            ),
        ),
        "`early_refinements` refute-and-join rounds from α of the samples",
    ),
    Stage("cube", _cube, (_GO_ON,), "the unsigned hull, when the values are the cube of the known bits"),
    Stage("hulls", _hulls, (), "both hulls searched; the better one is the candidate from here on"),
    Stage("hull-reached", _hull_reached, (_HULL, _DECISIVE), "the hull, when as small as α of the values reached"),
    Stage(
        "product-runs",
        _product_runs,
        (_HULL, _DECISIVE, Guard("the hull is full", lambda s: s.best is not None and not s.best.is_full)),
        "the hull, when a double-width product's runs leave no larger gap",
    ),
    Stage("runs", _runs, (_HULL, _GO_ON), "proven runs: the hull, or the complement of their one largest gap"),
    Stage("walk", _walk, (_HULL, _DECISIVE, _GO_ON), "the hull, when a walk's steps pass over no wider gap"),
    Stage(
        "exists-forall",
        _exists_forall,
        (
            _HULL,
            _DECISIVE,
            _GO_ON,
            Guard("a query of the session gave up", lambda s: not s.target.session.give_ups),
            Guard(
                "beyond the ∃∀ engine (products, divisions or 128 bits)",
                lambda s: not beyond_exists_forall(s.target),
            ),
        ),
        "is there a smaller cover? no: the hull; yes: its gap, widened",
    ),
    Stage("surjective", _surjective, (_FULL_HULL, _NO_SMALLER), "the full hull, when the value takes every value"),
    Stage("all-but-few", _all_but_few, (_GO_ON,), "every value but a few, each asked for"),
    Stage("late-refutes", _late_refutes, (_REFUTES_GO_ON, _GO_ON), "the refute-and-join rounds left"),
    Stage("hull-reached", _hull_reached, (_HULL, _DECISIVE), "the hull, when as small as α of the values reached"),
    Stage(
        "split",
        _split,
        (
            _REFUTES_GO_ON,
            _GO_ON,
            Guard("the values reached are nearly full", lambda s: not is_nearly_full(s.lower())),
        ),
        "the widest witnessed gap split until proven empty",
    ),
    Stage("hull-reached", _hull_reached, (_HULL, _DECISIVE), "the hull, when as small as α of the values reached"),
    Stage(
        "phi-arms",
        _phi_arms,
        (_FULL_HULL, _NO_SMALLER, _GO_ON),
        "the full hull, when an arm of the root phi takes every value",
    ),
)
"""The smallest-range search's stages, in order (docs/oracles.md's table is made from
it, `describe.stage_table`): the first decision ends the search."""


def an_arm_takes_every_value(target: Target, solve_arm: ArmSolver) -> bool:
    """Whether the root, a phi, takes every value because the fragment at one of its
    block's choices does (`rewrite.at_choice`: its values are some of the root's), as
    the oracle (`solve_arm`) shows there: a range search of its own, under this fragment's budget,
    that proves the full set. brotli's `phi (umax (zext (x >> 5)), s), s, s` with
    s = `select (y <u 16384), 0, y`: the umax alone takes every value (runs of y and
    of x >> 5), which no pin of the phi shows.
    Asked last, of searches that proved the full hull and nothing else: the arm's
    search can be as long as the root's."""
    session = target.session
    fragment = session.fragment
    root = fragment.insts[target.index]
    if target.index != fragment.root or target.shift or root.op is not Opcode.PHI or root.block is None:
        return False
    for pred in range(fragment.blocks[root.block].preds):
        arm = at_choice(fragment, root.block, pred)
        if arm is None:
            continue
        sub = session.derived(arm, session.sampling.of(arm))
        with session.charging(sub):
            answer = solve_arm(sub, arm.root, Domain.RANGE)
        if answer.status in (Status.PROVEN, Status.EXHAUSTIVE) and answer.fact is not None and answer.fact.is_full:
            return True
    return False
