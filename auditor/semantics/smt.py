"""Z3 bit-vector encoding of a fragment: for every value its term, its poison
condition, whether it is executed, and whether its own execution is immediate UB.

This is one of the two independent implementations of docs/semantics.md (the other is
`concrete.py`); tests check they agree exhaustively at small widths. The oracles build
all their queries on this encoding, so it is written to be cheap for the solver:
flag conditions use Z3's overflow predicates, not double-width arithmetic, where Z3
has them, and a remainder written out as x − C·(x / C) is encoded as the remainder
it equals (`remainder_form`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

import z3

from auditor.ir.bounds import flags_never_fire
from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, mask
from auditor.ir.opcodes import ICMPS, WITH_OVERFLOW, Flag, Opcode

# z3 ships no type information: its terms are Any to mypy. These aliases document
# which kind of term (bit-vector or Boolean) a signature expects.
BV: TypeAlias = Any
Bool: TypeAlias = Any


_FALSE: Bool = z3.BoolVal(False)  # of the current context: `fresh_context` makes them anew
_TRUE: Bool = z3.BoolVal(True)


def false() -> Bool:
    """The Boolean `false` of the current context (`fresh_context`)."""
    return _FALSE


def true() -> Bool:
    """The Boolean `true` of the current context (`fresh_context`)."""
    return _TRUE


# Z3 shares structurally equal terms, so within a context every `false` term is the one
# AST with this id, and every context numbers `true` and `false` first, alike:
# comparing ids is one call where `z3.is_false` makes five and two wrapper objects
# (the encoder asks it of every poison and UB term).
_FALSE_ID = _FALSE.get_id()
_TRUE_ID = _TRUE.get_id()


def fresh_context() -> None:
    """Make a new Z3 context the one every term is built in from here on (z3's main
    context), so that the solver work of what follows — a fragment's oracle and
    verdicts — does not depend on what was solved before: in one shared context, Z3's
    resource counts and which queries give up at a budget's edge follow the context's
    history. Terms and solvers made before must not be used after; the old context
    goes with the last of them.

    >>> a = true(); fresh_context(); a.ctx is true().ctx
    False
    """
    global _FALSE, _TRUE
    z3.z3._main_ctx = None  # z3.main_ctx() makes the next one on first use
    _FALSE, _TRUE = z3.BoolVal(False), z3.BoolVal(True)


def _is_false(term: Bool) -> bool:
    return bool(term.get_id() == _FALSE_ID)


def _is_true(term: Bool) -> bool:
    return bool(term.get_id() == _TRUE_ID)


@dataclass(frozen=True)
class Encoding:
    """The meaning of one fragment as Z3 terms over its free inputs.

    `vars`, `choices` and `freezes` are the free constants: an execution is a model of
    them (docs/semantics.md, "Values, inputs and executions")."""

    fragment: Fragment
    vars: Mapping[int, BV]
    choices: Mapping[int, BV]
    freezes: Mapping[int, BV]
    values: tuple[BV, ...]
    poison: tuple[Bool, ...]
    executed: tuple[Bool, ...]
    ub: tuple[Bool, ...]
    assumptions: Bool
    defined: Bool
    # `fact_condition`'s terms, built once: a range search asks for one per query, and
    # z3.And's wrappers cost ~50 µs each time, several times a value.
    _fact_conditions: dict[int, Bool] = field(default_factory=dict, compare=False, repr=False)

    def fact_condition(self, index: int) -> Bool:
        """The executions over which facts about instruction `index` must hold."""
        condition = self._fact_conditions.get(index)
        if condition is None:
            condition = self._fact_conditions[index] = z3.And(
                self.defined, self.executed[index], z3.Not(self.poison[index])
            )
        return condition

    def shifted(self, index: int, shift: int) -> BV:
        """Instruction `index`'s value without its low `shift` bits."""
        term = self.values[index]
        return z3.Extract(term.size() - 1, shift, term) if shift else term

    def pinned(
        self, point: tuple[Mapping[int, int], Mapping[int, int], Mapping[int, int]], free: Mapping[int, int]
    ) -> list[Bool]:
        """Every input at the execution `point` (vars, choices, freezes, as `point`
        returns them) but the `free` bits (a mask per var) of the vars it names."""
        vars, choices, freezes = point
        out: list[Bool] = []
        for i, v in vars.items():
            keep = ~free.get(i, 0) & mask(self.vars[i].size())
            if keep:
                out.append(self.vars[i] & keep == v & keep)
        out += [self.choices[b] == v for b, v in choices.items()]
        out += [self.freezes[i] == v for i, v in freezes.items()]
        return out

    def point(self, model: z3.ModelRef) -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
        """The concrete execution a model describes: (vars, choices, freezes)."""

        def value(term: BV) -> int:
            return int(model.eval(term, model_completion=True).as_long())

        return (
            {i: value(t) for i, t in self.vars.items()},
            {b: value(t) for b, t in self.choices.items()},
            {i: value(t) for i, t in self.freezes.items()},
        )


