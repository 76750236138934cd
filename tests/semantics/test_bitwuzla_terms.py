"""The Bitwuzla translation of the Z3 encoding (auditor.semantics.bitwuzla_terms) means
what the encoding means: pinned to random executions of random fragments, Bitwuzla's
value of every instruction, its poison, executed and UB bits and the execution's
definedness are those of the numpy evaluator (the independent implementation of the
semantics); each translated operator agrees with Z3's own evaluation on edge and random
operands; and Bitwuzla's sat/unsat answers agree with Z3's on random queries."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.ir.fragment import Fragment
from auditor.oracles.sampling import sample
from auditor.oracles.session import SemanticsMismatch, Session
from auditor.readers.souper import parse_text
from auditor.semantics.bitwuzla_terms import IncrementalSolver, Translation, Untranslatable, exists_forall, solve
from auditor.semantics.smt import encode
from tests.strategies import fragments


def _pinned_values(fragment: Fragment, lane: int, inputs: object) -> dict[str, int]:
    """Bitwuzla's value of everything the encoding says about the execution `lane`."""
    enc = encode(fragment)
    pins = [c == z3.BitVecVal(int(inputs.vars[i][lane]), c.size()) for i, c in enc.vars.items()]  # type: ignore[attr-defined]
    pins += [c == z3.BitVecVal(int(inputs.choices[b][lane]), c.size()) for b, c in enc.choices.items()]  # type: ignore[attr-defined]
    pins += [c == z3.BitVecVal(int(inputs.freezes[i][lane]), c.size()) for i, c in enc.freezes.items()]  # type: ignore[attr-defined]
    observed: dict[str, z3.ExprRef] = {"defined": enc.defined}
    for i, _ in enumerate(fragment.insts):
        observed[f"value{i}"] = enc.values[i]
        observed[f"poison{i}"] = enc.poison[i]
        observed[f"executed{i}"] = enc.executed[i]
        observed[f"ub{i}"] = enc.ub[i]
    outs = {}
    for name, term in observed.items():
        out = z3.Bool(f"!out.{name}") if z3.is_bool(term) else z3.BitVec(f"!out.{name}", term.size())
        outs[name] = out
        pins.append(out == term)
    sat, values = solve(Translation(), pins, 10_000)
    assert sat is True
    return {name: values[out] for name, out in outs.items()}


def _agrees_with_evaluator(fragment: Fragment) -> None:
    samples = sample(fragment, exhaustive_limit=0, random_points=6)
    for inputs, ev in zip(samples.inputs, samples.chunks, strict=True):
        defined = np.broadcast_to(ev.defined, (len(next(iter(inputs.vars.values()))),))
        for lane in range(min(4, len(defined))):
            got = _pinned_values(fragment, lane, inputs)
            assert got["defined"] == int(bool(defined[lane]))
            if not defined[lane]:
                continue  # what an undefined execution computes is unspecified
            for i, _ in enumerate(fragment.insts):
                executed = bool(ev.executed[i][lane]) if np.ndim(ev.executed[i]) else bool(ev.executed[i])
                assert got[f"executed{i}"] == int(executed), i
                poison = bool(ev.poison[i][lane]) if np.ndim(ev.poison[i]) else bool(ev.poison[i])
                assert got[f"poison{i}"] == int(poison), i
                if executed and not poison:
                    value = ev.values[i][lane] if np.ndim(ev.values[i]) else ev.values[i]
                    assert got[f"value{i}"] == int(value), (i, got[f"value{i}"], int(value))


@settings(max_examples=150, deadline=None)
@given(fragments(widths=(1, 2, 3, 4, 8), max_insts=6))
def test_random_fragments_small_widths(fragment: Fragment) -> None:
    _agrees_with_evaluator(fragment)


@settings(max_examples=60, deadline=None)
@given(fragments(widths=(7, 16, 33, 64), max_insts=5))
def test_random_fragments_wide(fragment: Fragment) -> None:
    _agrees_with_evaluator(fragment)


