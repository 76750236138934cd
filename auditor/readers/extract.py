"""Fragments from LLVM functions: one per integer SSA value, its bounded backward slice.

Every instruction of a defined function whose result is a scalar integer becomes the
root of one fragment (ARCHITECTURE.md, "Which values get rows"). The fragment holds
the root's backward slice over the integer operations the fragment IR has; everything
else it reads becomes an input (`var`):

- function parameters, and instructions outside the integer subset (load, call of a
  non-intrinsic, ptrtoint, icmp of pointers, …): they carry no integer semantics we
  could model, so they are arbitrary values — with their `range(...)` attribute or
  `!range` metadata kept as an input assumption, as LLVM itself may use it;
- values further than `max_depth` operand edges from the root, and everything past
  `max_insts` instructions (nearer values are kept first): the slice is bounded so
  that oracle cost stays bounded;
- loop-carried phis (a phi on a cycle of the operand graph): a fragment is a DAG, and
  unrolling a loop is not what either side analyses;
- operands that are not integer literals (`undef`, `poison`, constant expressions):
  each becomes a fresh input, an over-approximation both sides see alike, since the
  analysis under test is run on the very same fragment (auditor.ir.to_llvm).

Integer values that get no fragment at all are counted by kind in ExtractionStats.
skipped, and summed up for the reports by `ExtractionSummary`: vectors of integers
(the fragment IR is scalar), integers wider than the IR supports, and slices past
`max_fragment_insts`. Values of other types (pointers, floats, aggregates such as a
with.overflow pair, whose integer parts get fragments through extractvalue) are not
integer SSA values and are not counted.

Phis of one LLVM block share one fragment `block`, so they pick the same predecessor,
as they do in LLVM. By default (`ReadOptions.context` none) control flow is not part
of a fragment: both the oracle and the analysis under test see only the data flow.
With `context` branches, a value's fragment also holds, as `pc`s, the conditions of
the dominating branches whose taken edge leads to its block (`auditor.readers.cfg`),
nearest first, `max_conditions` at most, each sliced like any value with what is
left of the same bounds, and those that read none of the root's inputs left out;
likewise, as `blockpc`s, what holds on the incoming edges of its phis; the LLVM printer shows them to LLVM as the branches they
were (auditor.ir.llvm_printer).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from auditor.errors import Diagnostic, Severity
from auditor.ir.fragment import (
    NO_ATTRS,
    Block,
    BlockPathCondition,
    Const,
    Fragment,
    Inst,
    Operand,
    Origin,
    PathCondition,
    Ref,
    VarAttrs,
)
from auditor.ir.llvm_printer import unplaceable
from auditor.ir.opcodes import ICMPS, MAX_WIDTH, WITH_OVERFLOW, Flag, Opcode, check_instruction
from auditor.readers.cfg import Cfg, Guard
from auditor.readers.corpus import Context, ExtractionStats, ReadOptions
from auditor.readers.llvm import read_module
from auditor.readers.llvm_module import Function, Instruction, IntConst, LocalRef, Module
from auditor.readers.llvm_module import Operand as LLOperand

_BINARY = {
    op: Opcode(op)
    for op in ("add", "sub", "mul", "shl", "udiv", "sdiv", "urem", "srem", "lshr", "ashr", "and", "or", "xor")
}
_CASTS = {"zext": Opcode.ZEXT, "sext": Opcode.SEXT, "trunc": Opcode.TRUNC}
_PREDICATES = {op.value: op for op in ICMPS}
# llvm.<name>.iN intrinsics with a fragment opcode of the same meaning (LangRef).
_INTRINSICS = {
    "ctpop": Opcode.CTPOP,
    "ctlz": Opcode.CTLZ,
    "cttz": Opcode.CTTZ,
    "bswap": Opcode.BSWAP,
    "bitreverse": Opcode.BITREVERSE,
    "fshl": Opcode.FSHL,
    "fshr": Opcode.FSHR,
    "umin": Opcode.UMIN,
    "umax": Opcode.UMAX,
    "smin": Opcode.SMIN,
    "smax": Opcode.SMAX,
    "abs": Opcode.ABS,
    "uadd.sat": Opcode.UADD_SAT,
    "sadd.sat": Opcode.SADD_SAT,
    "usub.sat": Opcode.USUB_SAT,
    "ssub.sat": Opcode.SSUB_SAT,
    "ushl.sat": Opcode.USHL_SAT,
    "sshl.sat": Opcode.SSHL_SAT,
    "sadd.with.overflow": Opcode.SADD_WO,
    "uadd.with.overflow": Opcode.UADD_WO,
    "ssub.with.overflow": Opcode.SSUB_WO,
    "usub.with.overflow": Opcode.USUB_WO,
    "smul.with.overflow": Opcode.SMUL_WO,
    "umul.with.overflow": Opcode.UMUL_WO,
}
_INTRINSIC_NAME = re.compile(r"llvm\.([a-z.]+?)\.i[0-9]+$")
# ctlz/cttz's `i1 true` makes a zero input poison; abs's `i1 true` makes INT_MIN poison.
_POISON_ARG = {Opcode.CTLZ: Flag.ZERO_POISON, Opcode.CTTZ: Flag.ZERO_POISON, Opcode.ABS: Flag.INT_MIN_POISON}
_FLAGS = {f.value: f for f in (Flag.NSW, Flag.NUW, Flag.EXACT, Flag.DISJOINT, Flag.NNEG, Flag.SAMESIGN)}
_SOUPER_NAME = re.compile(r"[^A-Za-z0-9_.$-]")
_VECTOR_OF_INTEGERS = re.compile(r"<\s*(?:vscale\s+x\s+)?[0-9]+\s+x\s+i[0-9]+\s*>")
VECTOR_OF_INTEGERS = "vector of integers"
"""The `skipped` reason of a value of type `<N x iM>`: the fragment IR is scalar."""


@dataclass(frozen=True)
class ExtractionSummary:
    """What LLVM extraction audited and what it left out, as every report states it
    (the terminal, summary.md, results.json): the one place the counts are read from.

    `values` counts every integer SSA value seen, scalar or vector; `fragments` those
    that became fragments; `left_out` the others by kind (VECTOR_OF_INTEGERS, wider
    than the IR, too many instructions), so that `values == fragments + not_audited`;
    `cut` why the slices got the inputs they have. Pairs are sorted by kind."""

    values: int = 0
    fragments: int = 0
    left_out: tuple[tuple[str, int], ...] = ()
    cut: tuple[tuple[str, int], ...] = ()

    @classmethod
    def from_stats(cls, stats: ExtractionStats) -> ExtractionSummary:
        """The summary of a run's (mutable, merged) extraction statistics."""
        return cls(stats.values, stats.fragments, _pairs(stats.skipped), _pairs(stats.cut))

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> ExtractionSummary:
        """The summary as `to_json` wrote it (results.json's `meta.extraction`); an
        absent or older entry reads as far as it goes."""
        data = data or {}
        return cls(
            int(data.get("values", 0)),
            int(data.get("fragments", 0)),
            _pairs(data.get("skipped") or {}),
            _pairs(data.get("cut") or {}),
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON form: `skipped` and `cut` as {kind: count}, and the total left out."""
        return {
            "values": self.values,
            "fragments": self.fragments,
            "not_audited": self.not_audited,
            "skipped": dict(self.left_out),
            "cut": dict(self.cut),
        }

    @property
    def not_audited(self) -> int:
        return sum(count for _, count in self.left_out)

    @property
    def headline(self) -> str:
        """The line "N of M integer SSA values became fragments (P%)", and how many were not."""
        share = 100 * self.fragments / self.values if self.values else 100.0
        line = f"{self.fragments} of {self.values} integer SSA values became fragments ({share:.2f}%)"
        return line + (f"; {self.not_audited} not audited" if self.not_audited else "")

    def terminal(self) -> str:
        """The lines the scan prints: the headline, each kind left out, the slice cuts."""
        lines = [f"extraction: {self.headline}"]
        lines += [f"  not audited: {kind}: {count}" for kind, count in self.left_out]
        if self.cut:
            cuts = ", ".join(f"{kind} {count}" for kind, count in sorted(self.cut, key=lambda p: (-p[1], p[0])))
            lines.append(f"  inputs of the slices: {cuts}")
        return "\n".join(lines)

    def markdown(self) -> list[str]:
        """summary.md's paragraph (lines), with each kind left out."""
        lines = [f"LLVM extraction: {self.headline}."]
        if self.left_out:
            lines += ["", "Not audited:", ""]
            lines += [f"- {kind}: {count}" for kind, count in self.left_out]
        return lines


def _pairs(counts: Mapping[str, Any]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((str(kind), int(count)) for kind, count in counts.items() if count))


@dataclass(frozen=True)
class ReadResult:
    fragments: tuple[Fragment, ...]
    diagnostics: tuple[Diagnostic, ...]
    extraction: ExtractionStats

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diagnostics)


