"""The fragment IR: one integer SSA DAG with its inputs, assumptions and root.

Everything in auditor — readers, semantics, oracles, analyses, reports — speaks this
form. It is plain frozen data: instructions refer to earlier instructions by index, so
a fragment is a value (hashable, comparable, picklable) and renaming is a separate
concern of printing (`names`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass, field

from auditor.ir.opcodes import WITH_OVERFLOW, Flag, Opcode, check_instruction


def mask(width: int) -> int:
    return (1 << width) - 1


def to_signed(value: int, width: int) -> int:
    """Two's-complement reading of an unsigned `width`-bit value."""
    return value - (1 << width) if value >> (width - 1) & 1 else value


@dataclass(frozen=True, slots=True)
class Const:
    """An integer constant operand; `value` is normalised to 0 ≤ value < 2^width."""

    value: int
    width: int

    def __post_init__(self) -> None:
        if not 0 <= self.value <= mask(self.width):
            raise ValueError(f"constant {self.value} does not fit i{self.width} unsigned")


@dataclass(frozen=True, slots=True)
class Ref:
    """An operand naming the result of instruction `index` of the fragment."""

    index: int


Operand = Const | Ref


@dataclass(frozen=True, slots=True)
class VarAttrs:
    """Souper's var attributes. Each is an assumption on the input: an execution whose
    input violates one is not a defined execution (docs/semantics.md)."""

    known_zero: int = 0
    known_one: int = 0
    range: tuple[int, int] | None = None  # [lo, hi) mod 2^w, lo != hi
    non_zero: bool = False
    non_negative: bool = False
    negative: bool = False
    power_of_two: bool = False
    sign_bits: int = 1

    @property
    def empty(self) -> bool:
        return self == NO_ATTRS  # one instance, not a new one per question (the evaluator asks per var)


NO_ATTRS = VarAttrs()


@dataclass(frozen=True, slots=True)
class Inst:
    op: Opcode
    width: int
    operands: tuple[Operand, ...] = ()
    flags: frozenset[Flag] = frozenset()
    attrs: VarAttrs = NO_ATTRS  # var only
    block: int | None = None  # phi only: index into Fragment.blocks
    index: int | None = None  # extractvalue only: 0 = result, 1 = overflow bit


@dataclass(frozen=True, slots=True)
class Block:
    """Souper's `block N`: a join point with N predecessors. Every phi of one block
    selects the same predecessor in a given execution."""

    preds: int


@dataclass(frozen=True, slots=True)
class PathCondition:
    """`pc lhs rhs`: the execution took a path on which lhs == rhs."""

    lhs: Operand
    rhs: Operand


