"""The two implementations of docs/semantics.md agree: the Z3 encoding (smt.py) and the
numpy evaluator (concrete.py), on every opcode and flag at widths 1–64, exhaustively
where the input space is ≤ 2^16 points, else on random and edge-case inputs; and on
random multi-instruction fragments.

Everything is compared: each instruction's value (where it is not poison), poison,
executed and immediate-UB bits, and the execution's assumptions and definedness.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import pytest
import z3
from hypothesis import given, settings

from auditor.ir.fragment import (
    Block,
    BlockPathCondition,
    Const,
    Fragment,
    Inst,
    PathCondition,
    Ref,
    VarAttrs,
    mask,
    verify,
)
from auditor.ir.opcodes import ALLOWED_FLAGS, CASTS, ICMPS, WITH_OVERFLOW, Flag, Opcode
from auditor.ir.printer import format_fragment
from auditor.oracles.sampling import mixed_radix
from auditor.semantics.concrete import Inputs, as_array, evaluate
from auditor.semantics.smt import Encoding, encode
from tests.semantics.z3_numpy import Evaluator
from tests.strategies import SIMPLE_BINARY, UNARY, edge_values, fragments, in_order

WIDTHS = (1, 2, 3, 4, 7, 8, 16, 32, 33, 64)
EXHAUSTIVE_LIMIT = 1 << 16
RANDOM_POINTS = 3000
EDGE_PRODUCT_LIMIT = 50_000  # every combination of edge values, when there are not too many


@dataclass(frozen=True)
class FreeInput:
    kind: str  # "var" | "choice" | "freeze"
    key: int
    smt_name: str
    size: int  # number of values: 2^w, or the block's predecessor count
    width: int  # bit width (choices: 0)


def free_inputs(fragment: Fragment, enc: Encoding) -> list[FreeInput]:
    out = [FreeInput("var", i, t.decl().name(), 1 << t.size(), t.size()) for i, t in enc.vars.items()]
    out += [FreeInput("choice", b, t.decl().name(), fragment.blocks[b].preds, 0) for b, t in enc.choices.items()]
    out += [FreeInput("freeze", i, t.decl().name(), 1 << t.size(), t.size()) for i, t in enc.freezes.items()]
    return out


def random_points(inputs: list[FreeInput], rng: random.Random) -> list[list[int]]:
    """Edge values crossed (when the product is small enough), then random values with half of the
    draws taken from the edge values."""

    def edges(x: FreeInput) -> list[int]:
        return list(range(x.size)) if x.kind == "choice" else edge_values(x.width)

    cols: list[list[int]] = [[] for _ in inputs]
    if math.prod(len(edges(x)) for x in inputs) <= EDGE_PRODUCT_LIMIT:
        for combo in itertools.product(*(edges(x) for x in inputs)):
            for c, v in zip(cols, combo, strict=True):
                c.append(v)
    for _ in range(RANDOM_POINTS):
        for c, x in zip(cols, inputs, strict=True):
            if x.kind == "choice":
                c.append(rng.randrange(x.size))
            elif rng.random() < 0.5:
                c.append(rng.choice(edge_values(x.width)))
            else:
                c.append(rng.getrandbits(x.width))
    return [list(c) for c in cols]


def check_agreement(fragment: Fragment, seed: int = 0) -> int:
    """Compare both semantics on the fragment's points; returns the number of points."""
    verify(fragment)
    enc = encode(fragment)
    inputs = free_inputs(fragment, enc)
    total = 1
    for x in inputs:
        total *= x.size
    if total <= EXHAUSTIVE_LIMIT:
        cols: list[list[int]] = [c.tolist() for c in mixed_radix([x.size for x in inputs])]
    else:
        cols = random_points(inputs, random.Random(seed))
    n = len(cols[0]) if cols else 1

    def array(x: FreeInput, col: list[int]) -> np.ndarray:
        return np.asarray(col, dtype=np.int64) if x.kind == "choice" else as_array(col, x.width)

    by_kind: dict[str, dict[int, np.ndarray]] = {"var": {}, "choice": {}, "freeze": {}}
    for x, col in zip(inputs, cols, strict=True):
        by_kind[x.kind][x.key] = array(x, col)
    got = evaluate(fragment, Inputs(vars=by_kind["var"], choices=by_kind["choice"], freezes=by_kind["freeze"]))
    ev = Evaluator({x.smt_name: col for x, col in zip(inputs, cols, strict=True)}, n)

    def where(bad: np.ndarray) -> str:
        k = int(np.flatnonzero(bad)[0])
        point = ", ".join(f"{x.smt_name}={col[k]}" for x, col in zip(inputs, cols, strict=True))
        return f"\n{format_fragment(fragment)}at {point}"

    def bools(col: np.ndarray) -> np.ndarray:
        return np.broadcast_to(np.asarray(col, dtype=bool), (n,))

    any_ub = np.zeros(n, dtype=bool)
    for i in range(len(fragment.insts)):
        any_ub |= bools(ev(enc.ub[i]))
    # `defined` never depends on values computed after UB (an executed UB makes both
    # sides undefined), so it must agree on every point.
    bad = bools(got.defined) != bools(ev(enc.defined))
    assert not bad.any(), "defined differs" + where(bad)
    bad = ~any_ub & (bools(got.assumptions) != bools(ev(enc.assumptions)))
    assert not bad.any(), "assumptions differ" + where(bad)
    ub_before = np.zeros(n, dtype=bool)
    for i, inst in enumerate(fragment.insts):
        label = f"%{fragment.names[i]} ({inst.op.value})"
        bad = bools(got.executed[i]) != bools(ev(enc.executed[i]))
        assert not bad.any(), f"executed of {label} differs" + where(bad)
        # Values after immediate UB are unspecified (the two sides pick different ones):
        # compare where no earlier instruction has UB, or where the execution is defined
        # and the instruction runs.
        comparable = ~ub_before | (bools(got.defined) & bools(got.executed[i]))
        mine_ub, theirs_ub = bools(got.ub[i]), bools(ev(enc.ub[i]))
        bad = comparable & (mine_ub != theirs_ub)
        assert not bad.any(), f"ub of {label} differs" + where(bad)
        ub_before |= theirs_ub
        comparable &= ~mine_ub
        p_mine, p_theirs = bools(got.poison[i]), bools(ev(enc.poison[i]))
        bad = comparable & (p_mine != p_theirs)
        assert not bad.any(), f"poison of {label} differs" + where(bad)
        v_mine = np.array([int(v) for v in np.broadcast_to(got.values[i], (n,))], dtype=object)
        v_theirs = np.broadcast_to(ev(enc.values[i]), (n,))
        bad = comparable & ~p_mine & (v_mine != v_theirs)
        assert not bad.any(), f"value of {label} differs: {v_mine[bad][0]} vs {v_theirs[bad][0]}" + where(bad)
    return n