def _sign(x: BV) -> Bool:
    w = x.size()
    return z3.Extract(w - 1, w - 1, x) == 1


def _int_min(w: int) -> BV:
    return z3.BitVecVal(1 << (w - 1), w)


def _int_max(w: int) -> BV:
    return z3.BitVecVal((1 << (w - 1)) - 1, w)


def _bool_to_bv(b: Bool) -> BV:
    return z3.If(b, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))


def _any(terms: list[Bool]) -> Bool:
    terms = [t for t in terms if not _is_false(t)]
    if not terms:
        return false()
    if any(_is_true(t) for t in terms):
        return true()
    return terms[0] if len(terms) == 1 else z3.Or(*terms)


def _all(terms: list[Bool]) -> Bool:
    terms = [t for t in terms if not _is_true(t)]
    if not terms:
        return true()
    return terms[0] if len(terms) == 1 else z3.And(*terms)


# --- overflow predicates (true when the operation overflows) -------------------------


def _add_ovf(a: BV, b: BV, signed: bool) -> Bool:
    if signed:
        r = a + b
        return z3.And(_sign(a) == _sign(b), _sign(r) != _sign(a))
    return z3.ULT(a + b, a)


def _sub_ovf(a: BV, b: BV, signed: bool) -> Bool:
    if signed:
        r = a - b
        return z3.And(_sign(a) != _sign(b), _sign(r) != _sign(a))
    return z3.ULT(a, b)


def _mul_ovf(a: BV, b: BV, signed: bool) -> Bool:
    if signed:
        return z3.Not(z3.And(z3.BVMulNoOverflow(a, b, True), z3.BVMulNoUnderflow(a, b)))
    return z3.Not(z3.BVMulNoOverflow(a, b, False))


_ARITH: dict[Opcode, tuple[Callable[[BV, BV], BV], Callable[[BV, BV, bool], Bool]]] = {
    Opcode.ADD: (lambda a, b: a + b, _add_ovf),
    Opcode.SUB: (lambda a, b: a - b, _sub_ovf),
    Opcode.MUL: (lambda a, b: a * b, _mul_ovf),
}
# X.with.overflow: (the arithmetic opcode, signed?)
_WITH_OVERFLOW: dict[Opcode, tuple[Opcode, bool]] = {
    Opcode.SADD_WO: (Opcode.ADD, True),
    Opcode.UADD_WO: (Opcode.ADD, False),
    Opcode.SSUB_WO: (Opcode.SUB, True),
    Opcode.USUB_WO: (Opcode.SUB, False),
    Opcode.SMUL_WO: (Opcode.MUL, True),
    Opcode.UMUL_WO: (Opcode.MUL, False),
}

_ICMP: dict[Opcode, Callable[[BV, BV], Bool]] = {
    Opcode.EQ: lambda a, b: a == b,
    Opcode.NE: lambda a, b: a != b,
    Opcode.ULT: z3.ULT,
    Opcode.ULE: z3.ULE,
    Opcode.UGT: z3.UGT,
    Opcode.UGE: z3.UGE,
    Opcode.SLT: lambda a, b: a < b,
    Opcode.SLE: lambda a, b: a <= b,
    Opcode.SGT: lambda a, b: a > b,
    Opcode.SGE: lambda a, b: a >= b,
}


def _pow2_at_least(w: int) -> int:
    return 1 << max(0, (w - 1).bit_length())


def _ctpop(a: BV) -> BV:
    """Population count in log depth (SWAR: add neighbouring fields of doubling size);
    a chain of w additions is much harder for the solver."""
    w = a.size()
    p = _pow2_at_least(w)
    x = z3.ZeroExt(p - w, a) if p > w else a
    k = 1
    while k < p:
        pattern = 0
        for start in range(0, p, 2 * k):
            pattern |= mask(k) << start
        m = z3.BitVecVal(pattern, p)
        x = (x & m) + (z3.LShR(x, k) & m)
        k *= 2
    return z3.Extract(w - 1, 0, x) if p > w else x  # the count ≤ w fits in w bits


