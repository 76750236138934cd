"""Does a pattern matter to the code LLVM produces? The reproducer becomes an LLVM
function (auditor/ir/llvm_printer.py) with one *use* of the audited value that the
best fact decides and the claim does not (the consumer), and LLVM's own pipeline is
run on it twice: with the use, and with the use already folded the way the best fact
folds it. Nothing is decided by hand: the two results are counted.

The consumer, per domain of the pattern's primary audit (its best fact against its
claim):

- range, unsigned-range, signed-range, sign-bits: an `icmp` of the value against a
  bound the best fact proves and the claim does not (`icmp ult %v, hi`, `icmp ugt
  %v, lo-1`, or their signed forms; for a set no single bound tells apart, the
  membership test `icmp ult (add %v, -lo), size`);
- known-bits: `icmp eq (and %v, M), K`, M the bits known only to the best fact;
- non-zero, negative, non-negative, power-of-two: `icmp ne %v, 0`, `icmp slt %v, 0`,
  `icmp sgt %v, -1`, `icmp eq (ctpop %v), 1`;
  each comparison is stored to a volatile global, so it stays live; folded, the
  store stores `true`;
- demanded-bits: `or %v, M` of the bits demanded only in the claim, fed to every use
  of the input in place of it; folded, the input itself.

Criteria (docs/patterns.md, "Impact"): **missed at -O2** when `opt -O2` leaves more
instructions in the function with the use than in the function with it folded (the
use survived, in whatever form); **llc removes it** when `llc` (its default target,
-O2), run on those two `opt -O2` results, gives the same number of machine
instructions for both: the backend has the rule the middle end lacks. Both use the
analysis's own LLVM (`opt`/`llc` of its toolchain). An impact not measured says why
(an analysis that is not LLVM, a tool missing, an unsound pattern, a fact no
consumer is written for) and never raises.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, mask, to_signed
from auditor.ir.llvm_printer import NotExpressible, llvm_name, to_llvm_module
from auditor.store import parse_fact

TIMEOUT = 60.0  # seconds per `opt` or `llc` run
USE = '%"auditor:use"'
SINK = '@"auditor:sink"'
_SINK_GLOBAL = f"{SINK} = global i1 false"
_NAME_CHAR = r"(?![-a-zA-Z$._0-9])"


@dataclass(frozen=True)
class Impact:
    """Whether the best fact would change what LLVM produces for a pattern.

    `missed_at_o2`: True when `opt -O2` keeps the use the best fact folds; None when
    not measured, `detail` then saying why. `llc_removes`: True when `llc` of the -O2
    result is no larger with the use than with it folded; None when not measured.
    `consumer` is the use added (`icmp ult i32 %z, 256`), `module` the LLVM module
    with it, `folded` the module with the use folded the way the best fact folds it
    (both empty when there is no LLVM form) and `optimized` what `opt -O2` made of
    `module` (empty when not measured). `in_place_delta` is the same question asked
    of the original corpus function (auditor/patterns/in_place.py): its instruction
    count after `opt -O2` with the example's best fact assumed minus without it
    (negative: the fact removes code there; None: not measured), `in_place` the
    one line saying what was counted or why it was not.

    >>> Impact(None, None, "not measured: builtin is not an LLVM analysis").measured
    False
    """

    missed_at_o2: bool | None
    llc_removes: bool | None
    detail: str
    consumer: str = ""
    module: str = ""
    optimized: str = ""
    folded: str = ""
    in_place_delta: int | None = None
    in_place: str = "not measured"

    @property
    def measured(self) -> bool:
        return self.missed_at_o2 is not None


NOT_MEASURED = Impact(None, None, "not measured")


@dataclass(frozen=True)
class Tools:
    """The `opt`, `llc` and `llvm-extract` of one LLVM (None: not found)."""

    major: int
    opt: Path | None
    llc: Path | None
    extract: Path | None = None


@dataclass(frozen=True)
class Consumer:
    """A use of the audited value: `lines` compute it (the last defines USE), and
    `compare` says whether it is an i1 stored to the sink (else an `or` replacing the
    value in its uses). `text` shows it with the value's own name."""

    lines: tuple[str, ...]
    compare: bool
    text: str
    declarations: tuple[str, ...] = ()