def read_file(path: str | os.PathLike[str], options: ReadOptions | None = None) -> ReadResult:
    """Fragments of every integer SSA value of a `.ll` (or, through llvm-dis, `.bc`)
    file; problems become diagnostics and never stop the rest of the file."""
    module, diagnostics = read_module(path)
    if module is None:
        return ReadResult((), tuple(diagnostics), ExtractionStats())
    fragments, stats = extract_module(module, options or ReadOptions(), diagnostics)
    return ReadResult(tuple(fragments), tuple(diagnostics), stats)


def extract_module(
    module: Module, options: ReadOptions | None = None, diagnostics: list[Diagnostic] | None = None
) -> tuple[list[Fragment], ExtractionStats]:
    """The fragments of every function of `module`. Values that cannot be audited at
    all are counted in the statistics; those a user may not expect to be left out
    (integers wider than the IR supports) also get a note in `diagnostics`, one per
    function."""
    options = options or ReadOptions()
    fragments: list[Fragment] = []
    stats = ExtractionStats()
    for function in module.functions:
        slicer = _FunctionSlicer(module.file, function, options, stats)
        fragments.extend(slicer.fragments())
        if diagnostics is not None:
            diagnostics.extend(slicer.notes())
    return fragments, stats


# --------------------------------------------------------------------------- slicing


