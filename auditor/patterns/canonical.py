"""Whether LLVM's `instsimplify` leaves a fragment alone: a reproducer it would fold
(`add %x, 0`, `lshr %x, 0`, `xor %x, 0`) is not one LLVM upstream accepts, since no
pass that queries the analysis would ever see it.

The criterion: the fragment is printed as an LLVM function (auditor/ir/llvm_printer.py)
and run through the analysis's own `opt -passes=instsimplify -S
-print-before=instsimplify`; the fragment's *own* instructions — the lines defining a
value the fragment names (`function.values`), whitespace-normalized — must be the
same list before (LLVM's dump of its input, so both sides are printed by LLVM) and
after. instsimplify only ever replaces a value's uses with a simpler value and deletes
what is then dead, so a fold shows as an own instruction gone and its users
rewritten. The printer's scaffolding (the `icmp eq i1 %c, true` of a path condition
under `llvm.assume`, the switches that pick a phi's predecessor) is not the fragment's
and may fold without counting.

One `opt` call checks a batch (each fragment one function of one module); answers are
cached per printed function text. No `opt`, a fragment with no LLVM form or a failing
`opt` give `changed=None` (not checked) with a one-line reason, never an exception.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from auditor.analyses.base import Analysis
from auditor.ir.fragment import Fragment
from auditor.ir.llvm_printer import LLVMFunction, NotExpressible, llvm_name, to_llvm_function, to_llvm_module

TIMEOUT = 60.0  # seconds per `opt` run
CACHE_SIZE = 1 << 14  # answers kept per InstSimplify (a reduction checks at most a few thousand candidates)

_DEFINE = re.compile(r"^define .*?@([-\w$.]+)\(")


@dataclass(frozen=True)
class Canonical:
    """What instsimplify does to one fragment. `changed`: True when it folds one of
    the fragment's own instructions, False when it leaves them all, None when not
    checked. `detail`: the instructions it folded (`%r = add i8 %x, 0`), or why not
    checked; "" when unchanged.

    Example: `%r:i8 = add %x, 0:i8` gives Canonical(True, "instsimplify folds %r = add i8 %x, 0")."""

    changed: bool | None
    detail: str = ""


class InstSimplify:
    """One LLVM's `opt -passes=instsimplify`, asked about fragments.

    On return from `check_all(fragments)` every answer is in the cache (keyed by the
    fragment's LLVM function text), and `opt` ran at most once, for those that were
    not. `opt` None (or not a file) answers every fragment `changed=None`."""

    def __init__(self, opt: Path | None, major: int, timeout: float = TIMEOUT) -> None:
        self.opt = opt
        self.major = major
        self.timeout = timeout
        self._cache: dict[str, Canonical] = {}

    def check(self, fragment: Fragment) -> Canonical:
        """What instsimplify does to `fragment` (cached)."""
        return self.check_all([fragment])[0]

    def check_all(self, fragments: Sequence[Fragment]) -> list[Canonical]:
        """What instsimplify does to each of `fragments`, in order: one `opt` call for
        all those not cached."""
        keys: list[str] = []
        known: list[Canonical | None] = []
        for fragment in fragments:
            try:
                key = to_llvm_function(fragment, 0, self.major).text
            except NotExpressible as err:
                keys.append("")
                known.append(Canonical(None, f"instsimplify not run: no LLVM form ({err})"))
                continue
            keys.append(key)
            known.append(self._cache.get(key))
        missing = {keys[n]: n for n in reversed(range(len(keys))) if known[n] is None}  # one per distinct text
        fresh = dict(zip(missing, self._run([fragments[n] for n in missing.values()]), strict=True))
        if len(self._cache) + len(fresh) > CACHE_SIZE:
            self._cache.clear()
        self._cache.update({key: answer for key, answer in fresh.items() if answer.changed is not None})
        return [answer if answer is not None else fresh[key] for key, answer in zip(keys, known, strict=True)]

    def _run(self, fragments: Sequence[Fragment]) -> list[Canonical]:
        """instsimplify on `fragments`, one function each, in one `opt` call."""
        if not fragments:
            return []
        if self.opt is None or not self.opt.is_file():
            where = "" if self.opt is None else f" at {self.opt}"
            return [Canonical(None, f"instsimplify not run: no opt of LLVM {self.major}{where}")] * len(fragments)
        module, functions = to_llvm_module(fragments, self.major)
        command = [str(self.opt), "-passes=instsimplify", "-print-before=instsimplify", "-S", "-"]
        try:
            done = subprocess.run(
                command, input=module, capture_output=True, text=True, timeout=self.timeout, check=False
            )
        except (OSError, subprocess.TimeoutExpired) as err:
            return [Canonical(None, f"instsimplify not run: {' '.join(str(err).split())}")] * len(fragments)
        if done.returncode != 0:
            first = next((x.strip() for x in done.stderr.splitlines() if x.strip()), f"exit {done.returncode}")
            return [Canonical(None, f"instsimplify not run: opt failed: {first}")] * len(fragments)
        before = _functions(done.stderr)  # the -print-before dumps, printed by LLVM
        after = _functions(done.stdout)
        answers = []
        for function in functions:
            if isinstance(function, NotExpressible):  # not reached: check_all filters these
                answers.append(Canonical(None, f"instsimplify not run: no LLVM form ({function})"))
                continue
            was = before.get(function.name, function.text)
            now = after.get(function.name)
            if now is None:
                answers.append(Canonical(None, f"instsimplify not run: @{function.name} missing from opt's output"))
                continue
            answers.append(_compare(function, was, now))
        return answers


def own_instructions(function: LLVMFunction, text: str) -> list[str]:
    """The lines of `text` (one function) that define a value the fragment names,
    whitespace-normalized, in order: what the canonical check compares."""
    own = {llvm_name(name) for name in function.values}
    lines = []
    for line in text.splitlines():
        head, sep, _ = line.strip().partition(" = ")
        if sep and head in own:
            lines.append(" ".join(line.split()))
    return lines


def _compare(function: LLVMFunction, before: str, after: str) -> Canonical:
    was, now = own_instructions(function, before), own_instructions(function, after)
    if was == now:
        return Canonical(False)
    kept = {line.partition(" = ")[0] for line in now}
    gone = [line for line in was if line.partition(" = ")[0] not in kept]
    rewritten = [line for line in now if line not in was]
    parts = ["folds " + "; ".join(gone)] if gone else []
    parts += ["rewrites " + "; ".join(rewritten)] if rewritten else []
    return Canonical(True, "instsimplify " + ", ".join(parts or ["reorders the instructions"]))


def _functions(text: str) -> dict[str, str]:
    """Each `define … }` of an LLVM module's text (or of `-print-before` dumps), by function name."""
    found: dict[str, str] = {}
    name, lines = "", list[str]()
    for line in text.splitlines():
        match = _DEFINE.match(line)
        if match:
            name, lines = match.group(1), []
        if name:
            lines.append(line)
            if line.startswith("}"):
                found[name.strip('"')] = "\n".join(lines)
                name = ""
    return found


_CHECKERS: dict[tuple[str, int], InstSimplify] = {}


def instsimplify_of(analysis: Analysis) -> InstSimplify | None:
    """The instsimplify check of an LLVM analysis (its toolchain's `opt`), shared by
    every reduction of the process so that its cache is; None for any other analysis."""
    from auditor.analyses.llvm import LLVMAnalysis

    if not isinstance(analysis, LLVMAnalysis):
        return None
    toolchain = analysis.toolchain
    key = (str(toolchain.opt), toolchain.major)
    if key not in _CHECKERS:
        _CHECKERS[key] = InstSimplify(toolchain.opt, toolchain.major)
    return _CHECKERS[key]
