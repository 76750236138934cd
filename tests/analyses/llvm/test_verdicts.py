"""Known LLVM behaviour, pinned through the whole path (fragment → LLVM function →
plugin → claim → verdict): at least one lost-precision case per domain, on
hand-written fragments (data/imprecision.opt), for LLVM 19 and 22. If a new LLVM
gets more precise here, the test says exactly where."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor import api
from auditor.compare import Verdict
from auditor.scan import Finding
from tests.llvm_versions import VERSIONS, toolchain

DATA = Path(__file__).parent / "data" / "imprecision.opt"

# (line where the fragment starts, value, domain, provider) -> (oracle, claimed)
LOST = {
    (4, "%r", "known-bits", "ValueTracking"): ("xxxxxxx0", "xxxxxxxx"),
    (9, "%x", "demanded-bits", "DemandedBits"): (
        "00011111111111111111111111111111",
        "11111111111111111111111111111111",
    ),
    (14, "%r", "range", "computeConstantRange"): ("[1,0)", "full-set"),
    (32, "%r", "range", "LazyValueInfo"): ("[1,2)", "full-set"),
    (32, "%r", "unsigned-range", "computeConstantRange"): ("[1,2)", "[0,129)"),
    (39, "%r", "non-negative", "ValueTracking"): ("true", "false"),
    (39, "%r", "signed-range", "ScalarEvolution"): ("[0,128)", "full-set"),
    (45, "%r", "range", "ScalarEvolution"): ("[249,8)", "[248,8)"),
    (50, "%r", "non-zero", "ValueTracking"): ("true", "false"),
    (56, "%r", "power-of-two", "ValueTracking"): ("true", "false"),
    (63, "%r", "negative", "ValueTracking"): ("true", "false"),
    (69, "%r", "sign-bits", "ValueTracking"): ("5", "3"),
}
EXACT_FRAGMENTS = (20, 26)  # LLVM reads the select's condition: nothing lost


def _line(f: Finding) -> int:
    return int(f.source.rsplit(":", 1)[1])


@pytest.mark.parametrize("major", VERSIONS)
def test_llvm_loses_precision_where_known(major: int) -> None:
    toolchain(major)
    result = api.scan([DATA], [f"llvm-{major}"])
    assert not result.diagnostics
    assert {f.verdict for f in result.findings} <= {Verdict.EXACT, Verdict.LOST_PRECISION}
    by_key = {(_line(f), f.value, f.domain.value, f.provider): f for f in result.findings}
    for key, (oracle, claimed) in LOST.items():
        finding = by_key[key]
        assert (finding.oracle, finding.claimed, finding.verdict) == (oracle, claimed, Verdict.LOST_PRECISION), key
        assert finding.lost_bits and finding.lost_bits > 0
    assert {d for _, _, d, _ in LOST} == {d.value for d in {f.domain for f in result.findings}}
    for line in EXACT_FRAGMENTS:
        assert all(f.verdict is Verdict.EXACT for f in result.findings if _line(f) == line)
    assert all(f.analysis == f"llvm-{major}" for f in result.findings)
