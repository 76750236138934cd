"""Random fragments from a probabilistic grammar, with swarm testing.

A corpus only holds what real programs happen to contain; the generator reaches the
rest. Every opcode, flag, var attribute, phi/block, path condition and width the IR
supports can appear. Constants are drawn half the time from `edge_values` (0, ±1,
INT_MIN, INT_MAX, powers of two and their neighbours), where integer bugs live.

Swarm testing (Groce et al., ISSTA 2012): each batch of fragments enables a random
subset of the opcodes, flags, widths and features, so that a batch without `mul`
explores long chains of what remains instead of every fragment looking alike; some
bugs are only reachable when the features that would mask them are switched off.

Compiler idioms get their own productions (`sub 0, x` is how LLVM negates, `xor x, -1`
how it complements): a uniform grammar would make them rare, and they are exactly
what analyses special-case.

Every fragment is well typed by construction (operands are drawn at the width the
typing rules of auditor.ir.opcodes require) and checked with `verify`; instructions
the root does not use are pruned. Everything is drawn from one `random.Random(seed)`:
the same seed gives the same fragments.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from auditor.ir.fragment import (
    Block,
    BlockPathCondition,
    Const,
    Fragment,
    Inst,
    Operand,
    PathCondition,
    Ref,
    VarAttrs,
    mask,
    verify,
)
from auditor.ir.opcodes import ALLOWED_FLAGS, CASTS, ICMPS, WITH_OVERFLOW, Flag, Opcode, operand_count
from auditor.ir.rewrite import prune
from auditor.oracles.sampling import edge_values

WIDTHS = (1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 32, 64)
# Small widths first: the oracle enumerates them exhaustively and most bugs show at i4
# as well as at i64; wide ones keep the width-dependent code paths honest.
WIDTH_WEIGHTS = (2, 2, 3, 6, 3, 2, 2, 6, 1, 2, 2, 2)

GENERATED = tuple(op for op in Opcode if op not in (Opcode.VAR, Opcode.EXTRACTVALUE))
"""Opcodes the grammar draws (a var is an input; extractvalue comes with its
with.overflow)."""


@dataclass(frozen=True)
class Swarm:
    """What one batch may use."""

    opcodes: tuple[Opcode, ...]
    flags: frozenset[Flag]
    widths: tuple[int, ...]
    attrs: float  # chance that an input gets a var attribute
    path_conditions: float  # chance of a pc / blockpc per fragment
    constants: float  # chance that an operand is a constant

    @classmethod
    def draw(cls, rng: random.Random, allowed: tuple[Opcode, ...] = GENERATED) -> Swarm:
        # Small subsets too: an opcode in a batch of five appears ten times as often
        # as in a batch of fifty, and longer chains of it get built.
        share = rng.choice((0.1, 0.25, 0.5))
        opcodes = tuple(op for op in allowed if rng.random() < share) or (rng.choice(allowed),)
        flags = frozenset(f for f in Flag if rng.random() < 0.5)
        count = rng.choice((1, 1, 2, 2, 3))
        widths: set[int] = set()
        while len(widths) < count:
            widths.add(rng.choices(WIDTHS, WIDTH_WEIGHTS)[0])
        return cls(
            opcodes=opcodes,
            flags=flags,
            widths=tuple(sorted(widths)),
            attrs=rng.choice((0.0, 0.35, 0.7)),
            path_conditions=rng.choice((0.0, 0.0, 0.2)),
            constants=rng.choice((0.15, 0.3, 0.45)),
        )


@dataclass(frozen=True)
class GeneratorOptions:
    max_insts: int = 5  # instructions besides inputs, before pruning
    max_vars: int = 3
    batch: int = 16  # fragments per swarm configuration
    opcodes: tuple[Opcode, ...] = GENERATED  # what the swarm draws from


@dataclass
class _Builder:
    rng: random.Random
    swarm: Swarm
    insts: list[Inst] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    used: set[int] = field(default_factory=set)

    def values(self, width: int) -> list[int]:
        return [i for i, inst in enumerate(self.insts) if inst.width == width and inst.op not in WITH_OVERFLOW]

    def add(self, inst: Inst) -> int:
        self.insts.append(inst)
        return len(self.insts) - 1

    def constant(self, width: int) -> Const:
        """0, 1 and -1 a fifth of the time (negation, increment, `not` and masks are
        how code uses constants), other edge values a third, else any value."""
        rng = self.rng
        r = rng.random()
        if r < 0.2:
            value = rng.choice((0, 1, mask(width)))
        elif r < 0.55:
            value = rng.choice(edge_values(width))
        else:
            value = rng.getrandbits(width)
        return Const(value, width)

    def value(self, width: int, constant_ok: bool = True) -> Operand:
        """An operand of `width`: preferably a value nothing uses yet (so the fragment
        stays connected), else any value of that width, a constant, or a new input."""
        pool = self.values(width)
        if constant_ok and self.rng.random() < self.swarm.constants:
            return self.constant(width)
        if pool:
            fresh = [i for i in pool if i not in self.used]
            pick = self.rng.choice(fresh) if fresh and self.rng.random() < 0.7 else self.rng.choice(pool)
            self.used.add(pick)
            return Ref(pick)
        if not constant_ok or self.rng.random() < 0.7:
            index = self.add(Inst(Opcode.VAR, width, attrs=self.attrs(width)))
            self.used.add(index)
            return Ref(index)
        return self.constant(width)

    def flags(self, op: Opcode) -> frozenset[Flag]:
        allowed = ALLOWED_FLAGS.get(op, frozenset()) & self.swarm.flags
        return frozenset(f for f in sorted(allowed) if self.rng.random() < 0.35)

    def attrs(self, width: int) -> VarAttrs:
        """At most one attribute per input, mostly: several at once are often
        contradictory, and a fragment without a defined execution is vacuous."""
        rng = self.rng
        if rng.random() >= self.swarm.attrs:
            return VarAttrs()
        m = mask(width)
        kind = rng.choice(("range", "range", "range", "nonNegative", "nonZero", "negative", "powerOfTwo",
                           "knownBits", "signBits"))  # fmt: skip
        if kind == "range":
            lo = self.constant(width).value
            hi = self.constant(width).value
            if lo == hi:
                hi = (lo + 1 + rng.getrandbits(max(width - 1, 1))) & m
            return VarAttrs(range=(lo, hi)) if lo != hi else VarAttrs()
        if kind == "knownBits":
            known = rng.getrandbits(width)
            one = rng.getrandbits(width) & known
            return VarAttrs(known_zero=known & ~one & m, known_one=one)
        if kind == "signBits":
            return VarAttrs(sign_bits=rng.randint(1, width))
        if kind == "negative":
            return VarAttrs(negative=True)
        return VarAttrs(
            non_negative=kind == "nonNegative", non_zero=kind == "nonZero", power_of_two=kind == "powerOfTwo"
        )


def generate(count: int, seed: int = 0, options: GeneratorOptions = GeneratorOptions()) -> Iterator[Fragment]:
    """`count` fragments, deterministic in `seed`; a new swarm every `options.batch`."""
    rng = random.Random(seed)
    swarm = Swarm.draw(rng, options.opcodes)
    made = 0
    while made < count:
        if made % options.batch == 0:
            swarm = Swarm.draw(rng, options.opcodes)
        fragment = _fragment(rng, swarm, options)
        if fragment is None:
            continue
        made += 1
        yield fragment


def _fragment(rng: random.Random, swarm: Swarm, options: GeneratorOptions) -> Fragment | None:
    b = _Builder(rng, swarm)
    main = rng.choice(swarm.widths)
    for _ in range(rng.randint(1, options.max_vars)):
        width = main if rng.random() < 0.75 else rng.choice(swarm.widths)
        b.add(Inst(Opcode.VAR, width, attrs=b.attrs(width)))
    for _ in range(rng.randint(1, options.max_insts)):
        op = rng.choice(swarm.opcodes)
        inst = _instruction(b, op, rng.choice(swarm.widths) if rng.random() < 0.3 else main)
        if inst is None:
            continue
        index = b.add(inst)
        if op in WITH_OVERFLOW:  # its result is only usable through extractvalue
            for which in rng.choice(((0,), (1,), (1, 0))):
                b.add(Inst(Opcode.EXTRACTVALUE, 1 if which else inst.width - 1, (Ref(index),), index=which))
    if b.insts[-1].op is Opcode.VAR:
        return None
    pcs: list[PathCondition] = []
    blockpcs: list[BlockPathCondition] = []
    bools = [i for i in b.values(1) if b.insts[i].op is not Opcode.VAR]
    if bools and rng.random() < swarm.path_conditions:
        pcs.append(PathCondition(Ref(rng.choice(bools)), Const(rng.getrandbits(1), 1)))
    if bools and b.blocks and rng.random() < swarm.path_conditions:
        block = rng.randrange(len(b.blocks))
        pred = rng.randrange(b.blocks[block].preds)
        blockpcs.append(BlockPathCondition(block, pred, Ref(rng.choice(bools)), Const(1, 1)))
    root = len(b.insts) - 1
    root_width = b.insts[root].width
    demanded = None
    if rng.random() < 0.1 and root_width > 1:
        demanded = rng.getrandbits(root_width) or 1
    fragment = Fragment(
        insts=tuple(b.insts),
        names=tuple(f"{i}" for i in range(len(b.insts))),
        root=root,
        root_demanded=demanded,
        blocks=tuple(b.blocks),
        block_names=tuple(f"bb{i}" for i in range(len(b.blocks))),
        pcs=tuple(pcs),
        blockpcs=tuple(blockpcs),
    )
    fragment = prune(fragment)
    fragment = _renamed(fragment)
    verify(fragment)
    return fragment


def _renamed(fragment: Fragment) -> Fragment:
    """Names in order (%0, %1, …) after pruning left gaps; blocks %bb0, %bb1, …"""
    return replace(
        fragment,
        names=tuple(str(i) for i in range(len(fragment.insts))),
        block_names=tuple(f"bb{i}" for i in range(len(fragment.blocks))),
    )


def _instruction(b: _Builder, op: Opcode, width: int) -> Inst | None:
    rng = b.rng
    flags = b.flags(op)
    if op in CASTS:
        sources = [w for w in b.swarm.widths if (w > width if op is Opcode.TRUNC else w < width)]
        if not sources:
            wider = [w for w in (1, 4, 8, 16, 32) if (w > width if op is Opcode.TRUNC else w < width)]
            if not wider:
                return None
            sources = wider
        source = rng.choice(sources)
        return Inst(op, width, (b.value(source, constant_ok=False),), flags)
    if op in ICMPS:
        compared = rng.choice(b.swarm.widths)
        left = b.value(compared, constant_ok=False)
        operands = (left, b.value(compared))
        return Inst(op, 1, operands if rng.random() < 0.8 else operands[::-1], flags)
    if op in WITH_OVERFLOW:
        return Inst(op, width + 1, _two(b, width))
    if op is Opcode.SELECT:
        return Inst(op, width, (b.value(1, constant_ok=False), b.value(width), b.value(width)))
    if op is Opcode.BSWAP and width % 16:
        return None
    if op is Opcode.PHI:
        if b.blocks and rng.random() < 0.4:
            block = rng.randrange(len(b.blocks))
        else:
            b.blocks.append(Block(rng.choice((2, 2, 3))))
            block = len(b.blocks) - 1
        preds = b.blocks[block].preds
        return Inst(op, width, tuple(b.value(width) for _ in range(preds)), block=block)
    # Idioms, as compilers emit them: negation and bitwise not.
    if op is Opcode.SUB and rng.random() < 0.2:
        return Inst(op, width, (Const(0, width), b.value(width, constant_ok=False)), flags)
    if op is Opcode.XOR and rng.random() < 0.15:
        return Inst(op, width, (b.value(width, constant_ok=False), Const(mask(width), width)), flags)
    n = operand_count(op)
    if n == 1:
        return Inst(op, width, (b.value(width, constant_ok=False),), flags)
    if n == 2:
        return Inst(op, width, _two(b, width), flags)
    return Inst(op, width, (b.value(width, constant_ok=False), b.value(width), b.value(width)), flags)


def _two(b: _Builder, width: int) -> tuple[Operand, Operand]:
    """Two operands, at most one of them constant, the constant on either side
    (`sub 0, %x` and `srem 7, %x` are patterns as much as `sub %x, 1`)."""
    left = b.value(width, constant_ok=False)
    right = b.value(width)
    return (left, right) if b.rng.random() < 0.6 else (right, left)
