"""Concrete executions of a fragment: all of them when there are few, else a biased
random selection. Samples give exact answers for free when exhaustive, and otherwise
refute candidate facts before any solver query is made.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from auditor.ir.fragment import Const, Fragment, Operand, Ref, cone_of, mask, to_signed
from auditor.ir.opcodes import Opcode
from auditor.oracles.narrowing import input_masks
from auditor.semantics.concrete import NATIVE_WIDTH, Evaluation, Inputs, as_array, evaluate

EXHAUSTIVE_LIMIT = 1 << 20
RANDOM_POINTS = 2048
# Enumerating keeps every instruction's value for every point (about 11 bytes a
# cell: value, poison, executed, UB), so the points times the instructions are bounded
# too: at the limit, the arrays of a 16-instruction slice (the LLVM reader's
# --max-insts), ~200 MB. A legal 4,000-instruction Souper fragment with 20 input bits
# would otherwise need 45 GB. The largest of the bundled corpora has 8.7M cells.
CELLS_PER_POINT = 16


def edge_values(width: int) -> list[int]:
    """Values at which integer bugs live: 0, ±1, ±2, INT_MIN, INT_MAX and their
    neighbours, powers of two and their neighbours, the width itself (shift amounts)."""
    m = mask(width)
    half = 1 << (width - 1)
    raw = {0, 1, 2, 3, m, m - 1, half, half - 1, half + 1, width, width - 1, width + 1}
    for k in range(width):
        raw |= {1 << k, (1 << k) - 1, (1 << k) + 1}
    return sorted(v & m for v in raw)


def landmarks(fragment: Fragment, width: int) -> list[int]:
    """The fragment's own constants, as `width`-bit values: each constant c and −c,
    their neighbours, and 2c, −2c. Where a division or remainder by c changes its
    answer (x = k·c ± 1), a comparison with c flips, or an addition of −c wraps, is
    where a flipped bit shows: random values almost never land there."""
    m = mask(width)
    found: set[int] = set()
    for inst in fragment.insts:
        for o in inst.operands:
            if isinstance(o, Const):
                c = to_signed(o.value, o.width)
                found |= {c, c - 1, c + 1, -c, -c - 1, -c + 1, 2 * c, -2 * c}
    return sorted({v & m for v in found})


@dataclass(frozen=True)
class Space:
    """The free inputs of a fragment: var and freeze widths, block predecessor counts."""

    vars: tuple[tuple[int, int], ...]  # (instruction index, width)
    freezes: tuple[tuple[int, int], ...]
    blocks: tuple[tuple[int, int], ...]  # (block index, predecessors)

    @classmethod
    def of(cls, fragment: Fragment) -> Space:
        return cls(
            vars=tuple((i, fragment.insts[i].width) for i in fragment.inputs()),
            freezes=tuple((i, fragment.insts[i].width) for i in fragment.freezes()),
            blocks=tuple((b, blk.preds) for b, blk in enumerate(fragment.blocks)),
        )

    @property
    def log2_size(self) -> float:
        bits = sum(w for _, w in self.vars) + sum(w for _, w in self.freezes)
        return bits + sum(math.log2(p) for _, p in self.blocks)


@dataclass
class Samples:
    """Executions evaluated so far, in chunks (the first from sampling, then one per
    solver model); `exhaustive` when the first chunk is every execution."""

    fragment: Fragment
    exhaustive: bool
    chunks: list[Evaluation] = field(default_factory=list)
    inputs: list[Inputs] = field(default_factory=list)
    _reachable: dict[int, np.ndarray] = field(default_factory=dict)

    @property
    def count(self) -> int:
        return sum(len(c.defined) for c in self.chunks)

    @property
    def any_defined(self) -> bool:
        return any(bool(c.defined.any()) for c in self.chunks)

    def reachable(self, index: int) -> np.ndarray:
        """Values instruction `index` takes in the sampled executions where facts about
        it must hold (defined, executed, not poison)."""
        cached = self._reachable.get(index)
        if cached is None:
            parts = [c.values[index][c.fact_mask(index)] for c in self.chunks]
            cached = np.concatenate(parts) if parts else np.empty(0, dtype=np.uint64)
            self._reachable[index] = cached
        return cached

    def lanes(self, index: int, shift: int = 0) -> list[tuple[int, int, int]]:
        """(value >> shift, chunk, lane) of every sampled execution where facts about
        instruction `index` hold, in ascending order: where searches pick their seed
        executions (`lane_point(self.inputs[chunk], lane)`)."""
        found: list[tuple[int, int, int]] = []
        for c, chunk in enumerate(self.chunks):
            ok = np.flatnonzero(chunk.fact_mask(index))
            values = chunk.values[index][ok]
            found += [(int(v) >> shift, c, int(lane)) for v, lane in zip(values, ok, strict=True)]
        found.sort()
        return found

    def add(self, inputs: Inputs, evaluation: Evaluation) -> None:
        self.inputs.append(inputs)
        self.chunks.append(evaluation)
        self._reachable.clear()


InputPoint = tuple[dict[int, int], dict[int, int], dict[int, int]]
"""One execution's inputs as plain values: (vars, choices, freezes)."""


