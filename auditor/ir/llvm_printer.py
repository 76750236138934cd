"""Fragments as standalone LLVM functions, so LLVM analyses exactly what the oracle sees.

Each fragment becomes one `define`: its inputs are `noundef` parameters (the oracle
ranges over every concrete value, never undef or poison), its root is returned, and
its assumptions are said the way LLVM hears them — a `range(...)` parameter attribute
where one range says it all, `llvm.assume` otherwise (known bits, power of two),
and each path condition as the conditional branch it comes from in the original
code: a `pc` as a branch that the `ret` runs under (block GUARDED), a `blockpc` as a
branch on its edge into the phis' block; the other edge returns poison. Phis need control flow: each fragment block is a `switch` on an extra
`noundef i32` parameter (the predecessor choice, free like any input) into one empty
block per predecessor, joining in a block that holds the phis. Nothing else is added,
so the values LLVM reports on are the fragment's own, named as in the fragment.

Syntax follows the target LLVM: `icmp samesign` exists from LLVM 20 on; for an older
LLVM the flag is dropped, which only gives LLVM a fragment with more defined
executions — any fact it proves for that one holds for ours (docs/llvm.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, mask, to_signed
from auditor.ir.opcodes import CASTS, DIVISIONS, ICMPS, WITH_OVERFLOW, Flag, Opcode

SAMESIGN_SINCE = 20
RANGE_ATTRIBUTE_SINCE = 19

_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")
_BINARY = frozenset(
    {
        Opcode.ADD,
        Opcode.SUB,
        Opcode.MUL,
        Opcode.SHL,
        Opcode.UDIV,
        Opcode.SDIV,
        Opcode.UREM,
        Opcode.SREM,
        Opcode.LSHR,
        Opcode.ASHR,
        Opcode.AND,
        Opcode.OR,
        Opcode.XOR,
    }
)
_FLAG_ORDER = (Flag.NUW, Flag.NSW, Flag.EXACT, Flag.DISJOINT, Flag.NNEG)
_POISON_ARG = {Opcode.CTLZ: Flag.ZERO_POISON, Opcode.CTTZ: Flag.ZERO_POISON, Opcode.ABS: Flag.INT_MIN_POISON}


GUARDED = '"auditor:guarded"'
"""The block that returns the root of a fragment with path conditions: every `pc`'s
branch dominates it, and the plugin asks LLVM about each value there."""

OFF_PATH = '"auditor:off"'
"""Where a path condition's other edge goes: `ret poison`, an execution we do not audit."""


class NotExpressible(ValueError):
    """The fragment has no faithful LLVM form (phis of one block that depend on each
    other, a path condition on a value not yet defined where it must hold)."""


@dataclass(frozen=True)
class LLVMFunction:
    """One fragment as an LLVM function.

    `values` maps each LLVM value name the function defines for a fragment value to
    that value's index. `assumed` are the indices whose uses LLVM sees more of than
    the fragment has (operands of an `llvm.assume`, and everything they depend on):
    their demanded bits in LLVM include the assume's use, so they are not comparable
    with the oracle's."""

    name: str
    text: str
    values: dict[str, int]
    assumed: frozenset[int]
    declarations: frozenset[str]


def llvm_name(name: str) -> str:
    """`%name`, quoted when LLVM's lexer needs it (names starting with a digit)."""
    if _PLAIN_NAME.fullmatch(name):
        return "%" + name
    escaped = name.replace("\\", "\\5C").replace('"', "\\22")
    return f'%"{escaped}"'


def function_name(number: int) -> str:
    return f"f{number}"


def block_order(fragment: Fragment) -> list[int]:
    """Fragment blocks in an order where every phi's incoming values, and what the
    blockpcs of its edges read, are computable before its block: the order of the
    switches in the emitted function."""
    f = fragment
    depends: list[set[int]] = [set() for _ in f.insts]  # blocks whose phis each value needs
    for i, inst in enumerate(f.insts):
        below: set[int] = set()
        for o in inst.operands:
            if isinstance(o, Ref):
                below |= depends[o.index]
        if inst.op is Opcode.PHI and inst.block is not None:
            if inst.block in below:
                raise NotExpressible(f"phi %{f.names[i]} depends on a phi of its own block")
            below = below | {inst.block}
        depends[i] = below
    needs: dict[int, set[int]] = {b: set() for b in range(len(f.blocks))}
    first: dict[int, int] = {}
    for i, inst in enumerate(f.insts):
        if inst.op is Opcode.PHI and inst.block is not None:
            first.setdefault(inst.block, i)
            for o in inst.operands:
                if isinstance(o, Ref):
                    needs[inst.block] |= depends[o.index]
    # A blockpc is tested on its edge into the block: what it reads comes first too.
    for bpc in f.blockpcs:
        for o in (bpc.lhs, bpc.rhs):
            if isinstance(o, Ref):
                if bpc.block in depends[o.index]:
                    raise NotExpressible(f"blockpc reads %{f.names[o.index]}, which needs a phi of its own block")
                needs[bpc.block] |= depends[o.index]
    order: list[int] = []
    placed: set[int] = set()
    pending = sorted(first, key=first.__getitem__)
    while pending:
        ready = [b for b in pending if needs[b] <= placed]
        if not ready:
            raise NotExpressible("phis of different blocks depend on each other")
        order.append(ready[0])
        placed.add(ready[0])
        pending.remove(ready[0])
    return order


