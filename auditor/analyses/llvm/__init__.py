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

from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from operator import attrgetter
from pathlib import Path

from auditor.analyses.base import Claim, Failure, Outcome, ProviderCover, Target
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
        return self._outcomes(fragments, domains, None)

    def analyze_targets(
        self, fragments: Sequence[Fragment], domains: Sequence[Domain], targets: Sequence[Collection[Target]]
    ) -> Iterable[Outcome]:
        """`analyze`, less the claims a scan does not read (`TargetedAnalysis`)."""
        return self._outcomes(fragments, domains, targets)

    def _outcomes(
        self, fragments: Sequence[Fragment], domains: Sequence[Domain], targets: Sequence[Collection[Target]] | None
    ) -> Iterator[Outcome]:
        text, functions = self.module(fragments)
        try:
            facts = run_facts(self.toolchain, text, timeout=self.timeout, plugin=self.plugin)
        except LLVMRunError as err:
            if len(fragments) == 1:
                yield Failure(0, f"{self.name}: {err}")
                return
            # One fragment LLVM cannot take must not cost the batch: retry one by one.
            for number, fragment in enumerate(fragments):
                for outcome in self._outcomes([fragment], domains, None if targets is None else [targets[number]]):
                    yield _renumber(outcome, number)
            return
        wanted = frozenset(domains)
        pairs = frozenset((domain, provider) for domain, provider, _ in _CANDIDATES if domain in wanted)
        for number, function in enumerate(functions):
            if isinstance(function, NotExpressible):
                yield Failure(number, f"{self.name}: no LLVM form: {function}")
                continue
            found = facts.get(function.name, {})
            cover = ProviderCover(targets[number]) if targets is not None else None
            for value_name, index in function.values.items():
                value_facts = found.get(value_name)
                if value_facts is None or (cover is not None and cover.done_with(index, pairs)):
                    continue
                yield from _claims(number, index, value_facts, wanted, index in function.assumed, cover)


def _renumber(outcome: Outcome, number: int) -> Outcome:
    if isinstance(outcome, Failure):
        return Failure(number, outcome.reason, outcome.domain)
    return Claim(number, outcome.value, outcome.domain, outcome.fact, outcome.provider)


_CANDIDATES: tuple[tuple[Domain, str, Callable[[ValueFacts], object]], ...] = (
    (Domain.KNOWN_BITS, VALUE_TRACKING, attrgetter("known_bits")),
    (Domain.SIGN_BITS, VALUE_TRACKING, attrgetter("sign_bits")),
    (Domain.POWER_OF_TWO, VALUE_TRACKING, attrgetter("power_of_two")),
    (Domain.NON_ZERO, VALUE_TRACKING, attrgetter("non_zero")),
    (Domain.NEGATIVE, VALUE_TRACKING, attrgetter("negative")),
    (Domain.NON_NEGATIVE, VALUE_TRACKING, attrgetter("non_negative")),
    # computeConstantRange(ForSigned=false) is its wrapped range; ForSigned=true
    # asks for a range good for signed use.
    (Domain.RANGE, CONSTANT_RANGE, attrgetter("ccr_unsigned")),
    (Domain.UNSIGNED_RANGE, CONSTANT_RANGE, attrgetter("ccr_unsigned")),
    (Domain.SIGNED_RANGE, CONSTANT_RANGE, attrgetter("ccr_signed")),
    (Domain.RANGE, LAZY_VALUE_INFO, attrgetter("lvi")),
    (Domain.UNSIGNED_RANGE, LAZY_VALUE_INFO, attrgetter("lvi")),
    (Domain.SIGNED_RANGE, LAZY_VALUE_INFO, attrgetter("lvi")),
    (Domain.RANGE, SCALAR_EVOLUTION, attrgetter("scev_unsigned")),
    (Domain.UNSIGNED_RANGE, SCALAR_EVOLUTION, attrgetter("scev_unsigned")),
    (Domain.SIGNED_RANGE, SCALAR_EVOLUTION, attrgetter("scev_signed")),
    (Domain.DEMANDED_BITS, DEMANDED_BITS, attrgetter("demanded")),
)
"""Each claim of a value: its domain, provider, and where ValueFacts holds it (None:
no claim; a bool: the boolean fact claimed or not)."""


def _claims(
    number: int, index: int, f: ValueFacts, wanted: frozenset[Domain], assumed: bool, cover: ProviderCover | None
) -> Iterator[Claim]:
    for domain, provider, fact_of in _CANDIDATES:
        if domain not in wanted:
            continue
        # An input an `llvm.assume` reads is demanded by that use in LLVM's eyes, which
        # the fragment does not have; dead instructions have no demanded bits to compare.
        fact = None if assumed and domain is Domain.DEMANDED_BITS else fact_of(f)
        if fact is None or (cover is not None and not cover.keeps(index, domain, provider)):
            continue
        yield Claim(number, index, domain, BoolFact(fact, f.width) if isinstance(fact, bool) else fact, provider)


def _llvm_libraries(toolchain: Toolchain) -> list[Path]:
    """The shared LLVM libraries `opt` loads (libLLVM*.so* in the build's -L dirs)."""
    dirs = [Path(flag[2:]) for flag in toolchain.ldflags or () if flag.startswith("-L")]
    dirs.append(toolchain.opt.resolve().parent.parent / "lib")
    found: list[Path] = []
    for directory in dict.fromkeys(dirs):
        if directory.is_dir():
            found += sorted(directory.glob("libLLVM*.so*"))
    return found
