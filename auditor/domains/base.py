"""The abstract domains auditor audits, the operations every domain provides, and a
registry from a domain's name to its operations.

A *fact* is a plain frozen value (`KnownBits`, `ConstantRange`, …) that carries its own
width; a *domain* object holds the operations on one kind of fact. Keeping the two
apart lets one fact type serve several domains: `range`, `unsigned-range` and
`signed-range` all speak `ConstantRange` and differ only in their abstraction α.

The registry is lazy so that importing `auditor.domains` stays cheap and the domain
modules may import this one without cycles.
"""

from __future__ import annotations

import importlib
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, TypeVar

import numpy as np
import numpy.typing as npt

from auditor.ir.fragment import mask
from auditor.semantics.smt import BV, Bool

if TYPE_CHECKING:
    from auditor.domains.booleans import BoolFact
    from auditor.domains.demanded_bits import DemandedBits
    from auditor.domains.known_bits import KnownBits
    from auditor.domains.ranges import ConstantRange
    from auditor.domains.sign_bits import SignBits

# A column of concrete values: dtype uint64 (width ≤ 64) or object (Python ints).
Values: TypeAlias = npt.NDArray[Any]

# Any fact of any domain (for signatures that handle facts generically).
Fact: TypeAlias = "KnownBits | DemandedBits | ConstantRange | SignBits | BoolFact"

F = TypeVar("F")


class Domain(StrEnum):
    """The domains of the public interface; values are the names used on the command
    line, in findings.csv and in reports (ARCHITECTURE.md, "Public interface")."""

    KNOWN_BITS = "known-bits"
    DEMANDED_BITS = "demanded-bits"
    RANGE = "range"
    UNSIGNED_RANGE = "unsigned-range"
    SIGNED_RANGE = "signed-range"
    SIGN_BITS = "sign-bits"
    NON_ZERO = "non-zero"
    POWER_OF_TWO = "power-of-two"
    NEGATIVE = "negative"
    NON_NEGATIVE = "non-negative"


# Domains whose facts describe the values a value takes (all but demanded bits, which
# describes how a value is used and so has no α from a set of values).
FORWARD: tuple[Domain, ...] = tuple(d for d in Domain if d is not Domain.DEMANDED_BITS)


class Lattice(Protocol[F]):
    """What verdicts and reports need of any domain, demanded bits included: order,
    join, the size of a precision loss, and the text form of facts.

    `leq(a, b)` means `a` is at least as precise as `b`; a claimed fact is sound exactly
    when `leq(best, claimed)`."""

    @property
    def name(self) -> Domain: ...

    def top(self, width: int) -> F:
        """The fact that claims nothing."""
        ...

    def join(self, a: F, b: F) -> F: ...

    def leq(self, a: F, b: F) -> bool: ...

    def precision_gap(self, claimed: F, best: F) -> float:
        """How many bits of information `claimed` lacks compared with `best` (≥ 0)."""
        ...

    def parse(self, text: str, width: int) -> F:
        """Read the text form (ARCHITECTURE.md, "Fact text formats"); ValueError if bad."""
        ...

    def format(self, fact: F) -> str: ...


class ForwardDomain(Lattice[F], Protocol[F]):
    """A domain of facts about the set of values one SSA value takes, with the
    concretisation γ (as `contains` and as a Z3 formula) and the abstraction α of a
    finite set (`from_values`), which is the exhaustive oracle."""

    def contains(self, fact: F, value: int) -> bool:
        """`value ∈ γ(fact)`, for 0 ≤ value < 2^width."""
        ...

    def from_values(self, values: Values, width: int) -> F:
        """α: the most precise fact whose γ contains every one of `values` (non-empty,
        duplicates allowed, vectorised)."""
        ...

    def to_smt(self, fact: F, term: BV) -> Bool:
        """γ(fact) as a Z3 formula over a bit-vector `term` of the fact's width."""
        ...


_WHERE: dict[Domain, tuple[str, str]] = {
    Domain.KNOWN_BITS: ("auditor.domains.known_bits", "KNOWN_BITS"),
    Domain.DEMANDED_BITS: ("auditor.domains.demanded_bits", "DEMANDED_BITS"),
    Domain.RANGE: ("auditor.domains.ranges", "RANGE"),
    Domain.UNSIGNED_RANGE: ("auditor.domains.ranges", "UNSIGNED_RANGE"),
    Domain.SIGNED_RANGE: ("auditor.domains.ranges", "SIGNED_RANGE"),
    Domain.SIGN_BITS: ("auditor.domains.sign_bits", "SIGN_BITS"),
    Domain.NON_ZERO: ("auditor.domains.booleans", "NON_ZERO"),
    Domain.POWER_OF_TWO: ("auditor.domains.booleans", "POWER_OF_TWO"),
    Domain.NEGATIVE: ("auditor.domains.booleans", "NEGATIVE"),
    Domain.NON_NEGATIVE: ("auditor.domains.booleans", "NON_NEGATIVE"),
}
_LOADED: dict[Domain, Any] = {}


def lattice(d: Domain | str) -> Lattice[Any]:
    """The operations of any domain, demanded bits included. Accepts the domain's name
    as a string; ValueError for an unknown name."""
    d = Domain(d)
    ops = _LOADED.get(d)
    if ops is None:
        module, attr = _WHERE[d]
        ops = _LOADED[d] = getattr(importlib.import_module(module), attr)
    return ops  # type: ignore[no-any-return]


def forward_domain(d: Domain | str) -> ForwardDomain[Any]:
    """The operations of a forward domain (any of `FORWARD`); ValueError otherwise."""
    d = Domain(d)
    if d is Domain.DEMANDED_BITS:
        raise ValueError("demanded-bits is not a forward domain; use lattice(Domain.DEMANDED_BITS)")
    return lattice(d)  # type: ignore[return-value]


def check_width(width: int) -> None:
    if width < 1:
        raise ValueError(f"width must be at least 1, got {width}")


def same_width(a: Any, b: Any) -> int:
    """The common width of two facts; mixing widths is a caller bug."""
    if a.width != b.width:
        raise ValueError(f"facts of different widths: i{a.width} and i{b.width}")
    return int(a.width)


def check_term(term: BV, width: int) -> None:
    if term.size() != width:
        raise ValueError(f"term of width {term.size()} for a fact of width {width}")


def normalise_values(values: Values, width: int) -> Values:
    """Check a column of concrete values and bring it to the representation the
    vectorised α code assumes: uint64 for width ≤ 64 (fast), object otherwise.

    Other integer dtypes (e.g. bool for i1, int64) are accepted when non-negative."""
    check_width(width)
    values = np.asarray(values)
    if values.ndim != 1 or values.size == 0:
        raise ValueError("from_values needs a non-empty one-dimensional array of values")
    if values.dtype == object or np.issubdtype(values.dtype, np.signedinteger):
        if int(values.min()) < 0:
            raise ValueError("values must be unsigned (0 ≤ v < 2^width)")
    elif not (np.issubdtype(values.dtype, np.unsignedinteger) or values.dtype == np.bool_):
        raise ValueError(f"values of dtype {values.dtype} are not integers")
    # Range check before the cast, which would raise OverflowError on a too-large int.
    if not (width >= 64 and values.dtype == np.uint64) and int(values.max()) > mask(width):
        raise ValueError(f"a value does not fit i{width} unsigned")
    target = np.dtype(np.uint64) if width <= 64 else np.dtype(object)
    return values if values.dtype == target else values.astype(target)