# --- one fragment per opcode × flag set × width -------------------------------------


def flag_sets(op: Opcode) -> list[frozenset[Flag]]:
    allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()), key=lambda f: f.value)
    return [frozenset(c) for r in range(len(allowed) + 1) for c in itertools.combinations(allowed, r)]


def _fragment(insts: list[Inst], **kw: object) -> Fragment:
    return Fragment(insts=tuple(insts), names=tuple(f"v{i}" for i in range(len(insts))), root=len(insts) - 1, **kw)  # type: ignore[arg-type]


def single_op_fragments(w: int) -> Iterator[tuple[str, Fragment]]:
    var = Inst(Opcode.VAR, w)
    for op in [*SIMPLE_BINARY, *in_order(ICMPS)]:
        for flags in flag_sets(op):
            width = 1 if op in ICMPS else w
            yield (
                f"{op.value}{sorted(f.value for f in flags)}",
                _fragment([var, var, Inst(op, width, (Ref(0), Ref(1)), flags)]),
            )
    for op in UNARY:
        if op is Opcode.BSWAP and w % 16:
            continue
        for flags in flag_sets(op):
            yield f"{op.value}{sorted(f.value for f in flags)}", _fragment([var, Inst(op, w, (Ref(0),), flags)])
    for op in (Opcode.FSHL, Opcode.FSHR):
        yield op.value, _fragment([var, var, var, Inst(op, w, (Ref(0), Ref(1), Ref(2)))])
    yield "select", _fragment([Inst(Opcode.VAR, 1), var, var, Inst(Opcode.SELECT, w, (Ref(0), Ref(1), Ref(2)))])
    for op in in_order(CASTS):
        targets = [w - 1, 1] if op is Opcode.TRUNC else [w + 1, 2 * w]
        for target in sorted({t for t in targets if t >= 1 and t != w}):
            for flags in flag_sets(op):
                yield (
                    f"{op.value}->{target}{sorted(f.value for f in flags)}",
                    _fragment([var, Inst(op, target, (Ref(0),), flags)]),
                )
    for op in in_order(WITH_OVERFLOW):
        for index in (0, 1):
            yield (
                f"{op.value}[{index}]",
                _fragment(
                    [
                        var,
                        var,
                        Inst(op, w + 1, (Ref(0), Ref(1))),
                        Inst(Opcode.EXTRACTVALUE, w if index == 0 else 1, (Ref(2),), index=index),
                    ]
                ),
            )


