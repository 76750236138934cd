"""Hypothesis strategies for random, well-typed fragments over every opcode and flag.

Used by the property tests of every layer (semantics cross-check, reader round trip,
oracles). Constants are biased to edge values, as bugs live there.
"""

from __future__ import annotations

from collections.abc import Iterable

from hypothesis import strategies as st

from auditor.ir.fragment import (
    Block,
    BlockPathCondition,
    Const,
    Fragment,
    Inst,
    Operand,
    PathCondition,
    Ref,
    VarAttrs,
    mask,
    verify,
)
from auditor.ir.opcodes import ALLOWED_FLAGS, CASTS, ICMPS, WITH_OVERFLOW, Flag, Opcode
from auditor.oracles.sampling import edge_values

SIMPLE_BINARY = [
    Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.SHL, Opcode.UDIV, Opcode.SDIV, Opcode.UREM,
    Opcode.SREM, Opcode.LSHR, Opcode.ASHR, Opcode.AND, Opcode.OR, Opcode.XOR, Opcode.UMIN,
    Opcode.UMAX, Opcode.SMIN, Opcode.SMAX, Opcode.UADD_SAT, Opcode.SADD_SAT, Opcode.USUB_SAT,
    Opcode.SSUB_SAT, Opcode.USHL_SAT, Opcode.SSHL_SAT,
]  # fmt: skip
UNARY = [Opcode.CTPOP, Opcode.CTLZ, Opcode.CTTZ, Opcode.BITREVERSE, Opcode.ABS, Opcode.FREEZE, Opcode.BSWAP]


def in_order(ops: Iterable[Opcode]) -> list[Opcode]:
    """Opcodes in declaration order. A frozenset iterates in string-hash order, which
    differs between processes; pytest-xdist needs every worker to collect the same ids."""
    return sorted(ops, key=list(Opcode).index)


@st.composite
def constants(draw: st.DrawFn, width: int) -> Const:
    value = draw(st.one_of(st.sampled_from(edge_values(width)), st.integers(0, mask(width))))
    return Const(value, width)


@st.composite
def var_attrs(draw: st.DrawFn, width: int) -> VarAttrs:
    if draw(st.integers(0, 3)) != 0:
        return VarAttrs()
    m = mask(width)
    known = draw(st.integers(0, m))
    one = draw(st.integers(0, m)) & known
    lo = draw(st.integers(0, m))
    hi = draw(st.integers(0, m).filter(lambda h: h != lo))
    return VarAttrs(
        known_zero=(known & ~one) if draw(st.booleans()) else 0,
        known_one=one if draw(st.booleans()) else 0,
        range=(lo, hi) if draw(st.booleans()) else None,
        non_zero=draw(st.booleans()),
        non_negative=draw(st.booleans()) and draw(st.booleans()),
        power_of_two=draw(st.booleans()) and draw(st.booleans()),
        sign_bits=draw(st.integers(1, width)) if draw(st.booleans()) else 1,
    )


class _Builder:
    def __init__(self) -> None:
        self.insts: list[Inst] = []
        self.blocks: list[Block] = []

    def of_width(self, width: int) -> list[int]:
        return [i for i, inst in enumerate(self.insts) if inst.width == width and inst.op not in WITH_OVERFLOW]

    def add(self, inst: Inst) -> int:
        self.insts.append(inst)
        return len(self.insts) - 1


@st.composite
def operands(draw: st.DrawFn, b: _Builder, width: int) -> Operand:
    pool = b.of_width(width)
    if pool and draw(st.integers(0, 4)) > 0:
        return Ref(draw(st.sampled_from(pool)))
    return draw(constants(width))


@st.composite
def flags_for(draw: st.DrawFn, op: Opcode) -> frozenset[Flag]:
    allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()), key=lambda f: f.value)
    return frozenset(f for f in allowed if draw(st.integers(0, 2)) == 0)


