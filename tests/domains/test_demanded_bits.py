from __future__ import annotations

import pytest

from auditor.domains.base import Domain, lattice
from auditor.domains.demanded_bits import DEMANDED_BITS, DemandedBits, not_demanded


def db(text: str) -> DemandedBits:
    return DEMANDED_BITS.parse(text, len(text))


def test_text_is_msb_first() -> None:
    assert db("1100") == DemandedBits(0b1100, 4)
    assert DEMANDED_BITS.format(DemandedBits(0b0011, 4)) == "0011"
    assert DEMANDED_BITS.format(DEMANDED_BITS.top(4)) == "1111"
    for w in (1, 2, 3, 4):
        for m in range(1 << w):
            assert DEMANDED_BITS.parse(DEMANDED_BITS.format(DemandedBits(m, w)), w) == DemandedBits(m, w)
    wide = DemandedBits((1 << 63) | 1, 64)
    assert DEMANDED_BITS.parse(DEMANDED_BITS.format(wide), 64) == wide


def test_order_is_subset_of_demanded() -> None:
    for a in range(16):
        for b in range(16):
            da, dbb = DemandedBits(a, 4), DemandedBits(b, 4)
            assert DEMANDED_BITS.leq(da, dbb) == (a | b == b)
            j = DEMANDED_BITS.join(da, dbb)
            assert DEMANDED_BITS.leq(da, j) and DEMANDED_BITS.leq(dbb, j)
            # Least: every upper bound contains the join.
            for c in range(16):
                if a | c == c and b | c == c:
                    assert DEMANDED_BITS.leq(j, DemandedBits(c, 4))


@pytest.mark.parametrize(("claimed", "best", "gap"), [("1111", "0011", 2.0), ("0011", "0011", 0.0),
                                                      ("0111", "1000", 3.0), ("0000", "1111", 0.0)])  # fmt: skip
def test_precision_gap(claimed: str, best: str, gap: float) -> None:
    assert DEMANDED_BITS.precision_gap(db(claimed), db(best)) == gap


def test_not_demanded_and_registry() -> None:
    assert not_demanded(db("1010")) == 0b0101
    assert lattice(Domain.DEMANDED_BITS) is DEMANDED_BITS
    assert DEMANDED_BITS.name is Domain.DEMANDED_BITS


@pytest.mark.parametrize("text", ["", "111", "11111", "11x1", "0b11", "1 11"])
def test_bad_text(text: str) -> None:
    with pytest.raises(ValueError, match="demanded bits"):
        DEMANDED_BITS.parse(text, 4)


def test_invalid_facts() -> None:
    with pytest.raises(ValueError, match="fit"):
        DemandedBits(16, 4)
