"""naive_known_bits.py with a seeded soundness bug, to see what auditor reports.

The bug: "add has no carries", i.e. a bit of `a + b` is known 0 where it is known 0
in both operands (true of `or`, false of `add`: 1 + 1 = 2). Audit it with:

    auditor scan examples/input.opt -a python:examples/naive_known_bits_buggy.py:BuggyKnownBits -d known-bits

and auditor reports the add as `unsound`, with a counterexample (the inputs, and the
value the result takes there). It imports naive_known_bits from beside it: a plugin's
directory is on sys.path.
"""

from __future__ import annotations

from naive_known_bits import NaiveKnownBits, transfer

from auditor.domains import KnownBits
from auditor.ir.fragment import Inst
from auditor.ir.opcodes import Opcode


def buggy_transfer(inst: Inst, args: list[KnownBits]) -> KnownBits:
    """`transfer`, but an add keeps the bits both operands have known 0 (wrong)."""
    if inst.op is Opcode.ADD:
        a, b = args
        return KnownBits(a.zero & b.zero, 0, inst.width)  # BUG: carries set such bits
    return transfer(inst, args)


class BuggyKnownBits(NaiveKnownBits):
    """The plugin: `python:examples/naive_known_bits_buggy.py:BuggyKnownBits`."""

    name = "naive-known-bits-buggy"
    transfer = staticmethod(buggy_transfer)