@st.composite
def fragments(
    draw: st.DrawFn,
    widths: tuple[int, ...] = (1, 2, 3, 4, 8),
    max_insts: int = 6,
    max_vars: int = 3,
    opcodes: tuple[Opcode, ...] | None = None,
    path_conditions: bool = True,
) -> Fragment:
    """A random fragment whose root is its last instruction."""
    b = _Builder()
    main = draw(st.sampled_from(widths))
    for _ in range(draw(st.integers(1, max_vars))):
        w = main if draw(st.integers(0, 3)) else draw(st.sampled_from(widths))
        b.add(Inst(Opcode.VAR, w, attrs=draw(var_attrs(w))))
    choices = list(opcodes) if opcodes else [
        *SIMPLE_BINARY, *UNARY, *in_order(ICMPS), *in_order(CASTS), *in_order(WITH_OVERFLOW),
        Opcode.SELECT, Opcode.FSHL, Opcode.FSHR, Opcode.PHI,
    ]  # fmt: skip
    for _ in range(draw(st.integers(1, max_insts))):
        op = draw(st.sampled_from(choices))
        inst = draw(_instruction(b, op, widths))
        if inst is None:
            continue
        idx = b.add(inst)
        if op in WITH_OVERFLOW:
            # A with.overflow result is only usable through extractvalue.
            for index in draw(st.sampled_from([(0,), (1,), (1, 0)])):
                b.add(Inst(Opcode.EXTRACTVALUE, 1 if index else inst.width - 1, (Ref(idx),), index=index))
    root = len(b.insts) - 1
    pcs: list[PathCondition] = []
    blockpcs: list[BlockPathCondition] = []
    ones = b.of_width(1)
    if path_conditions and ones and draw(st.integers(0, 3)) == 0:
        pcs.append(PathCondition(Ref(draw(st.sampled_from(ones))), Const(draw(st.integers(0, 1)), 1)))
    if path_conditions and ones and b.blocks and draw(st.integers(0, 3)) == 0:
        blk = draw(st.integers(0, len(b.blocks) - 1))
        pred = draw(st.integers(0, b.blocks[blk].preds - 1))
        blockpcs.append(BlockPathCondition(blk, pred, Ref(draw(st.sampled_from(ones))), Const(1, 1)))
    fragment = Fragment(
        insts=tuple(b.insts),
        names=tuple(f"v{i}" for i in range(len(b.insts))),
        root=root,
        blocks=tuple(b.blocks),
        block_names=tuple(f"bb{i}" for i in range(len(b.blocks))),
        pcs=tuple(pcs),
        blockpcs=tuple(blockpcs),
    )
    verify(fragment)
    return fragment


@st.composite
def _instruction(draw: st.DrawFn, b: _Builder, op: Opcode, widths: tuple[int, ...]) -> Inst | None:
    present = sorted({i.width for i in b.insts if i.op not in WITH_OVERFLOW})
    w = draw(st.sampled_from(present))
    flags = draw(flags_for(op))
    if op in SIMPLE_BINARY or op in (Opcode.FSHL, Opcode.FSHR) or op in UNARY:
        if op is Opcode.BSWAP and w % 16:
            return None
        n = 1 if op in UNARY else 3 if op in (Opcode.FSHL, Opcode.FSHR) else 2
        return Inst(op, w, tuple(draw(operands(b, w)) for _ in range(n)), flags)
    if op in ICMPS:
        return Inst(op, 1, (draw(operands(b, w)), draw(operands(b, w))), flags)
    if op in WITH_OVERFLOW:
        return Inst(op, w + 1, (draw(operands(b, w)), draw(operands(b, w))))
    if op is Opcode.SELECT:
        return Inst(op, w, (draw(operands(b, 1)), draw(operands(b, w)), draw(operands(b, w))))
    if op in CASTS:
        src = b.of_width(w)
        if not src:
            return None
        source = Ref(draw(st.sampled_from(src)))
        targets = [t for t in widths if (t < w if op is Opcode.TRUNC else t > w)]
        if not targets:
            return None
        return Inst(op, draw(st.sampled_from(targets)), (source,), flags)
    if op is Opcode.PHI:
        preds = draw(st.integers(1, 3))
        if len(b.blocks) > 0 and draw(st.booleans()):
            blk = draw(st.integers(0, len(b.blocks) - 1))
        else:
            b.blocks.append(Block(preds))
            blk = len(b.blocks) - 1
        preds = b.blocks[blk].preds
        return Inst(op, w, tuple(draw(operands(b, w)) for _ in range(preds)), block=blk)
    return None
