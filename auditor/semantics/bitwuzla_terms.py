"""Z3 quantifier-free bit-vector formulas as Bitwuzla terms: the oracle's second solver.

The semantics are encoded once, in Z3 (`auditor.semantics.smt`); a query the shared Z3
solver does not settle quickly is also asked of Bitwuzla, which decides the
multiplication- and carry-heavy queries of real code (64-bit hashes, bignum limbs,
64×64→128-bit products) in milliseconds where Z3 takes a second or gives up (see
docs/history.md). The translation is one-to-one, operator by operator, with the
SMT-LIB meaning of each (division by zero included); an operator it does not know
raises `Untranslatable`, and the query then stays with Z3. A model Bitwuzla finds is
handed back as a Z3 model of the same constants and checked against the Z3 formula
before it is used (`auditor.oracles.session`), so a translation mistake shows as a
disagreement, never as a fact.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import bitwuzla as bw
import z3
from z3.z3 import _to_expr_ref  # the wrapper of a raw AST, of its sort's class (as ExprRef.arg makes it)


class Untranslatable(Exception):
    """The formula uses an operator (or sort) this translation does not cover."""


_Build = Callable[["Translation", list[Any], Any], Any]


def _nary(kind: bw.Kind) -> _Build:
    """An associative operator, folded pairwise (Z3 flattens `a + b + c` into one node)."""

    def build(t: Translation, args: list[Any], _: Any) -> Any:
        result = args[0]
        for arg in args[1:]:
            result = t.tm.mk_term(kind, [result, arg])
        return result

    return build


def _plain(kind: bw.Kind) -> _Build:
    return lambda t, args, _: t.tm.mk_term(kind, args)


def _indexed(kind: bw.Kind) -> _Build:
    return lambda t, args, e: t.tm.mk_term(kind, args, [int(p) for p in e.params()])


def _boolean(kind: bw.Kind, empty: bool) -> _Build:
    def build(t: Translation, args: list[Any], _: Any) -> Any:
        if not args:
            return t.tm.mk_true() if empty else t.tm.mk_false()
        return args[0] if len(args) == 1 else t.tm.mk_term(kind, args)

    return build


def _signs_agree(t: Translation, a: Any, b: Any, agree: bool) -> Any:
    width = a.sort().bv_size()
    top = [t.tm.mk_term(bw.Kind.BV_EXTRACT, [x], [width - 1, width - 1]) for x in (a, b)]
    return t.tm.mk_term(bw.Kind.EQUAL if agree else bw.Kind.DISTINCT, top)


def _smul_no(overflow: bool) -> _Build:
    """Z3's `bvsmul_noovfl` (the product is not above the signed maximum) and
    `bvsmul_noudfl` (not below the minimum). Bitwuzla's BV_SMUL_OVERFLOW is their
    disjunction; a product too large has operands of equal signs, one too small of
    different signs, so each is the overflow restricted to its sign case."""

    def build(t: Translation, args: list[Any], _: Any) -> Any:
        a, b = args
        out = t.tm.mk_term(bw.Kind.BV_SMUL_OVERFLOW, [a, b])
        return t.tm.mk_term(bw.Kind.NOT, [t.tm.mk_term(bw.Kind.AND, [out, _signs_agree(t, a, b, overflow)])])

    return build


def _umul_no(t: Translation, args: list[Any], _: Any) -> Any:
    return t.tm.mk_term(bw.Kind.NOT, [t.tm.mk_term(bw.Kind.BV_UMUL_OVERFLOW, args)])


_OPS: dict[int, _Build] = {
    z3.Z3_OP_EQ: _plain(bw.Kind.EQUAL),
    z3.Z3_OP_IFF: _plain(bw.Kind.EQUAL),
    z3.Z3_OP_DISTINCT: _plain(bw.Kind.DISTINCT),
    z3.Z3_OP_ITE: _plain(bw.Kind.ITE),
    z3.Z3_OP_AND: _boolean(bw.Kind.AND, empty=True),
    z3.Z3_OP_OR: _boolean(bw.Kind.OR, empty=False),
    z3.Z3_OP_XOR: _nary(bw.Kind.XOR),
    z3.Z3_OP_NOT: _plain(bw.Kind.NOT),
    z3.Z3_OP_IMPLIES: _plain(bw.Kind.IMPLIES),
    z3.Z3_OP_BNEG: _plain(bw.Kind.BV_NEG),
    z3.Z3_OP_BADD: _nary(bw.Kind.BV_ADD),
    z3.Z3_OP_BSUB: _plain(bw.Kind.BV_SUB),
    z3.Z3_OP_BMUL: _nary(bw.Kind.BV_MUL),
    # Total, as in SMT-LIB (x / 0 = ~0, x % 0 = x) in both solvers. Z3's `_I`
    # variants leave division by zero unspecified: not translated.
    z3.Z3_OP_BUDIV: _plain(bw.Kind.BV_UDIV),
    z3.Z3_OP_BSDIV: _plain(bw.Kind.BV_SDIV),
    z3.Z3_OP_BUREM: _plain(bw.Kind.BV_UREM),
    z3.Z3_OP_BSREM: _plain(bw.Kind.BV_SREM),
    z3.Z3_OP_BSMOD: _plain(bw.Kind.BV_SMOD),
    z3.Z3_OP_ULEQ: _plain(bw.Kind.BV_ULE),
    z3.Z3_OP_SLEQ: _plain(bw.Kind.BV_SLE),
    z3.Z3_OP_UGEQ: _plain(bw.Kind.BV_UGE),
    z3.Z3_OP_SGEQ: _plain(bw.Kind.BV_SGE),
    z3.Z3_OP_ULT: _plain(bw.Kind.BV_ULT),
    z3.Z3_OP_SLT: _plain(bw.Kind.BV_SLT),
    z3.Z3_OP_UGT: _plain(bw.Kind.BV_UGT),
    z3.Z3_OP_SGT: _plain(bw.Kind.BV_SGT),
    z3.Z3_OP_BAND: _nary(bw.Kind.BV_AND),
    z3.Z3_OP_BOR: _nary(bw.Kind.BV_OR),
    z3.Z3_OP_BXOR: _nary(bw.Kind.BV_XOR),
    z3.Z3_OP_BNOT: _plain(bw.Kind.BV_NOT),
    z3.Z3_OP_BNAND: _plain(bw.Kind.BV_NAND),
    z3.Z3_OP_BNOR: _plain(bw.Kind.BV_NOR),
    z3.Z3_OP_BXNOR: _plain(bw.Kind.BV_XNOR),
    z3.Z3_OP_CONCAT: _nary(bw.Kind.BV_CONCAT),
    z3.Z3_OP_SIGN_EXT: _indexed(bw.Kind.BV_SIGN_EXTEND),
    z3.Z3_OP_ZERO_EXT: _indexed(bw.Kind.BV_ZERO_EXTEND),
    z3.Z3_OP_EXTRACT: _indexed(bw.Kind.BV_EXTRACT),
    z3.Z3_OP_REPEAT: _indexed(bw.Kind.BV_REPEAT),
    z3.Z3_OP_BREDOR: _plain(bw.Kind.BV_REDOR),
    z3.Z3_OP_BREDAND: _plain(bw.Kind.BV_REDAND),
    z3.Z3_OP_BCOMP: _plain(bw.Kind.BV_COMP),
    z3.Z3_OP_BSHL: _plain(bw.Kind.BV_SHL),
    z3.Z3_OP_BLSHR: _plain(bw.Kind.BV_SHR),
    z3.Z3_OP_BASHR: _plain(bw.Kind.BV_ASHR),
    z3.Z3_OP_ROTATE_LEFT: _indexed(bw.Kind.BV_ROLI),
    z3.Z3_OP_ROTATE_RIGHT: _indexed(bw.Kind.BV_RORI),
    z3.Z3_OP_EXT_ROTATE_LEFT: _plain(bw.Kind.BV_ROL),
    z3.Z3_OP_EXT_ROTATE_RIGHT: _plain(bw.Kind.BV_ROR),
    z3.Z3_OP_BSMUL_NO_OVFL: _smul_no(overflow=True),
    z3.Z3_OP_BSMUL_NO_UDFL: _smul_no(overflow=False),
    z3.Z3_OP_BUMUL_NO_OVFL: _umul_no,
}


class Translation:
    """Z3 terms → Bitwuzla terms in one term manager, memoized by Z3 AST id (the Z3
    terms are kept alive with their translation, so an id is never reused): a
    fragment's encoding is translated once and shared by all its queries."""

    def __init__(self) -> None:
        self.tm = bw.TermManager()
        self._memo: dict[int, tuple[Any, Any]] = {}
        self._consts: dict[int, frozenset[int]] = {}  # id → ids of the constants below it
        self.constants: dict[int, tuple[Any, Any]] = {}  # id → (Z3 constant, Bitwuzla constant)

    def term(self, expr: Any) -> Any:
        """The Bitwuzla term of a Z3 Boolean or bit-vector term (iteratively: deep
        formulas do not reach Python's recursion limit)."""
        # Walked through z3's C API: a node's children are read as raw ASTs and ids,
        # and a Python wrapper is made only for a node built here (`_build` reads its
        # kind, width and parameters): `children()` would wrap every child of every node
        # visited, shared and translated ones included, a noticeable share of the oracle's
        # CPU (see docs/history.md). A raw child is a borrowed reference, alive while its
        # parent is (the caller's `expr`, for the whole walk).
        ctx = expr.ctx
        ref = ctx.ref()
        stack: list[tuple[Any, list[int] | None]] = [(expr.as_ast(), None)]
        while stack:
            ast, ids = stack.pop()
            key = z3.Z3_get_ast_id(ref, ast)
            if key in self._memo:  # built already (a shared subterm, or an earlier query's)
                continue
            if ids is None:
                # Only an application has arguments (a numeral, a leaf, is not one here).
                count = z3.Z3_get_app_num_args(ref, ast) if z3.Z3_get_ast_kind(ref, ast) == z3.Z3_APP_AST else 0
                children = [z3.Z3_get_app_arg(ref, ast, k) for k in range(count)]
                ids = [z3.Z3_get_ast_id(ref, c) for c in children]
                if children:
                    stack.append((ast, ids))  # built once its children are
                    stack.extend((c, None) for c, i in zip(children, ids, strict=True) if i not in self._memo)
                    continue
            e = _to_expr_ref(ast, ctx)  # holds a reference: the memo keeps the term alive, its id unique
            self._memo[key] = (e, self._build(e, [self._memo[i][1] for i in ids]))
            below = [self._consts[i] for i in ids]
            self._consts[key] = (
                frozenset().union(*below) if below else frozenset([key] if key in self.constants else [])
            )
        return self._memo[expr.get_id()][1]

    def constants_of(self, expr: Any) -> frozenset[int]:
        """The ids of the constants `expr` (already translated) depends on (keys of
        `constants`)."""
        return self._consts[expr.get_id()]

    def _sort(self, e: Any) -> Any:
        if z3.is_bool(e):
            return self.tm.mk_bool_sort()
        if z3.is_bv(e):
            return self.tm.mk_bv_sort(e.size())
        raise Untranslatable(f"sort {e.sort()}")

    def _build(self, e: Any, args: list[Any]) -> Any:
        # z3's C API directly: these three calls cost a node several times less than
        # `is_bv_value`, `is_true`, `is_false`, `is_app` and `decl().kind()`.
        ctx, ast = e.ctx_ref(), e.as_ast()
        node = z3.Z3_get_ast_kind(ctx, ast)
        if node == z3.Z3_NUMERAL_AST and z3.is_bv(e):
            return self.tm.mk_bv_value(self._sort(e), e.as_long())
        if node != z3.Z3_APP_AST:
            raise Untranslatable(f"not an application: {e}")
        kind = z3.Z3_get_decl_kind(ctx, z3.Z3_get_app_decl(ctx, ast))
        if kind == z3.Z3_OP_TRUE:
            return self.tm.mk_true()
        if kind == z3.Z3_OP_FALSE:
            return self.tm.mk_false()
        if kind == z3.Z3_OP_UNINTERPRETED and not args:
            const = self.tm.mk_const(self._sort(e), e.decl().name())
            self.constants[e.get_id()] = (e, const)
            return const
        build = _OPS.get(kind)
        if build is None:
            raise Untranslatable(f"operator {e.decl()}")
        return build(self, args, e)