@dataclass(frozen=True)
class Condition:
    """A path condition of a block: LLVM value `name` (a branch's or switch's
    operand, `width` bits) equals `value` on the taken edge — 1 or 0 for a `br`, the
    case value (modulo 2^width) for a `switch` case."""

    name: str
    value: int
    width: int


@dataclass(frozen=True)
class _Node:
    """One LLVM value as the slicer sees it: an instruction it can translate, or an
    input (with the reason and the assumption it carries)."""

    name: str
    width: int
    inst: Instruction | None = None  # None: parameter
    range: tuple[int, int] | None = None


class _FunctionSlicer:
    def __init__(self, file: str, function: Function, options: ReadOptions, stats: ExtractionStats) -> None:
        self.file = file
        self.function = function
        self.options = options
        self.stats = stats
        self.too_wide: list[Instruction] = []
        self.defs: dict[str, Instruction] = {}
        self.params = {p.name: p for p in function.parameters}
        self.block_of: dict[str, str] = {}
        for block in function.blocks:
            for inst in block.instructions:
                if inst.name is not None:
                    self.defs[inst.name] = inst
                    self.block_of[inst.name] = block.name
        # The reader refuses functions with a cycle of uses through no phi (LLVM does),
        # but a Module can be built by hand: its values on such cycles become inputs, so
        # that nothing below follows a cycle for ever.
        self.broken = _cycles_without_phi(self.defs)
        self.cut_phis = _loop_carried_phis(self.defs, self.block_of, self.broken)
        self.cfg = Cfg.of(function) if options.context is not Context.NONE else None
        self._conditions: dict[str, tuple[Condition, ...]] = {}

    def conditions(self, block: str) -> tuple[Condition, ...]:
        """The path conditions of values in `block` (ReadOptions.context): each
        dominating branch whose taken edge leads to `block`, nearest first, at most
        `max_conditions`; a condition that is a constant, not an integer, or wider
        than the IR is left out (it says nothing, or nothing we can state)."""
        if self.cfg is None:
            return ()
        if block not in self._conditions:
            found: list[Condition] = []
            for guard in self.cfg.guards(block):
                if len(found) >= self.options.max_conditions:
                    break
                if (condition := _condition(guard)) is not None:
                    found.append(condition)
            self._conditions[block] = tuple(found)
        return self._conditions[block]

    def edge_conditions(self, start: str, end: str) -> tuple[Condition, ...]:
        """What holds when `end` is entered from `start` (a phi's incoming edge): the
        condition of that edge of `start`'s branch first, then `start`'s own path
        conditions, `max_conditions` at most; none for a back edge (`end` dominates
        `start`), and no edge condition for an edge that is not the only one between
        the two blocks."""
        if self.cfg is None or self.cfg.dominates(end, start):
            # A back edge: its conditions were computed in the previous iteration,
            # the phis of `end` they may read are this one's.
            return ()
        found: list[Condition] = []
        guard = self.cfg.edge_guard(start, end)
        if guard is not None and (condition := _condition(guard)) is not None:
            found.append(condition)
        found += [c for c in self.conditions(start) if c not in found]
        return tuple(found[: self.options.max_conditions])

    def fragments(self) -> Iterator[Fragment]:
        for block in self.function.blocks:
            for inst in block.instructions:
                if inst.name is None:
                    continue
                if inst.type.width is None:
                    if is_vector_of_integers(inst.type.text):
                        self.stats.values += 1
                        self.stats.skipped[VECTOR_OF_INTEGERS] += 1
                    continue
                self.stats.values += 1
                if inst.type.width > MAX_WIDTH:
                    self.stats.skipped[f"wider than i{MAX_WIDTH}"] += 1
                    self.too_wide.append(inst)
                    continue
                if inst.type.width < 1:  # the reader refuses i0; a hand-built Module may not
                    self.stats.skipped["zero width"] += 1
                    continue
                fragment = _Slice(self, inst, self.conditions(block.name)).fragment()
                if len(fragment.insts) > self.options.max_fragment_insts:
                    self.stats.skipped[f"more than {self.options.max_fragment_insts} instructions"] += 1
                    continue
                self.stats.fragments += 1
                yield fragment

    def notes(self) -> list[Diagnostic]:
        """What `fragments` left out that deserves a line of its own (after it ran)."""
        if not self.too_wide:
            return []
        first = self.too_wide[0]
        count = len(self.too_wide)
        values = "1 value" if count == 1 else f"{count} values"
        message = (
            f"{values} of @{_short(self.function.name)} wider than i{MAX_WIDTH} not audited "
            f"(the first: '%{_short(first.name or '')}', {first.type.text})"
        )
        return [Diagnostic(self.file, first.pos.line, first.pos.col, message, Severity.NOTE)]

    def translatable(self, inst: Instruction) -> str | None:
        """Why `inst` must be an input rather than part of a slice (None: it can be
        translated)."""
        op = inst.opcode
        if op in _BINARY or op in _CASTS or op in ("icmp", "select", "freeze"):
            if any(o.type.width is None for o in inst.operands) or not inst.operands:
                return f"{op} of non-integer operands"
            return None
        if op == "phi":
            return "loop-carried phi" if inst.name in self.cut_phis else None
        if op == "call":
            return None if _intrinsic(inst) is not None else "call"
        if op == "extractvalue":
            agg = inst.operands[0].value if inst.operands else None
            source = self.defs.get(agg.name) if isinstance(agg, LocalRef) else None
            if source is not None and _intrinsic(source) in WITH_OVERFLOW and inst.indices in ((0,), (1,)):
                return None
            return "extractvalue"
        return op


