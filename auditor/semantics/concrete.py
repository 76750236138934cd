"""A vectorised numpy evaluator of docs/semantics.md.

This is one of the two independent implementations of the fragment semantics (the
other is the Z3 encoding in `smt.py`). The oracles use it to evaluate a fragment on
millions of inputs at once, so every instruction is computed over whole arrays of
"lanes" (one execution per lane), never lane by lane.

Representation. A value of width w ≤ 64 is an `np.uint64` array holding the unsigned
value in [0, 2^w); wider values are `object` arrays of Python ints (exact but slow, and
rare in practice). Signed readings are never materialised: signed comparisons flip the
sign bit, signed division works on magnitudes, and arithmetic shifts fill with ones
explicitly — the same code then serves both representations and w = 64, where an
`int64` reading would overflow. All numpy scalars used with `uint64` arrays are
`np.uint64`, as mixing `uint64` with signed integers promotes to float64.

Every lane gets a value even where the semantics leave it unspecified (poison, UB):
division uses a safe divisor of 1 and shifts a safe amount of 0 in those lanes, so
nothing traps or warns.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, mask
from auditor.ir.opcodes import ICMPS, WITH_OVERFLOW, Flag, Opcode

Array = npt.NDArray[Any]
Bools = npt.NDArray[np.bool_]

NATIVE_WIDTH = 64
"""Widest value held in a `uint64` array; wider ones are object arrays of Python ints."""

_LO32 = np.uint64(0xFFFF_FFFF)
_S32 = np.uint64(32)


@dataclass(frozen=True, eq=False)
class Inputs:
    """One execution per lane: the values of the vars, the predecessor chosen for each
    block and the value each freeze yields when its operand is poison.

    All arrays have the same length (the number of lanes). Values may come in any
    integer or object dtype; they are reduced modulo 2^width on entry.

    `poisoned` marks lanes where a var is poison. A fragment's inputs never are
    (docs/semantics.md); it is for a part of a larger program evaluated on its own,
    whose vars stand for values computed outside it, poison where they were
    (`auditor.oracles.demanded` evaluates only the instructions a flip reaches)."""

    vars: Mapping[int, Array]
    choices: Mapping[int, Array] = field(default_factory=dict)  # missing block: predecessor 0
    freezes: Mapping[int, Array] = field(default_factory=dict)  # missing freeze: 0
    poisoned: Mapping[int, Bools] = field(default_factory=dict)  # missing var: never poison


@dataclass(frozen=True, eq=False)
class Evaluation:
    """Everything docs/semantics.md defines about each lane's execution.

    `values[i]` is unspecified (but in range) where `poison[i]` holds. `ub[i]` is
    instruction i's own immediate UB given its operands, whether or not it runs; it
    only makes the execution undefined where `executed[i]` holds. The result of an
    instruction with UB is unspecified, and so is everything computed from it: the
    values, poison and `ub` downstream, and `assumptions` when a path condition reads
    it. `defined` never depends on such values (a path condition's operands run), nor
    does anything in a defined lane that is executed.

    Arrays may be shared between entries (an all-false mask, a zext's unchanged
    operand) and some are read-only: copy before modifying."""

    values: tuple[Array, ...]
    poison: tuple[Bools, ...]
    executed: tuple[Bools, ...]
    ub: tuple[Bools, ...]
    assumptions: Bools
    defined: Bools

    def fact_mask(self, index: int) -> Bools:
        """Lanes a fact about instruction `index` must hold on: defined executions in
        which it runs and is not poison (docs/semantics.md, "Defined executions")."""
        return self.defined & self.executed[index] & ~self.poison[index]


@dataclass(frozen=True)
class Point:
    """One execution, as plain Python values (for tests and counterexamples)."""

    values: tuple[int, ...]
    poison: tuple[bool, ...]
    executed: tuple[bool, ...]
    defined: bool


def as_array(values: Sequence[int] | Array, width: int) -> Array:
    """The array the evaluator uses for `width`: `uint64` up to 64 bits, else object."""
    if isinstance(values, np.ndarray):
        return _normalise(values, width)
    m = mask(width)
    if width > NATIVE_WIDTH:
        out = np.empty(len(values), dtype=object)
        out[:] = [int(v) & m for v in values]
        return out
    try:
        # One conversion in C (several times faster than a generator of masked ints):
        # Python ints in [0, 2^64) convert exactly, numpy integers wrap modulo 2^64,
        # and masking to `width` after either is `& m`.
        native = np.array(values, dtype=np.uint64)
    except OverflowError:  # a negative Python int, or one of more than 64 bits
        return np.fromiter((int(v) & m for v in values), dtype=np.uint64, count=len(values))
    if native.ndim != 1:
        raise ValueError(f"input values must be one-dimensional, got shape {native.shape}")
    if width < NATIVE_WIDTH:
        native &= np.uint64(m)
    return native


def scalar(column: Array, value: int) -> object:
    """`value` as a scalar of `column`'s representation (np.uint64 or Python int), so
    that comparisons and masks with the column stay exact."""
    return np.uint64(value) if column.dtype == np.uint64 else value


def evaluate_point(
    fragment: Fragment,
    vars: Mapping[int, int],
    choices: Mapping[int, int] = {},
    freezes: Mapping[int, int] = {},
) -> Point:
    """Evaluate a single execution given as Python ints."""
    inputs = Inputs(
        vars={i: as_array([v], fragment.insts[i].width) for i, v in vars.items()},
        choices={b: np.array([c], dtype=np.int64) for b, c in choices.items()},
        freezes={i: as_array([v], fragment.insts[i].width) for i, v in freezes.items()},
    )
    ev = evaluate(fragment, inputs)
    return Point(
        values=tuple(int(v[0]) for v in ev.values),
        poison=tuple(bool(p[0]) for p in ev.poison),
        executed=tuple(bool(e[0]) for e in ev.executed),
        defined=bool(ev.defined[0]),
    )


CONSTANTS_KEPT = 4096
"""Constant lane arrays `_constant` keeps (read-only views of one scalar each: a few
hundred bytes apiece, whatever the lane count)."""

_constants: dict[tuple[int, int, int], Array] = {}


def _constant(value: int, width: int, n: int) -> Array:
    """A read-only array of `n` lanes, all `value`: of width `width`'s representation,
    or booleans for width 0. Shared by every evaluation that asks for it (Evaluation's
    arrays may be shared and read-only: users copy before modifying); made anew for
    each of them, it was a seventh of a small fragment's evaluation."""
    key = (value, width, n)
    found = _constants.get(key)
    if found is None:
        if len(_constants) >= CONSTANTS_KEPT:
            _constants.clear()
        if width == 0:
            found = np.broadcast_to(np.bool_(value), (n,))
        else:
            found = np.broadcast_to(np.array(value, dtype=object) if width > NATIVE_WIDTH else np.uint64(value), (n,))
        _constants[key] = found
    return found


def evaluate(fragment: Fragment, inputs: Inputs) -> Evaluation:
    """Evaluate every instruction of `fragment` on every lane of `inputs`."""
    n = _lane_count(fragment, inputs)
    with np.errstate(all="ignore"):
        return _Evaluator(fragment, inputs, n).run()


# --- representation ------------------------------------------------------------------


class _W:
    """The scalars of one width, typed for its representation (np.uint64 or int)."""

    __slots__ = ("m", "one", "smax", "top", "w", "wide", "zero")

    def __init__(self, w: int) -> None:
        self.w = w
        self.wide = w > NATIVE_WIDTH
        self.m: Any = self.c(mask(w))
        self.top: Any = self.c(1 << (w - 1))  # INT_MIN, the sign bit
        self.smax: Any = self.c(mask(w - 1))  # INT_MAX
        self.zero: Any = self.c(0)
        self.one: Any = self.c(1)

    def c(self, v: int) -> Any:
        return v if self.wide else np.uint64(v)

    def msb(self, x: Array) -> Bools:
        out: Bools = x >= self.top
        return out

    def neg(self, x: Array) -> Array:
        out: Array = (self.zero - x) & self.m
        return out

    def magnitude(self, x: Array) -> Array:
        """|signed x| as an unsigned value; INT_MIN gives 2^(w-1), which still fits."""
        return np.where(self.msb(x), self.neg(x), x)

    def ashr(self, x: Array, s: Array) -> Array:
        """Arithmetic shift right by s < w: a logical shift with the sign filled in."""
        out: Array = (x >> s) | np.where(self.msb(x), self.m ^ (self.m >> s), self.zero)
        return out

    def pick(self, cond: Bools, x: int, y: int) -> Array:
        """np.where between two constants of this width, in its representation (two
        wide Python ints alone would make numpy try, and fail, to fit them in int64)."""
        if self.wide:
            return np.where(cond, np.array(x, dtype=object), np.array(y, dtype=object))
        return np.where(cond, np.uint64(x), np.uint64(y))

    def saturate(self, x: Array) -> Array:
        """INT_MIN or INT_MAX by x's sign: where a signed overflow from x's side lands."""
        return self.pick(self.msb(x), self.top, self.smax)

    def shift_amount(self, b: Array) -> tuple[Array, Bools]:
        """A safe shift amount (< w) and the lanes where the real one is ≥ w (poison)."""
        big: Bools = b >= self.c(self.w)
        return np.where(big, self.zero, b), big


@functools.lru_cache(maxsize=512)
def _scalars(w: int) -> _W:
    """The `_W` of width w, made once: its scalars never change, and building them
    (five numpy scalars) for every instruction of every evaluation would cost a
    noticeable share of the oracle's CPU."""
    return _W(w)


def _represent(x: Array, width: int) -> Array:
    """Convert an array of in-range values to the representation of `width`."""
    if width > NATIVE_WIDTH:
        return x if x.dtype == object else x.astype(object)
    return x.astype(np.uint64) if x.dtype == object else x


def _normalise(x: Array, width: int) -> Array:
    arr = np.asarray(x)
    if arr.ndim != 1:
        raise ValueError(f"input arrays must be one-dimensional, got shape {arr.shape}")
    m = mask(width)
    if arr.dtype.kind == "O":
        # Python ints (and bools) mask as they are, in one pass. A numpy scalar
        # element's & with a wide mask overflows: those arrays go through int().
        if width > NATIVE_WIDTH:
            try:
                wide: Array = arr & m
                return wide
            except (OverflowError, TypeError):
                pass
        ints: Array = np.frompyfunc(int, 1, 1)(arr) if len(arr) else arr
        masked: Array = ints & m
        return masked if width > NATIVE_WIDTH else masked.astype(np.uint64)
    if arr.dtype.kind not in "biu":
        raise TypeError(f"input values must be integers, got dtype {arr.dtype}")
    if arr.dtype == np.uint64 and width <= NATIVE_WIDTH:  # already the representation: no copy
        return arr if width == NATIVE_WIDTH else arr & np.uint64(m)
    if width > NATIVE_WIDTH:
        return arr.astype(object) & m
    # Signed inputs wrap modulo 2^64 and then modulo 2^w: two's complement throughout.
    return arr.astype(np.uint64) & np.uint64(m)


def _map(fn: Callable[[int], int], x: Array) -> Array:
    """Apply a Python int function lane by lane (the wide representation only)."""
    if len(x) == 0:
        return x
    ufunc: Any = np.frompyfunc(fn, 1, 1)
    out: Array = ufunc(x)
    return out


def _popcount(x: Array) -> Array:
    return np.bitwise_count(x).astype(np.uint64)


def _mul_hi(a: Array, b: Array) -> Array:
    """High 64 bits of the 128-bit product of two uint64 arrays, by 32-bit limbs."""
    al, ah, bl, bh = a & _LO32, a >> _S32, b & _LO32, b >> _S32
    lh, hl = al * bh, ah * bl
    mid = ((al * bl) >> _S32) + (lh & _LO32) + (hl & _LO32)  # < 3·2^32: no wrap
    out: Array = ah * bh + (lh >> _S32) + (hl >> _S32) + (mid >> _S32)
    return out


def _unsigned_mul_overflows(k: _W, a: Array, b: Array) -> Bools:
    if k.wide or k.w <= 32:
        exact: Bools = a * b > k.m  # the product fits in 64 bits
        return exact
    wide: Bools = (_mul_hi(a, b) != 0) | (a * b > k.m)
    return wide


def _signed_mul_overflows(k: _W, a: Array, b: Array) -> Bools:
    """The product fits iff |a|·|b| ≤ 2^(w-1) when it is negative, 2^(w-1) - 1 else."""
    ma, mb = k.magnitude(a), k.magnitude(b)
    limit = k.pick(k.msb(a ^ b), k.top, k.smax)
    if k.wide or k.w <= 32:
        exact: Bools = ma * mb > limit
        return exact
    wide: Bools = (_mul_hi(ma, mb) != 0) | (ma * mb > limit)
    return wide


def _add_overflows(k: _W, a: Array, b: Array, r: Array, signed: bool) -> Bools:
    if signed:  # both operands have the same sign and the result the other one
        return k.msb((r ^ a) & (r ^ b))
    return r < a


def _sub_overflows(k: _W, a: Array, b: Array, r: Array, signed: bool) -> Bools:
    if signed:  # the operands' signs differ and the result's differs from a's
        return k.msb((a ^ b) & (a ^ r))
    return a < b


# --- the evaluator -------------------------------------------------------------------


def _lane_count(fragment: Fragment, inputs: Inputs) -> int:
    lengths = {len(a) for m in (inputs.vars, inputs.choices, inputs.freezes, inputs.poisoned) for a in m.values()}
    if len(lengths) > 1:
        raise ValueError(f"input arrays have different lengths {sorted(lengths)}")
    var_indices = set(fragment.inputs())
    if set(inputs.vars) != var_indices:
        raise ValueError(f"inputs.vars has keys {sorted(inputs.vars)}, the fragment's vars are {sorted(var_indices)}")
    if not set(inputs.poisoned) <= var_indices:
        raise ValueError("inputs.poisoned names an instruction that is not a var")
    if not set(inputs.freezes) <= set(fragment.freezes()):
        raise ValueError("inputs.freezes names an instruction that is not a freeze")
    if not all(0 <= b < len(fragment.blocks) for b in inputs.choices):
        raise ValueError("inputs.choices names a block the fragment does not have")
    return lengths.pop() if lengths else 1


class _Evaluator:
    def __init__(self, fragment: Fragment, inputs: Inputs, n: int) -> None:
        self.f = fragment
        self.inputs = inputs
        self.n = n
        self.false: Bools = _constant(0, 0, n)  # shared by every never-poison / never-UB lane set
        self.values: list[Array] = []
        self.poison: list[Bools] = []
        self.ub: list[Bools] = []
        self.choices = [self._choice(b) for b in range(len(fragment.blocks))]

    def _choice(self, block: int) -> Array:
        given = self.inputs.choices.get(block)
        if given is None:
            return np.zeros(self.n, dtype=np.int64)
        c = np.asarray(given).astype(np.int64)
        if c.ndim != 1 or ((c < 0) | (c >= self.f.blocks[block].preds)).any():
            raise ValueError(
                f"choices of block {block} must be predecessor indices 0..{self.f.blocks[block].preds - 1}"
            )
        return c

    def operand(self, o: Operand) -> tuple[Array, Bools]:
        if isinstance(o, Ref):
            return self.values[o.index], self.poison[o.index]
        return _constant(o.value, o.width, self.n), self.false

    def run(self) -> Evaluation:
        for i, inst in enumerate(self.f.insts):
            value, poison, ub = self.step(i, inst)
            self.values.append(value)
            self.poison.append(poison)
            self.ub.append(ub)
        executed = self.executed()
        assumptions = self.assumptions()
        defined = assumptions.copy()
        for e, u in zip(executed, self.ub, strict=True):
            if u is not self.false:
                defined &= ~(e & u)
        return Evaluation(
            values=tuple(np.ascontiguousarray(v) for v in self.values),  # no stride-0 constant views
            poison=tuple(self.poison),
            executed=tuple(executed),
            ub=tuple(self.ub),
            assumptions=assumptions,
            defined=defined,
        )

    def step(self, i: int, inst: Inst) -> tuple[Array, Bools, Bools]:
        op = inst.op
        if op is Opcode.VAR:
            poisoned = self.inputs.poisoned.get(i)
            poison = self.false if poisoned is None else np.asarray(poisoned, dtype=bool)
            return _normalise(self.inputs.vars[i], inst.width), poison, self.false
        args = [self.operand(o) for o in inst.operands]
        vals = [a[0] for a in args]
        pois = [a[1] for a in args]
        if op is Opcode.PHI:
            # LangRef phi: the value (and poison) of the incoming value for the
            # predecessor taken; the others do not matter.
            assert inst.block is not None
            choice = self.choices[inst.block]
            value, poison = vals[0], pois[0]
            for k in range(1, len(vals)):
                taken = choice == k
                value = np.where(taken, vals[k], value)
                poison = np.where(taken, pois[k], poison)
            return value, poison, self.false
        if op is Opcode.SELECT:
            # LangRef select: poison condition -> poison; else only the chosen arm's poison.
            cond = vals[0] != 0
            return np.where(cond, vals[1], vals[2]), pois[0] | np.where(cond, pois[1], pois[2]), self.false
        if op is Opcode.FREEZE:
            # LangRef freeze: a poison operand becomes an arbitrary but fixed value.
            given = self.inputs.freezes.get(i)
            fallback = _normalise(given, inst.width) if given is not None else self.operand(Const(0, inst.width))[0]
            return np.where(pois[0], fallback, vals[0]), self.false, self.false
        widths = [self.f.width_of(o) for o in inst.operands]
        value, extra, ub = _compute(inst, widths, vals, pois)
        poison = pois[0]
        for p in pois[1:]:
            if p is not self.false:
                poison = poison | p
        if extra is not None:
            poison = poison | extra
        return value, poison, self.false if ub is None else ub

    def executed(self) -> list[Bools]:
        """docs/semantics.md "Executed instructions", propagated from users to operands
        (operands have lower indices, so one backward pass suffices). An instruction
        executed in every lane is kept as a flag, not an array: only a phi's incoming
        values (and a blockpc's operands) run in some lanes, and the array operations
        are spent on those alone."""
        f, n = self.f, self.n
        everywhere = _constant(1, 0, n)
        if not f.blocks:
            # Straight-line code all runs: every instruction is unused (so executed),
            # the root, or an operand of a later one, all executed by induction.
            return [everywhere] * len(f.insts)
        used = [False] * len(f.insts)
        for inst in f.insts:
            for o in inst.operands:
                if isinstance(o, Ref):
                    used[o.index] = True
        for lhs, rhs in [(c.lhs, c.rhs) for c in f.pcs] + [(c.lhs, c.rhs) for c in f.blockpcs]:
            for o in (lhs, rhs):
                if isinstance(o, Ref):
                    used[o.index] = True
        full = [not u for u in used]  # executed in every lane
        some: list[Bools | None] = [None] * len(f.insts)  # else: the lanes it runs in so far

        def runs(index: int, lanes: Bools | None) -> None:
            """Instruction `index` runs in `lanes` too (None: in every lane)."""
            if full[index]:
                return
            if lanes is None:
                full[index] = True
            else:
                before = some[index]
                some[index] = lanes if before is None else before | lanes

        runs(f.root, None)
        for pc in f.pcs:
            for o in (pc.lhs, pc.rhs):
                if isinstance(o, Ref):
                    runs(o.index, None)
        for bpc in f.blockpcs:
            taken = self.choices[bpc.block] == bpc.pred
            for o in (bpc.lhs, bpc.rhs):
                if isinstance(o, Ref):
                    runs(o.index, taken)
        for j in range(len(f.insts) - 1, -1, -1):
            inst = f.insts[j]
            if full[j]:
                e = None
            elif (e := some[j]) is None or not e.any():
                continue  # never runs
            for k, o in enumerate(inst.operands):
                if not isinstance(o, Ref):
                    continue
                if inst.op is Opcode.PHI:
                    assert inst.block is not None
                    chosen = self.choices[inst.block] == k
                    runs(o.index, chosen if e is None else e & chosen)
                else:  # a select runs both arms, as LLVM computes them before it
                    runs(o.index, e)
        nowhere = _constant(0, 0, n)
        return [
            everywhere if full[j] else (lanes if (lanes := some[j]) is not None else nowhere)
            for j in range(len(f.insts))
        ]

    def assumptions(self) -> Bools:
        ok = np.ones(self.n, dtype=bool)
        for i in self.f.inputs():
            inst = self.f.insts[i]
            if not inst.attrs.empty:
                ok &= _attrs_hold(inst, self.values[i])
        for pc in self.f.pcs:
            # LangRef br: branching on poison is immediate UB, so a pc operand is not poison.
            ok &= self._equal(pc.lhs, pc.rhs)
        for bpc in self.f.blockpcs:
            ok &= (self.choices[bpc.block] != bpc.pred) | self._equal(bpc.lhs, bpc.rhs)
        return ok

    def _equal(self, lhs: Operand, rhs: Operand) -> Bools:
        (lv, lp), (rv, rp) = self.operand(lhs), self.operand(rhs)
        out: Bools = (lv == rv) & ~lp & ~rp
        return out


def _attrs_hold(inst: Inst, x: Array) -> Bools:
    """Souper's var attributes, each an assumption on the input's value."""
    a, k = inst.attrs, _scalars(inst.width)
    ok: Bools = np.ones(len(x), dtype=bool)
    if a.known_zero:
        ok &= (x & k.c(a.known_zero)) == k.zero
    if a.known_one:
        ok &= (x & k.c(a.known_one)) == k.c(a.known_one)
    if a.range is not None:
        # LLVM ConstantRange [lo, hi), possibly wrapping: (x - lo) mod 2^w < (hi - lo) mod 2^w.
        lo, hi = a.range
        ok &= ((x - k.c(lo)) & k.m) < k.c((hi - lo) & mask(inst.width))
    if a.non_zero:
        ok &= x != k.zero
    if a.non_negative:
        ok &= ~k.msb(x)
    if a.negative:
        ok &= k.msb(x)
    if a.power_of_two:
        ok &= (x != k.zero) & ((x & ((x - k.one) & k.m)) == k.zero)
    if a.sign_bits > 1:
        top = x >> k.c(inst.width - a.sign_bits)  # the top n bits: all 0 or all 1
        ok &= (top == k.zero) | (top == k.c(mask(a.sign_bits)))
    return ok


# --- per-opcode semantics ------------------------------------------------------------

_Result = tuple[Array, Bools | None, Bools | None]  # value, poison from flags/op, own UB


def _compute(inst: Inst, widths: list[int], vals: list[Array], pois: list[Bools]) -> _Result:
    """The value of one instruction, the poison it creates itself (beyond propagation)
    and its immediate UB."""
    op, fl = inst.op, inst.flags
    k = _scalars(widths[0])
    a = vals[0]
    b = vals[1] if len(vals) > 1 else a
    if op in (Opcode.ADD, Opcode.SUB, Opcode.MUL):
        return _arith(op, fl, k, a, b)
    if op in (Opcode.UDIV, Opcode.UREM, Opcode.SDIV, Opcode.SREM):
        return _division(op, fl, k, a, b, pois[0], pois[1])
    if op in (Opcode.SHL, Opcode.LSHR, Opcode.ASHR, Opcode.USHL_SAT, Opcode.SSHL_SAT):
        return _shift(op, fl, k, a, b)
    if op is Opcode.AND:
        return a & b, None, None
    if op is Opcode.OR:
        # LangRef or: with `disjoint`, poison if the operands share a set bit.
        return a | b, (a & b) != k.zero if Flag.DISJOINT in fl else None, None
    if op is Opcode.XOR:
        return a ^ b, None, None
    if op in ICMPS:
        return _icmp(op, fl, k, a, b)
    if op in (Opcode.ZEXT, Opcode.SEXT, Opcode.TRUNC):
        return _cast(op, fl, k, inst.width, a)
    if op in (Opcode.CTPOP, Opcode.CTLZ, Opcode.CTTZ, Opcode.BSWAP, Opcode.BITREVERSE):
        return _bits(op, fl, k, a)
    if op in (Opcode.FSHL, Opcode.FSHR):
        return _funnel(op, k, a, b, vals[2]), None, None
    if op is Opcode.UMIN:
        return np.minimum(a, b), None, None
    if op is Opcode.UMAX:
        return np.maximum(a, b), None, None
    if op is Opcode.SMIN:
        return np.where((a ^ k.top) < (b ^ k.top), a, b), None, None
    if op is Opcode.SMAX:
        return np.where((a ^ k.top) > (b ^ k.top), a, b), None, None
    if op is Opcode.ABS:
        # llvm.abs: INT_MIN maps to itself unless is_int_min_poison.
        return k.magnitude(a), a == k.top if Flag.INT_MIN_POISON in fl else None, None
    if op in (Opcode.UADD_SAT, Opcode.SADD_SAT, Opcode.USUB_SAT, Opcode.SSUB_SAT):
        return _saturating(op, k, a, b), None, None
    if op in WITH_OVERFLOW:
        return _with_overflow(op, k, inst.width, a, b), None, None
    if op is Opcode.EXTRACTVALUE:
        return _extract(k, inst.index, a), None, None
    raise AssertionError(f"unreachable: every opcode is handled above, not '{op.value}'")


def _arith(op: Opcode, fl: frozenset[Flag], k: _W, a: Array, b: Array) -> _Result:
    nuw, nsw = Flag.NUW in fl, Flag.NSW in fl
    if op is Opcode.ADD:
        r = (a + b) & k.m
        over = [_add_overflows(k, a, b, r, signed) for signed, on in ((False, nuw), (True, nsw)) if on]
    elif op is Opcode.SUB:
        r = (a - b) & k.m
        over = [_sub_overflows(k, a, b, r, signed) for signed, on in ((False, nuw), (True, nsw)) if on]
    else:
        r = (a * b) & k.m  # uint64 multiplication wraps modulo 2^64, a multiple of 2^w
        over = []
        if nuw:
            over.append(_unsigned_mul_overflows(k, a, b))
        if nsw:
            over.append(_signed_mul_overflows(k, a, b))
    # LangRef add/sub/mul: nuw / nsw make an unsigned / signed overflow poison.
    return r, _any(over), None


def _division(op: Opcode, fl: frozenset[Flag], k: _W, a: Array, b: Array, pa: Bools, pb: Bools) -> _Result:
    zero: Bools = b == k.zero
    # LangRef udiv/sdiv/urem/srem: division by zero is UB, and so is a poison divisor.
    ub = pb | zero
    if op in (Opcode.UDIV, Opcode.UREM):
        d = np.where(zero, k.one, b)
        q, r = a // d, a % d
        if op is Opcode.UREM:
            return r, None, ub
        return q, r != k.zero if Flag.EXACT in fl else None, ub
    # LangRef sdiv/srem: INT_MIN / -1 overflows, which is UB; a poison dividend could be
    # INT_MIN, so with a divisor of -1 it is UB too.
    ub = ub | ((b == k.m) & (pa | (a == k.top)))
    ma, mb = k.magnitude(a), np.where(zero, k.one, k.magnitude(b))
    q, r = ma // mb, ma % mb  # on magnitudes: rounds toward zero
    if op is Opcode.SREM:
        return np.where(k.msb(a), k.neg(r), r), None, ub  # the remainder takes the dividend's sign
    value = np.where(k.msb(a ^ b), k.neg(q), q)
    return value, r != k.zero if Flag.EXACT in fl else None, ub


def _shift(op: Opcode, fl: frozenset[Flag], k: _W, a: Array, b: Array) -> _Result:
    # LangRef shl/lshr/ashr, llvm.[us]shl.sat: an amount ≥ w gives poison.
    s, big = k.shift_amount(b)
    over = [big]
    if op is Opcode.LSHR or op is Opcode.ASHR:
        r = a >> s if op is Opcode.LSHR else k.ashr(a, s)
        if Flag.EXACT in fl:  # LangRef lshr/ashr exact: a non-zero bit is shifted out
            over.append(((r << s) & k.m) != a)
        return r, _any(over), None
    r = (a << s) & k.m
    lossy_u = (r >> s) != a  # a non-zero bit was shifted out
    if op is Opcode.USHL_SAT:
        return np.where(lossy_u, k.m, r), big, None
    lossy_s = k.ashr(r, s) != a  # a shifted-out bit differs from the result's sign
    if op is Opcode.SSHL_SAT:
        return np.where(lossy_s, k.saturate(a), r), big, None
    if Flag.NUW in fl:
        over.append(lossy_u)
    if Flag.NSW in fl:
        over.append(lossy_s)
    return r, _any(over), None


def _icmp(op: Opcode, fl: frozenset[Flag], k: _W, a: Array, b: Array) -> _Result:
    if op in (Opcode.SLT, Opcode.SLE, Opcode.SGT, Opcode.SGE):
        a, b = a ^ k.top, b ^ k.top  # flipping the sign bit orders signed values as unsigned
    if op is Opcode.EQ:
        t = a == b
    elif op is Opcode.NE:
        t = a != b
    elif op in (Opcode.ULT, Opcode.SLT):
        t = a < b
    elif op in (Opcode.ULE, Opcode.SLE):
        t = a <= b
    elif op in (Opcode.UGT, Opcode.SGT):
        t = a > b
    else:
        t = a >= b
    # LangRef icmp samesign: poison if the operands' sign bits differ (flipping both
    # sign bits above does not change whether they differ).
    return t.astype(np.uint64), k.msb(a ^ b) if Flag.SAMESIGN in fl else None, None


def _cast(op: Opcode, fl: frozenset[Flag], k: _W, width: int, a: Array) -> _Result:
    src, dst = k.w, width
    if op is Opcode.TRUNC:
        r = _represent(a & k.c(mask(dst)), dst)
        over = []
        if Flag.NUW in fl:  # LangRef trunc nuw: a non-zero bit is dropped
            over.append(a > k.c(mask(dst)))
        if Flag.NSW in fl:  # LangRef trunc nsw: sext(trunc x) != x, i.e. the dropped
            # bits and the new sign bit are not all equal
            top = a >> k.c(dst - 1)
            over.append((top != k.zero) & (top != k.c(mask(src - dst + 1))))
        return r, _any(over), None
    wide = _represent(a, dst)
    if op is Opcode.ZEXT:
        # LangRef zext nneg: poison if the operand is negative.
        return wide, k.msb(a) if Flag.NNEG in fl else None, None
    d = _scalars(dst)
    return np.where(k.msb(a), wide | d.c(mask(dst) ^ mask(src)), wide), None, None


def _bits(op: Opcode, fl: frozenset[Flag], k: _W, a: Array) -> _Result:
    w = k.w
    # llvm.ctlz / llvm.cttz: with is_zero_poison a zero operand gives poison, else w.
    zero_poison = a == k.zero if Flag.ZERO_POISON in fl else None
    if op is Opcode.CTPOP:
        return (_map(int.bit_count, a) if k.wide else _popcount(a)), None, None
    if op is Opcode.CTLZ:
        if k.wide:
            return w - _map(int.bit_length, a), zero_poison, None
        x = a | (a >> np.uint64(1))
        for sh in (2, 4, 8, 16, 32):
            x |= x >> np.uint64(sh)  # smear the leading one down: popcount = bit length
        return k.c(w) - _popcount(x), zero_poison, None
    if op is Opcode.CTTZ:
        if k.wide:
            return _map(lambda v: (v & -v).bit_length() - 1 if v else w, a), zero_poison, None
        # ~a & (a - 1) has a one for each trailing zero; all 64 bits when a = 0.
        return np.minimum(_popcount(~a & (a - k.one)), k.c(w)), zero_poison, None
    if op is Opcode.BSWAP:
        if k.wide:
            nbytes = w // 8
            return _map(lambda v: int.from_bytes(v.to_bytes(nbytes, "little"), "big"), a), None, None
        return np.ascontiguousarray(a).byteswap() >> k.c(64 - w), None, None
    # bitreverse
    if k.wide:
        return _map(lambda v: int(format(v, f"0{w}b")[::-1], 2), a), None, None
    x = np.array(a, dtype=np.uint64)
    for sh, m in ((1, 0x5555), (2, 0x3333), (4, 0x0F0F), (8, 0x00FF)):
        lanes = np.uint64(m * 0x0001_0001_0001_0001)
        s = np.uint64(sh)
        x = ((x >> s) & lanes) | ((x & lanes) << s)
    lanes = np.uint64(0x0000_FFFF_0000_FFFF)
    x = ((x >> np.uint64(16)) & lanes) | ((x & lanes) << np.uint64(16))
    x = (x >> _S32) | (x << _S32)
    return x >> k.c(64 - w), None, None


def _funnel(op: Opcode, k: _W, a: Array, b: Array, c: Array) -> Array:
    """llvm.fshl / llvm.fshr on the concatenation a:b, shifted by c mod w. The
    complementary shift w - s is split as 1 + (w - 1 - s) so that every shift is < w
    (s = 0 then shifts the other half out entirely)."""
    s = c % k.c(k.w)
    rest = k.c(k.w - 1) - s
    if op is Opcode.FSHL:
        left: Array = ((a << s) & k.m) | ((b >> k.one) >> rest)
        return left
    right: Array = (b >> s) | (((a << k.one) << rest) & k.m)
    return right


def _saturating(op: Opcode, k: _W, a: Array, b: Array) -> Array:
    if op is Opcode.UADD_SAT:
        r = (a + b) & k.m
        out: Array = np.where(r < a, k.m, r)
        return out
    if op is Opcode.USUB_SAT:
        clamped: Array = np.where(a < b, k.zero, (a - b) & k.m)
        return clamped
    if op is Opcode.SADD_SAT:
        r = (a + b) & k.m
        return np.where(_add_overflows(k, a, b, r, True), k.saturate(a), r)
    r = (a - b) & k.m
    return np.where(_sub_overflows(k, a, b, r, True), k.saturate(a), r)


def _with_overflow(op: Opcode, k: _W, width: int, a: Array, b: Array) -> Array:
    """Souper's convention: an i(w+1) value, the wrapped result with the flag as bit w."""
    if op in (Opcode.UADD_WO, Opcode.SADD_WO):
        r = (a + b) & k.m
        over = _add_overflows(k, a, b, r, op is Opcode.SADD_WO)
    elif op in (Opcode.USUB_WO, Opcode.SSUB_WO):
        r = (a - b) & k.m
        over = _sub_overflows(k, a, b, r, op is Opcode.SSUB_WO)
    else:
        r = (a * b) & k.m
        over = _unsigned_mul_overflows(k, a, b) if op is Opcode.UMUL_WO else _signed_mul_overflows(k, a, b)
    wide = _represent(r, width)
    return np.where(over, wide | _scalars(width).c(1 << k.w), wide)


def _extract(k: _W, index: int | None, a: Array) -> Array:
    w = k.w - 1
    if index == 0:
        return _represent(a & k.c(mask(w)), w)
    return _represent(a >> k.c(w), 1)


def _any(conditions: list[Bools]) -> Bools | None:
    if not conditions:
        return None
    out = conditions[0]
    for c in conditions[1:]:
        out = out | c
    return out
