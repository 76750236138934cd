"""Which analyses exist here, and how an analysis spec on the command line becomes an
`Analysis` object.

Specs: `builtin`; `python:MODULE:ATTR`; `cmd:COMMAND`; or the name of an installed
plugin (entry point group `auditor.analyses`, whose value is `module:attr`). Loading is
lazy: listing analyses imports nothing heavy.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.metadata import entry_points

from auditor.analyses.base import Analysis, AnalysisLoadError

ENTRY_POINT_GROUP = "auditor.analyses"


@dataclass(frozen=True)
class AnalysisInfo:
    name: str
    version: str
    kind: str  # builtin | plugin | llvm
    description: str


def load(spec: str, timeout: float = 60.0, batch_size: int = 64) -> Analysis:
    """The analysis a spec names; AnalysisLoadError (one line) if it cannot be loaded.
    `timeout` and `batch_size` apply to external commands."""
    if spec == "builtin":
        from auditor.analyses.builtin import BuiltinAnalysis

        return BuiltinAnalysis()
    if spec.startswith("python:"):
        from auditor.analyses.plugin import load_python

        return load_python(spec.removeprefix("python:"))
    if spec.startswith("cmd:"):
        from auditor.analyses.command import CommandAnalysis

        return CommandAnalysis(spec.removeprefix("cmd:"), timeout=timeout, batch_size=batch_size)
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name == spec:
            from auditor.analyses.plugin import load_python

            return load_python(ep.value)
    known = ", ".join(i.name for i in available())
    raise AnalysisLoadError(f"unknown analysis {spec!r}; available here: {known}; or python:MODULE:ATTR, cmd:COMMAND")


def available() -> list[AnalysisInfo]:
    """The analyses that can run on this machine without further arguments."""
    from auditor import __version__

    found = [AnalysisInfo("builtin", __version__, "builtin", "pure-Python reference analysis (all domains)")]
    for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        version = ep.dist.version if ep.dist is not None else "?"
        found.append(AnalysisInfo(ep.name, version, "plugin", ep.value))
    return found


def default_specs() -> list[str]:
    """What `auditor scan` audits when no -a is given: every analysis available."""
    return [info.name for info in available()]
