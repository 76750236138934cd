"""Finding LLVM installations and building the `auditor-facts` plugin for them.

LLVM's facts come from a pass plugin (plugin.cpp next to this file) that has to be
compiled against the exact LLVM it is loaded into. Building takes seconds, so the
shared object is cached under a name keyed by the LLVM version and a hash of
everything that goes into the build (source, compiler command, `llvm-config
--cxxflags`); a cache hit is one `stat` and no subprocess.

Several auditor processes may want the same plugin at once (parallel test runs,
sharded scans): builders serialise on a lock file, compile to a temporary name in the
cache directory, check that `opt` loads the result, and only then `os.replace` it to
its final name — so the final name never holds a half-written or unloadable object.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from auditor.errors import AuditorError

PLUGIN_SOURCE = Path(__file__).with_name("plugin.cpp")
PASS_NAME = "auditor-facts"
MIN_MAJOR = 19
"""The oldest LLVM the plugin compiles against (SimplifyQuery-based isKnownNonZero and
friends arrived in 19)."""

_CONFIG_TIMEOUT = 30.0
_BUILD_TIMEOUT = 600.0
_LOAD_CHECK_TIMEOUT = 60.0
_MAJORS = range(10, 41)
# "file:line:col: error: …" (gcc and clang); not merely "error" anywhere, which a path may hold.
_ERROR_LINE = re.compile(r":\s*(?:fatal )?error:")


class LLVMUnavailable(AuditorError):
    """The LLVM toolchain asked for cannot be used: not installed, broken, too old, or
    the plugin does not build. The message is one line saying what is missing."""


@dataclass(frozen=True)
class Toolchain:
    """One LLVM installation, as `llvm-config` describes it.

    `cxxflags`/`ldflags` are filled by `toolchain()` from the same `llvm-config` call
    that gives the version, so that `plugin_path` needs no subprocess on a cache hit;
    a hand-made Toolchain leaves them None and `plugin_path` asks `llvm-config` then.
    """

    llvm_config: Path
    version: str  # "19.1.7"
    major: int
    bindir: Path
    opt: Path
    cxxflags: tuple[str, ...] | None = None
    ldflags: tuple[str, ...] | None = None


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


def _resolve_command(name: str | os.PathLike[str]) -> Path | None:
    """A path (anything with a directory part) as is, a bare name through PATH."""
    text = os.fspath(name)
    if os.sep in text or (os.altsep is not None and os.altsep in text):
        return Path(text) if os.path.isfile(text) else None
    found = shutil.which(text)
    return Path(found) if found is not None else None


def toolchain(llvm_config: str | os.PathLike[str]) -> Toolchain:
    """The LLVM installation a named `llvm-config` (path or command name) belongs to.

    One `llvm-config` call; raises LLVMUnavailable when it is missing, fails, or its
    `bindir` has no `opt`.
    """
    path = _resolve_command(llvm_config)
    if path is None:
        raise LLVMUnavailable(f"llvm-config not found: {os.fspath(llvm_config)!r} is not a file or a command on PATH")
    try:
        done = subprocess.run(
            [str(path), "--version", "--bindir", "--cxxflags", "--ldflags"],
            capture_output=True,
            text=True,
            errors="replace",
            timeout=_CONFIG_TIMEOUT,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise LLVMUnavailable(f"{path}: llvm-config timed out after {_CONFIG_TIMEOUT:g} s") from None
    except OSError as err:
        raise LLVMUnavailable(f"{path}: cannot run llvm-config: {_one_line(str(err))}") from None
    if done.returncode != 0:
        why = _first_line(done.stderr) or f"exit status {done.returncode}"
        raise LLVMUnavailable(f"{path}: llvm-config failed: {_one_line(why)}")
    lines = done.stdout.splitlines()
    version = lines[0].strip() if lines else ""
    match = re.match(r"(\d+)\.\d+", version)
    if len(lines) < 3 or match is None:
        raise LLVMUnavailable(f"{path}: unexpected llvm-config output: {_one_line(done.stdout)[:80]!r}")
    bindir = Path(lines[1].strip())
    opt = bindir / "opt"
    if not (opt.is_file() and os.access(opt, os.X_OK)):
        raise LLVMUnavailable(f"LLVM {version} ({path}) has no opt executable in {bindir}")
    return Toolchain(
        llvm_config=path,
        version=version,
        major=int(match[1]),
        bindir=bindir,
        opt=opt,
        cxxflags=tuple(shlex.split(lines[2])),
        ldflags=tuple(shlex.split(lines[3])) if len(lines) > 3 else (),
    )


def find_toolchains() -> list[Toolchain]:
    """Every working `llvm-config-N` (N = 10…40) and plain `llvm-config` on PATH, one
    per installation (same version and bindir), oldest major first."""
    seen: dict[tuple[str, Path], Toolchain] = {}
    for name in [*(f"llvm-config-{n}" for n in _MAJORS), "llvm-config"]:
        if shutil.which(name) is None:
            continue
        try:
            tc = toolchain(name)
        except LLVMUnavailable:
            continue
        seen.setdefault((tc.version, tc.bindir.resolve()), tc)
    return sorted(seen.values(), key=lambda tc: (tc.major, tc.version, str(tc.bindir)))


def default_cache_dir() -> Path:
    """$AUDITOR_LLVM_CACHE, else $XDG_CACHE_HOME/auditor/llvm-plugins, else
    ~/.cache/auditor/llvm-plugins."""
    explicit = os.environ.get("AUDITOR_LLVM_CACHE")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "auditor" / "llvm-plugins"


def _compiler() -> list[str]:
    """The C++ compiler command: $CXX (may carry flags, e.g. `ccache g++`) or c++."""
    argv = shlex.split(os.environ.get("CXX") or "c++")
    if not argv:
        argv = ["c++"]
    found = shutil.which(argv[0])
    if found is None:
        raise LLVMUnavailable(f"no C++ compiler: {argv[0]!r} is not on PATH (set CXX to choose one)")
    return [found, *argv[1:]]


def _flags(tc: Toolchain) -> tuple[tuple[str, ...], tuple[str, ...]]:
    if tc.cxxflags is not None and tc.ldflags is not None:
        return tc.cxxflags, tc.ldflags
    full = toolchain(tc.llvm_config)
    assert full.cxxflags is not None and full.ldflags is not None
    return full.cxxflags, full.ldflags


def plugin_path(tc: Toolchain, cache_dir: Path | None = None) -> Path:
    """The `auditor-facts` plugin built for `tc`, building it on first use.

    The file name holds the LLVM version and a hash of the plugin source, the compiler
    command and the LLVM flags, so editing plugin.cpp or switching compilers never
    reuses a stale object. Raises LLVMUnavailable when there is no compiler, the
    LLVM is too old, the build fails (message: the compiler's first error line and
    the log path), or `opt` cannot load the result.
    """
    if tc.major < MIN_MAJOR:
        raise LLVMUnavailable(f"LLVM {tc.version} is too old for the facts plugin (needs LLVM {MIN_MAJOR} or newer)")
    compiler = _compiler()
    cxxflags, ldflags = _flags(tc)
    try:
        source = PLUGIN_SOURCE.read_bytes()
    except OSError as err:
        raise LLVMUnavailable(f"cannot read the plugin source {PLUGIN_SOURCE}: {err.strerror}") from None
    digest = hashlib.sha256()
    for part in (source, "\0".join(compiler).encode(), "\0".join(cxxflags).encode(), "\0".join(ldflags).encode()):
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part)
    safe_version = re.sub(r"[^0-9A-Za-z.]+", "_", tc.version)
    stem = f"{PASS_NAME}-llvm{safe_version}-{digest.hexdigest()[:16]}"
    directory = cache_dir if cache_dir is not None else default_cache_dir()
    final = directory / f"{stem}.so"
    if final.is_file():
        return final
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise LLVMUnavailable(f"cannot create the plugin cache {directory}: {err.strerror}") from None
    with _locked(directory / f"{stem}.lock"):
        if final.is_file():  # another process built it while we waited
            return final
        _build(tc, compiler, cxxflags, ldflags, directory, stem, final)
    return final


@contextlib.contextmanager
def _locked(lock_path: Path) -> Iterator[None]:
    """An exclusive flock, so concurrent builders compile once. Where flock is not
    supported the build still goes ahead: the temp-name-and-replace protocol alone
    keeps the final name safe, only work is duplicated."""
    try:
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as err:
        raise LLVMUnavailable(f"cannot create the plugin lock {lock_path}: {err.strerror}") from None
    try:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def _build(
    tc: Toolchain,
    compiler: list[str],
    cxxflags: tuple[str, ...],
    ldflags: tuple[str, ...],
    directory: Path,
    stem: str,
    final: Path,
) -> None:
    fd, tmp_name = tempfile.mkstemp(prefix=f".{stem}.", suffix=".so.tmp", dir=directory)
    os.close(fd)
    tmp = Path(tmp_name)
    log = directory / f"{stem}.log"
    argv = [*compiler, "-shared", "-fPIC", "-O2", *cxxflags, str(PLUGIN_SOURCE), "-o", str(tmp), *ldflags]
    try:
        try:
            done = subprocess.run(
                argv, capture_output=True, text=True, errors="replace", timeout=_BUILD_TIMEOUT, check=False
            )
        except subprocess.TimeoutExpired:
            raise LLVMUnavailable(
                f"building the facts plugin for LLVM {tc.version} timed out after {_BUILD_TIMEOUT:g} s"
            ) from None
        except OSError as err:
            raise LLVMUnavailable(f"cannot run the C++ compiler {compiler[0]}: {_one_line(str(err))}") from None
        _write_log(log, f"$ {shlex.join(argv)}\n{done.stdout}{done.stderr}")
        if done.returncode != 0:
            errors = [line for line in done.stderr.splitlines() if _ERROR_LINE.search(line)]
            why = errors[0] if errors else _first_line(done.stderr) or f"exit status {done.returncode}"
            raise LLVMUnavailable(
                f"building the facts plugin for LLVM {tc.version} failed: {_one_line(why)} (log: {log})"
            )
        _check_loads(tc, tmp, log)
        os.replace(tmp, final)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def _write_log(log: Path, text: str) -> None:
    """Replace the log atomically: a concurrent builder (without flock) must not
    interleave its lines with ours."""
    fd, tmp_name = tempfile.mkstemp(prefix=f".{log.name}.", suffix=".tmp", dir=log.parent)
    with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as out:
        out.write(text)
    os.replace(tmp_name, log)


def _check_loads(tc: Toolchain, plugin: Path, log: Path) -> None:
    """Run the plugin on an empty module: `-shared` links happily with undefined
    symbols, so a plugin is only known good once `opt` has loaded and run it."""
    argv = [str(tc.opt), f"-load-pass-plugin={plugin}", f"-passes={PASS_NAME}", "-disable-output"]
    try:
        done = subprocess.run(
            argv, input="", capture_output=True, text=True, errors="replace", timeout=_LOAD_CHECK_TIMEOUT, check=False
        )
    except subprocess.TimeoutExpired:
        raise LLVMUnavailable(f"{tc.opt} hung loading the freshly built facts plugin") from None
    except OSError as err:
        raise LLVMUnavailable(f"cannot run {tc.opt}: {_one_line(str(err))}") from None
    if done.returncode != 0 or not done.stdout.startswith(f"{PASS_NAME} "):
        with open(log, "a", encoding="utf-8", errors="replace") as out:
            out.write(f"$ {shlex.join(argv)} < /dev/null\n{done.stdout}{done.stderr}")
        why = _first_line(done.stderr) or f"exit status {done.returncode}, output {_first_line(done.stdout)[:60]!r}"
        raise LLVMUnavailable(f"{tc.opt} cannot load the facts plugin built for it: {_one_line(why)} (log: {log})")
