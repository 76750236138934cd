"""The structural bijections (`auditor.oracles.bijection`) against exhaustive
enumeration, and the surjectivity proofs built on them.

The claim checked: when `bijection_of` answers, then in every pinned execution (all
inputs but x fixed) that meets its requirements and in which every value of x gives a
defined execution, distinct values of x's low bits give distinct values of the target.
Chains are drawn from links that are bijective always, under a requirement, or never,
so that a missing requirement or a wrongly admitted link shows as a collision.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Block, Const, Fragment, Inst, Operand, Ref, mask, verify
from auditor.ir.opcodes import ALLOWED_FLAGS, Opcode
from auditor.oracles.bijection import Bijection, Enters, Equals, Odd, bijection_of, structural_bijections
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.range_search.pins import defined_pin, requirement
from auditor.oracles.range_search.target import Target
from auditor.oracles.sampling import along_input
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import Inputs, evaluate

WIDE, NARROW = 6, 4
OTHERS = 2  # other inputs, i4 each


class _Chain:
    def __init__(self, x_width: int) -> None:
        self.insts: list[Inst] = [Inst(Opcode.VAR, x_width)]
        self.blocks: list[Block] = []
        for _ in range(OTHERS):
            self.insts.append(Inst(Opcode.VAR, NARROW))
        self.bools = self.add(Inst(Opcode.VAR, 1))

    def add(self, inst: Inst) -> int:
        self.insts.append(inst)
        return len(self.insts) - 1

    def fragment(self) -> Fragment:
        fragment = Fragment(
            insts=tuple(self.insts),
            names=tuple(f"v{i}" for i in range(len(self.insts))),
            root=len(self.insts) - 1,
            blocks=tuple(self.blocks),
            block_names=tuple(f"bb{i}" for i in range(len(self.blocks))),
        )
        verify(fragment)
        return fragment


@st.composite
def _other(draw: st.DrawFn, chain: _Chain, width: int, identity: int | None = None) -> Operand:
    """An x-independent operand: a constant (often the link's identity) or a value
    computed from the other inputs (i4, widened or cut to `width`), sometimes one that
    can be poison (`shl a, b` past the width)."""
    kind = draw(st.integers(0, 4))
    if kind == 0 and identity is not None:
        return Const(identity, width)
    if kind == 1:
        return Const(draw(st.integers(0, mask(width))), width)
    source = Ref(draw(st.integers(1, OTHERS)))
    if kind == 4:
        source = Ref(chain.add(Inst(Opcode.SHL, NARROW, (source, Ref(draw(st.integers(1, OTHERS)))))))
    if width == NARROW:
        return source
    if width < NARROW:
        return Ref(chain.add(Inst(Opcode.TRUNC, width, (source,))))
    return Ref(chain.add(Inst(Opcode.ZEXT, width, (source,))))


LINKS = [
    "add", "sub", "rsub", "xor", "mul", "shift", "div", "identity", "rotate", "fshl", "fshr",
    "select", "phi", "xorshift", "bitreverse", "twice", "urem", "branch", "lowmask", "field", "extend",
    "xorrotate",
]  # fmt: skip


@st.composite
def chains(draw: st.DrawFn) -> Fragment:
    """x (i6, or i4) through up to five links, possibly a trunc to i4 on the way."""
    x_width = draw(st.sampled_from([WIDE, NARROW]))
    chain = _Chain(x_width)
    v, width = 0, x_width
    for _ in range(draw(st.integers(1, 5))):
        if width == WIDE and draw(st.integers(0, 4)) == 0:
            flags = draw(st.sampled_from([frozenset(), *(frozenset({f}) for f in ALLOWED_FLAGS[Opcode.TRUNC])]))
            v, width = chain.add(Inst(Opcode.TRUNC, NARROW, (Ref(v),), flags)), NARROW
            continue
        link = draw(st.sampled_from(LINKS))
        ops: tuple[Operand, ...]
        if link in ("add", "sub", "xor", "mul"):
            op = Opcode(link)
            ops = (Ref(v), draw(_other(chain, width, 1 if link == "mul" else None)))
            if draw(st.booleans()):
                ops = ops[::-1]
        elif link == "rsub":
            op, ops = Opcode.SUB, (draw(_other(chain, width)), Ref(v))
        elif link == "shift":
            op = draw(st.sampled_from([Opcode.SHL, Opcode.LSHR, Opcode.ASHR]))
            ops = (Ref(v), draw(_other(chain, width, 0)))
        elif link == "div":
            op = draw(st.sampled_from([Opcode.UDIV, Opcode.SDIV]))
            ops = (Ref(v), draw(_other(chain, width, 1)))
        elif link == "urem":
            op, ops = Opcode.UREM, (Ref(v), draw(_other(chain, width, 0)))
        elif link == "identity":
            op = draw(st.sampled_from([Opcode.AND, Opcode.OR, Opcode.UMIN, Opcode.UMAX, Opcode.SMIN, Opcode.SMAX]))
            identity = {
                Opcode.AND: mask(width),
                Opcode.UMIN: mask(width),
                Opcode.OR: 0,
                Opcode.UMAX: 0,
                Opcode.SMIN: mask(width - 1),
                Opcode.SMAX: 1 << (width - 1),
            }[op]
            ops = (Ref(v), draw(_other(chain, width, identity)))
            if draw(st.booleans()):
                ops = ops[::-1]
        elif link == "rotate":
            op = draw(st.sampled_from([Opcode.FSHL, Opcode.FSHR]))
            ops = (Ref(v), Ref(v), draw(_other(chain, width)))
        elif link == "fshl":
            op, ops = Opcode.FSHL, (Ref(v), draw(_other(chain, width)), draw(_other(chain, width, 0)))
        elif link == "fshr":
            op, ops = Opcode.FSHR, (draw(_other(chain, width)), Ref(v), draw(_other(chain, width, 0)))
        elif link == "select":
            op = Opcode.SELECT
            pair = (Ref(v), draw(_other(chain, width)))
            condition: Operand = Ref(chain.bools) if draw(st.booleans()) else Const(draw(st.integers(0, 1)), 1)
            ops = (condition, *(pair if draw(st.booleans()) else pair[::-1]))
        elif link == "phi":
            chain.blocks.append(Block(2))
            pair = (Ref(v), draw(_other(chain, width)))
            inst = Inst(Opcode.PHI, width, pair if draw(st.booleans()) else pair[::-1], block=len(chain.blocks) - 1)
            v = chain.add(inst)
            continue
        elif link == "branch":  # a phi or select with x on both arms, one arm no bijection
            spoiled = chain.add(Inst(Opcode.ADD, width, (Ref(v), Ref(v))))
            pair = (Ref(v), Ref(spoiled)) if draw(st.booleans()) else (Ref(spoiled), Ref(v))
            if draw(st.booleans()):
                chain.blocks.append(Block(2))
                v = chain.add(Inst(Opcode.PHI, width, pair, block=len(chain.blocks) - 1))
                continue
            op = Opcode.SELECT
            condition = Ref(chain.bools) if draw(st.booleans()) else Const(draw(st.integers(0, 1)), 1)
            ops = (condition, *pair)
        elif link == "xorshift":
            amount = draw(st.integers(1, width - 1))
            shifted = chain.add(
                Inst(draw(st.sampled_from([Opcode.SHL, Opcode.LSHR])), width, (Ref(v), Const(amount, width)))
            )
            op, ops = Opcode.XOR, (Ref(v), Ref(shifted))
            mixed = draw(st.integers(0, 2))  # w, independent of x, xored in on either side
            if mixed == 1:  # v ^ ((v >> k) ^ w)
                with_w = chain.add(Inst(Opcode.XOR, width, (Ref(shifted), draw(_other(chain, width)))))
                ops = (Ref(v), Ref(with_w))
            elif mixed == 2:  # (w ^ v) ^ (v >> k)
                with_w = chain.add(Inst(Opcode.XOR, width, (draw(_other(chain, width)), Ref(v))))
                ops = (Ref(shifted), Ref(with_w))
        elif link == "xorrotate":  # v ^ two shifts or rotates of v: invertible or not
            terms: list[Operand] = [Ref(v)]
            for _ in range(2):
                kind = draw(st.sampled_from([Opcode.FSHL, Opcode.FSHR, Opcode.SHL, Opcode.LSHR]))
                if kind in (Opcode.FSHL, Opcode.FSHR):
                    amount = Const(draw(st.integers(0, 2 * width)), width)  # taken mod w
                    terms.append(Ref(chain.add(Inst(kind, width, (Ref(v), Ref(v), amount)))))
                else:
                    amount = Const(draw(st.integers(1, width - 1)), width)
                    terms.append(Ref(chain.add(Inst(kind, width, (Ref(v), amount)))))
            if draw(st.booleans()):  # w, independent of x, xored in
                terms.append(draw(_other(chain, width)))
            order = draw(st.permutations(terms))
            tree = order[0]
            for term in order[1:-1]:
                tree = Ref(chain.add(Inst(Opcode.XOR, width, (tree, term))))
            op, ops = Opcode.XOR, (tree, order[-1])
        elif link == "lowmask":  # `and`/`or` with a constant: identity on the low bits, or not
            op = draw(st.sampled_from([Opcode.AND, Opcode.OR]))
            ops = (Ref(v), Const(draw(st.integers(0, mask(width))), width))
        elif link == "field":  # `ashr (shl v, c), c`: keeps the low w − c bits, or not
            amount = draw(st.integers(1, width - 1))
            shl_flags = frozenset(
                f for f in sorted(ALLOWED_FLAGS[Opcode.SHL], key=lambda f: f.value) if draw(st.booleans())
            )
            shifted = chain.add(Inst(Opcode.SHL, width, (Ref(v), Const(amount, width)), shl_flags))
            op, ops = draw(st.sampled_from([Opcode.LSHR, Opcode.ASHR])), (Ref(shifted), Const(amount, width))
        elif link == "extend":  # to the wide width and back by a later trunc
            if width != NARROW:
                continue
            op = draw(st.sampled_from([Opcode.ZEXT, Opcode.SEXT]))
            allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()), key=lambda f: f.value)
            flags = frozenset(f for f in allowed if draw(st.integers(0, 3)) == 0)
            v, width = chain.add(Inst(op, WIDE, (Ref(v),), flags)), WIDE
            continue
        elif link == "bitreverse":
            op, ops = Opcode.BITREVERSE, (Ref(v),)
        else:  # "twice": x-dependent on both sides, not a chain link
            op, ops = Opcode.ADD, (Ref(v), Ref(0) if width == x_width else Ref(v))
        allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()), key=lambda f: f.value)
        flags = frozenset(f for f in allowed if draw(st.integers(0, 3)) == 0)
        v = chain.add(Inst(op, width, ops, flags))
    return chain.fragment()


def _pins(fragment: Fragment) -> list[tuple[dict[int, int], dict[int, int]]]:
    """Every assignment of the other inputs and of the block choices."""
    others = [i for i in fragment.inputs() if i != 0]
    var_space = [range(1 << fragment.insts[i].width) for i in others]
    choice_space = [range(b.preds) for b in fragment.blocks]
    return [
        (dict(zip(others, vs, strict=True)), dict(enumerate(cs)))
        for vs in itertools.product(*var_space)
        for cs in itertools.product(*choice_space)
    ]


def _meets(requirement: Equals | Odd | Enters, values: list[np.ndarray], choices: dict[int, int]) -> bool:
    if isinstance(requirement, Equals):
        return int(values[requirement.index][0]) == requirement.value
    if isinstance(requirement, Odd):
        return int(values[requirement.index][0]) % 2 == 1
    return choices[requirement.block] == requirement.pred


def _check(fragment: Fragment, bijection: Bijection) -> int:
    """Exhaustively: every pin meeting the requirements with all executions defined is
    injective in x's low bits. Returns how many pins were such (checked)."""
    width = fragment.root_inst.width
    x_values = np.arange(1 << width, dtype=np.uint64)  # x's high bits pinned at 0 (and 1 below)
    checked = 0
    for (vars, choices), high in itertools.product(_pins(fragment), (0, 1)):
        if high and fragment.insts[0].width == width:
            continue
        xs = x_values | np.uint64(high << width) if high else x_values
        n = len(xs)
        inputs = Inputs(
            vars={0: xs, **{i: np.full(n, v, dtype=np.uint64) for i, v in vars.items()}},
            choices={b: np.full(n, c, dtype=np.int64) for b, c in choices.items()},
        )
        ev = evaluate(fragment, inputs)
        if not all(_meets(r, list(ev.values), choices) for r in bijection.requires):
            continue
        if not bool(ev.fact_mask(fragment.root).all()):
            continue
        checked += 1
        results = [int(r) for r in ev.values[fragment.root]]
        assert len(set(results)) == n, f"{fragment} pin {vars} {choices}: collision {results}"
    return checked


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(chains(), st.booleans())
def test_structural_bijection_is_injective_on_every_defined_pin(fragment: Fragment, quiet: bool) -> None:
    bijection = bijection_of(fragment, fragment.root, 0, quiet_flags=quiet)
    if bijection is not None:
        _check(fragment, bijection)


def test_the_strategy_reaches_requirements_and_checked_pins() -> None:
    """The property above is not vacuous: the chains it draws include conditional
    links whose requirements some pins meet, with every execution defined."""
    seen: set[type] = set()
    checked = 0

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(chains())
    def collect(fragment: Fragment) -> None:
        nonlocal checked
        bijection = bijection_of(fragment, fragment.root, 0)
        if bijection is not None:
            seen.update(type(r) for r in bijection.requires)
            checked += _check(fragment, bijection) > 0

    collect()
    assert seen == {Equals, Odd, Enters}
    assert checked >= 50


def _parse(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


@pytest.mark.parametrize(
    ("text", "requires"),
    [
        # x on both arms: the chain goes on along the arm that is a bijection of x
        ("%b = block 2\n%x:i8 = var\n%d:i8 = add %x, %x\n%r:i8 = phi %b, %d, %x\ninfer %r", [("b", 1)]),
        ("%x:i8 = var\n%c:i1 = var\n%d:i8 = add %x, %x\n%r:i8 = select %c, %x, %d\ninfer %r", [("c", 1)]),
        # dec_decode.ll:9217's shape, `(y << t) | (x >> t)` on one arm and x >> t on the
        # other: the first arm is a bijection too, where y << t is 0 and t is 0
        (
            "%b = block 2\n%x:i8 = var\n%y:i8 = var\n%t:i8 = var\n%u:i8 = lshr %x, %t\n"
            "%h:i8 = shl %y, %t\n%o:i8 = or %h, %u\n%r:i8 = phi %b, %o, %u\ninfer %r",
            [("b", 0), ("h", 0), ("t", 0)],
        ),
    ],
)
def test_a_chain_follows_either_arm_of_a_branch(text: str, requires: list[tuple[str, int]]) -> None:
    """`requires`: (block b entered from predecessor k) or (value named n equal to k)."""
    fragment = _parse(text)
    bijection = bijection_of(fragment, fragment.root, fragment.names.index("x"))
    assert bijection is not None
    assert list(bijection.requires) == [
        Enters(fragment.block_names.index(n), k) if n == "b" else Equals(fragment.names.index(n), k)
        for n, k in requires
    ]


def test_a_chain_whose_arms_need_a_block_entered_two_ways_is_none() -> None:
    """q's arm p needs block b entered from its second predecessor, p's arm x from its
    first: no execution does both, and the other arms (x + x) are no bijections."""
    fragment = _parse(
        "%b = block 2\n%x:i8 = var\n%d:i8 = add %x, %x\n%p:i8 = phi %b, %x, %d\n%q:i8 = phi %b, %d, %p\ninfer %q"
    )
    assert bijection_of(fragment, fragment.root, fragment.names.index("x")) is None


@pytest.mark.parametrize(
    ("text", "requires"),
    [
        ("%x:i8 = var\n%s:i8 = var\n%r:i8 = lshr %x, %s\ninfer %r", "Equals"),
        ("%x:i8 = var\n%k:i8 = var\n%r:i8 = mul %x, %k\ninfer %r", "Odd"),
        ("%b = block 2\n%x:i8 = var\n%y:i8 = var\n%r:i8 = phi %b, %y, %x\ninfer %r", "Enters"),
        ("%x:i8 = var\n%c:i1 = var\n%r:i8 = select %c, 7:i8, %x\ninfer %r", "Equals"),
        ("%x:i16 = var\n%t:i8 = trunc %x\n%r:i8 = add %t, 3:i8\ninfer %r", ""),
        # below a trunc, links that keep the low bits that matter: lz4hc's sign
        # extension of a field, an extension, a mask
        ("%x:i16 = var\n%s:i16 = shl %x, 8:i16\n%a:i16 = ashrexact %s, 8:i16\n%t:i8 = trunc %a\ninfer %t", ""),
        ("%x:i8 = var\n%z:i16 = zext %x\n%a:i16 = add %z, 3:i16\n%t:i8 = trunc %a\ninfer %t", ""),
        ("%x:i16 = var\n%m:i16 = and %x, 511:i16\n%o:i16 = or %m, 4096:i16\n%t:i8 = trunc %o\ninfer %t", ""),
    ],
)
def test_conditional_links_are_recognised(text: str, requires: str) -> None:
    fragment = _parse(text)
    bijection = bijection_of(fragment, fragment.root, fragment.names.index("x"))
    assert bijection is not None
    assert [type(r).__name__ for r in bijection.requires] == ([requires] if requires else [])


@pytest.mark.parametrize(
    "text",
    [
        "%x:i8 = var\n%r:i8 = lshr %x, 1:i8\ninfer %r",
        "%x:i8 = var\n%r:i8 = mul %x, 6:i8\ninfer %r",
        "%x:i8 = var\n%r:i8 = add %x, %x\ninfer %r",
        "%x:i8 = var\n%r:i8 = and %x, 127:i8\ninfer %r",
        # below a trunc to 8 bits, links that lose one of those 8
        "%x:i16 = var\n%s:i16 = shl %x, 9:i16\n%a:i16 = ashr %s, 9:i16\n%t:i8 = trunc %a\ninfer %t",
        "%x:i16 = var\n%m:i16 = and %x, 383:i16\n%t:i8 = trunc %m\ninfer %t",
        "%x:i16 = var\n%m:i16 = or %x, 128:i16\n%t:i8 = trunc %m\ninfer %t",
        "%x:i8 = var\n%s:i8 = shl %x, 2:i8\n%a:i8 = lshr %s, 3:i8\n%z:i16 = zext %a\n%t:i8 = trunc %z\ninfer %t",
        "%x:i16 = var\n%s:i16 = lshr %x, 8:i16\n%t:i8 = trunc %s\ninfer %t",  # x's high bits
        # x ^ ((x >> 3) ^ x) = x >> 3: x twice among the xor's terms
        "%x:i8 = var\n%s:i8 = lshr %x, 3:i8\n%a:i8 = xor %s, %x\n%r:i8 = xor %x, %a\ninfer %r",
        # (x ^ y) ^ (x >> 3) with y = x + 1: y depends on x too
        "%x:i8 = var\n%y:i8 = add %x, 1:i8\n%a:i8 = xor %x, %y\n%s:i8 = lshr %x, 3:i8\n%r:i8 = xor %a, %s\ninfer %r",
    ],
)
def test_links_that_lose_information_are_not_chains(text: str) -> None:
    fragment = _parse(text)
    assert bijection_of(fragment, fragment.root, fragment.names.index("x")) is None


_LINEAR_TERMS = [
    *(f"fshl %x, %x, {c}" for c in range(1, 8)),
    *(f"fshr %x, %x, {c}" for c in range(1, 8)),
    *(f"shl %x, {c}" for c in range(1, 8)),
    *(f"lshr %x, {c}" for c in range(1, 8)),
]


@pytest.mark.parametrize("width", [6, 8])
def test_xors_of_shifts_and_rotates_are_links_exactly_when_injective(width: int) -> None:
    """x ^ a ^ b for every pair of rotates and shifts a, b of x by constants (and x ^ a
    alone): `bijection_of` names x exactly when the 2^w values of x give 2^w distinct
    results (enumerated). At i6, t^6 − 1 is not a power of 1 + t, so which rotate
    pairs are invertible is not the parity rule of i8."""
    t = f"i{width}"
    terms = [f"{term}:{t}" for term in _LINEAR_TERMS if int(term.rsplit(" ", 1)[1]) < width]
    xs = np.arange(1 << width, dtype=np.uint64)
    admitted = rejected = 0
    for a, b in [*itertools.combinations_with_replacement(terms, 2), *((a, None) for a in terms)]:
        lines = [f"%x:{t} = var", f"%a:{t} = {a}"]
        lines += [f"%b:{t} = {b}", f"%c:{t} = xor %x, %b", f"%r:{t} = xor %a, %c"] if b else [f"%r:{t} = xor %x, %a"]
        fragment = _parse("\n".join([*lines, "infer %r"]))
        values = evaluate(fragment, Inputs(vars={0: xs}, choices={})).values[fragment.root]
        injective = len({int(v) for v in values}) == 1 << width
        found = bijection_of(fragment, fragment.root, 0) is not None
        assert found == injective, lines
        admitted += found
        rejected += not found
    assert admitted > 20 and rejected > 20


def test_xxh3_rrmxmx_high_bits_take_every_value() -> None:
    """xxhash.ll:1395 of the corpus: XXH3's rrmxmx on a 64-bit lane read as two 32-bit
    halves, `h ^ rotl(h, 49) ^ rotl(h, 24)` (invertible: 1 + t^49 + t^24 is 1 at t = 1),
    times an odd constant, shifted right by 35. Every 64-bit product is reached, so
    every value below 2^29: the range is proven [0, 2^29), where it was partial and
    1.1 s; the unsigned and signed ranges alike."""
    fragment = _parse(
        """
%33:i32 = var
%38:i64 = zext %33
%39:i64 = shlnuw %38, 32:i64
%36:i32 = var
%37:i64 = zext %36
%40:i64 = or disjoint %39, %37
%41:i64 = xor %40, 14355981877291832738:i64
%42:i64 = fshl %41, %41, 49:i64
%43:i64 = fshl %41, %41, 24:i64
%44:i64 = xor %42, %43
%45:i64 = xor %44, %41
%46:i64 = mul %45, 11507291218515648293:i64
%47:i64 = lshr %46, 35:i64
infer %47
"""
    )
    domains = [Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE]
    for fact in run_oracle(fragment, domains, [fragment.root], OracleOptions()).facts:
        assert fact.status is Status.PROVEN, fact.domain
        assert fact.fact == ConstantRange(0, 1 << 29, 64), fact.domain


def test_the_rrmxmx_shape_matches_enumeration_at_i8() -> None:
    """The same shape at i8 (two i4 halves, rotates by 5 and 3, `lshr 3`) on the
    solver's path: the proven range is enumeration's, [0, 32)."""
    fragment = _parse(
        """
%a:i4 = var
%za:i8 = zext %a
%hi:i8 = shlnuw %za, 4:i8
%b:i4 = var
%zb:i8 = zext %b
%x:i8 = or disjoint %hi, %zb
%y:i8 = xor %x, 167:i8
%r1:i8 = fshl %y, %y, 5:i8
%r2:i8 = fshl %y, %y, 3:i8
%m:i8 = xor %r1, %r2
%h:i8 = xor %m, %y
%p:i8 = mul %h, 37:i8
%r:i8 = lshr %p, 3:i8
infer %r
"""
    )
    a, b = np.meshgrid(np.arange(16, dtype=np.uint64), np.arange(16, dtype=np.uint64))
    inputs = Inputs(vars={0: a.ravel(), fragment.names.index("b"): b.ravel()}, choices={})
    values = evaluate(fragment, inputs).values[fragment.root]
    assert forward_domain(Domain.RANGE).from_values(values, 8) == ConstantRange(0, 32, 8)
    session = open_session(fragment, OracleOptions(exhaustive_limit=0))
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=session).facts
    assert fact.status is Status.PROVEN
    assert fact.fact == ConstantRange(0, 32, 8)


@pytest.mark.parametrize(
    "text",
    [
        "%x:i8 = var\n%w:i8 = var\n%s:i8 = lshr %x, 3:i8\n%a:i8 = xor %s, %w\n%r:i8 = xor %x, %a\ninfer %r",
        "%x:i8 = var\n%w:i8 = var\n%a:i8 = xor %w, %x\n%s:i8 = shl %x, 5:i8\n%r:i8 = xor %s, %a\ninfer %r",
    ],
)
def test_a_xorshift_with_other_terms_xored_in_is_a_link(text: str) -> None:
    """`x ^ ((x >> 3) ^ w)`, `(w ^ x) ^ (x << 5)`: at every pin of w, the xorshift of x
    xored with a constant — as exhaustively checked."""
    fragment = _parse(text)
    bijection = bijection_of(fragment, fragment.root, fragment.names.index("x"))
    assert bijection == Bijection(fragment.names.index("x"), ())
    assert _check(fragment, bijection) == 256


def test_flagged_links_come_again_as_identities() -> None:
    """`add nsw x, k` is a bijection of x at every pin where no x overflows: k = 0.
    A flagged link without an identity at its constant ends the quiet chain."""
    fragment = _parse("%x:i8 = var\n%k:i8 = var\n%r:i8 = addnsw %x, %k\ninfer %r")
    x, k = fragment.names.index("x"), fragment.names.index("k")
    assert structural_bijections(fragment, fragment.root, 0) == [
        Bijection(x, ()),
        Bijection(x, (Equals(k, 0),)),
        Bijection(k, ()),
        Bijection(k, (Equals(x, 0),)),
    ]
    scaled = _parse("%x:i8 = var\n%r:i8 = mulnuw %x, 3:i8\ninfer %r")
    assert bijection_of(scaled, scaled.root, 0) == Bijection(0, ())
    assert bijection_of(scaled, scaled.root, 0, quiet_flags=True) is None


def test_a_variable_shift_of_a_hash_round_is_the_full_set_proven() -> None:
    """RIPEMD160.ll:210 of the corpus: the rotate's right half, `v >> (32 - s)`, takes
    every value at s = 32; before the requirement the range stayed partial."""
    fragment = _parse(
        """
%46:i32 = var
%55:i32 = add %46, 1352829926:i32
%44:i32 = var
%43:i32 = var
%47:i32 = xor %43, 4294967295:i32
%48:i32 = or %44, %47
%45:i32 = var
%49:i32 = xor %48, %45
%56:i32 = add %55, %49
%54:i32 = var
%57:i32 = add %56, %54
%59:i8 = var
%60:i32 = zext %59
%62:i32 = subnsw 32:i32, %60
%63:i32 = lshr %57, %62
infer %63
"""
    )
    result = run_oracle(fragment, [Domain.RANGE, Domain.UNSIGNED_RANGE], [fragment.root], OracleOptions())
    for fact in result.facts:
        assert fact.status is Status.PROVEN
        assert fact.fact == ConstantRange.full(32)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(chains())
def test_a_pin_found_from_counterexamples_is_defined_everywhere(fragment: Fragment) -> None:
    """Whatever the chain and the pin it starts from, a pin `defined_pin` answers
    meets the chain's requirements and, enumerated, gives an execution where facts
    hold at every value of x's low bits — and x's map is then injective there."""
    bijection = bijection_of(fragment, fragment.root, 0)
    if bijection is None:
        return
    session = open_session(fragment, OracleOptions.solver_only())
    target = Target(session, fragment.root)
    met = [requirement(session.enc, r) for r in bijection.requires]
    model = session.check(target.condition, *met)
    if model is None:
        return
    width = fragment.root_inst.width
    pin = defined_pin(target, bijection, 0, mask(width), session.enc.point(model))
    if pin is None:
        return
    ev = evaluate(fragment, along_input(fragment, pin, 0, [pin[0][0] & ~mask(width) | v for v in range(1 << width)]))
    assert bool(ev.fact_mask(fragment.root).all())
    assert all(_meets(r, [v[:1] for v in ev.values], pin[1]) for r in bijection.requires)
    assert len({int(v) for v in ev.values[fragment.root]}) == 1 << width


def test_a_pin_is_found_where_the_first_one_leaves_executions_undefined() -> None:
    """`sub nsw k, x` is a bijection of x only where k − x never overflows: at k = −1
    (−1 − x = ~x), which no requirement names. From a pin at c = 0 (k = 5, where some
    x overflow), the counterexample leads to c = 1."""
    fragment = _parse("%x:i8 = var\n%c:i1 = var\n%k:i8 = select %c, 255:i8, 5:i8\n%r:i8 = subnsw %k, %x\ninfer %r")
    x, c = (fragment.names.index(n) for n in "xc")
    bijection = bijection_of(fragment, fragment.root, x)
    assert bijection is not None and not bijection.requires
    session = open_session(fragment, OracleOptions.solver_only())
    pin = defined_pin(Target(session, fragment.root), bijection, x, 0xFF, ({x: 0, c: 0}, {}, {}))
    assert pin is not None and pin[0][c] == 1


def _low_bit_links() -> list[str]:
    """x (i6) through one link that may keep the low 4 bits, then a trunc to i4; and
    extensions of a narrower cut of x."""
    texts = []
    for amount in range(1, 6):
        for op in ("lshr", "ashr"):
            texts.append(
                f"%x:i6 = var\n%s:i6 = shl %x, {amount}:i6\n%a:i6 = {op} %s, {amount}:i6\n%t:i4 = trunc %a\ninfer %t"
            )
    for k in range(64):
        for op in ("and", "or"):
            texts.append(f"%x:i6 = var\n%a:i6 = {op} %x, {k}:i6\n%t:i4 = trunc %a\ninfer %t")
    for cut in (3, 4, 5):
        for op in ("zext", "sext"):
            texts.append(f"%x:i6 = var\n%c:i{cut} = trunc %x\n%a:i6 = {op} %c\n%t:i4 = trunc %a\ninfer %t")
    return texts


def test_low_bit_links_are_chains_exactly_when_injective() -> None:
    """Each link `_keeps_low_bits` admits is one that leaves the low bits a bijection,
    and each such link of these shapes is admitted: the answer against enumeration of
    x's low 4 bits under every value of its high 2."""
    admitted = 0
    for text in _low_bit_links():
        fragment = _parse(text)
        values = evaluate(fragment, Inputs(vars={0: np.arange(64, dtype=np.uint64)}, choices={})).values[fragment.root]
        injective = all(len({int(v) for v in values[high * 16 : high * 16 + 16]}) == 16 for high in range(4))
        found = bijection_of(fragment, fragment.root, 0) is not None
        assert found == injective, text
        admitted += found
    assert 10 < admitted < len(_low_bit_links()) - 10


def _constant_links() -> st.SearchStrategy[list[tuple[str, int]]]:
    """Up to three constant links after a multiple: add, sub, a constant minus it, xor."""
    return st.lists(st.tuples(st.sampled_from(["add", "sub", "rsub", "xor"]), st.integers(0, 255)), max_size=3)


@settings(max_examples=150, deadline=None)
@given(
    st.integers(1, 3),
    st.sampled_from([1, 3, 5, 7, 0]),  # the multiplier's odd part; 0: `shl x, s`
    _constant_links(),
    st.sampled_from(["", "or", "and"]),
)
def test_a_shifted_multiple_is_a_bijection_through_constant_links(
    shift: int, odd: int, links: list[tuple[str, int]], extra: str
) -> None:
    """`((x · d·2^s) ⊕ k …) >> s` for ⊕ in +, −, k − v and ^: `structural_bijections`
    names x for the target shifted by s, and then, in 8 bits, the 2^(8−s) values of
    x's low bits give 2^(8−s) distinct targets (enumerated). An `or`/`and` with a
    constant after the multiple, not a bijection in general, ends the chain."""
    lines = ["%x:i8 = var"]
    if odd:
        lines.append(f"%v0:i8 = mul %x, {(odd << shift) & 255}:i8")
    else:
        lines.append(f"%v0:i8 = shl %x, {shift}:i8")
    last = "%v0"
    for n, (op, k) in enumerate(links, start=1):
        operands = f"{k}:i8, {last}" if op == "rsub" else f"{last}, {k}:i8"
        lines.append(f"%v{n}:i8 = {'sub' if op == 'rsub' else op} {operands}")
        last = f"%v{n}"
    if extra:
        lines.append(f"%v9:i8 = {extra} {last}, 85:i8")
        last = "%v9"
    fragment = _parse("\n".join([*lines, f"infer {last}"]))
    found = structural_bijections(fragment, fragment.root, shift)
    if extra:
        assert found == []
        return
    assert [b.x for b in found] == [0]
    xs = np.arange(1 << (8 - shift), dtype=np.uint64)
    values = evaluate(fragment, Inputs(vars={0: xs}, choices={})).values[fragment.root]
    assert len({int(v) >> shift for v in values}) == len(xs)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # brotli's enc_metablock.ll:2805: the multiples of 16 (1040 = 16 · 65), less 16
        (
            "%x:i64 = var\n%p:i64 = mul %x, 1040:i64\n%r:i64 = add %p, 18446744073709551600:i64\ninfer %r",
            (0, 2**64 - 15),
        ),
        # the odd multiples of 16 (2080 = 32 · 65, less 16)
        (
            "%x:i64 = var\n%p:i64 = mul %x, 2080:i64\n%r:i64 = add %p, 18446744073709551600:i64\ninfer %r",
            (16, 2**64 - 15),
        ),
        (
            "%x:i32 = var\n%p:i32 = shl %x, 3:i32\n%q:i32 = xor %p, 5:i32\n%r:i32 = sub 7:i32, %q\ninfer %r",
            (2, 2**32 - 5),
        ),
    ],
)
def test_a_multiple_plus_a_constant_has_its_smallest_range_proven(text: str, expected: tuple[int, int]) -> None:
    """The value set is every value ≡ r (mod 2^s): the surjectivity of the shifted
    target proves it at once, where the solver gave up on the shifted map before."""
    fragment = _parse(text)
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=open_session(fragment)).facts
    assert fact.status is Status.PROVEN
    assert fact.fact == ConstantRange(*expected, fragment.root_inst.width)