def is_vector_of_integers(type_text: str) -> bool:
    """Whether an LLVM type, as written, is a (fixed or scalable) vector of integers."""
    return _VECTOR_OF_INTEGERS.fullmatch(type_text) is not None


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


def _intrinsic(inst: Instruction) -> Opcode | None:
    if inst.opcode != "call" or inst.callee is None:
        return None
    m = _INTRINSIC_NAME.match(inst.callee)
    return _INTRINSICS.get(m.group(1)) if m else None


def _loop_carried_phis(
    defs: dict[str, Instruction], block_of: dict[str, str], broken: frozenset[str] = frozenset()
) -> set[str]:
    """Phis to cut: those on a cycle of the operand graph, and those whose incoming
    values depend on a phi of their own block (a value carried round a loop without a
    cycle through the phi itself, e.g. `%prev = phi [0, %entry], [%x, %latch]` with
    `%x = add %cur, 1` and `%cur` a phi of the same header). Either would need two
    iterations of one block in one fragment, which a DAG — and the standalone LLVM
    function made from it — cannot express.

    Once cyclic phis (and the `broken` values on cycles without a phi, which become
    inputs) are leaves the operand graph is a DAG, so the set of blocks whose phis each
    value depends on is computed once per value, bottom up."""
    cut = _phis_on_cycles(defs)
    deps: dict[str, frozenset[str]] = {}

    def operands(name: str) -> list[str]:
        if name in cut or name in broken:
            return []
        return [o.value.name for o in defs[name].operands if isinstance(o.value, LocalRef) and o.value.name in defs]

    for start in defs:
        if start in deps:
            continue
        stack = [(start, False)]
        while stack:
            name, ready = stack.pop()
            if name in deps:
                continue
            pending = [o for o in operands(name) if o not in deps]
            if not ready and pending:
                stack.append((name, True))
                stack.extend((o, False) for o in pending)
                continue
            below = frozenset().union(*(deps[o] for o in operands(name)))
            if defs[name].opcode == "phi" and name not in cut:
                if block_of[name] in below:
                    cut.add(name)
                    below = frozenset()
                else:
                    below = below | {block_of[name]}
            deps[name] = below
    return cut


