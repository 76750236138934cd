"""Fragment edits (auditor.ir.rewrite): what prune keeps and drops, and that edits
give fragments that verify and mean the same on what they keep (checked on the
concrete evaluator against the original)."""

from __future__ import annotations

import numpy as np
from hypothesis import assume, example, given, settings

from auditor.ir.fragment import Const, Fragment, verify
from auditor.ir.opcodes import DIVISIONS
from auditor.ir.printer import format_fragment
from auditor.ir.rewrite import as_input, at_choice, live, prune, replace_uses
from auditor.oracles.sampling import sample
from auditor.readers.souper import parse_text
from auditor.semantics.concrete import Inputs, evaluate
from tests.strategies import fragments


def _one(text: str) -> Fragment:
    (fragment,) = parse_text(text).fragments
    return fragment


def test_prune_drops_dead_values_and_unused_blocks_and_keeps_path_conditions() -> None:
    f = _one(
        "%b = block 2\n%x:i8 = var\n%y:i8 = var\n%dead:i8 = add %y, 1:i8\n%p:i8 = phi %b, %x, %y\n"
        "%c:i1 = eq %y, 3:i8\n%r:i8 = mul %x, 3:i8\npc %c 1:i1\ninfer %r\n"
    )
    g = prune(f)
    verify(g)
    assert g.names == ("x", "y", "c", "r")
    assert g.blocks == () and len(g.pcs) == 1
    assert format_fragment(g).endswith("pc %c 1:i1\ninfer %r\n")


def test_replace_uses_and_as_input_then_prune() -> None:
    f = _one("%x:i8 = var\n%a:i8 = add %x, 1:i8\n%r:i8 = and %a, 12:i8\ninfer %r\n")
    bypassed = prune(replace_uses(f, 1, Const(0, 8)))
    assert format_fragment(bypassed) == "%r:i8 = and 0:i8, 12:i8\ninfer %r\n"
    cut = prune(as_input(f, 1))
    assert [i.op.value for i in cut.insts] == ["var", "and"]


@settings(max_examples=150, deadline=None)
@given(fragments(widths=(1, 3, 4), max_insts=6))
def test_prune_keeps_the_root_value_on_every_execution(fragment: Fragment) -> None:
    """Pruning only drops values nothing observable reads: the root computes the same
    on the same inputs (compared on the evaluator over every execution) — unless a
    dropped instruction is a division, whose immediate UB restricted the executions
    (docs/semantics.md, "Executed instructions"), or an input with attributes (an
    assumption); `prune` documents both."""
    pruned = prune(fragment)
    dropped = set(range(len(fragment.insts))) - set(live(fragment))
    assume(not any(fragment.insts[i].op in DIVISIONS or not fragment.insts[i].attrs.empty for i in dropped))
    verify(pruned)
    assert set(live(pruned)) == set(range(len(pruned.insts)))
    if len(pruned.insts) == len(fragment.insts):
        return
    before = sample(fragment, exhaustive_limit=1 << 12, random_points=256)
    after = sample(pruned, exhaustive_limit=1 << 12, random_points=256)
    if not (before.exhaustive and after.exhaustive):
        return

    # Same inputs (the pruned fragment keeps the inputs that matter, in order): compare
    # the sets of (defined, root value) outcomes.
    def outcomes(samples: object, f: Fragment) -> set[tuple[bool, int]]:
        result = set()
        for chunk in samples.chunks:  # type: ignore[attr-defined]
            mask = chunk.fact_mask(f.root)
            result |= {(True, int(v)) for v in np.unique(chunk.values[f.root][mask])}
        return result

    assert outcomes(before, fragment) == outcomes(after, pruned)


