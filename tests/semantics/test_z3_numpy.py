"""The numpy evaluator of Z3 terms (a test utility) agrees with Z3's own evaluation."""

from __future__ import annotations

import random

import z3
from hypothesis import given, settings

from auditor.semantics.smt import encode
from tests.semantics.z3_numpy import Evaluator
from tests.strategies import fragments


def free_constants(enc):  # type: ignore[no-untyped-def]
    return [*enc.vars.values(), *enc.choices.values(), *enc.freezes.values()]


@settings(max_examples=300, deadline=None)
@given(
    fragments(widths=(1, 3, 8, 64)),
)
def test_matches_z3_simplify_on_random_points(fragment) -> None:  # type: ignore[no-untyped-def]
    enc = encode(fragment)
    consts = free_constants(enc)
    rng = random.Random(0)
    points = [{c.decl().name(): rng.getrandbits(c.size()) for c in consts} for _ in range(8)]
    ev = Evaluator({name: [p[name] for p in points] for name in points[0]} if consts else {}, len(points))
    terms = [*enc.values, *enc.poison, *enc.executed, *enc.ub, enc.defined]
    columns = [ev(t) for t in terms]
    for k, p in enumerate(points):
        subst = [(c, z3.BitVecVal(p[c.decl().name()], c.size())) for c in consts]
        for t, col in zip(terms, columns, strict=True):
            expect = z3.simplify(z3.substitute(t, *subst)) if subst else z3.simplify(t)
            got = col[k]
            if z3.is_bv(t):
                assert int(got) == expect.as_long(), (t, p)
            else:
                assert bool(got) == z3.is_true(expect), (t, p)
