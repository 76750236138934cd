"""Hostile input for `auditor scan` (issue 8, part 4).

A corpus is untrusted: it may be truncated, binary, wrongly encoded, absurdly wide,
deep or long, cyclic, full of undefined names, huge constants and names made of HTML or
shell metacharacters, or not files at all (empty directories, symlink loops, FIFOs,
unreadable files). Whatever it is, a scan must

- say what is wrong in one line `file:line:col: severity: message` (line 0 when the
  problem is the whole file), never with a Python traceback;
- go on and complete: the good fragments beside the bad ones are still audited (every
  case brings its own good fragment, and the corpus has `good.opt`), and the exit status
  is the documented one for "completed with diagnostics" (README: 2 when any is an
  error, 0 for warnings and notes only);
- write reports that load again (findings.csv through `api.load_report`, results.json
  as JSON, report.html with names from the input escaped);
- stay within bounds: the big inputs run in a subprocess under RLIMIT_AS (2 GB) and a
  wall-clock limit.

Each case is checked through `auditor.api.scan` (in this process, or in a subprocess
for the big ones) and, all together, through the real `auditor scan` command line.
Expected diagnostics are exact positions and message fragments, so that a reader that
stops reporting, or reports in the wrong place, fails here.

The fuzz tests at the end mutate the bundled corpora (corpora/souper/*.opt and
corpora/smoke/*.ll) at the level of bytes, lines and tokens and feed the result to the
two readers through their file entry points (LLVM: reading *and* slicing into
fragments). tests/readers already fuzzes the parsers with character-level edits of
their own test data; line and token edits are what make cycles, undefined names,
duplicated definitions and cut fragments, which character edits rarely do.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
import resource
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor import api
from auditor.domains.base import Domain
from auditor.errors import Diagnostic, Severity
from auditor.ir.fragment import verify
from auditor.readers import corpus as corpus_module
from auditor.readers import extract, souper
from auditor.readers.corpus import MAX_FRAGMENT_INSTS, ReadOptions, read_corpus
from auditor.readers.llvm import parse_module
from auditor.readers.llvm_module import (
    BasicBlock,
    Function,
    Instruction,
    IntConst,
    LocalRef,
    Module,
    Operand,
    Parameter,
    Position,
    Type,
)
from auditor.scan import ScanOptions

ROOT = Path(__file__).resolve().parents[1]
AUDITOR = Path(sys.executable).with_name("auditor")
DIAGNOSTIC = re.compile(r"^[^\n]+:\d+:\d+: (error|warning|note): [^\n]+$")
MEMORY_LIMIT = 2 << 30  # RLIMIT_AS of every subprocess, bytes
WALL_CLOCK = 120.0  # seconds a subprocess may take
IN_PROCESS_DEADLINE = 60  # seconds an in-process scan may take before the test fails
OPTIONS = ScanOptions(domains=(Domain.KNOWN_BITS,), jobs=1, cache=None)
ERROR, WARNING, NOTE = Severity.ERROR, Severity.WARNING, Severity.NOTE

# --------------------------------------------------------------------------- the cases

_constants = itertools.count(17)


def good_opt() -> tuple[str, int]:
    """A good Souper fragment no other case has (a fresh constant: fragments with the
    same content are merged, and a merged fragment lists only three sources) and the
    exact known bits of its root, for the finding to look for."""
    k = next(_constants)
    assert k < 256
    return f"%a:i8 = var\n%b:i8 = and %a, {k}\ninfer %b\n", k


def good_ll(name: str) -> str:
    """A good LLVM function, unique as good_opt's fragments are."""
    k = next(_constants)
    assert k < 256
    return f"define i8 @{name}(i8 %a) {{\n  %b = and i8 %a, {k}\n  ret i8 %b\n}}\n"


@dataclass(frozen=True)
class Expect:
    """A diagnostic that must be reported: where (the file relative to the case's
    directory; `col` None: any column) and a fragment of its message."""

    file: str
    line: int
    col: int | None
    severity: Severity
    text: str

    def pattern(self, case_dir: Path) -> re.Pattern[str]:
        col = r"\d+" if self.col is None else str(self.col)
        where = re.escape(f"{case_dir / self.file}:{self.line}:") + col
        return re.compile(f"^{where}: {self.severity.value}: .*{re.escape(self.text)}")


@dataclass(frozen=True)
class Audited:
    """A good fragment of a case whose finding must be in the report: the source
    (file relative to the case's directory, line; None: any line)."""

    file: str
    line: int | None


class Unavailable(Exception):
    """The case cannot be built on this machine (the reason is shown as a skip)."""


@dataclass(frozen=True)
class Case:
    name: str
    make: Callable[[Path], tuple[Expect, ...]]  # writes the files into the case's directory
    audited: tuple[Audited, ...] = ()
    named: tuple[str, ...] = ()  # paths (relative to the case's directory) also given explicitly
    exhaustive: bool = True  # every diagnostic about the case's files is expected
    big: bool = False  # run the API scan in a subprocess, under the limits

    def __str__(self) -> str:
        return self.name


def files(contents: dict[str, bytes | str], *expected: Expect) -> Callable[[Path], tuple[Expect, ...]]:
    def make(directory: Path) -> tuple[Expect, ...]:
        for name, data in contents.items():
            path = directory / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data.encode() if isinstance(data, str) else data)
        return expected

    return make


