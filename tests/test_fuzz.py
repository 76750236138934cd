"""Beyond the corpus: the generator (well typed, deterministic, diverse, rarely
vacuous), the reducer (keeps the verdict, re-audited; a fixpoint; small) and the fuzz
campaign (finds every deliberately broken analysis from a fixed seed within 60 s
with reproducers of at most 4 instructions, saved files that replay), on the Python
API and the command line."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from auditor import api
from auditor.compare import Verdict
from auditor.domains.base import Domain
from auditor.fuzz.campaign import FuzzOptions, vacuity
from auditor.fuzz.generate import GENERATED, GeneratorOptions, Swarm, generate
from auditor.fuzz.reduce import findings_of, keeps_verdict, reduce, size
from auditor.ir.fragment import verify
from auditor.ir.opcodes import ALLOWED_FLAGS
from auditor.ir.printer import format_fragment
from auditor.readers.souper import parse_text, read_file
from tests.analyses import broken
from tests.analyses.replay import claim_fails
from tests.test_cli import run

BROKEN = Path(__file__).parent / "analyses" / "data" / "broken.opt"
DOMAIN = {
    "broken-non-zero-sum": Domain.NON_ZERO,
    "broken-srem-sign-bits": Domain.SIGN_BITS,
    "broken-srem-known-bits": Domain.KNOWN_BITS,
    "broken-negate-range": Domain.SIGNED_RANGE,
    "broken-add-no-wrap": Domain.UNSIGNED_RANGE,
    "broken-compare-demanded": Domain.DEMANDED_BITS,
}


# --- generator ------------------------------------------------------------------------


def test_generated_fragments_are_well_typed_and_survive_the_souper_reader() -> None:
    fragments = list(generate(1500, seed=7))
    for fragment in fragments:
        verify(fragment)
        text = format_fragment(fragment)
        read = parse_text(text)
        assert not read.diagnostics, (text, read.diagnostics)
        (again,) = read.fragments
        assert format_fragment(again) == text


def test_the_same_seed_gives_the_same_fragments_and_another_seed_others() -> None:
    first = [format_fragment(f) for f in generate(300, seed=11)]
    assert first == [format_fragment(f) for f in generate(300, seed=11)]
    assert first != [format_fragment(f) for f in generate(300, seed=12)]


def test_every_opcode_flag_and_attribute_kind_appears() -> None:
    fragments = list(generate(4000, seed=1))
    ops = Counter(inst.op for f in fragments for inst in f.insts)
    assert set(GENERATED) <= set(ops), set(GENERATED) - set(ops)
    flags = {flag for f in fragments for inst in f.insts for flag in inst.flags}
    assert flags == {flag for allowed in ALLOWED_FLAGS.values() for flag in allowed}
    attrs = [inst.attrs for f in fragments for inst in f.insts if not inst.attrs.empty]
    assert any(a.range for a in attrs) and any(a.non_negative for a in attrs) and any(a.known_zero for a in attrs)
    assert any(f.pcs for f in fragments) and any(f.blockpcs for f in fragments) and any(f.blocks for f in fragments)
    widths = {inst.width for f in fragments for inst in f.insts}
    assert {1, 4, 8, 16, 32, 64} <= widths


def test_swarm_batches_differ() -> None:
    """Each batch enables its own subset: the opcode sets of batches are not all
    the same, and some batches leave out most opcodes."""
    options = GeneratorOptions(batch=50)
    fragments = list(generate(50 * 12, seed=3, options=options))
    sets = [frozenset(i.op for f in fragments[k : k + 50] for i in f.insts) for k in range(0, 600, 50)]
    assert len(set(sets)) == len(sets)
    assert min(len(s) for s in sets) < len(GENERATED) // 2
    import random

    swarm = Swarm.draw(random.Random(0))
    assert swarm.opcodes and swarm.widths


def test_vacuous_fragments_are_rare() -> None:
    counts = vacuity(generate(300, seed=5))
    assert counts["vacuous"] / 300 < 0.1, counts
    assert counts["vacuous"] > 0 or counts["not vacuous"] == 300


# --- reducer --------------------------------------------------------------------------


@pytest.mark.parametrize("analysis", broken.ALL, ids=lambda a: a.name)
def test_reduction_keeps_the_verdict_is_a_fixpoint_and_is_small(analysis: broken.PerValueAnalysis) -> None:
    domain = DOMAIN[analysis.name]
    keeps = keeps_verdict(analysis, domain, Verdict.UNSOUND)
    start = next(f for f in read_file(BROKEN).fragments if keeps(f))
    reduced = reduce(start, keeps)
    assert size(reduced.fragment) <= size(start)
    assert len(reduced.fragment.insts) <= 4
    # Re-audited from its text, independently of the reducer's own test.
    (again,) = parse_text(format_fragment(reduced.fragment)).fragments
    unsound = [f for f in findings_of(again, analysis, domain) if f.verdict is Verdict.UNSOUND]
    assert unsound and all(claim_fails(again, f) for f in unsound)
    assert format_fragment(reduce(again, keeps).fragment) == format_fragment(reduced.fragment)


def test_reduction_strips_unrelated_instructions() -> None:
    text = (
        "%x:i8 = var (range=[100,200))\n%y:i8 = var\n%a:i8 = add %y, 3:i8\n%n:i8 = sub 0:i8, %x\n"
        "%m:i8 = xor %n, %a\n%r:i8 = and %m, %n\ninfer %r\n"
    )
    (fragment,) = parse_text(text).fragments
    keeps = keeps_verdict(broken.NegateRange, Domain.SIGNED_RANGE, Verdict.UNSOUND)
    result = reduce(fragment, keeps)
    assert len(result.fragment.insts) == 2 and result.steps >= 1
    assert [i.op.value for i in result.fragment.insts] == ["var", "sub"]


def test_reducing_a_fragment_without_the_verdict_is_refused() -> None:
    (fragment,) = parse_text("%x:i8 = var\n%a:i8 = and %x, 3:i8\ninfer %a\n").fragments
    with pytest.raises(ValueError):
        reduce(fragment, keeps_verdict(broken.NegateRange, Domain.SIGNED_RANGE, Verdict.UNSOUND))


# --- fuzz -----------------------------------------------------------------------------


@pytest.mark.parametrize("analysis", broken.ALL, ids=lambda a: a.name)
def test_fuzz_finds_each_broken_analysis_within_60_s_with_a_small_reproducer(
    analysis: broken.PerValueAnalysis, tmp_path: Path
) -> None:
    stats = api.fuzz([analysis], FuzzOptions(seconds=60, seed=0, out=tmp_path, stop_after=1))
    assert stats.reproducers, f"{analysis.name}: nothing found in {stats.fragments} fragments"
    (found,) = stats.reproducers
    assert found.verdict is Verdict.UNSOUND and found.analysis == analysis.name
    assert len(found.fragment.insts) <= 4
    assert found.path is not None and found.path.exists()
    # The saved file is a scan input on which the analysis is unsound, replayably.
    result = api.scan([found.path], [analysis])
    unsound = [f for f in result.findings if f.verdict is Verdict.UNSOUND]
    (saved,) = read_file(found.path).fragments
    assert unsound and all(claim_fails(saved, f) for f in unsound)


def test_a_sound_analysis_yields_no_unsound_reproducer(tmp_path: Path) -> None:
    (builtin,) = api.load_analyses(["builtin"])
    stats = api.fuzz([builtin], FuzzOptions(seconds=8, seed=0, out=tmp_path))
    assert stats.fragments > 0 and stats.verdicts["exact"] > 0
    assert stats.verdicts["unsound"] == 0 and not list(tmp_path.iterdir())


# --- command line ---------------------------------------------------------------------


def test_generate_command_writes_files_that_scan_reads(tmp_path: Path) -> None:
    out = tmp_path / "gen"
    done = run("generate", "--count", "120", "--seed", "2", "--per-file", "50", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert "wrote 120 fragments to 3 files" in done.stdout and "vacuous" in done.stdout
    assert sorted(p.name for p in out.iterdir()) == [f"generated-s2-000{k}.opt" for k in range(3)]
    again = run(
        "generate", "--count", "120", "--seed", "2", "--per-file", "50", "--out", str(tmp_path / "b"), "--no-measure"
    )
    assert again.returncode == 0
    for path in out.iterdir():
        assert path.read_text() == (tmp_path / "b" / path.name).read_text()
    parsed = run("parse", str(out), "--format", "json")
    document = json.loads(parsed.stdout)
    assert parsed.returncode == 0 and document["count"] == 120 and not document["diagnostics"]


def test_reduce_command_output_keeps_the_verdict_and_is_a_fixpoint(tmp_path: Path) -> None:
    source = tmp_path / "big.opt"
    source.write_text(
        "%x:i8 = var\n%y:i8 = var\n%s:i8 = srem %x, 3:i8\n%t:i8 = xor %s, %y\n%u:i8 = add %t, %s\ninfer %s\n"
    )
    spec = "python:tests/analyses/broken.py:SremSignBits"
    first = run("reduce", str(source), "-a", spec, "-d", "sign-bits", "--out", str(tmp_path / "r1.opt"))
    assert first.returncode == 0, first.stderr
    assert "unsound" in first.stdout and "counterexample" in first.stdout and "reduced 5 -> 2" in first.stderr
    second = run("reduce", str(tmp_path / "r1.opt"), "-a", spec, "-d", "sign-bits", "--out", str(tmp_path / "r2.opt"))
    assert second.returncode == 0
    assert (tmp_path / "r1.opt").read_text() == (tmp_path / "r2.opt").read_text()
    sound = run("reduce", str(source), "-a", "builtin", "-d", "sign-bits", "--verdict", "unsound")
    assert sound.returncode == 2 and "is not unsound" in sound.stderr and "Traceback" not in sound.stderr


def test_fuzz_command_saves_reproducers_and_fails_on_unsound(tmp_path: Path) -> None:
    out = tmp_path / "fz"
    done = run(
        "fuzz", "-a", "python:tests/analyses/broken.py:AddNoWrap", "--time", "30", "--stop-after", "1",
        "--out", str(out), "--no-progress",
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    (saved,) = out.iterdir()
    assert saved.name.startswith("unsound-broken-add-no-wrap-unsigned-range-")
    assert "; broken-add-no-wrap is unsound" in saved.read_text() and "fragments in" in done.stdout
    rescan = run("scan", str(saved), "-a", "python:tests/analyses/broken.py:AddNoWrap", "--no-cache",
                 "--out", str(tmp_path / "rep"))  # fmt: skip
    assert rescan.returncode == 0 and "unsound" in (tmp_path / "rep" / "findings.csv").read_text()