def _operators() -> dict[str, Any]:
    """Each operator applied to `x` and `y` (i8), built in the current Z3 context: a
    scan in the same process (another test) starts a new one (smt.fresh_context)."""
    _x, _y = z3.BitVecs("x y", 8)
    return {
        "add": _x + _y + _x,
        "sub": _x - _y,
        "mul": _x * _y * _x,
        "neg": -_x,
        "udiv": z3.UDiv(_x, _y),
        "sdiv": _x / _y,
        "urem": z3.URem(_x, _y),
        "srem": z3.SRem(_x, _y),
        "smod": _x % _y,
        "and": _x & _y & 0x5A,
        "or": _x | _y | 1,
        "xor": _x ^ _y ^ 3,
        "not": ~_x,
        "shl": _x << _y,
        "lshr": z3.LShR(_x, _y),
        "ashr": _x >> _y,
        "rotl": z3.RotateLeft(_x, 3),
        "rotr": z3.RotateRight(_x, 5),
        "rotl-by": z3.RotateLeft(_x, _y),
        "rotr-by": z3.RotateRight(_x, _y),
        "concat": z3.Concat(_x, _y, z3.Extract(2, 0, _x)),
        "extract": z3.Extract(6, 2, _x),
        "sext": z3.SignExt(5, _x),
        "zext": z3.ZeroExt(5, _x),
        "repeat": z3.RepeatBitVec(2, _x),
        "ite": z3.If(z3.ULT(_x, _y), _x, _y),
        "ule": z3.If(z3.ULE(_x, _y), _x, _y),
        "sle": z3.If(_x <= _y, _x, _y),
        "uge": z3.If(z3.UGE(_x, _y), _x, _y),
        "sge": z3.If(_x >= _y, _x, _y),
        "ugt": z3.If(z3.UGT(_x, _y), _x, _y),
        "sgt": z3.If(_x > _y, _x, _y),
        "slt": z3.If(_x < _y, _x, _y),
        "distinct": z3.If(z3.Distinct(_x, _y, 7), _x, _y),
        "bool-ops": z3.If(z3.Xor(z3.Implies(_x == 0, _y == 1), z3.Or(_x == 3, z3.And(_y == 2, _x == 1))), _x, _y),
        "smul-no-overflow": z3.If(z3.BVMulNoOverflow(_x, _y, True), _x, _y),
        "smul-no-underflow": z3.If(z3.BVMulNoUnderflow(_x, _y), _x, _y),
        "umul-no-overflow": z3.If(z3.BVMulNoOverflow(_x, _y, False), _x, _y),
    }


OPERATOR_NAMES = sorted(_operators())


@pytest.mark.parametrize("name", OPERATOR_NAMES)
def test_operator_agrees_with_z3(name: str) -> None:
    """Edge operands (0, 1, -1, the signed extremes: division by zero, overflow) and
    random ones: Bitwuzla's value of the operator is Z3's."""
    term = _operators()[name]
    _x, _y = z3.BitVecs("x y", 8)
    out = z3.BitVec("!out", term.size())
    rng = random.Random(name)
    edges = [0, 1, 2, 0x7F, 0x80, 0x81, 0xFF, 0xFE]
    pairs = [(a, b) for a in edges for b in edges] + [(rng.randrange(256), rng.randrange(256)) for _ in range(40)]
    translation = Translation()  # shared: the memo must not mix up pinned and free terms
    for a, b in pairs:
        sat, values = solve(translation, [_x == a, _y == b, out == term], 1000)
        expected = z3.simplify(z3.substitute(term, (_x, z3.BitVecVal(a, 8)), (_y, z3.BitVecVal(b, 8))))
        assert sat is True
        assert values[out] == expected.as_long(), (name, a, b)


@settings(max_examples=80, deadline=None)
@given(fragments(widths=(1, 2, 3, 4, 8), max_insts=6), st.integers(0, 255), st.booleans())
def test_answers_agree_with_z3(fragment: Fragment, target: int, below: bool) -> None:
    """Does some defined execution give the root a value (below) `target`? Bitwuzla and
    Z3 say the same, and a Bitwuzla model satisfies the query in Z3."""
    enc = encode(fragment)
    root = enc.values[fragment.root]
    value = z3.BitVecVal(target % (1 << root.size()), root.size())
    query = [enc.fact_condition(fragment.root), z3.ULT(root, value) if below else root == value]
    solver = z3.Solver()
    solver.add(*query)
    expected = solver.check()
    sat, values = solve(Translation(), query, 10_000)
    assert sat is (expected == z3.sat)
    if sat:
        model = z3.Solver()
        model.add(*[c == v for c, v in values.items() if z3.is_bv(c)])
        model.add(*[c == bool(v) for c, v in values.items() if z3.is_bool(c)])
        assert model.check() == z3.sat
        assert z3.is_true(model.model().eval(z3.And(*query), model_completion=True))


def test_untranslatable_sorts_and_operators() -> None:
    with pytest.raises(Untranslatable):
        solve(Translation(), [z3.Int("i") > 3], 1000)
    x = z3.BitVec("x", 8)
    with pytest.raises(Untranslatable):
        solve(Translation(), [z3.ForAll([x], z3.UGE(x, 0))], 1000)


