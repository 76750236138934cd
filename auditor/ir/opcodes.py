"""Opcodes and flags of the fragment IR, with their typing rules.

The spelling of each opcode is Souper's where Souper has the operation (so our files
stay readable by Souper's tools) and LLVM's intrinsic name otherwise (`umin`,
`ushl.sat`, ...). The typing rules live here, once, so that the reader, the verifier
and the generator all agree on what a well-typed instruction is.
"""

from __future__ import annotations

from enum import StrEnum

MAX_WIDTH = 1024
"""Widest integer the IR accepts. LLVM allows 2^23 bits; nothing in a real corpus of
scalar code comes close to 1024, and the oracles' cost grows with width."""


class Opcode(StrEnum):
    VAR = "var"
    PHI = "phi"
    FREEZE = "freeze"
    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    SHL = "shl"
    UDIV = "udiv"
    SDIV = "sdiv"
    UREM = "urem"
    SREM = "srem"
    LSHR = "lshr"
    ASHR = "ashr"
    AND = "and"
    OR = "or"
    XOR = "xor"
    EQ = "eq"
    NE = "ne"
    ULT = "ult"
    ULE = "ule"
    UGT = "ugt"
    UGE = "uge"
    SLT = "slt"
    SLE = "sle"
    SGT = "sgt"
    SGE = "sge"
    SELECT = "select"
    ZEXT = "zext"
    SEXT = "sext"
    TRUNC = "trunc"
    CTPOP = "ctpop"
    CTLZ = "ctlz"
    CTTZ = "cttz"
    BSWAP = "bswap"
    BITREVERSE = "bitreverse"
    FSHL = "fshl"
    FSHR = "fshr"
    UMIN = "umin"
    UMAX = "umax"
    SMIN = "smin"
    SMAX = "smax"
    ABS = "abs"
    UADD_SAT = "uadd.sat"
    SADD_SAT = "sadd.sat"
    USUB_SAT = "usub.sat"
    SSUB_SAT = "ssub.sat"
    USHL_SAT = "ushl.sat"
    SSHL_SAT = "sshl.sat"
    SADD_WO = "sadd.with.overflow"
    UADD_WO = "uadd.with.overflow"
    SSUB_WO = "ssub.with.overflow"
    USUB_WO = "usub.with.overflow"
    SMUL_WO = "smul.with.overflow"
    UMUL_WO = "umul.with.overflow"
    EXTRACTVALUE = "extractvalue"


class Flag(StrEnum):
    """Poison-generating flags. `ZERO_POISON` is the `i1 true` argument of llvm.ctlz /
    llvm.cttz, `INT_MIN_POISON` the `i1 true` argument of llvm.abs."""

    NSW = "nsw"
    NUW = "nuw"
    EXACT = "exact"
    DISJOINT = "disjoint"
    NNEG = "nneg"
    SAMESIGN = "samesign"
    ZERO_POISON = "zeropoison"
    INT_MIN_POISON = "intminpoison"


ICMPS = frozenset(
    {
        Opcode.EQ,
        Opcode.NE,
        Opcode.ULT,
        Opcode.ULE,
        Opcode.UGT,
        Opcode.UGE,
        Opcode.SLT,
        Opcode.SLE,
        Opcode.SGT,
        Opcode.SGE,
    }
)
WITH_OVERFLOW = frozenset(
    {Opcode.SADD_WO, Opcode.UADD_WO, Opcode.SSUB_WO, Opcode.USUB_WO, Opcode.SMUL_WO, Opcode.UMUL_WO}
)
CASTS = frozenset({Opcode.ZEXT, Opcode.SEXT, Opcode.TRUNC})
DIVISIONS = frozenset({Opcode.UDIV, Opcode.SDIV, Opcode.UREM, Opcode.SREM})
SHIFTS = frozenset({Opcode.SHL, Opcode.LSHR, Opcode.ASHR})
COMMUTATIVE = frozenset(
    {
        Opcode.ADD,
        Opcode.MUL,
        Opcode.AND,
        Opcode.OR,
        Opcode.XOR,
        Opcode.EQ,
        Opcode.NE,
        Opcode.UMIN,
        Opcode.UMAX,
        Opcode.SMIN,
        Opcode.SMAX,
        Opcode.UADD_SAT,
        Opcode.SADD_SAT,
        Opcode.SADD_WO,
        Opcode.UADD_WO,
        Opcode.SMUL_WO,
        Opcode.UMUL_WO,
    }
)

_UNARY = frozenset({Opcode.FREEZE, Opcode.CTPOP, Opcode.CTLZ, Opcode.CTTZ, Opcode.BSWAP, Opcode.BITREVERSE, Opcode.ABS})
_TERNARY = frozenset({Opcode.SELECT, Opcode.FSHL, Opcode.FSHR})