class _Deadline:
    """A Bitwuzla terminator: true once the current check's deadline has passed. Its own
    object, not a method of the solver's owner: Bitwuzla keeps the terminator, and a
    bound method would tie the owner and the solver in a cycle Python's collector
    cannot break (Bitwuzla's objects do not take part in it), leaking both — 300
    solvers held 6.5 GB."""

    def __init__(self) -> None:
        self.at = 0.0

    def __call__(self) -> bool:
        return time.perf_counter() > self.at


def _stopped_solver(tm: Any, models: bool) -> tuple[Any, _Deadline]:
    """A Bitwuzla solver of `tm` (producing models or not) and the terminator that
    stops each of its checks (`_check_until`)."""
    options = bw.Options()
    if models:
        options.set(bw.Option.PRODUCE_MODELS, True)
    solver = bw.Bitwuzla(tm, options)
    deadline = _Deadline()
    solver.configure_terminator(deadline)
    return solver, deadline


def _check_until(solver: Any, deadline: _Deadline, timeout_ms: int) -> bool | None:
    """`solver.check_sat()` stopped after `timeout_ms`: True (sat), False (unsat) or
    None (stopped, or unknown)."""
    deadline.at = time.perf_counter() + max(1, timeout_ms) / 1000
    result = solver.check_sat()
    if result == bw.Result.UNSAT:
        return False
    return True if result == bw.Result.SAT else None