def _phis_on_cycles(defs: dict[str, Instruction]) -> set[str]:
    """Phis that lie on a cycle of the operand graph. In SSA every such cycle runs
    through a phi."""
    return {name for name in _on_cycles(defs, set()) if defs[name].opcode == "phi"}


def _cycles_without_phi(defs: dict[str, Instruction]) -> frozenset[str]:
    """Values on a cycle of uses that runs through no phi: not SSA (see the caller)."""
    phis = {name for name, inst in defs.items() if inst.opcode == "phi"}
    return frozenset(_on_cycles(defs, phis))


def _on_cycles(defs: dict[str, Instruction], leaves: set[str]) -> set[str]:
    """Values on a cycle of the operand graph whose edges out of `leaves` are removed
    (Tarjan's SCCs, iteratively: real functions have thousands of values)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    result: set[str] = set()
    counter = 0

    def succ(name: str) -> list[str]:
        if name in leaves:
            return []
        return [o.value.name for o in defs[name].operands if isinstance(o.value, LocalRef) and o.value.name in defs]

    for start in defs:
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = []
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        work.append((start, iter(succ(start))))
        while work:
            node, it = work[-1]
            nxt = next(it, None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(succ(nxt))))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in succ(node):
                    result.update(component)
    return result


class _Slice:
    """The bounded backward slice of one root, built breadth first (nearer values win
    the instruction budget), then emitted in topological order."""

    def __init__(self, fn: _FunctionSlicer, root: Instruction, conditions: tuple[Condition, ...] = ()) -> None:
        self.fn = fn
        self.root = root
        self.conditions = conditions
        self.chosen: list[str] = []  # interior values, in the order chosen
        self.edge_conditions: dict[tuple[str, str], tuple[Condition, ...]] = {}  # (block, pred)
        self.interior: set[str] = set()
        self.inputs: dict[str, str] = {}  # name → why it is an input

    def fragment(self) -> Fragment:
        assert self.root.name is not None
        self._choose()
        self._keep_related()
        origin = Origin(self.fn.file, self.root.pos.line, self.fn.function.name, self.root.name)
        while True:
            builder = _Builder(self)
            builder.emit(self.root.name)
            pcs = tuple(PathCondition(Ref(builder.emit(c.name)), Const(c.value, c.width)) for c in self.conditions)
            fragment = builder.finish(origin, pcs, self._blockpcs(builder))
            # A division that runs only on some combination of paths has no LLVM
            # placement matching ours (llvm_printer.unplaceable): it becomes an input.
            stuck = set(unplaceable(fragment))
            if not stuck:
                break
            for name, index in builder.index.items():
                if index in stuck:
                    self.interior.discard(name)
                    self.inputs[name] = "division on some paths"
        for name, reason in self.inputs.items():
            if name in builder.index:
                self.fn.stats.cut[reason] += 1
        return fragment

    def _keep_related(self) -> None:
        """Keep the conditions that read, directly or through other kept ones, an
        input of the root's slice (a phi's block choice counts as one): a condition on
        other inputs only decides whether the path is taken, not which values the root
        takes there, and its equalities starve the sampling (`x + 1 == 256` holds for
        one x in 2^64)."""
        candidates = [*self.conditions, *(c for found in self.edge_conditions.values() for c in found)]
        if not candidates:
            return
        related = self._inputs_of(self.root.name or "")
        # A condition whose slice reads a phi's back-edge value, or a value the root
        # reads through one, mixes the previous iteration's values with this one's
        # under one name: left out.
        late = self._behind_back_edges(self.root.name or "")
        inputs = {
            c: self._inputs_of(c.name)
            for c in candidates
            if not self._behind_back_edges(c.name) and not self._slice_of(c.name) & late
        }
        kept: set[Condition] = set()
        grown = True
        while grown:
            grown = False
            for condition, read in inputs.items():
                if condition not in kept and read & related:
                    kept.add(condition)
                    related |= read
                    grown = True
        self.conditions = tuple(c for c in self.conditions if c in kept)
        self.edge_conditions = {
            key: tuple(c for c in found if c in kept) for key, found in self.edge_conditions.items()
        }

    def _slice_of(self, name: str) -> set[str]:
        """Every value `name`'s slice reads, inputs included."""
        found: set[str] = set()
        stack = [name]
        while stack:
            current = stack.pop()
            if current in found:
                continue
            found.add(current)
            if current in self.interior:
                stack += [o.value.name for o in self.fn.defs[current].operands if isinstance(o.value, LocalRef)]
        return found

    def _inputs_of(self, name: str) -> set[str]:
        """The inputs of `name`'s slice (values it reads that are not interior), and
        `block:B` for the block of each phi in it."""
        found: set[str] = set()
        for current in self._slice_of(name):
            if current not in self.interior:
                found.add(current)
            elif self.fn.defs[current].opcode == "phi":
                found.add("block:" + self.fn.block_of[current])
        return found

    def _blockpcs(self, builder: _Builder) -> tuple[BlockPathCondition, ...]:
        """The edge conditions of the phis' blocks the fragment kept, as blockpcs (an
        edge given twice in a phi is not one edge: none)."""
        emitted = {key: [builder.emit(c.name) for c in found] for key, found in self.edge_conditions.items()}
        out: list[BlockPathCondition] = []
        for (block, pred), indices in emitted.items():
            order = builder.block_preds.get(block)
            if block not in builder.block_index or order is None or order.count(pred) != 1:
                continue
            for index, c in zip(indices, self.edge_conditions[block, pred], strict=True):
                out.append(
                    BlockPathCondition(
                        builder.block_index[block], order.index(pred), Ref(index), Const(c.value, c.width)
                    )
                )
        return tuple(out)

    def _choose(self) -> None:
        """The root's slice, then each condition's with what is left of the bounds
        (a condition's values count from depth 0; one already chosen is kept as it
        is)."""
        assert self.root.name is not None
        seen: set[str] = set()
        budget = self._grow(self.root.name, self.fn.options.max_insts, seen)
        for condition in self.conditions:
            budget = self._grow(condition.name, budget, seen)
        # What holds on the incoming edges of the slice's phis (blockpcs), their
        # conditions sliced in turn; phis those slices bring are visited too.
        # A phi reached through a back edge's incoming value belongs to the previous
        # iteration: what its edges tested read the previous values of what the
        # fragment reads as this iteration's (a latch testing the header's phi).
        blocks: set[str] = set()
        behind: set[str] = set()
        grown_to: tuple[int, int] | None = None  # the slice and edge conditions `behind` was found for
        k = 0
        while k < len(self.chosen):
            inst = self.fn.defs[self.chosen[k]]
            k += 1
            block = self.fn.block_of[inst.name or ""]
            if inst.opcode != "phi" or block in blocks or self.fn.cfg is None:
                continue
            if grown_to != (len(self.interior), len(self.edge_conditions)):
                behind, grown_to = self._behind_back_edges(), (len(self.interior), len(self.edge_conditions))
            if inst.name in behind:
                continue
            blocks.add(block)
            for pred in dict.fromkeys(inst.incoming):
                found = self.fn.edge_conditions(pred, block)
                if found:
                    self.edge_conditions[block, pred] = found
                for condition in found:
                    budget = self._grow(condition.name, budget, seen)

    def _behind_back_edges(self, start: str | None = None) -> set[str]:
        """The values (inputs included) that `start` (default: the root and every
        condition) reads through the incoming value of a back edge (a phi of block H
        from a predecessor H dominates)."""
        cfg = self.fn.cfg
        behind: set[str] = set()
        if cfg is None:
            return behind
        if start is not None:
            stack = [(start, False)]
        else:
            stack = [(self.root.name or "", False), *((c.name, False) for c in self.conditions)]
            stack += [(c.name, False) for found in self.edge_conditions.values() for c in found]
        seen: set[tuple[str, bool]] = set()
        while stack:
            name, late = stack.pop()
            if (name, late) in seen:
                continue
            seen.add((name, late))
            if late:
                behind.add(name)
            if name not in self.interior:
                continue
            inst = self.fn.defs[name]
            block = self.fn.block_of[name]
            for k, operand in enumerate(inst.operands):
                if not isinstance(operand.value, LocalRef):
                    continue
                back = inst.opcode == "phi" and k < len(inst.incoming) and cfg.dominates(block, inst.incoming[k])
                stack.append((operand.value.name, late or back))
        return behind

    def _grow(self, start: str, budget: int, seen: set[str]) -> int:
        """Add `start`'s slice breadth first (nearer values win the budget); returns
        the budget left."""
        if start in seen:
            return budget
        seen.add(start)
        frontier = [start]
        depth = 0
        while frontier:
            following: list[str] = []
            for name in frontier:
                why = self._why_input(name, depth, budget)
                if why is not None:
                    self.inputs[name] = why
                    continue
                self.interior.add(name)
                self.chosen.append(name)
                budget -= 1
                for operand in self.fn.defs[name].operands:
                    ref = operand.value
                    if isinstance(ref, LocalRef) and ref.name not in seen:
                        seen.add(ref.name)
                        following.append(ref.name)
            frontier = following
            depth += 1
        # A phi whose block-mates were cut cannot keep its block consistent with theirs
        # only when they disagree on predecessors; that is checked when emitting.
        return budget

    def _why_input(self, name: str, depth: int, budget: int) -> str | None:
        inst = self.fn.defs.get(name)
        if inst is None:
            return "parameter" if name in self.fn.params else "unknown value"
        if inst.type.width is None and _intrinsic(inst) not in WITH_OVERFLOW:
            return "not an integer"
        if name in self.fn.broken:
            return "cycle without a phi"
        why = self.fn.translatable(inst)
        if why is not None:
            return why
        if depth > self.fn.options.max_depth:
            return "depth bound"
        if budget <= 0:
            return "size bound"
        return None


