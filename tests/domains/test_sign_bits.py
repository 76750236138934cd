from __future__ import annotations

import numpy as np
import pytest

from auditor.domains.sign_bits import SIGN_BITS, SignBits, num_sign_bits
from auditor.ir.fragment import mask
from tests.domains.facts import naive_sign_bits


def test_num_sign_bits() -> None:
    assert num_sign_bits(0, 8) == 8
    assert num_sign_bits(0xFF, 8) == 8
    assert num_sign_bits(1, 8) == 7
    assert num_sign_bits(0x7F, 8) == 1
    assert num_sign_bits(0x80, 8) == 1
    assert num_sign_bits(0xC0, 8) == 2
    assert num_sign_bits(0, 1) == num_sign_bits(1, 1) == 1
    for w in (1, 2, 5):
        for v in range(1 << w):
            assert num_sign_bits(v, w) == naive_sign_bits(v, w)


def test_alpha_of_values() -> None:
    assert SIGN_BITS.from_values(np.array([0, 0xFF, 3, 0xFC], dtype=np.uint64), 8) == SignBits(6, 8)
    assert SIGN_BITS.from_values(np.array([0x7F], dtype=np.uint64), 8) == SignBits(1, 8)
    assert SIGN_BITS.from_values(np.array([mask(64)], dtype=np.uint64), 64) == SignBits(64, 64)
    assert SIGN_BITS.from_values(np.array([mask(128), 1], dtype=object), 128) == SignBits(127, 128)


@pytest.mark.parametrize(("claimed", "best", "gap"), [(1, 4, 3.0), (4, 4, 0.0), (5, 4, 0.0), (2, 8, 6.0)])
def test_precision_gap(claimed: int, best: int, gap: float) -> None:
    assert SIGN_BITS.precision_gap(SignBits(claimed, 8), SignBits(best, 8)) == gap


def test_order_and_text() -> None:
    assert SIGN_BITS.join(SignBits(3, 8), SignBits(5, 8)) == SignBits(3, 8)
    assert SIGN_BITS.leq(SignBits(5, 8), SignBits(3, 8))
    assert SIGN_BITS.top(8) == SignBits(1, 8)
    assert SIGN_BITS.format(SignBits(5, 8)) == "5"
    assert SIGN_BITS.parse(" 8 ", 8) == SignBits(8, 8)


@pytest.mark.parametrize("text", ["", "0", "9", "-1", "+3", "3.0", "three", "²"])
def test_bad_text(text: str) -> None:
    with pytest.raises(ValueError, match="sign bits"):
        SIGN_BITS.parse(text, 8)


def test_invalid_facts() -> None:
    for count in (0, 9):
        with pytest.raises(ValueError, match="count"):
            SignBits(count, 8)
