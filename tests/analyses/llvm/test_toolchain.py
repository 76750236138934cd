"""Finding LLVM and building the facts plugin: it builds for every installed LLVM, is
cached (a hit runs nothing), survives concurrent builders, and every way it can fail
is a one-line LLVMUnavailable."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from auditor.analyses.llvm import toolchain as toolchain_module
from auditor.analyses.llvm.toolchain import (
    LLVMUnavailable,
    Toolchain,
    default_cache_dir,
    find_toolchains,
    plugin_path,
    toolchain,
)

EMPTY_MODULE_RUN = ["-passes=auditor-facts", "-disable-output"]


def fake_toolchain(tmp_path: Path, major: int = 22, opt: Path | None = None) -> Toolchain:
    """A Toolchain that needs no LLVM: flags given, so plugin_path asks llvm-config
    nothing."""
    return Toolchain(
        llvm_config=tmp_path / "llvm-config",
        version=f"{major}.1.0",
        major=major,
        bindir=tmp_path,
        opt=opt or tmp_path / "opt",
        cxxflags=(),
        ldflags=(),
    )


def script(path: Path, body: str) -> Path:
    path.write_text("#!/bin/sh\n" + textwrap.dedent(body))
    path.chmod(0o755)
    return path


def loads(tc: Toolchain, plugin: Path) -> bool:
    done = subprocess.run(
        [str(tc.opt), f"-load-pass-plugin={plugin}", *EMPTY_MODULE_RUN],
        input="",
        capture_output=True,
        text=True,
        check=False,
    )
    return done.returncode == 0 and done.stdout.startswith(f"auditor-facts 1 {tc.version}\n")


# --- finding toolchains ------------------------------------------------------------


def test_each_installed_version_is_found(tc: Toolchain) -> None:
    assert tc.version.startswith(f"{tc.major}.")
    assert tc.opt == tc.bindir / "opt" and os.access(tc.opt, os.X_OK)
    assert tc.cxxflags is not None and any(flag.startswith("-I") for flag in tc.cxxflags)


def test_find_toolchains_is_sorted_and_deduplicated() -> None:
    found = find_toolchains()
    if not found:
        pytest.skip("no llvm-config on PATH (apt-get install llvm-19-dev)")
    assert [tc.major for tc in found] == sorted(tc.major for tc in found)
    keys = [(tc.version, tc.bindir.resolve()) for tc in found]
    assert len(keys) == len(set(keys))


def test_toolchain_by_name_and_by_path_agree(tc: Toolchain) -> None:
    by_name = toolchain(f"llvm-config-{tc.major}")
    by_path = toolchain(str(tc.llvm_config))
    assert (by_name.version, by_name.bindir, by_name.opt) == (by_path.version, by_path.bindir, by_path.opt)


@pytest.mark.parametrize(
    "name", ["/nonexistent/dir/llvm-config", "llvm-config-no-such-version", Path("/nonexistent/llvm-config")]
)
def test_missing_llvm_config_is_one_line(name: str | Path) -> None:
    with pytest.raises(LLVMUnavailable, match="llvm-config not found") as info:
        toolchain(name)
    assert "\n" not in str(info.value)


def test_failing_llvm_config_reports_its_message(tmp_path: Path) -> None:
    broken = script(tmp_path / "llvm-config", 'echo "llvm-config: broken install" >&2\necho second line >&2\nexit 3\n')
    with pytest.raises(LLVMUnavailable, match="broken install") as info:
        toolchain(broken)
    assert "\n" not in str(info.value) and "second line" not in str(info.value)


def test_garbage_from_llvm_config_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(LLVMUnavailable, match="unexpected llvm-config output"):
        toolchain(script(tmp_path / "llvm-config", "echo hello\n"))


def test_llvm_without_opt_is_rejected(tmp_path: Path) -> None:
    fake = script(tmp_path / "llvm-config", f'printf "19.1.7\\n{tmp_path}\\n-I/x\\n-L/y\\n"\n')
    with pytest.raises(LLVMUnavailable, match="has no opt") as info:
        toolchain(fake)
    assert "\n" not in str(info.value)


# --- the cache directory -------------------------------------------------------------


def test_default_cache_dir_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("AUDITOR_LLVM_CACHE", str(tmp_path / "explicit"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert default_cache_dir() == tmp_path / "explicit"
    monkeypatch.delenv("AUDITOR_LLVM_CACHE")
    assert default_cache_dir() == tmp_path / "xdg" / "auditor" / "llvm-plugins"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_cache_dir() == tmp_path / "home" / ".cache" / "auditor" / "llvm-plugins"


# --- building --------------------------------------------------------------------------


def test_plugin_builds_into_the_given_cache_and_loads(tc: Toolchain, plugin_cache: Path) -> None:
    plugin = plugin_path(tc, plugin_cache)
    assert plugin.parent == plugin_cache
    assert plugin.name.startswith(f"auditor-facts-llvm{tc.version}-") and plugin.suffix == ".so"
    assert loads(tc, plugin)
    assert not list(plugin_cache.glob("*.tmp")), "temporary files left behind"


def test_second_call_is_a_cache_hit(tc: Toolchain, plugin_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plugin = plugin_path(tc, plugin_cache)
    before = plugin.stat().st_mtime_ns

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"a cache hit ran a subprocess: {args!r}")

    monkeypatch.setattr(subprocess, "run", forbidden)
    monkeypatch.setattr(subprocess, "Popen", forbidden)
    assert plugin_path(tc, plugin_cache) == plugin
    assert plugin.stat().st_mtime_ns == before


def test_default_cache_is_used_without_an_argument(
    tc: Toolchain, plugin_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AUDITOR_LLVM_CACHE", str(plugin_cache))
    assert plugin_path(tc).parent == plugin_cache


@pytest.mark.slow
def test_concurrent_builders_both_get_a_working_plugin(tc: Toolchain, tmp_path: Path) -> None:
    cache = tmp_path / "fresh-cache"
    code = (
        "import sys; from pathlib import Path\n"
        "from auditor.analyses.llvm.toolchain import plugin_path, toolchain\n"
        "print(plugin_path(toolchain(sys.argv[1]), Path(sys.argv[2])))\n"
    )
    root = Path(__file__).resolve().parents[3]
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(tc.llvm_config), str(cache)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=root,
        )
        for _ in range(2)
    ]
    results = [proc.communicate(timeout=600) for proc in procs]
    assert [proc.returncode for proc in procs] == [0, 0], [err for _, err in results]
    paths = {Path(out.strip()) for out, _ in results}
    assert len(paths) == 1
    plugin = paths.pop()
    assert loads(tc, plugin)
    assert sorted(p.suffix for p in cache.iterdir() if p.name.startswith("auditor-facts")) == [".lock", ".log", ".so"]
    assert not [p for p in cache.iterdir() if p.name.startswith(".")], "temporary files left behind"


@pytest.fixture
def broken_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    source = tmp_path / "plugin.cpp"
    source.write_text("int main() { return undeclared_thing; }\nint also_bad = ;\n")
    monkeypatch.setattr(toolchain_module, "PLUGIN_SOURCE", source)
    yield source


@pytest.mark.usefixtures("broken_source")
def test_compile_error_names_the_first_error_and_the_log(tmp_path: Path) -> None:
    if shutil.which("c++") is None:
        pytest.skip("no c++ on PATH")
    cache = tmp_path / "cache"
    with pytest.raises(LLVMUnavailable) as info:
        plugin_path(fake_toolchain(tmp_path), cache)
    message = str(info.value)
    assert "\n" not in message
    assert "undeclared_thing" in message and "error" in message
    log = Path(message.rsplit("(log: ", 1)[1].rstrip(")"))
    assert log.is_file() and "also_bad" in log.read_text()
    assert not list(cache.glob("*.so")) and not list(cache.glob(".*"))


def test_no_compiler_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CXX", "no-such-compiler-anywhere")
    with pytest.raises(LLVMUnavailable, match="no C\\+\\+ compiler: 'no-such-compiler-anywhere'"):
        plugin_path(fake_toolchain(tmp_path), tmp_path / "cache")


def test_too_old_llvm_is_refused_without_building(tmp_path: Path) -> None:
    with pytest.raises(LLVMUnavailable, match=r"LLVM 14\.1\.0 is too old"):
        plugin_path(fake_toolchain(tmp_path, major=14), tmp_path / "cache")
    assert not (tmp_path / "cache").exists()


def test_an_unloadable_plugin_never_gets_the_final_name(
    tc: Toolchain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A "compiler" that writes garbage where the object should go: it links, but opt
    # cannot load it, and the load check must stop it from being cached.
    compiler = script(
        tmp_path / "fake-c++",
        """
        while [ $# -gt 0 ]; do
          if [ "$1" = -o ]; then echo "not an ELF file" > "$2"; fi
          shift
        done
        """,
    )
    monkeypatch.setenv("CXX", str(compiler))
    cache = tmp_path / "cache"
    with pytest.raises(LLVMUnavailable, match="cannot load the facts plugin") as info:
        plugin_path(tc, cache)
    assert "\n" not in str(info.value)
    assert not list(cache.glob("*.so")) and not list(cache.glob(".*"))


def test_answers_key_names_the_build_and_changes_with_it(tc: Toolchain, plugin_cache: Path, tmp_path: Path) -> None:
    """A scan caches LLVM's answers under this key: the same build gives the same key,
    a rebuilt `opt` (another size or mtime, e.g. a patched LLVM rebuilt in place) or
    another plugin gives a new one."""
    import dataclasses

    from auditor.analyses.llvm import LLVMAnalysis

    plugin = plugin_path(tc, plugin_cache)
    first = LLVMAnalysis(tc, plugin=plugin)
    assert first.answers_key == LLVMAnalysis(tc, plugin=plugin).answers_key
    assert first.answers_key.startswith(f"llvm-{tc.major}/")
    copy = tmp_path / "opt"
    shutil.copy2(tc.opt, copy)
    same_bytes = LLVMAnalysis(dataclasses.replace(tc, opt=copy), plugin=plugin).answers_key
    assert same_bytes != first.answers_key  # another binary path
    os.utime(copy, ns=(0, 0))
    assert LLVMAnalysis(dataclasses.replace(tc, opt=copy), plugin=plugin).answers_key != same_bytes
    other_plugin = tmp_path / "other-plugin.so"
    other_plugin.write_bytes(b"")
    assert LLVMAnalysis(tc, plugin=other_plugin).answers_key != first.answers_key
