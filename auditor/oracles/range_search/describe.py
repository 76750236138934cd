"""docs/oracles.md's tables of the range search, made from the search itself so that
they cannot drift: the stage tables (`SMALLEST_RANGE`, `SURJECTIVITY`) and the budgets
(`RangeBudgets`, each field's docstring its contract).

    .venv/bin/python -m auditor.oracles.range_search.describe   # rewrites docs/oracles.md's blocks

Example: `stage_table(SMALLEST_RANGE)` starts `| 1 | every-value | the full set, …`.
"""

from __future__ import annotations

import ast
import inspect
import sys
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any

from auditor.generated import replace_block
from auditor.oracles.range_search import budgets as budgets_module
from auditor.oracles.range_search.budgets import RangeBudgets
from auditor.oracles.range_search.pipeline import Stage
from auditor.oracles.range_search.stages import SMALLEST_RANGE
from auditor.oracles.range_search.surjective import SURJECTIVITY

DOC = Path(__file__).resolve().parents[3] / "docs" / "oracles.md"


def stage_table(stages: Sequence[Stage[Any, Any]]) -> str:
    """A Markdown table of `stages` in order: name, what it shows, when it is skipped."""
    lines = ["| # | stage | what it shows | skipped when |", "|---:|---|---|---|"]
    for n, stage in enumerate(stages, start=1):
        skipped = "; ".join(guard.reason for guard in stage.guards) or "never"
        lines.append(f"| {n} | `{stage.name}` | {stage.summary} | {skipped} |")
    return "\n".join(lines) + "\n"


def budget_contracts() -> dict[str, str]:
    """Each `RangeBudgets` field's docstring (the string under its declaration)."""
    tree = ast.parse(inspect.getsource(budgets_module))
    (cls,) = (n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == RangeBudgets.__name__)
    contracts: dict[str, str] = {}
    for declared, following in zip(cls.body, cls.body[1:], strict=False):
        if (
            isinstance(declared, ast.AnnAssign)
            and isinstance(declared.target, ast.Name)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            contracts[declared.target.id] = " ".join(following.value.value.split())
    return contracts


def budget_table() -> str:
    """A Markdown table of the budgets: field, default, contract."""
    contracts = budget_contracts()
    default = RangeBudgets()
    lines = ["| budget | default | contract |", "|---|---:|---|"]
    for f in fields(RangeBudgets):
        lines.append(f"| `{f.name}` | {getattr(default, f.name)} | {contracts[f.name]} |")
    return "\n".join(lines) + "\n"


BLOCKS = {
    "range stages": lambda: stage_table(SMALLEST_RANGE),
    "surjectivity stages": lambda: stage_table(SURJECTIVITY),
    "range budgets": budget_table,
}
"""docs/oracles.md's generated blocks, by marker name."""


def render(text: str) -> str:
    """`text` (docs/oracles.md) with every generated block made anew."""
    for name, make in BLOCKS.items():
        text = replace_block(text, name, make())
    return text


def main() -> int:
    DOC.write_text(render(DOC.read_text()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
