"""to_smt (γ as a Z3 formula) agrees with `contains` on every value: one solver query
per fact, "is there an x where the formula and γ-membership disagree?", must be unsat.

Membership is encoded without the code under test: γ as a 2^w-bit constant whose bit x
is read with a shift, so each query is a small bit-blasting problem."""

from __future__ import annotations

from typing import Any

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.base import FORWARD, Domain, forward_domain
from tests.domains.facts import all_facts, array, gamma

WIDTHS = (1, 2, 3, 4, 5, 6)


def member(gamma_mask: int, x: Any, w: int) -> Any:
    n = 1 << w
    table = z3.BitVecVal(gamma_mask, n)
    index = z3.ZeroExt(n - w, x) if n > w else x
    return z3.Extract(0, 0, z3.LShR(table, index)) == 1


def disagreement(d: Domain, fact: Any, w: int, solver: z3.Solver) -> int | None:
    dom = forward_domain(d)
    x = z3.BitVec("x", w)
    solver.push()
    solver.add(dom.to_smt(fact, x) != member(gamma(dom, fact, w), x, w))
    result = solver.check()
    value = solver.model().eval(x, model_completion=True).as_long() if result == z3.sat else None
    solver.pop()
    return value


@pytest.mark.parametrize("d", FORWARD)
def test_to_smt_agrees_with_contains(d: Domain) -> None:
    # The three range domains share one to_smt (asserted below): the first is checked
    # at every width, the other two up to 4 bits.
    widths = WIDTHS[:4] if d in (Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE) else WIDTHS
    solver = z3.SolverFor("QF_BV")
    for w in widths:
        for fact in all_facts(d, w):
            assert disagreement(d, fact, w, solver) is None, (w, fact)


@pytest.mark.parametrize("d", FORWARD)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_to_smt_at_64_bits(d: Domain, data: st.DataObject) -> None:
    """At i64, check the formula on the values that define the fact and their
    neighbours, by evaluation."""
    dom = forward_domain(d)
    values = data.draw(st.lists(st.integers(0, (1 << 64) - 1), min_size=1, max_size=8))
    fact = dom.from_values(array(values, 64), 64)
    x = z3.BitVec("x", 64)
    formula = dom.to_smt(fact, x)
    probes = {(v + k) % (1 << 64) for v in values for k in (-1, 0, 1)} | {0, (1 << 63) - 1, 1 << 63, (1 << 64) - 1}
    for v in probes:
        got = z3.is_true(z3.simplify(z3.substitute(formula, (x, z3.BitVecVal(v, 64)))))
        assert got == dom.contains(fact, v), (fact, v)


def test_range_domains_share_to_smt() -> None:
    methods = {type(forward_domain(d)).to_smt for d in (Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE)}
    assert len(methods) == 1


def test_to_smt_rejects_a_term_of_another_width() -> None:
    dom = forward_domain(Domain.KNOWN_BITS)
    with pytest.raises(ValueError, match="width"):
        dom.to_smt(dom.top(8), z3.BitVec("x", 4))
