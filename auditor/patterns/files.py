"""The files written beside patterns.md, one set per pattern with a reproducer:
`pattern-NN.opt` (the Souper text `auditor scan` reads), `pattern-NN.ll` (the LLVM
module the pattern's `opt` command reads) and, for a pattern with an impact
consumer, its lit test `pattern-NN.lit.ll` (auditor/patterns/lit.py)."""

from __future__ import annotations

from auditor.patterns.lit import lit_test
from auditor.patterns.model import REPRODUCER_STEM, PatternsResult


def pattern_files(result: PatternsResult) -> dict[str, str]:
    """File name → text, in rank order: every pattern with a reproducer has its
    `.opt` and `.ll`; a lit test is there only when `lit_test` gives one (it runs
    `result.tools`'s `opt`), so patterns.md names it only then.

    >>> sorted(pattern_files(result))  # doctest: +SKIP
    ['pattern-01.ll', 'pattern-01.lit.ll', 'pattern-01.opt']
    """
    files: dict[str, str] = {}
    for p in result.patterns:
        r = p.reproducer
        if r is None:
            continue
        stem = REPRODUCER_STEM.format(rank=p.rank)
        files[f"{stem}.opt"] = r.souper
        files[f"{stem}.ll"] = r.llvm_ir
        lit = lit_test(p, result.tools)
        if not isinstance(lit, str):
            files[lit.name] = lit.text
    return files