def chain(count: int, width: int = 8) -> str:
    """A Souper fragment of `count` instructions: a var and a chain of adds, each using
    the one before twice (so the root is the var times 2^(count-1): 0 in i8)."""
    body = "".join(f"%x{i}:i{width} = add %x{i - 1}, %x{i - 1}\n" for i in range(1, count))
    return f"%x0:i{width} = var\n{body}infer %x{count - 1}\n"


def noise(seed: int, size: int, low: int = 0) -> bytes:
    """Random bytes (no NUL with `low` = 1: text to a quick look, not to a parser)."""
    rng = random.Random(seed)
    return bytes(rng.randrange(low, 256) for _ in range(size))


def make_unreadable(directory: Path) -> tuple[Expect, ...]:
    """A regular file that cannot be read. Permission bits stop anyone but root; as
    root (these tests run as root), a link to /proc/self/mem stands in: it opens, and
    reading at offset 0 fails with EIO, in whichever process reads it."""
    path = directory / "locked.opt"
    path.write_text("%a:i8 = var\ninfer %a\n")
    path.chmod(0)
    try:
        path.read_bytes()
    except PermissionError:
        return (Expect("locked.opt", 0, 0, ERROR, "cannot read file: Permission denied"),)
    path.chmod(0o644)
    path.unlink()
    memory = Path("/proc/self/mem")
    try:
        with memory.open("rb") as handle:
            handle.read(1)
    except OSError:
        path.symlink_to(memory)
        return (Expect("locked.opt", 0, 0, ERROR, "cannot read file: Input/output error"),)
    raise Unavailable(
        "running as root, where chmod 000 does not stop reading, and no /proc/self/mem to stand in "
        "for an unreadable file: this sub-case is not checked"
    )


def make_filesystem(directory: Path) -> tuple[Expect, ...]:
    (directory / "emptydir").mkdir()
    (directory / "sub").mkdir()
    (directory / "sub" / "up").symlink_to("..", target_is_directory=True)  # a loop
    (directory / "self.opt").symlink_to("self.opt")  # a loop of one file
    (directory / "dangling.opt").symlink_to("nowhere.opt")
    os.mkfifo(directory / "fifo.opt")  # nobody writes: open() would wait for ever
    (directory / "dir.opt").mkdir()  # a directory with a reader's suffix is walked, not read
    (directory / "dir.opt" / "inner.opt").write_text(DIR_GOOD)
    return (
        Expect("sub/up", 0, 0, ERROR, "directory already visited (symlink loop?), skipped"),
        Expect("self.opt", 0, 0, ERROR, "cannot read file: Too many levels of symbolic links"),
        Expect("dangling.opt", 0, 0, ERROR, "cannot read file: No such file or directory"),
        Expect("fifo.opt", 0, 0, ERROR, "cannot read file: it is a FIFO, not a regular file"),
        Expect("emptydir", 0, 0, WARNING, "no input files (.bc, .ll, .opt) here"),
    )


SCRIPT = "<script>alert(1)</script>"
SHELL_NAME = "$(touch pwned) `touch pwned` 'q' \"q\" <b>&amp;.opt"
DIR_GOOD, _ = good_opt()
TRUNCATED_GOOD, _ = good_opt()
LATIN1_GOOD, _ = good_opt()
WIDTH_GOOD, _ = good_opt()
LONG_GOOD, _ = good_opt()
CYCLE_GOOD, _ = good_opt()
SHELL_GOOD, _ = good_opt()
HUGE_DIGITS = str(10**400)
LONG = 100_000
DEEP = 5_000
UNDER = 4_000  # a chain under the size limit, still far deeper than Python's stack

