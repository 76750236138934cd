"""Find the input files under the paths a user gave and read each with its reader.

A corpus is untrusted: unreadable files, symlink loops and files nobody can parse
become diagnostics, and everything else is still read.
"""

from __future__ import annotations

import importlib
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Protocol

from auditor.errors import Diagnostic, Severity
from auditor.ir.fragment import Fragment


class FileReader(Protocol):
    def __call__(self, path: str | os.PathLike[str], options: ReadOptions | None = None) -> ReadResultLike: ...


class ReadResultLike(Protocol):
    @property
    def fragments(self) -> tuple[Fragment, ...]: ...
    @property
    def diagnostics(self) -> tuple[Diagnostic, ...]: ...


MAX_FRAGMENT_INSTS = 4096
"""The most instructions (inputs included) one fragment may have; see ReadOptions."""


class Context(StrEnum):
    """What an LLVM value's fragment keeps of the control flow that reaches it
    (auditor.readers.extract): nothing (the data flow only, as Souper-text corpora
    mean it), or the conditions of the dominating branches whose taken edge leads to
    the value's block, as `pc`s."""

    NONE = "none"
    BRANCHES = "branches"


DEFAULT_MAX_CONDITIONS = 4
"""Path conditions one fragment takes at most (nearest dominator first)."""


@dataclass(frozen=True)
class ReadOptions:
    """How LLVM functions are cut into fragments (auditor.readers.extract): values more
    than `max_depth` operand edges from a root, or past `max_insts` instructions, become
    inputs. Deeper slices give both sides more context and the oracle more work.

    `context` (`Context`) says whether a value's fragment keeps the conditions of
    the dominating branches that lead to it, `max_conditions` of them at most
    (auditor.readers.extract); the default keeps none.

    `max_fragment_insts` bounds any one fragment, whatever its source: a Souper
    fragment with more instructions is a diagnostic at the first instruction past the
    limit, and is skipped (the rest of the file is still read); an LLVM slice, whose
    interior is already bounded by `max_insts`, could only exceed it through its inputs
    with a `max_insts` in the thousands, and is then skipped and counted in the
    extraction statistics. Why a bound at all: a corpus is untrusted, and the cost of a
    fragment grows with its size everywhere after reading: a chain of 100,000 `add`s
    takes about 110 s and 2.2 GB to audit (about 1 ms and 22 KB per instruction, for
    the oracle's evaluator, the solver terms and the analysis), so one such fragment
    would stall a scan or take a worker past its memory cap. Why 4096: fragments are
    small by design (Souper harvests and the LLVM slices of `max_insts` = 16 have tens
    of instructions; none in the bundled corpora has 30), so 4096 rejects only
    generated or hostile input, while the costliest fragment under it stays within
    what one worker can afford (a chain of 4,000 i1024 multiplications: about 16 s and
    1.1 GB; 4,000 i8 additions: about 4 s)."""

    max_depth: int = 6
    max_insts: int = 16
    max_fragment_insts: int = MAX_FRAGMENT_INSTS
    # The control flow kept (`Context`) and how many conditions at most.
    context: Context = Context.NONE
    max_conditions: int = DEFAULT_MAX_CONDITIONS
    # C and C++ sources (auditor.readers.c_source): the clang to compile them with
    # (None: found from `llvm_major` and `llvm_bindir`, the first audited LLVM), its
    # flags, and where the IR is kept (None: the user cache).
    clang: str | None = None
    cflags: tuple[str, ...] = ("-O2",)
    llvm_major: int | None = None
    llvm_bindir: str | None = None
    ir_dir: str | None = None


@dataclass
class ExtractionStats:
    """How many integer SSA values of LLVM code were seen, how many became fragments,
    why any did not (`skipped`), and why slices got the inputs they have (`cut`)."""

    values: int = 0
    fragments: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    cut: Counter[str] = field(default_factory=Counter)

    def add(self, other: ExtractionStats) -> None:
        self.values += other.values
        self.fragments += other.fragments
        self.skipped.update(other.skipped)
        self.cut.update(other.cut)

    @property
    def fraction(self) -> float:
        return self.fragments / self.values if self.values else 1.0


# Suffix → "module:function". Imported on first use, so reading `.opt` files never
# loads the LLVM machinery and vice versa.
READERS: dict[str, str] = {
    ".opt": "auditor.readers.souper:read_file",
    ".ll": "auditor.readers.extract:read_file",
    ".bc": "auditor.readers.extract:read_file",
    ".c": "auditor.readers.c_source:read_file",
    ".cc": "auditor.readers.c_source:read_file",
    ".cpp": "auditor.readers.c_source:read_file",
    ".cxx": "auditor.readers.c_source:read_file",
}

