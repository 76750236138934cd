"""The LLVM versions tests run against, and the skip reason when one is missing.

CI installs llvm-19-dev, llvm-22-dev and clang-19 (.ci/run); elsewhere the LLVM tests
skip and say why, and the rest of the suite runs."""

from __future__ import annotations

import shutil
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from auditor.analyses.llvm.toolchain import Toolchain

VERSIONS = (19, 22)


def require(tool: str) -> str:
    """The path of `tool` on PATH, or skip the test saying what to install."""
    path = shutil.which(tool)
    if path is None:
        major = tool.rsplit("-", 1)[-1]
        pytest.skip(f"{tool} is not on PATH (apt-get install llvm-{major}-dev clang-19)")
    return path


def toolchain(major: int) -> Toolchain:
    """The Toolchain of LLVM `major`, or skip."""
    from auditor.analyses.llvm.toolchain import find_toolchains

    found = [tc for tc in find_toolchains() if tc.major == major]
    if not found:
        pytest.skip(f"llvm-config-{major} is not on PATH (apt-get install llvm-{major}-dev)")
    return found[0]
