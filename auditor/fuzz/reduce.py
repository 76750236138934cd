"""Test-case reduction: the smallest fragment that keeps a verdict.

A finding on a 9-instruction random fragment is a puzzle; the same finding on two
instructions is a bug report. `reduce` is greedy delta debugging over the IR's own
edits (auditor.ir.rewrite): cut an instruction to an input, bypass it with one of its
operands, replace an operand by a constant, move the root to an earlier value, merge
inputs, drop path conditions / flags / attributes / the demanded mask, shrink
constants, narrow every width at once. A candidate is kept when the analysis's
verdict in the domain is still there (re-audited by the oracle each time, never
assumed) and it is strictly smaller by `size`, which makes the loop terminate and its
result a fixpoint: reducing the output again changes nothing.

The result is in canonical form (auditor.ir.hashing), so two findings that reduce to
the same fragment get the same text and the same hash.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

from auditor.analyses.base import Analysis
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.ir.fragment import Const, Fragment, FragmentError, Inst, Ref, VarAttrs, mask, verify
from auditor.ir.hashing import canonical, fragment_hash
from auditor.ir.opcodes import CASTS, WITH_OVERFLOW, Opcode
from auditor.ir.rewrite import as_input, prune, replace_uses
from auditor.oracles.engine import OracleOptions
from auditor.scan import Finding, ScanOptions, UniqueFragment, audit

Keeps = Callable[[Fragment], Finding | None]
"""The reduction's test: the finding that shows the verdict on a fragment, or None."""


@dataclass(frozen=True)
class Reduction:
    fragment: Fragment  # canonical form
    finding: Finding  # what shows the verdict on it (from the last audit of `fragment`)
    original: Fragment
    checks: int  # fragments audited
    steps: int  # candidates kept


def findings_of(
    fragment: Fragment, analysis: Analysis, domain: Domain, oracle: OracleOptions = OracleOptions()
) -> list[Finding]:
    """What `analysis` is judged to get right or wrong in `domain` on every value it
    makes a claim about (no cache: every check is fresh evidence)."""
    options = ScanOptions(domains=(domain,), oracle=oracle, all_values=True, claimed_only=True)
    unique = UniqueFragment(fragment, fragment_hash(fragment), 1, ())
    findings, _, _ = audit([unique], [analysis], options)
    return findings


def keeps_verdict(
    analysis: Analysis, domain: Domain, verdict: Verdict, oracle: OracleOptions = OracleOptions()
) -> Keeps:
    """The reduction's test: the first claim of `analysis` in `domain` that still has
    `verdict`, if any."""

    def test(fragment: Fragment) -> Finding | None:
        return next((f for f in findings_of(fragment, analysis, domain, oracle) if f.verdict is verdict), None)

    return test


def size(fragment: Fragment) -> tuple[int, ...]:
    """What reduction minimises, most important first: instructions, computing
    instructions, assumptions (attributes, path conditions, the demanded mask),
    flags, total width, and how far constants are from 0 (either way)."""
    f = fragment
    attrs = sum(_attr_count(i.attrs) for i in f.insts)
    assumptions = attrs + len(f.pcs) + len(f.blockpcs) + (f.root_demanded is not None)
    flags = sum(len(i.flags) for i in f.insts)
    consts = [o for i in f.insts for o in i.operands if isinstance(o, Const)]
    consts += [o for pc in f.pcs for o in (pc.lhs, pc.rhs) if isinstance(o, Const)]
    magnitude = sum(min(c.value, (1 << c.width) - c.value) for c in consts)
    computing = sum(i.op is not Opcode.VAR for i in f.insts)
    return (len(f.insts), computing, assumptions, flags, sum(i.width for i in f.insts), magnitude)


def _attr_count(a: VarAttrs) -> int:
    return sum(
        (bool(a.known_zero or a.known_one), a.range is not None, a.non_zero, a.non_negative, a.negative,
         a.power_of_two, a.sign_bits > 1)
    )  # fmt: skip


def reduce(fragment: Fragment, keeps: Keeps, max_checks: int = 2000) -> Reduction:
    """Greedy reduction of `fragment` while `keeps` holds (it must hold at the start;
    ValueError otherwise)."""
    current = canonical(prune(fragment))
    checks = 1
    witness = keeps(current)
    if witness is None:
        raise ValueError("the fragment does not have the verdict to keep")
    steps = 0
    progress = True
    while progress and checks < max_checks:
        progress = False
        for candidate in _candidates(current):
            try:
                candidate = canonical(prune(candidate))
                verify(candidate)
            except (FragmentError, ValueError, KeyError, IndexError):
                continue
            if size(candidate) >= size(current):
                continue
            checks += 1
            found = keeps(candidate)
            if found is not None:
                current, witness = candidate, found
                steps += 1
                progress = True
                break
            if checks >= max_checks:
                break
    return Reduction(current, witness, fragment, checks, steps)


