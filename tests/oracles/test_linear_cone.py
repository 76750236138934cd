"""`auditor.oracles.linear_cone` and the ranges the range search takes from it: random affine
cones over a value that takes every value, answered on the solver path (no
enumeration, four samples) and checked against exhaustive enumeration."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, open_session, run_oracle
from auditor.oracles.linear_cone import linear_cone
from auditor.oracles.range_search.answers import linear_image
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text

RANGES = (Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE)


def _read(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


@st.composite
def cones(draw: st.DrawFn) -> str:
    """An i8 cone of xors, funnel shifts, shifts, and/or/xor with constants, and
    disjoint ors of rotated or masked halves, over `add %x, %y` (every value, a
    bijection of x for each y)."""
    lines = ["%x:i8 = var", "%y:i8 = var", "%v0:i8 = add %x, %y"]
    names = ["%v0"]
    for n in range(1, draw(st.integers(1, 6)) + 1):
        a = draw(st.sampled_from(names))
        b = draw(st.sampled_from(names))
        c = draw(st.integers(0, 255))
        s = draw(st.integers(0, 7))
        op = draw(st.sampled_from(["xor2", "xorc", "and", "or", "shl", "lshr", "ashr", "fshl", "fshr", "rot", "blend"]))
        if op in ("rot", "blend"):  # `or disjoint` of operands disjoint by construction
            first, second = (
                (f"shl {a}, {s % 7 + 1}:i8", f"lshr {a}, {7 - s % 7}:i8")
                if op == "rot"
                else (f"and {a}, {c}:i8", f"and {b}, {255 - c}:i8")
            )
            lines += [f"%p{n}:i8 = {first}", f"%q{n}:i8 = {second}", f"%v{n}:i8 = or disjoint %p{n}, %q{n}"]
            names.append(f"%v{n}")
            continue
        rhs = {
            "xor2": f"xor {a}, {b}",
            "xorc": f"xor {a}, {c}:i8",
            "and": f"and {a}, {c}:i8",
            "or": f"or {a}, {c}:i8",
            "shl": f"shl {a}, {s}:i8",
            "lshr": f"lshr {a}, {s}:i8",
            "ashr": f"ashr {a}, {s}:i8",
            "fshl": f"fshl {a}, {b}, {c}:i8",
            "fshr": f"fshr {a}, {b}, {c}:i8",
        }[op]
        lines.append(f"%v{n}:i8 = {rhs}")
        names.append(f"%v{n}")
    return "\n".join(lines) + f"\ninfer {names[-1]}\n"


@settings(max_examples=60, deadline=None)
@given(cones())
def test_linear_ranges_against_enumeration(text: str) -> None:
    fragment = _read(text)
    cone = linear_cone(fragment, fragment.root)
    exhaustive = run_oracle(fragment, RANGES, [fragment.root])
    session = open_session(fragment, OracleOptions.solver_only())
    solved = run_oracle(fragment, RANGES, [fragment.root], session=session)
    by_domain = {f.domain: f for f in exhaustive.facts}
    if cone is None:  # every path ended at a constant: no base
        return
    assert linear_image(session, fragment.root) == cone.image  # the path taken
    for fact in solved.facts:
        assert fact.status is Status.PROVEN
        assert by_domain[fact.domain].status is Status.EXHAUSTIVE
        assert fact.fact == by_domain[fact.domain].fact, (fact.domain, text)


def test_sha256_sigma_of_a_sum() -> None:
    """σ0 of SHA-256 over a sum: 2^31 of the 2^32 words (the map has a kernel of two),
    in no order a run shows."""
    fragment = _read(
        "%a:i32 = var\n%b:i32 = var\n%s:i32 = add %a, %b\n"
        "%r7:i32 = fshr %s, %s, 7:i32\n%r18:i32 = fshr %s, %s, 18:i32\n%l3:i32 = lshr %s, 3:i32\n"
        "%t:i32 = xor %r7, %r18\n%u:i32 = xor %t, %l3\ninfer %u\n"
    )
    cone = linear_cone(fragment, fragment.root)
    assert cone is not None and cone.base == 2
    facts = {f.domain: f for f in run_oracle(fragment, RANGES, [fragment.root]).facts}
    assert all(f.status is Status.PROVEN for f in facts.values())
    assert facts[Domain.RANGE].fact == cone.image.smallest_range()


def test_not_linear() -> None:
    """Flags (poison), variable shift amounts and two bases are not linear cones."""
    for body in (
        "%s:i8 = shl nuw %x, 1:i8\n%r:i8 = xor %s, %x\ninfer %r",
        "%s:i8 = shl %x, %y\n%r:i8 = xor %s, %x\ninfer %r",
        "%r:i8 = xor %x, %y\ninfer %r",
        "%r:i8 = and %x, %y\ninfer %r",
        # bit 0 can be set in both: the flag can make poison
        "%s:i8 = shl %x, 1:i8\n%a:i8 = and %x, 3:i8\n%r:i8 = or disjoint %s, %a\ninfer %r",
    ):
        fragment = _read("%x:i8 = var\n%y:i8 = var\n" + body + "\n")
        assert linear_cone(fragment, fragment.root) is None, body
    fragment = _read("%x:i16 = var\n%b:i16 = bswap %x\n%r:i16 = xor %b, %x\ninfer %r\n")
    cone = linear_cone(fragment, fragment.root)
    assert cone is not None and cone.image.dimension == 8  # x ^ bswap(x): bytes (p, p)


@settings(max_examples=60, deadline=None)
@given(cones(), st.integers(0, 255))
def test_preimage(text: str, value: int) -> None:
    fragment = _read(text)
    cone = linear_cone(fragment, fragment.root)
    if cone is None:
        return
    base = cone.preimage(value)
    if value not in cone.image:
        assert base is None
        return
    assert base is not None
    mapped = cone.offset
    for i, column in enumerate(cone.columns):
        if base >> i & 1:
            mapped ^= column
    assert mapped == value


def test_a_disjoint_or_of_a_rotation() -> None:
    """ARC2's 16-bit rotation inside a 32-bit word, `~((v << 1) | ((v >> 15) & 1))`:
    the or's operands share no bit, so it is a xor and the cone linear. Bit 16 then
    equals bit 0: half the words, with gaps of two values at each 0x1FFFF/0x20000
    boundary; the first of those ties is left out."""
    fragment = _read(
        "%a:i32 = var\n%b:i32 = var\n%v:i32 = add %a, %b\n%h:i32 = lshr %v, 15:i32\n%l:i32 = and %h, 1:i32\n"
        "%s:i32 = shl %v, 1:i32\n%o:i32 = or disjoint %l, %s\n%r:i32 = xor %o, 4294967295:i32\ninfer %r\n"
    )
    cone = linear_cone(fragment, fragment.root)
    assert cone is not None and cone.image.dimension == 31
    facts = {f.domain: f for f in run_oracle(fragment, RANGES, [fragment.root]).facts}
    assert facts[Domain.RANGE].status is Status.PROVEN
    assert facts[Domain.RANGE].fact == ConstantRange(65537, 65535, 32)
