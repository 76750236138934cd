"""The benchmark's baseline (benchmarks/baseline.py: per-bit queries, CEGIS ranges, no
sampling) and auditor's oracle are independent algorithms for the same facts: on small
fragments they must give the same answer in every domain. This keeps the baseline
honest, so that the benchmark compares like with like."""

from __future__ import annotations

import pytest

from auditor.domains.base import Domain, lattice
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, run_oracle
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text
from benchmarks.baseline import Outcome, baseline_values, run_baseline

# Enough CEGIS rounds to decide every range here (a full-range i8 value needs all 256
# values as counterexamples; the benchmark uses Souper's cap of 30 and reports unknown).
TRIES = 600

FRAGMENTS = {
    # CGO 2020: known bits of lshr 4, x are 00000xxx (x ≥ 8 is poison).
    "lshr-4-x": "%x:i8 = var\n%r:i8 = lshr 4:i8, %x\ninfer %r\n",
    # |r| ≤ 2: six sign bits, range [254,3), a wrapped range.
    "srem-x-3": "%x:i8 = var\n%r:i8 = srem %x, 3:i8\ninfer %r\n",
    "and-x-f0": "%x:i8 = var\n%r:i8 = and %x, 240:i8\ninfer %r\n",
    # The top bits of x are not demanded (shifted out by the multiplication).
    "mul-x-40": "%x:i8 = var\n%r:i8 = mul %x, 40:i8\ninfer %r\n",
    # Never zero: range [1,0).
    "select": "%x:i6 = var\n%c:i1 = eq %x, 0:i6\n%r:i6 = select %c, 1:i6, %x\ninfer %r\n",
    # Demanded bits through and/lshr/add, with a root demanded mask; a stride pattern.
    "demanded": (
        "%x:i5 = var\n%y:i5 = var\n%a:i5 = and %x, 6:i5\n%b:i5 = lshr %y, 2:i5\n"
        "%s:i5 = shl %a, 1:i5\n%r:i5 = add %s, %b\ninfer %r (demandedBits=00111)\n"
    ),
    # Every bit of %d is demanded: flipping it can make the divisor 0 (UB), although
    # the root (0 urem d) never changes (Souper's looser definition says none is).
    "urem-0-d": "%d:i4 = var (nonZero)\n%r:i4 = urem 0:i4, %d\ninfer %r\n",
    # Values {0, 4, 6, 10, 13, 15}: two smallest wrapped ranges, [4,1) and [10,7); both
    # wrap unsigned, only [10,7) does not wrap signed, so `range` is [10,7).
    "range-tie": (
        "%a:i1 = var\n%b:i1 = var\n%c:i1 = var\n%d:i1 = var\n%e:i1 = var\n"
        "%t1:i4 = select %a, 0:i4, 4:i4\n%t2:i4 = select %b, 6:i4, 10:i4\n%t3:i4 = select %c, 13:i4, 15:i4\n"
        "%u:i4 = select %d, %t1, %t2\n%r:i4 = select %e, %u, %t3\ninfer %r\n"
    ),
    # %p is always poison (shift amount ≥ width): vacuous facts, nothing demanded.
    "always-poison": "%x:i4 = var\n%p:i4 = shl %x, 5:i4\n%r:i4 = freeze %p\ninfer %r\n",
}


def _fragment(text: str) -> Fragment:
    result = parse_text(text)
    assert not result.diagnostics, result.diagnostics
    (fragment,) = result.fragments
    return fragment


@pytest.mark.parametrize("name", list(FRAGMENTS))
def test_baseline_equals_oracle(name: str) -> None:
    fragment = _fragment(FRAGMENTS[name])
    for domain in Domain:
        values = baseline_values(fragment, domain)
        if not values:
            continue
        exact = {f.value: f for f in run_oracle(fragment, [domain], values).facts}
        solved = {f.value: f for f in run_oracle(fragment, [domain], values, OracleOptions.solver_only()).facts}
        for answer in run_baseline(fragment, domain, values, query_ms=10_000, cegis_tries=TRIES):
            where = f"{name}: {domain.value} of %{fragment.names[answer.value]}"
            best = exact[answer.value]
            assert best.status in (Status.EXHAUSTIVE, Status.VACUOUS), where
            assert answer.outcome is not Outcome.UNKNOWN, f"{where}: baseline {answer.reason}"
            if best.status is Status.VACUOUS:
                assert answer.outcome is Outcome.VACUOUS, f"{where}: baseline says {answer.fact}"
                continue
            fmt = lattice(domain).format
            assert answer.outcome is Outcome.ANSWERED, where
            assert answer.fact == best.fact, f"{where}: baseline {fmt(answer.fact)}, oracle {fmt(best.fact)}"
            # The oracle's solver path (proven answers only: a stride pattern may leave
            # the wrapped range partial) agrees too.
            other = solved[answer.value]
            if other.status is Status.PROVEN:
                assert other.fact == answer.fact, f"{where}: solver oracle {fmt(other.fact)}"


def test_known_answers() -> None:
    """Spot checks of facts known by hand (the first from CGO 2020, corpora/souper/literature.opt)."""
    lshr = _fragment(FRAGMENTS["lshr-4-x"])
    (kb,) = run_baseline(lshr, Domain.KNOWN_BITS, [lshr.root])
    assert lattice(Domain.KNOWN_BITS).format(kb.fact) == "00000xxx"
    assert kb.queries == 2 * 8  # two queries per bit
    tie = _fragment(FRAGMENTS["range-tie"])
    (rng,) = run_baseline(tie, Domain.RANGE, [tie.root])
    assert lattice(Domain.RANGE).format(rng.fact) == "[10,7)"
    urem = _fragment(FRAGMENTS["urem-0-d"])
    (ub,) = run_baseline(urem, Domain.DEMANDED_BITS, [0])
    assert lattice(Domain.DEMANDED_BITS).format(ub.fact) == "1111"
    mul = _fragment(FRAGMENTS["mul-x-40"])
    (db,) = run_baseline(mul, Domain.DEMANDED_BITS, [0])
    assert lattice(Domain.DEMANDED_BITS).format(db.fact) == "00011111"


def test_cegis_cap_makes_unknown() -> None:
    """A full-range i8 input needs 256 counterexamples to rule out a range of size 255:
    with Souper's cap of 30 rounds the baseline must say unknown, never guess."""
    fragment = _fragment(FRAGMENTS["srem-x-3"])
    (answer,) = run_baseline(fragment, Domain.RANGE, [0])
    assert answer.outcome is Outcome.UNKNOWN and answer.reason == "cegis-cap"
