"""Loading analyses from specs: python: by module or file, factories, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.analyses.base import Analysis, AnalysisLoadError
from auditor.analyses.registry import available, default_specs, load

BROKEN = Path(__file__).parent / "broken.py"


def test_python_spec_by_file_path() -> None:
    analysis = load(f"python:{BROKEN}:SremSignBits")
    assert isinstance(analysis, Analysis) and analysis.name == "broken-srem-sign-bits"


def test_python_spec_by_module_name() -> None:
    assert load("python:tests.analyses.broken:NonZeroSum").name == "broken-non-zero-sum"


def test_python_spec_calls_a_factory(tmp_path: Path) -> None:
    plugin = tmp_path / "factory.py"
    plugin.write_text(
        "from auditor.analyses.base import PerValueAnalysis\n"
        "def make():\n"
        "    return PerValueAnalysis('made', lambda f, v, d: None, version='2.1')\n"
    )
    analysis = load(f"python:{plugin}:make")
    assert (analysis.name, analysis.version) == ("made", "2.1")


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("python:no_such_module_here:X", "importing no_such_module_here failed"),
        (f"python:{BROKEN}:Missing", "has no attribute 'Missing'"),
        (f"python:{BROKEN}:EXPECTED_NOT_THERE", "has no attribute"),
        ("python:tests.analyses.broken:ALL", "does not implement the protocol"),
        ("python:/nonexistent/plugin.py:X", "no such file"),
        ("python:justone", "expected python:MODULE:ATTR"),
        ("nonsense", "unknown analysis 'nonsense'"),
    ],
)
def test_bad_specs_are_one_line_errors(spec: str, message: str) -> None:
    with pytest.raises(AnalysisLoadError, match=message) as info:
        load(spec)
    assert "\n" not in str(info.value)


def test_builtin_is_always_available() -> None:
    names = [i.name for i in available()]
    assert "builtin" in names and "builtin" in default_specs()
