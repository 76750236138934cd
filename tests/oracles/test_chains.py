"""Cutting input chains (`auditor.oracles.chains`) keeps the set of root values over
the executions where facts must hold — checked by enumerating every execution of
both fragments — so every forward fact of the root is the same on both."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
import z3
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain, forward_domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Const, Fragment, Inst, Ref, verify
from auditor.ir.opcodes import ALLOWED_FLAGS, Opcode
from auditor.ir.printer import format_fragment
from auditor.oracles.chains import Cut, carry_samples, cut_chains
from auditor.oracles.concatenation import concatenation_of
from auditor.oracles.engine import run_oracle
from auditor.oracles.integer import Lifting
from auditor.oracles.sampling import sample
from auditor.oracles.session import SemanticsMismatch
from tests.oracles.test_bijection import NARROW, _parse, chains
from tests.strategies import fragments

LIMIT = 1 << 18

TOPS = [Opcode.MUL, Opcode.UDIV, Opcode.UREM, Opcode.LSHR, Opcode.AND, Opcode.SUB, Opcode.ULT, Opcode.ADD]


def _root_values(fragment: Fragment, shared: set[str]) -> set[tuple[object, ...]]:
    """(the `shared` inputs', freezes' and block choices' values, the root's value) of
    every execution where facts about the root must hold. The proof maps executions
    with those kept: the cut input stands for x alone."""
    samples = sample(fragment, exhaustive_limit=LIMIT)
    assert samples.exhaustive
    found: set[tuple[object, ...]] = set()
    for inputs, evaluation in zip(samples.inputs, samples.chunks, strict=True):
        holds = evaluation.fact_mask(fragment.root)
        columns = [
            *(values for i, values in sorted(inputs.vars.items()) if fragment.names[i] in shared),
            *(values for i, values in sorted(inputs.freezes.items()) if fragment.names[i] in shared),
            *(inputs.choices[b] for b in sorted(inputs.choices) if fragment.block_names[b] in shared),
            evaluation.values[fragment.root],
        ]
        for lane in range(len(holds)):
            if holds[lane]:
                found.add(tuple(int(c[lane]) for c in columns))
    return found


def _same_root_values(fragment: Fragment) -> bool:
    """Whether a cut was made; asserts it keeps the root's values, per value of what
    else the fragment reads."""
    made = cut_chains(fragment)
    if made is None:
        return False
    cut = made.fragment
    verify(cut)
    assert len(made.origin) == len(cut.insts)
    into = sample(cut, exhaustive_limit=0, random_points=4)
    assert carry_samples(sample(fragment, exhaustive_limit=LIMIT), made, into)  # checks the map itself
    assert len(list(cut.inputs())) <= len(list(fragment.inputs()))

    def names(f: Fragment) -> set[str]:
        return {f.names[i] for i in (*f.inputs(), *f.freezes())} | set(f.block_names)

    shared = names(fragment) & names(cut)
    assert _root_values(cut, shared) == _root_values(fragment, shared), (
        f"{format_fragment(fragment)}\n--- cut to ---\n{format_fragment(cut)}"
    )
    return True


@st.composite
def topped_chains(draw: st.DrawFn) -> Fragment:
    """A chain (`test_bijection.chains`) read by one or two more operations with an
    other input or a constant: what the cut must preserve is above the chain."""
    fragment = draw(chains())
    insts = list(fragment.insts)
    for _ in range(draw(st.integers(1, 2))):
        top = len(insts) - 1
        width = insts[top].width
        op = draw(st.sampled_from(TOPS))
        other = (
            Ref(1) if width == NARROW and draw(st.booleans()) else Const(draw(st.integers(0, (1 << width) - 1)), width)
        )
        allowed = sorted(ALLOWED_FLAGS.get(op, frozenset()), key=lambda f: f.value)
        flags = frozenset(f for f in allowed if draw(st.integers(0, 2)) == 0)
        insts.append(Inst(op, 1 if op is Opcode.ULT else width, (Ref(top), other), flags))
        if op is Opcode.ULT:
            break
    topped = Fragment(
        insts=tuple(insts),
        names=tuple(f"v{i}" for i in range(len(insts))),
        root=len(insts) - 1,
        blocks=fragment.blocks,
        block_names=fragment.block_names,
    )
    verify(topped)
    return topped


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(topped_chains())
def test_a_cut_keeps_the_root_values_of_chains(fragment: Fragment) -> None:
    _same_root_values(fragment)


MIXED = (
    Opcode.ADD, Opcode.SUB, Opcode.XOR, Opcode.MUL, Opcode.BITREVERSE, Opcode.FSHL, Opcode.UDIV,
    Opcode.SREM, Opcode.SHL, Opcode.LSHR, Opcode.AND, Opcode.SELECT, Opcode.PHI, Opcode.FREEZE,
    Opcode.ULT, Opcode.SADD_SAT,
)  # fmt: skip
"""Links, and what makes poison, UB, choices and freezes around them."""


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@example(_parse("%a:i3 = var\n%b:i3 = var\n%c:i3 = addnw %b, 1:i3\n%r:i3 = select 1:i1, %a, %c\ninfer %r"))
@example(_parse("%x:i1 = var\n%r:i1 = sdiv %x, 1:i1\ninfer %r"))  # i1's 1 is −1: UB at x = −1
@given(
    st.one_of(
        fragments(widths=(1, 2, 3, 4), max_insts=7, max_vars=3),
        fragments(widths=(3, 4), max_insts=8, max_vars=3, opcodes=MIXED),
    )
)
def test_a_cut_keeps_the_root_values_of_random_fragments(fragment: Fragment) -> None:
    """Any opcode, flags, UB, phis, path conditions around the chains."""
    _same_root_values(fragment)


def test_the_strategies_make_cuts() -> None:
    """The properties above are not vacuous: both strategies draw fragments that cut."""
    cuts = {"chains": 0, "random": 0}
    # Each strategy drawn on its own: drawn together, a change to one (a new kind of
    # chain link) would change what the other draws.
    counted = settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])

    @counted
    @given(topped_chains())
    def count_chains(chain: Fragment) -> None:
        cuts["chains"] += cut_chains(chain) is not None

    @settings(counted, max_examples=1000)
    @given(fragments(widths=(3, 4), max_insts=8, max_vars=3, opcodes=MIXED))
    def count_random(random: Fragment) -> None:
        cuts["random"] += cut_chains(random) is not None

    count_chains()
    count_random()
    assert cuts["chains"] >= 20 and cuts["random"] >= 10, cuts


def test_a_hash_before_a_high_product_is_cut_to_one_input() -> None:
    """xxhash.ll:5340 of the corpus, shortened: `bswap(a + b + trunc nuw c) ^ d` takes
    every value, poison exactly when `trunc nuw c` or d is; `umulh` of it by a constant
    is then a question about one 64-bit input."""
    fragment = _parse(
        """
