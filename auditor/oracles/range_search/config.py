"""How the range search runs: which stages of its tables are left out, and its budgets.
Light on purpose (no solver code): `Session` and `OracleOptions` hold one.

Example: `OracleOptions(search=DEFAULT_SEARCH.without("runs"))` runs the real oracle
with the `runs` stage skipped (the trace says so); `DEFAULT_SEARCH.key()` is `""`, so
answers of the default search are cached under the keys they always had.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from auditor.oracles.range_search.budgets import DEFAULT_BUDGETS, RangeBudgets


@dataclass(frozen=True)
class SearchConfig:
    """`left_out`: names of stages (of the smallest-range table or the surjectivity
    table, `stages.SMALLEST_RANGE`, `surjective.SURJECTIVITY`) that are skipped;
    `budgets`: what each stage may spend."""

    left_out: frozenset[str] = frozenset()
    budgets: RangeBudgets = field(default_factory=RangeBudgets)

    def without(self, *stages: str) -> SearchConfig:
        """This configuration with `stages` left out too."""
        return SearchConfig(self.left_out | frozenset(stages), self.budgets)

    def with_budgets(self, **changes: int) -> SearchConfig:
        """This configuration with some budgets changed, e.g. `with_budgets(range_give_ups=1)`."""
        return SearchConfig(self.left_out, RangeBudgets(**{**vars(self.budgets), **changes}))

    def key(self) -> str:
        """A cache-key suffix: empty for the default search, else what differs."""
        if not self.left_out and self.budgets == DEFAULT_BUDGETS:
            return ""
        parts = [f"-{name}" for name in sorted(self.left_out)]
        parts += [f"{name}={value}" for name, value in sorted(self.budgets.changed().items())]
        return "x" + ",".join(parts)


DEFAULT_SEARCH = SearchConfig()
