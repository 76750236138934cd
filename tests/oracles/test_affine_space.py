"""`auditor.oracles.affine_space` against enumeration: every element in order, both
hulls and the smallest range (with `RANGE.from_values`'s tie rules) of random affine
spaces at widths up to 9."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.ranges import RANGE, SIGNED_RANGE, UNSIGNED_RANGE
from auditor.oracles.affine_space import AffineSpace, echelon


@st.composite
def spaces(draw: st.DrawFn) -> tuple[int, int, list[int]]:
    width = draw(st.integers(1, 9))
    top = (1 << width) - 1
    vectors = draw(st.lists(st.integers(0, top), max_size=width + 1))
    # Vectors built from few bits too: low-rank spaces with long runs of equal gaps.
    if draw(st.booleans()):
        bits = draw(st.lists(st.integers(0, width - 1), min_size=1, max_size=3))
        vectors = [sum(1 << b for b in set(bits) if v >> b & 1) for v in vectors]
    return width, draw(st.integers(0, top)), vectors


def _enumerated(offset: int, vectors: list[int]) -> list[int]:
    values = {offset}
    for v in vectors:
        values |= {x ^ v for x in values}
    return sorted(values)


@settings(max_examples=600, deadline=None)
@given(spaces())
def test_space_against_enumeration(space: tuple[int, int, list[int]]) -> None:
    width, offset, vectors = space
    a = AffineSpace.spanned(offset, vectors, width)
    values = _enumerated(offset, vectors)
    assert [a.element(q) for q in range(1 << a.dimension)] == values
    assert all(v in a for v in values)
    assert sum(v in a for v in range(1 << width)) == len(values)
    arr = np.asarray(values, dtype=object)
    assert a.unsigned_hull() == UNSIGNED_RANGE.from_values(arr, width)
    assert a.signed_hull() == SIGNED_RANGE.from_values(arr, width)
    assert a.smallest_range() == RANGE.from_values(arr, width)


def test_echelon_is_reduced() -> None:
    basis = echelon([0b1101, 0b0111, 0b0001, 0b1101 ^ 0b0111])
    leads = [b.bit_length() - 1 for b in basis]
    assert leads == sorted(leads, reverse=True) and len(basis) == 3
    assert all(not (b >> lead & 1) for b in basis for lead in leads if lead != b.bit_length() - 1)


def test_even_parity_words() -> None:
    """`rotl(x, 25) ^ rotl(x, 14)` reaches exactly the words of even parity. At 8 bits
    the widest gaps leave out two values (0, 3, 5, 6, …), 255 → 0 leaves out none, and
    of the widest the one from 126 to 129 is the one whose cover does not wrap signed:
    [129, 127)."""
    width = 8
    vectors = [(1 << i) | (1 << (i + 1) % width) for i in range(width)]
    a = AffineSpace.spanned(0, vectors, width)
    assert a.dimension == width - 1
    assert a.smallest_range() == RANGE.from_values(np.asarray(_enumerated(0, vectors), dtype=object), width)
    assert (a.smallest_range().lo, a.smallest_range().hi) == (129, 127)
