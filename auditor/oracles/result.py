"""What an oracle answers for one (value, domain)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from auditor.domains.base import Domain
from auditor.oracles.session import Status


@dataclass(frozen=True)
class OracleFact:
    """`fact` is the maximally precise fact (exhaustive / proven), a proven-sound but
    possibly imprecise fact (partial; `bound` is then the most precise fact no
    execution found so far refutes: the best fact lies between the two), or None
    (vacuous)."""

    value: int  # instruction index in the fragment
    domain: Domain
    fact: Any
    status: Status
    bound: Any = None
    queries: int = 0