class IncrementalSolver:
    """One Bitwuzla solver over `base` (a fragment's definedness), asked one query at a
    time inside push/pop: what it learns about the base — the bit-blasted multipliers
    of a hash, clauses about them — serves the next query, as the successive bounds of
    an extreme search differ only in a constant. Each check is stopped at its own
    deadline by a terminator (Bitwuzla's time limit is fixed when a solver is made)."""

    def __init__(self, translation: Translation, base: Sequence[Any]) -> None:
        self.translation = translation
        self.base = tuple(base)  # asserted once; every query is asked on top of it
        self._solver, self._deadline = _stopped_solver(translation.tm, models=True)
        for formula in self.base:
            self._solver.assert_formula(translation.term(formula))

    def check(self, formulas: Sequence[Any], timeout_ms: int) -> tuple[bool | None, dict[Any, int]]:
        """Satisfiability of the base and `formulas` (Z3 terms): (True, the value of
        every constant they use), (False, {}) when unsatisfiable, (None, {}) when it
        gave up within `timeout_ms`. Raises Untranslatable when a formula cannot be
        translated (before anything is asserted)."""
        terms = [self.translation.term(f) for f in formulas]
        solver = self._solver
        solver.push(1)
        try:
            for term in terms:
                solver.assert_formula(term)
            sat = _check_until(solver, self._deadline, timeout_ms)
            if not sat:
                return sat, {}
            every = [*self.base, *formulas]
            used = frozenset().union(*(self.translation.constants_of(f) for f in every))
            return True, _values(solver, self.translation, used)
        finally:
            solver.pop(1)