CASES = [
    Case(
        "empty",
        files(
            {"empty.opt": b"", "blank.opt": b"\n \n\t\n", "empty.ll": b"", "blank.ll": b"\n\n  \n"},
            Expect("empty.opt", 0, 0, WARNING, "empty file: no fragments"),
            Expect("blank.opt", 0, 0, WARNING, "empty file: no fragments"),
            Expect("empty.ll", 1, 1, WARNING, "empty file: no LLVM IR"),
            Expect("blank.ll", 1, 1, WARNING, "empty file: no LLVM IR"),
        ),
    ),
    Case(
        "truncated",
        files(
            {
                "cut_operand.opt": TRUNCATED_GOOD + "%x:i8 = var\n%y:i8 = add %x,",
                "cut_word.opt": "%x:i8 = var\n%y:i8 = ad",
                "no_infer.opt": "%x:i8 = var\n%y:i8 = add %x, 1\n",
                "cut_body.ll": good_ll("before") + "define i32 @f(i32 %a) {\n  %b = add i32 %a,",
                "cut_header.ll": "define i32 @f(i32",
                "cut_utf8.opt": "%x:i8 = var\ninfer %x ; café".encode()[:-1],
            },
            Expect("cut_operand.opt", 5, 16, ERROR, "expected an operand (%name or a number), found end of line"),
            Expect("cut_word.opt", 2, 9, ERROR, "unknown opcode 'ad'"),
            Expect("no_infer.opt", 3, 1, ERROR, "the fragment starting on line 1 has no 'infer' line"),
            Expect("cut_body.ll", 6, 19, ERROR, "expected '}' to close the body of @f, found the end of the file"),
            Expect("cut_header.ll", 1, 18, ERROR, "expected ',' or ')' after a parameter, found the end of the line"),
            Expect("cut_utf8.opt", 2, 15, ERROR, "invalid UTF-8 byte 0xc3"),
        ),
        audited=(Audited("cut_operand.opt", 1), Audited("cut_body.ll", 2)),
    ),
    Case(
        "binary",
        files(
            {
                "nul.opt": bytes(range(256)) * 4,
                "noise.opt": noise(8, 4000, low=1),
                "nul.ll": bytes(range(256)) * 4,
                "junk.bc": b"BC\xc0\xde" + noise(4, 500),
            },
            Expect("nul.opt", 0, 0, ERROR, "binary file, skipped"),
            Expect("noise.opt", 1, None, ERROR, ""),
            Expect("nul.ll", 1, 1, ERROR, "unexpected control character U+0000 (binary data?)"),
            Expect("junk.bc", 0, 0, ERROR, ""),
        ),
        exhaustive=False,  # noise is reported line by line, up to the error cap
    ),
    Case(
        "non-utf8",
        files(
            {
                "latin1.opt": b"%x:i8 = var\n%y:i8 = add %x, 1 \xff\ninfer %y\n" + LATIN1_GOOD.encode(),
                "latin1.ll": b"define i32 @f(i32 %a) {\n  %b\xfe = add i32 %a, 1\n  ret i32 %b\n}\n"
                + good_ll("after").encode(),
                "comment.ll": good_ll("commented").encode().replace(b"{\n", b"{ ; caf\xe9\n", 1),
            },
            Expect("latin1.opt", 2, 19, ERROR, "invalid UTF-8 byte 0xff"),
            Expect("latin1.ll", 2, 5, ERROR, "invalid UTF-8 byte 0xFE (function @f skipped)"),
            Expect("comment.ll", 1, 36, WARNING, "invalid UTF-8 byte 0xE9 in a comment"),
        ),
        audited=(Audited("latin1.opt", 4), Audited("latin1.ll", 6), Audited("comment.ll", 2)),
    ),
    Case(
        "widths",
        files(
            {
                "i0.opt": "%x:i0 = var\ninfer %x\n" + WIDTH_GOOD,
                "i100000.opt": "%x:i100000 = var\n%y:i100000 = add %x, 1\ninfer %y\n",
                "i0.ll": "define i0 @f(i0 %a) {\n  %b = add i0 %a, 0\n  ret i0 %b\n}\n" + good_ll("beside_i0"),
                "i100000.ll": "define i100000 @f(i100000 %a) {\n  %b = add i100000 %a, 1\n  ret i100000 %b\n}\n",
                "i9999999.ll": "define i32 @f(i9999999 %a) {\n  ret i32 0\n}\n",
            },
            Expect("i0.opt", 1, 4, ERROR, "width i0 is outside the supported i1..i1024"),
            Expect("i100000.opt", 1, 4, ERROR, "width i100000 is outside the supported i1..i1024"),
            Expect("i0.ll", 1, 8, ERROR, "bitwidth of integer type 'i0' is out of range (LLVM has i1 to i8388608)"),
            Expect("i100000.ll", 2, 3, NOTE, "1 value of @f wider than i1024 not audited (the first: '%b', i100000)"),
            Expect("i9999999.ll", 1, 15, ERROR, "bitwidth of integer type 'i9999999' is out of range"),
        ),
        audited=(Audited("i0.opt", 3), Audited("i0.ll", 6)),
    ),
    Case(
        "long",
        files(
            {"long.opt": chain(LONG, 32) + LONG_GOOD},
            Expect("long.opt", 4097, 1, ERROR, f"fragment has {LONG} instructions; the limit is {MAX_FRAGMENT_INSTS}"),
        ),
        audited=(Audited("long.opt", LONG + 2),),
        big=True,
    ),
    Case(
        "deep",
        files(
            {
                "deep_under.opt": chain(UNDER),
                "deep_over.opt": chain(DEEP),
                "deep.ll": "define i32 @deep(i32 %a0) {\n"
                + "".join(f"  %a{i} = add i32 %a{i - 1}, 7\n" for i in range(1, DEEP))  # slices alike: few to audit
                + f"  ret i32 %a{DEEP - 1}\n}}\n",
            },
            Expect("deep_over.opt", 4097, 1, ERROR, f"fragment has {DEEP} instructions; the limit is 4096"),
        ),
        audited=(Audited("deep_under.opt", 1), Audited("deep.ll", None)),
        big=True,
    ),
    Case(
        "nesting",
        files(
            {
                "nest.ll": "define i32 @f(i32 %a) {\n  %b = call i32 @g(i32 %a, "
                + "{" * DEEP
                + "i32"
                + "}" * DEEP
                + " %x)\n  %c = and i32 %b, 255\n  ret i32 %c\n}\n"
                + "define "
                + "{" * DEEP
                + "i32"
                + "}" * DEEP
                + " @h(i32 %a) {\n  ret i32 %a\n}\n"
                + good_ll("after_nesting"),
            },
            Expect("nest.ll", 2, 92, WARNING, "cannot read the operands of 'call' (types nested more than 64 deep)"),
            Expect("nest.ll", 6, 72, ERROR, "types nested more than 64 deep (function skipped)"),
        ),
        audited=(Audited("nest.ll", 3), Audited("nest.ll", 10)),
    ),
    Case(
        "predicate",  # found by the mutation test below: an icmp whose predicate is any word
        files(
            {
                "pred.ll": "define i1 @f(i64 %a) {\n  %b = icmp ModuleID i64 %a, 15\n  ret i1 %b\n}\n"
                + good_ll("after_predicate")
            },
            Expect(
                "pred.ll",
                2,
                13,
                WARNING,
                "cannot read the operands of 'icmp' (expected an icmp predicate, found 'ModuleID')",
            ),
        ),
        audited=(Audited("pred.ll", 6),),
    ),
    Case(
        "cycles",
        files(
            {
                "cycle.opt": "%x:i8 = var\n%y:i8 = add %y, %x\ninfer %y\n"
                "%a:i8 = var\n%b:i8 = add %a, %c\n%c:i8 = add %a, 1\ninfer %b\n" + CYCLE_GOOD,
                "self.ll": "define i32 @f(i32 %a) {\n  %b = add i32 %b, %a\n  ret i32 %b\n}\n" + good_ll("after_self"),
                "mutual.ll": "define i32 @g(i32 %a) {\n  %c = add i32 %d, 1\n  %d = add i32 %c, %a\n  ret i32 %c\n}\n",
                "phi_loop.ll": "define i32 @loop(i32 %n) {\nentry:\n  br label %head\nhead:\n"
                "  %i = phi i32 [ 0, %entry ], [ %next, %head ]\n  %next = add i32 %i, 1\n"
                "  %done = icmp eq i32 %next, %n\n  br i1 %done, label %exit, label %head\nexit:\n"
                "  ret i32 %next\n}\n",
            },
            Expect("cycle.opt", 2, 13, ERROR, "'%y' is not defined"),
            Expect("cycle.opt", 5, 17, ERROR, "'%c' is not defined"),
            Expect("self.ll", 2, 16, ERROR, "'%b' uses its own value, and only a phi may (function @f skipped)"),
            Expect(
                "mutual.ll", 3, 16, ERROR, "'%d' uses '%c', which depends on it in turn: a cycle of uses without a phi"
            ),
        ),
        audited=(Audited("cycle.opt", 8), Audited("self.ll", 6), Audited("phi_loop.ll", 6)),
    ),
    Case(
        "undefined",
        files(
            {
                "undefined.opt": "%x:i8 = var\n%y:i8 = add %x, %nope\ninfer %y\n%p:i8 = var\ninfer %zz\n",
                "undefined.ll": "define i32 @f(i32 %a) {\n  %b = add i32 %a, %nope\n  ret i32 %b\n}\n",
                "twice.ll": "define i32 @g(i32 %a) {\n  %b = add i32 %a, 1\n  %b = add i32 %a, 2\n  ret i32 %b\n}\n",
                "params.ll": "define i32 @h(i32 %a, i32 %a) {\n  ret i32 %a\n}\n",
            },
            Expect("undefined.opt", 2, 17, ERROR, "'%nope' is not defined"),
            Expect("undefined.opt", 5, 7, ERROR, "'%zz' is not defined"),
            Expect("undefined.ll", 2, 20, ERROR, "use of undefined value '%nope' (function @f skipped)"),
            Expect("twice.ll", 3, 3, ERROR, "multiple definition of local value named 'b' (function @g skipped)"),
            Expect("params.ll", 1, 1, ERROR, "redefinition of argument '%a' (function @h skipped)"),
        ),
    ),
    Case(
        "huge-constants",
        files(
            {
                "huge.opt": f"%x:i8 = var\n%y:i8 = add %x, {HUGE_DIGITS}\ninfer %y\n"
                "%p:i8 = var\n%q:i8 = add %p, 256\ninfer %q\n"
                "%r:i8 = var\n%s:i8 = add %r, 300:i8\ninfer %s\n"
                "%t:i8 = var\n%u:i8 = add %t, -129\ninfer %u\n"
                "%v:i16 = var\n%w:i16 = add %v, 65535\ninfer %w\n",
                "huge.ll": f"define i8 @f(i8 %a) {{\n  %b = add i8 %a, {HUGE_DIGITS}\n  ret i8 %b\n}}\n"
                "define i8 @g(i8 %a) {\n  %b = add i8 %a, 300\n  ret i8 %b\n}\n"
                f"define i32 @h(i32 %a) {{\n  %b = add i32 %a, 1{'0' * 5000}\n  ret i32 %b\n}}\n",
            },
            Expect("huge.opt", 2, 17, ERROR, "number '1000000000000000000000000000000000000000...' is too large"),
            Expect("huge.opt", 5, 17, ERROR, "constant 256 does not fit i8"),
            Expect("huge.opt", 8, 17, ERROR, "constant 300 does not fit i8"),
            Expect("huge.opt", 11, 17, ERROR, "constant -129 does not fit i8"),
            Expect("huge.ll", 2, 19, WARNING, "does not fit i8; read modulo 2^8, as LLVM does"),
            Expect("huge.ll", 6, 19, WARNING, "constant 300 does not fit i8; read modulo 2^8, as LLVM does"),
            Expect("huge.ll", 10, 20, WARNING, "constant of 5001 digits does not fit i32; read as an unknown value"),
        ),
        audited=(Audited("huge.opt", 13), Audited("huge.ll", 2), Audited("huge.ll", 6), Audited("huge.ll", 10)),
    ),
    Case(
        "metacharacters",
        files(
            {
                "names.opt": "".join(
                    line + "\ninfer %x\n"
                    for line in (
                        "%<script>:i8 = var",
                        "%$(rm -rf x):i8 = var",
                        "%`id`:i8 = var",
                        '%"q":i8 = var',
                        "%'q':i8 = var",
                        f"%x:i8 = var ; {SCRIPT}",
                        "%a&b:i8 = var",
                    )
                )
                + "%$x-1.y:i8 = var\n%r:i8 = xor %$x-1.y, 3\ninfer %r\n",
                "names.ll": f'define i8 @"{SCRIPT}"(i8 %"$(rm -rf x)") {{\n'
                '  %"`id`\'\\22;" = add i8 %"$(rm -rf x)", 1\n'
                '  ret i8 %"`id`\'\\22;"\n}\n'
                'define i8 @g(i8 %a) {\n  %"oops = add i8 %a, 1\n  ret i8 %a\n}\n',
                SHELL_NAME: "%x:i8 = var\n%y:i8 = frob %x\ninfer %y\n" + SHELL_GOOD,
            },
            Expect("names.opt", 1, 2, ERROR, "expected a name after '%'"),
            Expect("names.opt", 3, 7, ERROR, "expected digits after '-'"),
            Expect("names.opt", 5, 2, ERROR, "expected a name after '%'"),
            Expect("names.opt", 7, 2, ERROR, "expected a name after '%'"),
            Expect("names.opt", 9, 2, ERROR, "expected a name after '%'"),
            Expect("names.opt", 13, 3, ERROR, "unexpected character '&'"),
            Expect("names.ll", 6, 3, ERROR, "unterminated string (function @g skipped)"),
            Expect(SHELL_NAME, 2, 9, ERROR, "unknown opcode 'frob'"),
        ),
        audited=(Audited("names.opt", 11), Audited("names.opt", 15), Audited("names.ll", 2), Audited(SHELL_NAME, 4)),
    ),
    Case(
        "filesystem",
        make_filesystem,
        audited=(Audited("dir.opt/inner.opt", 1),),
        named=("emptydir", "dangling.opt"),
    ),
    Case("unreadable", make_unreadable),
]
GOOD, GOOD_BITS = good_opt()  # corpus/good.opt, beside every case