def _candidates(f: Fragment) -> Iterator[Fragment]:
    """Smaller variants of `f`, the most reducing first."""
    computing = [i for i, inst in enumerate(f.insts) if inst.op is not Opcode.VAR and inst.op not in WITH_OVERFLOW]
    # An earlier value as the root: drops everything after it.
    for i in computing:
        if i != f.root and f.insts[i].op is not Opcode.EXTRACTVALUE:
            yield replace(f, root=i, root_demanded=None)
    for i in reversed(computing):
        inst = f.insts[i]
        # Bypass: uses of i read one of its operands of the same width instead.
        if i != f.root:
            for o in inst.operands:
                if f.width_of(o) == inst.width:
                    yield replace_uses(f, i, o)
        else:
            for o in inst.operands:
                if isinstance(o, Ref) and f.width_of(o) == inst.width and f.insts[o.index].op is not Opcode.VAR:
                    yield replace(f, root=o.index, root_demanded=None)
        if i != f.root:
            yield as_input(f, i)
            for value in (0, 1, mask(inst.width)):
                yield replace_uses(f, i, Const(value, inst.width))
    # Merge inputs of one width.
    inputs = list(f.inputs())
    for n, j in enumerate(inputs):
        for i in inputs[:n]:
            if f.insts[i].width == f.insts[j].width:
                yield replace_uses(f, j, Ref(i))
    for n in range(len(f.pcs)):
        yield replace(f, pcs=f.pcs[:n] + f.pcs[n + 1 :])
    for n in range(len(f.blockpcs)):
        yield replace(f, blockpcs=f.blockpcs[:n] + f.blockpcs[n + 1 :])
    if f.root_demanded is not None:
        yield replace(f, root_demanded=None)
    for i, inst in enumerate(f.insts):
        for flag in sorted(inst.flags):
            yield _with_inst(f, i, replace(inst, flags=inst.flags - {flag}))
        if inst.op is Opcode.VAR and not inst.attrs.empty:
            yield _with_inst(f, i, replace(inst, attrs=VarAttrs()))
            for attr in _attr_drops(inst.attrs):
                yield _with_inst(f, i, replace(inst, attrs=attr))
    # Constants towards 0.
    for i, inst in enumerate(f.insts):
        for k, o in enumerate(inst.operands):
            if isinstance(o, Const):
                for smaller in _smaller(o):
                    yield _with_inst(
                        f, i, replace(inst, operands=(*inst.operands[:k], smaller, *inst.operands[k + 1 :]))
                    )
    yield from _narrower(f)


def _with_inst(f: Fragment, index: int, inst: Inst) -> Fragment:
    insts = list(f.insts)
    insts[index] = inst
    return replace(f, insts=tuple(insts))


def _attr_drops(a: VarAttrs) -> Iterator[VarAttrs]:
    if a.known_zero or a.known_one:
        yield replace(a, known_zero=0, known_one=0)
    if a.range is not None:
        yield replace(a, range=None)
    if a.non_zero:
        yield replace(a, non_zero=False)
    if a.non_negative:
        yield replace(a, non_negative=False)
    if a.negative:
        yield replace(a, negative=False)
    if a.power_of_two:
        yield replace(a, power_of_two=False)
    if a.sign_bits > 1:
        yield replace(a, sign_bits=1)


def _smaller(c: Const) -> Iterator[Const]:
    """Constants closer to 0 (or to -1 from below), biggest jumps first."""
    v, w = c.value, c.width
    negative_side = v > (1 << w) - v
    distance = (1 << w) - v if negative_side else v
    for d in sorted({0, 1, distance // 2, distance - 1}):
        if 0 <= d < distance:
            yield Const(((1 << w) - d) & mask(w) if negative_side else d, w)
    if negative_side:
        yield Const(0, w)


_NARROW = (2, 3, 4, 8, 16, 32)  # i1 is what comparisons give: not a width to narrow to


def _narrower(f: Fragment) -> Iterator[Fragment]:
    """The whole fragment at a smaller width, when it has one width besides i1
    (comparison results) and no casts: constants, masks and attributes wrapped."""
    widths = {i.width for i in f.insts if i.op not in WITH_OVERFLOW and i.op is not Opcode.EXTRACTVALUE} - {1}
    if len(widths) != 1 or any(i.op in CASTS for i in f.insts):
        return
    (wide,) = widths
    for narrow in _NARROW:
        if narrow >= wide:
            continue
        try:
            yield _at_width(f, wide, narrow)
        except (FragmentError, ValueError):
            continue


def _at_width(f: Fragment, wide: int, narrow: int) -> Fragment:
    def width(w: int) -> int:
        return narrow if w == wide else narrow + 1 if w == wide + 1 else w

    def const(o: Const) -> Const:
        return Const(o.value & mask(narrow), narrow) if o.width == wide else o

    insts = []
    for inst in f.insts:
        a = inst.attrs
        m = mask(narrow)
        rng = None
        if a.range is not None and inst.width == wide:
            lo, hi = a.range[0] & m, a.range[1] & m
            rng = (lo, hi) if lo != hi else None
        attrs = (
            replace(
                a, known_zero=a.known_zero & m, known_one=a.known_one & m, range=rng, sign_bits=min(a.sign_bits, narrow)
            )
            if inst.width == wide
            else a
        )
        insts.append(
            replace(
                inst,
                width=width(inst.width),
                operands=tuple(const(o) if isinstance(o, Const) else o for o in inst.operands),
                attrs=attrs,
            )
        )
    g = replace(
        f,
        insts=tuple(insts),
        pcs=tuple(replace(p, lhs=const(p.lhs) if isinstance(p.lhs, Const) else p.lhs,
                          rhs=const(p.rhs) if isinstance(p.rhs, Const) else p.rhs) for p in f.pcs),
        blockpcs=tuple(replace(b, lhs=const(b.lhs) if isinstance(b.lhs, Const) else b.lhs,
                               rhs=const(b.rhs) if isinstance(b.rhs, Const) else b.rhs) for b in f.blockpcs),
        root_demanded=None if f.root_demanded is None else f.root_demanded & mask(width(f.root_inst.width)),
    )  # fmt: skip
    verify(g)
    return g
