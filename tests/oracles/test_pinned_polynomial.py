"""Surjectivity by a pin at which the value is a permutation polynomial of one input
(`auditor.oracles.pinned_polynomial`), against exhaustive enumeration: brotli's
literal-context hash at small widths, values whose polynomials never permute, and
random Horner forms whose coefficients come from other inputs."""

from __future__ import annotations

import itertools

from hypothesis import event, given, settings
from hypothesis import strategies as st

from auditor.ir.fragment import Fragment
from auditor.oracles.engine import OracleOptions, open_session
from auditor.oracles.pinned_polynomial import surjective_by_polynomial
from auditor.oracles.polynomial import polynomial_of
from auditor.oracles.range_search.surjective import is_surjective
from auditor.oracles.range_search.target import Target
from auditor.oracles.sampling import points_inputs
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import evaluate


def _read(source: str) -> Fragment:
    return parse_text(source).fragments[0]


def _values_taken(fragment: Fragment) -> set[int]:
    inputs = list(fragment.inputs())
    points = [
        (dict(zip(inputs, values, strict=True)), {}, {})
        for values in itertools.product(*(range(1 << fragment.insts[i].width) for i in inputs))
    ]
    evaluation = evaluate(fragment, points_inputs(fragment, points))
    holds = evaluation.fact_mask(fragment.root)
    return {int(v) for v in evaluation.values[fragment.root][holds]}


def _proven(fragment: Fragment) -> bool:
    session = open_session(fragment, OracleOptions.solver_only())
    witness = ({i: 0 for i in fragment.inputs()}, {}, {})
    return surjective_by_polynomial(session, fragment.root, witness)


BROTLI = (  # enc_encode.ll:7231, `(b + 1) + ((c + 1) + (d + 1)·x)·x`, x at i6, b, c, d at i2
    "%b:i2 = var\n%bz:i6 = zext %b\n%b1:i6 = add nuw nsw %bz, 1:i6\n"
    "%c:i2 = var\n%cz:i6 = zext %c\n%c1:i6 = add nuw nsw %cz, 1:i6\n"
    "%d:i2 = var\n%dz:i6 = zext %d\n%d1:i6 = add nuw nsw %dz, 1:i6\n"
    "%x:i6 = var\n%m:i6 = mul %d1, %x\n%s:i6 = add %c1, %m\n%t:i6 = mul %s, %x\n%r:i6 = add %b1, %t\ninfer %r\n"
)


def test_brotlis_context_hash_takes_every_value() -> None:
    """At c = 0, d = 1 (c + 1 odd, d + 1 even) the value is b + 1 + x + 2x², a
    permutation of Z/2^6; the collision query would ask the solver about x·x."""
    fragment = _read(BROTLI)
    assert _proven(fragment)
    assert _values_taken(fragment) == set(range(64))


def test_a_square_plus_a_constant_is_refused() -> None:
    """`x·x + zext b`: a1 = 0 at every pin, never a permutation — and indeed the
    values miss most of the space."""
    fragment = _read("%x:i5 = var\n%b:i2 = var\n%bz:i5 = zext %b\n%q:i5 = mul %x, %x\n%r:i5 = add %q, %bz\ninfer %r\n")
    assert not _proven(fragment)
    assert len(_values_taken(fragment)) < 32


def test_a_flag_on_xs_path_is_no_polynomial() -> None:
    """`mul nuw` along x's path is poison for some x: not read as a polynomial (the
    permutation would be of the defined executions only)."""
    fragment = _read(
        "%x:i5 = var\n%c:i2 = var\n%cz:i5 = zext %c\n%m:i5 = mul nuw %cz, %x\n%q:i5 = mul %m, %x\n"
        "%r:i5 = add %q, %x\ninfer %r\n"
    )
    c = fragment.names.index("c")
    constants = {c: 2, fragment.names.index("cz"): 2}
    assert polynomial_of(fragment, fragment.root, constants) is None
    assert not _proven(fragment)


COEFFICIENTS = ["const", "input", "input+1", "input*2", "input*input"]


@st.composite
def horner_forms(draw: st.DrawFn) -> str:
    """a0 + (a1 + (a2 + a3·x)·x)·x at i4–i6, each a_j a constant or made from a 2-bit
    input (zext'd, plus one, doubled, or squared), the degree 1 to 3."""
    w = draw(st.integers(4, 6))
    degree = draw(st.integers(1, 3))
    lines = [f"%x:i{w} = var"]
    names = []
    for j in range(degree + 1):
        kind = draw(st.sampled_from(COEFFICIENTS))
        if kind == "const":
            names.append(f"{draw(st.integers(0, (1 << w) - 1))}:i{w}")
            continue
        lines += [f"%v{j}:i2 = var", f"%z{j}:i{w} = zext %v{j}"]
        if kind == "input":
            names.append(f"%z{j}")
        elif kind == "input+1":
            lines.append(f"%a{j}:i{w} = add nuw %z{j}, 1:i{w}")
            names.append(f"%a{j}")
        elif kind == "input*2":
            lines.append(f"%a{j}:i{w} = shl %z{j}, 1:i{w}")
            names.append(f"%a{j}")
        else:
            lines.append(f"%a{j}:i{w} = mul %z{j}, %z{j}")
            names.append(f"%a{j}")
    acc = names[degree]
    for j in range(degree - 1, -1, -1):
        lines += [f"%h{j}:i{w} = mul {acc}, %x", f"%g{j}:i{w} = add {names[j]}, %h{j}"]
        acc = f"%g{j}"
    lines.append(f"infer {acc}")
    return "\n".join(lines) + "\n"


@settings(max_examples=150, deadline=None)
@given(horner_forms())
def test_what_a_pin_proves_enumeration_shows(source: str) -> None:
    fragment = _read(source)
    proven = _proven(fragment)
    event(f"proven: {proven}")
    if proven:
        assert _values_taken(fragment) == set(range(1 << fragment.insts[fragment.root].width)), source


def test_the_range_search_proves_brotlis_hash_full() -> None:
    """Through `range_search.surjective.is_surjective`: the whole value's surjectivity proof tries the
    pinned polynomial before the windows."""
    fragment = _read(BROTLI)
    session = open_session(fragment, OracleOptions.solver_only())
    assert is_surjective(Target(session, fragment.root))
