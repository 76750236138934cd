"""LLVM's own dataflow facts about every named integer value of a module.

`run_facts` runs `opt` once with the `auditor-facts` plugin (plugin.cpp) over a whole
module — thousands of small functions per process, since starting `opt` costs far more
than the analyses — and rebuilds the plugin's one-line-per-value records into auditor's
domain objects.

The plugin's output (plugin.cpp documents it too; change both together):

    auditor-facts 1 <LLVM version>
    F <function name>
    <A|I> <width> <kzero> <kone> <signbits> <p><z><n><N> <ccr_u lo> <ccr_u hi>
        <ccr_s lo> <ccr_s hi> <lvi lo> <lvi hi> <scev_u lo> <scev_u hi>
        <scev_s lo> <scev_s hi> <demanded> <value name>
    end <functions> <values>

(one line per value record). A = argument, I = instruction; p z n N = power of two,
non-zero, negative, non-negative. Masks and bounds are lowercase hex, ranges LLVM's raw
[lo, hi) pair (full: lo == hi == 2^w − 1, empty: lo == hi == 0 — the same convention
as `ConstantRange`), SCEV "- - - -" when not SCEVable, demanded "-" for a dead
instruction. Names come last and are raw bytes except that bytes below 0x20, 0x7f and
`\\` are written `\\XX`. The `end` line's counts let a truncated output be told apart
from a complete one. Unnamed values and functions are skipped by the plugin.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

from auditor.analyses.llvm.toolchain import PASS_NAME, Toolchain, plugin_path
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits
from auditor.errors import AuditorError

FORMAT_VERSION = 1
_SNIPPET = 80


@dataclass(frozen=True, slots=True)
class ValueFacts:
    """Everything LLVM says about one value, at the value itself (arguments: at the
    entry block's first instruction). Boolean facts are claims: False means "not
    claimed", not "claimed false"."""

    width: int
    known_bits: KnownBits  # computeKnownBits
    sign_bits: SignBits  # ComputeNumSignBits
    power_of_two: bool  # isKnownToBeAPowerOfTwo(OrZero=false)
    non_zero: bool  # isKnownNonZero
    negative: bool  # isKnownNegative
    non_negative: bool  # isKnownNonNegative
    ccr_unsigned: ConstantRange  # computeConstantRange(ForSigned=false)
    ccr_signed: ConstantRange  # computeConstantRange(ForSigned=true)
    lvi: ConstantRange  # LazyValueInfo::getConstantRange(UndefAllowed=false)
    scev_unsigned: ConstantRange | None  # ScalarEvolution::getUnsignedRange; None: not SCEVable
    scev_signed: ConstantRange | None  # ScalarEvolution::getSignedRange; None: not SCEVable
    demanded: DemandedBits | None  # DemandedBits; None: the instruction is dead


class LLVMRunError(AuditorError):
    """`opt` failed, crashed, timed out, or printed output that is not the plugin's
    format. The message is one line."""


_HEX = rb"([0-9a-f]+)"
_RECORD = re.compile(
    rb"([AI]) ([1-9][0-9]*) " + _HEX + b" " + _HEX + rb" ([1-9][0-9]*) ([01]{4})"
    + (b" " + _HEX) * 6
    + rb" (?:" + b" ".join([_HEX] * 4) + rb"|- - - -)"
    + rb" (?:" + _HEX + rb"|-)"
    + rb" ([^\n]+)"
)  # fmt: skip
_HEADER = re.compile(rb"auditor-facts ([0-9]+) ([^ \n]+)")
_END = re.compile(rb"end (0|[1-9][0-9]*) (0|[1-9][0-9]*)")
_ESCAPE = re.compile(rb"\\([0-9A-Fa-f]{2})")


def run_facts(
    tc: Toolchain, module_text: str, *, timeout: float = 120.0, plugin: Path | None = None
) -> dict[str, dict[str, ValueFacts]]:
    """Function name → value name → LLVM's facts, for every defined, named function
    and every named scalar-integer argument and instruction in `module_text`.

    One `opt` process in its own process group, the module on stdin; on timeout the
    whole group is killed. `plugin` defaults to `plugin_path(tc)` (built on first
    use). Raises LLVMRunError when opt fails (message: opt's first stderr line) or
    times out, or when its output is malformed in any way.
    """
    so = plugin if plugin is not None else plugin_path(tc)
    argv = [str(tc.opt), f"-load-pass-plugin={so}", f"-passes={PASS_NAME}", "-disable-output"]
    out = _run(argv, module_text.encode("utf-8", "surrogateescape"), timeout)
    return parse_facts(out)


def _run(argv: list[str], stdin: bytes, timeout: float) -> bytes:
    try:
        proc = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,  # its own process group, so a kill reaches any children
        )
    except OSError as err:
        raise LLVMRunError(f"cannot run {argv[0]}: {_one_line(str(err))}") from None
    try:
        out, errout = proc.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        raise LLVMRunError(f"{Path(argv[0]).name} timed out after {timeout:g} s") from None
    except BaseException:
        _kill_group(proc)  # KeyboardInterrupt and the like: leave no opt behind
        raise
    if proc.returncode != 0:
        raise LLVMRunError(_failure(Path(argv[0]).name, proc.returncode, errout.decode("utf-8", "replace")))
    return out


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    # Reap it; a grandchild that left the group could hold the pipes open, so bound
    # the wait.
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.communicate(timeout=5)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _failure(program: str, returncode: int, stderr: str) -> str:
    """opt's first stderr line; for a crash, which signal and what LLVM was doing
    (the crash report's first line is only "PLEASE submit a bug report")."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    crashed = returncode < 0 or (bool(lines) and lines[0].startswith("PLEASE submit a bug report"))
    if not crashed:
        return _one_line(lines[0]) if lines else f"{program} exited with status {returncode} and no message"
    how = f"signal {signal.Signals(-returncode).name}" if -returncode in signal.valid_signals() else "crash"
    # The stack dump's context lines read "0.\tProgram arguments: …", "1.\tRunning pass …".
    context = [line for line in lines if re.match(r"[0-9]+\.\s", line) and "Program arguments" not in line]
    where = f": {_one_line(context[-1].split('.', 1)[1])}" if context else ""
    return f"{program} crashed ({how}){where}"


def _unescape(raw: bytes) -> str:
    """A name as the plugin wrote it, back to text. LLVM names are bytes; those that
    are not UTF-8 survive as surrogate escapes, so nothing is lost."""
    if b"\\" in raw:
        if b"\\" in _ESCAPE.sub(b"", raw):
            raise ValueError("a backslash in a name starts no \\XX escape")
        raw = _ESCAPE.sub(lambda m: bytes([int(m[1], 16)]), raw)
    return raw.decode("utf-8", "surrogateescape")


class _Builder:
    """Builds ValueFacts from records, sharing equal objects: they are frozen, and most
    values of a real module repeat a few shapes (unconstrained, full ranges), so the
    cache saves most of the domain objects' validation — the bulk of parsing time."""

    def __init__(self) -> None:
        self.records: dict[bytes, ValueFacts] = {}
        self.ranges: dict[tuple[int, bytes, bytes], ConstantRange] = {}

    def value(self, m: re.Match[bytes]) -> ValueFacts:
        key = m.string[: m.start(18)]
        found = self.records.get(key)
        if found is None:
            found = self.records[key] = self._build(m)
        return found

    def _range(self, lo: bytes, hi: bytes, width: int) -> ConstantRange:
        key = (width, lo, hi)
        found = self.ranges.get(key)
        if found is None:
            found = self.ranges[key] = ConstantRange(int(lo, 16), int(hi, 16), width)
        return found

    def _build(self, m: re.Match[bytes]) -> ValueFacts:
        width = int(m[2])
        flags = m[6]
        return ValueFacts(
            width=width,
            known_bits=KnownBits(int(m[3], 16), int(m[4], 16), width),
            sign_bits=SignBits(int(m[5]), width),
            power_of_two=flags[0] == ord("1"),
            non_zero=flags[1] == ord("1"),
            negative=flags[2] == ord("1"),
            non_negative=flags[3] == ord("1"),
            ccr_unsigned=self._range(m[7], m[8], width),
            ccr_signed=self._range(m[9], m[10], width),
            lvi=self._range(m[11], m[12], width),
            scev_unsigned=self._range(m[13], m[14], width) if m[13] is not None else None,
            scev_signed=self._range(m[15], m[16], width) if m[15] is not None else None,
            demanded=DemandedBits(int(m[17], 16), width) if m[17] is not None else None,
        )


