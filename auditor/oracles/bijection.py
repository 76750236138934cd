"""Values that are, by construction, a bijection of one input when every other input
is fixed — the structural half of the surjectivity proof in `range_search.surjective.is_surjective`.

Why by construction: Z3 cannot prove that `x * 0x9E3779B97F4A7C15` is injective (the
heart of every hash function), though it is a theorem; a chain of operations each
invertible in its one x-dependent operand is a bijection by composition, with no
query at all.

Some operations are invertible only at some values of their other operands:
`shl v, s` at s = 0, `and v, m` at m = −1, `select c, v, o` at c = true, a phi when its
block is entered from v's predecessor, `mul v, k` at odd k, `udiv v, d` at d = 1. The
chain then holds with `Requirement`s on values that do not depend on x. A pinned
execution (every input but x fixed) fixes every such value, so when the pin meets the
requirements, every execution of the pin computes the same chain of bijections of x.
Whether those executions are all defined (poison-generating flags, UB elsewhere) is
not structural: the caller proves it with one query.
"""

from __future__ import annotations

from dataclasses import dataclass

from auditor.ir.fragment import Const, Fragment, Inst, Operand, Ref, mask
from auditor.ir.opcodes import SHIFTS, Opcode
from auditor.oracles.affine_space import echelon
from auditor.oracles.tfunction import is_t_function


@dataclass(frozen=True, slots=True)
class Equals:
    """Instruction `index` has the value `value` (an unsigned bit pattern)."""

    index: int
    value: int


@dataclass(frozen=True, slots=True)
class Odd:
    """Instruction `index` has an odd value."""

    index: int


@dataclass(frozen=True, slots=True)
class Enters:
    """Block `block` is entered from its predecessor `pred`."""

    block: int
    pred: int


Requirement = Equals | Odd | Enters


@dataclass(frozen=True, slots=True)
class Bijection:
    """The target is a bijection of the low bits of input `x` (as many as the target
    has; from bit `low` up when it is set) in every pinned execution that meets
    `requires` — and, when `injective` is set, in which value `injective`, a
    T-function of x where the chain ends, is injective in them (not structural: the
    caller proves it, `auditor.oracles.tfunction`)."""

    x: int
    requires: tuple[Requirement, ...]
    injective: int | None = None
    low: int = 0


_EITHER = frozenset({Opcode.ADD, Opcode.SUB, Opcode.XOR})
_UNARY = frozenset({Opcode.BSWAP, Opcode.BITREVERSE})


def _identity_value(op: Opcode, width: int) -> int | None:
    """k such that `op v, k` = v for every v (the other operand second or first)."""
    if op is Opcode.AND or op is Opcode.UMIN:
        return mask(width)
    if op is Opcode.OR or op is Opcode.UMAX:
        return 0
    if op is Opcode.SMIN:
        return mask(width - 1)  # INT_MAX
    if op is Opcode.SMAX:
        return 1 << (width - 1)  # INT_MIN
    return None


def structural_bijections(fragment: Fragment, index: int, shift: int) -> list[Bijection]:
    """The inputs the target — instruction `index`, shifted right by `shift` proven
    trailing bits — is a bijection of by construction, or of a T-function of them
    whose injectivity is left to prove (`Bijection.injective`).

    A shifted target (`range_search.answers.wrapped_range`) is `(v * (d << s)) >> s = v * d mod
    2^(w-s)` for `mul v, d << s` with d odd, or `v mod 2^(w-s)` for `shl v, s`: a
    bijection of the low w−s bits of v, hence of the low w−s bits of x (the bits the
    surjectivity proof frees) when v's low bits are a bijection of x's low bits. A
    constant added, subtracted or xored after the multiple keeps it one (brotli's
    `x * 1040 - 16`, every value ≡ 0 mod 16).
    An input may come twice, with stronger requirements the second time."""
    inputs = list(fragment.inputs())
    if shift == 0:
        return _both(fragment, index, inputs, low_bits=False)
    inst = fragment.insts[index]
    while inst.op in _EITHER and (peeled := _constant_link(inst)) is not None:
        # (v ⊕ k) >> s for ⊕ in +, −, ^ and v's low s bits 0 (a multiple of 2^s, below):
        # the low s bits are k's (or 2^s − k's for v − k), with no carry or borrow out
        # of them but the constant one of v − k when k mod 2^s ≠ 0, so the result is
        # (v >> s) ⊕ (k >> s) (minus that borrow), a bijection of v >> s.
        index = peeled
        inst = fragment.insts[index]
    ops = inst.operands
    v: Operand | None = None
    if inst.op is Opcode.MUL:
        for n in (0, 1):
            c = ops[1 - n]
            if isinstance(c, Const) and c.value and (c.value & -c.value) == 1 << shift:
                v = ops[n]
            elif (
                isinstance(c, Const)
                and c.value & 1
                and isinstance(ops[n], Ref)
                and (field := _high_field(fragment, _ref(ops[n]), shift)) is not None
            ):
                return [field]
    elif inst.op is Opcode.SHL and isinstance(ops[1], Const) and ops[1].value == shift:
        v = ops[0]
    if not isinstance(v, Ref):
        return []
    return _both(fragment, v.index, inputs, low_bits=True)


