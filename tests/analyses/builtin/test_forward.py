"""The reduced product's shortcut (`forward.reduce_facts`): facts with no known bit and
full ranges are given back as they are, which must be what refining them gives."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.forward import _refine, reduce_facts
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange


def test_facts_that_say_nothing_refine_to_themselves() -> None:
    for width in (1, 2, 7, 8, 32, 64, 65, 128):
        full = ConstantRange.full(width)
        for sign_bits, non_zero, power_of_two, poison in itertools.product(
            sorted({1, max(1, width // 2), width}), (False, True), (False, True), (False, True)
        ):
            f = ValueFacts(width, KnownBits.unknown(width), full, full, full, sign_bits, non_zero, power_of_two, poison)
            assert _refine(f) == f
            assert reduce_facts(f) is f


@given(
    width=st.sampled_from([1, 3, 8, 64]),
    data=st.data(),
)
def test_the_shortcut_is_taken_only_where_refining_would_not_change_anything(width: int, data: st.DataObject) -> None:
    """Facts with one known bit or one range not full go through `_refine`."""
    m = (1 << width) - 1
    one = data.draw(st.integers(0, m))
    lo = data.draw(st.integers(0, m))
    hi = data.draw(st.integers(0, m))
    rng = ConstantRange.full(width) if lo == hi else ConstantRange(lo, hi, width)
    full = ConstantRange.full(width)
    f = ValueFacts(width, KnownBits(0, one, width), rng, full, full, 1, False, False, True)
    assert reduce_facts(f) == _refine(f)