@dataclass(frozen=True, slots=True)
class BlockPathCondition:
    """`blockpc %b pred lhs rhs`: when block b is entered from predecessor `pred`,
    lhs == rhs held on the way."""

    block: int
    pred: int
    lhs: Operand
    rhs: Operand


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a fragment was read from; not part of its identity."""

    file: str
    line: int
    function: str = ""  # LLVM: the function the root was extracted from
    value: str = ""  # LLVM: the root's name in that function


@dataclass(frozen=True, slots=True)
class Fragment:
    """An SSA DAG in topological order: operands refer to lower indices only."""

    insts: tuple[Inst, ...]
    names: tuple[str, ...]
    root: int
    root_demanded: int | None = None  # `infer %x (demandedBits=...)`
    blocks: tuple[Block, ...] = ()
    block_names: tuple[str, ...] = ()
    pcs: tuple[PathCondition, ...] = ()
    blockpcs: tuple[BlockPathCondition, ...] = ()
    origin: Origin | None = field(default=None, compare=False, hash=False)

    def width_of(self, operand: Operand) -> int:
        return operand.width if isinstance(operand, Const) else self.insts[operand.index].width

    def name_of(self, operand: Operand) -> str:
        return f"{operand.value}:i{operand.width}" if isinstance(operand, Const) else "%" + self.names[operand.index]

    @property
    def root_inst(self) -> Inst:
        return self.insts[self.root]

    @property
    def root_demanded_mask(self) -> int:
        """The bits of the root that are demanded: `infer %x (demandedBits=m)`'s m, or
        all of them."""
        return self.root_demanded if self.root_demanded is not None else mask(self.root_inst.width)

    def condition_operands(self) -> list[Operand]:
        """Both sides of every path condition (`pc` and `blockpc`)."""
        return [o for p in self.pcs for o in (p.lhs, p.rhs)] + [o for b in self.blockpcs for o in (b.lhs, b.rhs)]

    def condition_values(self) -> set[int]:
        """The instructions a path condition reads (its sides that are not constants)."""
        return {o.index for o in self.condition_operands() if isinstance(o, Ref)}

    def inputs(self) -> Iterator[int]:
        """Indices of the `var` instructions."""
        return (i for i, inst in enumerate(self.insts) if inst.op is Opcode.VAR)

    def freezes(self) -> Iterator[int]:
        return (i for i, inst in enumerate(self.insts) if inst.op is Opcode.FREEZE)

    def users(self) -> list[list[int]]:
        """users()[i] = indices of instructions using instruction i (with repeats)."""
        result: list[list[int]] = [[] for _ in self.insts]
        for j, inst in enumerate(self.insts):
            for operand in inst.operands:
                if isinstance(operand, Ref):
                    result[operand.index].append(j)
        return result


def root_cone(fragment: Fragment) -> list[int]:
    """Indices the root depends on (itself included), in order."""
    return cone_of(fragment, fragment.root)


def choice_combinations(fragment: Fragment, limit: int) -> list[dict[int, int]] | None:
    """Every assignment of a predecessor to each block (the one empty assignment for a
    fragment without blocks), or None when there are more than `limit`: every
    execution takes exactly one."""
    if math.prod(block.preds for block in fragment.blocks) > limit:
        return None
    return [dict(enumerate(picked)) for picked in itertools.product(*(range(b.preds) for b in fragment.blocks))]


def cone_of(fragment: Fragment, index: int) -> list[int]:
    """Indices instruction `index` depends on (itself included), in order."""
    needed = {index}
    for i in range(index, -1, -1):
        if i in needed:
            needed.update(o.index for o in fragment.insts[i].operands if isinstance(o, Ref))
    return sorted(needed)


def forward_cone(fragment: Fragment, value: int) -> set[int]:
    """Instructions that use `value`, directly or transitively."""
    reached = {value}
    for i in range(value + 1, len(fragment.insts)):
        if any(isinstance(o, Ref) and o.index in reached for o in fragment.insts[i].operands):
            reached.add(i)
    reached.discard(value)
    return reached


class FragmentError(ValueError):
    """A fragment built in Python breaks a rule of the IR (the reader reports the same
    rules with a source position instead)."""


def verify(fragment: Fragment) -> None:
    """Check every structural and typing rule; raise FragmentError on the first break."""
    f = fragment
    if len(f.names) != len(f.insts):
        raise FragmentError("one name per instruction is required")
    if len(set(f.names)) != len(f.names):
        raise FragmentError("instruction names must be unique")
    if len(f.block_names) != len(f.blocks):
        raise FragmentError("one name per block is required")
    if not 0 <= f.root < len(f.insts):
        raise FragmentError("root is not an instruction of the fragment")
    for i, inst in enumerate(f.insts):
        where = f"%{f.names[i]}"
        for operand in inst.operands:
            if isinstance(operand, Ref) and not 0 <= operand.index < i:
                raise FragmentError(f"{where}: operand does not refer to an earlier instruction")
        message = check_instruction(
            inst.op, inst.width, tuple(f.width_of(o) for o in inst.operands), inst.flags, inst.index
        )
        if message:
            raise FragmentError(f"{where}: {message}")
        if inst.op is Opcode.EXTRACTVALUE:
            agg = inst.operands[0]
            if not isinstance(agg, Ref) or f.insts[agg.index].op not in WITH_OVERFLOW:
                raise FragmentError(f"{where}: extractvalue of something that is not a with.overflow result")
        elif inst.op is Opcode.PHI:
            if inst.block is None or not 0 <= inst.block < len(f.blocks):
                raise FragmentError(f"{where}: phi without a block")
            if len(inst.operands) != f.blocks[inst.block].preds:
                raise FragmentError(
                    f"{where}: phi has {len(inst.operands)} incoming values, block has "
                    f"{f.blocks[inst.block].preds} predecessors"
                )
        for operand in inst.operands:
            if (
                isinstance(operand, Ref)
                and f.insts[operand.index].op in WITH_OVERFLOW
                and inst.op is not Opcode.EXTRACTVALUE
            ):
                raise FragmentError(f"{where}: a with.overflow result is only usable through extractvalue")
        if inst.op is Opcode.VAR:
            _verify_attrs(where, inst)
    sides: list[Operand] = [o for pc in f.pcs for o in (pc.lhs, pc.rhs)]
    sides += [o for bpc in f.blockpcs for o in (bpc.lhs, bpc.rhs)]
    aggregates = [*sides, Ref(f.root)]
    if any(isinstance(o, Ref) and f.insts[o.index].op in WITH_OVERFLOW for o in aggregates):
        raise FragmentError("a with.overflow result is only usable through extractvalue (not as root or in a pc)")
    for pc in f.pcs:
        if f.width_of(pc.lhs) != f.width_of(pc.rhs):
            raise FragmentError("pc compares values of different widths")
    for bpc in f.blockpcs:
        if not 0 <= bpc.block < len(f.blocks) or not 0 <= bpc.pred < f.blocks[bpc.block].preds:
            raise FragmentError("blockpc names a predecessor its block does not have")
        if f.width_of(bpc.lhs) != f.width_of(bpc.rhs):
            raise FragmentError("blockpc compares values of different widths")
    if f.root_demanded is not None and not 0 <= f.root_demanded <= mask(f.root_inst.width):
        raise FragmentError("demandedBits mask is wider than the root")


def _verify_attrs(where: str, inst: Inst) -> None:
    a, w = inst.attrs, inst.width
    if a.known_zero & a.known_one:
        raise FragmentError(f"{where}: knownBits has a bit both 0 and 1")
    if (a.known_zero | a.known_one) > mask(w):
        raise FragmentError(f"{where}: knownBits wider than the value")
    if a.range is not None:
        lo, hi = a.range
        if not (0 <= lo <= mask(w) and 0 <= hi <= mask(w)) or lo == hi:
            raise FragmentError(f"{where}: range must be [lo,hi) with lo != hi within i{w}")
    if not 1 <= a.sign_bits <= w:
        raise FragmentError(f"{where}: signBits must be in 1..{w}")