def _high_field(fragment: Fragment, index: int, shift: int) -> Bijection | None:
    """For a target `(v · k) >> s` with k odd (s = `shift`): x, and the first bit of
    its window, when v is `and u, −2^s` and u is an input x or `shl x, a` (a ≤ s, no
    flag), x without attributes and as wide as v. Then v = 2^s · (u >> s), so the
    target is (u >> s) · k mod 2^(w−s), a bijection of u >> s — of x's bits s − a up to
    w − a (brotli's `((x << 8) & ~0xFFFF) * kHashMul`, a hash of a 5-byte load:
    every multiple of 2^16). No query: none of these makes poison."""
    inst = fragment.insts[index]
    width = inst.width
    high = mask(width) ^ mask(shift)
    if inst.op is not Opcode.AND or high not in [o.value for o in inst.operands if isinstance(o, Const)]:
        return None
    refs = [o for o in inst.operands if isinstance(o, Ref)]
    if len(refs) != 1:
        return None
    (u,) = refs
    amount = 0
    source = fragment.insts[u.index]
    if source.op is Opcode.SHL and not source.flags and isinstance(source.operands[1], Const):
        amount = source.operands[1].value
        if not (0 < amount <= shift and isinstance(source.operands[0], Ref)):
            return None
        u = source.operands[0]
    x = fragment.insts[u.index]
    if x.op is not Opcode.VAR or not x.attrs.empty or x.width != width:
        return None
    return Bijection(u.index, (), low=shift - amount)


def _constant_link(inst: Inst) -> int | None:
    """The instruction operand of `inst` when its other operand is a constant."""
    refs = [o.index for o in inst.operands if isinstance(o, Ref)]
    if len(refs) != 1 or len(inst.operands) != 2:
        return None
    return refs[0]


def _both(fragment: Fragment, index: int, inputs: list[int], low_bits: bool) -> list[Bijection]:
    """Per input, the chain as it is, then — when it differs — the chain whose flagged
    links are required to be identities, where no flag can fire (`add nsw v, k` is a
    bijection of x only where no x overflows: k = 0 settles it)."""
    found: list[Bijection] = []
    for x in inputs:
        b = bijection_of(fragment, index, x, low_bits, t_functions=True)
        if b is None:
            continue  # the quiet chain asks more of the same links
        found.append(b)
        quiet = bijection_of(fragment, index, x, low_bits, quiet_flags=True, t_functions=True)
        if quiet is not None and quiet != b:
            found.append(quiet)
    return found