def solve(translation: Translation, formulas: Sequence[Any], timeout_ms: int) -> tuple[bool | None, dict[Any, int]]:
    """Satisfiability of the conjunction of `formulas` in a fresh solver (see
    `IncrementalSolver.check`)."""
    return IncrementalSolver(translation, ()).check(formulas, timeout_ms)


def exists_forall(
    translation: Translation, bound: Sequence[Any], claim: Any, timeout_ms: int
) -> tuple[bool | None, dict[Any, int]]:
    """Whether some value of `claim`'s other constants makes it hold for every value of
    the `bound` ones (Z3 constants; `claim` quantifier-free): ∃ rest ∀ bound. claim,
    asked of Bitwuzla's quantifier engine in a fresh solver: (True, such a value of
    each of the other constants), (False, {}) when there is none, (None, {}) when it
    gave up within `timeout_ms`. Raises Untranslatable as `IncrementalSolver.check`
    does.

    The claim is translated as any query is, then each bound constant it uses is
    replaced by a bound variable of the same sort (a constant it does not use is
    bound vacuously)."""
    tm = translation.tm
    body = translation.term(claim)
    variables: dict[Any, Any] = {}
    for const in bound:
        pair = translation.constants.get(const.get_id())
        if pair is not None and pair[1] not in variables:
            variables[pair[1]] = tm.mk_var(pair[1].sort(), f"{pair[1].symbol()}!bound")
    formula = (
        tm.mk_term(bw.Kind.FORALL, [*variables.values(), tm.substitute_term(body, variables)]) if variables else body
    )
    solver, deadline = _stopped_solver(tm, models=True)
    solver.assert_formula(formula)
    sat = _check_until(solver, deadline, timeout_ms)
    if not sat:
        return sat, {}
    bound_ids = {const.get_id() for const in bound}
    free = translation.constants_of(claim) - bound_ids
    return True, _values(solver, translation, free)


def _values(solver: Any, translation: Translation, keys: frozenset[int]) -> dict[Any, int]:
    """The model's value of each constant `keys` names (`Translation.constants`)."""
    values: dict[Any, int] = {}
    for key in sorted(keys):
        z3_const, bw_const = translation.constants[key]
        value = solver.get_value(bw_const)
        values[z3_const] = int(str(value.value(2)), 2) if z3.is_bv(z3_const) else int(value.is_true())
    return values
