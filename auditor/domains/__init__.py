"""Abstract domains: fact types, their lattice operations, α and γ (see `base`)."""

from auditor.domains.base import FORWARD, Domain, Fact, ForwardDomain, Lattice, Values, forward_domain, lattice

__all__ = ["FORWARD", "Domain", "Fact", "ForwardDomain", "Lattice", "Values", "forward_domain", "lattice"]