def _ctlz(a: BV) -> BV:
    """Leading zeros by binary search over halves (log depth). The operand is
    left-aligned in a power-of-two width; 0 is the width."""
    w = a.size()
    p = _pow2_at_least(w)
    x = z3.Concat(a, z3.BitVecVal(0, p - w)) if p > w else a
    n: BV = z3.BitVecVal(0, w)
    k = p // 2
    while k >= 1:
        top_clear = z3.Extract(p - 1, p - k, x) == 0
        n = z3.If(top_clear, n + (k & mask(w)), n)
        x = z3.If(top_clear, x << k, x)
        k //= 2
    return z3.If(a == 0, z3.BitVecVal(w, w), n)


def _cttz(a: BV) -> BV:
    """Trailing zeros by binary search over halves (log depth); 0 is the width."""
    w = a.size()
    p = _pow2_at_least(w)
    x = z3.ZeroExt(p - w, a) if p > w else a
    n: BV = z3.BitVecVal(0, w)
    k = p // 2
    while k >= 1:
        low_clear = z3.Extract(k - 1, 0, x) == 0
        n = z3.If(low_clear, n + (k & mask(w)), n)
        x = z3.If(low_clear, z3.LShR(x, k), x)
        k //= 2
    return z3.If(a == 0, z3.BitVecVal(w, w), n)


def _concat(parts: list[BV]) -> BV:
    return parts[0] if len(parts) == 1 else z3.Concat(*parts)


def remainder_form(fragment: Fragment, inst: Inst) -> tuple[Operand, int, Opcode] | None:
    """(x, C, UREM or SREM) when `inst` is a remainder written out: x − C·(x / C) as
    `add x, (mul (udiv x, C), −C)` (operands in either order) or `sub x, (mul (udiv x,
    C), C)`, or the same with `sdiv` (lz4's `% 510`, as clang leaves it beside the
    quotient it also needs).

    Why: its value is then encoded as `x urem C` (`x srem C`), which it equals in every
    execution, flags or not — LangRef udiv/sdiv: x = C·(x / C) + (x rem C) exactly (the
    quotient rounds toward zero), so modulo 2^w too; C ≠ 0, and not −1 for sdiv, so
    no division here is UB, and the poison terms are unchanged. A solver bit-blasts
    the written-out form as a division circuit feeding a multiplier and an adder, and
    showing that sum below C outlasts the query budget, where the remainder circuit
    states r < C itself: the known bits, sign bits, ranges and non-negativity of
    `% 510` are then proven rather than partial, in less time (see docs/history.md)."""
    if inst.op not in (Opcode.ADD, Opcode.SUB) or len(inst.operands) != 2:
        return None
    w = inst.width
    pairs = [(1, 0)] if inst.op is Opcode.SUB else [(0, 1), (1, 0)]  # (product, x) positions
    for p, q in pairs:
        product, x = inst.operands[p], inst.operands[q]
        if not isinstance(product, Ref) or fragment.insts[product.index].op is not Opcode.MUL:
            continue
        for quotient, factor in itertools.permutations(fragment.insts[product.index].operands):
            if not isinstance(quotient, Ref) or not isinstance(factor, Const):
                continue
            division = fragment.insts[quotient.index]
            if division.op not in (Opcode.UDIV, Opcode.SDIV) or division.operands[0] != x:
                continue
            divisor = division.operands[1]
            if not isinstance(divisor, Const) or divisor.value == 0:
                continue
            signed = division.op is Opcode.SDIV
            if signed and divisor.value == mask(w):
                continue
            if factor.value == (divisor.value if inst.op is Opcode.SUB else -divisor.value & mask(w)):
                return x, divisor.value, Opcode.SREM if signed else Opcode.UREM
    return None