@pytest.mark.parametrize("constant", [0, 5, 12, 200])
def test_a_multiple_plus_a_constant_matches_enumeration(constant: int) -> None:
    """At i8 on the solver's path: the proven range is enumeration's."""
    text = f"%x:i8 = var\n%p:i8 = mul %x, 12:i8\n%r:i8 = sub %p, {constant}:i8\ninfer %r"
    fragment = _parse(text)
    session = open_session(fragment, OracleOptions(exhaustive_limit=0))
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=session).facts
    values = evaluate(fragment, Inputs(vars={0: np.arange(256, dtype=np.uint64)}, choices={})).values[fragment.root]
    assert fact.status is Status.PROVEN
    assert fact.fact == forward_domain(Domain.RANGE).from_values(values, 8)


def _high_field_text(shift: int, amount: int, k: int, mask_value: int, flags: str = "") -> str:
    lines = ["%x:i8 = var"]
    u = "%x"
    if amount:
        lines.append(f"%u:i8 = shl{flags} %x, {amount}:i8")
        u = "%u"
    lines += [f"%v:i8 = and {u}, {mask_value}:i8", f"%r:i8 = mul %v, {k}:i8", "infer %r"]
    return "\n".join(lines)


@pytest.mark.parametrize("k", [1, 3, 37, 255])
@pytest.mark.parametrize("shift", range(1, 8))
def test_a_high_field_times_an_odd_constant_is_a_bijection_of_its_window(shift: int, k: int) -> None:
    """`((x << a) & −2^s) · k >> s`, k odd, a ≤ s: a bijection of x's bits s − a up to
    8 − a — for every value of x's other bits, the 2^(8−s) values of the window give
    2^(8−s) distinct targets (enumerated at i8)."""
    xs = np.arange(256, dtype=np.uint64)
    for amount in range(shift + 1):
        fragment = _parse(_high_field_text(shift, amount, k, (0xFF << shift) & 0xFF))
        (chain,) = structural_bijections(fragment, fragment.root, shift)
        assert chain == Bijection(0, (), low=shift - amount)
        values = evaluate(fragment, Inputs(vars={0: xs}, choices={})).values[fragment.root] >> np.uint64(shift)
        window = mask(8 - shift) << chain.low
        for rest in {int(x) & ~window for x in xs}:
            lanes = [x for x in range(256) if x & ~window == rest]
            assert len({int(values[x]) for x in lanes}) == 1 << (8 - shift)