ALLOWED_FLAGS: dict[Opcode, frozenset[Flag]] = {
    Opcode.ADD: frozenset({Flag.NSW, Flag.NUW}),
    Opcode.SUB: frozenset({Flag.NSW, Flag.NUW}),
    Opcode.MUL: frozenset({Flag.NSW, Flag.NUW}),
    Opcode.SHL: frozenset({Flag.NSW, Flag.NUW}),
    Opcode.TRUNC: frozenset({Flag.NSW, Flag.NUW}),
    Opcode.UDIV: frozenset({Flag.EXACT}),
    Opcode.SDIV: frozenset({Flag.EXACT}),
    Opcode.LSHR: frozenset({Flag.EXACT}),
    Opcode.ASHR: frozenset({Flag.EXACT}),
    Opcode.OR: frozenset({Flag.DISJOINT}),
    Opcode.ZEXT: frozenset({Flag.NNEG}),
    Opcode.CTLZ: frozenset({Flag.ZERO_POISON}),
    Opcode.CTTZ: frozenset({Flag.ZERO_POISON}),
    Opcode.ABS: frozenset({Flag.INT_MIN_POISON}),
    **{op: frozenset({Flag.SAMESIGN}) for op in ICMPS},
}


def operand_count(op: Opcode) -> int:
    """Number of value operands (phi: any number ≥ 1, returned as -1)."""
    if op is Opcode.VAR:
        return 0
    if op is Opcode.PHI:
        return -1
    if op in _UNARY or op in CASTS or op is Opcode.EXTRACTVALUE:
        return 1
    if op in _TERNARY:
        return 3
    return 2


def result_width(op: Opcode, operand_widths: tuple[int, ...], index: int | None = None) -> int | None:
    """The width an instruction must have given its operands' widths, or None when the
    instruction's own annotation decides it (var, casts)."""
    if op in ICMPS:
        return 1
    if op in WITH_OVERFLOW:
        return operand_widths[0] + 1
    if op is Opcode.EXTRACTVALUE:
        return operand_widths[0] - 1 if index == 0 else 1
    if op in CASTS or op is Opcode.VAR:
        return None
    if op is Opcode.SELECT:
        return operand_widths[1]
    return operand_widths[0]


def expected_operand_widths(op: Opcode, width: int, count: int) -> tuple[int | None, ...]:
    """Widths the operands must have for an instruction of this width; None where the
    operand's width is free (cast sources, the aggregate of extractvalue)."""
    if op in ICMPS:
        return (None, None)
    if op in CASTS or op is Opcode.EXTRACTVALUE:
        return (None,)
    if op in WITH_OVERFLOW:
        return (width - 1, width - 1)
    if op is Opcode.SELECT:
        return (1, width, width)
    return tuple(width for _ in range(count))


def check_instruction(
    op: Opcode, width: int, operand_widths: tuple[int, ...], flags: frozenset[Flag], index: int | None = None
) -> str | None:
    """Typing rule of one instruction; returns a message when it is ill-typed.

    Shared by the reader (which adds file:line:col) and `verify` (for fragments built
    in Python), so both accept exactly the same language."""
    if not 1 <= width <= MAX_WIDTH:
        return f"width i{width} is outside the supported i1..i{MAX_WIDTH}"
    n = operand_count(op)
    if n >= 0 and len(operand_widths) != n:
        return f"'{op.value}' takes {n} operand{'s' if n != 1 else ''}, got {len(operand_widths)}"
    if n < 0 and not operand_widths:
        return "'phi' needs at least one incoming value"
    bad = flags - ALLOWED_FLAGS.get(op, frozenset())
    if bad:
        return f"flag '{sorted(f.value for f in bad)[0]}' is not allowed on '{op.value}'"
    if op in ICMPS and operand_widths[0] != operand_widths[1]:
        return f"comparison of i{operand_widths[0]} with i{operand_widths[1]}"
    if (op is Opcode.ZEXT or op is Opcode.SEXT) and operand_widths[0] >= width:
        return f"'{op.value}' from i{operand_widths[0]} to i{width} does not widen"
    if op is Opcode.TRUNC and operand_widths[0] <= width:
        return f"'trunc' from i{operand_widths[0]} to i{width} does not narrow"
    if op is Opcode.BSWAP and width % 16 != 0:
        return f"'bswap' needs a width that is a multiple of 16, got i{width}"
    if op is Opcode.EXTRACTVALUE:
        if index not in (0, 1):
            return "'extractvalue' index must be 0 or 1"
        if operand_widths[0] < 2:
            return "'extractvalue' needs a with.overflow result"
    if op in WITH_OVERFLOW and width < 2:
        return f"'{op.value}' result is i(W+1) and W ≥ 1"
    want = result_width(op, operand_widths, index)
    if want is not None and want != width:
        return f"'{op.value}' of these operands has width i{want}, not i{width}"
    expected = expected_operand_widths(op, width, len(operand_widths))
    for i, (have, need) in enumerate(zip(operand_widths, expected, strict=True)):
        if need is not None and have != need:
            return f"operand {i + 1} of '{op.value}' is i{have}, expected i{need}"
    return None