# --------------------------------------------------------------------------- helpers


def build(case: Case, corpus: Path) -> tuple[Path, tuple[Expect, ...], list[Path]]:
    """The case's files in corpus/<name>/: its directory, what must be reported and
    the paths to scan besides the corpus."""
    directory = corpus / case.name
    directory.mkdir(parents=True)
    try:
        expected = case.make(directory)
    except Unavailable as why:
        pytest.skip(str(why))
    return directory, expected, [directory / name for name in case.named]


def new_corpus(root: Path) -> Path:
    corpus = root / "corpus"
    corpus.mkdir()
    (corpus / "good.opt").write_text(GOOD)
    return corpus


def check_diagnostics(lines: list[str], corpus: Path, cases: list[tuple[Case, Path, tuple[Expect, ...]]]) -> None:
    """Every line is one diagnostic; each expected one is there; and, for exhaustive
    cases, nothing else is said about the case's files. good.opt is never mentioned."""
    for line in lines:
        assert DIAGNOSTIC.match(line), f"not a one-line diagnostic: {line!r}"
        assert "Traceback" not in line and "internal error" not in line, line
        assert "oracle:" not in line, f"a broken fragment got past the reader: {line}"
        assert not line.startswith(str(corpus / "good.opt")), line
    for case, directory, expected in cases:
        mine = [line for line in lines if line.startswith(f"{directory}{os.sep}")]
        for expect in expected:
            pattern = expect.pattern(directory)
            assert any(pattern.match(line) for line in mine), f"{case}: no {pattern.pattern!r} among {mine}"
        if case.exhaustive:
            unexpected = [line for line in mine if not any(e.pattern(directory).match(line) for e in expected)]
            assert not unexpected, f"{case}: unexpected diagnostics {unexpected}"


