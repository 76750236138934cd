"""Integer lifting: a value's bit-vector computation as a term of unbounded integers.

Bounds of products are where bit-blasting fails: "is `zext a * zext b` (i128) ever
above (2^64 − 1)^2?" is a 64×64 multiplier circuit the SAT solver cannot refute in a
second, while Z3's nonlinear integer arithmetic (nlsat) refutes `a·b > (2^64 − 1)^2`
over 0 ≤ a, b < 2^64 in milliseconds. So the extreme searches of the ranges and of
sign bits also ask their question of the lifted term.

The lifting is exact, not an approximation: every node is an integer term t and an
interval [lo, hi] that t provably lies in (interval arithmetic over the integers),
with the node's bit-vector value ≡ t (mod 2^w) in *every* execution. `add`, `sub`,
`mul` and `shl` commute with reduction mod 2^w, so their nodes are just the integer
operation. Where the operation reads the value — `lshr`, `udiv`, `urem`, `zext`, a
comparison — the node's interval must lie inside [0, 2^w) (the unsigned reading) or
[−2^(w−1), 2^(w−1)) (the signed one), and then t is the value itself; otherwise the
value is not lifted. Var attributes, flags and UB are left out: the lifted value
ranges over every input, a superset of the defined executions, so a bound proven on
it holds on them too — and a bound a defined sample reaches is exact. An integer
model is a candidate execution only: it is replayed concretely and used only when
defined (`auditor.oracles.forward`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import z3

from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, choice_combinations, cone_of
from auditor.ir.opcodes import ICMPS, SHIFTS, Flag, Opcode
from auditor.oracles.memo import Slot
from auditor.oracles.session import Session
from auditor.semantics.concrete import evaluate_point

INTEGER_MS = 300
"""Cap of one integer query: nlsat settles the bounds it can in a few ms."""

NLSAT_DEGREE = 8
"""The degree (as a polynomial in the inputs) above which a wrapping product is not
asked of nlsat when bit-blasting gave up (`Lifting.beyond_nlsat`). The Newton
iterations of a modular inverse, `x·(2 − a·x)` four times (degree 24 by
`Lifting.degree`'s count), overrun their queries' time many-fold with no answer; the
products nlsat does answer (Montgomery and limb products) are of degree 2 or 3.
Smaller: fewer of those answers; larger: more overrunning queries on high-degree
products (see docs/history.md)."""

_PREFIX = "!int."  # the reader's names never contain '!'


@dataclass(frozen=True)
class Node:
    """An integer term with proven bounds; the bit-vector value is term mod 2^width."""

    term: Any
    lo: int
    hi: int
    width: int

    def unsigned(self) -> Node:
        """The same value with term = the unsigned value: the term itself when its
        bounds allow, else reduced (`mod 2^w` is Euclidean, so in [0, 2^w))."""
        n = 1 << self.width
        if self.lo >= 0 and self.hi < n:
            return self
        if -(n >> 1) <= self.lo and self.hi < 0:
            return Node(self.term + n, self.lo + n, self.hi + n, self.width)
        if -(n >> 1) <= self.lo and self.hi < n >> 1:
            return Node(z3.If(self.term < 0, self.term + n, self.term), 0, n - 1, self.width)
        return Node(self.term % n, 0, n - 1, self.width)

    def signed(self) -> Node:
        """The same value with term = the signed value."""
        n = 1 << self.width
        half = n >> 1
        if -half <= self.lo and self.hi < half:
            return self
        u = self.unsigned()
        if u.lo >= half:
            return Node(u.term - n, u.lo - n, u.hi - n, self.width)
        return Node(z3.If(u.term >= half, u.term - n, u.term), -half, half - 1, self.width)


def _nlsat_friendly(term: Any) -> bool | None:
    """True when the term has a product of two non-constants or a division, and no
    `mod` applied to a product of non-constants; False when it has neither; None when
    it reduces a product modulo something (not friendly). Iterative, children first."""
    seen: dict[int, tuple[bool, bool]] = {}  # id → (has a nonlinear product, has a division)
    stack: list[tuple[Any, bool]] = [(term, False)]
    while stack:
        t, ready = stack.pop()
        key = t.get_id()
        if key in seen:
            continue
        children = t.children()
        if not ready:
            stack.append((t, True))
            stack += [(c, False) for c in children if c.get_id() not in seen]
            continue
        parts = [seen[c.get_id()] for c in children]
        nonlinear = any(p[0] for p in parts)
        division = any(p[1] for p in parts)
        kind = t.decl().kind() if z3.is_app(t) else None
        if kind == z3.Z3_OP_MUL and sum(not z3.is_int_value(c) for c in children) >= 2:
            nonlinear = True
        if kind in (z3.Z3_OP_IDIV, z3.Z3_OP_MOD):
            if kind == z3.Z3_OP_MOD and parts and parts[0][0]:
                return None  # a wrapping product (hashes); `div` of one is a high half: fine
            divisor = children[1]
            power_of_two = z3.is_int_value(divisor) and divisor.as_long() & (divisor.as_long() - 1) == 0
            division = division or not power_of_two  # by 2^k: a reduction or a shift, not a division
        seen[key] = (nonlinear, division)
    nonlinear, division = seen[term.get_id()]
    return nonlinear or division


CHOICE_LIFTINGS = 8
"""Block-choice combinations `lifted_value` lifts one by one, at most."""


@dataclass(frozen=True)
class Lifted:
    """A value lifted over a set of executions: every one, or (with `choices`) those
    that take these block choices."""

    lifting: Lifting
    node: Node
    choices: dict[int, int]


LIFTED_VALUES: Slot[tuple[int, int, bool], list[Lifted] | None] = Slot("lifted values")
"""`lifted_value`'s parts per (index, shift, signed)."""

LIFTINGS: Slot[tuple[bool, tuple[tuple[int, int], ...] | None], Lifting] = Slot("liftings")
"""`lifting`'s liftings per (selects, pinned choices)."""


def lifted_value(session: Session, index: int, shift: int = 0, signed: bool = False) -> list[Lifted] | None:
    """Value `index` (shifted right by `shift`, read signed or unsigned) lifted over
    every execution, in parts: the session's plain lifting when the value lifts so;
    otherwise, with selects (and comparisons, min/max, masks) lifted as `If` terms,
    one part per combination of block choices (a phi lifts only once its block's
    choice is known), CHOICE_LIFTINGS at most. Every execution takes one combination,
    so the parts cover them all: no part reaching a value proves that none does. None
    when some part does not lift.

    Why: lz4's `udiv (phi − 270), 255` times −255 (the length code's remainder): a
    64-bit divider the bit-vector queries give up on, linear integer arithmetic once
    the phi is an arm per choice."""
    key = (index, shift, signed)
    if session.memo.has(LIFTED_VALUES, key):
        return session.memo.get(LIFTED_VALUES, key)
    plain = lifting(session)
    node = plain.value(index, shift, signed)
    parts: list[Lifted] | None = None
    if node is not None:
        parts = [Lifted(plain, node, {})]
    elif (combinations := choice_combinations(session.fragment, CHOICE_LIFTINGS)) is not None:
        blocks = session.fragment.blocks
        parts = []
        for choices in combinations:
            lifted = lifting(session, selects=True, choices=choices if blocks else None)
            part = lifted.value(index, shift, signed)
            if part is None:
                parts = None
                break
            parts.append(Lifted(lifted, part, choices))
    return session.memo.put(LIFTED_VALUES, key, parts)


def lifting(session: Session, selects: bool = False, choices: Mapping[int, int] | None = None) -> Lifting:
    """The session's lifting (one per fragment, `selects` and `choices`, kept in its
    memo)."""
    pinned = None if choices is None else tuple(sorted(choices.items()))
    return session.memo.once(LIFTINGS, (selects, pinned), lambda: Lifting(session.fragment, selects, choices))


class Lifting:
    """The lifted values of one fragment (built on demand, memoised). With `selects`,
    comparisons and selects lift too, as `If` terms — exact (each arm's term is ≡ its
    value, and a comparison reads its operands' values), asked for by the proofs of
    runs (`auditor.oracles.runs`) and by `lifted_value` where the plain lifting fails:
    with them always, the searches' routes (`range_search.target.integer_goes_first`) would change on
    every fragment with a select. With `choices` (a predecessor for every
    block), a phi is the value of the arm its block's choice names, and only the
    instructions that execution runs count for definedness — the proofs of runs pin
    every input but one, the block choices too."""

    def __init__(self, fragment: Fragment, selects: bool = False, choices: Mapping[int, int] | None = None) -> None:
        self.fragment = fragment
        self.selects = selects
        self.choices = None if choices is None else dict(choices)
        self._poison: dict[int, Any] = {}
        self._executed: set[int] | None = None
        self.vars: dict[int, Any] = {}
        self._side: dict[int, list[Any]] = {}  # per division: what its defined executions satisfy
        self._nodes: dict[int, Node | None] = {}
        # Per (index, shift, signed), asked on every query of a search: built once.
        self._values: dict[tuple[int, int, bool], Node | None] = {}
        self._friendly: dict[tuple[int, int, bool], bool | None] = {}  # `_nlsat_friendly` (None too: not lifted)
        self._degrees: dict[int, int] = {}

    def value(self, index: int, shift: int = 0, signed: bool = False) -> Node | None:
        """Instruction `index` shifted right (logically) by `shift`, read signed or
        unsigned; None when it does not lift."""
        key = (index, shift, signed)
        if key not in self._values:
            self._values[key] = self._read(index, shift, signed)
        return self._values[key]

    def _read(self, index: int, shift: int, signed: bool) -> Node | None:
        node = self.node(index)
        if node is None:
            return None
        if shift:
            node = node.unsigned()
            k = 1 << shift
            node = Node(node.term / k, node.lo // k, node.hi // k, node.width - shift)
        return node.signed() if signed else node.unsigned()

    def multiplies(self, index: int, shift: int = 0, signed: bool = False) -> bool:
        """Whether the lifted value (read signed or unsigned) multiplies two
        non-constant values, or divides, and does not reduce a product modulo anything
        (wrapping products, as in hash functions, are as hard for nlsat as for
        bit-blasting): its bounds are then a question for integer arithmetic before
        bit-blasting (a 64×64 multiplier or divider is beyond the SAT solver in a
        query's budget, and trivial for nlsat, or linear arithmetic for a constant
        divisor)."""
        return self._kind(index, shift, signed) is True

    def beyond_nlsat(self, index: int, shift: int = 0, signed: bool = False) -> bool:
        """Whether the lifted value reduces a product of non-constants modulo something
        (a wrapping product) and is of a degree above NLSAT_DEGREE: nlsat then gets no
        further than bit-blasting, and overruns its budget by seconds."""
        return (
            self._kind(index, shift, signed) is None
            and self.value(index, shift, signed) is not None
            and self.degree(index) > NLSAT_DEGREE
        )

    def degree(self, index: int) -> int:
        """The degree of instruction `index` as a polynomial in the fragment's inputs
        (an upper bound): a product, or a division by a non-constant, adds its
        operands' degrees; every other operation keeps the largest; an input is 1."""
        if index in self._degrees:
            return self._degrees[index]
        for i in cone_of(self.fragment, index):
            if i not in self._degrees:
                inst = self.fragment.insts[i]
                operands = [self._degrees[o.index] for o in inst.operands if isinstance(o, Ref)]
                if not inst.operands:
                    self._degrees[i] = 1
                elif inst.op in (Opcode.MUL, Opcode.UDIV, Opcode.UREM, Opcode.SDIV, Opcode.SREM):
                    self._degrees[i] = sum(operands)
                else:
                    self._degrees[i] = max(operands, default=0)
        return self._degrees[index]

    def _kind(self, index: int, shift: int, signed: bool) -> bool | None:
        key = (index, shift, signed)
        if key not in self._friendly:
            node = self.value(index, shift, signed)
            self._friendly[key] = None if node is None else _nlsat_friendly(node.term)
        return self._friendly[key]

    def node(self, index: int) -> Node | None:
        if index not in self._nodes:
            # The cone in index order, operands first (no recursion: a Souper fragment
            # may chain thousands of instructions).
            for i in cone_of(self.fragment, index):
                if i not in self._nodes:
                    self._nodes[i] = self._lift(i)
        return self._nodes[index]

    def assumptions(self, index: int) -> list[Any]:
        """0 ≤ var < 2^w for every var the lifted terms use (`bounds`), and the side
        conditions of the divisions in the cone of `index` that run (divisor ≠ 0:
        every execution in which `index` is defined runs them — both arms of a select
        run, and a lifted phi is its chosen arm, the only one that runs)."""
        out = self.bounds()
        ran = self.executed()
        for i in cone_of(self.fragment, index):
            if ran is None or i in ran:
                out += self._side.get(i, [])
        return out

    def executed(self) -> set[int] | None:
        """The instructions the execution with the pinned `choices` runs (as the
        evaluator tells: which run depends on the choices only); None without choices
        (then every instruction runs, as a fragment without blocks has no phi)."""
        if self.choices is None:
            return None
        if self._executed is None:
            point = evaluate_point(self.fragment, dict.fromkeys(self.fragment.inputs(), 0), self.choices)
            self._executed = {i for i, ran in enumerate(point.executed) if ran}
        return self._executed

    def bounds(self) -> list[Any]:
        """0 ≤ var < 2^w for every var the lifted terms use."""
        insts = self.fragment.insts
        return [z3.And(v >= 0, v < (1 << insts[i].width)) for i, v in self.vars.items()]

    def defined(self, index: int) -> Any:
        """ "Facts about `index` hold on this execution" over the lifted inputs — the
        var attributes and path conditions hold (a blockpc where its edge is taken),
        no division that runs is UB, `index` runs and is not poison (docs/semantics.md)
        — or None when that does not lift: blocks without pinned `choices`, freezes,
        known-bits or power-of-two attributes, an instruction in the cones it reads
        that does not lift, or a flag without an integer reading. Exact, so a proof of
        a run over it needs no bit-vector query (lz4's length codes: `add nw` of a
        `udiv` by 255, a 32-bit divider to bit-blast)."""
        f = self.fragment
        if (f.blocks and self.choices is None) or any(True for _ in f.freezes()):
            return None
        ran = self.executed()
        if ran is not None and index not in ran:
            return None
        conditions: list[Any] = []
        for i in f.inputs():
            attrs = f.insts[i].attrs
            if attrs.known_zero or attrs.known_one or attrs.power_of_two:
                return None
            if not attrs.empty:
                conditions.append(self._attributes(i))
        # LangRef `br`: a path condition held, on operands that were not poison.
        held = [(p.lhs, p.rhs) for p in f.pcs]
        held += [
            (p.lhs, p.rhs) for p in f.blockpcs if self.choices is not None and self.choices.get(p.block, 0) == p.pred
        ]
        for lhs, rhs in held:
            equal = self._equal(lhs, rhs)
            if equal is None:
                return None
            conditions.append(equal)
        for i, inst in enumerate(f.insts):
            if inst.op in (Opcode.UDIV, Opcode.UREM, Opcode.SDIV, Opcode.SREM) and (ran is None or i in ran):
                ub = self._division_ub(i)
                if ub is None:
                    return None
                conditions.append(z3.Not(ub))
        poison = self.poison(index)
        if poison is None:
            return None
        return z3.And(*conditions, z3.Not(poison))

    def _equal(self, lhs: Operand, rhs: Operand) -> Any:
        """Both operands not poison and equal, or None when one does not lift."""
        read = self._read_operands((lhs, rhs))
        if read is None:
            return None
        (a, b), (pa, pb) = read
        return z3.And(z3.Not(pa), z3.Not(pb), a.unsigned().term == b.unsigned().term)

    def _read_operands(self, operands: tuple[Operand, ...]) -> tuple[list[Node], list[Any]] | None:
        """The operands' nodes (constants at their own width) and poison terms, or
        None when one does not lift."""
        nodes = [self._operand(o, self.fragment.width_of(o)) for o in operands]
        poisons = [self._operand_poison(o) for o in operands]
        if any(n is None for n in nodes) or any(p is None for p in poisons):
            return None
        return [n for n in nodes if n is not None], poisons

    def _attributes(self, index: int) -> Any:
        """The var's attributes as a condition on its lifted value (no known bits)."""
        node = self.node(index)
        assert node is not None
        inst = self.fragment.insts[index]
        w, a = inst.width, inst.attrs
        u, sv = node.unsigned().term, node.signed().term
        held: list[Any] = []
        if a.range is not None:
            lo, hi = a.range
            held.append((u - lo) % (1 << w) < (hi - lo) % (1 << w))
        if a.non_zero:
            held.append(u != 0)
        if a.non_negative:
            held.append(sv >= 0)
        if a.negative:
            held.append(sv < 0)
        if a.sign_bits > 1:
            held.append(z3.And(sv >= -(1 << (w - a.sign_bits)), sv < 1 << (w - a.sign_bits)))
        return z3.And(*held)

    def _division_ub(self, index: int) -> Any:
        """LangRef udiv/sdiv/urem/srem: UB when the divisor is 0 or poison, and for
        the signed ones INT_MIN / −1 (or a poison dividend over −1)."""
        inst = self.fragment.insts[index]
        read = self._read_operands(inst.operands)
        if read is None:
            return None
        (a, b), (pa, pb) = read
        causes = [b.unsigned().term == 0, pb]
        if inst.op in (Opcode.SDIV, Opcode.SREM):
            half = 1 << (inst.width - 1)
            causes.append(z3.And(b.signed().term == -1, z3.Or(a.signed().term == -half, pa)))
        return z3.Or(*causes)

    def _operand_poison(self, o: Operand) -> Any:
        return z3.BoolVal(False) if isinstance(o, Const) else self.poison(o.index)

    def poison(self, index: int) -> Any:
        """ "`index` is poison" over the lifted inputs, or None when it does not lift."""
        if index not in self._poison:
            for i in cone_of(self.fragment, index):
                if i not in self._poison:
                    self._poison[i] = self._poison_of(i)
        return self._poison[index]

    def _poison_of(self, index: int) -> Any:
        inst = self.fragment.insts[index]
        op, w, flags = inst.op, inst.width, inst.flags
        if op is Opcode.VAR:
            return z3.BoolVal(False)
        if self.node(index) is None:
            return None
        if op is Opcode.PHI:  # the chosen arm (`_lift` lifts a phi only with choices)
            return self._operand_poison(self._chosen_arm(inst))
        read = self._read_operands(inst.operands)
        if read is None:
            return None
        ns, poisons = read
        if op is Opcode.SELECT:  # LangRef select: the condition's poison, and the chosen arm's
            return z3.Or(poisons[0], z3.If(ns[0].unsigned().term == 1, poisons[1], poisons[2]))
        extra: list[Any] = []
        n, half = 1 << w, 1 << (w - 1)

        def outside_signed(t: Any) -> Any:
            return z3.Or(t < -half, t >= half)

        known = {Flag.NSW, Flag.NUW} if op in (Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.SHL, Opcode.TRUNC) else set()
        known |= {Flag.EXACT} if op in (Opcode.LSHR, Opcode.ASHR, Opcode.UDIV, Opcode.SDIV) else set()
        known |= {Flag.SAMESIGN} if op in ICMPS else set()
        known |= {Flag.NNEG} if op is Opcode.ZEXT else set()
        if flags - known:
            return None
        if op in (Opcode.ADD, Opcode.SUB, Opcode.MUL):
            a, b = ns
            if Flag.NSW in flags:
                extra.append(outside_signed(_arithmetic(op, a.signed().term, b.signed().term)))
            if Flag.NUW in flags:
                r = _arithmetic(op, a.unsigned().term, b.unsigned().term)
                extra.append(z3.Or(r < 0, r >= n))
        elif op in SHIFTS:
            amount = inst.operands[1]
            assert isinstance(amount, Const)  # `_lift` lifts constant shifts only
            k = 1 << amount.value
            if Flag.NUW in flags:
                extra.append(ns[0].unsigned().term * k >= n)
            if Flag.NSW in flags:
                extra.append(outside_signed(ns[0].signed().term * k))
            if Flag.EXACT in flags:
                extra.append(ns[0].unsigned().term % k != 0)
        elif op in (Opcode.UDIV, Opcode.SDIV) and Flag.EXACT in flags:
            a, b = ns
            if op is Opcode.UDIV:
                extra.append(a.unsigned().term % b.unsigned().term != 0)
            else:  # the remainder's magnitude does not depend on the signs
                x, d = a.signed().term, b.signed().term
                extra.append(z3.If(x >= 0, x, -x) % z3.If(d >= 0, d, -d) != 0)
        elif op in ICMPS and Flag.SAMESIGN in flags:
            extra.append((ns[0].signed().term < 0) != (ns[1].signed().term < 0))
        elif op is Opcode.ZEXT and Flag.NNEG in flags:
            extra.append(ns[0].signed().term < 0)
        elif op is Opcode.TRUNC:
            if Flag.NUW in flags:
                extra.append(ns[0].unsigned().term >= n)
            if Flag.NSW in flags:
                extra.append(outside_signed(ns[0].signed().term))
        return z3.Or(*poisons, *extra)

    def _assume(self, index: int, condition: Any) -> None:
        self._side.setdefault(index, []).append(condition)

    def point(self, model: z3.ModelRef) -> dict[int, int]:
        """The vars' values in an integer model (every var of the fragment; 0 when free)."""
        insts = self.fragment.insts
        values = {i: 0 for i in self.fragment.inputs()}
        for i, v in self.vars.items():
            values[i] = model.eval(v, model_completion=True).as_long() % (1 << insts[i].width)
        return values

    @staticmethod
    def _signed_division(op: Opcode, a: Node, divisor: int, w: int) -> Node | None:
        """sdiv / srem by a constant: truncating division of the signed values, as
        floor division of |x| (SMT-LIB `div`/`mod` are Euclidean). Division by 0 or −1
        (UB at 0, and at INT_MIN ÷ −1) is not lifted."""
        x = a.signed()
        n = 1 << w
        c = divisor - n if divisor >= n >> 1 else divisor
        if c in (0, -1):
            return None
        m = abs(c)
        magnitude = z3.If(x.term >= 0, x.term, -x.term)
        bound = max(abs(x.lo), abs(x.hi))
        if op is Opcode.SREM:  # the sign of the dividend
            r = magnitude % m
            return Node(z3.If(x.term >= 0, r, -r), -min(m - 1, bound), min(m - 1, bound), w)
        q = magnitude / m
        same_sign = x.term >= 0 if c > 0 else x.term < 0
        return Node(z3.If(same_sign, q, -q), -(bound // m), bound // m, w)

    def _signed_by_variable(self, index: int, op: Opcode, a: Node, b: Node, w: int) -> Node | None:
        """sdiv / srem by a variable: truncating division as Euclidean division of the
        magnitudes, in the executions where it is defined (divisor ≠ 0; INT_MIN ÷ −1
        is UB too, and its integer quotient 2^(w−1) is outside the signed range, so it
        is excluded as well)."""
        x, d = a.signed(), b.signed()
        half = 1 << (w - 1)
        self._assume(index, d.term != 0)
        self._assume(index, z3.Not(z3.And(x.term == -half, d.term == -1)))
        mx = z3.If(x.term >= 0, x.term, -x.term)
        md = z3.If(d.term >= 0, d.term, -d.term)
        top = max(abs(x.lo), abs(x.hi))
        if op is Opcode.SREM:
            r = mx % md
            bound = min(top, max(abs(d.lo), abs(d.hi)) - 1)
            return Node(z3.If(x.term >= 0, r, -r), -bound, bound, w)
        q = mx / md
        return Node(z3.If((x.term >= 0) == (d.term >= 0), q, -q), -top, min(top, half - 1), w)

    def _chosen_arm(self, inst: Inst) -> Operand:
        """A phi's operand from the predecessor its block's pinned choice names (0 when
        the choices do not name the block, as the evaluator takes it)."""
        assert inst.block is not None and self.choices is not None
        return inst.operands[self.choices.get(inst.block, 0)]

    def _operand(self, o: Operand, width: int) -> Node | None:
        if isinstance(o, Const):
            return Node(z3.IntVal(o.value), o.value, o.value, width)
        return self.node(o.index)

    def _lift(self, index: int) -> Node | None:
        inst = self.fragment.insts[index]
        op, w = inst.op, inst.width
        if op is Opcode.VAR:
            v = self.vars.setdefault(index, z3.Int(f"{_PREFIX}{index}"))
            return Node(v, 0, (1 << w) - 1, w)
        if op is Opcode.PHI:
            if self.choices is None:
                return None
            return self._operand(self._chosen_arm(inst), w)
        args = [self._operand(o, self.fragment.width_of(o)) for o in inst.operands]
        if any(a is None for a in args):
            return None
        a = args[0]
        assert a is not None
        if op is Opcode.ZEXT:
            u = a.unsigned()
            return Node(u.term, u.lo, u.hi, w)
        if op is Opcode.SEXT:
            s = a.signed()
            return Node(s.term, s.lo, s.hi, w)
        if op is Opcode.TRUNC:
            return Node(a.term, a.lo, a.hi, w)  # t ≡ value mod 2^W, so also mod 2^w
        if op is Opcode.SELECT and self.selects:
            c, t, e = args
            assert c is not None and t is not None and e is not None
            return Node(z3.If(c.unsigned().term == 1, t.term, e.term), min(t.lo, e.lo), max(t.hi, e.hi), w)
        if len(args) != 2:
            return None
        b = args[1]
        assert b is not None
        if op is Opcode.XOR:
            # `k ^ k` is 0 wherever it is not poison, and so is `v ^ 0` v: the poison
            # reads of a cut (`auditor.oracles.chains`). A lifted cone propagates
            # poison to the value, so where the value is read it is not poison.
            if inst.operands[0] == inst.operands[1]:
                return Node(z3.IntVal(0), 0, 0, w)
            ones = (1 << w) - 1
            for v, other in ((a, b), (b, a)):
                if other.lo == other.hi == 0:
                    return v
                if other.lo == other.hi == ones:  # `not v` = 2^w − 1 − v (mod 2^w)
                    return Node(ones - v.term, ones - v.hi, ones - v.lo, w)
            return None
        if op in ICMPS and self.selects:
            return Node(z3.If(_compare(op, a, b), z3.IntVal(1), z3.IntVal(0)), 0, 1, w)
        if op in (Opcode.UMIN, Opcode.UMAX, Opcode.SMIN, Opcode.SMAX) and self.selects:
            return _extreme(op, a, b)
        if op is Opcode.AND and self.selects:
            return _masked(a, inst.operands[1], w)
        if op is Opcode.ADD:
            return Node(a.term + b.term, a.lo + b.lo, a.hi + b.hi, w)
        if op is Opcode.SUB:
            return Node(a.term - b.term, a.lo - b.hi, a.hi - b.lo, w)
        if op is Opcode.MUL:
            if (multiple := self._multiple_of_quotient(inst)) is not None:
                return multiple
            corners = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
            return Node(a.term * b.term, min(corners), max(corners), w)
        shift = inst.operands[1]
        if op in SHIFTS and isinstance(shift, Const) and shift.value < w:
            k = 1 << shift.value
            if op is Opcode.SHL:
                return Node(a.term * k, min(a.lo * k, a.hi * k), max(a.lo * k, a.hi * k), w)
            # Floor division by a positive constant (SMT-LIB `div`): lshr of the
            # unsigned value, ashr of the signed one.
            r = a.unsigned() if op is Opcode.LSHR else a.signed()
            return Node(r.term / k, r.lo // k, r.hi // k, w)
        if op in (Opcode.SDIV, Opcode.SREM):
            if isinstance(shift, Const):
                return self._signed_division(op, a, shift.value, w)
            return self._signed_by_variable(index, op, a, b, w)
        if op in (Opcode.UDIV, Opcode.UREM):
            r, d = a.unsigned(), b.unsigned()
            if d.hi <= 0:
                return None
            if isinstance(shift, Const) or d.lo > 0:
                low = max(d.lo, 1)
            else:  # a variable divisor is non-zero in every defined execution (UB at 0)
                self._assume(index, d.term != 0)
                low = 1
            if op is Opcode.UDIV:
                return Node(r.term / d.term, r.lo // d.hi, r.hi // low, w)
            return Node(r.term % d.term, 0, min(d.hi - 1, r.hi), w)
        return None

    def _multiple_of_quotient(self, inst: Inst) -> Node | None:
        """`mul (udiv x, d), c` for constants d and c ≡ d·m (mod 2^w): (x − x mod d)·m,
        on x's term, not its unsigned reading. Exact: with u the unsigned reading,
        u = d·q + (u mod d), so q·c ≡ q·d·m = (u − u mod d)·m ≡ (x − u mod d)·m, as
        u ≡ x (mod 2^w). Why: lz4's length codes compute `x − 529 − (x − 529) % 510` as
        `((x − 529) / 510) · −510` on a sign-extended x; read signed, the product
        needed a reduction mod 2^64 of a quotient of one (nlsat gave up), where
        `x − 529 − r` lies within a few units of x. None for other products."""
        w = inst.width
        for n in (0, 1):
            quotient, c = inst.operands[n], inst.operands[1 - n]
            if not (isinstance(quotient, Ref) and isinstance(c, Const)):
                continue
            division = self.fragment.insts[quotient.index]
            d = division.operands[1] if division.op is Opcode.UDIV else None
            if not isinstance(d, Const) or d.value == 0:
                continue
            factors = [k // d.value for k in sorted((c.value, c.value - (1 << w)), key=abs) if k % d.value == 0]
            x = self._operand(division.operands[0], w)
            if not factors or x is None:
                continue
            m = factors[0]
            r = x.unsigned().term % d.value
            corners = [(x.lo - (d.value - 1)) * m, x.hi * m]
            return Node((x.term - r) * m, min(corners), max(corners), w)
        return None


def _compare(op: Opcode, a: Node, b: Node) -> Any:
    """The comparison `op` of two lifted values, on their unsigned or signed readings."""
    if op in (Opcode.SLT, Opcode.SLE, Opcode.SGT, Opcode.SGE):
        x, y = a.signed().term, b.signed().term
    else:
        x, y = a.unsigned().term, b.unsigned().term
    return {
        Opcode.EQ: lambda: x == y,
        Opcode.NE: lambda: x != y,
        Opcode.ULT: lambda: x < y,
        Opcode.ULE: lambda: x <= y,
        Opcode.UGT: lambda: x > y,
        Opcode.UGE: lambda: x >= y,
        Opcode.SLT: lambda: x < y,
        Opcode.SLE: lambda: x <= y,
        Opcode.SGT: lambda: x > y,
        Opcode.SGE: lambda: x >= y,
    }[op]()


def _arithmetic(op: Opcode, x: Any, y: Any) -> Any:
    """add, sub or mul of two integer terms (no wrapping)."""
    if op is Opcode.ADD:
        return x + y
    return x - y if op is Opcode.SUB else x * y


def _extreme(op: Opcode, a: Node, b: Node) -> Node:
    """umin / umax / smin / smax as an `If` on the unsigned or signed readings."""
    signed = op in (Opcode.SMIN, Opcode.SMAX)
    x, y = (a.signed(), b.signed()) if signed else (a.unsigned(), b.unsigned())
    if op in (Opcode.UMIN, Opcode.SMIN):
        return Node(z3.If(x.term <= y.term, x.term, y.term), min(x.lo, y.lo), min(x.hi, y.hi), a.width)
    return Node(z3.If(x.term >= y.term, x.term, y.term), max(x.lo, y.lo), max(x.hi, y.hi), a.width)


def _masked(a: Node, mask_operand: Operand, w: int) -> Node | None:
    """`and` with a constant that keeps the low k bits (x mod 2^k) or clears them
    (x − x mod 2^k), on the unsigned reading; None for other masks."""
    if not isinstance(mask_operand, Const):
        return None
    m, u = mask_operand.value, a.unsigned()
    if (m + 1) & m == 0:  # 2^k − 1
        k = 1 << m.bit_length()
        return u if u.hi < k else Node(u.term % k, 0, min(u.hi, k - 1), w)
    k = -m & ((1 << w) - 1)  # 2^k when m = 2^w − 2^k
    if k & (k - 1) == 0:
        return Node(u.term - u.term % k, u.lo - u.lo % k, u.hi - u.hi % k, w)
    return None