def tools_of(major: int, bindir: Path | None = None, opt: Path | None = None) -> Tools:
    """`opt`/`llc`/`llvm-extract` of LLVM `major`: `bindir`'s (a toolchain's), else
    `opt-N`/`llc-N`/`llvm-extract-N` on PATH."""

    def find(tool: str, given: Path | None) -> Path | None:
        if given is not None and given.exists():
            return given
        if bindir is not None and (bindir / tool).exists():
            return bindir / tool
        found = shutil.which(f"{tool}-{major}")
        return Path(found) if found else None

    return Tools(major, find("opt", opt), find("llc", None), find("llvm-extract", None))


def consumer(domain: Domain, best: str, claimed: str, width: int, value: str) -> Consumer | str:
    """The use of `value` (an LLVM name, `%z`) that `best` decides and `claimed` does
    not, or why there is none (a string). `claimed` that does not parse (no claim)
    is read as saying nothing.

    >>> consumer(Domain.RANGE, "[0,256)", "full-set", 32, "%z").text
    'icmp ult i32 %z, 256'
    """
    try:
        fact = parse_fact(domain, best, width)
    except ValueError as err:
        return f"the best fact does not parse: {err}"
    if domain in (Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE, Domain.SIGN_BITS):
        full = ConstantRange.full(width)
        if domain is Domain.SIGN_BITS:
            b, c = _sign_range(fact.count, width), _sign_range(_claimed(domain, claimed, width, "count", 1), width)
        else:
            b, c = fact, _claimed_range(domain, claimed, width) or full
        return _range_consumer(b, c, width, value, signed_first=domain in (Domain.SIGNED_RANGE, Domain.SIGN_BITS))
    if domain is Domain.KNOWN_BITS:
        known = fact.zero | fact.one
        m = known & ~(_claimed(domain, claimed, width, "zero", 0) | _claimed(domain, claimed, width, "one", 0))
        if not m:
            return "the best fact knows no bit the claim does not"
        t = '%"auditor:masked"'
        lines = (f"{t} = and i{width} {value}, {to_signed(m, width)}",
                 f"{USE} = icmp eq i{width} {t}, {to_signed(fact.one & m, width)}")  # fmt: skip
        return Consumer(lines, True, f"icmp eq (and i{width} {value}, {to_signed(m, width)}), "
                        f"{to_signed(fact.one & m, width)}")  # fmt: skip
    if domain is Domain.DEMANDED_BITS:
        claimed_mask = _claimed(domain, claimed, width, "mask", mask(width))
        m = claimed_mask & ~fact.mask & mask(width)
        if not m:
            return "the best fact finds no bit dead that the claim demands"
        text = f"or i{width} {value}, {to_signed(m, width)}"
        return Consumer((f"{USE} = {text}",), False, text)
    if not fact.holds:
        return "the best fact does not hold"
    compares = {
        Domain.NON_ZERO: f"icmp ne i{width} {value}, 0",
        Domain.NEGATIVE: f"icmp slt i{width} {value}, 0",
        Domain.NON_NEGATIVE: f"icmp sgt i{width} {value}, -1",
    }
    if domain in compares:
        return Consumer((f"{USE} = {compares[domain]}",), True, compares[domain])
    t = '%"auditor:pop"'
    call = f"call i{width} @llvm.ctpop.i{width}(i{width} {value})"
    lines = (f"{t} = {call}", f"{USE} = icmp eq i{width} {t}, 1")
    return Consumer(lines, True, f"icmp eq ({call}), 1", (f"declare i{width} @llvm.ctpop.i{width}(i{width})",))


def _claimed(domain: Domain, text: str, width: int, attribute: str, default: int) -> int:
    try:
        return int(getattr(parse_fact(domain, text, width), attribute))
    except ValueError:
        return default


def _claimed_range(domain: Domain, text: str, width: int) -> ConstantRange | None:
    try:
        fact = parse_fact(domain, text, width)
    except ValueError:
        return None
    return fact if isinstance(fact, ConstantRange) else None


def _sign_range(count: int, width: int) -> ConstantRange:
    """The values with at least `count` sign bits: [-2^(w-n), 2^(w-n))."""
    bound = 1 << (width - count)
    return ConstantRange.full(width) if count <= 1 else ConstantRange.non_empty(-bound, bound, width)