%a:i64 = var
%b:i64 = var
%s:i64 = add %a, %b
%c:i128 = var
%t:i64 = trunc nuw %c
%u:i64 = add %s, %t
%w:i64 = bswap %u
%d:i64 = var
%v:i64 = xor %w, %d
%z:i128 = zext %v
%p:i128 = mulnuw %z, 14029467366897019727:i128
%h:i128 = lshr %p, 64:i128
infer %h
"""
    )
    cut = cut_chains(fragment)
    assert cut is not None
    text = format_fragment(cut.fragment)
    assert "bswap" not in text and "%a" not in text
    assert "%t.poison:i64 = xor %t, %t" in text  # the trunc's poison is kept
    result = run_oracle(fragment, [Domain.UNSIGNED_RANGE, Domain.RANGE, Domain.KNOWN_BITS], [fragment.root])
    top = (((1 << 64) - 1) * 14029467366897019727) >> 64
    for fact in result.facts:
        assert fact.status.value == "proven", fact
        assert fact.value == fragment.root
    assert forward_domain(Domain.UNSIGNED_RANGE).format(result.facts[0].fact) == f"[0,{top + 1})"


@pytest.mark.parametrize(
    "text",
    [
        # x is read by a path condition as well
        "%x:i8 = var\n%y:i8 = add %x, 1:i8\n%c:i1 = ult %x, 10:i8\npc %c 1:i1\n%r:i8 = udiv %y, 3:i8\ninfer %r",
        # a flag on the link
        "%x:i8 = var\n%y:i8 = addnsw %x, 1:i8\n%r:i8 = udiv %y, 3:i8\ninfer %r",
        # x read past the chain
        "%x:i8 = var\n%y:i8 = add %x, 1:i8\n%z:i8 = mul %y, %x\ninfer %z",
        # a requirement (shift by a variable)
        "%x:i8 = var\n%s:i8 = var\n%y:i8 = lshr %x, %s\n%r:i8 = udiv %y, 3:i8\ninfer %r",
        # x has attributes (assumptions)
        "%x:i8 = var (nonZero)\n%y:i8 = add %x, 1:i8\n%r:i8 = udiv %y, 3:i8\ninfer %r",
    ],
)
def test_what_is_not_a_chain_is_not_cut(text: str) -> None:
    assert cut_chains(_parse(text)) is None


def test_a_cut_chain_is_not_cut_again() -> None:
    """The cut reads the fresh input through `v_in ^ (k ^ k)`: itself a chain, which a
    second cut would only rename (the loop `MAX_CUTS` would otherwise end)."""
    fragment = _parse(
        "%x:i8 = var\n%k:i8 = var\n%p:i8 = addnsw %k, 1:i8\n%y:i8 = add %x, %p\n%r:i8 = udiv %y, 3:i8\ninfer %r"
    )
    cut = cut_chains(fragment)
    assert cut is not None
    assert cut_chains(cut.fragment) is None
    assert format_fragment(cut.fragment).count(" = var") == 2  # k and the fresh y


def test_carried_samples_are_checked_against_the_original() -> None:
    """A wrong origin for the fresh input (here: x's own value instead of v's) is
    caught when the samples are carried, not used."""
    fragment = _parse("%x:i8 = var\n%v:i8 = mul %x, 3:i8\n%r:i8 = udiv %v, 10:i8\ninfer %r")
    made = cut_chains(fragment)
    assert made is not None
    fresh = made.fragment.names.index("v")
    assert made.origin[fresh] == fragment.names.index("v")
    samples = sample(fragment, exhaustive_limit=0)
    into = sample(made.fragment, exhaustive_limit=0)
    assert carry_samples(samples, made, into)
    assert len(into.chunks) == 2
    wrong = Cut(made.fragment, tuple(0 if i == fresh else o for i, o in enumerate(made.origin)))
    with pytest.raises(SemanticsMismatch):
        carry_samples(samples, wrong, into)


def test_a_long_chain_is_cut_in_one_walk() -> None:
    """Souper fragments may chain thousands of links: the walk follows each value's
    one user, with no recursion, up to MAX_LINKS links a cut (so 2,000 links take a
    few cuts of the at most MAX_CUTS)."""
    lines = ["%x:i32 = var", "%k:i32 = var"]
    previous = "%x"
    for n in range(2000):
        op = ("add", "xor", "mul")[n % 3]
        other = "%k" if op != "mul" else "2654435761:i32"
        lines.append(f"%l{n}:i32 = {op} {previous}, {other}")
        previous = f"%l{n}"
    lines += [f"%r:i32 = udiv {previous}, 1000:i32", "infer %r"]
    cut = cut_chains(_parse("\n".join(lines)))
    assert cut is not None
    assert len(cut.fragment.insts) < 300


def test_the_poison_reads_of_a_cut_lift_to_integers() -> None:
    """`v_in ^ (k ^ k)` lifts as v_in (`auditor.oracles.integer`): equal to the value
    wherever the root is not poison, checked on every sampled execution — so the
    extremes of `umulh` of a cut hash are linear integer questions."""
    fragment = _parse(
        """
