"""`auditor patterns`: from a scan's thousands of findings to a short, ranked list of
imprecision patterns of one analysis, each with a minimal reproducer an engineer can
file upstream (docs/patterns.md).

Reduction re-audits a fragment hundreds of times, so it cannot be spent on every
finding. The work is therefore done in two passes:

1. **Group cheaply.** Each `lost-precision` / `unsound` finding of the analysis gets
   a key: domain, verdict, provider (the piece of the analysis that made the claim:
   a bug report goes to LazyValueInfo or to computeConstantRange, not to "LLVM") and
   the *shape* of the audited value's cone — its canonical form with constants and
   widths abstracted (`and(lshr(%0, C), C)`). Groups are ranked: unsound ones first
   (by occurrences), then by the bits lost across the corpus, Σ lost bits ×
   occurrences of the finding's fragment (fragments.csv counts how often each
   fragment occurs).
2. **Reduce the top N** (and further groups while their reproducers merge into
   fewer than N patterns, 4N groups at most; then, however they rank, the best few
   groups of each provider and domain and the best provider gaps, so that a
   weakness of a provider whose losses weigh few bits still gets its -O2 answer,
   which ranks it). One representative per group (its
   smallest fragment) is reduced with auditor.fuzz.reduce, under a stricter test
   than `auditor reduce`'s:
   the same provider must keep the verdict at the value a scan audits (the root; an
   input for demanded bits), and the root must not become a constant (a reducer
   left alone turns `smax(smin(x, 255), 0)` into `smax(0, 0)`, which is "imprecise"
   in a way no compiler engineer cares about). Each constant of the reproducer is
   then tried with other values (an edge value and random ones, seeded): it is
   written `C1` in the pattern only if the verdict holds for all of them, else it
   stays literal — the loss depends on it. Groups whose reproducers have the same
   generalized form are merged, and the reproducer is audited once more, so the
   best fact and the claim shown are the reproducer's own, never the original row's.
   One weakness of a range provider shows up in `range`, `unsigned-range` and
   `signed-range` at once: such patterns with one reproducer (which shows the
   verdict in each of them) are one pattern listing those domains, each with its
   own totals, claim and best fact. One weakness of the analysis lost by several of
   its providers (computeConstantRange, LazyValueInfo and ScalarEvolution on one
   `zext`) is one pattern of its best-ranked provider, listing the others that lose
   on its reproducer with their claims.

Rows of the `combined` provider are not grouped; each provider row's `detail` says
whether the analysis as a whole misses the fact (an analysis gap, ranked first) or
another provider has it (a provider gap, ranked last and shown apart, naming the
providers that have the fact).

The package, one job per module:

- `model` — the options and the frozen result (`PatternsResult`, `Pattern` with its
  `DomainTotals`, `Reproducer` with its `DomainAudit`s);
- `text` — a fragment as one line (`and(lshr(%0, C1), 7)`), for keys and patterns;
- `fragments` — a report's fragments.csv, parsed on first use;
- `grouping` — pass 1: `Hit`, `Group`, `group_findings`, `rank_groups`;
- `constants` — which constants are free (`C1`) and which the loss depends on;
- `reduction` — pass 2: the reduction test, the re-audit, `reduce_group`;
- `reproduction` — the `opt` command, its expected output and the LLVM module;
- `lit` — a pattern's lit test for llvm/test/Transforms/InstCombine, its CHECK
  lines from the audited `opt`'s current output;
- `impact` — does the best fact change LLVM's code: the reproducer with one use
  the best fact decides, through `opt -O2` and `llc` (`Impact`);
- `in_place` — the same question of the original corpus function: the example
  finding's best fact asserted with `llvm.assume` after the value, `opt -O2` with
  and without it (`in_place_impact`, the `in_place_delta` of `Impact`);
- `find` — `find_patterns`: the two passes, merging (one pattern per rule: a
  shared fragment, or reproducers that differ only in constants the verdict holds
  for), the final re-audit and the impact, which ranks lost-precision patterns -O2
  misses first;
- `versus` — `compare_analyses`: what changed from one analysis to another (llvm-19
  → llvm-22) on the same report, without re-auditing.

Everything is frozen data; rendering is in auditor/reports/patterns_*.py and
auditor/reports/versus_*.py.
"""

from auditor.patterns.constants import constant_slots, free_constants, other_values, with_constant
from auditor.patterns.find import find_patterns
from auditor.patterns.grouping import Group, Hit, cone, fact_known_by, group_findings, rank_groups, shape
from auditor.patterns.impact import NOT_MEASURED, Impact, Tools, impact_of, pattern_impact, tools_of
from auditor.patterns.in_place import InPlace, in_place_impact
from auditor.patterns.model import (
    LIT_SUFFIX,
    PATTERN_BUDGET,
    RANGE_FAMILY,
    REPRODUCER_STEM,
    WANTED,
    DomainAudit,
    DomainTotals,
    Gap,
    Pattern,
    PatternOptions,
    PatternsResult,
    Progress,
    ProviderLoss,
    Reproducer,
)
from auditor.patterns.reduction import reaudit
from auditor.patterns.reproduction import expected_output, reproduction
from auditor.patterns.text import Slot, abstract, expression, literal, pattern_text
from auditor.patterns.versus import AnalysisDiff, Change, DomainDiff, compare_analyses

__all__ = [
    "LIT_SUFFIX",
    "NOT_MEASURED",
    "PATTERN_BUDGET",
    "RANGE_FAMILY",
    "REPRODUCER_STEM",
    "WANTED",
    "AnalysisDiff",
    "Change",
    "DomainAudit",
    "DomainDiff",
    "DomainTotals",
    "Gap",
    "Group",
    "Hit",
    "Impact",
    "InPlace",
    "Pattern",
    "PatternOptions",
    "PatternsResult",
    "Progress",
    "ProviderLoss",
    "Reproducer",
    "Slot",
    "Tools",
    "abstract",
    "compare_analyses",
    "cone",
    "constant_slots",
    "expected_output",
    "expression",
    "fact_known_by",
    "find_patterns",
    "free_constants",
    "group_findings",
    "impact_of",
    "in_place_impact",
    "literal",
    "other_values",
    "pattern_impact",
    "pattern_text",
    "rank_groups",
    "reaudit",
    "reproduction",
    "shape",
    "tools_of",
    "with_constant",
]
