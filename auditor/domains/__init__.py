"""Abstract domains: fact types, their lattice operations, α and γ (see `base`).

The fact types an analysis claims (docs/analysis-protocol.md), importable from here:

    from auditor.domains import BoolFact, ConstantRange, DemandedBits, Domain, KnownBits, SignBits

    KnownBits(zero=0b1111_0000, one=0b0000_0001, width=8)   # bits 4-7 are 0, bit 0 is 1
"""

from auditor.domains.base import FORWARD, Domain, Fact, ForwardDomain, Lattice, Values, forward_domain, lattice
from auditor.domains.booleans import BoolFact
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits

FACT_TYPES = (KnownBits, ConstantRange, SignBits, BoolFact, DemandedBits)
"""Every type of fact an analysis may claim (which domain takes which: docs/analysis-protocol.md)."""

__all__ = [
    "FACT_TYPES",
    "FORWARD",
    "BoolFact",
    "ConstantRange",
    "DemandedBits",
    "Domain",
    "Fact",
    "ForwardDomain",
    "KnownBits",
    "Lattice",
    "SignBits",
    "Values",
    "forward_domain",
    "lattice",
]