def _range_consumer(best: ConstantRange, claimed: ConstantRange, width: int, value: str, signed_first: bool) -> Consumer | str:  # fmt: skip
    """One `icmp` against a bound of `best` the claim does not imply, else the
    membership test of `best`."""
    if best.is_full or best.is_empty:
        return "the best range is the full or the empty set"
    if claimed.is_empty:
        return "the claim is the empty set"
    top, smin = mask(width), 1 << (width - 1)
    unsigned = [
        ("ult", best.unsigned_max + 1, best.unsigned_max < top and claimed.unsigned_max > best.unsigned_max),
        ("ugt", best.unsigned_min - 1, best.unsigned_min > 0 and claimed.unsigned_min < best.unsigned_min),
    ]
    signed = [
        ("slt", best.signed_max + 1, best.signed_max < smin - 1 and claimed.signed_max > best.signed_max),
        ("sgt", best.signed_min - 1, best.signed_min > -smin and claimed.signed_min < best.signed_min),
    ]
    for predicate, bound, useful in signed + unsigned if signed_first else unsigned + signed:
        if useful:
            text = f"icmp {predicate} i{width} {value}, {to_signed(bound % (1 << width), width)}"
            return Consumer((f"{USE} = {text}",), True, text)
    t = '%"auditor:offset"'
    add = f"add i{width} {value}, {to_signed(-best.lo % (1 << width), width)}"
    size = to_signed(best.size, width)
    return Consumer((f"{t} = {add}", f"{USE} = icmp ult i{width} {t}, {size}"), True, f"icmp ult ({add}), {size}")


def modules(fragment: Fragment, value: str, use: Consumer, major: int) -> tuple[str, str] | str:
    """The fragment as an LLVM module with the use, and with it folded (the use's
    `icmp` stored as `true`; the `or` left out): (with, folded), or why there is none.
    `value` is the audited value's name in the fragment (`%z`)."""
    module, functions = to_llvm_module([fragment], major)
    function = functions[0]
    if isinstance(function, NotExpressible):
        return f"no LLVM form: {function}"
    index = function.values.get(value.removeprefix("%"))
    if index is None:
        return f"{value} is not a value of the LLVM function"
    name = llvm_name(fragment.names[index])
    lines = function.text.splitlines()
    if use.compare:
        at = max(k for k, line in enumerate(lines) if line.startswith("  ret "))
        used = [*lines[:at], *(f"  {x}" for x in use.lines), f"  store volatile i1 {USE}, ptr {SINK}", *lines[at:]]
        folded = [*lines[:at], f"  store volatile i1 true, ptr {SINK}", *lines[at:]]
        header = [_SINK_GLOBAL, *(d for d in use.declarations if d not in module)]
    else:
        token = re.compile(re.escape(name) + _NAME_CHAR)
        values = {llvm_name(fragment.names[i]) for i in function.values.values() if i != index}
        used = []
        for line in lines:
            head, sep, tail = line.partition(" = ")
            if sep and head.strip() in values:
                line = head + sep + token.sub(USE.replace("\\", "\\\\"), tail)
            used.append(line)
            if line == '"auditor:entry":':
                used += [f"  {x}" for x in use.lines]
        folded, header = lines, []
    prefix = "".join(f"{h}\n" for h in header)
    return (prefix + module.replace(function.text, "\n".join(used)),
            prefix + module.replace(function.text, "\n".join(folded)))  # fmt: skip


def run_tool(command: list[str], text: str) -> str:
    """stdout of `command` fed `text`; raises ToolFailed with a one-line reason."""
    try:
        done = subprocess.run(command, input=text, capture_output=True, text=True, timeout=TIMEOUT, check=False)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise ToolFailed(f"{Path(command[0]).name} failed: {' '.join(str(err).split())}") from err
    if done.returncode != 0:
        first = next((x for x in done.stderr.splitlines() if x.strip()), f"exit status {done.returncode}")
        raise ToolFailed(f"{Path(command[0]).name} failed: {first.strip()}")
    return done.stdout


class ToolFailed(Exception):
    """An `opt` or `llc` run that did not succeed; the message is one line."""


