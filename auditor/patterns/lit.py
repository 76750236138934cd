"""A pattern's lit test for llvm/test/Transforms/InstCombine: the reproducer with the
use its best fact decides (the impact consumer, auditor/patterns/impact.py), a
comment stating the fact, the claim and the fold it allows, and CHECK lines taken
from what the audited LLVM's `opt` makes of it today, in the form
utils/update_test_checks.py (`--version 5`) writes them: `CHECK-LABEL: define …(`,
`CHECK-SAME:` the rest of the signature, then one `CHECK-NEXT:` per line of the
body, each value a FileCheck variable — `[[NAME:%.*]]` where it first appears,
`[[NAME]]` after.

The pipeline of the RUN line is `-passes=instcombine` when instcombine alone keeps
the use (it leaves more instructions with the use than with it folded), else
`-passes='default<O2>'` when -O2 keeps it; when both fold it, instcombine, and the
test guards the fold. The test passes against the `opt` it was written with; when
LLVM learns the fold, its CHECK lines change, as for any missed-optimization test.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from auditor.patterns.impact import ToolFailed, Tools, ir_instructions, run_tool
from auditor.patterns.model import LIT_SUFFIX, REPRODUCER_STEM, Pattern

INSTCOMBINE = "instcombine"
O2 = "default<O2>"
_AUDITOR_NAME = re.compile(r'([%@]?)"auditor:([A-Za-z0-9_.]+)"')
_LOCAL = re.compile(r'%(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')
_FUNCTION = re.compile(r'@(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(')
_ATTRIBUTE = re.compile(r"(?<=\s)#(\d+)\b")


@dataclass(frozen=True)
class LitTest:
    """A lit test: its file name (`pattern-NN.lit.ll`), its text, and the pipeline of
    its RUN line (INSTCOMBINE or O2)."""

    name: str
    text: str
    passes: str


def lit_test(p: Pattern, tools: Tools | None) -> LitTest | str:
    """The lit test of pattern `p`, its CHECK lines from `tools.opt`'s output; or why
    there is none (a string): no impact consumer (`p.impact.module` empty), no
    reproducer, no `opt`, or `opt` failing.

    >>> lit_test(pattern, tools_of(22)).text.splitlines()[0]  # doctest: +SKIP
    '; RUN: opt -passes=instcombine -S < %s | FileCheck %s'
    """
    if p.reproducer is None or not p.impact.module or not p.impact.folded:
        return "no use the best fact decides (no impact consumer)"
    if tools is None or tools.opt is None:
        return "no opt of the analysis's LLVM"
    used, folded = plain_names(p.impact.module), plain_names(p.impact.folded)
    try:
        passes, why = _pipeline(used, folded, tools)
        output = run_tool([str(tools.opt), f"-passes={passes}", "-S", "-"], used)
    except ToolFailed as err:
        return str(err)
    checks = check_lines(output)
    if not checks:
        return "opt printed no function"
    run = "instcombine" if passes == INSTCOMBINE else "'default<O2>'"
    header = [f"; RUN: opt -passes={run} -S < %s | FileCheck %s", *_comment(p, passes, why)]
    name = REPRODUCER_STEM.format(rank=p.rank) + LIT_SUFFIX
    return LitTest(name, "\n".join(header) + "\n\n" + _with_checks(used, checks), passes)


def plain_names(module: str) -> str:
    """`module` with auditor's quoted names (`%"auditor:use"`, `@"auditor:sink"`, the
    block `"auditor:entry":`) written plain (`%auditor.use`, …), as LLVM tests do."""
    return _AUDITOR_NAME.sub(lambda m: f"{m[1]}auditor.{m[2]}", module)


def _pipeline(used: str, folded: str, tools: Tools) -> tuple[str, str]:
    """INSTCOMBINE when instcombine alone keeps the use, else O2 when -O2 keeps it,
    else INSTCOMBINE (both fold it); and a sentence saying which."""
    assert tools.opt is not None

    def keeps(passes: str) -> bool:
        with_use = run_tool([str(tools.opt), f"-passes={passes}", "-S", "-"], used)
        without = run_tool([str(tools.opt), f"-passes={passes}", "-S", "-"], folded)
        return ir_instructions(with_use) > ir_instructions(without)

    if keeps(INSTCOMBINE):
        return INSTCOMBINE, "instcombine keeps the use the best fact folds."
    if keeps(O2):
        return (
            O2,
            "instcombine alone leaves no more instructions with the use than folded, -O2 does: the RUN line runs -O2.",
        )
    return INSTCOMBINE, "instcombine already folds the use: this test guards the fold."


def _comment(p: Pattern, passes: str, why: str) -> list[str]:
    r = p.reproducer
    assert r is not None
    a = r.audits[0]
    compare = p.impact.consumer.startswith("icmp")
    fold = (
        f"`{p.impact.consumer}` is always true (stored to @auditor.sink, folded the store stores true)"
        if compare
        else f"`{p.impact.consumer}` only sets bits no use demands (folded, the uses read {r.value} itself)"
    )
    return [
        f"; auditor pattern {p.rank} of {p.analysis}: {p.text}",
        f"; {p.provider}, {a.domain.value}, {p.verdict.value}, at {r.value}:",
        f";   best fact {a.best}; {p.provider} claims {a.claimed}.",
        f"; The fold the best fact allows: {fold}.",
        f"; Consumer: @f0 below, the reproducer with that use; {why}",
        f"; Pipeline: {passes}.",
        "; NOTE: CHECK lines written by auditor patterns in the form of utils/update_test_checks.py --version 5;",
        "; NOTE: that script regenerates them.",
    ]


def _with_checks(module: str, checks: list[str]) -> str:
    """`module` with `checks` (and a closing `;`) after the line defining its first function."""
    lines = module.rstrip("\n").splitlines()
    at = next(k for k, line in enumerate(lines) if line.startswith("define "))
    return "\n".join([*lines[: at + 1], *checks, ";", *lines[at + 1 :]]) + "\n"


def check_lines(output: str) -> list[str]:
    """The CHECK lines of the first function `opt` printed in `output`, as
    update_test_checks.py writes them; [] when there is none.

    >>> check_lines("define i8 @f(i8 %x) {\\n  %y = add i8 %x, 1\\n  ret i8 %y\\n}\\n")[2]
    '; CHECK-NEXT:    [[Y:%.*]] = add i8 [[X]], 1'
    """
    lines = output.splitlines()
    start = next((k for k, line in enumerate(lines) if line.startswith("define ")), None)
    if start is None:
        return []
    names = _Names()
    define = lines[start]
    name = _FUNCTION.search(define)
    cut = name.end() if name is not None else define.index("(") + 1
    checks = [f"; CHECK-LABEL: {_escape(define[:cut])}", f"; CHECK-SAME: {names.substitute(define[cut:])}"]
    for line in lines[start + 1 :]:
        if line.startswith("}"):
            break
        if not line.strip():
            checks.append("; CHECK-EMPTY:")
        elif not line.lstrip().startswith(";"):
            checks.append(f"; CHECK-NEXT:  {names.substitute(line.split(' ; ')[0].rstrip())}")
    return checks


class _Names:
    """FileCheck variables for a function's values: the first appearance of a value
    defines its variable, later ones use it; attribute groups `#N` likewise."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}
        self.taken: set[str] = set()

    def _variable(self, key: str, base: str) -> tuple[str, bool]:
        if key in self.seen:
            return self.seen[key], False
        name, n = base, 1
        while name in self.taken:
            n += 1
            name = f"{base}{n}"
        self.seen[key] = name
        self.taken.add(name)
        return name, True

    def substitute(self, text: str) -> str:
        def local(m: re.Match[str]) -> str:
            raw = m[0][1:].strip('"')
            base = re.sub(r"[^A-Za-z0-9_]", "_", raw).upper()
            base = f"TMP{base}" if not base or base[0].isdigit() else base
            name, new = self._variable(m[0], base)
            return f"[[{name}:%.*]]" if new else f"[[{name}]]"

        def attribute(m: re.Match[str]) -> str:
            name, new = self._variable(f"#{m[1]}", f"ATTR{m[1]}")
            return f"#[[{name}:[0-9]+]]" if new else f"#[[{name}]]"

        return _ATTRIBUTE.sub(attribute, _LOCAL.sub(local, _escape(text)))


def _escape(text: str) -> str:
    """`text` with FileCheck's `[[` and `{{` made literal."""
    return text.replace("{{", r"{{\{\{}}").replace("[[", r"{{\[\[}}")
