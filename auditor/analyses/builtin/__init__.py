"""The builtin analysis: a pure-Python, compositional reference analysis for every
opcode in every domain, modelled on LLVM's KnownBits, ConstantRange, ValueTracking and
DemandedBits. It is the embedded default, so `auditor scan` works on a machine with no
compiler, and it is itself audited: the test suite requires zero unsound verdicts on
the bundled corpora and on random fragments.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence

from auditor.analyses.base import Claim, Failure, Outcome, ProviderCover, Target
from auditor.analyses.builtin.facts import ValueFacts
from auditor.domains.base import Domain
from auditor.domains.booleans import BoolFact
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.sign_bits import SignBits
from auditor.ir.fragment import Fragment


class BuiltinAnalysis:
    name = "builtin"
    domains = frozenset(Domain)

    @property
    def version(self) -> str:
        from auditor import __version__

        return __version__

    @property
    def answers_key(self) -> str:
        """Its answers depend only on the fragment and this code (and the IR and
        domain code it uses): a scan with a cache need not ask twice."""
        from auditor.store import code_digest

        return "builtin/" + code_digest(("analyses/builtin", "domains", "ir"))

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        return self._outcomes(fragments, domains, None)

    def analyze_targets(
        self, fragments: Sequence[Fragment], domains: Sequence[Domain], targets: Sequence[Collection[Target]]
    ) -> Iterable[Outcome]:
        """`analyze`, less the claims a scan does not read (`TargetedAnalysis`): the
        facts of every value are still computed (each needs its operands'), but a
        claim is made only of those kept."""
        return self._outcomes(fragments, domains, targets)

    def _outcomes(
        self, fragments: Sequence[Fragment], domains: Sequence[Domain], targets: Sequence[Collection[Target]] | None
    ) -> Iterator[Outcome]:
        from auditor.analyses.builtin.demanded_bits import demanded_bits
        from auditor.analyses.builtin.forward import analyze_forward

        forward_domains = [d for d in domains if d is not Domain.DEMANDED_BITS]
        for number, fragment in enumerate(fragments):
            cover = ProviderCover(targets[number]) if targets is not None else None
            try:
                facts = analyze_forward(fragment)
                claims = [
                    Claim(number, value, domain, claim(f, domain))
                    for value, f in enumerate(facts)
                    for domain in forward_domains
                    if cover is None or cover.keeps(value, domain, "")
                ]
                if Domain.DEMANDED_BITS in domains:
                    masks = demanded_bits(fragment, facts)
                    claims += [
                        Claim(number, value, Domain.DEMANDED_BITS, DemandedBits(m, fragment.insts[value].width))
                        for value, m in enumerate(masks)
                        if value != fragment.root and (cover is None or cover.keeps(value, Domain.DEMANDED_BITS, ""))
                    ]
            except Exception as err:  # a bug of ours must not stop the scan: it is a finding too
                yield Failure(number, f"builtin analysis failed: {type(err).__name__}: {err}")
                continue
            yield from claims


def claim(f: ValueFacts, domain: Domain) -> object:
    """The claim in `domain` that the facts of one value make."""
    w = f.width
    match domain:
        case Domain.KNOWN_BITS:
            return f.known
        case Domain.RANGE:
            return f.range
        case Domain.UNSIGNED_RANGE:
            return f.unsigned
        case Domain.SIGNED_RANGE:
            return f.signed
        case Domain.SIGN_BITS:
            return SignBits(f.sign_bits, w)
        case Domain.NON_ZERO:
            return BoolFact(f.non_zero, w)
        case Domain.POWER_OF_TWO:
            return BoolFact(f.power_of_two, w)
        case Domain.NEGATIVE:
            return BoolFact(f.negative, w)
        case Domain.NON_NEGATIVE:
            return BoolFact(f.non_negative, w)
    raise ValueError(f"{domain} is not a forward domain")