def bijection_of(
    fragment: Fragment,
    index: int,
    x: int,
    low_bits: bool = False,
    quiet_flags: bool = False,
    t_functions: bool = False,
) -> Bijection | None:
    """Whether value `index` is a bijection of input x by construction, and under which
    requirements: x itself, through a chain of operations each bijective in its one
    x-dependent operand, the other operands independent of x —

    - always: `v + k`, `v - k`, `k - v`, `v ^ k`, an xor of v and shifts and rotates of
      v by constants that is an invertible GF(2)-linear map of v (`v ^ (v >> c)`,
      `v ^ rotl(v, 49) ^ rotl(v, 24)`; other terms may be xored in, `v ^ ((v >> c) ^
      k)`: `_linear_xor`), rotates (`fshl v, v, k`), bswap, bitreverse;
    - at some values of the other operands: `v * k` (k odd), shifts and `udiv`/`sdiv`
      (amount 0, divisor 1), `and`/`or`/min/max at their identity, `fshl v, o, s` /
      `fshr o, v, s` (s = 0), `select c, v, o` (c true; false for the other arm), a phi
      (entered from v's predecessor);
    - `trunc v` to the target's width, when below it only low-bits operations follow.

    A composition of bijections is a bijection. Poison-generating flags are allowed:
    whether every execution is defined is the caller's separate query.

    `low_bits`: moreover the low m bits of the value are a bijection of the low m bits
    of x, for every m — only operations whose low result bits depend on low operand
    bits (no bswap, bitreverse, rotate or right xorshift); `trunc` switches it on for
    the rest of the chain.

    `quiet_flags`: a link with poison-generating flags must be an identity (`add nsw v,
    k` at k = 0, `mul nuw v, k` at k = 1), so that no flag fires whatever x is; links
    that have no identity (`sub nsw k, v`, a flagged trunc) end the chain.

    `t_functions`: a chain that stops at a value that is a T-function of x
    (`tfunction.is_t_function`: `(v & m) * k + v`, `v * v`) ends there, that value
    named in `Bijection.injective` for the caller to prove injective. (Its flags, like
    every link's, are the caller's definedness query's.)"""
    insts = fragment.insts
    if not insts[x].attrs.empty or insts[x].width < insts[index].width:
        return None
    dependent = {x}
    for i in range(x + 1, index + 1):
        if any(isinstance(o, Ref) and o.index in dependent for o in insts[i].operands):
            dependent.add(i)
    if index not in dependent:
        return None
    # Depth first over the links' alternatives (a phi or select both of whose arms
    # depend on x continues along either arm, under that arm's requirement), so that a
    # chain through one arm is found though the other arm is no bijection of x.
    # Each pending link carries `bits`, the low bits of it that matter: the target's
    # width, narrowed by every trunc on the way (only read in low-bits mode).
    pending: list[tuple[int, bool, int, tuple[Requirement, ...]]] = [(index, low_bits, insts[index].width, ())]
    for _ in range(CHAIN_VISITS * len(insts)):
        if not pending:
            return None
        i, low, bits, requires = pending.pop()
        if i == x:
            return Bijection(x, requires)
        inst = insts[i]
        on_x = [n for n, o in enumerate(inst.operands) if isinstance(o, Ref) and o.index in dependent]
        steps = _steps(insts, inst, on_x, dependent, bits if low else None, quiet_flags)
        if not steps:
            if t_functions and is_t_function(fragment, i, x):
                return Bijection(x, requires, injective=i)
            continue
        followed = []
        for step, more in steps:
            if inst.op not in _WIDTH_CHANGES and insts[step].width != inst.width:
                continue
            joined = requires + more
            if not _contradictory(joined):
                followed.append((step, low or inst.op is Opcode.TRUNC, min(bits, inst.width), joined))
        pending.extend(reversed(followed))  # the first operand's arm first
    return None


_WIDTH_CHANGES = frozenset({Opcode.TRUNC, Opcode.ZEXT, Opcode.SEXT})
"""Links whose operand has another width than their value (`_step` follows an
extension only where the low bits that matter are the operand's own)."""

CHAIN_VISITS = 4
"""Links `bijection_of` visits at most, per instruction of the fragment: a chain visits
each once, but each phi or select with two x-dependent arms can double the paths."""


def _contradictory(requires: tuple[Requirement, ...]) -> bool:
    """Whether no execution meets all of `requires`: a block entered from two
    predecessors, a value equal to two constants or both even and odd."""
    entered: dict[int, int] = {}
    equal: dict[int, int] = {}
    for r in requires:
        if isinstance(r, Enters) and entered.setdefault(r.block, r.pred) != r.pred:
            return True
        if isinstance(r, Equals) and equal.setdefault(r.index, r.value) != r.value:
            return True
    return any(isinstance(r, Odd) and equal.get(r.index, 1) % 2 == 0 for r in requires)


def _steps(
    insts: tuple[Inst, ...],
    inst: Inst,
    on_x: list[int],
    dependent: set[int],
    bits: int | None,
    quiet_flags: bool,
) -> list[tuple[int, tuple[Requirement, ...]]]:
    """The x-dependent operands link `inst` is a bijection of, each with the
    requirements under which it is: one, or one per arm of a phi or select (with an
    x-independent condition) whose several arms depend on x."""
    if len(on_x) > 1 and (inst.op is Opcode.PHI or (inst.op is Opcode.SELECT and 0 not in on_x)):
        arms = [[n] for n in on_x]
    else:
        arms = [on_x]
    found = []
    for arm in arms:
        requires: list[Requirement] = []
        step = _step(insts, inst, arm, dependent, bits, requires, quiet_flags)
        if step is not None:
            found.append((step, tuple(requires)))
    return found


