"""The division/multiplication benchmark (benchmarks/arith_oracle_bench.py): it picks
only fragments that divide or multiply, and its before/after table counts partial
answers per domain on the fragments both runs audited."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from benchmarks.arith_oracle_bench import arithmetic_sample, before_after


def _run(name: str, statuses: dict[str, str]) -> dict[str, Any]:
    answers = [{"value": 1, "domain": d, "status": s, "fact": None, "bound": None} for d, s in statuses.items()]
    return {"hash": name, "source": "", "answers": answers}


def test_only_fragments_that_divide_or_multiply(tmp_path: Path) -> None:
    corpus = tmp_path / "c.opt"
    corpus.write_text(
        "%x:i8 = var\n%r:i8 = add %x, 1:i8\ninfer %r\n\n"
        "%x:i8 = var\n%r:i8 = urem %x, 3:i8\ninfer %r\n\n"
        "%x:i8 = var\n%y:i8 = var\n%r:i8 = mul %x, %y\ninfer %r\n"
    )
    chosen = arithmetic_sample([str(corpus)], 10)
    assert sorted(i.op.value for u in chosen for i in u.fragment.insts if i.op.value != "var") == ["mul", "urem"]
    assert len(arithmetic_sample([str(corpus)], 1)) == 1


def test_before_after_counts_partial_answers_on_common_fragments() -> None:
    before = [
        _run("a", {"range": "partial", "known-bits": "proven"}),
        _run("b", {"range": "partial", "known-bits": "partial"}),
        _run("gone", {"range": "partial"}),  # not in the after run: not counted
    ]
    after = [
        _run("a", {"range": "proven", "known-bits": "proven"}),
        _run("b", {"range": "partial", "known-bits": "proven"}),
    ]
    lines = before_after(before, after)
    rows = {line.split(" | ")[0].strip("| "): line for line in lines[2:]}
    assert rows["known-bits"] == "| known-bits | 2 | 1 | 0 | 50.00 | 0.00 |"
    assert rows["range"] == "| range | 2 | 2 | 1 | 100.00 | 50.00 |"
    assert rows["**all**"] == "| **all** | 4 | 3 | 1 | | |"
