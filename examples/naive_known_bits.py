"""A naive known-bits analysis, written as an auditor `python:` plugin.

It knows constants, the `knownBits=` attribute of inputs, and the bitwise operators
(and, or, xor), shifts by a constant, zext and trunc; every other value is claimed
unknown (`xxxxxxxx`: sound, and counted as lost precision). Audit it with:

    auditor scan examples/input.opt -a python:examples/naive_known_bits.py:NaiveKnownBits -d known-bits

It reads a fragment as docs/analysis-protocol.md ("What a plugin reads") describes:
`fragment.insts[i]` is value i, its operands are `Ref(index)` (an earlier value) or
`Const(value, width)`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from auditor.analyses.base import Claim, Outcome
from auditor.domains import Domain, KnownBits
from auditor.ir.fragment import Const, Fragment, Inst, Operand, mask
from auditor.ir.opcodes import Opcode


def operand_bits(known: list[KnownBits], operand: Operand) -> KnownBits:
    """What is known of `operand`: all of a constant, or what was found for the value
    it refers to. Example: `operand_bits([], Const(5, 4)) == KnownBits(0b1010, 0b0101, 4)`."""
    if isinstance(operand, Const):
        return KnownBits.constant(operand.value, operand.width)
    return known[operand.index]


def shifted(bits: KnownBits, amount: int, left: bool) -> KnownBits:
    """`bits` shifted by a constant `amount` (< width): the bits shifted in are 0."""
    m, w = mask(bits.width), bits.width
    if left:
        return KnownBits((bits.zero << amount | mask(amount)) & m, bits.one << amount & m, w)
    return KnownBits(bits.zero >> amount | (m ^ (m >> amount)), bits.one >> amount, w)


def transfer(inst: Inst, args: list[KnownBits]) -> KnownBits:
    """The known bits of one instruction's result from those of its operands (`args`,
    in order); unknown for any instruction it does not model.
    Example: and of x (unknown, i8) and 0x0f: `KnownBits(0xf0, 0, 8)`."""
    w, m = inst.width, mask(inst.width)
    if inst.op is Opcode.VAR:
        return KnownBits(inst.attrs.known_zero, inst.attrs.known_one, w)
    if inst.op is Opcode.AND:
        a, b = args
        return KnownBits(a.zero | b.zero, a.one & b.one, w)
    if inst.op is Opcode.OR:
        a, b = args
        return KnownBits(a.zero & b.zero, a.one | b.one, w)
    if inst.op is Opcode.XOR:
        a, b = args
        return KnownBits((a.zero & b.zero) | (a.one & b.one), (a.zero & b.one) | (a.one & b.zero), w)
    if inst.op in (Opcode.SHL, Opcode.LSHR) and _constant_below(inst.operands[1], w):
        return shifted(args[0], _constant(inst.operands[1]), left=inst.op is Opcode.SHL)
    if inst.op is Opcode.ZEXT:
        (a,) = args
        return KnownBits(a.zero | (m ^ mask(a.width)), a.one, w)
    if inst.op is Opcode.TRUNC:
        (a,) = args
        return KnownBits(a.zero & m, a.one & m, w)
    return KnownBits.unknown(w)


def _constant(operand: Operand) -> int:
    return operand.value if isinstance(operand, Const) else -1


def _constant_below(operand: Operand, width: int) -> bool:
    """Whether `operand` is a constant shift amount that does not make poison."""
    return 0 <= _constant(operand) < width


def known_bits(fragment: Fragment) -> list[KnownBits]:
    """The known bits of every value of `fragment`, in order (values only refer to
    earlier ones, so one pass suffices)."""
    known: list[KnownBits] = []
    for inst in fragment.insts:
        known.append(transfer(inst, [operand_bits(known, o) for o in inst.operands]))
    return known


class NaiveKnownBits:
    """The plugin: `python:examples/naive_known_bits.py:NaiveKnownBits`."""

    name = "naive-known-bits"
    version = "1.0"
    domains = frozenset({Domain.KNOWN_BITS})
    transfer = staticmethod(transfer)

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterator[Outcome]:
        """One known-bits claim per value (with-overflow results have no integer value
        of their own: skipped)."""
        for n, fragment in enumerate(fragments):
            known: list[KnownBits] = []
            for value, inst in enumerate(fragment.insts):
                known.append(self.transfer(inst, [operand_bits(known, o) for o in inst.operands]))
                if inst.op.value.endswith(".with.overflow"):
                    continue
                yield Claim(n, value, Domain.KNOWN_BITS, known[-1])
