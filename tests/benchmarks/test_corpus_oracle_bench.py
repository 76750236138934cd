"""The corpus benchmark's "same answers" check (benchmarks/corpus_oracle_bench.py): a
changed conclusive answer, or a conclusive answer outside a recorded partial's
interval, is a failure; conclusive → partial is a regression; and a real fragment's
run recorded and read back compares equal to itself."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from auditor.ir.hashing import fragment_hash
from auditor.readers.souper import parse_text
from auditor.scan import UniqueFragment
from benchmarks.corpus_oracle_bench import audit, compare, read_record, table, write_record


def _run(answers: list[dict[str, Any]]) -> dict[str, Any]:
    return {"hash": "h", "source": "f.ll:1", "insts": 2, "setup": 0.0, "seconds": {}, "answers": answers}


def _answer(domain: str, status: str, fact: str | None, bound: str | None = None) -> dict[str, Any]:
    return {"value": 1, "domain": domain, "status": status, "fact": fact, "bound": bound}


WIDTHS = {"h": [8, 8]}


def test_same_conclusive_answers_pass() -> None:
    record = {"h": _run([_answer("known-bits", "proven", "0000xxxx")])}
    assert compare(record, [_run([_answer("known-bits", "exhaustive", "0000xxxx")])], WIDTHS) == []


def test_a_changed_conclusive_answer_fails() -> None:
    record = {"h": _run([_answer("known-bits", "proven", "0000xxxx")])}
    problems = compare(record, [_run([_answer("known-bits", "proven", "000xxxxx")])], WIDTHS)
    assert len(problems) == 1 and problems[0].startswith("FAIL")


def test_vacuous_against_a_fact_fails() -> None:
    record = {"h": _run([_answer("known-bits", "proven", "0000xxxx")])}
    problems = compare(record, [_run([_answer("known-bits", "vacuous", None)])], WIDTHS)
    assert problems and problems[0].startswith("FAIL")


def test_an_answer_inside_a_recorded_partial_passes_and_outside_fails() -> None:
    record = {"h": _run([_answer("demanded-bits", "partial", "11111111", bound="00001111")])}
    inside = _run([_answer("demanded-bits", "proven", "00011111")])
    outside = _run([_answer("demanded-bits", "proven", "00000111")])  # below the bound
    assert compare(record, [inside], WIDTHS) == []
    problems = compare(record, [outside], WIDTHS)
    assert problems and problems[0].startswith("FAIL")


def test_a_smallest_range_is_checked_by_size_not_by_inclusion() -> None:
    """A recorded partial `range` is a proven cover and a size bound; the smallest cover
    may leave out another gap than the recorded cover does (ghash_portable.ll:251: both
    gaps are empty, the one found later is larger), so only its size is checked."""
    record = {"h": _run([_answer("range", "partial", "[20,10)", bound="[40,30)")])}  # sizes 246, 246
    other_gap = _run([_answer("range", "proven", "[100,90)")])  # size 246, not inside [20,10)
    assert compare(record, [other_gap], WIDTHS) == []
    record = {"h": _run([_answer("range", "partial", "[20,10)", bound="[0,100)")])}  # sizes 246, 100
    too_big = _run([_answer("range", "proven", "[100,80)")])  # size 236 … 246 passes
    assert compare(record, [too_big], WIDTHS) == []
    bigger = _run([_answer("range", "proven", "[100,95)")])  # size 251 > the cover's 246
    too_small = _run([_answer("range", "proven", "[0,50)")])  # size 50 < the bound's 100
    for run in (bigger, too_small):
        problems = compare(record, [run], WIDTHS)
        assert problems and problems[0].startswith("FAIL")


def test_conclusive_to_partial_is_a_regression_not_a_failure() -> None:
    record = {"h": _run([_answer("range", "proven", "[0,16)")])}
    problems = compare(record, [_run([_answer("range", "partial", "full", bound="[0,16)")])], WIDTHS)
    assert len(problems) == 1 and problems[0].startswith("regression")


def test_a_real_run_recorded_and_read_back_equals_itself(tmp_path: Path) -> None:
    (fragment,) = parse_text(
        "%x:i16 = var\n%y:i16 = var\n%m:i16 = mul %x, %y\n%r:i16 = and %m, 4080:i16\ninfer %r\n"
    ).fragments
    unique = UniqueFragment(fragment, fragment_hash(fragment), 1, ("t.opt:1",))
    run = audit(unique)
    assert {a["domain"] for a in run["answers"]} >= {"known-bits", "range", "demanded-bits"}
    path = tmp_path / "record.jsonl.gz"
    write_record(path, [run])
    widths = {unique.hash: [i.width for i in fragment.insts]}
    assert compare(read_record(path), [run], widths) == []
    changed = {
        **run,
        "answers": [{**a, "fact": "0" * 16} if a["domain"] == "known-bits" else a for a in run["answers"]],
    }
    assert any(p.startswith("FAIL") for p in compare(read_record(path), [changed], widths))
    assert any(line.startswith("| known-bits | 1 |") for line in table([run]))
