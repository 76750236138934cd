"""Multiplications by constants written as shifts and adds, for the solvers.

Why: Z3 and Bitwuzla bit-blast `zext(x) · (2^64 − 1)` at 128 bits as a full
multiplier: `hi(zext(x) · (2^64 − 1) + 2^64 − 1) ≠ x` — the high limb of a
multiply-accumulate with its other operands pinned at all-ones, which is x — gives up
in either, even given many seconds. Written as `(zext(x) << 64) − zext(x) + 2^64 − 1`
it is unsat in milliseconds. A constant whose non-adjacent form (signed binary
digits, no two adjacent non-zero) has few non-zero digits is such a sum of shifts;
others are left as they are. Same meaning term by term: c·x = Σ d_k·2^k·x mod 2^w for
c = Σ d_k·2^k.
"""

from __future__ import annotations

from typing import Any

import z3

MAX_DIGITS = 4
"""Non-zero signed digits a constant may have to be rewritten (each one an adder)."""


def non_adjacent_form(c: int) -> list[tuple[int, int]]:
    """(digit, k) pairs with digit ∈ {1, −1}, c = Σ digit·2^k, no two ks adjacent: the
    signed binary form with the fewest non-zero digits (2^64 − 1 = 2^64 − 2^0); c may
    be negative (−3329 = −2^12 + 2^10 − 2^8 − 2^0)."""
    digits: list[tuple[int, int]] = []
    k = 0
    while c:
        if c & 1:
            d = 2 - (c & 3)  # 1 when c ≡ 1 (mod 4), −1 when c ≡ 3
            digits.append((d, k))
            c -= d
        c >>= 1
        k += 1
    return digits


def shifts_and_adds(term: Any) -> Any:
    """`term` with every two-operand multiplication by a constant of at most
    MAX_DIGITS signed digits rewritten as shifts and adds, and every unsigned
    no-overflow test of such a product as the bound it is (x·c does not wrap iff
    x ≤ (2^w − 1) / c). An operand is a constant when it has no free constants
    (pinned inputs: `zext 2^64 − 1`); it is folded then. Nothing else changes: Z3's
    `simplify` of the whole term would (it turns `t / t` into a case split Bitwuzla no
    longer rewrites to 1)."""
    memo: dict[int, tuple[Any, bool]] = {}

    def walk(t: Any) -> tuple[Any, bool]:
        """(t rewritten, whether t is closed: no free constants)."""
        key = t.get_id()
        done = memo.get(key)
        if done is not None:
            return done
        if z3.is_app(t) and t.num_args():
            walked = [walk(a) for a in t.children()]
            closed = all(c for _, c in walked)
            rebuilt = _rewritten(t, walked)
        else:
            rebuilt, closed = t, z3.is_const(t) and t.decl().kind() != z3.Z3_OP_UNINTERPRETED
        memo[key] = (rebuilt, closed)
        return rebuilt, closed

    return walk(term)[0]


def _rewritten(t: Any, walked: list[tuple[Any, bool]]) -> Any:
    children = [c for c, _ in walked]
    kind = t.decl().kind()
    if kind in (z3.Z3_OP_BMUL, z3.Z3_OP_BUMUL_NO_OVFL) and len(walked) == 2:
        constant, other = _split(walked)
        if constant is not None:
            width = other.size()
            if kind == z3.Z3_OP_BUMUL_NO_OVFL:
                # x·c < 2^w ⇔ x ≤ ⌊(2^w − 1)/c⌋ (c > 0); always when c = 0.
                return z3.BoolVal(True) if constant == 0 else z3.ULE(other, ((1 << width) - 1) // constant)
            # Mod 2^w, c is also c − 2^w: −3329 has fewer digits than 2^32 − 3329.
            digits = min(non_adjacent_form(constant), non_adjacent_form(constant - (1 << width)), key=len)
            if len(digits) <= MAX_DIGITS:
                return _sum_of_shifts(other, digits)
    return t.decl()(*children)


def _split(walked: list[tuple[Any, bool]]) -> tuple[int | None, Any]:
    """(the closed operand's value, the other operand), or (None, _)."""
    (a, a_closed), (b, b_closed) = walked
    for closed, term, other in ((a_closed, a, b), (b_closed, b, a)):
        if closed:
            folded = z3.simplify(term)
            if z3.is_bv_value(folded):
                return folded.as_long(), other
    return None, a


def _sum_of_shifts(x: Any, digits: list[tuple[int, int]]) -> Any:
    """Σ digit·(x << k): a shift of the width or more is 0, as 2^k·x is mod 2^w."""
    if not digits:
        return z3.BitVecVal(0, x.size())
    terms = [(digit, x if k == 0 else x << k) for digit, k in digits]
    first_digit, total = terms[0]
    if first_digit < 0:
        total = -total
    for digit, shifted in terms[1:]:
        total = total + shifted if digit > 0 else total - shifted
    return total
