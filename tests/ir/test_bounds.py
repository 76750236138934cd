"""Bounds by construction (`auditor.ir.bounds`) against the evaluator, and the flags
they show never fire: dropping them changes no execution."""

from __future__ import annotations

import itertools
from dataclasses import replace

import numpy as np
from hypothesis import given, settings

from auditor.ir.bounds import below, flags_never_fire
from auditor.ir.fragment import Fragment, Ref
from auditor.ir.opcodes import Flag, Opcode
from auditor.oracles.sampling import sample
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import evaluate
from tests.strategies import fragments

BOUNDED = (Opcode.ZEXT, Opcode.AND, Opcode.LSHR, Opcode.ADD, Opcode.MUL, Opcode.TRUNC, Opcode.OR)


@settings(max_examples=300, deadline=None)
@given(fragments(widths=(2, 3, 4), max_insts=5, max_vars=2, opcodes=BOUNDED))
def test_values_lie_below_their_bounds(fragment: Fragment) -> None:
    """Every value where facts hold on it lies below `below`, on every execution."""
    samples = sample(fragment)
    assert samples.exhaustive
    for i in range(len(fragment.insts)):
        reached = samples.reachable(i)
        if len(reached):
            assert max(int(v) for v in reached) < below(fragment, Ref(i))


@settings(max_examples=300, deadline=None)
@given(fragments(widths=(2, 3, 4, 8), max_insts=5, max_vars=2, opcodes=BOUNDED))
def test_flags_that_never_fire_change_nothing(fragment: Fragment) -> None:
    """Dropping the flags `flags_never_fire` names leaves every value and every poison
    bit of every execution as it was."""
    insts = list(fragment.insts)
    dropped = False
    for i, inst in enumerate(insts):
        if never := flags_never_fire(fragment, i):
            insts[i] = replace(inst, flags=inst.flags - never)
            dropped = True
    if not dropped:
        return
    inputs = sample(fragment).inputs[0]  # every execution (the widths are small)
    before = evaluate(fragment, inputs)
    after = evaluate(replace(fragment, insts=tuple(insts)), inputs)
    for i in range(len(insts)):
        assert np.array_equal(before.poison[i], after.poison[i])
        keep = ~before.poison[i]
        assert np.array_equal(before.values[i][keep], after.values[i][keep])


def test_limb_products_never_overflow() -> None:
    """`add nuw (mul nuw (zext a), (zext b)), (zext c)` at 128 bits: (2^64 − 1)^2 +
    2^64 − 1 < 2^128, no flag fires; at 127 bits the product's `nuw` can."""
    text = (
        "%a:i64 = var\n%b:i64 = var\n%c:i64 = var\n%za:iW = zext %a\n%zb:iW = zext %b\n"
        "%zc:iW = zext %c\n%p:iW = mulnuw %za, %zb\n%s:iW = addnuw %p, %zc\ninfer %s\n"
    )
    (wide,) = parse_text(text.replace("iW", "i128")).fragments
    assert flags_never_fire(wide, 6) == wide.insts[6].flags == {Flag.NUW}
    assert flags_never_fire(wide, 7) == wide.insts[7].flags == {Flag.NUW}
    (narrow,) = parse_text(text.replace("iW", "i127")).fragments
    assert flags_never_fire(narrow, 6) == frozenset()


def test_sums_and_products_of_extensions_exhaustively() -> None:
    """`add`/`mul` with `nuw`, `nsw` or both of `zext a:iK` and `and (zext b:iL), m` (or
    `lshr (zext b:iL), 1`) at i2 to i6, K, L in 1..3, every input: each value lies
    below its bound, and dropping the flags said never to fire changes no execution.
    Both answers occur: flags shown never to fire, and kept flags that do fire."""
    shown = fired = 0
    for op, flags, w, k, second in itertools.product(
        ("add", "mul"), ("nuw", "nsw", "nw"), range(2, 7), range(1, 4), ("and3", "and5", "lshr1", "zext")
    ):
        for wb in range(1, 4):
            if k >= w or wb >= w or (second == "and5" and w < 3):
                continue
            b_line = {
                "and3": f"%zb:i{w} = zext %b\n%c:i{w} = and %zb, 3:i{w}\n",
                "and5": f"%zb:i{w} = zext %b\n%c:i{w} = and %zb, 5:i{w}\n",
                "lshr1": f"%zb:i{w} = zext %b\n%c:i{w} = lshr %zb, 1:i{w}\n",
                "zext": f"%zb:i{w} = zext %b\n%c:i{w} = add %zb, 0:i{w}\n",
            }[second]
            text = (
                f"%a:i{k} = var\n%b:i{wb} = var\n%za:i{w} = zext %a\n{b_line}%r:i{w} = {op}{flags} %za, %c\ninfer %r\n"
            )
            (fragment,) = parse_text(text).fragments
            root = fragment.root
            inputs = sample(fragment).inputs[0]
            before = evaluate(fragment, inputs)
            for i in range(len(fragment.insts)):
                ok = ~before.poison[i]
                if ok.any():
                    assert max(int(v) for v in before.values[i][ok]) < below(fragment, Ref(i)), text
            never = flags_never_fire(fragment, root)
            for flag in fragment.insts[root].flags:
                dropped = replace(fragment.insts[root], flags=fragment.insts[root].flags - {flag})
                after = evaluate(replace(fragment, insts=(*fragment.insts[:root], dropped)), inputs)
                changed = not np.array_equal(before.poison[root], after.poison[root])
                if flag in never:
                    assert not changed, (text, flag)
                    shown += 1
                fired += changed
    assert shown > 100 and fired > 100
