from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from auditor.domains.base import Domain, forward_domain
from auditor.domains.booleans import NEGATIVE, NON_NEGATIVE, NON_ZERO, POWER_OF_TWO, BoolFact
from tests.domains.facts import BOOLEANS

T8, F8 = BoolFact(True, 8), BoolFact(False, 8)


def alpha(dom: Any, *values: int, w: int = 8) -> bool:
    return bool(dom.from_values(np.array(values, dtype=np.uint64), w).holds)


def test_alpha_of_values() -> None:
    assert alpha(NON_ZERO, 1, 255) and not alpha(NON_ZERO, 0, 1)
    assert alpha(POWER_OF_TWO, 1, 2, 128) and not alpha(POWER_OF_TWO, 0) and not alpha(POWER_OF_TWO, 4, 6)
    assert alpha(NEGATIVE, 128, 255) and not alpha(NEGATIVE, 128, 127)
    assert alpha(NON_NEGATIVE, 0, 127) and not alpha(NON_NEGATIVE, 0, 128)
    # Negativity depends on the width.
    assert alpha(NEGATIVE, 128, w=8) and not alpha(NEGATIVE, 128, w=16)
    assert alpha(POWER_OF_TWO, 1 << 63, w=64)
    assert POWER_OF_TWO.from_values(np.array([1 << 99, 1], dtype=object), 100).holds


@pytest.mark.parametrize("d", BOOLEANS)
def test_lattice_and_gap(d: Domain) -> None:
    dom = forward_domain(d)
    assert dom.top(8) == F8
    assert dom.join(T8, F8) == F8 and dom.join(T8, T8) == T8
    assert dom.leq(T8, F8) and not dom.leq(F8, T8)
    assert dom.precision_gap(F8, T8) == 1.0
    assert dom.precision_gap(T8, T8) == dom.precision_gap(F8, F8) == dom.precision_gap(T8, F8) == 0.0
    assert dom.contains(F8, 0) and dom.contains(F8, 0x80)


@pytest.mark.parametrize("d", BOOLEANS)
def test_text(d: Domain) -> None:
    dom = forward_domain(d)
    assert dom.format(T8) == "true" and dom.format(F8) == "false"
    assert dom.parse("true", 8) == T8 and dom.parse(" False ", 8) == F8
    for bad in ("", "1", "yes", "truee"):
        with pytest.raises(ValueError, match="true or false"):
            dom.parse(bad, 8)