%c:i128 = var
%k:i64 = trunc nuw %c
%m:i64 = xor %k, %k
%i:i64 = var
%v:i64 = xor %i, %m
%z:i128 = zext %v
%p:i128 = mulnuw %z, 14029467366897019727:i128
%h:i128 = lshr %p, 64:i128
infer %h
"""
    )
    lifted = Lifting(fragment)
    node = lifted.value(fragment.root)
    assert node is not None
    samples = sample(fragment, exhaustive_limit=0, random_points=256)
    (inputs,), (evaluation,) = samples.inputs, samples.chunks
    holds = evaluation.fact_mask(fragment.root)
    assert holds.any() and not holds.all()  # both kinds of execution are sampled
    for lane in np.flatnonzero(holds):
        pairs = [(v, z3.IntVal(int(inputs.vars[i][lane]))) for i, v in lifted.vars.items()]
        value = z3.simplify(z3.substitute(node.term, *pairs)).as_long()
        assert value == int(evaluation.values[fragment.root][lane])


@st.composite
def concatenations(draw: st.DrawFn) -> Fragment:
    """Inputs side by side (`auditor.oracles.concatenation`) joined by or / xor / add
    with their flags, sometimes a field too wide or too narrow, a flag that can make
    poison on a part, or an input read twice — then one or two operations above."""
    width = draw(st.integers(4, 6))
    cuts = sorted(draw(st.sets(st.integers(1, width - 1), min_size=1, max_size=3)))
    bounds = [0, *cuts, width]
    lines: list[str] = []
    parts: list[str] = []
    for n, (lo, hi) in enumerate(itertools.pairwise(bounds)):
        bits = max(1, hi - lo + draw(st.sampled_from([0, 0, 0, 0, 1, -1])))
        if lo and bits == width - lo and draw(st.booleans()):  # `shl x, s`: x as wide as the value
            lines.append(f"%x{n}:i{width} = var")
            flag = draw(st.sampled_from(["", "", "nuw"]))
            lines.append(f"%p{n}:i{width} = shl{flag} %x{n}, {lo}:i{width}")
        elif bits < width:
            lines.append(f"%x{n}:i{bits} = var")
            nneg = draw(st.sampled_from(["", "", "", " nneg"]))
            lines.append(f"%z{n}:i{width} = zext{nneg} %x{n}")
            if lo:
                flag = draw(st.sampled_from(["", "nuw", "nuw", "nsw", "nw"]))
                lines.append(f"%p{n}:i{width} = shl{flag} %z{n}, {lo}:i{width}")
            else:
                lines[-1] = lines[-1].replace(f"%z{n}", f"%p{n}", 1)
        else:
            lines.append(f"%p{n}:i{width} = var")
        parts.append(f"%p{n}")
    if draw(st.booleans()) and len(parts) > 1:
        parts[-1] = parts[0]  # read twice
    joined = parts[0]
    for n, part in enumerate(parts[1:]):
        op = draw(st.sampled_from(["or", "or disjoint", "xor", "add", "addnuw", "addnsw"]))
        lines.append(f"%j{n}:i{width} = {op} {joined}, {part}")
        joined = f"%j{n}"
    top = draw(st.sampled_from(["udiv {}, 3", "mul {}, 5", "lshr {}, 1", "xor {}, 9", "ult {}, 7"]))
    result = "i1" if top.startswith("ult") else f"i{width}"
    op, constant = top.split(" {}, ")
    lines.append(f"%r:{result} = {op} {joined}, {constant}:i{width}")
    return _parse("\n".join([*lines, "infer %r"]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(concatenations())
def test_a_cut_keeps_the_root_values_of_concatenations(fragment: Fragment) -> None:
    _same_root_values(fragment)


def test_concatenations_are_cut() -> None:
    """xxHash's lane `(zext hi << 32) | zext lo` is one fresh input after the cut, and
    the draws above make cuts (the property is not vacuous) and decline some."""
    fragment = _parse(
        "%hi:i32 = var\n%lo:i32 = var\n%a:i64 = zext %hi\n%b:i64 = shlnuw %a, 32:i64\n%c:i64 = zext %lo\n"
        "%v:i64 = or disjoint %b, %c\n%r:i64 = mul %v, 11400714785074694791:i64\ninfer %r"
    )
    made = cut_chains(fragment)
    assert made is not None
    assert format_fragment(made.fragment).count(" = var") == 1
    assert concatenation_of(fragment, fragment.names.index("v")) is not None
    made_and_not = {True: 0, False: 0}

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(concatenations())
    def count(drawn: Fragment) -> None:
        made_and_not[cut_chains(drawn) is not None] += 1

    count()
    assert made_and_not[True] >= 50 and made_and_not[False] >= 50, made_and_not


@pytest.mark.parametrize(
    "text",
    [
        # fields overlap
        "%a:i4 = var\n%b:i4 = var\n%x:i8 = zext %a\n%y:i8 = zext %b\n%s:i8 = shl %y, 3:i8\n%v:i8 = or %x, %s\n",
        # a gap between the fields
        "%a:i3 = var\n%b:i4 = var\n%x:i8 = zext %a\n%y:i8 = zext %b\n%s:i8 = shl %y, 4:i8\n%v:i8 = or %x, %s\n",
        # nsw on the top field: poison when b's top bit is set
        "%a:i4 = var\n%b:i4 = var\n%x:i8 = zext %a\n%y:i8 = zext %b\n%s:i8 = shlnsw %y, 4:i8\n%v:i8 = or %x, %s\n",
        # zext nneg: poison when a's top bit is set
        "%a:i4 = var\n%b:i4 = var\n%x:i8 = zext nneg %a\n%y:i8 = zext %b\n%s:i8 = shl %y, 4:i8\n%v:i8 = or %x, %s\n",
        # a part read outside the concatenation
        "%a:i4 = var\n%b:i4 = var\n%x:i8 = zext %a\n%y:i8 = zext %b\n%s:i8 = shl %y, 4:i8\n%v:i8 = or %x, %s\n"
        "%w:i8 = add %v, %x\n",
    ],
)
def test_what_is_not_a_concatenation(text: str) -> None:
    fragment = _parse(text + "infer %v")
    assert concatenation_of(fragment, fragment.root) is None


@pytest.mark.parametrize(
    ("k", "marked"),
    [
        # ARC2's `(a & 1) | (b << 1)`: the fields are disjoint, the flag never fires
        ("%a:i6 = var\n%f:i6 = and %a, 1:i6\n%b:i6 = var\n%g:i6 = shl %b, 1:i6\n%k:i6 = or disjoint %f, %g", False),
        # a sum of two zexts of i2 is below 7: nuw and nsw never fire at i6
        ("%a:i2 = var\n%f:i6 = zext %a\n%b:i2 = var\n%g:i6 = zext %b\n%k:i6 = addnw %f, %g", False),
        # overlapping possible ones: `disjoint` can make poison, so k is read through a marker
        ("%a:i6 = var\n%f:i6 = and %a, 3:i6\n%b:i6 = var\n%g:i6 = shl %b, 1:i6\n%k:i6 = or disjoint %f, %g", True),
        # i5 zexts sum up to 62 ≥ 2^5: nsw can fire
        ("%a:i5 = var\n%f:i6 = zext %a\n%b:i5 = var\n%g:i6 = zext %b\n%k:i6 = addnsw %f, %g", True),
    ],
)
def test_flags_that_never_fire_need_no_poison_marker(k: str, marked: bool) -> None:
    """The chain `x + k` cut: k is read through `k ^ k` exactly when it can be poison,
    and either way the cut keeps the root's values (every execution enumerated)."""
    fragment = _parse(f"{k}\n%x:i6 = var\n%v:i6 = add %x, %k\n%r:i6 = udiv %v, 3:i6\ninfer %r")
    cut = cut_chains(fragment)
    assert cut is not None
    assert ("%k.poison" in format_fragment(cut.fragment)) == marked
    assert _same_root_values(fragment)


ROOT_IS_THE_INPUT = """%b = block 2
%x:i64 = var
%w:i64 = var
%y:i64 = add %x, -1:i64
%p:i64 = phi %b, %w, %y
%c:i1 = eq %p, 0:i64
pc %c 0:i1
infer %x
"""


def test_a_chain_never_cuts_the_root_away() -> None:
    """A root with no users passed the "read only inside the chain" check: the input x
    that is the root was cut with its link (a context fragment of brotli's
    SafeProcessCommands: a KeyError in `rewrite.keep`)."""
    fragment = _parse(ROOT_IS_THE_INPUT)
    cut = cut_chains(fragment)
    assert cut is None or cut.origin[cut.fragment.root] == fragment.root
    (fact,) = run_oracle(fragment, (Domain.RANGE,), values=[fragment.root]).facts
    assert fact.fact == ConstantRange.full(64)
