"""Fragments as one line of text: `and(lshr(%0, C1), 7)`. One function writes both
the cheap grouping key (constants and widths abstracted, commutative operands
sorted) and the pattern a reader sees (widths, attributes, free constants as C1,
C2, …), so the two cannot drift apart."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from auditor.ir.fragment import Const, Fragment, Ref, to_signed
from auditor.ir.opcodes import COMMUTATIVE, Opcode
from auditor.ir.printer import format_inst, format_mask, opcode_text

Slot = tuple[str, int, int]
"""Where a constant sits: ("inst", instruction, operand), ("pc", n, side) or
("blockpc", n, side)."""
ConstText = Callable[[Slot, Const], str]


def literal(_slot: Slot, c: Const) -> str:
    """A constant as a reader of the pattern expects it: signed, as LLVM prints it."""
    return str(c.value if c.width == 1 else to_signed(c.value, c.width))


def abstract(_slot: Slot, _c: Const) -> str:
    return "C"


def expression(fragment: Fragment, constant: ConstText = literal, widths: bool = True, at: int | None = None) -> str:
    """The fragment as one line, `and(lshr(%0, C1), 7)`: nested calls, a value used
    more than once bound first (`%2 = mul(%0, %1); add(%2, %2)`: no blow-up on a DAG),
    inputs' attributes, path conditions and the demanded mask after `;`. With
    `widths`, the root's width leads and an input of another width carries its own,
    with attributes in full; without, widths are left out, attributes are reduced to
    their kinds and commutative operands are sorted — the form keys compare.
    `at`: the audited value when it is not the root (demanded bits)."""
    f = fragment
    uses: Counter[int] = Counter(o.index for i in f.insts for o in i.operands if isinstance(o, Ref))
    uses.update(o.index for o in f.condition_operands() if isinstance(o, Ref))
    shared = {i for i, n in uses.items() if n > 1 and f.insts[i].op is not Opcode.VAR and i != f.root}
    root_width = f.root_inst.width

    def term(o: Ref | Const, slot: Slot) -> str:
        if isinstance(o, Const):
            return constant(slot, o)
        if f.insts[o.index].op is Opcode.VAR or o.index in shared:
            return "%" + f.names[o.index]
        return call(o.index)

    def call(i: int) -> str:
        inst = f.insts[i]
        args = [term(o, ("inst", i, k)) for k, o in enumerate(inst.operands)]
        if not widths and inst.op in COMMUTATIVE:
            args.sort()
        if inst.op is Opcode.PHI:
            args.insert(0, "%" + f.block_names[inst.block or 0])
        if inst.op is Opcode.EXTRACTVALUE:
            args.append(str(inst.index))
        return f"{opcode_text(inst)}({', '.join(args)})"

    parts = [f"%{f.names[i]} = {call(i)}" for i in sorted(shared)]
    parts.append("%" + f.names[f.root] if f.root_inst.op is Opcode.VAR else call(f.root))
    text = "; ".join(parts)
    if widths:
        text = f"i{root_width} {text}"
    inputs = [_input_text(f, i, widths, root_width) for i in f.inputs()]
    notes = [t for t in inputs if t]
    notes += [f"pc {term(p.lhs, ('pc', n, 0))} = {term(p.rhs, ('pc', n, 1))}" for n, p in enumerate(f.pcs)]
    notes += [
        f"blockpc %{f.block_names[b.block]} {b.pred} {term(b.lhs, ('blockpc', n, 0))} = "
        f"{term(b.rhs, ('blockpc', n, 1))}"
        for n, b in enumerate(f.blockpcs)
    ]
    if f.root_demanded is not None:
        notes.append(f"demandedBits={format_mask(f.root_demanded, root_width)}" if widths else "demandedBits")
    if at is not None and at != f.root:
        notes.append(f"at %{f.names[at]}")
    return "; ".join([text, *notes])


def _input_text(f: Fragment, i: int, widths: bool, root_width: int) -> str:
    inst = f.insts[i]
    if widths:
        attrs = format_inst(f, i).split(" = var", 1)[1]
        width = f":i{inst.width}" if inst.width != root_width else ""
    else:
        a = inst.attrs
        kinds = [("knownBits", bool(a.known_zero or a.known_one)), ("nonNegative", a.non_negative),
                 ("negative", a.negative), ("nonZero", a.non_zero), ("powerOfTwo", a.power_of_two),
                 ("signBits", a.sign_bits > 1), ("range", a.range is not None)]  # fmt: skip
        attrs = "".join(f" ({k})" for k, on in kinds if on)
        width = ""
    return f"%{f.names[i]}{width}{attrs}" if width or attrs else ""


# --- grouping -------------------------------------------------------------------------


def pattern_text(fragment: Fragment, free: frozenset[Slot], at: int | None, widths: bool = True) -> str:
    """The reproducer with its free constants written C1, C2, … (in reading order)
    and the others literal; without `widths`, the form merged patterns share."""
    names: dict[Slot, str] = {}

    def constant(slot: Slot, c: Const) -> str:
        if slot not in free:
            return literal(slot, c)
        if not widths:
            return "C"
        return names.setdefault(slot, f"C{len(names) + 1}")

    return expression(fragment, constant, widths=widths, at=at)
