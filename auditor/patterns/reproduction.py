"""What a reader needs to see a reproducer's claim with the analysis's own tool: the
Souper text, a standalone LLVM module, the `opt` command that prints the claim (the
auditor-facts plugin's record, picked out with awk), what it prints, and LLVM's own
printer pass where there is one. The expected output is derived from the claim, so a
test can run the command and compare."""

from __future__ import annotations

import shlex

from auditor.analyses.base import Analysis
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment
from auditor.ir.llvm_printer import NotExpressible, to_llvm_module
from auditor.ir.printer import format_fragment
from auditor.patterns.fragments import value_index
from auditor.patterns.model import REPRODUCER_STEM, Reproducer
from auditor.scan import Finding

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
_RANGE_NOTE = ", as LLVM's raw [lo, hi) pair in hex (lo == hi == 2^w-1: the full set)"
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


def reproduction(fragment: Fragment, found: Finding, analysis: Analysis, spec: str, rank: int) -> Reproducer:
    """The reproducer's texts and commands (files named `pattern-NN.opt/.ll`)."""
    from auditor.analyses.llvm import LLVMAnalysis
    from auditor.reports.fragments import NEWEST_LLVM

    stem = REPRODUCER_STEM.format(rank=rank)
    domain = found.domain
    llvm = analysis if isinstance(analysis, LLVMAnalysis) else None
    major = llvm.toolchain.major if llvm is not None else NEWEST_LLVM
    module, functions = to_llvm_module([fragment], major)
    function = functions[0]
    llvm_ir = f"; no LLVM form: {function}\n" if isinstance(function, NotExpressible) else module
    opt_command = expected = reading = printer = ""
    fields = _FIELDS.get((found.provider, domain))
    if llvm is not None and not isinstance(function, NotExpressible) and fields is not None:
        index = value_index(fragment, found.value)
        name = next(n for n, i in function.values.items() if i == index)
        argv = [str(llvm.toolchain.opt), f"-load-pass-plugin={llvm.plugin}", "-passes=auditor-facts",
                "-disable-output", f"{stem}.ll"]  # fmt: skip
        opt_command = shlex.join(argv) + f" | awk '$1 ~ /^[AI]$/ && $NF == \"{name}\" {{print {fields[0]}}}'"
        is_range = domain in (Domain.RANGE, Domain.UNSIGNED_RANGE, Domain.SIGNED_RANGE)
        reading = f"{fields[1]} of {found.value}" + (_RANGE_NOTE if is_range else "")
        if not found.detail.startswith("no claim"):
            expected = expected_output(domain, found.claimed, found.width)
        stock = _PRINTERS.get(found.provider)
        if stock is not None:
            printer = shlex.join([str(llvm.toolchain.opt), f"-passes={stock}", "-disable-output", f"{stem}.ll"])
    return Reproducer(
        fragment=fragment,
        value=found.value,
        souper=format_fragment(fragment),
        llvm_ir=llvm_ir,
        best=found.oracle,
        claimed=found.claimed,
        verdict=found.verdict,
        lost_bits=found.lost_bits,
        oracle_status=found.oracle_status,
        counterexample=found.counterexample,
        actual=found.actual,
        detail=found.detail,
        auditor_command=shlex.join(["auditor", "scan", f"{stem}.opt", "-a", spec, "-d", domain.value]),
        opt_command=opt_command,
        expected=expected,
        reading=reading,
        printer_command=printer,
    )