_ALWAYS = "always"
_SOME = "some"
Site = str | tuple[int, int]  # _ALWAYS, _SOME, or (block, predecessor)


def execution_sites(fragment: Fragment) -> list[Site]:
    """Where each instruction is executed (docs/semantics.md, "Executed instructions"):
    always, only when block b is entered from predecessor p (it feeds only that
    incoming value or blockpc), or on some paths (several such edges). LLVM executes
    an instruction wherever it is placed, so an edge-only one goes into that
    predecessor block: a division there must not be UB on other paths."""
    f = fragment
    # While walking: None (no use yet), _ALWAYS, _SOME, or the set of edges it runs on.
    sites: list[str | frozenset[tuple[int, int]] | None] = [None] * len(f.insts)

    def meet(i: int, site: str | frozenset[tuple[int, int]]) -> None:
        old = sites[i]
        if old is None:
            sites[i] = site
        elif _ALWAYS in (old, site):
            sites[i] = _ALWAYS
        elif isinstance(old, frozenset) and isinstance(site, frozenset):
            edges = old | site
            # Every block's choice is made in every execution, so running on all of
            # a block's incoming edges is running always.
            covered = any(len({p for b2, p in edges if b2 == b}) == f.blocks[b].preds for b, _ in edges)
            sites[i] = _ALWAYS if covered else edges
        else:
            sites[i] = _SOME

    def edge(block: int, pred: int) -> frozenset[tuple[int, int]]:
        return frozenset({(block, pred)})

    meet(f.root, _ALWAYS)
    for pc in f.pcs:
        for o in (pc.lhs, pc.rhs):
            if isinstance(o, Ref):
                meet(o.index, _ALWAYS)
    for bpc in f.blockpcs:
        for o in (bpc.lhs, bpc.rhs):
            if isinstance(o, Ref):
                meet(o.index, edge(bpc.block, bpc.pred))
    for i in range(len(f.insts) - 1, -1, -1):
        inst = f.insts[i]
        if sites[i] is None:  # no uses at all: executed (semantics.md)
            sites[i] = _ALWAYS
        site = sites[i]
        assert site is not None
        for k, o in enumerate(inst.operands):
            if isinstance(o, Ref):
                if inst.op is Opcode.PHI and inst.block is not None:
                    # An incoming value must sit in its predecessor block; if the phi
                    # itself runs on some edges only, keep it simple: some paths.
                    meet(o.index, edge(inst.block, k) if site == _ALWAYS else _SOME)
                else:
                    meet(o.index, site)
    result: list[Site] = []
    for site in sites:
        if isinstance(site, frozenset):
            result.append(next(iter(site)) if len(site) == 1 else _SOME)
        else:
            result.append(site if site is not None else _ALWAYS)
    return result


def unplaceable(fragment: Fragment, sites: Sequence[Site] | None = None) -> list[int]:
    """Instructions with no LLVM placement that executes them exactly when ours does:
    a division that may trap and runs on several (not all) edges, or on an edge of a
    phi that itself runs on some paths only. Rare in real code (1 value in 83,499 of
    the bundled corpora); extraction cuts them to inputs."""
    sites = execution_sites(fragment) if sites is None else sites
    return [i for i, site in enumerate(sites) if site == _SOME and _may_trap(fragment.insts[i])]


def _may_trap(inst: Inst) -> bool:
    """Whether executing `inst` can be immediate UB (LangRef udiv/sdiv/urem/srem: a
    zero divisor; for the signed ones also INT_MIN / -1). A division by a constant
    that is neither 0 nor -1 cannot, so it may run on more paths than ours does."""
    if inst.op not in DIVISIONS:
        return False
    divisor = inst.operands[1]
    if not isinstance(divisor, Const):
        return True
    signed = inst.op in (Opcode.SDIV, Opcode.SREM)
    return divisor.value == 0 or (signed and divisor.value == mask(inst.width))