def control_fragments(w: int) -> Iterator[tuple[str, Fragment]]:
    """phi / freeze / pc / blockpc / var attributes: the rules that are not one opcode."""
    var = Inst(Opcode.VAR, w)
    # UB only in the unchosen incoming of a phi does not make the execution undefined.
    yield (
        "phi-guards-ub",
        _fragment(
            [var, var, Inst(Opcode.UDIV, w, (Ref(0), Ref(1))), Inst(Opcode.PHI, w, (Ref(2), Ref(0)), block=0)],
            blocks=(Block(2),),
            block_names=("b",),
        ),
    )
    yield "phi-3", _fragment(
        [var, var, Inst(Opcode.ADD, w, (Ref(0), Ref(1)), frozenset({Flag.NSW})),
         Inst(Opcode.PHI, w, (Ref(2), Ref(0), Const(1, w)), block=0)],
        blocks=(Block(3),),
        block_names=("b",),
    )  # fmt: skip
    yield (
        "freeze-of-poison",
        _fragment(
            [var, var, Inst(Opcode.ADD, w, (Ref(0), Ref(1)), frozenset({Flag.NUW})), Inst(Opcode.FREEZE, w, (Ref(2),))]
        ),
    )
    yield (
        "select-guards-poison",
        _fragment(
            [
                Inst(Opcode.VAR, 1),
                var,
                Inst(Opcode.SHL, w, (Ref(1), Ref(1))),
                Inst(Opcode.SELECT, w, (Ref(0), Ref(1), Ref(2))),
            ]
        ),
    )
    yield (
        "select-does-not-guard-ub",
        _fragment(
            [
                Inst(Opcode.VAR, 1),
                var,
                Inst(Opcode.SREM, w, (Ref(1), Ref(1))),
                Inst(Opcode.SELECT, w, (Ref(0), Ref(1), Ref(2))),
            ]
        ),
    )
    yield (
        "sdiv-poison-dividend",
        _fragment([var, var, Inst(Opcode.SHL, w, (Ref(0), Ref(1))), Inst(Opcode.SDIV, w, (Ref(2), Ref(1)))]),
    )
    cmp = Inst(Opcode.ULT, 1, (Ref(0), Ref(1)), frozenset({Flag.SAMESIGN}))
    yield (
        "pc",
        _fragment([var, var, cmp, Inst(Opcode.SUB, w, (Ref(1), Ref(0)))], pcs=(PathCondition(Ref(2), Const(1, 1)),)),
    )
    yield (
        "blockpc",
        _fragment(
            [var, var, cmp, Inst(Opcode.PHI, w, (Ref(0), Ref(1)), block=0)],
            blocks=(Block(2),),
            block_names=("b",),
            blockpcs=(BlockPathCondition(0, 1, Ref(2), Const(0, 1)),),
        ),
    )
    m = mask(w)
    attrs = [
        VarAttrs(known_zero=1, known_one=m & 2),
        VarAttrs(range=(m, 3 & m)) if (3 & m) != m else VarAttrs(range=(0, 1)),
        VarAttrs(range=(1, m)) if m > 1 else VarAttrs(range=(1, 0)),
        VarAttrs(non_zero=True),
        VarAttrs(non_negative=True),
        VarAttrs(negative=True),
        VarAttrs(power_of_two=True),
        VarAttrs(sign_bits=w),
        VarAttrs(sign_bits=max(1, w - 1), non_zero=True),
    ]
    for k, a in enumerate(attrs):
        yield f"attrs{k}", _fragment([Inst(Opcode.VAR, w, attrs=a), var, Inst(Opcode.XOR, w, (Ref(0), Ref(1)))])


