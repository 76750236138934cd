"""Evaluate Z3 bit-vector terms on many points at once, with numpy.

`z3.simplify(z3.substitute(...))` costs ~40 µs per term per point, which makes an
exhaustive cross-check of the SMT encoding at i8 take a quarter of an hour. This walks
the term DAG once and applies each SMT-LIB operator to whole columns of Python ints
(numpy object arrays, so any width works). It implements SMT-LIB's total semantics
(bvudiv by 0 = all ones, …) and is itself checked against `z3.simplify` on random
points in test_z3_numpy.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
import z3

Column = np.ndarray


def _m(w: int) -> int:
    return (1 << w) - 1


def _signed(x: Column, w: int) -> Column:
    return np.where(x >> (w - 1) & 1 == 1, x - (1 << w), x).astype(object)


def _obj(values: Any, n: int) -> Column:
    out = np.empty(n, dtype=object)
    out[:] = values
    return out


def _like(value: int, column: Column) -> Column:
    """A constant column of Python ints: a bare int in np.where lets numpy choose a
    fixed-width dtype, and 2^64 - 1 then wraps to -1."""
    return _obj(value, len(column))


def _udiv(a: Column, b: Column, w: int) -> Column:
    safe = np.where(b == 0, _like(1, b), b)
    return np.where(b == 0, _like(_m(w), a), a // safe)


def _urem(a: Column, b: Column, w: int) -> Column:
    safe = np.where(b == 0, _like(1, b), b)
    return np.where(b == 0, a, a % safe)


def _trunc_div(sa: Column, sb: Column) -> Column:
    safe = np.where(sb == 0, _like(1, sb), sb)
    q = np.abs(sa) // np.abs(safe)
    return np.where((sa < 0) != (safe < 0), -q, q)


def _sdiv(a: Column, b: Column, w: int) -> Column:
    sa, sb = _signed(a, w), _signed(b, w)
    q = _trunc_div(sa, sb)
    by_zero = np.where(sa < 0, _like(1, a), _like(_m(w), a))  # SMT-LIB bvsdiv by 0: -1 if a >= 0 else 1
    return np.where(sb == 0, by_zero, q & _m(w))


def _srem(a: Column, b: Column, w: int) -> Column:
    sa, sb = _signed(a, w), _signed(b, w)
    r = sa - _trunc_div(sa, sb) * np.where(sb == 0, _like(1, sb), sb)
    return np.where(sb == 0, a, r & _m(w))


def _shl(a: Column, b: Column, w: int) -> Column:
    return np.where(b >= w, _like(0, a), (a << np.minimum(b, w)) & _m(w))


def _lshr(a: Column, b: Column, w: int) -> Column:
    return np.where(b >= w, _like(0, a), a >> np.minimum(b, w))


def _ashr(a: Column, b: Column, w: int) -> Column:
    return (_signed(a, w) >> np.minimum(b, w)) & _m(w)


_BIN: dict[int, Callable[[Column, Column, int], Column]] = {
    z3.Z3_OP_BUDIV: _udiv,
    z3.Z3_OP_BUREM: _urem,
    z3.Z3_OP_BSDIV: _sdiv,
    z3.Z3_OP_BSREM: _srem,
    z3.Z3_OP_BSHL: _shl,
    z3.Z3_OP_BLSHR: _lshr,
    z3.Z3_OP_BASHR: _ashr,
}
_NARY_BV: dict[int, Callable[[Column, Column], Column]] = {
    z3.Z3_OP_BADD: lambda a, b: a + b,
    z3.Z3_OP_BSUB: lambda a, b: a - b,
    z3.Z3_OP_BMUL: lambda a, b: a * b,
    z3.Z3_OP_BAND: lambda a, b: a & b,
    z3.Z3_OP_BOR: lambda a, b: a | b,
    z3.Z3_OP_BXOR: lambda a, b: a ^ b,
}
_CMP: dict[int, tuple[bool, Callable[[Column, Column], Column]]] = {
    z3.Z3_OP_ULT: (False, lambda a, b: a < b),
    z3.Z3_OP_ULEQ: (False, lambda a, b: a <= b),
    z3.Z3_OP_UGT: (False, lambda a, b: a > b),
    z3.Z3_OP_UGEQ: (False, lambda a, b: a >= b),
    z3.Z3_OP_SLT: (True, lambda a, b: a < b),
    z3.Z3_OP_SLEQ: (True, lambda a, b: a <= b),
    z3.Z3_OP_SGT: (True, lambda a, b: a > b),
    z3.Z3_OP_SGEQ: (True, lambda a, b: a >= b),
}


class Evaluator:
    """Evaluates terms over one set of points; shares work between terms."""

    def __init__(self, env: Mapping[str, Column], n: int) -> None:
        self.env = {k: _obj(list(map(int, v)), n) for k, v in env.items()}
        self.n = n
        self.memo: dict[int, Column] = {}

    def __call__(self, term: Any) -> Column:
        """Bit-vectors as object arrays of ints in [0, 2^w); Booleans as bool arrays."""
        key = term.get_id()
        hit = self.memo.get(key)
        if hit is None:
            hit = self._eval(term)
            self.memo[key] = hit
        return hit

    def _eval(self, e: Any) -> Column:
        k = e.decl().kind()
        n = self.n
        if k == z3.Z3_OP_BNUM:
            return _obj(e.as_long(), n)
        if k == z3.Z3_OP_TRUE or k == z3.Z3_OP_FALSE:
            return np.full(n, k == z3.Z3_OP_TRUE)
        if k == z3.Z3_OP_UNINTERPRETED and e.num_args() == 0:
            return self.env[e.decl().name()]
        args = [self(c) for c in e.children()]
        if k == z3.Z3_OP_ITE:
            return np.where(args[0], args[1], args[2])
        if k == z3.Z3_OP_EQ:
            return np.asarray(args[0] == args[1], dtype=bool)
        if k == z3.Z3_OP_DISTINCT:
            assert len(args) == 2
            return np.asarray(args[0] != args[1], dtype=bool)
        if k == z3.Z3_OP_NOT:
            return ~args[0]
        if k == z3.Z3_OP_AND:
            return np.logical_and.reduce(args) if args else np.full(n, True)
        if k == z3.Z3_OP_OR:
            return np.logical_or.reduce(args) if args else np.full(n, False)
        if k == z3.Z3_OP_IMPLIES:
            return ~args[0] | args[1]
        if k == z3.Z3_OP_XOR:
            return args[0] ^ args[1]
        w = e.size() if z3.is_bv(e) else e.children()[0].size()
        if k in _NARY_BV:
            acc = args[0]
            for a in args[1:]:
                acc = _NARY_BV[k](acc, a) & _m(w)
            return _obj(acc & _m(w), n)
        if k in _BIN:
            return _obj(_BIN[k](args[0], args[1], w), n)
        if k in _CMP:
            signed, cmp = _CMP[k]
            a, b = (_signed(args[0], w), _signed(args[1], w)) if signed else (args[0], args[1])
            return np.asarray(cmp(a, b), dtype=bool)
        if k == z3.Z3_OP_BNEG:
            return _obj((-args[0]) & _m(w), n)
        if k == z3.Z3_OP_BNOT:
            return _obj(args[0] ^ _m(w), n)
        if k == z3.Z3_OP_EXTRACT:
            hi, lo = e.params()
            return _obj((args[0] >> lo) & _m(hi - lo + 1), n)
        if k == z3.Z3_OP_CONCAT:
            acc = args[0]
            for c, a in zip(e.children()[1:], args[1:], strict=True):
                acc = (acc << c.size()) | a
            return _obj(acc, n)
        if k == z3.Z3_OP_ZERO_EXT:
            return args[0]
        if k == z3.Z3_OP_SIGN_EXT:
            src = e.children()[0].size()
            return _obj(_signed(args[0], src) & _m(w), n)
        if k == z3.Z3_OP_BUMUL_NO_OVFL:
            return np.asarray(args[0] * args[1] <= _m(w), dtype=bool)
        if k == z3.Z3_OP_BSMUL_NO_OVFL:
            return np.asarray(_signed(args[0], w) * _signed(args[1], w) <= _m(w - 1), dtype=bool)
        if k == z3.Z3_OP_BSMUL_NO_UDFL:
            return np.asarray(_signed(args[0], w) * _signed(args[1], w) >= -(1 << (w - 1)), dtype=bool)
        raise NotImplementedError(f"z3_numpy: no evaluation for {e.decl()} ({k})")
