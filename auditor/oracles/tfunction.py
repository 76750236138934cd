"""Injectivity of T-functions, proven one bit at a time (Klimov & Shamir, "A New Class
of Invertible Mappings", CHES 2002) — the half of a surjectivity proof that a
collision query cannot give for hash rounds.

A map of x is a *T-function* when bit i of its result depends on bits 0..i of x only:
`add`, `sub`, `mul`, `and`, `or`, `xor`, `shl` by an amount that does not depend on x,
`zext`, `sext`, `trunc`, and `select` / `phi` whose choice does not depend on x, over
x and values that do not depend on it. xxHash's `(x & 0xFFFFFFFF) * 0x85EBCA77 + x`
is one.

Theorem (the direction used): an n-bit T-function f is injective on x's low n bits
(the others fixed) when, for every such x and every i < n, bit i of f(x) differs from
bit i of f(x ^ 2^i). Proof: let f(x) = f(y) with x ≠ y, and i their lowest differing
bit; x ^ 2^i agrees with y on bits 0..i, so bit i of f(x ^ 2^i) is bit i of f(y),
which is bit i of f(x) — a contradiction.

Why one query per bit: the two copies then differ in one constant bit of x, so after
bit-blasting they share every gate below bit i (Z3 hash-conses the Boolean terms), and
the query is nearly trivial (xxHash's map: 64 queries, a fraction of a second in all).
Asked of all bits at once (a symbolic one-hot flip), or as "f(x) = f(y) with x ≠ y",
Z3 gives up on the same map even given seconds, and so does the collision query of
`range_search.surjective.is_surjective` (Bitwuzla, then Z3) within its `collision_ms` budget.

Most such maps need no query at all (`flip_sensitivity`): write δ_i(g) for bit i of
g(x) ^ g(x ^ 2^i). For T-functions δ_i is additive — bit i of a ± b or a ^ b is a_i ^
b_i ^ (a carry or borrow from bits 0..i−1, which flipping x_i leaves alone) — and
δ_i(a · k) = δ_i(a) · (k mod 2), δ_i(a & k) = δ_i(a) · k_i, δ_i(a << c) = 0 for c ≥ 1.
So xxHash's `(v & 0xFFFFFFFF) * 0x85EBCA76 + v` has δ_i = 0 ^ 1 = 1 at every bit: a
bijection, read off the operations with no query at all.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import z3

from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, cone_of, mask
from auditor.ir.opcodes import Opcode
from auditor.oracles.sampling import InputPoint, along_input
from auditor.oracles.session import SemanticsMismatch, Session
from auditor.semantics.concrete import evaluate

_BITWISE = frozenset(
    {Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.AND, Opcode.OR, Opcode.XOR, Opcode.ZEXT, Opcode.SEXT, Opcode.TRUNC}
)
"""Operations that are T-functions of all their operands (sext: bit j ≥ the operand's
width copies its top bit, below j)."""

_ON_FIRST = {Opcode.SHL: 1, Opcode.SELECT: 0}
"""Operations that are T-functions of their other operands when this one does not
depend on x (a shift amount, a select's condition)."""

BIT_MS = 100
"""Cap of one bit's query: on the corpora each takes a few milliseconds."""

TRIALS = 16
"""Random xs at which the evaluator checks the per-bit condition before any query."""


def is_t_function(fragment: Fragment, index: int, x: int) -> bool:
    """Whether value `index` is, by construction, a T-function of input x: every
    instruction of its cone that depends on x is one of the operations above, with
    any shift amount or select condition independent of x (a phi's block is pinned
    with the other inputs)."""
    insts = fragment.insts
    dependent = {x}
    for i in cone_of(fragment, index):
        inst = insts[i]
        on_x = [n for n, o in enumerate(inst.operands) if isinstance(o, Ref) and o.index in dependent]
        if not on_x:
            continue
        dependent.add(i)
        if inst.op in _BITWISE or inst.op is Opcode.PHI:
            continue
        if inst.op in _ON_FIRST and _ON_FIRST[inst.op] not in on_x:
            continue
        return False
    return index in dependent


def injective_low_bits(session: Session, index: int, x: int, point: InputPoint, bits: int) -> bool:
    """Whether value `index` — a T-function of input x (`is_t_function`) — is injective
    in x's low `bits` bits on its low `bits` bits, every other input (and x's higher
    bits) as at `point`: the per-bit condition of the theorem, one query per bit, lowest
    first. False when a bit fails it (a collision exists then too: the condition is
    also necessary); Unknown when a query gives up. No query when `flip_sensitivity`
    shows the condition at every bit."""
    refuted = _refuted(session.fragment, index, x, point, bits)
    sensitivity = flip_sensitivity(session.fragment, index, x)
    if sensitivity is not None and sensitivity.flips & mask(bits) == mask(bits):
        if refuted:  # two independent paths: the operations' reading and the evaluator
            raise SemanticsMismatch(
                f"%{session.fragment.names[index]} reads as injective in x's low {bits} bits, "
                "the concrete evaluator finds a bit that does not flip"
            )
        return True
    if refuted:
        return False
    enc = session.enc
    vars, choices, freezes = point
    free = mask(bits)
    x_var = enc.vars[x]
    pins: list[tuple[Any, Any]] = [(term, z3.BitVecVal(vars[i], term.size())) for i, term in enc.vars.items() if i != x]
    pins += [(term, z3.BitVecVal(choices[b], term.size())) for b, term in enc.choices.items()]
    pins += [(term, z3.BitVecVal(freezes[i], term.size())) for i, term in enc.freezes.items()]
    high = vars[x] & ~free & mask(x_var.size())
    free_x = z3.BitVec("!t.x", x_var.size())
    pins.append((x_var, free_x & free | high) if high else (x_var, free_x & free))
    term = z3.substitute(enc.values[index], *pins) if pins else enc.values[index]
    for i in range(bits):
        # Bits 0..i of a T-function are a T-function of x's bits 0..i: Z3's simplifier
        # pushes the extract into sums and products (a 64-bit proof in a third of the time).
        low = z3.simplify(z3.Extract(i, 0, term))
        flipped = z3.substitute(low, (free_x, free_x ^ (1 << i)))
        same = z3.Extract(i, i, low) == z3.Extract(i, i, flipped)
        if session.check_fresh(same, cap_ms=BIT_MS, bitwuzla=False):
            return False
    return True


@dataclass(frozen=True, slots=True)
class Sensitivity:
    """What flipping bit i of x does to bit i of a T-function of x, at every x and
    every value of the other inputs: `flips` has bit i set where it always flips it
    (δ_i = 1), `keeps` where it never does (δ_i = 0); elsewhere it depends."""

    flips: int
    keeps: int


def flip_sensitivity(fragment: Fragment, index: int, x: int) -> Sensitivity | None:
    """δ of value `index` read off its operations (module docstring), or None when it
    is not a T-function of x by construction (`is_t_function`). Values that do not
    depend on x have δ = 0 at every bit; a constant's bits are known, another
    independent value's are not, so `a & y` keeps only a's δ = 0 bits."""
    if not is_t_function(fragment, index, x):
        return None
    insts = fragment.insts
    known: dict[int, Sensitivity] = {x: Sensitivity(mask(insts[x].width), 0)}

    def of(operand: Operand, width: int) -> Sensitivity:
        if isinstance(operand, Ref) and operand.index in known:
            return known[operand.index]
        return Sensitivity(0, mask(width))  # independent of x: never flips

    for i in cone_of(fragment, index):
        inst = insts[i]
        if i == x or not any(isinstance(o, Ref) and o.index in known for o in inst.operands):
            continue
        operands = [of(o, fragment.width_of(o)) for o in inst.operands]
        known[i] = _link(inst, operands, fragment.width_of(inst.operands[0]))
    return known[index]


def _link(inst: Inst, operands: list[Sensitivity], operand_width: int) -> Sensitivity:
    """δ of one T-function link from its operands' (`flip_sensitivity`; an operand
    independent of x never flips and always keeps)."""
    op, ops, m = inst.op, inst.operands, mask(inst.width)
    if op in (Opcode.ADD, Opcode.SUB, Opcode.XOR):
        # δ(a ± b) = δ(a ^ b) = δ(a) ^ δ(b): the carry into bit i comes from bits 0..i−1.
        a, b = operands
        return Sensitivity((a.flips & b.keeps) | (a.keeps & b.flips), (a.flips & b.flips) | (a.keeps & b.keeps))
    if op in (Opcode.ZEXT, Opcode.SEXT):
        # The new bits are 0, or copies of bit n − 1, which flipping x_i (i ≥ n) leaves.
        (a,) = operands
        return Sensitivity(a.flips, a.keeps | (m & ~mask(operand_width)))
    if op is Opcode.TRUNC:
        (a,) = operands
        return Sensitivity(a.flips & m, a.keeps & m)
    if op in (Opcode.SELECT, Opcode.PHI):
        # The condition or block does not depend on x (`is_t_function`): one arm is
        # taken for every x of a pin, so only what holds of every arm holds.
        arms = operands[1:] if op is Opcode.SELECT else operands
        return Sensitivity(_all(a.flips for a in arms), _all(a.keeps for a in arms))
    a, b = operands
    if op is Opcode.SHL:
        # Bit i of a << c is bit i − c of a, which flipping x_i leaves when c ≥ 1.
        if isinstance(amount := ops[1], Const):
            return a if amount.value == 0 else Sensitivity(0, m)
        return Sensitivity(0, a.keeps)
    constant = ops[1] if isinstance(ops[1], Const) else ops[0] if isinstance(ops[0], Const) else None
    if constant is not None:
        k, v = constant.value, a if isinstance(ops[1], Const) else b
        if op is Opcode.MUL:
            # a · k = a · (k mod 2) + Σ_{j ≥ 1} k_j (a << j): δ(a · k) = δ(a) · (k mod 2).
            return v if k & 1 else Sensitivity(0, m)
        if op is Opcode.AND:
            return Sensitivity(v.flips & k, v.keeps | (m & ~k))
        if op is Opcode.OR:
            return Sensitivity(v.flips & ~k & m, v.keeps | k)
    # Two non-constant operands (mul, and, or): bit i of the result (for a product: the
    # terms a_i·b_0 and a_0·b_i, the rest from bits below i) changes only where an
    # operand's bit i does; whether it then does depends on the other's bits.
    return Sensitivity(0, a.keeps & b.keeps)


def _all(masks: Iterable[int]) -> int:
    out = -1
    for m in masks:
        out &= m
    return out


def _refuted(fragment: Fragment, index: int, x: int, point: InputPoint, bits: int) -> bool:
    """Whether the evaluator finds a bit i and an x (one of TRIALS, seeded) where bit i
    of the value at x and at x ^ 2^i agree: a counterexample to what the queries would
    prove, found in one evaluation (`x & 0xFFFFFFFF` fails at bit 32 after 32 queries)."""
    rng = random.Random(index ^ x << 16)
    high = point[0][x] & ~mask(bits) & mask(fragment.insts[x].width)
    bases = [high | rng.getrandbits(bits) for _ in range(TRIALS)]
    xs = bases + [b ^ 1 << i for i in range(bits) for b in bases]
    values = evaluate(fragment, along_input(fragment, point, x, xs)).values[index]
    base = [int(v) for v in values[:TRIALS]]
    for i in range(bits):
        flipped = values[TRIALS * (i + 1) : TRIALS * (i + 2)]
        if any((int(v) ^ b) >> i & 1 == 0 for v, b in zip(flipped, base, strict=True)):
            return True
    return False
