from __future__ import annotations

import numpy as np
import pytest

from auditor.domains.known_bits import KNOWN_BITS, KnownBits, candidate_mask


def kb(text: str) -> KnownBits:
    return KNOWN_BITS.parse(text, len(text))


def test_text_is_msb_first() -> None:
    assert kb("10x0") == KnownBits(zero=0b0101, one=0b1000, width=4)
    assert KNOWN_BITS.format(KnownBits(zero=0b0101, one=0b1000, width=4)) == "10x0"
    assert KNOWN_BITS.format(KNOWN_BITS.top(3)) == "xxx"
    assert KNOWN_BITS.parse(" 0X1 ", 3) == kb("0x1")


@pytest.mark.parametrize(("claimed", "best", "gap"), [("xxxx", "00xx", 2.0), ("0xxx", "00xx", 1.0),
                                                      ("00xx", "00xx", 0.0), ("xxxx", "0101", 4.0),
                                                      ("1xxx", "0xxx", 0.0)])  # fmt: skip
def test_precision_gap(claimed: str, best: str, gap: float) -> None:
    # An unsound claim (1xxx vs 0xxx) loses no bits: its bit is wrong, not missing.
    assert KNOWN_BITS.precision_gap(kb(claimed), kb(best)) == gap


def test_alpha_of_values() -> None:
    assert KNOWN_BITS.from_values(np.array([0b1000, 0b1010], dtype=np.uint64), 4) == kb("10x0")
    assert KNOWN_BITS.from_values(np.array([7], dtype=np.uint64), 3) == kb("111")
    assert KNOWN_BITS.from_values(np.array([0, (1 << 64) - 1], dtype=np.uint64), 64) == KNOWN_BITS.top(64)
    wide = np.array([1 << 99, (1 << 99) | 1], dtype=object)
    assert KNOWN_BITS.format(KNOWN_BITS.from_values(wide, 100)) == "1" + "0" * 98 + "x"


def test_join_and_leq() -> None:
    assert KNOWN_BITS.join(kb("1100"), kb("1010")) == kb("1xx0")
    assert KNOWN_BITS.leq(kb("1100"), kb("1xx0"))
    assert not KNOWN_BITS.leq(kb("1xx0"), kb("1100"))
    assert not KNOWN_BITS.leq(kb("0xxx"), kb("1xxx"))


def test_candidate_mask_and_constructors() -> None:
    assert candidate_mask(kb("10x0")) == 0b1101
    assert KnownBits.constant(5, 4) == kb("0101")
    assert KnownBits.unknown(4) == kb("xxxx")
    assert kb("10x0").known == 0b1101


@pytest.mark.parametrize("text", ["", "xxx", "xxxxx", "01x2", "0b01", "1 01"])
def test_bad_text(text: str) -> None:
    with pytest.raises(ValueError, match="known bits"):
        KNOWN_BITS.parse(text, 4)


def test_invalid_facts() -> None:
    with pytest.raises(ValueError, match="both 0 and 1"):
        KnownBits(0b10, 0b11, 2)
    with pytest.raises(ValueError, match="fit"):
        KnownBits(0b100, 0, 2)
    with pytest.raises(ValueError, match="width"):
        KnownBits(0, 0, 0)
    with pytest.raises(ValueError, match="different widths"):
        KNOWN_BITS.join(kb("xx"), kb("xxx"))
