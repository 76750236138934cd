"""What a reader needs to see a reproducer's claim with the analysis's own tool: the
Souper text, a standalone LLVM module, the `opt` command that prints the claim (the
auditor-facts plugin's record, picked out with awk; one line per domain of the
pattern), what it prints, and LLVM's own printer pass where there is one. The expected
output is derived from the claims, so a test can run the command and compare. The
commands are written to run on any machine with the same LLVM packages and auditor:
`opt-N` rather than this machine's path where that is the same program, and the
plugin's path asked of auditor (`auditor analyses --plugin SPEC`) rather than this
machine's cache."""

from __future__ import annotations

import shlex
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from auditor.analyses.base import Analysis
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.ir.llvm_printer import NotExpressible, to_llvm_module
from auditor.ir.printer import format_fragment
from auditor.patterns.fragments import value_index
from auditor.patterns.model import RANGE_FAMILY, REPRODUCER_STEM, DomainAudit, Reproducer
from auditor.scan import Finding

if TYPE_CHECKING:
    from auditor.analyses.llvm.toolchain import Toolchain

# Where the auditor-facts plugin prints each claim (facts.py documents the record):
# awk fields of the value's line, and how to read them.
_FIELDS: dict[tuple[str, Domain], tuple[str, str]] = {
    ("ValueTracking", Domain.KNOWN_BITS): ("$3, $4", "known-zero and known-one masks (hex)"),
    ("ValueTracking", Domain.SIGN_BITS): ("$5", "sign bits"),
    ("ValueTracking", Domain.POWER_OF_TWO): ("substr($6, 1, 1)", "1: known to be a power of two"),
    ("ValueTracking", Domain.NON_ZERO): ("substr($6, 2, 1)", "1: known non-zero"),
    ("ValueTracking", Domain.NEGATIVE): ("substr($6, 3, 1)", "1: known negative"),
    ("ValueTracking", Domain.NON_NEGATIVE): ("substr($6, 4, 1)", "1: known non-negative"),
    ("computeConstantRange", Domain.RANGE): ("$7, $8", "computeConstantRange(ForSigned=false)"),
    ("computeConstantRange", Domain.UNSIGNED_RANGE): ("$7, $8", "computeConstantRange(ForSigned=false)"),
    ("computeConstantRange", Domain.SIGNED_RANGE): ("$9, $10", "computeConstantRange(ForSigned=true)"),
    ("LazyValueInfo", Domain.RANGE): ("$11, $12", "LazyValueInfo::getConstantRange"),
    ("LazyValueInfo", Domain.UNSIGNED_RANGE): ("$11, $12", "LazyValueInfo::getConstantRange"),
    ("LazyValueInfo", Domain.SIGNED_RANGE): ("$11, $12", "LazyValueInfo::getConstantRange"),
    ("ScalarEvolution", Domain.RANGE): ("$13, $14", "ScalarEvolution::getUnsignedRange"),
    ("ScalarEvolution", Domain.UNSIGNED_RANGE): ("$13, $14", "ScalarEvolution::getUnsignedRange"),
    ("ScalarEvolution", Domain.SIGNED_RANGE): ("$15, $16", "ScalarEvolution::getSignedRange"),
    ("DemandedBits", Domain.DEMANDED_BITS): ("$17", "demanded mask (hex)"),
}
_RANGE_NOTE = "a range is LLVM's raw [lo, hi) pair in hex, lo == hi == 2^w-1 being the full set"
_PRINTERS = {
    "DemandedBits": "print<demanded-bits>",  # per use; a parameter's claim is the union over its uses
    "ScalarEvolution": "print<scalar-evolution>",  # U: unsigned range, S: signed range
}


def expected_output(domain: Domain, claimed: str, width: int) -> str:
    """What the awk filter of `opt_command` prints for a claim (facts.py's record
    format, read backwards)."""
    from auditor.store import parse_fact

    fact = parse_fact(domain, claimed, width)
    if domain is Domain.KNOWN_BITS:
        return f"{fact.zero:x} {fact.one:x}"
    if domain is Domain.SIGN_BITS:
        return str(fact.count)
    if domain is Domain.DEMANDED_BITS:
        return f"{fact.mask:x}"
    if domain in (Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE):
        return f"{fact.lo:x} {fact.hi:x}"
    return "1" if fact.holds else "0"