def check_findings(findings: list[dict[str, Any]], corpus: Path, audited: list[tuple[Path, Audited]]) -> None:
    """good.opt's finding is there, right; so is one for each good fragment of the
    cases; and no verdict is `error` (a fragment the oracle or analysis choked on)."""
    good = [f for f in findings if f["source"] == f"{corpus / 'good.opt'}:1"]
    assert [(f["value"], f["domain"], f["oracle"], f["verdict"]) for f in good] == [
        ("%b", "known-bits", f"{GOOD_BITS:08b}".replace("1", "x"), "exact")
    ]
    sources = {str(f["source"]) for f in findings}
    for directory, expect in audited:
        prefix = f"{directory / expect.file}:"
        wanted = prefix if expect.line is None else f"{prefix}{expect.line}"
        hit = any(s == wanted or (expect.line is None and s.startswith(prefix)) for s in sources)
        assert hit, f"no finding from {wanted}; sources: {sorted(sources)}"
    errors = [f for f in findings if f["verdict"] == "error"]
    assert not errors, errors


def check_reports(out: Path, findings_count: int) -> dict[str, Any]:
    """The report files are there and load: findings.csv through the public loader
    (same rows as the scan), results.json as JSON, report.html with no markup from the
    input (names are data in a JSON blob, `<` escaped)."""
    report = api.load_report(out / "findings.csv")
    assert len(report.findings) == findings_count
    results: dict[str, Any] = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert len(results["findings"]) == findings_count
    html = (out / "report.html").read_text(encoding="utf-8")
    assert html.lstrip().lower().startswith("<!doctype html")
    assert SCRIPT not in html and "<b>&amp;" not in html
    assert (out / "summary.md").stat().st_size > 0
    return results


