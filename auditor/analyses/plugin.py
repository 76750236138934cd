"""`python:MODULE:ATTR` — a Python object implementing the analysis protocol.

MODULE is a dotted module name on sys.path or a path to a `.py` file (loaded under a
private name, so test plugins need no package). ATTR is an object implementing
`Analysis`, or a class / zero-argument factory returning one.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import inspect
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from auditor.analyses.base import Analysis, AnalysisLoadError


def load_python(spec: str) -> Analysis:
    """Load `MODULE:ATTR` (the part after `python:`)."""
    module_name, sep, attr = spec.rpartition(":")
    if not sep or not module_name or not attr:
        raise AnalysisLoadError(f"python analysis {spec!r}: expected python:MODULE:ATTR")
    module = _import(module_name)
    try:
        target: Any = module
        for part in attr.split("."):
            target = getattr(target, part)
    except AttributeError:
        raise AnalysisLoadError(f"python analysis {spec!r}: {module_name} has no attribute {attr!r}") from None
    # A class satisfies the protocol's attribute check too: instantiate it.
    if inspect.isclass(target) or (not isinstance(target, Analysis) and callable(target)):
        try:
            target = target()
        except Exception as err:
            raise AnalysisLoadError(f"python analysis {spec!r}: constructing it failed: {err}") from None
    if not isinstance(target, Analysis):
        raise AnalysisLoadError(
            f"python analysis {spec!r} does not implement the protocol (name, version, domains, analyze)"
        )
    return target


def _import(name: str) -> ModuleType:
    if name.endswith(".py") or "/" in name or "\\" in name:
        path = Path(name)
        if not path.is_file():
            raise AnalysisLoadError(f"python analysis: no such file {name}")
        private = "auditor_plugin_" + hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:12]
        if private in sys.modules:
            return sys.modules[private]
        spec = importlib.util.spec_from_file_location(private, path)
        if spec is None or spec.loader is None:
            raise AnalysisLoadError(f"python analysis: cannot load {name}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[private] = module
        try:
            spec.loader.exec_module(module)
        except Exception as err:
            del sys.modules[private]
            raise AnalysisLoadError(f"python analysis: importing {name} failed: {type(err).__name__}: {err}") from None
        return module
    try:
        return importlib.import_module(name)
    except Exception as err:
        raise AnalysisLoadError(f"python analysis: importing {name} failed: {type(err).__name__}: {err}") from None
