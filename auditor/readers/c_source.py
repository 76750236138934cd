"""C and C++ sources (`.c`, `.cc`, `.cpp`, `.cxx`): compiled to LLVM IR by clang, then
read as any `.ll` file is (auditor.readers.extract).

Which clang: the one `ReadOptions.clang` names (`--clang PATH`); else the `clang` of
the first audited LLVM build (its `bindir`), `clang-<major>` of that LLVM, the newest
`clang-N` on PATH, or plain `clang`. The command is

    clang -g0 -fno-discard-value-names CFLAGS -S -emit-llvm -o - /abs/mine.c

with `ReadOptions.cflags` (default `-O2`). The IR is kept in `ReadOptions.ir_dir`
(`auditor scan` sets OUT/ir; else the user cache, see `default_ir_dir`) as
`mine.c.<hash>.ll`, so each finding's `source` (`…/mine.c.1a2b3c4d.ll:42`) is a line
the user can open. A file is compiled once per process and content: naming it twice
(or a directory walk meeting it again) reuses the first compilation.

Problems are diagnostics, never exceptions: no clang, a compiler that fails to run,
or a compile error — reported at the `file:line:col` of clang's first error — each
cost this file only.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from auditor.errors import Diagnostic, InputError, Severity
from auditor.readers.corpus import ExtractionStats, ReadOptions
from auditor.readers.extract import ReadResult, extract_module
from auditor.readers.files import decode, read_bytes
from auditor.readers.llvm import parse_module

COMPILE_TIMEOUT = 300.0
"""Seconds one compilation may take; a source that takes longer is a diagnostic."""

_MAJORS = range(40, 9, -1)  # clang-40 … clang-10, newest first
# "file:line:col: error: message" / "…: fatal error: …", as clang prints its errors.
_LOCATED_ERROR = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?:fatal )?error: (?P<message>.*)$")
_ANY_ERROR = re.compile(r"(?:^|: )(?:fatal )?error: (?P<message>.*)$")


@dataclass(frozen=True)
class _Compiled:
    """A source's IR: the file it was saved to (its fragments' origin) and its text."""

    name: str
    text: str
    problems: tuple[Diagnostic, ...] = ()


_COMPILED: dict[tuple[str, ...], _Compiled | Diagnostic] = {}
"""Compilations of this process, by (source path, content hash, clang, flags, IR dir)."""


def read_file(path: str | os.PathLike[str], options: ReadOptions | None = None) -> ReadResult:
    """Fragments of every integer SSA value of the IR clang makes of a C/C++ file.

    Never raises for bad input: a missing clang or a compile error is one diagnostic,
    e.g. `mine.c:3:12: error: clang: expected ';' after return statement`.
    """
    options = options or ReadOptions()
    compiled = compile_source(os.fspath(path), options)
    if isinstance(compiled, Diagnostic):
        return ReadResult((), (compiled,), ExtractionStats())
    module, diagnostics = parse_module(compiled.text, compiled.name)
    fragments, stats = extract_module(module, options, diagnostics)
    return ReadResult(tuple(fragments), (*compiled.problems, *diagnostics), stats)


def compile_source(name: str, options: ReadOptions) -> _Compiled | Diagnostic:
    """The IR of source file `name` (from this process's cache when it was compiled
    before with the same content, clang and flags), or the diagnostic saying why not."""
    data = read_bytes(name)
    if isinstance(data, Diagnostic):
        return data
    clang = options.clang or find_clang(options.llvm_major, options.llvm_bindir)
    if clang is None:
        return Diagnostic(name, 0, 0, _no_clang(options.llvm_major))
    ir_dir = options.ir_dir or str(default_ir_dir())
    key = (os.path.abspath(name), hashlib.sha256(data).hexdigest(), clang, *options.cflags, "\0", ir_dir)
    if key not in _COMPILED:
        _COMPILED[key] = _compile(name, clang, options.cflags, Path(ir_dir))
    return _COMPILED[key]


def compile_command(clang: str, cflags: Sequence[str], source: str) -> list[str]:
    """The clang command that prints the textual IR of `source` on stdout.

    >>> compile_command("clang-19", ["-O1"], "/src/mine.c")
    ['clang-19', '-g0', '-fno-discard-value-names', '-O1', '-S', '-emit-llvm', '-o', '-', '/src/mine.c']
    """
    return [clang, "-g0", "-fno-discard-value-names", *cflags, "-S", "-emit-llvm", "-o", "-", source]


def _compile(name: str, clang: str, cflags: Sequence[str], ir_dir: Path) -> _Compiled | Diagnostic:
    source = os.path.abspath(name)  # absolute: a name starting with '-' is never an option
    argv = compile_command(clang, cflags, source)
    try:
        done = subprocess.run(argv, capture_output=True, timeout=COMPILE_TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return Diagnostic(name, 0, 0, f"{clang} took more than {COMPILE_TIMEOUT:g} s to compile this file")
    except OSError as err:
        return Diagnostic(name, 0, 0, f"cannot run {clang}: {err.strerror or err}")
    if done.returncode != 0:
        return compile_error(name, done.stderr.decode("utf-8", errors="replace"), done.returncode)
    header = f"; auditor: {shlex.join(argv)}\n"
    return _save(name, header + decode(done.stdout), ir_dir)


def compile_error(name: str, stderr: str, status: int) -> Diagnostic:
    """One diagnostic for a failed compilation, at clang's first error.

    >>> str(compile_error("/src/mine.c", "/src/mine.c:3:12: error: expected ';'\\n1 error generated.\\n", 1))
    "/src/mine.c:3:12: error: clang: expected ';'"
    """
    lines = stderr.splitlines()
    for line in lines:
        located = _LOCATED_ERROR.match(line)
        if located is not None:
            file = located["file"]
            shown = name if os.path.abspath(file) == os.path.abspath(name) or _same_file(file, name) else file
            return Diagnostic(shown, int(located["line"]), int(located["col"]), f"clang: {located['message']}")
    first = next((m["message"] for m in map(_ANY_ERROR.search, lines) if m is not None), "")
    first = first or next((line.strip() for line in lines if line.strip()), f"exit status {status}")
    return Diagnostic(name, 0, 0, f"clang failed: {first}")


def _same_file(a: str, b: str) -> bool:
    with contextlib.suppress(OSError):
        return os.path.samefile(a, b)
    return False


def _save(name: str, text: str, ir_dir: Path) -> _Compiled:
    """Write the IR to `ir_dir` (atomically: parallel readers may save the same file)
    and name it as the fragments' origin; if it cannot be written, the IR is still
    read, and a warning says the sources name a file that is not there."""
    digest = hashlib.sha256(os.path.abspath(name).encode("utf-8", errors="surrogateescape")).hexdigest()[:8]
    target = ir_dir / f"{Path(name).name}.{digest}.ll"
    try:
        ir_dir.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=ir_dir)
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as out:
            out.write(text)
        os.replace(tmp, target)
    except OSError as err:
        warning = Diagnostic(name, 0, 0, f"cannot save its IR as {target}: {err.strerror or err}", Severity.WARNING)
        return _Compiled(str(target), text, (warning,))
    return _Compiled(str(target), text)


def default_ir_dir() -> Path:
    """Where compiled IR goes when no directory is set: $XDG_CACHE_HOME/auditor/c-ir,
    else ~/.cache/auditor/c-ir."""
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "auditor" / "c-ir"


def find_clang(major: int | None = None, bindir: str | None = None) -> str | None:
    """The clang to compile with: `bindir`/clang (the audited LLVM build's own),
    `clang-<major>`, the newest `clang-N` on PATH, or `clang`; None if there is none.

    >>> find_clang(19, "/usr/lib/llvm-19/bin")  # doctest: +SKIP
    '/usr/lib/llvm-19/bin/clang'
    """
    if bindir is not None:
        own = Path(bindir, "clang")
        if own.is_file() and os.access(own, os.X_OK):
            return str(own)
    names = [f"clang-{major}"] if major is not None else []
    names += [f"clang-{n}" for n in _MAJORS if n != major] + ["clang"]
    return next((found for found in map(shutil.which, names) if found is not None), None)


def _no_clang(major: int | None) -> str:
    wanted = f"clang-{major}, " if major is not None else ""
    return f"no clang to compile this file (looked for {wanted}clang-N and clang on PATH); name one with --clang PATH"


def resolve_clang(clang: str | os.PathLike[str]) -> str:
    """`--clang`'s value as an executable: a path as is, a bare name through PATH;
    InputError (one line) if there is no such program.

    >>> resolve_clang("/no/such/clang")
    Traceback (most recent call last):
    auditor.errors.InputError: --clang /no/such/clang: no such executable
    """
    text = os.fspath(clang)
    found = shutil.which(text) if os.sep not in text else (text if os.access(text, os.X_OK) else None)
    if found is None or not os.path.isfile(found):
        raise InputError(f"--clang {text}: no such executable")
    return found


def split_cflags(cflags: str) -> tuple[str, ...]:
    """`--cflags`' value split as a shell would; InputError for unbalanced quotes.

    >>> split_cflags("-O1 -DNAME='a b'")
    ('-O1', '-DNAME=a b')
    """
    try:
        return tuple(shlex.split(cflags))
    except ValueError as err:
        raise InputError(f"--cflags {cflags!r}: {err}") from None


def with_compiler(
    options: ReadOptions,
    analyses: Iterable[object],
    clang: str | os.PathLike[str] | None,
    cflags: str,
    ir_dir: str | os.PathLike[str] | None = None,
) -> ReadOptions:
    """`options` set up for C inputs of a scan of `analyses`: the user's clang (checked
    now, so a wrong `--clang` is one error before any work) or the first LLVM
    analysis's major and bindir to find one by, the split flags, and the IR directory.

    >>> with_compiler(ReadOptions(), [], None, "-O0").cflags
    ('-O0',)
    """
    from auditor.analyses.llvm.toolchain import Toolchain

    toolchains = [tc for tc in (getattr(a, "toolchain", None) for a in analyses) if isinstance(tc, Toolchain)]
    first = toolchains[0] if toolchains else None
    return replace(
        options,
        clang=resolve_clang(clang) if clang is not None else None,
        cflags=split_cflags(cflags),
        llvm_major=first.major if first is not None else None,
        llvm_bindir=str(first.bindir) if first is not None else None,
        ir_dir=os.fspath(ir_dir) if ir_dir is not None else None,
    )