def _step(
    insts: tuple[Inst, ...],
    inst: Inst,
    on_x: list[int],
    dependent: set[int],
    bits: int | None,
    requires: list[Requirement],
    quiet_flags: bool,
) -> int | None:
    """The x-dependent operand of chain link `inst` (an instruction index), appending
    the link's requirements; None when the link is not a bijection of it. `bits`: in
    low-bits mode, how many low bits of the link matter (None outside that mode)."""
    op, ops, width = inst.op, inst.operands, inst.width
    low_bits = bits is not None
    if bits is not None and len(on_x) == 1:
        kept = _keeps_low_bits(insts, inst, on_x[0], dependent, bits, quiet_flags)
        if kept is not None:
            return kept
    if op is Opcode.XOR and len(on_x) == 2:
        return _linear_xor(insts, ops, dependent, left_only=low_bits)  # v ^ (v >> k) ^ w, v ^ rotl(v, a) ^ rotl(v, b)
    if op in (Opcode.FSHL, Opcode.FSHR) and on_x == [0, 1] and ops[0] == ops[1]:
        return None if low_bits else _ref(ops[0])  # a rotate
    if len(on_x) != 1:
        return None
    n = on_x[0]
    v = _ref(ops[n])
    others = [o for k, o in enumerate(ops) if k != n]

    def need(operand: Operand, value: int) -> bool:
        """`operand` must equal `value`: true of a constant or a requirement."""
        if isinstance(operand, Const):
            return operand.value == value & mask(operand.width)
        requires.append(Equals(operand.index, value & mask(insts[operand.index].width)))
        return True

    if quiet_flags and inst.flags and op in (Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.TRUNC):
        if op is Opcode.TRUNC or (op is Opcode.SUB and n == 1):
            return None  # no identity: a cut, `k - v`
        (k,) = others
        return v if need(k, 1 if op is Opcode.MUL else 0) else None
    if op in _EITHER:
        return v
    if op in _UNARY:
        return None if low_bits else v
    if op is Opcode.TRUNC:
        return v  # its flags make poison, which the caller's query rules out
    if op is Opcode.MUL:
        (k,) = others
        if isinstance(k, Const):
            return v if k.value % 2 == 1 else None
        requires.append(Odd(k.index))
        return v
    if op in SHIFTS:
        return v if n == 0 and need(ops[1], 0) else None
    if op is Opcode.UDIV or (op is Opcode.SDIV and width > 1):  # i1's 1 is −1: `sdiv -1, -1` is UB
        return v if n == 0 and need(ops[1], 1) else None
    if (identity := _identity_value(op, width)) is not None:
        (k,) = others
        return v if need(k, identity) else None
    if op is Opcode.FSHL:  # fshl(a, b, 0) = a
        return v if n == 0 and need(ops[2], 0) else None
    if op is Opcode.FSHR:  # fshr(a, b, 0) = b
        return v if n == 1 and need(ops[2], 0) else None
    if op is Opcode.SELECT:
        return v if n in (1, 2) and need(ops[0], 1 if n == 1 else 0) else None
    if op is Opcode.PHI:
        assert inst.block is not None
        requires.append(Enters(inst.block, n))
        return v
    return None


def _keeps_low_bits(
    insts: tuple[Inst, ...], inst: Inst, n: int, dependent: set[int], bits: int, quiet_flags: bool
) -> int | None:
    """The operand whose low `bits` bits link `inst` leaves as they are (so, for every
    m ≤ bits, its low m bits are a bijection of that operand's), or None:
    `zext`/`sext v` when v has at least `bits` bits; `and v, k` when k's low `bits`
    bits are ones, `or v, k` when they are zeros; `lshr`/`ashr (shl v, c), c` when
    bits ≤ w − c (the sign extension of a field, lz4hc's `(x << 32) >>exact 32`: the
    shift right puts back, at their places, the w − c bits the shift left kept).
    `quiet_flags`: none of these with a flag that can fire (`zext nneg`, `or
    disjoint`, `shl nuw`); the shift right's `exact` cannot, the shift left having
    cleared the bits it shifts out."""
    op, ops = inst.op, inst.operands
    low = mask(bits)
    if quiet_flags and inst.flags and op not in (Opcode.LSHR, Opcode.ASHR):
        return None
    if op in (Opcode.ZEXT, Opcode.SEXT):
        return _ref(ops[0]) if insts[_ref(ops[0])].width >= bits else None
    k = ops[1 - n] if len(ops) == 2 else None
    if op is Opcode.AND and isinstance(k, Const) and k.value & low == low:
        return _ref(ops[n])
    if op is Opcode.OR and isinstance(k, Const) and k.value & low == 0:
        return _ref(ops[n])
    if op in (Opcode.LSHR, Opcode.ASHR) and n == 0 and isinstance(k, Const) and k.value > 0:
        inner = insts[_ref(ops[0])]
        if (
            inner.op is Opcode.SHL
            and isinstance(amount := inner.operands[1], Const)
            and amount.value == k.value
            and bits <= inst.width - k.value
            and not (quiet_flags and inner.flags)
            and isinstance(inner.operands[0], Ref)
            and inner.operands[0].index in dependent
        ):
            return inner.operands[0].index
    return None