def ir_instructions(text: str) -> int:
    """Instructions in the function bodies of an LLVM module (indented lines that are
    not comments)."""
    count, inside = 0, False
    for line in text.splitlines():
        if line.startswith("define "):
            inside = True
        elif line.startswith("}"):
            inside = False
        elif inside and line[:1].isspace() and line.strip() and not line.strip().startswith(";"):
            count += 1
    return count


_DIRECTIVE = re.compile(r"^\s*(?:[.#;@]|//|$)|^\S")


def machine_instructions(assembly: str) -> int:
    """Instructions in `llc` assembly output: indented lines that are neither
    directives (`.cfi_…`), comments, nor labels."""
    return sum(1 for line in assembly.splitlines() if not _DIRECTIVE.search(line))


def _function_of(module: str) -> str:
    """The `define … }` part of a module, without comments."""
    kept, inside = [], False
    for line in module.splitlines():
        inside = inside or line.startswith("define ")
        if inside and not line.lstrip().startswith(";"):
            kept.append(line)
        if line.startswith("}"):
            inside = False
    return "\n".join(kept)


def measure(used: str, folded: str, tools: Tools, use: str) -> Impact:
    """Run `opt -O2` (and `llc` on its results) on the two modules and compare
    instruction counts; a missing or failing tool gives an impact not measured."""
    if tools.opt is None:
        return Impact(None, None, f"not measured: no opt of LLVM {tools.major}", use, used, folded=folded)
    try:
        o2_used = run_tool([str(tools.opt), "-O2", "-S", "-"], used)
        o2_folded = run_tool([str(tools.opt), "-O2", "-S", "-"], folded)
    except ToolFailed as err:
        return Impact(None, None, f"not measured: {err}", use, used, folded=folded)
    n_used, n_folded = ir_instructions(o2_used), ir_instructions(o2_folded)
    missed = n_used > n_folded
    detail = f"-O2 leaves {n_used} instructions with the use, {n_folded} with it folded"
    optimized = _function_of(o2_used)
    if tools.llc is None:
        return Impact(
            missed, None, f"{detail}; llc not measured: no llc of LLVM {tools.major}", use, used, optimized, folded
        )
    try:
        m_used = machine_instructions(run_tool([str(tools.llc), "-O2", "-o", "-"], o2_used))
        m_folded = machine_instructions(run_tool([str(tools.llc), "-O2", "-o", "-"], o2_folded))
    except ToolFailed as err:
        return Impact(missed, None, f"{detail}; llc not measured: {err}", use, used, optimized, folded)
    detail += f"; llc: {m_used} machine instructions with it, {m_folded} folded"
    return Impact(missed, m_used <= m_folded, detail, use, used, optimized, folded)


def impact_of(fragment: Fragment, value: str, domain: Domain, best: str, claimed: str, tools: Tools) -> Impact:
    """The impact of `best` over `claimed` at `value` (its name in `fragment`, `%z`)
    of one domain, measured with `tools`.

    >>> impact_of(fragment, "%z", Domain.RANGE, "[0,256)", "full-set", tools_of(22))  # doctest: +SKIP
    Impact(missed_at_o2=False, llc_removes=True, …)
    """
    index = fragment.names.index(value.removeprefix("%")) if value.removeprefix("%") in fragment.names else None
    if index is None:
        return Impact(None, None, f"not measured: {value} is not in the reproducer")
    width = fragment.insts[index].width
    use = consumer(domain, best, claimed, width, llvm_name(value.removeprefix("%")))
    if isinstance(use, str):
        return Impact(None, None, f"not measured: {use}")
    built = modules(fragment, value, use, tools.major)
    if isinstance(built, str):
        return Impact(None, None, f"not measured: {built}", use.text)
    return measure(*built, tools, use.text)


def pattern_impact(
    fragment: Fragment, value: str, domain: Domain, verdict: Verdict, best: str, claimed: str, tools: Tools | None
) -> Impact:
    """The impact of a pattern's reproducer in its primary domain; not measured for
    an analysis that is not LLVM (`tools` None) or a verdict other than lost-precision."""
    if tools is None:
        return Impact(None, None, "not measured: not an LLVM analysis")
    if verdict is not Verdict.LOST_PRECISION:
        return Impact(None, None, f"not measured: {verdict.value} (the claim is wrong, not weaker)")
    return impact_of(fragment, value, domain, best, claimed, tools)