def _malformed(number: int, line: bytes, why: str) -> LLVMRunError:
    shown = line[:_SNIPPET].decode("utf-8", "replace")
    return LLVMRunError(f"malformed facts output, line {number} ({why}): {shown!r}")


def parse_facts(out: bytes) -> dict[str, dict[str, ValueFacts]]:
    """The plugin's output as nested dicts. Strict: anything but a complete, well-formed
    output (header, records under function lines, matching `end` counts) raises
    LLVMRunError, as do facts the domains reject (e.g. conflicting known bits)."""
    if not out.endswith(b"\n"):
        raise LLVMRunError("truncated facts output: it does not end in a newline")
    lines = out[:-1].split(b"\n")
    header = _HEADER.fullmatch(lines[0])
    if header is None:
        raise _malformed(1, lines[0], "expected the 'auditor-facts' header")
    if int(header[1]) != FORMAT_VERSION:
        raise LLVMRunError(f"facts plugin speaks format {int(header[1])}, this auditor format {FORMAT_VERSION}")
    facts: dict[str, dict[str, ValueFacts]] = {}
    current: dict[str, ValueFacts] | None = None
    builder = _Builder()
    values = 0
    for number, line in enumerate(lines[1:], 2):
        record = _RECORD.fullmatch(line)
        if record is not None:
            if current is None:
                raise _malformed(number, line, "value before any function")
            try:
                name, value = _unescape(record[18]), builder.value(record)
            except ValueError as err:
                raise _malformed(number, line, str(err)) from None
            if name in current:
                raise _malformed(number, line, f"second record for %{name}")
            current[name] = value
            values += 1
        elif line.startswith(b"F "):
            try:
                function = _unescape(line[2:])
            except ValueError as err:
                raise _malformed(number, line, str(err)) from None
            if not function or function in facts:
                raise _malformed(number, line, "empty or repeated function name")
            current = facts[function] = {}
        elif (end := _END.fullmatch(line)) is not None:
            if number != len(lines):
                raise _malformed(number, line, "output after the end line")
            if (int(end[1]), int(end[2])) != (len(facts), values):
                raise _malformed(number, line, f"counts disagree: read {len(facts)} functions, {values} values")
            return facts
        else:
            raise _malformed(number, line, "not a function, value or end line")
    raise LLVMRunError("truncated facts output: no end line")
