"""Does the best fact matter where it was found? The reproducer's impact
(auditor/patterns/impact.py) asks LLVM about a use written for it; this asks about the
*original* function: the best fact at the pattern's example finding is asserted with
`llvm.assume` right after the value's definition in the corpus file, the function is
taken out of its module (`llvm-extract --func`, the whole module when that fails)
with and without the assumption, and the audited LLVM's `opt -O2` is run on both.
The in-place delta is the difference in the function's instruction count, with the
fact minus without it — negative when the fact lets LLVM remove code, 0 when LLVM
already knows the fact there (or cannot use it) — the `llvm.assume` calls and the
instructions that only compute their conditions not counted on either side.

The assumption, per domain of the fact (`%v` the value as the file writes it):

- range, unsigned-range, signed-range: `icmp uge %v, lo` and `icmp ult %v, hi` (the
  signed pair `sge`/`slt` for a range that wraps unsigned only; a bound that is the
  end of the domain left out), each under its own assume; a set that wraps both
  ways: `icmp ult (add %v, -lo), size`;
- sign-bits n > 1: `icmp sge %v, -2^(w-n)` and `icmp slt %v, 2^(w-n)`;
- known-bits: `icmp eq (and %v, M), K`, M the known bits, K the known ones;
- non-zero, negative, non-negative, power-of-two: `icmp ne %v, 0`, `icmp slt %v, 0`,
  `icmp sgt %v, -1`, `icmp eq (ctpop %v), 1`;
- demanded-bits: none. The fact is about which bits of an input one root reads, not
  a property of the input's value, and an assume can only state the latter.

The fact asserted is the example finding's own best fact (findings.csv `oracle`,
proven, exhaustive or partial — each sound), never the reproducer's: reduction drops
context, so the reproducer's fact need not hold in the original function. Nothing is
guessed: a missing corpus file, a line that does not define the value, a fact with
no assume form or a failing tool is "not measured: <reason>".
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, mask, to_signed
from auditor.patterns.fragments import value_index
from auditor.patterns.impact import ToolFailed, Tools, run_tool
from auditor.readers.llvm import read_module
from auditor.readers.llvm_module import Module
from auditor.store import parse_fact

SOUND = frozenset({"proven", "exhaustive", "partial"})
"""Oracle statuses whose best fact holds on every execution (docs/csv-schema.md):
only such a fact may be assumed."""

_PREFIX = '%"auditor:assume.'
_DEFINES = re.compile(r'^\s*(%(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+))\s*=\s*(\w+)')
_PHI = re.compile(r"^\s*%\S+\s*=\s*phi\b")
_LOCAL = re.compile(r'%(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')
_ASSUME = re.compile(r"\bcall void @llvm\.assume\(")
_LINKAGE = re.compile(
    r"\b(?:private|internal|available_externally|linkonce_odr|weak_odr|linkonce|weak|common|appending|extern_weak)\s+"
)
_IMPURE = re.compile(r"\b(?:store|load|call|invoke|callbr|atomicrmw|cmpxchg|fence|alloca|va_arg)\b")
_PURE_CALL = re.compile(r"\bcall\b[^@]*@llvm\.(?:ctpop|ctlz|cttz|umin|umax|smin|smax|abs)\.")


@dataclass(frozen=True)
class InPlace:
    """The in-place delta (with the fact minus without; None: not measured) and one
    line saying what was counted, or why nothing was.

    >>> InPlace(None, "not measured: no assume form for demanded bits").delta is None
    True
    """

    delta: int | None
    detail: str


@dataclass(frozen=True)
class Place:
    """Where the value is defined in the corpus: `line` (1-based) of `path` in
    `function`, written `token` there (`%12`, `%x.i`, `%"a b"`); `phi`: the
    definition is a phi, so the assumption goes after the block's last phi."""

    path: Path
    function: str
    line: int
    token: str
    width: int
    phi: bool


@dataclass(frozen=True)
class Assumption:
    """Instructions that assert a fact about a value (the `llvm.assume` calls last),
    the declarations they need and the compares asserted, one line (`text`)."""

    lines: tuple[str, ...]
    declarations: tuple[str, ...]
    text: str