def test_at_choice_resolves_the_phis_of_one_block_and_keeps_everything_else() -> None:
    f = parse_text(
        "%b = block 2\n%c = block 2\n%x:i8 = var\n%y:i8 = var\n%d:i8 = udiv %x, %y\n"
        "%p:i8 = phi %b, %x, %d\n%q:i8 = phi %b, %y, %p\n%s:i8 = add %p, %q\n%r:i8 = phi %c, %s, 0:i8\ninfer %r\n"
    ).fragments[0]
    at = at_choice(f, 0, 1)
    assert at is not None
    verify(at)
    assert format_fragment(at).splitlines()[-5:] == [
        "%y:i8 = var",
        "%d:i8 = udiv %x, %y",
        "%s:i8 = add %d, %d",
        "%r:i8 = phi %c, %s, 0:i8",
        "infer %r",
    ]
    root_arm = at_choice(f, 1, 0)
    assert root_arm is not None and root_arm.names[root_arm.root] == "s"
    assert at_choice(f, 1, 1) is None  # the root would be the constant 0
    # After the new root, a division (immediate UB) cannot be dropped, and is not kept
    # after the root: no rewrite. An add can.
    divides = parse_text(
        "%b = block 2\n%x:i8 = var\n%y:i8 = var\n%p:i8 = phi %b, %x, %y\n%d:i8 = udiv %x, %y\ninfer %p\n"
    )
    assert at_choice(divides.fragments[0], 0, 0) is None
    adds = parse_text("%b = block 2\n%x:i8 = var\n%y:i8 = var\n%p:i8 = phi %b, %x, %y\n%d:i8 = add %x, %y\ninfer %p\n")
    at_x = at_choice(adds.fragments[0], 0, 0)
    assert at_x is not None and format_fragment(at_x).splitlines() == ["%x:i8 = var", "infer %x"]


# Inputs the rewrite drops as dead (two of three vars here) still need a value in the original.
DEAD_INPUTS = "%b = block 1\n%x:i1 = var\n%y:i1 = var\n%z:i1 = var\n%p:i1 = phi %b, %x\ninfer %p\n"


@settings(max_examples=150, deadline=None)
@given(fragments(widths=(1, 3, 4), max_insts=6))
@example(parse_text(DEAD_INPUTS).fragments[0])
def test_at_choice_reaches_only_what_the_fragment_reaches_at_that_choice(fragment: Fragment) -> None:
    """Every execution of `at_choice(f, b, k)` where facts about the root hold is one of
    f's at b = k with the same root value (the evaluator on every execution of both;
    the inputs the rewrite keeps share their values, those it drops as dead are 0):
    the rewrite's value set is part of the fragment's, which is what the range search
    relies on."""
    for block, info in enumerate(fragment.blocks):
        for pred in range(info.preds):
            at = at_choice(fragment, block, pred)
            if at is None:
                continue
            verify(at)
            samples = sample(at, exhaustive_limit=1 << 12, random_points=256)
            names = {name: i for i, name in enumerate(fragment.names)}
            for inputs, chunk in zip(samples.inputs, samples.chunks, strict=True):
                holds = chunk.fact_mask(at.root)
                if not holds.any():
                    continue
                n = len(holds)
                choices = {b: np.zeros(n, dtype=np.int64) for b in range(len(fragment.blocks))}
                for b_at, c in inputs.choices.items():  # at's blocks, by name, in the original
                    choices[fragment.block_names.index(at.block_names[b_at])] = np.asarray(c)
                choices[block] = np.full(n, pred, dtype=np.int64)
                kept = {names[at.names[i]]: v for i, v in inputs.vars.items()}
                dropped = {i: np.zeros(n, dtype=np.uint64) for i in fragment.inputs() if i not in kept}
                original = evaluate(
                    fragment,
                    Inputs(
                        vars={**kept, **dropped},
                        choices=choices,
                        freezes={names[at.names[i]]: v for i, v in inputs.freezes.items()},
                    ),
                )
                there = original.fact_mask(fragment.root)
                assert there[holds].all()
                assert (original.values[fragment.root][holds] == chunk.values[at.root][holds]).all()