def limit_resources() -> None:
    """preexec_fn of the subprocesses: a 2 GB address space (a memory blow-up becomes
    a failure, not a swapping machine)."""
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run_limited(args: list[str], cwd: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    env = {k: v for k, v in os.environ.items() if k != "AUDITOR_DEBUG"}
    started = time.monotonic()
    try:
        done = subprocess.run(
            args,
            cwd=cwd,
            capture_output=True,
            text=True,
            env=env,
            timeout=WALL_CLOCK,
            preexec_fn=limit_resources,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{args[0]} did not finish within {WALL_CLOCK:.0f} s")
    return done, time.monotonic() - started


class _Late(Exception):
    pass


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Fail, rather than hang the test run, when the code inside takes too long (a
    reader following a cycle for ever did exactly that)."""

    def expire(signum: int, frame: FrameType | None) -> None:
        raise _Late(f"took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


DRIVER = """
import json, sys
from auditor import api
from auditor.domains.base import Domain
from auditor.scan import ScanOptions

*paths, out = sys.argv[1:]
result = api.scan(paths, ["builtin"], ScanOptions(domains=(Domain.KNOWN_BITS,), jobs=1, cache=None))
api.write_reports(result, out)
print(json.dumps({"diagnostics": [str(d) for d in result.diagnostics], "findings": [f.record() for f in result.findings]}))
"""


def api_scan(paths: list[Path], out: Path, big: bool) -> tuple[list[str], list[dict[str, Any]]]:
    """`api.scan` and `api.write_reports`: in this process, or for the big cases in a
    subprocess under the memory and time limits. Returns the diagnostics as printed
    and the findings as records."""
    if big:
        done, _ = run_limited([sys.executable, "-c", DRIVER, *map(str, paths), str(out)], ROOT)
        assert done.returncode == 0, done.stderr[-3000:]
        assert "Traceback" not in done.stderr, done.stderr[-3000:]
        data = json.loads(done.stdout)
        return data["diagnostics"], data["findings"]
    with deadline(IN_PROCESS_DEADLINE):
        result = api.scan(paths, ["builtin"], OPTIONS)
        api.write_reports(result, out)
    return [str(d) for d in result.diagnostics], [f.record() for f in result.findings]


# --------------------------------------------------------------------------- scans


@pytest.mark.parametrize("case", CASES, ids=str)
def test_api_scan_reports_the_problem_and_audits_the_rest(case: Case, tmp_path: Path) -> None:
    corpus = new_corpus(tmp_path)
    directory, expected, named = build(case, corpus)
    lines, findings = api_scan([corpus, *named], tmp_path / "reports", case.big)
    check_diagnostics(lines, corpus, [(case, directory, expected)])
    check_findings(findings, corpus, [(directory, a) for a in case.audited])
    results = check_reports(tmp_path / "reports", len(findings))
    assert results["meta"]["diagnostics"] == lines


def test_cli_scan_of_every_case_at_once(tmp_path: Path) -> None:
    """The real command line on one corpus holding every case, under the memory and
    time limits: exit status 2 (errors were reported, the scan completed), one line per
    problem on stderr and nothing else there, the reports written and loadable."""
    corpus = new_corpus(tmp_path)
    built: list[tuple[Case, Path, tuple[Expect, ...]]] = []
    paths: list[Path] = [corpus]
    unavailable: list[str] = []
    for case in CASES:
        directory = corpus / case.name
        directory.mkdir()
        try:
            expected = case.make(directory)
        except Unavailable as why:
            unavailable.append(f"{case}: {why}")
            continue
        built.append((case, directory, expected))
        paths += [directory / name for name in case.named]
    out = tmp_path / "reports"
    args = [str(AUDITOR), "scan", *map(str, paths), "-a", "builtin", "-d", "known-bits"]
    args += ["--no-cache", "--no-progress", "--jobs", "2", "--out", str(out)]
    done, seconds = run_limited(args, tmp_path)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr[-3000:]
    assert done.returncode == 2, done.stderr[-3000:]
    assert seconds < WALL_CLOCK
    lines = done.stderr.splitlines()
    check_diagnostics(lines, corpus, built)
    report = api.load_report(out)
    findings = [{str(k): v for k, v in row.items()} for row in report.findings.to_dict("records")]
    check_findings(findings, corpus, [(d, a) for case, d, _ in built for a in case.audited])
    results = check_reports(out, len(findings))
    assert results["meta"]["diagnostics"] == lines
    assert not list(tmp_path.rglob("pwned")), "a name from the input ran as a shell command"
    names = set(report.findings["function"])
    assert SCRIPT in names  # the quoted LLVM name came through intact, and escaped in HTML (check_reports)
    if unavailable:
        print("not checked here:", *unavailable, sep="\n  ")


def test_warnings_and_notes_alone_exit_0(tmp_path: Path) -> None:
    """Errors only where warranted: a corpus whose only problems are warnings and
    notes (an empty file, a too-wide LLVM value, an empty directory) completes with
    exit status 0, the good fragments audited."""
    corpus = new_corpus(tmp_path)
    (corpus / "empty.opt").write_bytes(b"")
    (corpus / "wide.ll").write_text("define i2000 @f(i2000 %a) {\n  %b = add i2000 %a, 1\n  ret i2000 %b\n}\n")
    (tmp_path / "nothing").mkdir()
    args = [str(AUDITOR), "scan", str(corpus), str(tmp_path / "nothing"), "-a", "builtin", "-d", "known-bits"]
    done, _ = run_limited([*args, "--no-cache", "--jobs", "1", "--out", str(tmp_path / "out")], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        f"{tmp_path / 'nothing'}:0:0: warning: no input files (.bc, .ll, .opt) here",
        f"{corpus / 'empty.opt'}:0:0: warning: empty file: no fragments",
        f"{corpus / 'wide.ll'}:2:3: note: 1 value of @f wider than i1024 not audited (the first: '%b', i2000)",
    ]
    frame = api.load_report(tmp_path / "out").findings
    findings = [{str(k): v for k, v in row.items()} for row in frame.to_dict("records")]
    check_findings(findings, corpus, [])


def test_a_newline_in_a_file_name_keeps_the_diagnostic_on_one_line(tmp_path: Path) -> None:
    corpus = new_corpus(tmp_path)
    (corpus / "two\nlines.opt").write_text("%x:i8 = var\n%y:i8 = frob %x\ninfer %y\n")
    result = api.scan([corpus], ["builtin"], OPTIONS)
    shown = [str(d) for d in result.diagnostics]
    assert len(shown) == 1 and "unknown opcode 'frob'" in shown[0]
    assert "\n" not in shown[0] and "two\\nlines.opt:2:" in shown[0]


# --------------------------------------------------------------------------- defences in depth


def test_a_reader_crash_costs_one_file_not_the_corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a reader's bug (the LLVM reader once blew Python's stack on nested
    types), the other files are still read and the crash is one diagnostic."""

    def crash(path: object, options: object = None) -> object:
        raise RecursionError("maximum recursion depth exceeded")

    (tmp_path / "good.opt").write_text(GOOD)
    (tmp_path / "bad.ll").write_text("define i32 @f(i32 %a) {\n  ret i32 %a\n}\n")
    monkeypatch.setattr(extract, "read_file", crash)
    read = read_corpus([tmp_path])
    assert len(read.fragments) == 1
    assert [str(d) for d in read.diagnostics] == [
        f"{tmp_path / 'bad.ll'}:0:0: error: internal error reading this file, skipped: "
        "RecursionError: maximum recursion depth exceeded"
    ]
    assert corpus_module.READERS[".ll"] == "auditor.readers.extract:read_file"


def test_extraction_cuts_cycles_the_reader_would_refuse() -> None:
    """The reader refuses a cycle of uses without a phi; a Module built by hand is not
    read, and extraction must still end (it used to follow such a cycle for ever,
    growing a stack to gigabytes): the values on the cycle become inputs."""
    i32 = Type("i32", 32)
    at = Position(1, 1)

    def add(name: str, a: str, b: str | int) -> Instruction:
        right = IntConst(b) if isinstance(b, int) else LocalRef(b)
        return Instruction(name, "add", i32, (Operand(i32, LocalRef(a)), Operand(i32, right)), at)

    insts = (add("b", "b", "a"), add("c", "d", 1), add("d", "c", "b"), add("e", "c", "a"))
    function = Function("f", i32, (Parameter("a", i32),), (BasicBlock("0", insts, at),), at)
    with deadline(20):
        fragments, stats = extract.extract_module(Module("m.ll", (function,)))
    assert len(fragments) == 4
    for fragment in fragments:
        verify(fragment)
    last = fragments[-1]
    assert [(inst.op.value, name) for inst, name in zip(last.insts, last.names, strict=True)] == [
        ("var", "c"),
        ("var", "a"),
        ("add", "e"),
    ]
    assert stats.cut["cycle without a phi"] == 4


def test_llvm_slices_over_the_size_limit_are_skipped_and_counted() -> None:
    """LLVM slices are bounded by max_insts; only a max_insts near the fragment limit
    lets inputs push one past it, and then it is skipped, as Souper fragments are."""
    text = "define i32 @f(i32 %a, i32 %b, i32 %c) {\n  %x = add i32 %a, %b\n  %y = add i32 %x, %c\n  ret i32 %y\n}\n"
    module, diagnostics = parse_module(text, "s.ll")
    assert diagnostics == []
    fragments, stats = extract.extract_module(module, ReadOptions(max_fragment_insts=4))
    assert [len(f.insts) for f in fragments] == [3]  # %x: a, b, x; %y (a, b, c, x, y) is over
    assert stats.skipped == {"more than 4 instructions": 1}


# --------------------------------------------------------------------------- fuzzing the readers

SOUPER_TEXTS = [p.read_bytes() for p in sorted((ROOT / "corpora" / "souper").glob("*.opt"))]
LLVM_TEXTS = [p.read_bytes() for p in sorted((ROOT / "corpora" / "smoke").glob("*.ll"))]
_TOKEN = re.compile(rb"%[-A-Za-z0-9_.$]+|@[-A-Za-z0-9_.$]+|-?[0-9]+|i[0-9]+|[A-Za-z_][A-Za-z0-9_.]*|[^\sA-Za-z0-9]")


@st.composite
def mutated(draw: st.DrawFn, sources: list[bytes]) -> bytes:
    """A corpus file after a few edits of bytes, lines and tokens: flip a bit, delete,
    duplicate, swap or move lines, cut the file short, swap two tokens, or replace a
    name by another name of the file (which makes cycles, forward and undefined
    references and duplicate definitions)."""
    data = draw(st.sampled_from(sources))
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(["flip", "delete", "duplicate", "swap", "move", "truncate", "tokens", "rename"]))
        lines = data.split(b"\n")
        if kind == "flip" and data:
            at = draw(st.integers(0, len(data) - 1))
            data = data[:at] + bytes((data[at] ^ (1 << draw(st.integers(0, 7))),)) + data[at + 1 :]
        elif kind == "truncate":
            data = data[: draw(st.integers(0, len(data)))]
        elif kind in ("delete", "duplicate", "swap", "move"):
            i = draw(st.integers(0, len(lines) - 1))
            j = draw(st.integers(0, len(lines) - 1))
            if kind == "delete":
                del lines[i : i + draw(st.integers(1, 3))]
            elif kind == "duplicate":
                lines[j:j] = lines[i : i + draw(st.integers(1, 3))]
            elif kind == "swap":
                lines[i], lines[j] = lines[j], lines[i]
            else:
                lines.insert(j, lines.pop(i))
            data = b"\n".join(lines)
        else:
            spans = [m.span() for m in _TOKEN.finditer(data)]
            if kind == "rename":
                spans = [(a, b) for a, b in spans if data[a : a + 1] == b"%"]
            if len(spans) < 2:
                continue
            (a1, b1), (a2, b2) = sorted(draw(st.lists(st.sampled_from(spans), min_size=2, max_size=2, unique=True)))
            first, second = data[a1:b1], data[a2:b2]
            if kind == "rename":  # one name becomes the other: a use of something else
                data = data[:a1] + second + data[b1:] if draw(st.booleans()) else data[:a2] + first + data[b2:]
            elif b1 <= a2:
                data = data[:a1] + second + data[b1:a2] + first + data[b2:]
    return data


def check_file_diagnostics(diagnostics: tuple[Diagnostic, ...], name: str, data: bytes) -> None:
    """A file, a line (≥ 1 and within the file, or 0 with column 0: the whole file),
    a column, a message, one line of text."""
    last = data.count(b"\n") + 1
    for d in diagnostics:
        shown = str(d)
        assert d.file == name, shown
        assert d.message.strip(), shown
        assert "\n" not in shown and DIAGNOSTIC.match(shown), shown
        assert "internal error" not in d.message, shown
        assert (d.line, d.col) == (0, 0) or (1 <= d.line <= last and d.col >= 1), shown


@pytest.fixture(scope="module")
def fuzz_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where each example is written (module-scoped: hypothesis runs many examples per
    test call, and the readers under test take a path)."""
    return tmp_path_factory.mktemp("fuzz")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(SOUPER_TEXTS), st.sampled_from([1, 3, 8, MAX_FRAGMENT_INSTS]))
def test_souper_reader_takes_mutated_corpora(fuzz_dir: Path, data: bytes, limit: int) -> None:
    path = fuzz_dir / "m.opt"
    path.write_bytes(data)
    with deadline(20):
        result = souper.read_file(path, ReadOptions(max_fragment_insts=limit))
    check_file_diagnostics(result.diagnostics, str(path), data)
    for fragment in result.fragments:
        verify(fragment)
        assert len(fragment.insts) <= limit
        assert fragment.origin is not None and 1 <= fragment.origin.line <= data.count(b"\n") + 1
    for d in result.diagnostics:
        if "instructions; the limit is" in d.message:
            assert re.fullmatch(rf"fragment has \d+ instructions; the limit is {limit} \(fragment skipped\)", d.message)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(LLVM_TEXTS), st.sampled_from([2, 16]))
def test_llvm_reader_and_extraction_take_mutated_corpora(fuzz_dir: Path, data: bytes, max_insts: int) -> None:
    path = fuzz_dir / "m.ll"
    path.write_bytes(data)
    options = ReadOptions(max_insts=max_insts, max_fragment_insts=12)
    with deadline(20):
        result = extract.read_file(path, options)
    check_file_diagnostics(result.diagnostics, str(path), data)
    assert result.extraction.fragments == len(result.fragments)
    for fragment in result.fragments:
        verify(fragment)
        assert len(fragment.insts) <= 12
        assert fragment.origin is not None and fragment.origin.file == str(path)
        assert 1 <= fragment.origin.line <= data.count(b"\n") + 1
