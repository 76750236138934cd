from __future__ import annotations

import numpy as np
import pytest

from auditor.domains.ranges import (
    RANGE,
    SIGNED_RANGE,
    UNSIGNED_RANGE,
    ConstantRange,
    smallest_range_without,
    union_with,
)

CR = ConstantRange


def r16(lo: int, hi: int) -> ConstantRange:
    return CR(lo, hi, 16)


FULL16, EMPTY16 = CR.full(16), CR.empty(16)
# The fixture of LLVM's unittests/IR/ConstantRangeTest.cpp.
ONE, SOME, WRAP = r16(0xA, 0xB), r16(0xA, 0xAAA), r16(0xAAA, 0xA)


def test_union_with_matches_llvm_unit_tests() -> None:
    # TEST_F(ConstantRangeTest, UnionWith), LLVM 19.
    assert union_with(WRAP, ONE) == r16(0xAAA, 0xB)
    assert union_with(ONE, WRAP) == union_with(WRAP, ONE)
    assert union_with(EMPTY16, EMPTY16) == EMPTY16
    assert union_with(FULL16, FULL16) == FULL16
    assert union_with(SOME, WRAP) == FULL16
    # PR4545
    assert union_with(r16(14, 1), r16(0, 8)) == r16(14, 8)
    assert union_with(r16(6, 4), r16(4, 0)) == FULL16
    assert union_with(r16(1, 0), r16(2, 1)) == FULL16


def test_union_with_hand_checked() -> None:
    i8 = 8
    # Disjoint, not wrapped: bridge the smaller gap. [10,20) ∪ [200,250): gaps
    # 20..199 (180) and 250..9 (16) → [200,20).
    assert union_with(CR(10, 20, i8), CR(200, 250, i8)) == CR(200, 20, i8)
    # [10,20) ∪ [30,40): hull [10,40).
    assert union_with(CR(10, 20, i8), CR(30, 40, i8)) == CR(10, 40, i8)
    # Adjacent: [10,20) ∪ [20,30) = [10,30).
    assert union_with(CR(10, 20, i8), CR(20, 30, i8)) == CR(10, 30, i8)
    # Wrapped ∪ inside: [250,5) ∪ [0,3) = [250,5).
    assert union_with(CR(250, 5, i8), CR(0, 3, i8)) == CR(250, 5, i8)
    # Wrapped ∪ overlapping its top: [250,5) ∪ [3,100) = [250,100).
    assert union_with(CR(250, 5, i8), CR(3, 100, i8)) == CR(250, 100, i8)
    # Wrapped ∪ overlapping its bottom: [250,5) ∪ [200,252) = [200,5).
    assert union_with(CR(250, 5, i8), CR(200, 252, i8)) == CR(200, 5, i8)
    # Wrapped ∪ in its gap: [250,5) ∪ [100,110): gaps 5..99 and 110..249 → [250,110).
    assert union_with(CR(250, 5, i8), CR(100, 110, i8)) == CR(250, 110, i8)
    # Both wrapped: [250,5) ∪ [240,2) = [240,5); bridging both gaps → full.
    assert union_with(CR(250, 5, i8), CR(240, 2, i8)) == CR(240, 5, i8)
    assert union_with(CR(250, 5, i8), CR(4, 251, i8)) == CR.full(i8)
    # [x, 0) counts as wrapped for unionWith (isUpperWrapped).
    assert union_with(CR(200, 0, i8), CR(0, 10, i8)) == CR(200, 10, i8)


def test_union_with_tie_deviates_from_llvm() -> None:
    """{0} ∪ {8} at i4: [0,9) and [8,1) are equally small. LLVM's getPreferredRange
    keeps the second ([8,1)); we keep the one that does not wrap, as α does, so that
    join is α(γ(a) ∪ γ(b)) and the oracle is order-independent."""
    assert union_with(CR(0, 1, 4), CR(8, 9, 4)) == CR(0, 9, 4)
    assert union_with(CR(8, 9, 4), CR(0, 1, 4)) == CR(0, 9, 4)


def test_encoding_and_properties() -> None:
    assert CR.full(8) == CR(255, 255, 8) and CR.full(8).is_full and CR.full(8).size == 256
    assert CR.empty(8) == CR(0, 0, 8) and CR.empty(8).is_empty and CR.empty(8).size == 0
    assert CR(250, 5, 8).size == 11 and CR(250, 5, 8).is_wrapped
    assert not CR(250, 0, 8).is_wrapped and CR(250, 0, 8).is_upper_wrapped
    assert CR(100, 200, 8).is_sign_wrapped and not CR(100, 128, 8).is_sign_wrapped
    assert CR(100, 128, 8).is_upper_sign_wrapped
    assert not CR(250, 5, 8).is_sign_wrapped
    assert CR.from_bounds(-3, 2, 8) == CR(253, 3, 8)
    assert CR.from_bounds(0, 255, 8) == CR.full(8)
    assert CR.from_bounds(128, 127, 8) == CR.full(8)
    assert CR.non_empty(7, 7, 8) == CR.full(8)
    assert (CR(250, 5, 8).unsigned_min, CR(250, 5, 8).unsigned_max) == (0, 255)
    assert (CR(10, 20, 8).unsigned_min, CR(10, 20, 8).unsigned_max) == (10, 19)
    assert (CR(250, 5, 8).signed_min, CR(250, 5, 8).signed_max) == (-6, 4)
    assert (CR(100, 200, 8).signed_min, CR(100, 200, 8).signed_max) == (-128, 127)
    assert (CR(100, 128, 8).signed_min, CR(100, 128, 8).signed_max) == (100, 127)
    for bad in ((5, 5), (0, 256), (-1, 3)):
        with pytest.raises(ValueError):
            CR(*bad, 8)


