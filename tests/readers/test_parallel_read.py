"""`scan.read_unique` with several processes gives what reading the files one by one
gives: the same unique fragments (the first occurrence of each content, in file
order), counts and places, the same diagnostics in the same order, the same
extraction counts — also when files repeat each other's contents across the runs and
when some files are bad."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from auditor import scan as scan_module
from auditor.readers.corpus import discover
from auditor.scan import _shares, read_unique

ROOT = Path(__file__).parents[2]


def _corpus(tmp_path: Path) -> Path:
    """Real LLVM files, one of them twice under another name (every content of it
    met again, by another process), with bad files between them."""
    top = tmp_path / "corpus"
    top.mkdir()
    for name in ("xxhash/xxhash.ll", "lz4/lz4hc.ll", "brotli/dec_bit_reader.ll", "brotli/enc_bit_cost.ll"):
        shutil.copy(ROOT / "corpora" / name, top / Path(name).name)
    shutil.copy(ROOT / "corpora" / "xxhash" / "xxhash.ll", top / "zz_xxhash_again.ll")
    (top / "c_broken.ll").write_text("define i32 @f( {\n")
    (top / "m_broken.opt").write_text("%x:i8 = var\n%y:i8 = add %x\ninfer %y\n")
    return top


def _same(a: tuple[object, ...], b: tuple[object, ...]) -> None:
    (corpus_a, groups_a), (corpus_b, groups_b) = a, b
    assert corpus_a == corpus_b  # type: ignore[comparison-overlap]
    unique_a, unique_b = groups_a.unique(), groups_b.unique()  # type: ignore[attr-defined]
    assert unique_a == unique_b
    # The first occurrence is the one kept: the fragments' own names and places.
    assert [u.fragment.origin for u in unique_a] == [u.fragment.origin for u in unique_b]


@pytest.mark.parametrize("jobs", [2, 3])
def test_reading_in_several_processes_gives_what_reading_in_one_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, jobs: int
) -> None:
    top = _corpus(tmp_path)
    monkeypatch.setattr(scan_module, "PARALLEL_READ_BYTES", 0)
    files, _ = discover([top])
    assert len(_shares(files, jobs)) == jobs  # not vacuous: really shared out
    serial = read_unique([top], jobs=1)
    parallel = read_unique([top], jobs=jobs)
    _same(serial, parallel)
    corpus, groups = serial
    assert sum(d.is_error for d in corpus.diagnostics) >= 2
    assert any(u.occurrences > 1 for u in groups.unique())


def test_shares_hold_every_file_once_in_order_and_about_as_many_bytes(tmp_path: Path) -> None:
    files = []
    for n, size in enumerate([5, 1, 1, 1, 1, 1, 9, 1, 1]):
        path = tmp_path / f"f{n}.opt"
        path.write_bytes(b"x" * size * 1_000_000)
        files.append(path)
    shares = _shares(files, 2)
    assert sorted(item for share in shares for item in share) == list(enumerate(files))
    assert all(share == sorted(share) for share in shares)  # each in reading order
    loads = sorted(sum(f.stat().st_size for _, f in share) for share in shares)
    assert loads == [10_000_000, 11_000_000]
    assert _shares(files, 1) == [list(enumerate(files))]
    assert _shares(files[:1], 4) == [[(0, files[0])]]
    assert _shares([], 2) == []


def test_a_reading_process_that_dies_costs_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Its share is read again by the scan's process."""
    top = _corpus(tmp_path)
    monkeypatch.setattr(scan_module, "PARALLEL_READ_BYTES", 0)
    serial = read_unique([top], jobs=1)
    real = scan_module._read_share
    main = os.getpid()

    def dies_in_a_child(share: list[tuple[int, Path]], options: object) -> object:
        if os.getpid() != main:
            os._exit(9)
        return real(share, options)  # type: ignore[arg-type]

    monkeypatch.setattr(scan_module, "_read_share", dies_in_a_child)
    _same(serial, read_unique([top], jobs=2))