def remainder_fragments(w: int) -> Iterator[tuple[str, Fragment]]:
    """x − C·(x / C) written out (`add`/`sub` of a `mul` of a `udiv`/`sdiv`), which the
    encoding gives the value `x urem C` / `x srem C` (`remainder_form`), with and
    without flags, and near misses it must encode as written."""
    var, m = Inst(Opcode.VAR, w), mask(w)
    for division in (Opcode.UDIV, Opcode.SDIV):
        for c in sorted({3 & m or 1, 510 & m or 1, 1 << (w - 1), m}):
            for form in ("add", "add-swapped", "sub", "near-miss"):
                factor = c if form == "sub" else (-c + (form == "near-miss")) & m
                op = Opcode.SUB if form == "sub" else Opcode.ADD
                operands = (Ref(2), Ref(0)) if form == "add" else (Ref(0), Ref(2))
                for flags in (frozenset(), frozenset({Flag.NSW, Flag.NUW})) if form == "add" else (frozenset(),):
                    insts = [
                        var,
                        Inst(division, w, (Ref(0), Const(c, w))),
                        Inst(Opcode.MUL, w, (Ref(1), Const(factor, w)), flags),
                        Inst(op, w, operands, flags),
                    ]
                    yield f"{division.value}-{form}-{c}{'-flags' if flags else ''}", _fragment(insts)


REMAINDER_CASES = [
    pytest.param(frag, id=f"i{w}-{name}") for w in (1, 4, 8, 16, 33, 64) for name, frag in remainder_fragments(w)
]


@pytest.mark.parametrize("fragment", REMAINDER_CASES)
def test_a_remainder_written_out(fragment: Fragment) -> None:
    assert check_agreement(fragment) > 0


def test_a_remainder_written_out_is_encoded_as_one() -> None:
    """The cases above are the rewritten ones: the value is a remainder term, and a
    near miss (the factor one off) or an sdiv by −1 is encoded as written."""
    kinds = {}
    for name, fragment in remainder_fragments(64):
        kinds[name] = encode(fragment).values[fragment.root].decl().kind()
    urem, srem = (z3.Z3_OP_BUREM, z3.Z3_OP_BUREM_I), (z3.Z3_OP_BSREM, z3.Z3_OP_BSREM_I)
    assert kinds["udiv-add-510"] in urem and kinds["udiv-sub-3"] in urem and kinds["udiv-add-swapped-3"] in urem
    assert kinds["sdiv-add-510-flags"] in srem and kinds[f"sdiv-sub-{1 << 63}"] in srem
    assert kinds["udiv-near-miss-510"] == z3.Z3_OP_BADD
    assert kinds[f"sdiv-sub-{mask(64)}"] == z3.Z3_OP_BSUB  # x − (−1)·(x sdiv −1): UB at INT_MIN


CASES = [
    pytest.param(frag, id=f"i{w}-{name}")
    for w in WIDTHS
    for name, frag in itertools.chain(single_op_fragments(w), control_fragments(w))
]


@pytest.mark.parametrize("fragment", CASES)
def test_every_opcode_and_flag(fragment: Fragment) -> None:
    assert check_agreement(fragment) > 0


def test_the_exhaustive_cases_really_are_exhaustive() -> None:
    enc_frag = _fragment([Inst(Opcode.VAR, 8), Inst(Opcode.VAR, 8), Inst(Opcode.MUL, 8, (Ref(0), Ref(1)))])
    assert check_agreement(enc_frag) == 1 << 16


@settings(max_examples=300, deadline=None)
@given(fragments(widths=(1, 2, 3, 4, 8), max_insts=6))
def test_random_fragments_small_widths(fragment: Fragment) -> None:
    check_agreement(fragment)


@settings(max_examples=100, deadline=None)
@given(fragments(widths=(7, 16, 33, 64), max_insts=5))
def test_random_fragments_wide(fragment: Fragment) -> None:
    check_agreement(fragment)
