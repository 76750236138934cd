"""α must keep up with exhaustive sampling (≈10^6 values): a sanity bound, not a
benchmark."""

from __future__ import annotations

import numpy as np
import pytest

from auditor.domains.base import FORWARD, Domain, forward_domain


@pytest.mark.parametrize("d", FORWARD)
@pytest.mark.parametrize("width", [20, 64])
def test_alpha_of_a_million_values(d: Domain, width: int) -> None:
    rng = np.random.default_rng(0)
    values = (
        rng.integers(0, 1 << width, size=1_000_000, dtype=np.uint64, endpoint=False)
        if width < 64
        else (rng.integers(0, np.iinfo(np.uint64).max, size=1_000_000, dtype=np.uint64, endpoint=True))
    )
    dom = forward_domain(d)
    fact = dom.from_values(values, width)
    assert all(dom.contains(fact, int(v)) for v in values[:1000])
