"""The `combined` provider: what an analysis knows about a value when all its
providers' claims are put together.

An analysis such as LLVM answers through several providers (ValueTracking,
LazyValueInfo, ScalarEvolution, …), each a sound over-approximation on its own. Their
meet is then sound too, and the reduced product of that meet — each domain refined by
the others — is what the analysis as a whole could claim. It is computed with the
builtin analysis's own reduction (`builtin.forward.reduce_facts`), iterated to a fixed
point, so there is one reduced product in the code base.

A scan (auditor/scan.py) adds one `combined` row per audited (value, domain) of an
analysis that has claims from two or more providers on that value, judged like any
claim, and notes on each of that analysis's lost-precision and unsound rows whether
the combined fact loses there too (`gap_note`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from auditor.analyses.builtin import claim
from auditor.analyses.builtin.facts import ValueFacts
from auditor.analyses.builtin.forward import reduce_facts
from auditor.analyses.builtin.range_ops import meet
from auditor.compare import Verdict
from auditor.domains.base import FORWARD, Domain
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import mask

if TYPE_CHECKING:
    from auditor.scan import Finding

COMBINED = "combined"
"""The provider name of the combined rows (reserved: an analysis's own provider of that
name would share its rows' keys)."""

MAX_ROUNDS = 64
"""A bound on the reduction rounds. Each round that changes anything adds a known bit
or shrinks a bound, so the fixed point comes within a few rounds; the bound only
guarantees termination."""

_GAPS = frozenset({Verdict.LOST_PRECISION, Verdict.UNSOUND})

Target = tuple[int, Domain]
"""An audited (value index, domain) pair."""


@dataclass(frozen=True)
class Combination:
    """The combined claim about one audited (value, domain) pair, and the providers
    whose claims on that value went into it (sorted)."""

    fact: Any
    providers: tuple[str, ...]

    @property
    def note(self) -> str:
        """The row's `detail`, e.g. "reduced product of LazyValueInfo, ValueTracking"."""
        return "reduced product of " + ", ".join(self.providers)


def meet_facts(claims: Mapping[Domain, Iterable[Any]], width: int) -> ValueFacts:
    """The product of forward-domain claims about one value of `width` bits, each
    domain the intersection of its claims, before any reduction. Every claim must be
    of its domain's type and width (scan's `_bad_fact` is empty). Cross-domain facts
    the reduction does not read are folded in here: sign bits bound the signed range,
    non-zero removes 0 from the range, power-of-two implies non-zero, negative and
    non-negative fix the sign bit. Known bits claimed both 0 and 1 by different claims
    (only possible when the value is unreachable or a claim is unsound) are dropped,
    which keeps the product sound whenever every claim is.

    Example: i8 claims {range: [[0,16)], non-zero: [true]} meet to range [1,16)."""
    top = ValueFacts.top(width)
    zero = one = 0
    ranges, unsigned, signed = [top.range], [top.unsigned], [top.signed]
    sign_bits, non_zero, power_of_two = 1, False, False
    sign = 1 << (width - 1)
    for domain, facts in claims.items():
        for fact in facts:
            match domain:
                case Domain.KNOWN_BITS:
                    zero, one = zero | fact.zero, one | fact.one
                case Domain.RANGE:
                    ranges.append(fact)
                case Domain.UNSIGNED_RANGE:
                    unsigned.append(fact.hull(signed=False))
                case Domain.SIGNED_RANGE:
                    signed.append(fact.hull(signed=True))
                case Domain.SIGN_BITS:
                    sign_bits = max(sign_bits, fact.count)
                case Domain.NON_ZERO:
                    non_zero |= fact.holds
                case Domain.POWER_OF_TWO:
                    power_of_two |= fact.holds
                case Domain.NEGATIVE:
                    one |= sign if fact.holds else 0
                case Domain.NON_NEGATIVE:
                    zero |= sign if fact.holds else 0
    conflict = zero & one
    bound = 1 << (width - sign_bits)  # n sign bits: -2^(w-n) <= value < 2^(w-n)
    signed.append(ConstantRange.from_bounds(-bound, bound - 1, width))
    non_zero |= power_of_two
    if non_zero:
        ranges.append(ConstantRange.non_empty(1, 0, width))
    return ValueFacts(
        width=width,
        known=KnownBits(zero & ~conflict, one & ~conflict, width),
        range=meet(ranges, width),
        unsigned=meet(unsigned, width).hull(signed=False),
        signed=meet(signed, width).hull(signed=True),
        sign_bits=sign_bits,
        non_zero=non_zero,
        power_of_two=power_of_two,
    )


def reduced(facts: ValueFacts) -> ValueFacts:
    """`facts` refined by `reduce_facts` until a round changes nothing (at most
    `MAX_ROUNDS`): never less precise than `facts` in any domain, and sound whenever
    `facts` is. Example: i32 known bits `…x1` (bit 0 one) with range [0,256) reduce to
    known bits with bits 8..31 zero, 24 sign bits, non-zero and range [1,256)."""
    for _ in range(MAX_ROUNDS):
        refined = reduce_facts(facts)
        if refined == facts:
            break
        facts = refined
    return facts


def combine_forward(claims: Mapping[Domain, Iterable[Any]], width: int) -> dict[Domain, Any]:
    """The combined claim in every forward domain (all of `FORWARD`, whichever were
    claimed): the reduced product of the meet of `claims` (`meet_facts`, `reduced`).
    Each is at least as precise as every claim of its own domain, and sound whenever
    every claim is. Example: i32 {range: [[0,256)], known-bits: [x…x0]} gives known
    bits 0…0xxxxxxx0, range [0,255) and 24 sign bits."""
    facts = reduced(meet_facts(claims, width))
    return {domain: claim(facts, domain) for domain in FORWARD}


def combine_demanded(claims: Collection[DemandedBits]) -> DemandedBits:
    """The intersection of demanded-bits claims (non-empty, one width): a bit is
    demanded only if every claim demands it. Each non-demanded bit is one some claim
    proves not demanded, so the result is sound whenever every claim is. Example:
    masks 1100 and 0110 give 0100."""
    width = next(iter(claims)).width
    result = mask(width)
    for fact in claims:
        result &= fact.mask
    return DemandedBits(result, width)


def combined_claims(
    claims: Mapping[Target, Mapping[str, Any]], widths: Mapping[int, int], wanted: Iterable[Target]
) -> dict[Target, Combination]:
    """The combined claim of one analysis about each `wanted` pair whose value has
    claims from at least two providers: across the forward domains for a forward
    pair, in demanded bits for a demanded-bits pair. `claims`: (value, domain) →
    provider → fact, every fact valid for its domain and `widths[value]` (the
    value's width). Pairs with fewer than two providers are left out.

    Example: value 3 with {(3, known-bits): {"vt": …}, (3, range): {"lvi": …}} and
    `wanted` = [(3, non-zero)] gives {(3, non-zero): Combination(…, ("lvi", "vt"))}."""
    forward: dict[int, dict[Domain, list[Any]]] = {}
    forward_by: dict[int, set[str]] = {}
    for (value, domain), by_provider in claims.items():
        if domain in FORWARD and by_provider:
            forward.setdefault(value, {}).setdefault(domain, []).extend(by_provider[p] for p in sorted(by_provider))
            forward_by.setdefault(value, set()).update(by_provider)
    result: dict[Target, Combination] = {}
    combined: dict[int, dict[Domain, Any]] = {}
    for value, domain in wanted:
        if domain is Domain.DEMANDED_BITS:
            by_provider = claims.get((value, domain), {})
            if len(by_provider) >= 2:
                fact = combine_demanded([by_provider[p] for p in sorted(by_provider)])
                result[value, domain] = Combination(fact, tuple(sorted(by_provider)))
            continue
        if len(forward_by.get(value, ())) < 2:
            continue
        if value not in combined:
            combined[value] = combine_forward(forward[value], widths[value])
        result[value, domain] = Combination(combined[value][domain], tuple(sorted(forward_by[value])))
    return result


def gap_note(combined: Verdict) -> str:
    """What a provider's lost-precision or unsound row says about its analysis, given
    the verdict of the analysis's combined claim on the same value and domain:
    "provider gap: combined is exact" (another provider, or the reduction, has the
    best fact), "analysis gap: combined is lost-precision" / "… is unsound" (the
    analysis as a whole misses it), "" when the combined verdict settles neither."""
    if combined is Verdict.EXACT:
        return "provider gap: combined is exact"
    if combined in _GAPS:
        return f"analysis gap: combined is {combined.value}"
    return ""


def classify_gaps(rows: list[Finding]) -> list[Finding]:
    """`rows` (scan Findings of one fragment) with each lost-precision or unsound
    provider row's `detail` extended by `gap_note` of its analysis's combined row on
    the same value and domain ("; "-separated after any detail it had). Rows without a
    combined row, and the combined rows themselves, are unchanged."""
    verdicts = {(r.analysis, r.index, r.domain): r.verdict for r in rows if r.provider == COMBINED}
    if not verdicts:
        return rows
    result = []
    for row in rows:
        verdict = verdicts.get((row.analysis, row.index, row.domain))
        if verdict is not None and row.provider != COMBINED and row.verdict in _GAPS:
            note = gap_note(verdict)
            if note:
                row = replace(row, detail=f"{row.detail}; {note}" if row.detail else note)
        result.append(row)
    return result
