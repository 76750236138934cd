"""The input masks of `auditor.oracles.narrowing` and the narrowed draws of
`sampling._narrowed`: on fragments built only of the ops the masks follow,
every draw inside the masks is defined (the flags' LangRef rules, checked by the
concrete evaluator); on xxhash's packed word the samples reach hundreds of values
where uniform draws reached 15, and the multiple's range is proven for the root
alone."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.domains.base import Domain
from auditor.domains.ranges import ConstantRange
from auditor.ir.fragment import Fragment, mask
from auditor.oracles.engine import ALL_DOMAINS, run_oracle
from auditor.oracles.narrowing import input_masks
from auditor.oracles.sampling import NARROWED_LANES, Space, _random_inputs, sample
from auditor.oracles.session import Status
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import evaluate

PACKED = """
%94:i32 = var
%95:i32 = shl nuw %94, 24:i32
%92:i32 = var
%93:i32 = shl nuw nsw %92, 16:i32
%96:i32 = or disjoint %95, %93
%91:i8 = var
%97:i32 = zext %91
%98:i32 = or disjoint %96, %97
%1:i64 = var
%99:i32 = trunc nuw nsw %1
%100:i32 = shl nuw nsw %99, 8:i32
%101:i32 = or disjoint %98, %100
%104:i32 = xor %101, 2267503259:i32
%105:i64 = zext %104
%108:i64 = mul %105, 14029467366897019727:i64
infer %108
"""


def _read(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


def _index(fragment: Fragment, name: str) -> int:
    return fragment.names.index(name)


def test_fields_of_a_packed_word_keep_their_places() -> None:
    fragment = _read("""
%a:i32 = var
%b:i32 = var
%c:i8 = var
%x:i32 = shl nuw %a, 24:i32
%y:i32 = shl nuw nsw %b, 16:i32
%xy:i32 = or disjoint %x, %y
%z:i32 = zext %c
%r:i32 = or disjoint %xy, %z
infer %r
""")
    masks = input_masks(fragment)
    # a: bits 0-7 by `shl nuw 24`; b: the field below a's (bits 16-23, so 0-7 of b);
    # c is an i8 whose every bit is free: no mask.
    assert masks == {_index(fragment, "a"): 0xFF, _index(fragment, "b"): 0xFF}


def test_trunc_and_lshr_flags() -> None:
    fragment = _read("""
%a:i64 = var
%t:i32 = trunc nsw %a
%b:i16 = var
%s:i16 = lshr exact %b, 4:i16
%z:i32 = zext %s
%r:i32 = or %t, %z
infer %r
""")
    masks = input_masks(fragment)
    assert masks == {_index(fragment, "a"): mask(31), _index(fragment, "b"): 0xFFF0}


OPS = st.sampled_from(["zext", "trunc", "shl", "lshr", "or"])


@st.composite
def _followed_fragments(draw: st.DrawFn) -> str:
    """Fragments of vars, `zext`, `trunc`, shifts by a constant and `or`, with random
    flags: the ops `narrowing._push` follows, so that a value drawn inside its mask
    makes every flag hold."""
    widths = [8, 16, 32, 64]
    lines: list[str] = []
    values: list[tuple[str, int]] = []
    for k in range(draw(st.integers(1, 3))):
        w = draw(st.sampled_from(widths))
        lines.append(f"%v{k}:i{w} = var")
        values.append((f"%v{k}", w))
    for k in range(draw(st.integers(1, 8))):
        name, w = draw(st.sampled_from(values))
        op = draw(OPS)
        out = f"%i{k}"
        if op == "zext" and w < 64:
            to = draw(st.sampled_from([x for x in widths if x > w]))
            lines.append(f"{out}:i{to} = zext {name}")
        elif op == "trunc" and w > 8:
            to = draw(st.sampled_from([x for x in widths if x < w]))
            flags = draw(st.sampled_from(["", " nuw", " nsw", " nuw nsw"]))
            lines.append(f"{out}:i{to} = trunc{flags} {name}")
        elif op == "shl":
            flags = draw(st.sampled_from(["", " nuw", " nsw", " nuw nsw"]))
            lines.append(f"{out}:i{w} = shl{flags} {name}, {draw(st.integers(0, w - 1))}:i{w}")
        elif op == "lshr":
            flags = draw(st.sampled_from(["", " exact"]))
            lines.append(f"{out}:i{w} = lshr{flags} {name}, {draw(st.integers(0, w - 1))}:i{w}")
        else:
            same = [v for v in values if v[1] == w and v[0] != name]
            if not same:
                continue
            other = draw(st.sampled_from(same))[0]
            flags = draw(st.sampled_from(["", " disjoint"]))
            lines.append(f"{out}:i{w} = or{flags} {name}, {other}")
        values.append((out, int(lines[-1].split(":i")[1].split()[0])))
    lines.append(f"infer {values[-1][0]}")
    return "\n".join(lines) + "\n"


@settings(max_examples=300, deadline=None)
@given(_followed_fragments(), st.integers(0, 2**32))
def test_draws_inside_the_masks_are_defined(text: str, seed: int) -> None:
    fragment = _read(text)
    inputs = _random_inputs(Space.of(fragment), 64, seed)
    for i, m in input_masks(fragment).items():
        inputs.vars[i] = inputs.vars[i] & np.uint64(m)
    evaluation = evaluate(fragment, inputs)
    assert evaluation.fact_mask(fragment.root).all(), text


def test_packed_word_samples_reach_many_values() -> None:
    fragment = _read(PACKED)
    reached = sample(fragment).reachable(_index(fragment, "104"))
    assert len(reached) >= NARROWED_LANES  # 15 of 2,048 uniform draws before
    assert len(set(reached.tolist())) >= NARROWED_LANES // 2


def test_multiple_of_a_packed_word_is_proven_for_the_root_alone() -> None:
    """`zext(x) * K` where x takes every 32-bit value: the three-gap range of the 2^32
    multiples. The expected range is the one the all-values oracle proved at c43c049,
    through the range search of %104 (full) first."""
    fragment = _read(PACKED)
    facts = run_oracle(fragment, ALL_DOMAINS, values=[fragment.root]).facts
    (found,) = [f for f in facts if f.value == fragment.root and f.domain is Domain.RANGE]
    assert found.status is Status.PROVEN
    assert found.fact == ConstantRange(9223372040522478864, 9223372035110633426, 64)
