"""Multiplications by constants as shifts and adds (`auditor.semantics.constant_products`):
the same terms, proven by the solver at every constant of a small width."""

from __future__ import annotations

import itertools

import z3
from hypothesis import given
from hypothesis import strategies as st

from auditor.semantics.constant_products import MAX_DIGITS, non_adjacent_form, shifts_and_adds


@given(st.integers(min_value=-(1 << 130), max_value=(1 << 130) - 1))
def test_the_non_adjacent_form_sums_to_the_constant(c: int) -> None:
    digits = non_adjacent_form(c)
    assert sum(d << k for d, k in digits) == c
    assert all(d in (1, -1) for d, _ in digits)
    ks = [k for _, k in digits]
    assert all(b - a >= 2 for a, b in itertools.pairwise(ks))  # no two adjacent


def _equivalent(a: z3.ExprRef, b: z3.ExprRef) -> bool:
    solver = z3.Solver()
    solver.add(a != b)
    return solver.check() == z3.unsat


def test_every_product_and_no_overflow_test_at_i6_means_the_same() -> None:
    """Every constant c at i6, either side of the product: x·c and the unsigned
    no-overflow test are the same terms after the rewrite, and the product is
    rewritten wherever c has at most MAX_DIGITS signed digits (not vacuous)."""
    x = z3.BitVec("x", 6)
    rewritten = 0
    for c in range(64):
        k = z3.BitVecVal(c, 6)
        for product in (x * k, k * x):
            after = shifts_and_adds(product)
            assert _equivalent(after, product), c
            rewritten += not any(z3.is_app_of(t, z3.Z3_OP_BMUL) for t in _subterms(after))
        test = z3.BVMulNoOverflow(x, k, False)
        assert _equivalent(shifts_and_adds(test), test), c
    assert rewritten == 2 * sum(
        min(len(non_adjacent_form(c)), len(non_adjacent_form(c - 64))) <= MAX_DIGITS for c in range(64)
    )


def test_a_128_bit_high_limb_is_settled_once_rewritten() -> None:
    """hi(zext(b)·(2^64 − 1) + 2^64 − 1) = b: unsat within a second once rewritten
    (Z3 gives up on the multiplier after 20 s)."""
    b = z3.BitVec("b", 64)
    m = z3.BitVecVal((1 << 64) - 1, 128)
    claim = z3.Extract(127, 64, z3.ZeroExt(64, b) * m + m) != b
    solver = z3.SolverFor("QF_BV")
    solver.set("timeout", 5000)
    solver.add(shifts_and_adds(claim))
    assert solver.check() == z3.unsat


def _subterms(t: z3.ExprRef) -> list[z3.ExprRef]:
    out = [t]
    for child in t.children():
        out += _subterms(child)
    return out