def lane_point(inputs: Inputs, lane: int) -> InputPoint:
    """Lane `lane` of `inputs` as one execution (the inverse of `point_inputs`)."""
    return (
        {i: int(v[lane]) for i, v in inputs.vars.items()},
        {b: int(c[lane]) for b, c in inputs.choices.items()},
        {i: int(v[lane]) for i, v in inputs.freezes.items()},
    )


def point_inputs(
    fragment: Fragment, vars: Mapping[int, int], choices: Mapping[int, int], freezes: Mapping[int, int]
) -> Inputs:
    """One execution as evaluator inputs (missing values are 0)."""
    return points_inputs(fragment, [(vars, choices, freezes)])


def points_inputs(
    fragment: Fragment, points: Sequence[tuple[Mapping[int, int], Mapping[int, int], Mapping[int, int]]]
) -> Inputs:
    """Executions given as plain values (vars, block choices, freezes; missing values
    are 0), one lane each, as evaluator inputs."""
    insts = fragment.insts
    return Inputs(
        vars={i: as_array([p[0].get(i, 0) for p in points], insts[i].width) for i in fragment.inputs()},
        choices={b: np.asarray([p[1].get(b, 0) for p in points], dtype=np.int64) for b in range(len(fragment.blocks))},
        freezes={i: as_array([p[2].get(i, 0) for p in points], insts[i].width) for i in fragment.freezes()},
    )


def free_bits(fragment: Fragment, x: int) -> list[int]:
    """Var x's bits its attributes leave free (not known zero or one), lowest first."""
    attrs = fragment.insts[x].attrs
    fixed = attrs.known_zero | attrs.known_one
    return [b for b in range(fragment.insts[x].width) if not fixed >> b & 1]


def single_flips(
    fragment: Fragment, index: int, shift: int, pins: Sequence[InputPoint], flips: Sequence[tuple[int, int]]
) -> list[tuple[bool, list[int | None]]]:
    """At each pin: whether facts about instruction `index` hold there, and, for each
    flip (var, bit) of `flips`, how it changes the value without its low `shift` bits
    (the xor of the two; None where facts need not hold after the flip). Every flip of
    every pin in one evaluation: the pin, then one lane per flip."""
    insts = fragment.insts
    per_pin = 1 + len(flips)
    columns: dict[int, list[int]] = {i: [] for i in pins[0][0]}
    for vars, _, _ in pins:
        block = {i: [v] * per_pin for i, v in vars.items()}
        for lane, (i, b) in enumerate(flips, start=1):
            block[i][lane] ^= 1 << b
        for i, column in columns.items():
            column += block[i]
    inputs = Inputs(
        vars={i: as_array(c, insts[i].width) for i, c in columns.items()},
        choices={b: np.asarray([p[1][b] for p in pins for _ in range(per_pin)], dtype=np.int64) for b in pins[0][1]},
        freezes={i: as_array([p[2][i] for p in pins for _ in range(per_pin)], insts[i].width) for i in pins[0][2]},
    )
    evaluation = evaluate(fragment, inputs)
    holds = evaluation.fact_mask(index)
    values = [int(v) >> shift for v in evaluation.values[index]]
    out = []
    for k in range(len(pins)):
        start = k * per_pin
        deltas = [values[start + lane] ^ values[start] if holds[start + lane] else None for lane in range(1, per_pin)]
        out.append((bool(holds[start]), deltas))
    return out