class _Encoder:
    def __init__(self, fragment: Fragment, prefix: str) -> None:
        self.f = fragment
        self.prefix = prefix
        self.values: list[BV] = []
        self.poison: list[Bool] = []
        self.ub: list[Bool] = []
        self.vars: dict[int, BV] = {}
        self.freezes: dict[int, BV] = {}
        self.choices: dict[int, BV] = {}
        self.assumptions: list[Bool] = []
        self.bounds: dict[int, int] = {}  # `auditor.ir.bounds.below`'s memo
        for b, block in enumerate(fragment.blocks):
            bits = max(1, (block.preds - 1).bit_length())
            c = z3.BitVec(f"{prefix}!block.{fragment.block_names[b]}", bits)
            self.choices[b] = c
            if block.preds < 1 << bits:
                self.assumptions.append(z3.ULT(c, z3.BitVecVal(block.preds, bits)))

    def operand(self, o: Operand) -> tuple[BV, Bool]:
        if isinstance(o, Const):
            return z3.BitVecVal(o.value, o.width), false()
        return self.values[o.index], self.poison[o.index]

    def choice_is(self, block: int, pred: int) -> Bool:
        c = self.choices[block]
        return c == z3.BitVecVal(pred, c.size())

    def run(self) -> Encoding:
        for i, inst in enumerate(self.f.insts):
            value, poison, ub = self.inst(i, inst)
            self.values.append(value)
            self.poison.append(poison)
            self.ub.append(ub)
        self.path_conditions()
        executed = self.executed()
        undefined = _any([z3.And(e, u) for e, u in zip(executed, self.ub, strict=True) if not _is_false(u)])
        assumptions = _all(self.assumptions)
        return Encoding(
            fragment=self.f,
            vars=self.vars,
            choices=self.choices,
            freezes=self.freezes,
            values=tuple(self.values),
            poison=tuple(self.poison),
            executed=tuple(executed),
            ub=tuple(self.ub),
            assumptions=assumptions,
            defined=_all([assumptions, z3.Not(undefined)]),
        )

    def path_conditions(self) -> None:
        # LangRef `br`: branching on poison is immediate UB, so a path condition also
        # says its operands were not poison.
        for pc in self.f.pcs:
            (a, pa), (b, pb) = self.operand(pc.lhs), self.operand(pc.rhs)
            self.assumptions.append(_all([z3.Not(pa), z3.Not(pb), a == b]))
        for bpc in self.f.blockpcs:
            (a, pa), (b, pb) = self.operand(bpc.lhs), self.operand(bpc.rhs)
            self.assumptions.append(
                z3.Implies(self.choice_is(bpc.block, bpc.pred), _all([z3.Not(pa), z3.Not(pb), a == b]))
            )

    def executed(self) -> list[Bool]:
        """docs/semantics.md, "Executed instructions": users come after their operands,
        so one reverse pass sees every use of an instruction before the instruction."""
        f = self.f
        conditions: list[list[Bool]] = [[] for _ in f.insts]
        has_use = [False] * len(f.insts)
        has_use[f.root] = True
        conditions[f.root].append(true())
        for pc in f.pcs:
            for o in (pc.lhs, pc.rhs):
                if isinstance(o, Ref):
                    has_use[o.index] = True
                    conditions[o.index].append(true())
        for bpc in f.blockpcs:
            for o in (bpc.lhs, bpc.rhs):
                if isinstance(o, Ref):
                    has_use[o.index] = True
                    conditions[o.index].append(self.choice_is(bpc.block, bpc.pred))
        for inst in f.insts:
            for o in inst.operands:
                if isinstance(o, Ref):
                    has_use[o.index] = True
        executed: list[Bool] = [false()] * len(f.insts)
        for i in range(len(f.insts) - 1, -1, -1):
            executed[i] = _any(conditions[i]) if has_use[i] else true()
            inst = f.insts[i]
            for k, o in enumerate(inst.operands):
                if not isinstance(o, Ref):
                    continue
                if inst.op is Opcode.PHI:
                    assert inst.block is not None
                    conditions[o.index].append(_all([executed[i], self.choice_is(inst.block, k)]))
                else:
                    conditions[o.index].append(executed[i])
        return executed

    def var(self, i: int, inst: Inst) -> BV:
        w, a = inst.width, inst.attrs
        x = z3.BitVec(self.prefix + self.f.names[i], w)
        self.vars[i] = x
        if a.known_zero or a.known_one:
            self.assumptions.append(x & (a.known_zero | a.known_one) == a.known_one)
        if a.range is not None:
            lo, hi = a.range  # ConstantRange: x in [lo, hi) iff (x - lo) mod 2^w < (hi - lo) mod 2^w
            self.assumptions.append(z3.ULT(x - lo, z3.BitVecVal((hi - lo) & mask(w), w)))
        if a.non_zero:
            self.assumptions.append(x != 0)
        if a.non_negative:
            self.assumptions.append(z3.Not(_sign(x)))
        if a.negative:
            self.assumptions.append(_sign(x))
        if a.power_of_two:
            self.assumptions.append(z3.And(x != 0, x & (x - 1) == 0))
        if a.sign_bits > 1:
            top = z3.Extract(w - 1, w - a.sign_bits, x)
            self.assumptions.append(z3.Or(top == 0, top == mask(a.sign_bits)))
        return x

    def inst(self, i: int, inst: Inst) -> tuple[BV, Bool, Bool]:
        """(value, poison, own immediate UB) of instruction i."""
        op, w, flags = inst.op, inst.width, inst.flags
        if op is Opcode.VAR:
            return self.var(i, inst), false(), false()
        ops = [self.operand(o) for o in inst.operands]
        vals = [v for v, _ in ops]
        inherited = _any([p for _, p in ops])
        extra: list[Bool] = []  # poison this instruction generates itself
        ub: Bool = false()

        if op is Opcode.PHI:
            assert inst.block is not None
            value, poison = vals[-1], ops[-1][1]
            for k in range(len(vals) - 2, -1, -1):
                taken = self.choice_is(inst.block, k)
                value = z3.If(taken, vals[k], value)
                poison = z3.If(taken, ops[k][1], poison)
            return value, poison, false()
        if op is Opcode.SELECT:
            (c, pc), (a, pa), (b, pb) = ops
            take_a = c == 1
            return z3.If(take_a, a, b), z3.Or(pc, z3.If(take_a, pa, pb)), false()
        if op is Opcode.FREEZE:
            fz = z3.BitVec(f"{self.prefix}!freeze.{self.f.names[i]}", w)
            self.freezes[i] = fz
            return z3.If(ops[0][1], fz, vals[0]), false(), false()

        a = vals[0]
        b = vals[1] if len(vals) > 1 else a
        nsw, nuw = Flag.NSW in flags, Flag.NUW in flags

        if op in (Opcode.ADD, Opcode.SUB, Opcode.MUL):
            compute, ovf = _ARITH[op]
            if (remainder := remainder_form(self.f, inst)) is None:
                value = compute(a, b)
            else:
                dividend, divisor, rem = remainder
                x = self.operand(dividend)[0]
                value = z3.URem(x, divisor) if rem is Opcode.UREM else z3.SRem(x, divisor)
            # Flags that bounds by construction show never fire need no predicate: the
            # 128-bit `umul_noovfl` of two zero-extended limbs is a multiplier to bit-blast.
            never = flags_never_fire(self.f, i, self.bounds)
            if nsw and Flag.NSW not in never:
                extra.append(ovf(a, b, True))
            if nuw and Flag.NUW not in never:
                extra.append(ovf(a, b, False))
        elif op is Opcode.SHL:
            value = a << b
            extra.append(z3.UGE(b, w))
            if nuw:
                extra.append(z3.LShR(value, b) != a)
            if nsw:
                extra.append(value >> b != a)
        elif op in (Opcode.LSHR, Opcode.ASHR):
            value = z3.LShR(a, b) if op is Opcode.LSHR else a >> b
            extra.append(z3.UGE(b, w))
            if Flag.EXACT in flags:
                extra.append(value << b != a)
        elif op in (Opcode.UDIV, Opcode.UREM, Opcode.SDIV, Opcode.SREM):
            signed = op in (Opcode.SDIV, Opcode.SREM)
            # LangRef udiv/sdiv/urem/srem: division by zero is UB; a poison divisor may be
            # zero, so it is UB too; INT_MIN / -1 overflows (UB) for sdiv and srem.
            pb = ops[1][1]
            causes = [b == 0, pb]
            if signed:
                causes.append(z3.And(b == mask(w), z3.Or(a == _int_min(w), ops[0][1])))
            ub = _any(causes)
            if op is Opcode.UDIV:
                value = z3.UDiv(a, b)
            elif op is Opcode.UREM:
                value = z3.URem(a, b)
            elif op is Opcode.SDIV:
                value = a / b
            else:
                value = z3.SRem(a, b)
            if Flag.EXACT in flags:
                extra.append((z3.SRem(a, b) if signed else z3.URem(a, b)) != 0)
        elif op is Opcode.AND:
            value = a & b
        elif op is Opcode.XOR:
            value = a ^ b
        elif op is Opcode.OR:
            value = a | b
            if Flag.DISJOINT in flags:
                extra.append(a & b != 0)
        elif op in ICMPS:
            value = _bool_to_bv(_ICMP[op](a, b))
            if Flag.SAMESIGN in flags:
                extra.append(_sign(a) != _sign(b))
        elif op is Opcode.ZEXT:
            value = z3.ZeroExt(w - a.size(), a)
            if Flag.NNEG in flags:
                extra.append(_sign(a))
        elif op is Opcode.SEXT:
            value = z3.SignExt(w - a.size(), a)
        elif op is Opcode.TRUNC:
            value = z3.Extract(w - 1, 0, a)
            if nuw:
                extra.append(z3.ZeroExt(a.size() - w, value) != a)
            if nsw:
                extra.append(z3.SignExt(a.size() - w, value) != a)
        elif op is Opcode.CTPOP:
            value = _ctpop(a)
        elif op in (Opcode.CTLZ, Opcode.CTTZ):
            value = _ctlz(a) if op is Opcode.CTLZ else _cttz(a)
            if Flag.ZERO_POISON in flags:
                extra.append(a == 0)
        elif op is Opcode.BSWAP:
            value = _concat([z3.Extract(8 * k + 7, 8 * k, a) for k in range(w // 8)])
        elif op is Opcode.BITREVERSE:
            value = _concat([z3.Extract(k, k, a) for k in range(w)])
        elif op in (Opcode.FSHL, Opcode.FSHR):
            c = vals[2]
            amount = z3.ZeroExt(w, z3.URem(c, z3.BitVecVal(w, w)))
            wide = z3.Concat(a, b)
            if op is Opcode.FSHL:
                value = z3.Extract(2 * w - 1, w, wide << amount)
            else:
                value = z3.Extract(w - 1, 0, z3.LShR(wide, amount))
        elif op is Opcode.UMIN:
            value = z3.If(z3.ULE(a, b), a, b)
        elif op is Opcode.UMAX:
            value = z3.If(z3.UGE(a, b), a, b)
        elif op is Opcode.SMIN:
            value = z3.If(a <= b, a, b)
        elif op is Opcode.SMAX:
            value = z3.If(a >= b, a, b)
        elif op is Opcode.ABS:
            value = z3.If(_sign(a), -a, a)
            if Flag.INT_MIN_POISON in flags:
                extra.append(a == _int_min(w))
        elif op is Opcode.UADD_SAT:
            value = z3.If(_add_ovf(a, b, False), z3.BitVecVal(mask(w), w), a + b)
        elif op is Opcode.USUB_SAT:
            value = z3.If(z3.ULT(a, b), z3.BitVecVal(0, w), a - b)
        elif op in (Opcode.SADD_SAT, Opcode.SSUB_SAT):
            r, ovf = (a + b, _add_ovf(a, b, True)) if op is Opcode.SADD_SAT else (a - b, _sub_ovf(a, b, True))
            # On signed overflow the true result has a's sign: clamp towards it.
            value = z3.If(ovf, z3.If(_sign(a), _int_min(w), _int_max(w)), r)
        elif op is Opcode.USHL_SAT:
            r = a << b
            extra.append(z3.UGE(b, w))
            value = z3.If(z3.LShR(r, b) != a, z3.BitVecVal(mask(w), w), r)
        elif op is Opcode.SSHL_SAT:
            r = a << b
            extra.append(z3.UGE(b, w))
            value = z3.If(r >> b != a, z3.If(_sign(a), _int_min(w), _int_max(w)), r)
        elif op in WITH_OVERFLOW:
            base, signed = _WITH_OVERFLOW[op]
            compute, ovf = _ARITH[base]
            value = z3.Concat(_bool_to_bv(ovf(a, b, signed)), compute(a, b))
        elif op is Opcode.EXTRACTVALUE:
            n = a.size() - 1
            value = z3.Extract(n - 1, 0, a) if inst.index == 0 else z3.Extract(n, n, a)
        else:  # pragma: no cover - every Opcode is handled above
            raise AssertionError(f"no encoding for {op}")
        return value, _any([inherited, *extra]), ub


def encode(fragment: Fragment, prefix: str = "") -> Encoding:
    """Encode a fragment; `prefix` keeps the free constants of several encodings in one
    solver apart (e.g. the original and the bit-flipped copy for demanded bits)."""
    return _Encoder(fragment, prefix).run()