def _name(n: int) -> str:
    return f'{_PREFIX}{n}"'


def _assume(conditions: list[tuple[str, ...]], text: str, declarations: tuple[str, ...] = ()) -> Assumption:
    """Each condition's lines (the last one an i1 named `_name(k)`, k its index in
    the flattened list) followed by one assume per condition."""
    lines: list[str] = []
    tested: list[str] = []
    for steps in conditions:
        for step in steps:
            lines.append(f"{_name(len(lines))} = {step}")
        tested.append(_name(len(lines) - 1))
    lines += [f"call void @llvm.assume(i1 {t})" for t in tested]
    return Assumption(tuple(lines), ("declare void @llvm.assume(i1 noundef)", *declarations), text)


def _compares(compares: list[str]) -> Assumption:
    """One assume per compare of the value."""
    return _assume([(c,) for c in compares], " and ".join(compares))


def assumption(domain: Domain, best: str, width: int, value: str) -> Assumption | str:
    """The assumes that assert `best` (a fact of `domain` on the i`width` `value`),
    or why there are none.

    >>> assumption(Domain.RANGE, "[0,256)", 32, "%11").text
    'icmp ult i32 %11, 256'
    >>> assumption(Domain.DEMANDED_BITS, "01111111", 8, "%x")
    'no assume form for demanded bits'
    """
    if domain is Domain.DEMANDED_BITS:
        return "no assume form for demanded bits"
    try:
        fact = parse_fact(domain, best, width)
    except ValueError as err:
        return f"the best fact does not parse: {err}"
    t = f"i{width}"
    if domain is Domain.SIGN_BITS:
        if fact.count <= 1:
            return "the best fact is one sign bit: nothing to assume"
        bound = 1 << (width - fact.count)
        return _compares([f"icmp sge {t} {value}, {-bound}", f"icmp slt {t} {value}, {bound}"])
    if domain in (Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE):
        return _range_assumption(fact, t, value)
    if domain is Domain.KNOWN_BITS:
        known = fact.zero | fact.one
        if not known:
            return "the best fact knows no bit: nothing to assume"
        m, k = to_signed(known, width), to_signed(fact.one, width)
        steps = (f"and {t} {value}, {m}", f"icmp eq {t} {_name(0)}, {k}")
        return _assume([steps], f"icmp eq (and {t} {value}, {m}), {k}")
    if not fact.holds:
        return "the best fact does not hold: nothing to assume"
    compares = {
        Domain.NON_ZERO: f"icmp ne {t} {value}, 0",
        Domain.NEGATIVE: f"icmp slt {t} {value}, 0",
        Domain.NON_NEGATIVE: f"icmp sgt {t} {value}, -1",
    }
    if domain in compares:
        return _compares([compares[domain]])
    ctpop = f"@llvm.ctpop.{t}"
    call = f"call {t} {ctpop}({t} {value})"
    return _assume([(call, f"icmp eq {t} {_name(0)}, 1")], f"icmp eq ({call}), 1", (f"declare {t} {ctpop}({t})",))


def _range_assumption(r: ConstantRange, t: str, value: str) -> Assumption | str:
    """The unsigned pair for a range that does not wrap unsigned, else the signed
    pair, else the membership test; a bound at the end of the domain is left out."""
    if r.is_full or r.is_empty:
        return "the best range is the full or the empty set: nothing to assume"
    w = r.width
    smin = 1 << (w - 1)
    if not r.is_wrapped:
        pairs = [("uge", r.lo, r.lo != 0), ("ult", r.hi, r.hi != 0)]
    elif not r.is_sign_wrapped:
        pairs = [("sge", r.lo, r.lo != smin), ("slt", r.hi, r.hi != smin)]
    else:
        offset, size = f"add {t} {value}, {to_signed(-r.lo & mask(w), w)}", to_signed(r.size, w)
        return _assume([(offset, f"icmp ult {t} {_name(0)}, {size}")], f"icmp ult ({offset}), {size}")
    return _compares([f"icmp {p} {t} {value}, {to_signed(b, w)}" for p, b, kept in pairs if kept])


