"""What LLVM extraction leaves out is counted by kind (issue 63), and the terminal,
summary.md and results.json state the same counts, from one `ExtractionSummary`."""

from __future__ import annotations

import json
from pathlib import Path

from auditor.ir.opcodes import MAX_WIDTH
from auditor.readers.corpus import ExtractionStats
from auditor.readers.extract import VECTOR_OF_INTEGERS, ExtractionSummary, is_vector_of_integers, read_file

VECTOR_LL = f"""
define <4 x i32> @vec(<4 x i32> %a, <4 x i32> %b, i32 %s) {{
entry:
  %sum = add <4 x i32> %a, %b
  %m = and <4 x i32> %sum, <i32 255, i32 255, i32 255, i32 255>
  %x = extractelement <4 x i32> %m, i32 0
  %y = and i32 %x, 15
  %wide = add i{MAX_WIDTH + 1} 0, 1
  %p = getelementptr i8, ptr null, i32 %s
  %f = fadd double 1.0, 2.0
  ret <4 x i32> %m
}}
"""


def _summary(tmp_path: Path) -> ExtractionSummary:
    path = tmp_path / "vec.ll"
    path.write_text(VECTOR_LL)
    return ExtractionSummary.from_stats(read_file(path).extraction)


def test_vector_values_are_counted_not_audited(tmp_path: Path) -> None:
    summary = _summary(tmp_path)
    assert summary.values == 5  # %sum, %m (vectors), %x, %y, %wide; not %p (ptr) nor %f
    assert summary.fragments == 2
    assert dict(summary.left_out) == {VECTOR_OF_INTEGERS: 2, f"wider than i{MAX_WIDTH}": 1}


def test_counts_are_consistent(tmp_path: Path) -> None:
    summary = _summary(tmp_path)
    assert summary.values == summary.fragments + summary.not_audited
    assert ExtractionSummary.from_json(summary.to_json()) == summary
    assert ExtractionSummary.from_json(json.loads(json.dumps(summary.to_json()))) == summary


def test_the_three_outputs_state_the_same_counts(tmp_path: Path) -> None:
    summary = _summary(tmp_path)
    text, markdown, document = summary.terminal(), "\n".join(summary.markdown()), summary.to_json()
    assert "2 of 5 integer SSA values became fragments (40.00%); 3 not audited" in text
    assert "2 of 5 integer SSA values became fragments (40.00%); 3 not audited." in markdown
    assert f"  not audited: {VECTOR_OF_INTEGERS}: 2" in text
    assert f"- {VECTOR_OF_INTEGERS}: 2" in markdown
    assert document["not_audited"] == 3 and document["skipped"][VECTOR_OF_INTEGERS] == 2


def test_summary_of_merged_stats() -> None:
    stats = ExtractionStats(values=3, fragments=2)
    stats.skipped[VECTOR_OF_INTEGERS] += 1
    other = ExtractionStats(values=1, fragments=1)
    stats.add(other)
    assert ExtractionSummary.from_stats(stats) == ExtractionSummary(4, 3, ((VECTOR_OF_INTEGERS, 1),), ())


def test_vector_types() -> None:
    assert is_vector_of_integers("<4 x i32>")
    assert is_vector_of_integers("<vscale x 2 x i64>")
    assert not is_vector_of_integers("<4 x float>")
    assert not is_vector_of_integers("<2 x ptr>")
    assert not is_vector_of_integers("{ i32, i1 }")
    assert not is_vector_of_integers("i32")


def test_older_json_reads() -> None:
    assert ExtractionSummary.from_json({"values": 3, "fragments": 3, "skipped": {}, "cut": {}}).not_audited == 0
    assert ExtractionSummary.from_json(None) == ExtractionSummary()