class _Emitter:
    def __init__(self, fragment: Fragment, number: int, llvm_major: int) -> None:
        self.f = fragment
        self.name = function_name(number)
        self.major = llvm_major
        self.lines: list[str] = []
        self.declarations: set[str] = set()
        self.assume_operands: list[Operand] = []
        self.temp = 0
        self.stage: list[int] = []  # 0: entry block; k + 1: after the k-th switch
        self.sites: list[Site] = []

    # -- operands and types

    def value(self, o: Operand) -> str:
        if isinstance(o, Const):
            if o.width == 1:
                return "true" if o.value else "false"
            return str(to_signed(o.value, o.width))
        return llvm_name(self.f.names[o.index])

    def typed(self, o: Operand) -> str:
        return f"i{self.f.width_of(o)} {self.value(o)}"

    def fresh(self) -> str:
        self.temp += 1
        return f'%"auditor:t{self.temp}"'

    def declare(self, text: str) -> None:
        self.declarations.add(text)

    def assume(self, condition: str) -> None:
        self.declare("declare void @llvm.assume(i1 noundef)")
        self.lines.append(f"  call void @llvm.assume(i1 {condition})")

    def guard(self, lhs: Operand, rhs: Operand, label: str, opens: bool = True) -> None:
        """A path condition as the branch it was: the code after it (block `label`,
        which it opens unless `opens` is false) runs only where lhs == rhs (LangRef: a
        branch on poison is UB — neither is poison, docs/semantics.md's `pc`); the
        other edge leaves for OFF_PATH."""
        if self.f.width_of(lhs) == 1 and isinstance(rhs, Const):
            condition, taken = self.value(lhs), bool(rhs.value)
        else:
            condition, taken = self.fresh(), True
            self.lines.append(f"  {condition} = icmp eq {self.typed(lhs)}, {self.value(rhs)}")
        on, off = (f"%{label}", f"%{OFF_PATH}") if taken else (f"%{OFF_PATH}", f"%{label}")
        self.lines.append(f"  br i1 {condition}, label {on}, label {off}")
        if opens:
            self.lines.append(f"{label}:")
        self.assume_operands += [lhs, rhs]

    # -- the function

    def emit(self) -> LLVMFunction:
        f = self.f
        order = block_order(f)
        position = {b: k for k, b in enumerate(order)}
        stage = self.stage = [0] * len(f.insts)
        for i, inst in enumerate(f.insts):
            if inst.op is Opcode.PHI and inst.block is not None:
                stage[i] = position[inst.block] + 1
            else:
                stage[i] = max((stage[o.index] for o in inst.operands if isinstance(o, Ref)), default=0)
        self.sites = execution_sites(f)
        for i in unplaceable(f, self.sites):
            raise NotExpressible(f"%{f.names[i]} (a division) runs on some paths only")
        params = [self.parameter(i) for i in f.inputs()]
        params += [f'i32 noundef %"auditor:choice{k}"' for k in range(len(order))]
        root = f.root_inst
        self.lines.append(f"define i{root.width} @{self.name}({', '.join(params)}) {{")
        self.lines.append('"auditor:entry":')
        for i in f.inputs():
            self.input_assumptions(i)
        self.instructions(stage, 0)
        for k, block in enumerate(order):
            self.switch(k, block)
            self.instructions(stage, k + 1)
        for k, pc in enumerate(f.pcs):
            self.guard(pc.lhs, pc.rhs, GUARDED if k == len(f.pcs) - 1 else f'"auditor:guard{k}"')
        result = self.value(Ref(f.root))
        if f.root_demanded is not None and f.root_demanded != mask(root.width):
            # `infer %x (demandedBits=m)`: only m of the root is used.
            t = self.fresh()
            self.lines.append(f"  {t} = and i{root.width} {result}, {to_signed(f.root_demanded, root.width)}")
            result = t
        self.lines.append(f"  ret i{root.width} {result}")
        if f.pcs or f.blockpcs:
            self.lines.append(f"{OFF_PATH}:")
            self.lines.append(f"  ret i{root.width} poison")
        self.lines.append("}")
        values = {f.names[i]: i for i, inst in enumerate(f.insts) if inst.op not in WITH_OVERFLOW}
        return LLVMFunction(self.name, "\n".join(self.lines), values, self.cone(), frozenset(self.declarations))

    def parameter(self, index: int) -> str:
        inst = self.f.insts[index]
        attrs = inst.attrs
        text = f"i{inst.width} noundef"
        if attrs.range is not None and self.major >= RANGE_ATTRIBUTE_SINCE:
            lo, hi = attrs.range
            w = inst.width
            text += f" range(i{w} {to_signed(lo, w)}, {to_signed(hi, w)})"
        return f"{text} {llvm_name(self.f.names[index])}"

    def input_assumptions(self, index: int) -> None:
        """Souper's var attributes other than a range, as `llvm.assume`s in the entry
        block (LangRef: assume's operand must be true, else the behaviour is undefined —
        the same reading as ours: not a defined execution)."""
        inst = self.f.insts[index]
        a, w = inst.attrs, inst.width
        x = Ref(index)
        signed_bounds: list[tuple[int, int]] = []  # [lo, hi) in signed terms
        if a.range is not None and self.major < RANGE_ATTRIBUTE_SINCE:
            self.assume_in_range(x, a.range)
        if a.known_zero | a.known_one:
            t = self.fresh()
            self.lines.append(f"  {t} = and i{w} {self.value(x)}, {to_signed(a.known_zero | a.known_one, w)}")
            c = self.fresh()
            self.lines.append(f"  {c} = icmp eq i{w} {t}, {to_signed(a.known_one, w)}")
            self.assume(c)
            self.assume_operands.append(x)
        if a.non_zero:
            self.compare(x, "ne", 0)
        if a.negative:
            self.compare(x, "slt", 0)
        if a.non_negative:
            self.compare(x, "sge", 0)
        if a.sign_bits > 1:
            bound = 1 << (w - a.sign_bits)  # sign bits ≥ n ⇔ -2^(w-n) ≤ x < 2^(w-n)
            signed_bounds.append((-bound, bound))
        for lo, hi in signed_bounds:
            self.compare(x, "sge", lo)
            self.compare(x, "slt", hi)
        if a.power_of_two:
            self.declare(f"declare i{w} @llvm.ctpop.i{w}(i{w})")
            t = self.fresh()
            self.lines.append(f"  {t} = call i{w} @llvm.ctpop.i{w}(i{w} {self.value(x)})")
            c = self.fresh()
            self.lines.append(f"  {c} = icmp eq i{w} {t}, 1")
            self.assume(c)
            self.assume_operands.append(x)

    def compare(self, x: Operand, predicate: str, constant: int) -> None:
        w = self.f.width_of(x)
        c = self.fresh()
        self.lines.append(f"  {c} = icmp {predicate} i{w} {self.value(x)}, {to_signed(constant % (1 << w), w)}")
        self.assume(c)
        self.assume_operands.append(x)

    def assume_in_range(self, x: Operand, bounds: tuple[int, int]) -> None:
        lo, hi = bounds
        w = self.f.width_of(x)
        t = self.fresh()  # x ∈ [lo, hi) mod 2^w ⇔ (x - lo) mod 2^w < (hi - lo) mod 2^w
        self.lines.append(f"  {t} = sub i{w} {self.value(x)}, {to_signed(lo, w)}")
        c = self.fresh()
        self.lines.append(f"  {c} = icmp ult i{w} {t}, {to_signed((hi - lo) % (1 << w), w)}")
        self.assume(c)
        self.assume_operands.append(x)

    def instructions(self, stage: list[int], wanted: int) -> None:
        for i, inst in enumerate(self.f.insts):
            if stage[i] == wanted and inst.op not in (Opcode.VAR, Opcode.PHI) and not isinstance(self.sites[i], tuple):
                self.lines.append(f"  {llvm_name(self.f.names[i])} = {self.instruction(inst)}")

    def switch(self, k: int, block: int) -> None:
        f = self.f
        preds = f.blocks[block].preds
        label = f'"auditor:b{k}"'
        pred_labels = [f'"auditor:b{k}.p{j}"' for j in range(preds)]
        # Each blockpc is a branch on the way from predecessor j, the nearest (first)
        # last: the block that enters the phis' block is the one that tests it, as in
        # the original code (LLVM reads a phi's incoming edge condition there).
        tests = [[bpc for bpc in reversed(f.blockpcs) if bpc.block == block and bpc.pred == j] for j in range(preds)]
        chains = [
            [f'"auditor:b{k}.p{j}.g{n}"' for n in range(len(tests[j]) - 1)] + [pred_labels[j]] for j in range(preds)
        ]
        cases = " ".join(f"i32 {j}, label %{chains[j][0]}" for j in range(1, preds))
        self.lines.append(f'  switch i32 %"auditor:choice{k}", label %{chains[0][0]} [ {cases} ]')
        for j in range(preds):
            self.lines.append(f"{chains[j][0]}:")
            for i, inst in enumerate(f.insts):  # what runs only on this edge
                if self.sites[i] == (block, j) and inst.op not in (Opcode.VAR, Opcode.PHI):
                    self.lines.append(f"  {llvm_name(f.names[i])} = {self.instruction(inst)}")
            for n, bpc in enumerate(tests[j]):
                late = [o for o in (bpc.lhs, bpc.rhs) if isinstance(o, Ref) and self.stage[o.index] > k]
                if late:
                    raise NotExpressible(f"blockpc reads %{f.names[late[0].index]}, not defined on that edge")
                more = n + 1 < len(tests[j])
                self.guard(bpc.lhs, bpc.rhs, chains[j][n + 1] if more else label, opens=more)
            if not tests[j]:
                self.lines.append(f"  br label %{label}")
        self.lines.append(f"{label}:")
        for i, inst in enumerate(f.insts):
            if inst.op is Opcode.PHI and inst.block == block:
                incoming = ", ".join(f"[ {self.value(o)}, %{pred_labels[j]} ]" for j, o in enumerate(inst.operands))
                self.lines.append(f"  {llvm_name(f.names[i])} = phi i{inst.width} {incoming}")

    def instruction(self, inst: Inst) -> str:
        op, w = inst.op, inst.width
        ops = inst.operands
        flags = " ".join(f.value for f in _FLAG_ORDER if f in inst.flags)
        flags = f" {flags}" if flags else ""
        if op in _BINARY:
            return f"{op.value}{flags} i{w} {self.value(ops[0])}, {self.value(ops[1])}"
        if op in ICMPS:
            samesign = " samesign" if Flag.SAMESIGN in inst.flags and self.major >= SAMESIGN_SINCE else ""
            return f"icmp{samesign} {op.value} {self.typed(ops[0])}, {self.value(ops[1])}"
        if op is Opcode.SELECT:
            return f"select {self.typed(ops[0])}, {self.typed(ops[1])}, {self.typed(ops[2])}"
        if op in CASTS:
            return f"{op.value}{flags} {self.typed(ops[0])} to i{w}"
        if op is Opcode.FREEZE:
            return f"freeze {self.typed(ops[0])}"
        if op is Opcode.EXTRACTVALUE:
            agg = ops[0]
            inner = self.f.width_of(agg) - 1
            return f"extractvalue {{ i{inner}, i1 }} {self.value(agg)}, {inst.index}"
        if op in WITH_OVERFLOW:
            inner = w - 1
            callee = f"llvm.{op.value}.i{inner}"
            self.declare(f"declare {{ i{inner}, i1 }} @{callee}(i{inner}, i{inner})")
            pair = ", ".join(self.typed(o) for o in ops)
            return f"call {{ i{inner}, i1 }} @{callee}({pair})"
        callee = f"llvm.{op.value}.i{w}"
        arg_types = [f"i{self.f.width_of(o)}" for o in ops]
        args = [self.typed(o) for o in ops]
        poison_flag = _POISON_ARG.get(op)
        if poison_flag is not None:
            arg_types.append("i1")
            args.append("i1 true" if poison_flag in inst.flags else "i1 false")
        self.declare(f"declare i{w} @{callee}({', '.join(arg_types)})")
        return f"call i{w} @{callee}({', '.join(args)})"

    def cone(self) -> frozenset[int]:
        """Indices the assumes' operands depend on (they are demanded by the assume)."""
        needed = {o.index for o in self.assume_operands if isinstance(o, Ref)}
        for i in range(len(self.f.insts) - 1, -1, -1):
            if i in needed:
                needed.update(o.index for o in self.f.insts[i].operands if isinstance(o, Ref))
        return frozenset(needed)


def to_llvm_function(fragment: Fragment, number: int, llvm_major: int) -> LLVMFunction:
    """Raises NotExpressible when the fragment has no faithful LLVM form."""
    return _Emitter(fragment, number, llvm_major).emit()


def to_llvm_module(fragments: Sequence[Fragment], llvm_major: int) -> tuple[str, list[LLVMFunction | NotExpressible]]:
    """One module with function `f<i>` for fragment i (or the reason it has none)."""
    functions: list[LLVMFunction | NotExpressible] = []
    for number, fragment in enumerate(fragments):
        try:
            functions.append(to_llvm_function(fragment, number, llvm_major))
        except NotExpressible as err:
            functions.append(err)
    declarations = sorted({d for fn in functions if isinstance(fn, LLVMFunction) for d in fn.declarations})
    body = [fn.text for fn in functions if isinstance(fn, LLVMFunction)]
    return "\n\n".join([*declarations, *body]) + "\n", functions
