"""The parsed form of a textual LLVM module, as much of it as fragment extraction needs.

`auditor.readers.llvm` fills it from `.ll` text; `auditor.readers.extract` turns it into
fragments. Only function bodies are kept, and of each instruction only what decides
its integer semantics: opcode, result type, operands, poison-generating flags, the
icmp predicate, the callee of a call, value-range facts (`!range` metadata and
`range(...)` return attributes) and the successor blocks of a terminator (with the
case values of a `switch`). Everything else — other metadata, debug records,
attribute groups, globals — is skipped by the parser, so nothing in it can make
reading fail.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Position:
    """1-based line and column in the `.ll` text."""

    line: int
    col: int


@dataclass(frozen=True, slots=True)
class Type:
    """An LLVM type as written. `width` is N for a scalar `iN`, None for anything else
    (ptr, vectors, floats, structs, arrays, void, labels, …). `fields` holds the member
    types of a literal struct such as `{ i32, i1 }` (what `*.with.overflow` returns)."""

    text: str
    width: int | None = None
    fields: tuple[Type, ...] = ()

    @property
    def is_integer(self) -> bool:
        return self.width is not None


@dataclass(frozen=True, slots=True)
class LocalRef:
    """`%name`: an instruction result or a parameter of the same function. `name` is
    without the `%`, unquoted (`%"a b"` → `a b`); numbered values keep their number
    as the name (`%7` → `7`)."""

    name: str


@dataclass(frozen=True, slots=True)
class IntConst:
    """An integer constant as written: `-1`, `42`, `true` (1), `false` (0). The value is
    the literal's mathematical value (possibly negative); the user's type gives the
    width."""

    value: int


@dataclass(frozen=True, slots=True)
class OtherValue:
    """Any other operand: `poison`, `undef`, `null`, `@global`, constant expressions,
    `zeroinitializer`, vector constants, floats, metadata, inline asm …, kept as text."""

    text: str


Value = LocalRef | IntConst | OtherValue


@dataclass(frozen=True, slots=True)
class Operand:
    type: Type
    value: Value


@dataclass(frozen=True, slots=True)
class Instruction:
    """One instruction.

    - `name`: result name without `%` (None for instructions without a result).
    - `opcode`: LLVM's word: `add`, `icmp`, `select`, `zext`, `phi`, `call`, `load`,
      `extractvalue`, `freeze`, `getelementptr`, `br`, `ret`, … (`tail call` /
      `musttail call` / `notail call` are `call`).
    - `type`: the result type (`void` for none).
    - `operands`: in LLVM order — binary operators: both; `icmp`: both; `select`:
      condition, true, false; casts: the source; `freeze`: one; `call`: the arguments
      (not the callee); `phi`: the incoming values, in the order written (blocks in
      `incoming`); `extractvalue`: the aggregate; `ret`: the value if any. For other
      instructions the operands the parser could read, possibly none.
    - `flags`: poison-generating keywords present: `nuw`, `nsw`, `exact`, `disjoint`,
      `nneg`, `samesign` (a `getelementptr` keeps its `nuw`; fast-math flags are not
      kept).
    - `predicate`: the icmp predicate (`eq`, `ult`, …); None otherwise (fcmp too).
    - `callee`: for `call`/`invoke`, the callee's name without `@` when it is a direct
      call (`llvm.umin.i32`), else None.
    - `incoming`: for `phi`, the incoming block names (without `%`), parallel to
      `operands`.
    - `indices`: for `extractvalue`, its constant indices.
    - `range`: a `!range` metadata node's first pair, or the `range(iN lo, hi)`
      attribute of a call's result, as (lo, hi) normalised modulo 2^width. For a call
      the call site's attribute comes first, then `!range`, then the direct callee's
      declared return attribute (`define range(i32 0, 2) i32 @f`), which LLVM applies
      to every call of it too (`CallBase::getRange`).
    - `successors`: for a terminator, the target block names (without `%`, unquoted
      as `BasicBlock.name` is), in LLVM's successor order: `br label %d`: `d`; `br i1
      %c, label %t, label %f`: `t`, `f`; `switch`: the default, then the case
      targets in the order written; `invoke`: normal, unwind; `callbr`: the default,
      then the indirect targets; `indirectbr`: its destinations; `catchswitch`: the
      unwind target if any, then the handlers; `catchret`, `cleanupret`: the target
      or unwind target if any. Empty for other instructions, and for a `switch`
      whose case table the reader could not read.
    - `cases`: for `switch`, the case values as written (the literal's mathematical
      value, possibly negative, like `IntConst.value`), parallel to `successors[1:]`.
    - `pos`: where the instruction starts.
    """

    name: str | None
    opcode: str
    type: Type
    operands: tuple[Operand, ...]
    pos: Position
    flags: frozenset[str] = frozenset()
    predicate: str | None = None
    callee: str | None = None
    incoming: tuple[str, ...] = ()
    indices: tuple[int, ...] = ()
    range: tuple[int, int] | None = None
    successors: tuple[str, ...] = ()
    cases: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class BasicBlock:
    """`name` is the label without `%` (an unnamed entry block gets its number, as
    LLVM numbers it)."""

    name: str
    instructions: tuple[Instruction, ...]
    pos: Position


@dataclass(frozen=True, slots=True)
class Parameter:
    """A function parameter; `range` from its `range(iN lo, hi)` attribute, normalised
    modulo 2^width; `noundef` whether that attribute is present."""

    name: str
    type: Type
    range: tuple[int, int] | None = None
    noundef: bool = False


@dataclass(frozen=True, slots=True)
class Function:
    """A `define`d function (declarations are not kept). `name` is without `@`."""

    name: str
    return_type: Type
    parameters: tuple[Parameter, ...]
    blocks: tuple[BasicBlock, ...]
    pos: Position


@dataclass(frozen=True, slots=True)
class Module:
    file: str
    functions: tuple[Function, ...]
