from __future__ import annotations

import numpy as np
import pytest

from auditor.domains import FORWARD, Domain, forward_domain, lattice
from auditor.domains.base import normalise_values
from auditor.domains.known_bits import KNOWN_BITS


def test_domain_names() -> None:
    assert [d.value for d in Domain] == [
        "known-bits", "demanded-bits", "range", "unsigned-range", "signed-range",
        "sign-bits", "non-zero", "power-of-two", "negative", "non-negative",
    ]  # fmt: skip
    assert tuple(d for d in Domain if d is not Domain.DEMANDED_BITS) == FORWARD


def test_registry() -> None:
    assert forward_domain(Domain.KNOWN_BITS) is KNOWN_BITS
    assert forward_domain("known-bits") is KNOWN_BITS
    assert lattice("known-bits") is KNOWN_BITS
    for d in Domain:
        assert lattice(d).name is d
    with pytest.raises(ValueError, match="not a forward domain"):
        forward_domain(Domain.DEMANDED_BITS)
    with pytest.raises(ValueError):
        forward_domain("bogus")


def test_value_columns() -> None:
    assert normalise_values(np.array([1, 2], dtype=np.int64), 8).dtype == np.uint64
    assert normalise_values(np.array([True, False]), 1).dtype == np.uint64
    assert normalise_values(np.array([1, 2], dtype=object), 8).dtype == np.uint64
    assert normalise_values(np.array([1, 2], dtype=np.uint64), 100).dtype == object
    assert normalise_values([(1 << 64) - 1], 64).dtype == np.uint64
    for bad, w in [([], 8), ([256], 8), ([-1], 8), ([1.5], 8), ([[1]], 8), ([1 << 100], 100), ([1], 0)]:
        with pytest.raises(ValueError):
            normalise_values(np.array(bad, dtype=object if w == 100 else None), w)
    with pytest.raises(ValueError, match="fit"):
        normalise_values(np.array([1 << 64], dtype=object), 64)
