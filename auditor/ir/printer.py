"""Souper-syntax printer for fragments.

Souper's fused spellings are used where Souper has them (`addnsw`, `udivexact`), so our
output stays readable by Souper's own tools; flags Souper lacks follow the opcode as
LLVM keywords (`or disjoint`, `zext nneg`, `ult samesign`, `ctlz zeropoison`).
The reader accepts both forms.
"""

from __future__ import annotations

from auditor.ir.fragment import Const, Fragment, Inst, Operand, mask
from auditor.ir.opcodes import Flag, Opcode

FUSED: dict[tuple[Opcode, frozenset[Flag]], str] = {}
for _op in (Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.SHL):
    FUSED[_op, frozenset({Flag.NSW})] = _op.value + "nsw"
    FUSED[_op, frozenset({Flag.NUW})] = _op.value + "nuw"
    FUSED[_op, frozenset({Flag.NSW, Flag.NUW})] = _op.value + "nw"
for _op in (Opcode.UDIV, Opcode.SDIV, Opcode.LSHR, Opcode.ASHR):
    FUSED[_op, frozenset({Flag.EXACT})] = _op.value + "exact"
UNFUSED: dict[str, tuple[Opcode, frozenset[Flag]]] = {name: key for key, name in FUSED.items()}

FLAG_ORDER = tuple(Flag)


def format_bits(zero: int, one: int, width: int) -> str:
    """Known bits as Souper writes them: MSB first, 0 / 1 / x."""
    return "".join("0" if zero >> i & 1 else "1" if one >> i & 1 else "x" for i in range(width - 1, -1, -1))


def format_mask(value: int, width: int) -> str:
    return format(value & mask(width), f"0{width}b")


def opcode_text(inst: Inst) -> str:
    fused = FUSED.get((inst.op, inst.flags))
    if fused is not None:
        return fused
    words = [inst.op.value] + [f.value for f in FLAG_ORDER if f in inst.flags]
    return " ".join(words)


def _attrs_text(inst: Inst) -> str:
    a, w = inst.attrs, inst.width
    parts: list[str] = []
    if a.known_zero or a.known_one:
        parts.append(f"(knownBits={format_bits(a.known_zero, a.known_one, w)})")
    if a.non_negative:
        parts.append("(nonNegative)")
    if a.negative:
        parts.append("(negative)")
    if a.non_zero:
        parts.append("(nonZero)")
    if a.power_of_two:
        parts.append("(powerOfTwo)")
    if a.sign_bits > 1:
        parts.append(f"(signBits={a.sign_bits})")
    if a.range is not None:
        parts.append(f"(range=[{a.range[0]},{a.range[1]}))")
    return "".join(" " + p for p in parts)


def format_operand(fragment: Fragment, operand: Operand) -> str:
    if isinstance(operand, Const):
        return f"{operand.value}:i{operand.width}"
    return "%" + fragment.names[operand.index]


def format_inst(fragment: Fragment, index: int) -> str:
    inst = fragment.insts[index]
    head = f"%{fragment.names[index]}:i{inst.width} = {opcode_text(inst)}"
    if inst.op is Opcode.VAR:
        return head + _attrs_text(inst)
    ops = [format_operand(fragment, o) for o in inst.operands]
    if inst.op is Opcode.PHI:
        assert inst.block is not None
        ops.insert(0, "%" + fragment.block_names[inst.block])
    if inst.op is Opcode.EXTRACTVALUE:
        ops.append(str(inst.index))
    return head + " " + ", ".join(ops)


def format_fragment(fragment: Fragment) -> str:
    """Souper text of one fragment, ending with its `infer` line and a newline."""
    f = fragment
    lines = [f"%{name} = block {b.preds}" for name, b in zip(f.block_names, f.blocks, strict=True)]
    lines += [format_inst(f, i) for i in range(len(f.insts))]
    lines += [f"pc {format_operand(f, pc.lhs)} {format_operand(f, pc.rhs)}" for pc in f.pcs]
    lines += [
        f"blockpc %{f.block_names[b.block]} {b.pred} {format_operand(f, b.lhs)} {format_operand(f, b.rhs)}"
        for b in f.blockpcs
    ]
    infer = f"infer %{f.names[f.root]}"
    if f.root_demanded is not None:
        infer += f" (demandedBits={format_mask(f.root_demanded, f.root_inst.width)})"
    lines.append(infer)
    return "\n".join(lines) + "\n"


def format_fragments(fragments: list[Fragment]) -> str:
    return "\n".join(format_fragment(f) for f in fragments)
