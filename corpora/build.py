#!/usr/bin/env python3
"""Regenerate the real-code corpora: LLVM IR of C code bases bundled in PyPI sdists.

    python3 corpora/build.py [--clang clang-19] [--only NAME] [--sdist-dir DIR]

For each code base in CODEBASES: download the pinned sdist with pip (checking the
sha256 recorded below), unpack it into a temporary directory, compile the listed C
files with `clang -target x86_64-pc-linux-gnu -O2 -S -emit-llvm` from inside the
unpacked source root (relative paths, plus -ffile-prefix-map so that no temporary
path can reach the IR), write `corpora/<name>/<file>.ll` and `corpora/<name>/SOURCE.md`,
and print a table of integer SSA values. Then `corpora/smoke/` is cut from the freshly
written files with llvm-extract (whole functions, see SMOKE). Every written file is
checked with `opt -passes=verify` for each opt given by --verify.

Only the standard library is used; pip, clang, llvm-extract and opt are run as programs.
The output depends only on the pinned sdists and on the compiler: rerunning gives the
same bytes.

Integer SSA value (the unit counted everywhere here): an instruction inside a function
body whose result type is a scalar integer `iN` (i1 from icmp/fcmp included; vectors,
pointers, floats, aggregates excluded; function parameters and constants are not
instructions). `count_int_values` reads the result type from the instruction text by
one rule per opcode; see `result_type`.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET = "x86_64-pc-linux-gnu"
BASE_FLAGS = ("-target", TARGET, "-O2", "-S", "-emit-llvm")
SMOKE = "smoke"


@dataclass(frozen=True)
class Codebase:
    name: str  # directory under corpora/
    title: str  # one line: what the C code is
    pypi: str  # PyPI project name
    version: str  # pinned version
    sdist: str  # sdist file name as PyPI serves it
    sha256: str  # of the sdist
    root: str  # top directory inside the sdist
    upstream: str  # upstream C project, its version as bundled, its home
    binding: str  # the Python package's own home
    license: str  # license of the compiled C files, as read from the sdist
    prefix: str  # stripped from a source path to name its .ll (then '/' -> '_')
    files: tuple[str, ...]  # C files, relative to root
    flags: tuple[str, ...] = ()  # extra -I/-D flags
    notes: tuple[str, ...] = field(default=())  # why these files and flags

    def ll_name(self, src: str) -> str:
        assert src.startswith(self.prefix), src
        return src[len(self.prefix) : -len(".c")].replace("/", "_") + ".ll"


CODEBASES: tuple[Codebase, ...] = (
    Codebase(
        name="lz4",
        title="LZ4 compression library (block, HC and frame formats)",
        pypi="lz4",
        version="4.4.5",
        sdist="lz4-4.4.5.tar.gz",
        sha256="5f0b9e53c1e82e88c10d7c180069363980136b9d7a8306c4dca4f760d60c39f0",
        root="lz4-4.4.5",
        upstream="LZ4 1.9.4 by Yann Collet, https://github.com/lz4/lz4 (bundled as lz4libs/)",
        binding="python-lz4, https://github.com/python-lz4/python-lz4",
        license=(
            "BSD-2-Clause: the header of each lz4libs/ file (LZ4 and its bundled xxHash "
            "0.6.5, Copyright Yann Collet). The binding's own LICENSE (BSD-3-Clause, "
            "Steeve Morin) covers the Python glue, which is not compiled here."
        ),
        prefix="lz4libs/",
        files=("lz4libs/lz4.c", "lz4libs/lz4hc.c", "lz4libs/lz4frame.c", "lz4libs/xxhash.c"),
        notes=("All four library C files of lz4libs/; the binding's lz4/**/*.c glue is left out.",),
    ),
    Codebase(
        name="brotli",
        title="Brotli compression library (decoder, encoder, shared code)",
        pypi="Brotli",
        version="1.2.1",
        sdist="brotli-1.2.1.tar.gz",
        sha256="02b2f7b5a83485efe448a44ddf7983def05c3bb1dcf917d4f7154070260e13de",
        root="brotli-1.2.1",
        upstream="Brotli 1.2.1 by the Brotli Authors (Google), https://github.com/google/brotli",
        binding="the same repository (python/_brotli.c)",
        license="MIT (LICENSE at the sdist root, Copyright the Brotli Authors)",
        prefix="c/",
        flags=("-Ic/include",),
        files=(
            "c/common/shared_dictionary.c",
            "c/common/transform.c",
            "c/dec/bit_reader.c",
            "c/dec/decode.c",
            "c/dec/huffman.c",
            "c/dec/state.c",
            "c/enc/backward_references_hq.c",
            "c/enc/bit_cost.c",
            "c/enc/block_splitter.c",
            "c/enc/brotli_bit_stream.c",
            "c/enc/cluster.c",
            "c/enc/compound_dictionary.c",
            "c/enc/compress_fragment.c",
            "c/enc/compress_fragment_two_pass.c",
            "c/enc/encode.c",
            "c/enc/encoder_dict.c",
            "c/enc/entropy_encode.c",
            "c/enc/histogram.c",
            "c/enc/literal_cost.c",
            "c/enc/memory.c",
            "c/enc/metablock.c",
            "c/enc/static_dict.c",
            "c/enc/utf8_util.c",
        ),
        notes=(
            "The library files of c/common, c/dec and c/enc, except: the translation units "
            "that compile to no integer SSA value (constants.c, context.c, dictionary.c, "
            "platform.c, dec/prefix.c, dec/static_init.c, enc/command.c, "
            "enc/dictionary_hash.c, enc/fast_log.c, enc/static_dict_lut.c, "
            "enc/static_init.c: data tables and empty shims), and enc/backward_references.c, "
            "which instantiates one template for each of the encoder's hashers (about 25,000 "
            "near-identical values, more than all other Brotli files together). "
            "c/tools/brotli.c (the command-line tool) and python/_brotli.c (the binding) are "
            "left out.",
        ),
    ),
    Codebase(
        name="pycryptodome",
        title="C primitives of PyCryptodome (block and stream ciphers, hashes, MACs, modes, bignum, X25519, ML-KEM)",
        pypi="pycryptodome",
        version="4.4.0",
        sdist="pycryptodome-4.4.0.tar.gz",
        sha256="eab7620c60c85f3fa251d026ec06e094f036d96187bebb9752e46fbcebabbb55",
        root="pycryptodome-4.4.0",
        upstream="PyCryptodome 4.4.0 by Helder Eijs, https://github.com/Legrandin/pycryptodome "
        "(src/mlkem.c includes mlkem-native, https://github.com/pq-code-package/mlkem-native)",
        binding="the same project (the C files are loaded with cffi/ctypes, no Python.h)",
        license=(
            "BSD-2-Clause and public domain (LICENSE.rst: code from PyCrypto is public "
            "domain, the rest BSD-2-Clause, per-file SPDX tags); src/mlkem-native is "
            "Apache-2.0 OR ISC OR MIT (src/mlkem-native/LICENSE). PKG-INFO: "
            "License-Expression: BSD-2-Clause AND Unlicense AND MIT."
        ),
        prefix="src/",
        flags=(
            "-Isrc",
            "-DHAVE_STDINT_H",
            "-DPYCRYPTO_LITTLE_ENDIAN",
            "-DSYS_BITS=64",
            "-DHAVE_UINT128",
            "-DHAVE_POSIX_MEMALIGN",
        ),
        files=(
            "src/AES.c",
            "src/ARC2.c",
            "src/ARC4.c",
            "src/CAST.c",
            "src/DES.c",
            "src/blowfish.c",
            "src/Salsa20.c",
            "src/chacha20.c",
            "src/MD4.c",
            "src/MD5.c",
            "src/RIPEMD160.c",
            "src/SHA1.c",
            "src/SHA256.c",
            "src/SHA512.c",
            "src/blake2b.c",
            "src/blake2s.c",
            "src/keccak.c",
            "src/poly1305.c",
            "src/ghash_portable.c",
            "src/raw_ctr.c",
            "src/raw_ocb.c",
            "src/scrypt.c",
            "src/strxor.c",
            "src/pkcs1_decode.c",
            "src/nat.c",
            "src/nat_div.c",
            "src/nat_gcd.c",
            "src/nat_mod.c",
            "src/curve25519.c",
            "src/mlkem.c",
        ),
        notes=(
            "A selection of the portable primitives, one file per algorithm: variants that "
            "only re-instantiate another file (DES3.c, SHA224.c, SHA384.c) and the "
            "CPU-specific ones (*_armv8, *_neon, *_pmull, *_avx2*, *_bmi2*, *_shani, AESNI.c, "
            "ghash_clmul.c) are left out, as are the larger elliptic-curve files "
            "(ec_common.c, ec_nat*.c, ed25519*.c, ed448.c, curve448.c) and mldsa.c, to keep "
            "the corpus near its size budget.",
            "The -D flags are the ones PyCryptodome's compiler_opt.py sets on x86-64 Linux, "
            "except USE_SSE2/HAVE_*INTRIN_H/HAVE_CPUID_H: without USE_SSE2, Salsa20 and "
            "ChaCha20 compile their portable scalar code instead of SSE2 intrinsics.",
        ),
    ),
    Codebase(
        name="xxhash",
        title="xxHash non-cryptographic hash library (XXH32, XXH64, XXH3)",
        pypi="xxhash",
        version="4.1.0",
        sdist="xxhash-4.1.0.tar.gz",
        sha256="c9b288e4c1f5dae54417bc8a05e6f6daf505783d916b4783f4dd2f2e7d5db486",
        root="xxhash-4.1.0",
        upstream="xxHash 0.8.4 by Yann Collet, https://github.com/Cyan4973/xxHash (bundled as deps/xxhash/)",
        binding="python-xxhash, https://github.com/ifduyue/python-xxhash",
        license=(
            "BSD-2-Clause (deps/xxhash/LICENSE, Copyright Yann Collet); the binding's own "
            "LICENSE is BSD-2-Clause too (Yue Du)."
        ),
        prefix="deps/xxhash/",
        files=("deps/xxhash/xxhash.c",),
        notes=(
            "deps/xxhash/xxhash.c is the whole library (it includes xxhash.h with "
            "XXH_IMPLEMENTATION). xxh_x86dispatch.c (SSE2/AVX2/AVX-512 copies of XXH3, mostly "
            "vector code) and the binding's src/_xxhash.c are left out.",
        ),
    ),
)

# The smoke corpus: whole functions cut from the files above (llvm-extract, with the
# declarations they reference), one .ll per source file. Chosen to cover the kinds of
# integer code in the big corpora at ~300-600 integer SSA values in all.
SMOKE_PICKS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("lz4", "lz4.ll", ("LZ4_decompress_fast",)),
    ("xxhash", "xxhash.ll", ("XXH32",)),
    ("brotli", "dec_huffman.ll", ("BrotliBuildSimpleHuffmanTable",)),
    ("pycryptodome", "ARC4.ll", ("ARC4_stream_encrypt",)),
)


# ---------------------------------------------------------------------------
# Counting integer SSA values


_DEF = re.compile(r"^\s+(?:%[-\w.$]+|%\"[^\"]*\") = (.*)$")
_TYPEDEF = re.compile(r"^(%[-\w.$]+|%\"[^\"]*\") = type (.*)$")
_INT = re.compile(r"i(\d+)$")
_FMF = frozenset({"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast"})
_BINOPS = frozenset(["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"])
_CASTS = frozenset(
    [
        "trunc",
        "zext",
        "sext",
        "fptoui",
        "fptosi",
        "uitofp",
        "sitofp",
        "fptrunc",
        "fpext",
        "ptrtoint",
        "inttoptr",
        "bitcast",
        "addrspacecast",
    ]
)
_NEVER_INT = frozenset(
    [
        "alloca",
        "getelementptr",
        "insertvalue",
        "insertelement",
        "shufflevector",
        "cmpxchg",
        "landingpad",
        "fneg",
        "fadd",
        "fsub",
        "fmul",
        "fdiv",
        "frem",
        "catchswitch",
        "catchpad",
        "cleanuppad",
    ]
)
# Words that may stand between `call` and the return type.
_CALL_WORDS = (
    frozenset(
        [
            "tail",
            "musttail",
            "notail",
            "call",
            "invoke",
            "fastcc",
            "coldcc",
            "ccc",
            "tailcc",
            "swiftcc",
            "noundef",
            "zeroext",
            "signext",
            "inreg",
            "noalias",
            "nonnull",
        ]
    )
    | _FMF
)
_CALL_WORDS_WITH_ARG = frozenset({"cc", "align"})


def split_top(s: str) -> list[str]:
    """Split at spaces and commas outside brackets and quotes; commas are kept as tokens."""
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    quoted = False
    for ch in s:
        if ch == '"':
            quoted = not quoted
        elif not quoted:
            if ch in "([{<":
                depth += 1
            elif ch in ")]}>":
                depth -= 1
            elif depth == 0 and ch in " ,":
                if cur:
                    out.append("".join(cur))
                    cur = []
                if ch == ",":
                    out.append(",")
                continue
        cur.append(ch)
    if cur:
        out.append("".join(cur))
    return out


def _members(ty: str, typedefs: dict[str, str]) -> list[str]:
    ty = ty.strip()
    if ty.startswith("%"):
        return _members(typedefs[ty], typedefs)
    if ty.startswith("<{"):
        ty = ty[1:-1]
    if ty.startswith("{"):
        inner = ty[1:-1].strip()
        return [t for t in split_top(inner) if t != ","] if inner else []
    m = re.fullmatch(r"\[(\d+) x (.*)\]", ty)
    if m:
        return [m.group(2)] * int(m.group(1))
    raise ValueError(f"not an aggregate type: {ty}")


def result_type(rest: str, typedefs: dict[str, str]) -> str:
    """The result type of the instruction `%x = <rest>` (metadata already cut off).

    One rule per opcode: binary ops, load, phi, freeze: the type after the opcode and its
    flags; icmp/fcmp: i1 (unless the operands are vectors); casts: the type after the
    last top-level `to`; select: the type of the second operand; call/invoke: the first
    token after the call words, calling convention and return attributes; extractvalue:
    the member type reached by the indices; extractelement: the element type;
    atomicrmw: the value operand's type; va_arg: the type after the comma. Opcodes that
    never produce an integer return "-"; an unknown opcode raises.
    """
    toks = split_top(rest)
    op = toks[1] if toks[0] in ("tail", "musttail", "notail") else toks[0]
    if op in _BINOPS:
        i = 1
        while toks[i] in ("nuw", "nsw", "exact", "disjoint"):
            i += 1
        return toks[i]
    if op in ("icmp", "fcmp"):
        i = 1
        while toks[i] in _FMF or toks[i] == "samesign":
            i += 1
        return "-" if toks[i + 1].startswith("<") else "i1"
    if op in _CASTS:
        last_to = max(i for i, t in enumerate(toks) if t == "to")
        return toks[last_to + 1]
    if op in ("load", "phi", "freeze"):
        i = 1
        while toks[i] in _FMF or toks[i] in ("atomic", "volatile"):
            i += 1
        return toks[i]
    if op == "select":
        i = 1
        while toks[i] in _FMF:
            i += 1
        return toks[i + 3]  # cond type, cond value, ",", value type
    if op in ("call", "invoke"):
        i = 0
        while True:
            t = toks[i]
            if t in _CALL_WORDS:
                i += 1
            elif t in _CALL_WORDS_WITH_ARG:
                i += 2
            elif re.match(r"(range|dereferenceable|dereferenceable_or_null|nofpclass|align)\(", t):
                i += 1
            else:
                return t
    if op == "extractvalue":
        ty = toks[1]
        for idx in (t for t in toks[4:] if t != ","):
            ty = _members(ty, typedefs)[int(idx)]
        return ty
    if op == "extractelement":
        m = re.fullmatch(r"<(?:vscale x )?\d+ x (.*)>", toks[1])
        assert m, rest
        return m.group(1)
    if op == "atomicrmw":
        i = 1
        while toks[i] == "volatile":
            i += 1
        return toks[i + 4]  # binop, ptr type, ptr value, ",", value type
    if op == "va_arg":
        return toks[toks.index(",") + 1]
    if op in _NEVER_INT:
        return "-"
    raise ValueError(f"unknown opcode {op!r} in: {rest}")


def count_int_values(text: str) -> dict[str, int]:
    """Integer SSA values per defined function, in order of definition."""
    lines = text.splitlines()
    typedefs = {m.group(1): m.group(2) for m in map(_TYPEDEF.match, lines) if m}
    per_func: dict[str, int] = {}
    func = None
    for line in lines:
        if line.startswith("define "):
            func = re.search(r"@(\"[^\"]*\"|[-\w.$]+)\(", line).group(1)  # type: ignore[union-attr]
            per_func[func] = 0
            continue
        if line.startswith("}"):
            func = None
            continue
        if func is None:
            continue
        m = _DEF.match(line)
        if m is None:
            continue
        rest = re.split(r", !", m.group(1), maxsplit=1)[0]
        if _INT.match(result_type(rest, typedefs)):
            per_func[func] += 1
    return per_func


# ---------------------------------------------------------------------------
# Building


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def fetch_sdist(cb: Codebase, sdist_dir: Path) -> Path:
    path = sdist_dir / cb.sdist
    if not (path.exists() and sha256_of(path) == cb.sha256):
        subprocess.run(
            [
                sys.executable, "-m", "pip", "download", "--quiet", "--no-binary", ":all:",
                "--no-deps", f"{cb.pypi}=={cb.version}", "-d", str(sdist_dir),
            ],
            check=True,
        )  # fmt: skip
    if not path.exists():
        raise SystemExit(f"{cb.name}: pip did not produce {cb.sdist} in {sdist_dir}")
    got = sha256_of(path)
    if got != cb.sha256:
        raise SystemExit(f"{cb.name}: sha256 mismatch for {cb.sdist}: {got} != {cb.sha256}")
    return path


def unpack(sdist: Path, dest: Path) -> None:
    with tarfile.open(sdist) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(dest, filter="data")
        else:  # Python < 3.11.4
            tar.extractall(dest)


def compile_one(clang: str, root: Path, cb: Codebase, src: str, out: Path) -> None:
    cmd = [clang, *BASE_FLAGS, f"-ffile-prefix-map={root}=.", *cb.flags, src, "-o", str(out)]
    res = subprocess.run(cmd, cwd=root, capture_output=True, text=True)
    if res.returncode != 0:
        raise SystemExit(f"{cb.name}: compiling {src} failed:\n{' '.join(cmd)}\n{res.stderr}")


def display_command(clang: str, cb: Codebase) -> str:
    return " ".join([clang, *BASE_FLAGS, "-ffile-prefix-map=$PWD=.", *cb.flags, "FILE.c", "-o", "FILE.ll"])


def tool_version(tool: str) -> str:
    out = subprocess.run([tool, "--version"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if "version" in line:
            return line.strip()
    return out.splitlines()[0].strip()


def check_clean(text: str, where: str, tmp: Path) -> None:
    if str(tmp) in text:
        raise SystemExit(f"{where}: a temporary path leaked into the IR")


def verify(path: Path, opts: list[str]) -> None:
    for opt in opts:
        res = subprocess.run([opt, "-passes=verify", "-disable-output", str(path)], capture_output=True, text=True)
        if res.returncode != 0:
            raise SystemExit(f"{opt} rejects {path}:\n{res.stderr}")


def write_if_changed(path: Path, text: str) -> None:
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


def build_codebase(cb: Codebase, clang: str, sdist_dir: Path, tmp: Path, opts: list[str], jobs: int) -> dict[str, int]:
    sdist = fetch_sdist(cb, sdist_dir)
    work = tmp / cb.name
    work.mkdir()
    unpack(sdist, work)
    root = work / cb.root
    outdir = HERE / cb.name
    outdir.mkdir(exist_ok=True)
    for old in outdir.glob("*.ll"):
        old.unlink()
    built = tmp / f"{cb.name}-ll"
    built.mkdir()
    with ThreadPoolExecutor(jobs) as pool:
        futures = [pool.submit(compile_one, clang, root, cb, src, built / cb.ll_name(src)) for src in cb.files]
        for f in futures:
            f.result()
    counts: dict[str, int] = {}
    for src in cb.files:
        name = cb.ll_name(src)
        text = (built / name).read_text()
        check_clean(text, f"{cb.name}/{name}", tmp)
        counts[src] = sum(count_int_values(text).values())
        (outdir / name).write_text(text)
        verify(outdir / name, opts)
    write_if_changed(outdir / "SOURCE.md", source_md(cb, clang, counts))
    return counts


def source_md(cb: Codebase, clang: str, counts: dict[str, int]) -> str:
    total = sum(counts.values())
    lines = [
        f"# corpora/{cb.name}",
        "",
        f"LLVM IR of the {cb.title}, compiled from the C sources bundled in the `{cb.pypi}` "
        "sdist on PyPI. Generated by `corpora/build.py`; do not edit by hand.",
        "",
        f"- Package: `{cb.pypi}` {cb.version} (PyPI), {cb.binding}",
        f"- sdist: `{cb.sdist}`, sha256 `{cb.sha256}`",
        f"- Upstream C code: {cb.upstream}",
        f"- License: {cb.license}",
        f"- Compiler: {tool_version(clang)}",
        f"- Command, run once per file inside the unpacked sdist root `{cb.root}/` with the relative file path:",
        "",
        f"      {display_command(Path(clang).name, cb)}",
        "",
        "  (`-ffile-prefix-map` maps the unpack directory to `.`; these are all the flags: no -g, no -march.)",
        f"- Integer SSA values (instructions whose result type is a scalar `iN`; counted by "
        f"`count_int_values` in build.py): **{total:,}**",
        "",
    ]
    for note in cb.notes:
        lines += [note, ""]
    lines += ["| C file | .ll | integer SSA values |", "| --- | --- | ---: |"]
    for src in cb.files:
        lines.append(f"| `{src}` | `{cb.ll_name(src)}` | {counts[src]:,} |")
    lines.append(f"| **total** | {len(cb.files)} files | **{total:,}** |")
    return "\n".join(lines) + "\n"


def build_smoke(extract: str, opts: list[str]) -> dict[str, int]:
    outdir = HERE / SMOKE
    outdir.mkdir(exist_ok=True)
    for old in outdir.glob("*.ll"):
        old.unlink()
    counts: dict[str, int] = {}
    rows = []
    for name, ll, funcs in SMOKE_PICKS:
        src = HERE / name / ll
        if not src.exists():
            raise SystemExit(f"smoke: {src} is missing; build {name} first")
        cmd = [extract, *(f"--func={f}" for f in funcs), "-S", "-"]
        # Read from stdin so that the ModuleID does not name a path on this machine.
        res = subprocess.run(cmd, input=src.read_text(), capture_output=True, text=True)
        if res.returncode != 0:
            raise SystemExit(f"smoke: {' '.join(cmd)} < {src} failed:\n{res.stderr}")
        out_name = f"{name}_{ll}"
        (outdir / out_name).write_text(res.stdout)
        verify(outdir / out_name, opts)
        per_func = count_int_values(res.stdout)
        counts[out_name] = sum(per_func.values())
        for f in funcs:
            rows.append(f"| `{out_name}` | `{name}/{ll}` | `{f}` | {per_func[f]:,} |")
    total = sum(counts.values())
    text = "\n".join(
        [
            "# corpora/smoke",
            "",
            "A small real-code corpus for quick runs: a few whole functions cut out of the "
            "big corpora next to this directory with "
            f"`{Path(extract).name} --func=NAME -S` (the functions' bodies unchanged; the "
            "globals and functions they reference become declarations). Generated by "
            "`corpora/build.py` from the files named below; do not edit by hand. Sources, "
            "versions and licenses are those of the corpora they come from (see their "
            "SOURCE.md).",
            "",
            f"Integer SSA values: **{total:,}**.",
            "",
            "| .ll | taken from | function | integer SSA values |",
            "| --- | --- | --- | ---: |",
            *rows,
            "",
        ]
    )
    write_if_changed(outdir / "SOURCE.md", text)
    return counts


def main(argv: list[str] | None = None) -> int:
    names = [cb.name for cb in CODEBASES]
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--llvm-extract", default="llvm-extract-19")
    ap.add_argument(
        "--verify",
        default=None,
        help="comma-separated opt binaries to verify every .ll with "
        "(default: those of opt-19, opt-22 found on PATH; '' for none)",
    )
    ap.add_argument("--only", choices=[*names, SMOKE], action="append", help="repeatable")
    ap.add_argument("--sdist-dir", type=Path, help="keep/reuse downloaded sdists here")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)

    if args.verify is None:
        opts = [o for o in ("opt-19", "opt-22") if shutil.which(o)]
    else:
        opts = [o for o in args.verify.split(",") if o]
    wanted = set(args.only or [*names, SMOKE])
    started = time.monotonic()
    table: list[tuple[str, int, int, int]] = []  # name, files, values, bytes

    with tempfile.TemporaryDirectory(prefix="corpora-build-") as tmp_s:
        tmp = Path(tmp_s).resolve()
        sdist_dir = (args.sdist_dir or tmp / "sdists").resolve()
        sdist_dir.mkdir(parents=True, exist_ok=True)
        for cb in CODEBASES:
            if cb.name not in wanted:
                continue
            counts = build_codebase(cb, args.clang, sdist_dir, tmp, opts, args.jobs)
            size = sum((HERE / cb.name / cb.ll_name(s)).stat().st_size for s in cb.files)
            table.append((f"{cb.name} {cb.version}", len(cb.files), sum(counts.values()), size))
            print(f"built {cb.name}: {sum(counts.values()):,} integer SSA values", flush=True)
    if SMOKE in wanted:
        counts = build_smoke(args.llvm_extract, opts)
        size = sum((HERE / SMOKE / n).stat().st_size for n in counts)
        table.append((SMOKE, len(counts), sum(counts.values()), size))

    print()
    print(f"{'corpus':<22} {'files':>5} {'int SSA values':>15} {'MB':>7}")
    for name, files, values, size in table:
        print(f"{name:<22} {files:>5} {values:>15,} {size / 1e6:>7.2f}")
    big = [row for row in table if row[0] != SMOKE]
    if big:
        print(
            f"{'total (excl. smoke)':<22} {sum(r[1] for r in big):>5} "
            f"{sum(r[2] for r in big):>15,} {sum(r[3] for r in big) / 1e6:>7.2f}"
        )
    print(f"\nverified with: {', '.join(opts) or 'nothing'}; {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
