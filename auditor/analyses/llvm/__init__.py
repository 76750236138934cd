"""LLVM's own dataflow analyses as an analysis under test.

Each batch of fragments becomes one LLVM module (auditor.ir.llvm_printer: one
standalone function per fragment), which one `opt` process runs through a small
new-pass-manager plugin (plugin.cpp, built on first use against the chosen
`llvm-config`, toolchain.py) that prints what ValueTracking, computeConstantRange,
LazyValueInfo, ScalarEvolution and DemandedBits say about every integer value
(facts.py). Each range source is its own `provider`, so a finding names the piece of
LLVM that made the claim.

The analysis is named `llvm-<major>` whether the build was found on PATH
(`llvm-config-19`) or named with `--llvm-config`, so a gate between a stock and a
patched build of one major version matches their rows; `version` says which build.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from auditor.analyses.base import Claim, Failure, Outcome
from auditor.analyses.llvm.facts import LLVMRunError, ValueFacts, run_facts
from auditor.analyses.llvm.toolchain import Toolchain, plugin_path
from auditor.domains.base import Domain
from auditor.domains.booleans import BoolFact
from auditor.ir.fragment import Fragment
from auditor.ir.llvm_printer import LLVMFunction, NotExpressible, to_llvm_module

VALUE_TRACKING = "ValueTracking"
CONSTANT_RANGE = "computeConstantRange"
LAZY_VALUE_INFO = "LazyValueInfo"
SCALAR_EVOLUTION = "ScalarEvolution"
DEMANDED_BITS = "DemandedBits"


class LLVMAnalysis:
    """`llvm-<major>`: facts from one LLVM build."""

    def __init__(self, toolchain: Toolchain, timeout: float = 120.0, plugin: Path | None = None) -> None:
        self.toolchain = toolchain
        self.name = f"llvm-{toolchain.major}"
        self.version = f"{toolchain.version} ({toolchain.llvm_config})"
        self.domains = frozenset(Domain)
        self.timeout = timeout
        self.plugin = plugin if plugin is not None else plugin_path(toolchain)

    @property
    def answers_key(self) -> str:
        """What LLVM's answers depend on: this adapter's code and the fragment printer,
        the plugin (its file name holds the LLVM version and a hash of its source and
        build flags), and the LLVM build itself — `opt` and the LLVM libraries by path,
        size and modification time, so rebuilding a patched LLVM in place is a new
        key."""
        from auditor.store import code_digest

        identity = [str(self.plugin.name)]
        for path in [self.toolchain.opt, *_llvm_libraries(self.toolchain)]:
            try:
                real = path.resolve()
                stat = real.stat()
            except OSError:
                continue
            identity.append(f"{real}:{stat.st_size}:{stat.st_mtime_ns}")
        return f"{self.name}/" + code_digest(("analyses/llvm", "ir/llvm_printer.py"), "\n".join(identity))

    def module(self, fragments: Sequence[Fragment]) -> tuple[str, list[LLVMFunction | NotExpressible]]:
        """The LLVM module a batch becomes (also what `auditor` shows a user who wants
        to reproduce a finding with `opt`)."""
        return to_llvm_module(fragments, self.toolchain.major)

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        text, functions = self.module(fragments)
        try:
            facts = run_facts(self.toolchain, text, timeout=self.timeout, plugin=self.plugin)
        except LLVMRunError as err:
            if len(fragments) == 1:
                yield Failure(0, f"{self.name}: {err}")
                return
            # One fragment LLVM cannot take must not cost the batch: retry one by one.
            for number, fragment in enumerate(fragments):
                for outcome in self.analyze([fragment], domains):
                    yield _renumber(outcome, number)
            return
        wanted = frozenset(domains)
        for number, function in enumerate(functions):
            if isinstance(function, NotExpressible):
                yield Failure(number, f"{self.name}: no LLVM form: {function}")
                continue
            found = facts.get(function.name, {})
            for value_name, index in function.values.items():
                value_facts = found.get(value_name)
                if value_facts is not None:
                    yield from _claims(number, index, value_facts, wanted, index in function.assumed)


def _renumber(outcome: Outcome, number: int) -> Outcome:
    if isinstance(outcome, Failure):
        return Failure(number, outcome.reason, outcome.domain)
    return Claim(number, outcome.value, outcome.domain, outcome.fact, outcome.provider)


def _claims(number: int, index: int, f: ValueFacts, wanted: frozenset[Domain], assumed: bool) -> Iterator[Claim]:
    w = f.width
    candidates: list[tuple[Domain, object, str]] = [
        (Domain.KNOWN_BITS, f.known_bits, VALUE_TRACKING),
        (Domain.SIGN_BITS, f.sign_bits, VALUE_TRACKING),
        (Domain.POWER_OF_TWO, BoolFact(f.power_of_two, w), VALUE_TRACKING),
        (Domain.NON_ZERO, BoolFact(f.non_zero, w), VALUE_TRACKING),
        (Domain.NEGATIVE, BoolFact(f.negative, w), VALUE_TRACKING),
        (Domain.NON_NEGATIVE, BoolFact(f.non_negative, w), VALUE_TRACKING),
        # computeConstantRange(ForSigned=false) is its wrapped range; ForSigned=true
        # asks for a range good for signed use.
        (Domain.RANGE, f.ccr_unsigned, CONSTANT_RANGE),
        (Domain.UNSIGNED_RANGE, f.ccr_unsigned, CONSTANT_RANGE),
        (Domain.SIGNED_RANGE, f.ccr_signed, CONSTANT_RANGE),
        (Domain.RANGE, f.lvi, LAZY_VALUE_INFO),
        (Domain.UNSIGNED_RANGE, f.lvi, LAZY_VALUE_INFO),
        (Domain.SIGNED_RANGE, f.lvi, LAZY_VALUE_INFO),
        (Domain.RANGE, f.scev_unsigned, SCALAR_EVOLUTION),
        (Domain.UNSIGNED_RANGE, f.scev_unsigned, SCALAR_EVOLUTION),
        (Domain.SIGNED_RANGE, f.scev_signed, SCALAR_EVOLUTION),
    ]
    # An input an `llvm.assume` reads is demanded by that use in LLVM's eyes, which the
    # fragment does not have; dead instructions have no demanded bits to compare.
    if not assumed and f.demanded is not None:
        candidates.append((Domain.DEMANDED_BITS, f.demanded, DEMANDED_BITS))
    for domain, fact, provider in candidates:
        if domain in wanted and fact is not None:
            yield Claim(number, index, domain, fact, provider)


def _llvm_libraries(toolchain: Toolchain) -> list[Path]:
    """The shared LLVM libraries `opt` loads (libLLVM*.so* in the build's -L dirs)."""
    dirs = [Path(flag[2:]) for flag in toolchain.ldflags or () if flag.startswith("-L")]
    dirs.append(toolchain.opt.resolve().parent.parent / "lib")
    found: list[Path] = []
    for directory in dict.fromkeys(dirs):
        if directory.is_dir():
            found += sorted(directory.glob("libLLVM*.so*"))
    return found