def opt_program(toolchain: Toolchain) -> str:
    """How the printed commands name `opt`: `opt-N` when that name on PATH is the
    toolchain's own `opt` (Debian's packages), which any reader with the same packages
    can run; else the absolute path of the build's `opt`."""
    short = f"opt-{toolchain.major}"
    found = shutil.which(short)
    try:
        if found is not None and Path(found).resolve() == toolchain.opt.resolve():
            return short
    except OSError:
        pass
    return shlex.quote(str(toolchain.opt))


def plugin_argument(spec: str) -> str:
    """The `-load-pass-plugin` argument, portable: the plugin's path is this machine's
    cache (with a hash in its name), so the command asks auditor for it — `auditor
    analyses --plugin SPEC` prints it, building the plugin if needed."""
    return f'-load-pass-plugin="$(auditor analyses --plugin {shlex.quote(spec)})"'


def reproduction(fragment: Fragment, found: Sequence[Finding], analysis: Analysis, spec: str, rank: int) -> Reproducer:
    """The reproducer's texts and commands (files named `pattern-NN.opt/.ll`), from a
    fresh audit of its audited value in each domain of the pattern (`found`, in the
    pattern's domain order; one value, one provider). The `opt` command runs the
    plugin once and prints one line per domain."""
    from auditor.analyses.llvm import LLVMAnalysis
    from auditor.reports.fragments import NEWEST_LLVM

    stem = REPRODUCER_STEM.format(rank=rank)
    first = found[0]
    llvm = analysis if isinstance(analysis, LLVMAnalysis) else None
    major = llvm.toolchain.major if llvm is not None else NEWEST_LLVM
    module, functions = to_llvm_module([fragment], major)
    function = functions[0]
    llvm_ir = f"; no LLVM form: {function}\n" if isinstance(function, NotExpressible) else module
    fields = [_FIELDS.get((f.provider, f.domain)) for f in found]
    readings = [f"{field[1]} of {f.value}" if field is not None else "" for f, field in zip(found, fields, strict=True)]
    opt_command = legend = printer = ""
    if llvm is not None and not isinstance(function, NotExpressible) and all(fields):
        index = value_index(fragment, first.value)
        name = next(n for n, i in function.values.items() if i == index)
        program = opt_program(llvm.toolchain)
        prints = "; ".join(f"print {field[0]}" for field in fields if field is not None)
        opt_command = (
            f"{program} {plugin_argument(spec)} -passes=auditor-facts -disable-output {stem}.ll"
            f" | awk '$1 ~ /^[AI]$/ && $NF == \"{name}\" {{{prints}}}'"
        )
        if any(f.domain in RANGE_FAMILY for f in found):
            legend = _RANGE_NOTE
        stock = _PRINTERS.get(first.provider)
        if stock is not None:
            printer = f"{program} " + shlex.join([f"-passes={stock}", "-disable-output", f"{stem}.ll"])
    audits = tuple(
        DomainAudit(
            domain=f.domain,
            best=f.oracle,
            claimed=f.claimed,
            verdict=f.verdict,
            lost_bits=f.lost_bits,
            oracle_status=f.oracle_status,
            counterexample=f.counterexample,
            actual=f.actual,
            detail=f.detail,
            expected=_expected(f) if opt_command else "",
            reading=reading,
        )
        for f, reading in zip(found, readings, strict=True)
    )
    domains = [arg for f in found for arg in ("-d", f.domain.value)]
    return Reproducer(
        fragment=fragment,
        value=first.value,
        souper=format_fragment(fragment),
        llvm_ir=llvm_ir,
        audits=audits,
        auditor_command=shlex.join(["auditor", "scan", f"{stem}.opt", "-a", spec, *domains]),
        opt_command=opt_command,
        legend=legend,
        printer_command=printer,
    )


def _expected(found: Finding) -> str:
    """What the opt command prints for a finding's claim; "" when the analysis made
    none (a scan reads that as claiming nothing, and the plugin's record then holds
    "-" or nothing auditor turned into the claim shown)."""
    return "" if found.detail.startswith("no claim") else expected_output(found.domain, found.claimed, found.width)