class _Builder:
    """Emits the chosen slice as fragment instructions in topological order."""

    def __init__(self, piece: _Slice) -> None:
        self.piece = piece
        self.fn = piece.fn
        self.insts: list[Inst] = []
        self.names: list[str] = []
        self.used_names: set[str] = set()
        self.index: dict[str, int] = {}
        self.blocks: list[Block] = []
        self.block_names: list[str] = []
        self.block_index: dict[str, int] = {}
        self.block_preds: dict[str, tuple[str, ...]] = {}

    def finish(
        self, origin: Origin, pcs: tuple[PathCondition, ...] = (), blockpcs: tuple[BlockPathCondition, ...] = ()
    ) -> Fragment:
        root = self.index[self.piece.root.name or ""]
        return Fragment(
            insts=tuple(self.insts),
            names=tuple(self.names),
            root=root,
            blocks=tuple(self.blocks),
            block_names=tuple(self.block_names),
            pcs=pcs,
            blockpcs=blockpcs,
            origin=origin,
        )

    def _add(self, name: str, inst: Inst) -> int:
        self.insts.append(inst)
        self.names.append(self._fresh_name(name))
        return len(self.insts) - 1

    def _fresh_name(self, name: str) -> str:
        base = _SOUPER_NAME.sub("_", name) or "v"
        candidate, n = base, 1
        while candidate in self.used_names:
            candidate = f"{base}.{n}"
            n += 1
        self.used_names.add(candidate)
        return candidate

    def _input(self, name: str, width: int, assumed: tuple[int, int] | None) -> int:
        attrs = NO_ATTRS if assumed is None else VarAttrs(range=assumed)
        return self._add(name, Inst(Opcode.VAR, width, attrs=attrs))

    def emit(self, name: str) -> int:
        """Index of value `name` in the fragment, emitting it (and, first, its
        operands) when needed. Iterative: slices are shallow, but chains are not."""
        stack: list[tuple[str, bool]] = [(name, False)]
        while stack:
            current, ready = stack.pop()
            if current in self.index:
                continue
            if current not in self.piece.interior:
                self.index[current] = self._emit_input(current)
                continue
            inst = self.fn.defs[current]
            if inst.opcode == "phi" and not ready and self._phi_block(current, inst) is None:
                # Its predecessors differ from a block-mate's: it cannot share the block.
                self.index[current] = self._input(current, inst.type.width or 1, None)
                continue
            pending = [
                o.value.name for o in inst.operands if isinstance(o.value, LocalRef) and o.value.name not in self.index
            ]
            if not ready and pending:
                stack.append((current, True))
                stack.extend((p, False) for p in reversed(pending))
                continue
            self.index[current] = self._emit_interior(current, inst)
        return self.index[name]

    def _emit_input(self, name: str) -> int:
        inst = self.fn.defs.get(name)
        if inst is None:
            param = self.fn.params.get(name)
            width = param.type.width if param is not None else None
            return self._input(name, width or 1, _valid_range(param.range if param else None, width))
        width = inst.type.width
        if width is None or width > MAX_WIDTH:
            width = 1 if width is None else width
        # Assumptions: `!range` on a load/call, `range(...)` on a call result (LangRef:
        # a value outside it is poison, i.e. not a defined execution of the slice).
        assumed = inst.range if inst.opcode in ("load", "call", "invoke") else None
        return self._input(name, width, _valid_range(assumed, width))

    def _operand(self, operand: LLOperand, width: int) -> Operand:
        value = operand.value
        if isinstance(value, LocalRef):
            return Ref(self.emit(value.name))
        if isinstance(value, IntConst):
            return Const(value.value % (1 << width), width)
        return Ref(self._input(f"c.{len(self.insts)}", width, None))

    def _emit_interior(self, name: str, inst: Instruction) -> int:
        width = inst.type.width
        flags = frozenset(_FLAGS[f] for f in inst.flags if f in _FLAGS)
        op: Opcode
        index: int | None = None
        block: int | None = None
        operands: list[Operand]
        if inst.opcode in _BINARY or inst.opcode in ("select", "freeze", "icmp") or inst.opcode in _CASTS:
            if inst.opcode == "icmp":
                op = _PREDICATES[inst.predicate or ""]
            else:
                op = _BINARY.get(inst.opcode) or _CASTS.get(inst.opcode) or Opcode(inst.opcode)
            operands = [self._operand(o, o.type.width or 1) for o in inst.operands]
        elif inst.opcode == "phi":
            op = Opcode.PHI
            block, order = self._block_of_phi(name, inst)
            if block is None:
                return self._input(name, width or 1, None)
            by_pred = dict(zip(inst.incoming, inst.operands, strict=False))
            operands = [self._operand(by_pred[p], width or 1) for p in order]
        elif inst.opcode == "extractvalue":
            op = Opcode.EXTRACTVALUE
            index = inst.indices[0]
            operands = [self._operand(inst.operands[0], 1)]
        else:  # an intrinsic call
            op = _intrinsic(inst) or Opcode.VAR
            args = list(inst.operands)
            poison_flag = _POISON_ARG.get(op)
            if poison_flag is not None:
                if len(args) != 2 or not isinstance(args[1].value, IntConst):
                    return self._input(name, width or 1, None)
                if args[1].value.value & 1:
                    flags = flags | {poison_flag}
                args = args[:1]
            operands = [self._operand(o, o.type.width or 1) for o in args]
        if op in WITH_OVERFLOW:
            width = self._width(operands[0]) + 1
        assert width is not None
        message = check_instruction(op, width, tuple(self._width(o) for o in operands), flags, index)
        if message is not None:  # ill-typed for the fragment IR (bswap.i8, …): an input
            return self._input(name, width if op not in WITH_OVERFLOW else 1, None)
        return self._add(name, Inst(op, width, tuple(operands), flags, block=block, index=index))

    def _width(self, operand: Operand) -> int:
        return operand.width if isinstance(operand, Const) else self.insts[operand.index].width

    def _phi_block(self, name: str, inst: Instruction) -> tuple[str, ...] | None:
        """The predecessor order the phi's fragment block uses, fixed by the first phi
        of its LLVM block emitted; None when the phi cannot share that block
        (predecessors that differ from its block-mates': malformed IR)."""
        preds = tuple(inst.incoming)
        if len(preds) != len(inst.operands) or not preds:
            return None
        known = self.block_preds.get(self.fn.block_of[name])
        if known is None:
            return preds
        return known if sorted(known) == sorted(preds) else None

    def _block_of_phi(self, name: str, inst: Instruction) -> tuple[int | None, tuple[str, ...]]:
        order = self._phi_block(name, inst)
        if order is None:
            return None, ()
        llvm_block = self.fn.block_of[name]
        if llvm_block not in self.block_index:
            self.block_preds[llvm_block] = order
            self.block_index[llvm_block] = len(self.blocks)
            self.blocks.append(Block(len(order)))
            self.block_names.append(self._fresh_name(llvm_block))
        return self.block_index[llvm_block], order


def _condition(guard: Guard) -> Condition | None:
    """The guard as a Condition, or None when its value is not an integer the IR has."""
    value, width = guard.condition.value, guard.condition.type.width
    if not isinstance(value, LocalRef) or width is None or width > MAX_WIDTH:
        return None
    return Condition(value.name, guard.value % (1 << width), width)


def _valid_range(value: tuple[int, int] | None, width: int | None) -> tuple[int, int] | None:
    """A range assumption the fragment IR accepts: [lo, hi) within the width, lo != hi
    (a full range assumes nothing; an empty one cannot be written)."""
    if value is None or width is None:
        return None
    lo, hi = value
    m = (1 << width) - 1
    if not (0 <= lo <= m and 0 <= hi <= m) or lo == hi:
        return None
    return lo, hi