def test_session_answers_through_bitwuzla(monkeypatch: pytest.MonkeyPatch) -> None:
    """With both Z3 stages giving up, `Session.check` still answers (from Bitwuzla),
    and its model replays: a witness for `x * y == 391` at 64 bits, none for an odd
    product of an even factor."""
    from auditor.oracles import session as session_module

    (fragment,) = parse_text("%x:i64 = var\n%y:i64 = var\n%p:i64 = mul %x, %y\ninfer %p\n").fragments
    s = Session(fragment, sample(fragment, exhaustive_limit=0, random_points=4))
    monkeypatch.setattr(Session, "_incremental", lambda self, c, t: session_module._GAVE_UP)
    monkeypatch.setattr(Session, "_fresh", lambda self, c, t: session_module._GAVE_UP)
    p, x = s.enc.values[2], s.enc.values[0]
    model = s.check(p == 391, z3.UGT(x, 1), z3.ULT(x, 391))
    assert model is not None
    assert s.witness(model, 2) == 391
    assert s.check(p == 391, z3.Extract(0, 0, x) == 0) is None


def test_a_model_the_z3_formula_rejects_stops_the_oracle(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Bitwuzla model that does not satisfy the Z3 formula (a translation bug) is a
    SemanticsMismatch, not an answer."""
    from auditor.oracles import session as session_module

    (fragment,) = parse_text("%x:i8 = var\n%y:i8 = add %x, 1\ninfer %y\n").fragments
    s = Session(fragment, sample(fragment, exhaustive_limit=0, random_points=4))
    monkeypatch.setattr(Session, "_incremental", lambda self, c, t: session_module._GAVE_UP)
    monkeypatch.setattr(Session, "_fresh", lambda self, c, t: session_module._GAVE_UP)
    x = s.enc.vars[0]
    monkeypatch.setattr(IncrementalSolver, "check", lambda self, f, ms: (True, {x: 5}))
    with pytest.raises(SemanticsMismatch):
        s.check(s.enc.values[1] == 100)


def test_a_session_goes_to_bitwuzla_first_until_z3_settles_what_it_did_not(monkeypatch: pytest.MonkeyPatch) -> None:
    """A session's hard queries go to Bitwuzla before the quick fresh Z3 stage; a Z3
    answer where Bitwuzla gave up brings the quick stage back, and a Bitwuzla answer
    both Z3 stages gave up on skips it again."""
    from auditor.oracles import session as session_module

    (fragment,) = parse_text("%x:i16 = var\n%y:i16 = mul %x, %x\ninfer %y\n").fragments
    s = Session(fragment, sample(fragment, exhaustive_limit=0, random_points=4))
    calls: list[str] = []
    z3_answers = [session_module._GAVE_UP]

    def fresh(self: Session, c: object, t: int) -> object:
        calls.append("fresh")
        return z3_answers[0]

    monkeypatch.setattr(Session, "_incremental", lambda self, c, t: session_module._GAVE_UP)
    monkeypatch.setattr(Session, "_fresh", fresh)
    y = s.enc.values[1]
    assert s.check(y == 9) is not None
    assert calls == []  # straight to Bitwuzla
    original = IncrementalSolver.check
    monkeypatch.setattr(IncrementalSolver, "check", lambda self, f, ms: (None, {}))
    z3_answers[0] = None
    assert s.check(y == 3) is None
    assert calls == ["fresh"]  # Bitwuzla gave up, the fresh Z3 stage answered
    calls.clear()
    s.check(y == 4)
    assert calls == ["fresh"]  # the quick fresh stage is back, and answers
    calls.clear()
    monkeypatch.setattr(IncrementalSolver, "check", original)
    z3_answers[0] = session_module._GAVE_UP
    assert s.check(y == 2) is None  # a square is never 2 mod 4
    assert calls == ["fresh"]  # the quick stage gave up, Bitwuzla answered
    calls.clear()
    assert s.check(y == 2) is None
    assert calls == []  # straight to Bitwuzla again


def test_queries_of_a_kind_skip_the_incremental_stage_after_bitwuzla_settled_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After Bitwuzla settles a query of some kind that the incremental stage gave up
    on, the next query of that kind skips the stage; queries of no kind, or of another,
    do not; and once the incremental stage answers one (here: the last stage, after
    Bitwuzla gave up), the kind goes back to it first."""
    from auditor.oracles import session as session_module

    (fragment,) = parse_text("%x:i16 = var\n%y:i16 = mul %x, %x\ninfer %y\n").fragments
    s = Session(fragment, sample(fragment, exhaustive_limit=0, random_points=4))
    stages: list[str] = []
    answer: list[object] = [session_module._GAVE_UP]

    def incremental(self: Session, c: object, t: int) -> object:
        stages.append("incremental")
        return answer[0]

    monkeypatch.setattr(Session, "_incremental", incremental)
    y = s.enc.values[1]
    assert s.check(y == 9, kind="witness") is not None  # the stage gave up, Bitwuzla answered
    assert stages == ["incremental"]
    assert s.check(y == 9, kind="witness") is not None
    assert stages == ["incremental"]  # skipped
    assert s.check(y == 9) is not None and s.check(y == 9, kind="other") is not None
    assert stages == ["incremental"] * 3  # not skipped: no kind, another kind
    original = IncrementalSolver.check
    monkeypatch.setattr(IncrementalSolver, "check", lambda self, f, ms: (None, {}))
    monkeypatch.setattr(Session, "_fresh", lambda self, c, t: session_module._GAVE_UP)
    answer[0] = None
    assert s.check(y == 9, kind="witness") is None  # skipped; the last (incremental) stage answers
    assert stages == ["incremental"] * 4
    monkeypatch.setattr(IncrementalSolver, "check", original)
    s.check(y == 9, kind="witness")
    assert stages == ["incremental"] * 5  # asked first again


def test_the_incremental_solver_forgets_each_query_and_keeps_its_deadline() -> None:
    """Queries asked one after another of one `IncrementalSolver` see the base, not
    each other's constraints; and a query it cannot settle (that a 128-bit semiprime
    has no other factors) gives up at its deadline, after which it still answers."""

    x, y = z3.BitVecs("x y", 64)
    product = z3.ZeroExt(64, x) * z3.ZeroExt(64, y)
    solver = IncrementalSolver(Translation(), [z3.UGT(x, 1), z3.UGT(y, 1)])
    assert solver.check([product == 15], 1000)[0] is True
    assert solver.check([product == 13], 1000)[0] is False  # a prime
    sat, values = solver.check([product == 21], 1000)
    assert sat is True and values[x] * values[y] == 21  # not held back by `== 13`
    p, q = 2305843009213693951, 9223372036854775783  # 2^61 − 1 and the largest prime below 2^63
    assert solver.check([product == p * q, x != p, x != q], 50)[0] is None
    assert solver.check([product == 35], 1000)[0] is True


def test_solvers_and_sessions_are_freed() -> None:
    """A Bitwuzla solver, and a session that asked it, are freed once dropped: the
    terminator Bitwuzla keeps must not lead back to its owner (such a cycle runs
    through Bitwuzla's objects, which Python's collector cannot see into: 300 leaked
    solvers held 6.5 GB)."""
    import gc
    import weakref

    from auditor.oracles import session as session_module

    x = z3.BitVec("x", 64)
    solver = IncrementalSolver(Translation(), [z3.UGT(x, 1)])
    assert solver.check([x * x == 49], 1000)[0] is True
    gone = weakref.ref(solver)
    del solver
    assert gone() is None  # by reference counting alone

    (fragment,) = parse_text("%x:i64 = var\n%y:i64 = mul %x, %x\ninfer %y\n").fragments
    s = Session(fragment, sample(fragment, exhaustive_limit=0, random_points=4))
    assert s._bitwuzla(((s.enc.values[1] == 49),), 1000) is not session_module._GAVE_UP
    assert s._bitwuzla_fresh(s.enc.values[1] == 49, 1000) is not session_module._GAVE_UP
    session_gone = weakref.ref(s)
    del s
    gc.collect()
    assert session_gone() is None


@settings(max_examples=40, deadline=None)
@given(fragments(widths=(3, 4, 5), max_insts=5), st.integers(0, 31))
def test_exists_forall_agrees_with_enumeration(fragment: Fragment, size: int) -> None:
    """Bitwuzla's ∃∀ answer to the smaller-range question "is there an lo with every
    value the root reaches (where facts must hold) in [lo, lo + size)?" is the one
    enumerating every execution gives."""
    index = fragment.root
    width = fragment.insts[index].width
    size = size % (1 << width)
    reached = {int(v) for v in sample(fragment).reachable(index)}  # every execution: widths this small are exhaustive
    truth = any(all((v - lo) % (1 << width) < size for v in reached) for lo in range(1 << width))
    enc = encode(fragment)
    lo = z3.BitVec("!lo", width)
    claim = z3.Implies(enc.fact_condition(index), z3.ULT(enc.values[index] - lo, size))
    inputs = [*enc.vars.values(), *enc.choices.values(), *enc.freezes.values()]
    answer, values = exists_forall(Translation(), inputs, claim, 10_000)
    assert answer is truth
    if answer:  # the value of lo it names is one: every value reached lies in [lo, lo + size)
        assert set(values) == {lo}
        start = values[lo]
        assert all((v - start) % (1 << width) < size for v in reached)


def test_exists_forall_gives_up_at_its_deadline() -> None:
    x = z3.BitVec("x", 64)
    lo = z3.BitVec("lo", 64)
    hashed = x * 0x9E3779B97F4A7C15 * x + (x >> 7)
    assert exists_forall(Translation(), [x], z3.ULT(hashed - lo, 2**64 - 1), 50) == (None, {})
