"""Replaying a findings row's counterexample, independently of auditor.compare: parse
the inputs back from their text and evaluate the fragment concretely."""

from __future__ import annotations

from auditor.domains.base import Domain, forward_domain, lattice
from auditor.ir.fragment import Fragment
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
        before = original.values[fragment.root] & root_mask
        changed = not new.defined or new.poison[flip.root] or new.values[flip.root] & root_mask != before
        return bool(original.defined and not original.poison[fragment.root] and changed)
    observable = original.defined and original.executed[index] and not original.poison[index]
    value = original.values[index]
    return bool(
        observable and value == int(finding.actual) and not forward_domain(finding.domain).contains(claimed, value)
    )