def _ref(operand: Operand) -> int:
    assert isinstance(operand, Ref)
    return operand.index


XOR_TERMS = 16
"""Nodes of an xor tree `_linear_xor` looks through at most."""

_LINEAR_TERMS = frozenset({Opcode.SHL, Opcode.LSHR, Opcode.FSHL, Opcode.FSHR})


def _term_columns(inst: Inst, v: int) -> list[int] | None:
    """The GF(2) map of a term of v, as the image of each bit of v: `shl`/`lshr v, c`
    (0 < c < w, no flag) and the rotates `fshl`/`fshr v, v, c` (c taken mod w, as
    LangRef's funnel shifts do); None for any other term."""
    w, ops = inst.width, inst.operands
    if inst.op not in _LINEAR_TERMS or inst.flags or not isinstance(ops[-1], Const):
        return None
    if ops[0] != Ref(v) or (inst.op in (Opcode.FSHL, Opcode.FSHR) and ops[1] != Ref(v)):
        return None
    c = ops[-1].value
    if inst.op in (Opcode.SHL, Opcode.LSHR) and not 0 < c < w:
        return None  # LangRef: a shift by w or more is poison; by 0, v itself (cancels v)
    if inst.op is Opcode.SHL:
        return [1 << (j + c) if j + c < w else 0 for j in range(w)]
    if inst.op is Opcode.LSHR:
        return [1 << (j - c) if j >= c else 0 for j in range(w)]
    c %= w
    rotated = c if inst.op is Opcode.FSHL else w - c
    return [1 << ((j + rotated) % w) for j in range(w)]


def _linear_xor(
    insts: tuple[Inst, ...], ops: tuple[Operand, ...], dependent: set[int], left_only: bool = False
) -> int | None:
    """v when the xor of `ops` is L(v) ^ w for an invertible GF(2)-linear map L: through
    nested xors its x-dependent terms are v and shifts and rotates of v by constants
    (`_term_columns`; only `v << c` when `left_only`), and w, the xor of the rest, does
    not depend on x — a constant of the pinned execution. Terms that occur twice
    cancel. L is invertible exactly when its columns have rank w (`echelon`):
    `v ^ (v >> c)` always (triangular, ones on the diagonal, as
    `xxh64_avalanche`'s `h ^ ((h >> 33) ^ seed)`), XXH3's `h ^ rotl(h, 49) ^ rotl(h,
    24)` too (over GF(2), 1 + t^49 + t^24 is prime to t^64 − 1 = (1 + t)^64: it is 1
    at t = 1), `v ^ rotl(v, c)` never. With only left shifts L is lower triangular, so
    invertible also on the low m bits, for every m (the low-bits mode's need)."""
    allowed = (Opcode.SHL,) if left_only else tuple(_LINEAR_TERMS)

    def terms(keep: int) -> list[int] | None:
        """The x-dependent terms of the tree, looking through xors but not into `keep`;
        None when the tree is larger than XOR_TERMS nodes."""
        found: list[int] = []
        stack, seen = list(ops), 0
        while stack:
            o = stack.pop()
            seen += 1
            if seen > XOR_TERMS:
                return None
            if not (isinstance(o, Ref) and o.index in dependent):
                continue
            if o.index != keep and insts[o.index].op is Opcode.XOR:
                stack.extend(insts[o.index].operands)
            else:
                found.append(o.index)
        return found

    tried: set[int] = set()
    for s in terms(-1) or []:
        shift = insts[s]
        v = shift.operands[0] if shift.op in allowed else None
        if not isinstance(v, Ref) or v.index in tried:
            continue
        tried.add(v.index)
        found = terms(v.index)
        if found is None:
            continue
        width = insts[v.index].width
        columns = [0] * width
        for t in found:
            term: list[int] | None = None
            if t == v.index:
                term = [1 << j for j in range(width)]
            elif insts[t].op in allowed:
                term = _term_columns(insts[t], v.index)
            if term is None:
                break
            columns = [a ^ b for a, b in zip(columns, term, strict=True)]
        else:
            if len(echelon(columns)) == width:
                return v.index
    return None
