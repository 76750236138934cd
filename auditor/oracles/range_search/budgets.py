"""The budgets of the range search: how many rounds, give-ups and milliseconds each
stage may spend. One frozen object, read through `Target.budgets`; a test or a user
passes another through `OracleOptions(search=SearchConfig(budgets=...))`.

Example: `RangeBudgets(range_give_ups=1)` leaves the later stages alone after the
first query of a search gives up. Why each default is what it is: docs/history.md.
"""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class RangeBudgets:
    """Each field's docstring is its contract (docs/oracles.md's budget table is made
    from them, `describe.budget_table`)."""

    range_refinements: int = 8
    """Refute-and-join rounds (a solver model each) of one smallest-range search, early and late together."""

    early_refinements: int = 4
    """Refute-and-join rounds before the hulls (`early-refutes`), of `range_refinements`."""

    late_refinements: int = 4
    """Refute-and-join rounds after the other stages (`late-refutes`), at most."""

    climbed_witnesses: int = 32
    """Climbs toward a value outside the candidate per search (an evaluation or a few each)."""

    range_give_ups: int = 2
    """Queries of one search that may give up before its remaining stages are skipped (then partial)."""

    probe_ms: int = 250
    """Cap of the one query of a hull search that asks whether its bound itself is reached."""

    collision_ms: int = 400
    """Cap of an injectivity (collision) query: of a surjectivity pin, and of a pinned product's run."""

    cover_rounds: int = 3
    """Witnesses the `runs` stage takes (each may move the largest gap) before giving up, plus one per run proven."""

    exists_forall_ms: int = 150
    """Bitwuzla's time on the ∃∀ smaller-cover question (`exists-forall`); Z3 is not asked after it."""

    gap_steps: int = 8
    """Questions per side of a gap widened after the ∃∀ question names a smaller cover."""

    gap_rounds: int = 3
    """Gaps widened at most after ∃∀ answers (each names a wider one)."""

    split_ms: int = 1000
    """Time the `split` stage spends at most splitting witnessed gaps."""

    split_query_ms: int = 250
    """Cap of each question of the `split` stage."""

    split_shrink: int = 8
    """The `split` stage stops once the widest witnessed gap is narrower than 1/split_shrink of the first."""

    surjective_give_ups: int = 2
    """Queries of one surjectivity attempt that may give up before it stops (they count toward `range_give_ups` too)."""

    pin_rounds: int = 6
    """Pins tried for one chain of bijections: the first, then one per counterexample."""

    cut_loose_ms: int = 50
    """Cap of each query about a value with part of its cone cut loose (a proof where the exact query gave up)."""

    cut_loose_tries: int = 2
    """Cut-loose attempts on one value that prove nothing before it is not asked again."""

    def changed(self) -> dict[str, int]:
        """The fields that differ from the defaults: `{}` for `RangeBudgets()`."""
        default = RangeBudgets()
        return {
            f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != getattr(default, f.name)
        }


DEFAULT_BUDGETS = RangeBudgets()
