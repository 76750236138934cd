"""The few APInt operations the builtin transfer functions need on Python ints (values
in [0, 2^w) unless said otherwise). One copy for known bits, ranges and demanded bits;
the concrete evaluator keeps its own, vectorised versions, as the independent
implementation of the semantics."""

from __future__ import annotations


def countr_zero(x: int, w: int) -> int:
    """APInt::countr_zero: trailing zeros of the w-bit value x (w when x = 0)."""
    return (x & -x).bit_length() - 1 if x else w


def sdiv_trunc(x: int, y: int) -> int:
    """APInt::sdiv on signed Python ints: the quotient rounded toward zero (y ≠ 0)."""
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def bswap(x: int, w: int) -> int:
    """APInt::byteSwap (w a multiple of 16)."""
    return int.from_bytes(x.to_bytes(w // 8, "little"), "big")


def bitreverse(x: int, w: int) -> int:
    """APInt::reverseBits."""
    return int(format(x, f"0{w}b")[::-1], 2)
