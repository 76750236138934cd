"""Replaying a findings row's counterexample, independently of auditor.compare: parse
the inputs back from their text and evaluate the fragment concretely."""

from __future__ import annotations

import itertools

from auditor.domains.base import Domain, forward_domain, lattice
from auditor.ir.fragment import Fragment, Ref
from auditor.oracles.demanded import flipped
from auditor.scan import Finding
from auditor.semantics.concrete import evaluate_point


def point(fragment: Fragment, text: str) -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    vars: dict[int, int] = {}
    choices: dict[int, int] = {}
    freezes: dict[int, int] = {}
    for item in text.split():
        name, _, value = item.rpartition("=")
        if name.startswith("freeze:%"):
            freezes[fragment.names.index(name.removeprefix("freeze:%"))] = int(value)
        elif value.startswith("pred"):
            choices[fragment.block_names.index(name.removeprefix("%"))] = int(value.removeprefix("pred"))
        else:
            vars[fragment.names.index(name.removeprefix("%"))] = int(value)
    return vars, choices, freezes


def claim_fails(fragment: Fragment, finding: Finding) -> bool:
    """True when the row's counterexample really falsifies its claim."""
    vars, choices, freezes = point(fragment, finding.counterexample)
    index = fragment.names.index(finding.value.removeprefix("%"))
    claimed = lattice(finding.domain).parse(finding.claimed, finding.width)
    original = evaluate_point(fragment, vars, choices, freezes)
    if finding.domain is Domain.DEMANDED_BITS:
        bit = int(finding.actual.split()[2].rstrip(":"))
        assert not claimed.mask >> bit & 1, "the counterexample's bit is one the claim says is demanded"
        flip = flipped(fragment, index, 1 << bit)
        remap = flip.index_map
        new = evaluate_point(
            flip.fragment,
            {remap[i]: v for i, v in vars.items() if i in remap},
            choices,
            {remap[i]: v for i, v in freezes.items() if i in remap},
        )
        root_mask = fragment.root_demanded_mask
        after = None if not new.defined or new.poison[flip.root] else new.values[flip.root] & root_mask
        # Refinement (docs/semantics.md): no execution of the original at these vars
        # and block choices — every value of every freeze — may give the flipped root.
        frozen = [
            i
            for i in fragment.freezes()
            if any(isinstance(o, Ref) and original.poison[o.index] for o in fragment.insts[i].operands)
        ]
        if frozen:  # the original has other executions here: every freeze may take any value
            frozen = list(fragment.freezes())
        assert sum(fragment.insts[i].width for i in frozen) <= 16, "too many freeze values to enumerate here"
        for values in itertools.product(*(range(1 << fragment.insts[i].width) for i in frozen)):
            each = evaluate_point(fragment, vars, choices, {**freezes, **dict(zip(frozen, values, strict=True))})
            if not each.defined or each.poison[fragment.root] or each.values[fragment.root] & root_mask == after:
                return False
        return True
    observable = original.defined and original.executed[index] and not original.poison[index]
    value = original.values[index]
    return bool(
        observable and value == int(finding.actual) and not forward_domain(finding.domain).contains(claimed, value)
    )