NAMED_ONLY = frozenset({".c", ".cc", ".cpp", ".cxx"})
"""Suffixes read only from files named on the command line, never picked up in a
directory: a source tree needs its own flags (`--cflags -Iinclude`), and a corpus
directory often keeps the C file next to the `.ll` made of it (it would be read
twice)."""


def _walked(suffix: str) -> bool:
    return suffix in READERS and suffix not in NAMED_ONLY


def reader_for(path: Path) -> FileReader | None:
    target = READERS.get(path.suffix)
    if target is None:
        return None
    module, _, attr = target.partition(":")
    reader: FileReader = getattr(importlib.import_module(module), attr)
    return reader


@dataclass(frozen=True)
class Corpus:
    files: tuple[str, ...]
    fragments: tuple[Fragment, ...]
    diagnostics: tuple[Diagnostic, ...]
    extraction: ExtractionStats = field(default_factory=ExtractionStats)

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diagnostics)


def discover(paths: Iterable[str | os.PathLike[str]]) -> tuple[list[Path], list[Diagnostic]]:
    """Input files under `paths`, in a stable order. A file named explicitly is taken
    whatever its suffix; in directories only suffixes with a reader are taken, less
    NAMED_ONLY ones (C and C++ sources)."""
    files: list[Path] = []
    problems: list[Diagnostic] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found, errs = _walk(path)
            if not found and not errs:  # named on purpose: most likely the wrong directory
                known = ", ".join(sorted(s for s in READERS if _walked(s)))
                problems.append(Diagnostic(str(path), 0, 0, f"no input files ({known}) here", Severity.WARNING))
            files += found
            problems += errs
        elif path.exists() or path.is_symlink():  # a dangling or looping link: its reader says which
            files.append(path)
        else:
            problems.append(Diagnostic(str(path), 0, 0, "no such file or directory"))
    return files, problems


def _walk(top: Path) -> tuple[list[Path], list[Diagnostic]]:
    found: list[Path] = []
    problems: list[Diagnostic] = []
    seen_dirs: set[tuple[int, int]] = set()

    def onerror(err: OSError) -> None:
        problems.append(Diagnostic(str(err.filename or top), 0, 0, f"cannot read directory: {err.strerror}"))

    for dirpath, dirnames, filenames in os.walk(top, followlinks=True, onerror=onerror):
        try:
            st = os.stat(dirpath)
        except OSError as err:
            problems.append(Diagnostic(dirpath, 0, 0, f"cannot read directory: {err.strerror}"))
            dirnames[:] = []
            continue
        key = (st.st_dev, st.st_ino)
        if key in seen_dirs:  # a symlink loop, or a second link to a directory already read
            problems.append(Diagnostic(dirpath, 0, 0, "directory already visited (symlink loop?), skipped"))
            dirnames[:] = []
            continue
        seen_dirs.add(key)
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            path = Path(dirpath, name)
            if _walked(path.suffix):
                found.append(path)
    return found, problems


def read_files(
    files: Iterable[Path], options: ReadOptions | None = None, stats: ExtractionStats | None = None
) -> Iterator[tuple[Path, tuple[Fragment, ...], tuple[Diagnostic, ...]]]:
    for path in files:
        reader = reader_for(path)
        if reader is None:
            known = ", ".join(sorted(READERS))
            yield path, (), (Diagnostic(str(path), 0, 0, f"no reader for '{path.suffix}' files (known: {known})"),)
            continue
        try:
            result = reader(path, options)
        except Exception as exc:  # a reader bug (or exhausted memory) costs one file, not the corpus run
            message = f"internal error reading this file, skipped: {type(exc).__name__}: {exc}"
            yield path, (), (Diagnostic(str(path), 0, 0, message),)
            continue
        extraction = getattr(result, "extraction", None)
        if stats is not None and isinstance(extraction, ExtractionStats):
            stats.add(extraction)
        yield path, result.fragments, result.diagnostics


def read_corpus(
    paths: Iterable[str | os.PathLike[str]],
    on_file: Callable[[Path, int], None] | None = None,
    stop_on_error: bool = False,
    options: ReadOptions | None = None,
    sink: Callable[[Sequence[Fragment]], None] | None = None,
) -> Corpus:
    """Every fragment of every file under `paths`, with the diagnostics. With `sink`,
    each file's fragments go to it instead and `Corpus.fragments` stays empty, so that
    a large corpus is never all held (a scan keeps one fragment per content)."""
    files, problems = discover(paths)
    fragments: list[Fragment] = []
    stats = ExtractionStats()
    for path, frags, diags in read_files(files, options, stats):
        if sink is not None:
            sink(frags)
        else:
            fragments += frags
        problems += diags
        if on_file:
            on_file(path, len(frags))
        if stop_on_error and any(d.is_error for d in diags):
            break
    return Corpus(tuple(str(f) for f in files), tuple(fragments), tuple(problems), stats)