def along_input(fragment: Fragment, seed: InputPoint, x: int, xs: Sequence[int]) -> Inputs:
    """The execution `seed` once per value of `xs`, with var x at that value and every
    other input as in the seed: how a map from one input to a value is evaluated."""
    return along_input_at_each(fragment, [seed], x, xs)


def along_input_at_each(fragment: Fragment, seeds: Sequence[InputPoint], x: int, xs: Sequence[int]) -> Inputs:
    """`along_input` of each of `seeds` in turn, as one set of lanes (seed k's
    executions are lanes k·len(xs) to (k + 1)·len(xs) − 1): one evaluation for several
    maps, the evaluator's per-instruction cost paid once. The seeds have the same
    vars, blocks and freezes (their values differ)."""
    n = len(xs)
    insts = fragment.insts
    vars0, choices0, freezes0 = seeds[0]
    return Inputs(
        vars={
            i: np.tile(as_array(xs, insts[i].width), len(seeds))
            if i == x
            else np.repeat(as_array([s[0][i] for s in seeds], insts[i].width), n)
            for i in vars0
        },
        choices={b: np.repeat(np.asarray([s[1][b] for s in seeds], dtype=np.int64), n) for b in choices0},
        freezes={i: np.repeat(as_array([s[2][i] for s in seeds], insts[i].width), n) for i in freezes0},
    )