@functools.lru_cache(maxsize=8)
def _read(path: str, stamp: int) -> tuple[str, Module | None]:
    """A corpus file's text and module (the reader of auditor scan); cached per
    modification time, since the patterns of one report share a few files."""
    module, _ = read_module(path)
    return Path(path).read_text(encoding="utf-8", errors="replace"), module


def locate(source: str, function: str, fragment: Fragment | None, value: str) -> Place | str:
    """Where `value` (its name in `fragment`) is defined in the corpus: the example
    finding's `source` (`corpora/x.ll:362`, the line of the fragment's root, relative
    to where the scan ran) in `function`; or why it cannot be placed. A value other
    than the root is found by its name, only when the root at that line has the
    fragment's root name (the fragment's names are that occurrence's).

    >>> locate("corpora/gone.ll:3", "f", None, "%1")
    'corpora/gone.ll: no such file (sources are relative to where the scan ran)'
    """
    file, sep, number = source.rpartition(":")
    if not sep or not number.isdigit():
        return f"the example's source {source!r} names no line"
    path = Path(file)
    if path.suffix != ".ll":
        return f"{file} is not LLVM IR text"
    if not path.is_file():
        return f"{file}: no such file (sources are relative to where the scan ran)"
    if fragment is None:
        return "the example's fragment is not in fragments.csv"
    index = value_index(fragment, value)
    if index is None:
        return f"{value} is not a value of the example's fragment"
    text, module = _read(str(path), path.stat().st_mtime_ns)
    found = None if module is None else next((f for f in module.functions if f.name == function), None)
    if found is None:
        return f"{file} has no readable function @{function}"
    defined = {i.pos.line: i for b in found.blocks for i in b.instructions if i.name is not None}
    root = defined.get(int(number))
    if root is None:
        return f"line {number} of {file} defines no value of @{function}"
    target = root
    if index != fragment.root:
        named = [i for i in defined.values() if i.name == fragment.names[index]]
        if root.name != fragment.names[fragment.root] or len(named) != 1:
            return f"{value} cannot be found in @{function} (the fragment's names are another occurrence's)"
        target = named[0]
    width = fragment.insts[index].width
    if target.type.width != width:
        return f"line {target.pos.line} of {file} defines a {target.type.text}, not the i{width} value {value}"
    if target.opcode in ("invoke", "callbr"):
        return f"{value} is defined by an {target.opcode}, a terminator: no place right after it"
    match = _DEFINES.match(text.split("\n")[target.pos.line - 1])
    if match is None:
        return f"line {target.pos.line} of {file} does not start with the value's definition"
    return Place(path, function, target.pos.line, match.group(1), width, target.opcode == "phi")


def with_assumption(text: str, place: Place, assumed: Assumption) -> str:
    """The module `text` with `assumed` right after the value's definition (after the
    block's last phi for a phi) and its declarations added when missing."""
    lines = text.split("\n")
    at = place.line
    if place.phi:
        while at < len(lines) and _PHI.match(lines[at]):
            at += 1
    body = [f"  {line}" for line in assumed.lines]
    missing = [d for d in assumed.declarations if d.split("(")[0].split()[-1] + "(" not in text]
    return "\n".join([*lines[:at], *body, *lines[at:], *missing]) + "\n"


def _define(function: str) -> re.Pattern[str]:
    quoted = re.escape(function)
    return re.compile(rf'^define\s[^@]*@(?:{quoted}|"{quoted}")\(')


def prepared(module: str, function: str) -> str:
    """`module` with `function` external (a local function no one calls would be
    deleted by -O2) and no `optnone` anywhere (-O2 would leave it alone)."""
    define = _define(function)
    out = []
    for line in module.splitlines():
        if define.match(line):
            head, at, rest = line.partition("@")
            line = _LINKAGE.sub("", head) + at + rest
        if line.startswith(("attributes #", "define ")):
            line = re.sub(r"\boptnone\s?", "", line)
        out.append(line)
    return "\n".join(out) + "\n"