def test_three_alphas() -> None:
    values = np.array([0, 1, 254, 255], dtype=np.uint64)
    assert RANGE.format(RANGE.from_values(values, 8)) == "[254,2)"
    assert UNSIGNED_RANGE.format(UNSIGNED_RANGE.from_values(values, 8)) == "full-set"
    assert SIGNED_RANGE.format(SIGNED_RANGE.from_values(values, 8)) == "[254,2)"
    values = np.array([127, 128], dtype=np.uint64)
    assert RANGE.format(RANGE.from_values(values, 8)) == "[127,129)"
    assert UNSIGNED_RANGE.format(UNSIGNED_RANGE.from_values(values, 8)) == "[127,129)"
    assert SIGNED_RANGE.format(SIGNED_RANGE.from_values(values, 8)) == "full-set"
    values = np.array([5, 255], dtype=np.uint64)
    assert UNSIGNED_RANGE.format(UNSIGNED_RANGE.from_values(values, 8)) == "[5,0)"
    wide = np.array([1 << 127, (1 << 127) + 5], dtype=object)
    assert RANGE.from_values(wide, 128) == CR(1 << 127, (1 << 127) + 6, 128)
    assert SIGNED_RANGE.from_values(wide, 128) == CR(1 << 127, (1 << 127) + 6, 128)
    assert RANGE.from_values(np.array([0, 1], dtype=np.uint64), 1) == CR.full(1)


def test_hull_joins() -> None:
    assert UNSIGNED_RANGE.join(CR(10, 20, 8), CR(200, 250, 8)) == CR(10, 250, 8)
    assert UNSIGNED_RANGE.join(CR(10, 20, 8), CR.empty(8)) == CR(10, 20, 8)
    assert SIGNED_RANGE.join(CR(10, 20, 8), CR(200, 250, 8)) == CR(200, 20, 8)
    assert SIGNED_RANGE.join(CR(100, 120, 8), CR(130, 140, 8)) == CR(130, 120, 8)


@pytest.mark.parametrize(
    ("claimed", "best", "width", "gap"),
    [
        ("full-set", "[0,16)", 8, 4.0),
        ("[0,16)", "[0,16)", 8, 0.0),
        ("[0,16)", "[0,32)", 8, 0.0),  # best not smaller: no loss (the claim is unsound)
        ("[0,64)", "[3,4)", 8, 6.0),
        ("[250,6)", "[0,3)", 8, 2.0),
        ("full-set", "[5,6)", 64, 64.0),
        ("full-set", "[5,6)", 1024, 1024.0),
        ("empty-set", "[5,6)", 8, 0.0),
        ("[0,2)", "empty-set", 8, 1.0),  # an empty best (vacuous) counts as one value
    ],
)
def test_precision_gap(claimed: str, best: str, width: int, gap: float) -> None:
    assert RANGE.precision_gap(RANGE.parse(claimed, width), RANGE.parse(best, width)) == pytest.approx(gap)


def test_text() -> None:
    assert RANGE.parse("[0,16)", 8) == CR(0, 16, 8)
    assert RANGE.parse("[250,6)", 8) == CR(250, 6, 8)
    # LLVM prints APInt bounds signed.
    assert RANGE.parse("[-6,6)", 8) == CR(250, 6, 8)
    assert RANGE.parse("[-128,0)", 8) == CR(128, 0, 8)
    assert RANGE.parse(" [1, 2) ", 8) == CR(1, 2, 8)
    assert RANGE.parse("full-set", 8) == CR.full(8) and RANGE.parse("empty-set", 8) == CR.empty(8)
    assert RANGE.format(CR(250, 6, 8)) == "[250,6)"
    big = CR(1 << 63, 5, 64)
    assert RANGE.parse(RANGE.format(big), 64) == big


@pytest.mark.parametrize(
    "text", ["", "[0,16]", "(0,16)", "0,16", "[0;16)", "[a,b)", "[0,256)", "[-129,0)", "[5,5)", "[0,0)", "full"]
)
def test_bad_text(text: str) -> None:
    with pytest.raises(ValueError):
        RANGE.parse(text, 8)


def test_without_is_from_values_of_the_rest_for_every_missing_set_at_i4() -> None:
    """`smallest_range_without(m)` against `from_values` of the other values, for all 2^16 − 1
    sets m of missing 4-bit values (every tie, wrap and sign-wrap case at this width)."""
    everything = np.arange(16, dtype=np.uint64)
    for bits in range((1 << 16) - 1):
        missing = [v for v in range(16) if bits >> v & 1]
        rest = everything[[not bits >> v & 1 for v in range(16)]]
        assert smallest_range_without(missing, 4) == RANGE.from_values(rest, 4), missing


@pytest.mark.parametrize("seed", range(5))
def test_without_is_from_values_of_the_rest_for_few_missing_at_i12(seed: int) -> None:
    """Runs of a few missing values around 0, the signed boundary and at random — as
    `range_search.covers.all_but_few` meets them — against `from_values` of all the rest."""
    rng = np.random.default_rng(seed)
    w, n = 12, 1 << 12
    anchors = [0, n - 1, n // 2, n // 2 - 1, int(rng.integers(n))]
    missing = {(a + int(d)) % n for a in anchors for d in rng.integers(-2, 3, size=int(rng.integers(0, 4)))}
    if len(missing) == n:
        return
    rest = np.array([v for v in range(n) if v not in missing], dtype=np.uint64)
    assert smallest_range_without(missing, w) == RANGE.from_values(rest, w)
    assert smallest_range_without([], w).is_full
    with pytest.raises(ValueError):
        smallest_range_without(range(16), 4)