@pytest.mark.parametrize(
    ("shift", "amount", "k", "mask_value", "flags"),
    [
        (4, 0, 2, 0xF0, ""),  # an even constant
        (4, 0, 3, 0xE0, ""),  # the mask clears bit 4 too: not every multiple of 16
        (4, 0, 3, 0xF8, ""),  # the mask keeps bit 3: the target is not v · k >> 4 of a multiple
        (3, 4, 3, 0xF8, ""),  # shifted past the stride
        (4, 2, 3, 0xF0, "nuw"),  # a flag that can make poison
    ],
)
def test_other_fields_are_not_high_field_bijections(
    shift: int, amount: int, k: int, mask_value: int, flags: str
) -> None:
    fragment = _parse(_high_field_text(shift, amount, k, mask_value, flags))
    assert all(not chain.low for chain in structural_bijections(fragment, fragment.root, shift))


@pytest.mark.parametrize(("amount", "shift", "k"), [(0, 3, 37), (2, 4, 3), (4, 4, 255)])
def test_a_high_field_hash_matches_enumeration_at_i8(amount: int, shift: int, k: int) -> None:
    """On the solver's path at i8: the proven range of `((x << a) & −2^s) · k` is
    enumeration's (every multiple of 2^s)."""
    fragment = _parse(_high_field_text(shift, amount, k, (0xFF << shift) & 0xFF))
    session = open_session(fragment, OracleOptions(exhaustive_limit=0))
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=session).facts
    values = evaluate(fragment, Inputs(vars={0: np.arange(256, dtype=np.uint64)}, choices={})).values[fragment.root]
    assert fact.status is Status.PROVEN
    assert fact.fact == forward_domain(Domain.RANGE).from_values(values, 8)


def test_brotlis_hash_of_a_five_byte_load_is_every_multiple_of_2_16() -> None:
    """enc_compress_fragment_two_pass.ll:7330 of the corpus, `((x << 8) & ~0xFFFF) *
    kHashMul32`: every multiple of 2^16, proven in milliseconds (partial before, the
    solver asked to prove the odd multiplier injective)."""
    fragment = _parse(
        "%x:i64 = var\n%s:i64 = shl %x, 8:i64\n%m:i64 = and %s, 18446744073709486080:i64\n"
        "%r:i64 = mul %m, 506832829:i64\ninfer %r"
    )
    (fact,) = run_oracle(fragment, [Domain.RANGE], [fragment.root], session=open_session(fragment)).facts
    assert fact.status is Status.PROVEN
    assert fact.fact == ConstantRange(0, 2**64 - 2**16 + 1, 64)