def function_body(module: str, function: str) -> list[str] | None:
    """The instructions of `function` in `module`, stripped: no labels, comments,
    debug records, nor the case lines of a `switch` (one instruction); None when the
    module does not define it."""
    define = _define(function)
    body: list[str] | None = None
    table = False
    for line in module.splitlines():
        if body is None:
            body = [] if define.match(line) else None
            continue
        if line.startswith("}"):
            return body
        text = line.strip()
        if table:
            table = not text.startswith("]")
            continue
        if line[:1].isspace() and text and not text.startswith(("#dbg_", ";")):
            body.append(text)
            table = text.endswith("[")
    return body


def serving_assumes(body: list[str]) -> int:
    """How many of `body`'s instructions exist only for `llvm.assume`: the calls, and
    every side-effect-free instruction all of whose users are among them."""
    defined: dict[str, int] = {}
    for k, line in enumerate(body):
        m = _DEFINES.match(line)
        if m is not None:
            defined[m.group(1)] = k
    users: dict[int, set[int]] = {k: set() for k in defined.values()}
    for k, line in enumerate(body):
        right = line.split("=", 1)[1] if k in users else line
        for name in _LOCAL.findall(right):
            if name in defined:
                users[defined[name]].add(k)
    gone = {k for k, line in enumerate(body) if _ASSUME.search(line)}
    changed = True
    while changed:
        changed = False
        for k, used in users.items():
            pure = not _IMPURE.search(body[k]) or _PURE_CALL.search(body[k]) is not None
            if k not in gone and used and used <= gone and pure:
                gone.add(k)
                changed = True
    return len(gone)


def counted(module: str, function: str) -> int | None:
    """Instructions of `function` in `module` that do not only serve an assume."""
    body = function_body(module, function)
    return None if body is None else len(body) - serving_assumes(body)


def _extracted(module: str, function: str, tools: Tools) -> tuple[str, str]:
    """`function` alone (llvm-extract), or the whole module with a note why not."""
    if tools.extract is None:
        return module, f" (whole module: no llvm-extract of LLVM {tools.major})"
    try:
        return run_tool([str(tools.extract), f"--func={function}", "-S", "-o", "-", "-"], module), ""
    except ToolFailed as err:
        return module, f" (whole module: {err})"


def in_place_impact(
    source: str, function: str, fragment: Fragment | None, value: str, domain: Domain, best: str, status: str,
    tools: Tools,
) -> InPlace:  # fmt: skip
    """The in-place delta of `best` (a fact of `domain`, oracle status `status`) at
    `value` of the example finding at `source` in `function`, `fragment` being its
    fragment; measured with `tools`' `opt -O2` (and `llvm-extract`).

    >>> in_place_impact("corpora/brotli/x.ll:3", "f", None, "%1", Domain.DEMANDED_BITS, "0111", "proven", tools)  # doctest: +SKIP
    InPlace(delta=None, detail='not measured: no assume form for demanded bits')
    """
    if status not in SOUND:
        return InPlace(None, f"not measured: the example's best fact is not proven (oracle status {status or 'none'})")
    if domain is Domain.DEMANDED_BITS:
        return InPlace(None, "not measured: no assume form for demanded bits")
    place = locate(source, function, fragment, value)
    if isinstance(place, str):
        return InPlace(None, f"not measured: {place}")
    assumed = assumption(domain, best, place.width, place.token)
    if isinstance(assumed, str):
        return InPlace(None, f"not measured: {assumed}")
    if tools.opt is None:
        return InPlace(None, f"not measured: no opt of LLVM {tools.major}")
    text, _ = _read(str(place.path), place.path.stat().st_mtime_ns)
    counts: list[int] = []
    notes: set[str] = set()
    try:
        for module in (with_assumption(text, place, assumed), text):
            alone, note = _extracted(module, function, tools)
            notes.add(note)
            optimized = run_tool([str(tools.opt), "-O2", "-S", "-"], prepared(alone, function))
            n = counted(optimized, function)
            if n is None:
                return InPlace(None, f"not measured: -O2 left no @{function}")
            counts.append(n)
    except ToolFailed as err:
        return InPlace(None, f"not measured: {err}")
    where = "".join(sorted(notes))
    return InPlace(
        counts[0] - counts[1],
        f"-O2 leaves {counts[0]} instructions in @{function}{where} with `{assumed.text}` assumed after "
        f"{place.path.name}:{place.line}, {counts[1]} without (the assumes not counted)",
    )
