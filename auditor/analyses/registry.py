"""Which analyses exist here, and how an analysis spec on the command line becomes an
`Analysis` object.

Specs: `builtin`; `llvm-N` (the LLVM whose `llvm-config-N` is on PATH); `llvm:PATH`
(the LLVM build of that `llvm-config`, e.g. a patched compiler); `python:MODULE:ATTR`;
`cmd:COMMAND`; or the name of an installed plugin (entry point group
`auditor.analyses`, whose value is `module:attr`). Loading is lazy: listing analyses
imports nothing heavy.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.metadata import entry_points

from auditor.analyses.base import Analysis, AnalysisLoadError

ENTRY_POINT_GROUP = "auditor.analyses"
_LLVM_SPEC = re.compile(r"llvm-([0-9]+)")


def llvm_major(name: str) -> int | None:
    """N for `llvm-N`, the name (and spec) of an LLVM analysis; None for any other."""
    match = _LLVM_SPEC.fullmatch(name)
    return int(match.group(1)) if match else None


@dataclass(frozen=True)
class AnalysisInfo:
    name: str
    version: str
    kind: str  # builtin | plugin | llvm
    description: str


def load(spec: str, timeout: float = 60.0, batch_size: int = 64) -> Analysis:
    """The analysis a spec names; AnalysisLoadError (one line) if it cannot be loaded.
    `timeout` (s per batch) and `batch_size` apply to `cmd:` programs and to `python:`
    and installed plugins, which run in a worker process of their own."""
    if spec == "builtin":
        from auditor.analyses.builtin import BuiltinAnalysis

        return BuiltinAnalysis()
    if _is_llvm(spec):
        return _load_llvm(spec, timeout)
    if spec.startswith("python:"):
        from auditor.analyses.plugin import load_isolated

        return load_isolated(spec.removeprefix("python:"), timeout=timeout, batch_size=batch_size)
    if spec.startswith("cmd:"):
        from auditor.analyses.command import CommandAnalysis

        return CommandAnalysis(spec.removeprefix("cmd:"), timeout=timeout, batch_size=batch_size)
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name == spec:
            from auditor.analyses.plugin import load_isolated

            return load_isolated(ep.value, timeout=timeout, batch_size=batch_size)
    known = ", ".join(i.name for i in available())
    raise AnalysisLoadError(f"unknown analysis {spec!r}; available here: {known}; or python:MODULE:ATTR, cmd:COMMAND")


def load_all(specs: Iterable[str], timeout: float = 60.0, batch_size: int = 64) -> list[Analysis]:
    """The analyses `specs` name, one per name, in order (a spec given twice is loaded
    once). Two LLVM analyses of one name (`llvm-19` found on PATH, then `llvm:PATH` of
    an LLVM 19 build) are one: the later replaces the earlier. Any other two of one
    name are an AnalysisLoadError naming both, e.g. `-a cmd:./a.sh -a cmd:./b.sh` whose
    headers both say "mine": their rows could not be told apart.

    Example: `[a.name for a in load_all(["builtin", "builtin"])] == ["builtin"]`."""
    by_name: dict[str, tuple[str, Analysis]] = {}
    for spec in dict.fromkeys(specs):
        analysis = load(spec, timeout=timeout, batch_size=batch_size)
        if analysis.name in by_name:
            earlier = by_name[analysis.name][0]
            if not (_is_llvm(earlier) and _is_llvm(spec)):
                raise AnalysisLoadError(
                    f"analyses {earlier!r} and {spec!r} are both named {analysis.name!r}: "
                    "give one another name (its `name`, or the `analysis` of its header line)"
                )
            del by_name[analysis.name]  # the later one, in the later one's place
        by_name[analysis.name] = (spec, analysis)
    return [analysis for _, analysis in by_name.values()]


def _is_llvm(spec: str) -> bool:
    return spec.startswith("llvm:") or llvm_major(spec) is not None


def available() -> list[AnalysisInfo]:
    """The analyses that can run on this machine without further arguments."""
    from auditor import __version__

    found = [AnalysisInfo("builtin", __version__, "builtin", "pure-Python reference analysis (all domains)")]
    found += _llvm_available()
    for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        version = ep.dist.version if ep.dist is not None else "?"
        found.append(AnalysisInfo(ep.name, version, "plugin", ep.value))
    return found


def _load_llvm(spec: str, timeout: float) -> Analysis:
    from auditor.analyses.llvm import LLVMAnalysis
    from auditor.analyses.llvm.toolchain import LLVMUnavailable, find_toolchains, toolchain

    try:
        if spec.startswith("llvm:"):
            chosen = toolchain(spec.removeprefix("llvm:"))
        else:
            major = llvm_major(spec)
            found = [tc for tc in find_toolchains() if tc.major == major]
            if not found:
                raise LLVMUnavailable(
                    f"{spec}: no llvm-config-{major} on PATH (apt-get install llvm-{major}-dev, "
                    "or name a build with --llvm-config PATH)"
                )
            chosen = found[0]
        return LLVMAnalysis(chosen, timeout=timeout)
    except LLVMUnavailable as err:
        raise AnalysisLoadError(str(err)) from None


def _llvm_available() -> list[AnalysisInfo]:
    from auditor.analyses.llvm.toolchain import MIN_MAJOR, find_toolchains

    found: dict[int, AnalysisInfo] = {}
    for tc in find_toolchains():
        if tc.major < MIN_MAJOR:  # older LLVM lack APIs the plugin uses
            continue
        found.setdefault(
            tc.major,
            AnalysisInfo(
                f"llvm-{tc.major}",
                tc.version,
                "llvm",
                f"LLVM {tc.version} ({tc.llvm_config}): ValueTracking, computeConstantRange, "
                "LazyValueInfo, ScalarEvolution, DemandedBits",
            ),
        )
    return [found[m] for m in sorted(found)]


def default_specs() -> list[str]:
    """What `auditor scan` audits when no -a is given: every analysis available."""
    return [info.name for info in available()]
