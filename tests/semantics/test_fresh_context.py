"""A fresh Z3 context per fragment (auditor.semantics.smt.fresh_context): Z3's work on
a query — its resource count, so which queries give up at a budget's edge — is then
the same whatever was solved before, in this process or not."""

from __future__ import annotations

import z3

from auditor.readers.souper import parse_text
from auditor.semantics import smt
from auditor.semantics.smt import encode, fresh_context


def _work(product: int) -> int:
    """Z3's resource count for `x * y == product` with 1 < x, y < 2^12 (i24), asked in
    a fresh context."""
    fresh_context()
    x, y = z3.BitVecs("x y", 24)
    solver = z3.SolverFor("QF_BV")
    solver.add(x * y == product, z3.UGT(x, 1), z3.UGT(y, 1), z3.ULT(x, 1 << 12), z3.ULT(y, 1 << 12))
    solver.check()
    stats = solver.statistics()
    return int(stats.get_key_value("rlimit count"))


def _other_work() -> None:
    """Unrelated solving in the current context: it would change the count above if
    the contexts were shared."""
    a, b = z3.BitVecs("a b", 16)
    solver = z3.Solver()
    solver.add(a * b == 391, z3.UGT(a, 1), z3.UGT(b, 1))
    assert solver.check() == z3.sat


def test_the_work_of_a_query_does_not_depend_on_what_was_solved_before() -> None:
    product = 3 * 4099 * 1021  # no factor pair below 2^12: unsat after a search
    first = _work(product)
    assert z3.SolverFor("QF_BV").check() == z3.sat  # (the context stays usable)
    _other_work()
    _work(12)
    _other_work()
    assert _work(product) == first > 0


def test_true_and_false_are_recognised_in_every_context() -> None:
    """The encoder tells `true`/`false` terms by their AST ids, the same in each context."""
    fresh_context()
    assert smt._is_true(smt.true()) and smt._is_false(smt.false())
    assert smt._is_true(z3.BoolVal(True)) and not smt._is_true(z3.Bool("p"))


def test_an_encoding_is_built_in_the_current_context() -> None:
    (fragment,) = parse_text("%x:i8 = var\n%r:i8 = mul %x, %x\ninfer %r\n").fragments
    fresh_context()
    before = encode(fragment)
    fresh_context()
    after = encode(fragment)
    assert before.defined.ctx is not after.defined.ctx
    assert after.values[fragment.root].ctx is z3.main_ctx()
