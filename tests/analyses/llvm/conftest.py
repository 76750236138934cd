"""Fixtures of the LLVM adapter tests: each installed LLVM, and one plugin cache for
the session, so each LLVM's plugin is built once per run ($AUDITOR_LLVM_CACHE, when
set, is reused across runs)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from auditor.analyses.llvm.toolchain import Toolchain
from tests import llvm_versions
from tests.llvm_versions import VERSIONS


@pytest.fixture(scope="session")
def plugin_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    explicit = os.environ.get("AUDITOR_LLVM_CACHE")
    return Path(explicit) if explicit else tmp_path_factory.getbasetemp() / "llvm-plugins"


@pytest.fixture(params=VERSIONS, ids=[f"llvm{v}" for v in VERSIONS])
def tc(request: pytest.FixtureRequest) -> Toolchain:
    return llvm_versions.toolchain(request.param)