def mixed_radix(sizes: list[int]) -> list[np.ndarray]:
    """Every combination of digits 0 ≤ d_k < sizes[k], one column per digit (the first
    varies fastest)."""
    idx = np.arange(math.prod(sizes), dtype=np.int64)
    digits = []
    stride = 1
    for s in sizes:
        digits.append((idx // stride) % s)
        stride *= s
    return digits


def _exhaustive_inputs(space: Space) -> Inputs:
    sizes = [1 << w for _, w in space.vars] + [1 << w for _, w in space.freezes] + [p for _, p in space.blocks]
    it = iter(mixed_radix(sizes))
    return Inputs(
        vars={i: next(it).astype(np.uint64) for i, _ in space.vars},
        freezes={i: next(it).astype(np.uint64) for i, _ in space.freezes},
        choices={b: next(it) for b, _ in space.blocks},
    )


def _random_column(rng: np.random.Generator, width: int, n: int) -> np.ndarray:
    """n values of `width` bits: each an `edge_values` value or uniform, with
    probability 1/2 each. Drawn by numpy in whole columns: one Python-level draw per
    value was a quarter of a typical fragment's oracle time."""
    edges = edge_values(width)
    from_edges = rng.random(n) < 0.5
    picks = rng.integers(0, len(edges), n)
    words = [rng.integers(0, 1 << 64, n, dtype=np.uint64, endpoint=False) for _ in range((width + 63) // 64)]
    if width <= NATIVE_WIDTH:
        uniform = words[0] & np.uint64(mask(width))
        return np.where(from_edges, as_array(edges, width)[picks], uniform)
    wide = as_array([sum(int(w[k]) << (64 * j) for j, w in enumerate(words)) for k in range(n)], width)
    wide[from_edges] = np.asarray(edges, dtype=object)[picks[from_edges]]
    return wide


def _random_inputs(space: Space, n: int, seed: int) -> Inputs:
    rng = np.random.Generator(np.random.PCG64(seed & ((1 << 128) - 1)))  # a negative seed too
    return Inputs(
        vars={i: _random_column(rng, w, n) for i, w in space.vars},
        freezes={i: _random_column(rng, w, n) for i, w in space.freezes},
        choices={b: rng.integers(0, p, n, dtype=np.int64) for b, p in space.blocks},
    )


LANDMARK_LANES = 64
"""Executions added to the random ones for the fragment's `landmarks`, at most."""


def _with_landmarks(inputs: Inputs, space: Space, fragment: Fragment) -> Inputs:
    """The random executions, then up to LANDMARK_LANES more in which lane j gives the
    k-th input the landmark (j + k) mod L of its width, every block its predecessor
    j mod its count. The random executions stay what they are without constants."""
    marks = {w: landmarks(fragment, w) for _, w in (*space.vars, *space.freezes)}
    lanes = min(LANDMARK_LANES, max((len(m) for m in marks.values()), default=0))
    if lanes == 0:
        return inputs

    def column(k: int, width: int) -> np.ndarray:
        m = marks[width] or [0]
        return as_array([m[(j + k) % len(m)] for j in range(lanes)], width)

    added = Inputs(
        vars={i: column(k, w) for k, (i, w) in enumerate(space.vars)},
        freezes={i: column(k, w) for k, (i, w) in enumerate(space.freezes)},
        choices={b: np.arange(lanes, dtype=np.int64) % p for b, p in space.blocks},
    )
    return joined(inputs, added)


EXTREME_VALUES = 8
"""Values per input in `_with_extremes`, at most: its lanes are their pairs."""


def _edges(width: int) -> list[int]:
    """0, 1, −1, −2, INT_MIN, INT_MAX: where extremes of sums and products live."""
    m, half = mask(width), 1 << (width - 1)
    return [0, 1, m, m - 1, half, half - 1]


EDGES = len(_edges(8))
"""How many edge values `_edges` gives."""


def extremes(fragment: Fragment, index: int) -> list[int]:
    """Values of input `index` at which it, or what a bijection with a constant makes
    of it (`xor x, c`, `add x, c`, `sub x, c`, `sub c, x`), is 0, 1, −1, −2, INT_MIN or
    INT_MAX. Extremes of products and sums live there — `(x ^ c1) * (y ^ c2)` is
    largest at x = c1 ^ −1, y = c2 ^ −1 — and hash code xors or adds a constant to
    every input first, so that random values, or the edge values themselves, almost
    never land there."""
    width = fragment.insts[index].width
    m = mask(width)
    edges = _edges(width)
    preimages = [
        _preimage(op, partner.value, e, partner_first) & m
        for op, x, partner, partner_first in _bijective_uses(fragment)
        if x == index and isinstance(partner, Const)
        for e in edges
    ]
    return list(dict.fromkeys(preimages + edges))[:EXTREME_VALUES]


def _bijective_uses(fragment: Fragment) -> Iterator[tuple[Opcode, int, Operand, bool]]:
    """Every value x used by an `xor`, `add` or `sub`, in order, each side in turn: the
    opcode, x, the other operand (what the use is a bijection of x with) and whether
    that comes first."""
    for inst in fragment.insts:
        if inst.op not in (Opcode.XOR, Opcode.ADD, Opcode.SUB) or len(inst.operands) != 2:
            continue
        a, b = inst.operands
        if isinstance(a, Ref):
            yield inst.op, a.index, b, False
        if isinstance(b, Ref):
            yield inst.op, b.index, a, True


def _paired(position: int, count: int) -> np.ndarray:
    """The pairing of `count` values between inputs: over count² lanes, the inputs at
    even positions take value j // count, those at odd positions j % count."""
    first, second = np.divmod(np.arange(count * count), count)
    picks: np.ndarray = first if position % 2 == 0 else second
    return picks


def _preimage(op: Opcode, c: int, e: int, c_first: bool) -> int:
    """The x with `op x, c` (or `op c, x`) = e, modulo 2^w."""
    if op is Opcode.XOR:
        return e ^ c
    if op is Opcode.ADD:
        return e - c
    return c - e if c_first else e + c


def _with_extremes(inputs: Inputs, space: Space, fragment: Fragment) -> Inputs:
    """The executions so far, then one per pair (j, k) of `extremes` indices, in which
    the inputs at even positions take their j-th extreme value and those at odd
    positions their k-th: every pair of extremes of two neighbouring inputs is met,
    which random draws (a given edge value has odds of about 1/400 per input) miss."""
    values = {i: extremes(fragment, i) for i, _ in space.vars}
    if not values:
        return inputs
    count = max(len(v) for v in values.values())

    def column(position: int, index: int, width: int) -> np.ndarray:
        own = values[index]
        return as_array([own[j] for j in _paired(position, count) % len(own)], width)

    lanes = count * count
    added = Inputs(
        vars={i: column(k, i, w) for k, (i, w) in enumerate(space.vars)},
        freezes={i: np.resize(v, lanes) for i, v in inputs.freezes.items()},
        choices={b: np.arange(lanes, dtype=np.int64) % p for b, p in space.blocks},
    )
    return joined(inputs, added)


NARROWED_DRAWS = 4
"""Mask choices `_narrowed` draws lanes for, at most: `narrowing.input_masks`'
rule, then random owners of the shared bits of `or disjoint`s."""

NARROWED_LANES = 256
"""Random executions `_narrowed` draws per mask choice."""


DEFINED_SHARE = 16
"""The share (1/DEFINED_SHARE) of the random executions that must be ones where facts
about the root hold; below it, `_narrowed` draws are added. More samples also move
the searches that start from them (a hull's climb may start from a narrowed draw).
Smaller (a higher share): narrowed draws for more fragments, some of which then lose
range answers; larger: fewer of the mostly undefined fragments that the narrowed
draws settle (see docs/history.md)."""


def _narrowed(space: Space, fragment: Fragment, seed: int) -> Inputs | None:
    """NARROWED_LANES random executions for each distinct choice of masks
    (`narrowing.input_masks`, up to NARROWED_DRAWS), each input's value cleared
    outside its mask: draws most of which the poison flags of a packed word's fields
    leave defined, where uniform draws almost never are. None when no input has a
    mask."""
    coin = random.Random(seed)
    choices: list[dict[int, int]] = []
    for draw in range(NARROWED_DRAWS):
        masks = input_masks(fragment, coin if draw else None)
        if masks and masks not in choices:
            choices.append(masks)
    found: Inputs | None = None
    for k, masks in enumerate(choices):
        drawn = _random_inputs(space, NARROWED_LANES, seed + 1 + k)
        more = Inputs(_cleared(drawn.vars, masks), drawn.choices, _cleared(drawn.freezes, masks))
        found = more if found is None else joined(found, more)
    return found


def _cleared(columns: Mapping[int, np.ndarray], masks: Mapping[int, int]) -> dict[int, np.ndarray]:
    """The columns with each masked input's values cleared outside its mask."""
    return {
        i: c if i not in masks else c & np.uint64(masks[i]) if c.dtype != object else c & masks[i]
        for i, c in columns.items()
    }


SOLVED_BASES = 4
"""Executions `_with_solved_extremes` starts from."""


def _with_solved_extremes(inputs: Inputs, space: Space, fragment: Fragment) -> Inputs:
    """The executions so far, then more in which an input x that meets a computed
    value v first in `x ^ v`, `x + v`, `x - v` or `v - x` is solved for that result to
    be an edge value (`_edges`), v as computed in one of the first SOLVED_BASES
    executions (evaluated here, alone); the pairs of edge values as in
    `_with_extremes`, every other input as in the base. `extremes` does this for v a
    constant; xxhash's `(x ^ (c1 - s)) * (y ^ (s + c2))` needs v computed. Only inputs
    whose v reads no solved input are solved (then v keeps its base value)."""
    var_indices = {i for i, _ in space.vars}
    first_use: dict[int, tuple[Opcode, int, bool]] = {}  # x -> (op, v, v comes first)
    for op, x, partner, partner_first in _bijective_uses(fragment):
        if x in var_indices and isinstance(partner, Ref):
            first_use.setdefault(x, (op, partner.index, partner_first))
    solved = {
        x: use
        for x, use in first_use.items()
        if use[1] not in var_indices and not set(cone_of(fragment, use[1])) & first_use.keys()
    }
    if not solved:
        return inputs
    bases = np.arange(min(SOLVED_BASES, len(next(iter(inputs.vars.values())))))
    evaluation = evaluate(fragment, _lanes(inputs, bases))
    lanes = np.repeat(bases, EDGES * EDGES)
    vars: dict[int, np.ndarray] = {}
    for position, (x, (op, v, v_first)) in enumerate(solved.items()):
        width = fragment.insts[x].width
        edges = _edges(width)
        picks = np.tile(_paired(position, EDGES), len(bases))
        column = [
            _preimage(op, int(evaluation.values[v][lane]), edges[j], c_first=v_first) & mask(width)
            for lane, j in zip(lanes, picks, strict=True)
        ]
        vars[x] = as_array(column, width)
    solved_lanes = _lanes(inputs, lanes)
    return joined(
        inputs, Inputs(vars={**solved_lanes.vars, **vars}, choices=solved_lanes.choices, freezes=solved_lanes.freezes)
    )


def _lanes(inputs: Inputs, lanes: np.ndarray) -> Inputs:
    """The executions `lanes` (indices, repeats allowed) of `inputs`."""
    return Inputs(
        vars={i: v[lanes] for i, v in inputs.vars.items()},
        choices={b: c[lanes] for b, c in inputs.choices.items()},
        freezes={i: f[lanes] for i, f in inputs.freezes.items()},
    )


def joined(first: Inputs, second: Inputs) -> Inputs:
    """The executions of `first`, then those of `second` (in `first`'s dtypes)."""

    def join(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.concatenate([a, b.astype(a.dtype)])

    return Inputs(
        vars={i: join(v, second.vars[i]) for i, v in first.vars.items()},
        choices={b: join(c, second.choices[b]) for b, c in first.choices.items()},
        freezes={i: join(f, second.freezes[i]) for i, f in first.freezes.items()},
    )


@dataclass(frozen=True)
class Sampling:
    """How a session's fragment was sampled, kept so that a fragment derived from it
    (a cut, `auditor.oracles.chains`) is sampled the same way."""

    exhaustive_limit: int = EXHAUSTIVE_LIMIT
    random_points: int = RANDOM_POINTS
    seed: int = 0

    def of(self, fragment: Fragment) -> Samples:
        return sample(fragment, self.exhaustive_limit, self.random_points, self.seed)


def sample(
    fragment: Fragment,
    exhaustive_limit: int = EXHAUSTIVE_LIMIT,
    random_points: int = RANDOM_POINTS,
    seed: int = 0,
) -> Samples:
    """Every execution when there are at most `exhaustive_limit` and at most
    `exhaustive_limit * CELLS_PER_POINT` (execution, instruction) cells, else
    `random_points` random ones (half of the values drawn from `edge_values`), a few
    at the fragment's `landmarks`, and a few at the inputs' `extremes`, given or solved
    for (`_with_extremes`, `_with_solved_extremes`); and when fewer than
    1/DEFINED_SHARE of those are ones where facts about the root hold, a second
    chunk of draws narrowed to the bits the poison flags allow (`_narrowed`)."""
    space = Space.of(fragment)
    cells = space.log2_size + math.log2(len(fragment.insts))
    exhaustive = (
        exhaustive_limit > 0
        and space.log2_size <= math.log2(exhaustive_limit)
        and cells <= math.log2(exhaustive_limit * CELLS_PER_POINT)
    )
    if exhaustive:
        inputs = _exhaustive_inputs(space)
    else:
        inputs = _random_inputs(space, random_points, seed)
        for more in (_with_landmarks, _with_extremes, _with_solved_extremes):
            inputs = more(inputs, space, fragment)
    samples = Samples(fragment, exhaustive)
    evaluation = evaluate(fragment, inputs)
    samples.add(inputs, evaluation)
    defined = int(np.count_nonzero(evaluation.fact_mask(fragment.root)))
    few = not exhaustive and defined * DEFINED_SHARE < len(evaluation.defined)
    if few and (narrowed := _narrowed(space, fragment, seed)) is not None:
        samples.add(narrowed, evaluate(fragment, narrowed))
    return samples
