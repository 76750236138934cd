"""Reader of textual LLVM IR (`.ll`) into `auditor.readers.llvm_module`.

Fragment extraction needs the integer data flow of defined functions and nothing else,
so this is not a full LLVM parser: it is a line-oriented reader of what clang and opt
print (LLVM 19 to 22), fast enough for corpora of tens of megabytes.

- Top-level lines are skipped after a glance at their first character or word (globals,
  declarations, attribute groups, comdats, type definitions, metadata, summaries): only
  `define` bodies are read. The rest of the text is looked at only when needed, once,
  by one regular-expression scan: metadata nodes when an instruction has `!range !N`,
  named struct types when an `extractvalue` needs their fields, declared return ranges
  (`define range(i32 0, 2) i32 @f`) when a call has no range of its own.
- In a body every line is a label, an instruction, a debug record (`#dbg_value(...)`,
  skipped), a comment or the closing `}`. An instruction of a common shape is read by
  one whole-line regular expression (_FAST); any other by the general path: a
  tokenizer (one precompiled regular expression) and a small recursive-descent parser.
  Both give the same result for any line (the tests hold them to it). Lines continue
  only where LLVM prints them so: an unclosed bracket (a `switch` case table) and the
  `to label ...` / `catch ...` / `cleanup` lines after `invoke`, `callbr` and `landingpad`.
- Integer-producing instructions (binary operators, `icmp`, casts, `select`, `phi`,
  `freeze`, calls, `extractvalue`) are read completely. Of the others only what is cheap
  is kept (name, opcode, result type and, where simple, the operands); an instruction
  whose operands cannot be read is kept with its opcode, its result type when known
  (else `?`) and no operands, with a warning when extraction would need them.
- Malformed text (characters that are no LLVM token, unbalanced brackets, an unknown
  instruction word, a body without its closing `}`, a header that is not one) is an
  error at its exact line and column; the function it occurs in is skipped and reading
  goes on with the next one. Lines end at "\\n" and columns count characters from 1.

Value numbering follows LLVM: unnamed parameters, blocks and non-void results take the
next number of the function, so an unnamed entry block after parameters `%0, %1` is
block `2`. Labels are never operands: a `br` keeps its condition only, a `switch` its
scrutinee, an `invoke` or `callbr` its arguments (as a `call` does). The target blocks
of a terminator are its `successors` instead (and the case values of a `switch` its
`cases`), read from the same tokens or whole-line match as the rest of it.

Speed comes from doing little per line in Python: the whole-line patterns, operands and
types shared rather than rebuilt, dataclass constructors that skip `object.__setattr__`
(_constructor), and the cyclic garbage collector paused while the acyclic module is
built.
"""

from __future__ import annotations

import functools
import gc
import os
import re
import shutil
import subprocess
from collections.abc import Callable, Iterator
from dataclasses import MISSING, dataclass, fields
from typing import TypeVar

from auditor.errors import Diagnostic, Severity
from auditor.ir.opcodes import ICMPS
from auditor.readers.files import decode, read_bytes
from auditor.readers.llvm_module import (
    BasicBlock,
    Function,
    Instruction,
    IntConst,
    LocalRef,
    Module,
    Operand,
    OtherValue,
    Parameter,
    Position,
    Type,
    Value,
)

__all__ = ["LLVM_DIS", "MAX_ERRORS", "parse_module", "read_module"]

MAX_ERRORS = 50
"""Errors reported per file before the rest of it is skipped: binary junk would
otherwise bury the useful diagnostics of the other files."""

LLVM_DIS = ("llvm-dis-22", "llvm-dis-19", "llvm-dis")
"""Disassemblers tried for bitcode, newest first: an older one rejects newer bitcode."""

DIS_TIMEOUT = 600.0
"""Seconds one `llvm-dis` run may take; bitcode of a whole program takes a few."""

MAX_LITERAL_DIGITS = 4000
"""Longer integer literals stay text: Python's int() refuses more than 4300 digits, and
no width extraction handles is that wide."""

MAX_TYPE_NESTING = 64
"""Aggregate and function types nested deeper are not read (see _Reader.type_slow):
what compilers print nests a few levels; Python's stack allows some hundreds."""

FAST_PATH = True
"""Read common instruction shapes by whole-line patterns (_FAST) before the general
tokenizer; False only to test that both paths agree."""

_T = TypeVar("_T")

_BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")  # raw bitcode, and its wrapper header


# --------------------------------------------------------------------------- public API


def parse_module(text: str, file: str) -> tuple[Module, list[Diagnostic]]:
    """Every `define`d function of `text`, and the problems met; never raises."""
    return _Reader(text.removeprefix("\ufeff"), file).run()


def read_module(path: str | os.PathLike[str]) -> tuple[Module | None, list[Diagnostic]]:
    """Read a `.ll` file, or a bitcode file (by its magic bytes or a `.bc` suffix)
    through the first `llvm-dis` of `LLVM_DIS` on PATH that accepts it.

    Text is decoded as UTF-8 with surrogate escapes, so each bad byte is reported where
    it is instead of failing the file. The result is None, with one diagnostic on line 0
    (the file as a whole), only when there is no text to read: the file cannot be
    opened, or it is bitcode and no disassembler could turn it into text."""
    name = os.fspath(path)
    data = read_bytes(name)
    if isinstance(data, Diagnostic):
        return None, [data]
    if data.startswith(_BITCODE_MAGIC) or name.endswith(".bc"):
        text, problem = _disassemble(name)
        if text is None:
            return None, [Diagnostic(name, 0, 0, problem)]
    else:
        text = decode(data)
    return parse_module(text, name)


def _disassemble(name: str) -> tuple[str | None, str]:
    """The text of bitcode file `name`, or None and why not."""
    tools = [tool for tool in LLVM_DIS if shutil.which(tool)]
    if not tools:
        return None, f"bitcode file, and no LLVM disassembler ({', '.join(LLVM_DIS)}) is on PATH"
    first_failure = ""
    for tool in tools:
        try:
            command = [tool, "-o", "-", os.path.abspath(name)]  # absolute: no name is taken for an option
            done = subprocess.run(command, capture_output=True, timeout=DIS_TIMEOUT, check=False)
        except (OSError, subprocess.SubprocessError) as exc:
            failure = f"{tool} could not run: {exc}"
        else:
            if done.returncode == 0:
                return done.stdout.decode("utf-8", errors="surrogateescape"), ""
            lines = done.stderr.decode("utf-8", errors="replace").strip().splitlines()
            reason = lines[0].removeprefix(f"{tool}: ").removeprefix("error: ") if lines else ""
            failure = f"{tool} cannot read it: {reason or f'exit status {done.returncode}'}"
        first_failure = first_failure or failure
    return None, first_failure


# --------------------------------------------------------------------------- tokens

# One token: a quoted name or string, a local/global/comdat name, metadata, an attribute
# group or debug record, a hex or decimal number, a word, `...`, or punctuation. What
# matches nothing (and is not white space) is malformed text; see _tokenize.
_TOKEN_PATTERN = r"""
    [%@$!]?"[^"]*" | c"[^"]*"
  | [%@$][-A-Za-z$._0-9]+
  | ![-A-Za-z$._0-9\\]*
  | \#[-A-Za-z$._0-9]+ | \^[0-9]+
  | [us]?0x[KLMHR]?[0-9A-Fa-f]+
  | [-+]?[0-9]+(?:\.[0-9]*(?:[eE][-+]?[0-9]+)?)?
  | [A-Za-z_][A-Za-z_0-9.]*
  | \.\.\. | [=,()\[\]{}<>*:|]
"""
_TOKEN = re.compile(_TOKEN_PATTERN, re.VERBOSE)
_STRING_OR_SEMICOLON = re.compile(r'"[^"]*"|;')
_STRING = re.compile(r'"[^"]*"')
_LABEL = re.compile(r'[ \t]*(?:([-A-Za-z$._0-9]+)|"([^"]*)"):(?=[ \t\r]|;|$)')
_BAD_CHAR = re.compile("[\x00-\x08\x0b\x0e-\x1f\x7f\udc80-\udcff]")
_INT = re.compile(r"i([0-9]+)")
_MAX_INT_BITS = 1 << 23  # LLVM's IntegerType::MAX_INT_BITS
_ESCAPE = re.compile(r"\\([0-9A-Fa-f]{2}|\\)")
_SPACING = re.compile(
    r" (?=[,)\]]|>(?! ))|(?<=[(\[]) |(?<=<) (?!\{)|(?:(?<=addrspace)|(?<=blockaddress)|(?<=target)) (?=\()"
)
_VECTOR_PREFIX = re.compile(r"<((?:vscale x )?[0-9]+) x ")
_INT_LITERAL = re.compile(r"-?[0-9]+")
_CLOSERS = {"(": ")", "[": "]", "{": "}", "<": ">"}
_TRANSLATE_BRACKETS = str.maketrans("", "", "".join(chr(c) for c in range(128) if chr(c) not in "()[]{}<>"))
_BALANCED_CACHE: dict[str, int] = {}

_SIMPLE_TYPE_WORDS = "void ptr half bfloat float double x86_fp80 fp128 ppc_fp128 x86_amx x86_mmx label metadata token"
_FLAG_WORDS = frozenset({"nuw", "nsw", "exact", "disjoint", "nneg", "samesign"})
_FAST_MATH = frozenset({"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"})
_INT_BINARY = ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor")
_BINARY = frozenset((*_INT_BINARY, "fadd", "fsub", "fmul", "fdiv", "frem"))
_INT_CASTS = ("trunc", "zext", "sext", "ptrtoint", "inttoptr", "bitcast")
_CASTS = frozenset(
    (*_INT_CASTS, "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoaddr", "addrspacecast")
)
_TERMINATORS = frozenset({"ret", "br", "switch", "indirectbr", "invoke", "callbr", "resume", "unreachable"})
_TERMINATORS |= {"catchswitch", "catchret", "cleanupret"}
_BRANCHING = _TERMINATORS - {"ret", "resume", "unreachable"}  # those with `label` targets (see _targets)
_NO_TARGETS: tuple[tuple[str, ...], tuple[int, ...]] = ((), ())
_OTHER_OPCODES = frozenset({"fneg", "icmp", "fcmp", "select", "phi", "freeze", "call", "load", "store", "alloca"})
_OTHER_OPCODES |= {"getelementptr", "extractvalue", "insertvalue", "extractelement", "insertelement", "shufflevector"}
_OTHER_OPCODES |= {"atomicrmw", "cmpxchg", "fence", "va_arg", "landingpad", "cleanuppad", "catchpad"}
_OPCODES = _BINARY | _CASTS | _TERMINATORS | _OTHER_OPCODES
_CALL_PREFIX = frozenset({"tail", "musttail", "notail"})
_CONTINUED = frozenset({"invoke", "callbr", "landingpad"})  # may go on with the lines below
_CONTINUATION = frozenset({"to", "catch", "cleanup", "filter", "unwind"})
# The icmp predicates extraction maps to an opcode (each opcode is named after its predicate).
_ICMP_PREDICATES = frozenset(op.value for op in ICMPS)
# Instructions whose operands extraction reads: failing to read them deserves a warning.
_WATCHED = _BINARY | _CASTS | frozenset({"icmp", "select", "phi", "freeze", "call", "invoke", "extractvalue"})
_SIMPLE_CONSTANTS = frozenset({"null", "none", "undef", "poison", "zeroinitializer"})
# Words that start a constant expression (or another constant that is not a literal).
_CONSTANT_WORDS = frozenset((*_INT_BINARY, *_INT_CASTS, "getelementptr", "ptrtoaddr", "addrspacecast", "icmp", "fcmp"))
_CONSTANT_WORDS |= {"select", "extractelement", "insertelement", "shufflevector", "blockaddress", "splat"}
_CONSTANT_WORDS |= {"dso_local_equivalent", "no_cfi", "ptrauth"}
_VALUE_WORDS = _SIMPLE_CONSTANTS | _CONSTANT_WORDS | {"true", "false", "asm"}
_TOP_WORDS = frozenset({"source_filename", "target", "declare", "define", "attributes", "module", "deplibs"})
_TOP_WORDS |= {"uselistorder", "uselistorder_bb"}
_TOP_CHARS = frozenset(";!@%$^")
_TRUE = IntConst(1)
_FALSE = IntConst(0)
_NO_FLAGS: frozenset[str] = frozenset()
_VOID = Type("void")
_UNKNOWN = Type("?")
_TOKEN_TYPE = Type("token")
_PTR = Type("ptr")
_I1 = Type("i1", 1)


class _Malformed(Exception):
    """Text that is not LLVM IR: an error, and its function is skipped. `index` is the
    offending token (len(tokens) for the end of the line) or, with `at_char`, an
    offset into the line."""

    def __init__(self, index: int, message: str, at_char: bool = False) -> None:
        super().__init__(message)
        self.index = index
        self.message = message
        self.at_char = at_char


class _Unread(Exception):
    """Valid-looking text this reader does not model: the instruction is kept without
    operands. `index` is the token where reading stopped."""

    def __init__(self, index: int, what: str) -> None:
        super().__init__(what)
        self.index = index
        self.what = what


class _Stop(Exception):
    """The error cap was reached: the rest of the file is skipped."""


class _Abandon(Exception):
    """The current function is skipped (its problem is already reported); reading goes
    on from line index `resume` (see _Reader.skip_body)."""

    def __init__(self, resume: int) -> None:
        super().__init__(resume)
        self.resume = resume


def _short(text: str, limit: int = 40) -> str:
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[:limit] + "..."


def _show(token: str) -> str:
    return "the end of the line" if not token else repr(_short(token))


def _unquote(name: str) -> str:
    """A name as LLVM means it: quotes removed and `\\XX` escapes decoded."""
    if not name.startswith('"'):
        return name
    body = name[1:-1]
    if "\\" not in body:
        return body
    # `\XX` stands for a byte, typically one of a UTF-8 sequence: decode the bytes of
    # the whole name; bytes that are no UTF-8 stay visible as `\xNN`.
    data = bytearray()
    end = 0
    for match in _ESCAPE.finditer(body):
        data += _utf8(body[end : match.start()])
        data += b"\\" if match.group(1) == "\\" else bytes((int(match.group(1), 16),))
        end = match.end()
    data += _utf8(body[end:])
    return data.decode("utf-8", errors="backslashreplace")


def _utf8(text: str) -> bytes:
    try:
        return text.encode("utf-8", errors="surrogateescape")  # undecodable input bytes as they were
    except UnicodeEncodeError:
        return text.encode("utf-8", errors="backslashreplace")


def _strip_comment(line: str) -> str:
    """`line` without its `;` comment (a `;` inside a string is no comment)."""
    cut = line.find(";")
    if cut < 0:
        return line
    if '"' not in line[:cut]:
        return line[:cut]
    for match in _STRING_OR_SEMICOLON.finditer(line):
        if match.group() == ";":
            return line[: match.start()]
    return line


def _tokenize(code: str) -> list[str]:
    """The tokens of `code`, followed by two empty sentinels (so that parsers can look
    one token ahead without bounds checks). Raises _Malformed at the first character
    that starts no token."""
    tokens: list[str] = _TOKEN.findall(code)
    # Fast check that nothing was skipped: every character is in a token or a space.
    if (
        '"' not in code
        and "\t" not in code
        and "\r" not in code
        and sum(map(len, tokens)) == len(code) - code.count(" ")
    ):
        tokens += ("", "")
        return tokens
    end = 0
    for match in _TOKEN.finditer(code):
        if code[end : match.start()].strip():
            break
        end = match.end()
    else:
        if not code[end:].strip():
            tokens += ("", "")
            return tokens
    bad = end + len(code[end:]) - len(code[end:].lstrip())
    char = code[bad]
    if char == '"' or (char in "%@$!c" and code[bad + 1 : bad + 2] == '"'):
        raise _Malformed(bad, "unterminated string", at_char=True)
    if "\udc80" <= char <= "\udcff":
        raise _Malformed(bad, f"invalid UTF-8 byte 0x{ord(char) - 0xDC00:02X}", at_char=True)
    raise _Malformed(bad, f"unexpected character {char!r}", at_char=True)


def _bracket_depth(code: str, tokens: list[str]) -> int:
    """Open brackets left at the end of `code` (0: balanced). A closer without its
    opener, or of the wrong kind, is _Malformed. Lines have few bracket shapes (`()`,
    `[][]`, `{}()`...): the depth of each is computed once (_BALANCED_CACHE)."""
    if '"' not in code:
        shape = code.translate(_TRANSLATE_BRACKETS)
        known = _BALANCED_CACHE.get(shape)
        if known is not None:
            return known
        if len(_BALANCED_CACHE) < 4096:
            depth = _scan_brackets(list(shape), None)
            _BALANCED_CACHE[shape] = depth
            return depth
    return _scan_brackets(tokens, tokens)


def _scan_brackets(items: list[str], tokens: list[str] | None) -> int:
    stack: list[str] = []
    for index, item in enumerate(items):
        if item in _CLOSERS:
            stack.append(_CLOSERS[item])
        elif item in (")", "]", "}", ">") and (not stack or stack.pop() != item):
            if tokens is None:  # the fast path: find the token for the message
                return -1
            raise _Malformed(index, f"unbalanced {item!r}")
    return len(stack)


def _unclosed(tokens: list[str]) -> int:
    """Index of the innermost bracket still open at the end of `tokens`."""
    stack: list[int] = []
    for index, item in enumerate(tokens):
        if item in _CLOSERS:
            stack.append(index)
        elif item in (")", "]", "}", ">") and stack:
            stack.pop()
    return stack[-1] if stack else len(tokens)


def _join(tokens: list[str]) -> str:
    """Tokens as text, spaced about as LLVM prints them (for OtherValue and types)."""
    return _SPACING.sub("", " ".join(tokens))


def _fit(value: int, width: int) -> int:
    return value & ((1 << width) - 1)


def _targets(t: list[str], opcode: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The successor blocks of terminator `opcode` from its tokens `t` (the `%x` of
    each `label %x`, unquoted, in LLVM's successor order), and for a `switch` its
    case values (`iN K, label %x` after the default): both empty if a `switch` case
    is not an integer literal. The labels are all the terminator's `label` tokens,
    found by `list.index` (no Python loop over the other tokens)."""
    count = t.count("label")
    if not count:
        return (), ()
    names: list[str] = []
    j = 0
    for _ in range(count):
        j = t.index("label", j) + 1
        tok = t[j]
        if tok[:1] != "%":
            return (), ()
        names.append(_unquote(tok[1:]))
    if opcode == "switch":
        cases: list[int] = []
        j = t.index("label")
        for _ in range(count - 1):
            j = t.index("label", j + 1)
            value = t[j - 2]
            if t[j - 1] != "," or not _INT.fullmatch(t[j - 3]):
                return (), ()
            if _INT_LITERAL.fullmatch(value) and len(value) <= MAX_LITERAL_DIGITS:
                cases.append(int(value))
            elif value == "true" or value == "false":
                cases.append(1 if value == "true" else 0)
            else:
                return (), ()
        return tuple(names), tuple(cases)
    end = len(t) - 2
    if opcode == "catchswitch" and t[end - 3] == "unwind" and t[end - 2] == "label":  # its unwind target is first
        names.insert(0, names.pop())
    return tuple(names), ()


# --------------------------------------------------------------------------- helpers

_ATTACHMENT_NAME = re.compile(r"![-A-Za-z$._][-A-Za-z$._0-9]*")
_ALLOWED_BYTES = bytes(b for b in range(128) if not _BAD_CHAR.match(chr(b)))
_RANGE_NODE = r"!([0-9]+) = (?:distinct )?!\{(i[0-9]+ [-a-z0-9]+, *i[0-9]+ [-a-z0-9]+)"
_RANGE_PAIR = re.compile(r"\s*i([0-9]+) (-?[0-9]+|true|false)\s*,\s*i([0-9]+) (-?[0-9]+|true|false)")
_NAMED_TYPE = r'(%[-A-Za-z$._0-9]+|%"[^"]*") = type (.*)'
# A function's declared return range (before its name: not a parameter's).
_RETURN_RANGE = (
    r'(?:define|declare) [^\n@]*?\brange\((i[0-9]+) (-?[0-9]+), (-?[0-9]+)\)[^\n@]*@("[^"]*"|[-A-Za-z$._0-9]+)\('
)


@functools.cache
def _line_patterns(body: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return re.compile(body), re.compile("\n" + body)


def _scan_lines(body: str, text: str) -> Iterator[re.Match[str]]:
    """Matches of `body` at the start of a line of `text`. A literal newline before
    the pattern lets the regex engine skip to candidates ten times faster than `^` in
    multi-line mode does."""
    first, rest = _line_patterns(body)
    match = first.match(text)
    if match is not None:
        yield match
    yield from rest.finditer(text)


_VALUE_START = frozenset('%@-0123456789<{[!"')
_OPENERS = frozenset(_CLOSERS)
_CLOSING = frozenset(_CLOSERS.values())
_NUW = frozenset({"nuw"})

_Parsed = tuple[
    Type,  # result type
    tuple[Operand, ...],
    frozenset[str],  # flags
    str | None,  # predicate
    str | None,  # callee
    tuple[str, ...],  # incoming blocks
    tuple[int, ...],  # indices
    tuple[int, int] | None,  # range
    int,  # index of the token after what was read
]


def _has_bad_chars(text: str) -> bool:
    """Whether `text` has a control character or an undecodable byte (_BAD_CHAR); for
    ASCII text, as LLVM prints it, by a byte translation several times faster than
    the regular expression."""
    if text.isascii():
        return bool(text.encode("ascii").translate(None, _ALLOWED_BYTES))
    return _BAD_CHAR.search(text) is not None


def _bad_char_message(char: str) -> str:
    if "\udc80" <= char <= "\udcff":
        return f"invalid UTF-8 byte 0x{ord(char) - 0xDC00:02X}"
    return f"unexpected control character U+{ord(char):04X} (binary data?)"


def _literal(text: str) -> int | None:
    if text == "true":
        return 1
    if text == "false":
        return 0
    return int(text) if len(text) <= MAX_LITERAL_DIGITS else None


def _range_pair(text: str) -> tuple[int, int] | None:
    """`iW lo, iW hi` (the start of a `!range` node) as (lo, hi) modulo 2^W."""
    match = _RANGE_PAIR.match(text)
    if match is None:
        return None
    width = int(match.group(1))
    lo, hi = _literal(match.group(2)), _literal(match.group(4))
    if lo is None or hi is None or width == 0:
        return None
    return _fit(lo, width), _fit(hi, width)


def _range_attribute(t: list[str], i: int) -> tuple[int, int] | None:
    """`range(iW lo, hi)` at `i` as (lo, hi) modulo 2^W; None if it is not that."""
    match = _INT.fullmatch(t[i + 2])
    if match is None or t[i + 4] != "," or t[i + 6] != ")":
        return None
    width = int(match.group(1))
    if not (_INT_LITERAL.fullmatch(t[i + 3]) and _INT_LITERAL.fullmatch(t[i + 5])) or width == 0:
        return None
    lo, hi = _literal(t[i + 3]), _literal(t[i + 5])
    if lo is None or hi is None:
        return None
    return _fit(lo, width), _fit(hi, width)


def _skip_group(t: list[str], i: int) -> int:
    """Index after the bracket group opening at `i`."""
    depth = 0
    while True:
        tok = t[i]
        if tok in _OPENERS:
            depth += 1
        elif tok in _CLOSING:
            depth -= 1
            if depth == 0:
                return i + 1
        elif not tok:
            raise _Unread(i, "unclosed bracket")
        i += 1


def _attachments(t: list[str], end: int) -> tuple[int, str | None]:
    """Where the trailing `, !name !N` metadata attachments start, and the node of
    `!range` among them (`!N`, or an inline `!{...}` as text)."""
    range_node: str | None = None
    j = end
    while j >= 3:
        last = t[j - 1]
        if last[:1] == "!" and last[1:2].isdigit():
            v = j - 1
        elif last == "}":
            depth = 0
            v = j - 1
            while v > 0:
                if t[v] == "}":
                    depth += 1
                elif t[v] == "{":
                    depth -= 1
                    if depth == 0:
                        break
                v -= 1
            if v < 1 or t[v - 1] != "!":
                break
            v -= 1
        else:
            break
        name = t[v - 1]
        if v < 2 or t[v - 2] != "," or name[:1] != "!" or not _ATTACHMENT_NAME.fullmatch(name):
            break
        if name == "!range":
            range_node = t[v] if v == j - 1 else "!{" + _join(t[v + 2 : j - 1]) + "}"
        j = v - 2
    return j, range_node


def _local_pattern(name: str) -> re.Pattern[str]:
    """How a use of local value `name` may be written: `%name` or `%"name"`."""
    quoted = re.escape('"' + name + '"')
    return re.compile(rf"%(?:{re.escape(name)}(?![-A-Za-z$._0-9])|{quoted})")


def _cycle_without_phi(defs: dict[str, Instruction]) -> tuple[Instruction, str] | None:
    """A use that closes a cycle of uses through no phi — (the user, the name it uses)
    — or None. Iterative depth-first search over the non-phi instructions: a cycle
    found among them has no phi, and any cycle without a phi is among them."""

    def uses(inst: Instruction) -> Iterator[str]:
        for operand in inst.operands:
            value = operand.value
            if isinstance(value, LocalRef):
                used = defs.get(value.name)
                if used is not None and used.opcode != "phi":
                    yield value.name

    state: dict[str, bool] = {}  # False: on the current path; True: done
    for start, inst in defs.items():
        if start in state or inst.opcode == "phi":
            continue
        state[start] = False
        path: list[tuple[Instruction, Iterator[str]]] = [(inst, uses(inst))]
        while path:
            node, pending = path[-1]
            name = next(pending, None)
            if name is None:
                state[node.name or ""] = True
                path.pop()
            elif name not in state:
                state[name] = False
                path.append((defs[name], uses(defs[name])))
            elif not state[name]:
                return node, name
    return None


def _token_offset(code: str, tokens: list[str], index: int) -> int:
    """Offset in `code` of token `index` (the end of the code for the sentinel)."""
    if index < len(tokens) - 2:
        for count, match in enumerate(_TOKEN.finditer(code)):
            if count == index:
                return match.start()
    return len(code.rstrip())


def _net_brackets(code: str) -> int:
    """Opening minus closing brackets of one line (strings excluded)."""
    shape = "".join(tok for tok in _TOKEN.findall(code) if tok in _OPENERS or tok in _CLOSING) if '"' in code else code
    opened = shape.count("(") + shape.count("[") + shape.count("{") + shape.count("<")
    return opened - shape.count(")") - shape.count("]") - shape.count("}") - shape.count(">")


def _starts_statement(line: str) -> bool:
    """Whether `line` begins a new statement of a body (so cannot continue one)."""
    stripped = line.strip()
    if not stripped:
        return False
    if stripped[0] in "%}#" or _LABEL.match(line):
        return True
    word = stripped.split(None, 1)[0]
    return word in _OPCODES or word in _CALL_PREFIX or word in ("define", "declare")


def _renamed(inst: Instruction, name: str) -> Instruction:
    return Instruction(
        name,
        inst.opcode,
        inst.type,
        inst.operands,
        inst.pos,
        inst.flags,
        inst.predicate,
        inst.callee,
        inst.incoming,
        inst.indices,
        inst.range,
        inst.successors,
        inst.cases,
    )


def _constructor(cls: type[_T]) -> Callable[..., _T]:
    """A positional constructor of frozen slotted dataclass `cls` equivalent to its
    `__init__`, about 2.5 times faster: the generated `__init__` of a frozen dataclass
    goes through `object.__setattr__` for every field, which looks the field up again
    each time, while this calls the slot descriptors' setters directly. With several
    million instructions, operands and positions per corpus this is a fifth of the
    reading time. Fields with defaults keep them; _check_constructors below makes sure
    the result equals what the dataclass itself builds."""
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    namespace: dict[str, object] = {"new": object.__new__, "cls": cls}
    params = []
    for f in fields(cls):  # type: ignore[arg-type]
        namespace[f"set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is not MISSING:
            namespace[f"default_{f.name}"] = f.default
            params.append(f"{f.name}=default_{f.name}")
        else:
            params.append(f.name)
    body = "".join(f"    set_{name}(o, {name})\n" for name in names)
    exec(f"def make({', '.join(params)}):\n    o = new(cls)\n{body}    return o\n", namespace)
    make = namespace["make"]
    assert callable(make)
    return make


_new_instruction = _constructor(Instruction)
_new_position = _constructor(Position)
_new_operand = _constructor(Operand)
_new_local = _constructor(LocalRef)
_new_int = _constructor(IntConst)
_new_other = _constructor(OtherValue)


def _check_constructors() -> None:
    ty = Type("i8", 8)
    op = Operand(ty, IntConst(1))
    pos = Position(1, 2)
    args = ("x", "add", ty, (op,), pos, _NO_FLAGS, None, None, (), (), (0, 1), ("a", "b"), (3,))
    assert _new_instruction(*args) == Instruction(*args)
    assert _new_instruction("x", "add", ty, (), pos) == Instruction("x", "add", ty, (), pos)
    assert _new_position(1, 2) == pos and _new_operand(ty, IntConst(1)) == op


_check_constructors()


# --------------------------------------------------------------------------- reader


@dataclass(slots=True)
class _Line:
    """An instruction's code (comment removed; physical lines joined by a space when
    it continues below) and where each physical line starts in it."""

    code: str
    starts: list[tuple[int, int]]  # (offset in code, 0-based line index)

    def where(self, offset: int) -> tuple[int, int]:
        """1-based line and column of `offset`."""
        base, line = self.starts[0]
        for start, index in self.starts:
            if start > offset:
                break
            base, line = start, index
        return line + 1, offset - base + 1


class _Reader:
    def __init__(self, text: str, file: str) -> None:
        self.text = text
        self.file = file
        self.lines = text.split("\n")
        self.diagnostics: list[Diagnostic] = []
        self.errors = 0
        self.functions: list[Function] = []
        self.has_bad_chars = _has_bad_chars(text)
        self.types: dict[str, Type] = {word: Type(word) for word in _SIMPLE_TYPE_WORDS.split()}
        for width in (1, 8, 16, 32, 64, 128):
            self.types[f"i{width}"] = Type(f"i{width}", width)
        self.types["void"] = _VOID
        self.types["ptr"] = _PTR
        self.types["token"] = _TOKEN_TYPE
        self.types["i1"] = _I1
        self.elements: dict[str, Type] = {}  # element type of array and vector types, by text
        self.named_types: dict[str, Type] | None = None  # `%T = type {...}`, read when first needed
        self.range_nodes: dict[str, tuple[int, int]] | None = None  # `!N = !{iW lo, iW hi, ...}`, likewise
        self.return_ranges: dict[str, tuple[int, tuple[int, int]]] | None = None  # by function: (width, range)
        self.vector_i1: dict[str, Type] = {}
        self.flag_sets: dict[tuple[str, ...], frozenset[str]] = {}
        self.flag_texts: dict[str, frozenset[str]] = {}
        self.refs: dict[str, LocalRef] = {}  # by token, within the current function
        self.operands: dict[tuple[str, str], Operand] = {}  # by (type, value) text, likewise
        self.consts: dict[str, IntConst] = {}
        self.others: dict[str, OtherValue] = {}
        self.cur_type: Type | None = None  # the result type, once known: kept if the rest fails
        self.nesting = 0  # of type_slow calls (see there)

    # ----------------------------------------------------------------- driver

    def emit(self, line: int, col: int, message: str, severity: Severity = Severity.ERROR) -> None:
        if severity is Severity.ERROR:
            self.errors += 1
            if self.errors > MAX_ERRORS:
                self.diagnostics.append(Diagnostic(self.file, line, col, "too many errors; rest of file skipped"))
                raise _Stop
        self.diagnostics.append(Diagnostic(self.file, line, col, message, severity))

    def run(self) -> tuple[Module, list[Diagnostic]]:
        # The module is millions of small acyclic objects: the cyclic garbage collector
        # would walk the growing module over and over while it is built, for nothing.
        collecting = gc.isenabled()
        gc.disable()
        try:
            if not self.text.strip():
                self.emit(1, 1, "empty file: no LLVM IR", Severity.WARNING)
            else:
                self.module()
        except _Stop:
            pass
        finally:
            if collecting:
                gc.enable()
        return Module(self.file, tuple(self.functions)), self.diagnostics

    def module(self) -> None:
        lines = self.lines
        count = len(lines)
        k = 0
        while k < count:
            line = lines[k]
            if not line:
                k += 1
                continue
            if (
                self.has_bad_chars
                and _BAD_CHAR.search(line)
                and not line.lstrip().startswith("define")
                and self.bad_bytes(line, k, None)
            ):
                k += 1
                continue
            if line[0] in _TOP_CHARS:
                k += 1
                continue
            stripped = line.lstrip()
            if not stripped or stripped[0] in _TOP_CHARS:
                k += 1
                continue
            word = stripped.split(None, 1)[0]
            if word == "define":
                try:
                    k = self.function(k)
                except _Abandon as exc:
                    k = self.skip_body(exc.resume)
                continue
            if word not in _TOP_WORDS:
                col = len(line) - len(stripped) + 1
                found = "'}' outside a function body" if word.startswith("}") else _show(word)
                self.emit(
                    k + 1, col, f"expected a top-level entity (define, declare, a global, metadata, ...), found {found}"
                )
            k += 1

    def skip_body(self, k: int) -> int:
        """The line after the `}` that closes the body around line `k`, or the line of
        the next `define`, whichever comes first."""
        lines = self.lines
        while k < len(lines):
            stripped = lines[k].lstrip()
            if stripped.startswith("}"):
                return k + 1
            if stripped.startswith("define") and stripped[6:7] in (" ", "\t", ""):
                return k
            k += 1
        return k

    def bad_bytes(self, line: str, k: int, function: str | None) -> bool:
        """Report the first control character or undecodable byte of line `k`. In a
        comment or a string (where LLVM itself takes any byte) it is a warning;
        elsewhere it cannot be LLVM IR: an error, and True (`function`: whose body,
        "" for a header, None for the top level)."""
        code = _strip_comment(line)
        strings = [m.span() for m in _STRING.finditer(code)] if '"' in code else []
        quiet: tuple[int, str] | None = None
        for bad in _BAD_CHAR.finditer(line):
            at, char = bad.start(), bad.group()
            where = "comment" if at >= len(code) else "string" if any(a < at < b for a, b in strings) else None
            if where is None or char < "\udc80":
                skipped = (
                    ""
                    if function is None
                    else f" (function @{_short(function)} skipped)"
                    if function
                    else " (function skipped)"
                )
                self.emit(k + 1, at + 1, _bad_char_message(char) + skipped)
                return True
            quiet = quiet or (at, f"{_bad_char_message(char)} in a {where}")
        if quiet is not None:
            self.emit(k + 1, quiet[0] + 1, quiet[1], Severity.WARNING)
        return False

    def report(self, where: _Line, exc: _Malformed, tokens: list[str], function: str | None) -> None:
        offset = exc.index if exc.at_char else _token_offset(where.code, tokens, exc.index)
        line, col = where.where(offset)
        skipped = f"function @{_short(function)} skipped" if function is not None else "function skipped"
        self.emit(line, col, f"{exc.message} ({skipped})")

    # ----------------------------------------------------------------- functions

    def function(self, k: int) -> int:
        """Read the function whose `define` is on line `k`; returns the line after it."""
        lines = self.lines
        first = k
        col = len(lines[k]) - len(lines[k].lstrip()) + 1
        where = _Line(_strip_comment(lines[k]), [(0, k)])
        # The header ends with the `{` opening the body; LLVM prints both on one line.
        while not where.code.rstrip().endswith("{") and k + 1 < len(lines) and k - first < 8:
            following = lines[k + 1]
            if not following.strip() or _starts_statement(following):
                break
            k += 1
            where.starts.append((len(where.code) + 1, k))
            where.code = where.code + " " + _strip_comment(following)
        tokens: list[str] = []
        try:
            if self.has_bad_chars and any(
                _BAD_CHAR.search(lines[index]) and self.bad_bytes(lines[index], index, "") for _, index in where.starts
            ):
                raise _Abandon(first + 1)
            tokens = _tokenize(where.code)
            name, return_type, parameters, counter = self.header(tokens)
        except _Malformed as exc:
            self.report(where, exc, tokens, None)
            raise _Abandon(first + 1) from None
        except (IndexError, ValueError):
            self.emit(first + 1, col, "cannot read this function header (function skipped)")
            raise _Abandon(first + 1) from None
        mark = len(self.diagnostics)
        position = _new_position(first + 1, col)
        try:
            blocks, k = self.body(k + 1, counter, name)
        except _Abandon:
            # Warnings about the instructions of a skipped function would only distract.
            self.diagnostics[mark:] = [d for d in self.diagnostics[mark:] if d.is_error]
            raise
        if not self.check_values(name, parameters, blocks, position):
            self.diagnostics[mark:] = [d for d in self.diagnostics[mark:] if d.is_error]
            return k  # the body is read to its end: nothing to skip
        self.functions.append(Function(name, return_type, parameters, blocks, position))
        return k

    def check_values(
        self, function: str, parameters: tuple[Parameter, ...], blocks: tuple[BasicBlock, ...], header: Position
    ) -> bool:
        """LLVM's rules about the values of a function that no single line shows, and
        that extraction relies on: each local value is defined once, every value used
        is defined, and only a phi is on a cycle of uses (LLParser and the Verifier
        reject the rest). Without them extraction would invent an input for an
        undefined name, take the wrong one of two definitions, or follow a cycle for
        ever. The first break is an error and the function is skipped (False).

        Integer constants that do not fit their type are read modulo 2^width, as LLVM
        reads them, but with a warning: no compiler prints one, so they are a sign of
        hand-made or damaged input."""
        skipped = f"(function @{_short(function)} skipped)"
        defs: dict[str, Instruction] = {}
        names: set[str] = set()
        for param in parameters:
            if param.name in names:
                self.emit(header.line, header.col, f"redefinition of argument '%{_short(param.name)}' {skipped}")
                return False
            names.add(param.name)
        insts = [inst for block in blocks for inst in block.instructions]
        for inst in insts:
            if inst.name is None:
                continue
            if inst.name in names:
                message = f"multiple definition of local value named '{_short(inst.name)}' {skipped}"
                self.emit(inst.pos.line, inst.pos.col, message)
                return False
            names.add(inst.name)
            defs[inst.name] = inst
        for inst in insts:
            for operand in inst.operands:
                value = operand.value
                if isinstance(value, LocalRef) and value.name not in names:
                    col = self.use_column(inst, _local_pattern(value.name))
                    self.emit(inst.pos.line, col, f"use of undefined value '%{_short(value.name)}' {skipped}")
                    return False
        cycle = _cycle_without_phi(defs)
        if cycle is not None:
            user, used = cycle
            col = self.use_column(user, _local_pattern(used))
            if user.name == used:
                message = f"'%{_short(used)}' uses its own value, and only a phi may {skipped}"
            else:
                message = (
                    f"'%{_short(user.name or '')}' uses '%{_short(used)}', which depends on it in turn: "
                    f"a cycle of uses without a phi {skipped}"
                )
            self.emit(user.pos.line, col, message)
            return False
        for inst in insts:
            for operand in inst.operands:
                self.check_constant(inst, operand)
        return True

    def check_constant(self, inst: Instruction, operand: Operand) -> None:
        """The warning for an integer constant too wide for its type (see check_values)."""
        width = operand.type.width
        value = operand.value
        if width is None:
            return
        if isinstance(value, IntConst):
            if -(1 << (width - 1)) <= value.value < (1 << width):
                return
            text = str(value.value)
            message = f"constant {_short(text)} does not fit {operand.type.text}; read modulo 2^{width}, as LLVM does"
        elif isinstance(value, OtherValue) and _INT_LITERAL.fullmatch(value.text):
            text = value.text
            message = (
                f"constant of {len(text.lstrip('-'))} digits does not fit {operand.type.text}; read as an unknown value"
            )
        else:
            return
        col = self.use_column(inst, re.compile(rf"(?<![-A-Za-z$._0-9]){re.escape(text)}(?![-A-Za-z$._0-9])"))
        self.emit(inst.pos.line, col, message, Severity.WARNING)

    def use_column(self, inst: Instruction, pattern: re.Pattern[str]) -> int:
        """The column of the first match of `pattern` among the operands of `inst` (on
        its first line, after its `=`), or the instruction's own column."""
        line = self.lines[inst.pos.line - 1]
        start = inst.pos.col - 1
        if inst.name is not None:
            equals = line.find("=", start)
            start = equals + 1 if equals >= 0 else start
        match = pattern.search(line, start)
        return match.start() + 1 if match is not None else inst.pos.col

    def header(self, t: list[str]) -> tuple[str, Type, tuple[Parameter, ...], int]:
        """Name, return type, parameters and the next value number of a `define`."""
        try:
            return self.header_fields(t)
        except _Unread as exc:  # in a header, whatever cannot be read is an error
            raise _Malformed(exc.index, exc.what) from None

    def header_fields(self, t: list[str]) -> tuple[str, Type, tuple[Parameter, ...], int]:
        i = 1
        while True:  # linkage, visibility, calling convention, return attributes
            tok = t[i]
            if tok in self.types or tok[:1] in ("%", "{", "<", "[") or tok == "target" or _INT.fullmatch(tok):
                break
            if not tok or tok[0] == "@":
                raise _Malformed(i, f"expected the return type of the function, found {_show(tok)}")
            i = _skip_group(t, i + 1) if t[i + 1] == "(" else i + 1
        return_type, i = self.type(t, i)
        tok = t[i]
        if tok[:1] != "@":
            raise _Malformed(i, f"expected the function name after its return type, found {_show(tok)}")
        name = _unquote(tok[1:])
        if t[i + 1] != "(":
            raise _Malformed(i + 1, f"expected '(' after @{_short(name)}, found {_show(t[i + 1])}")
        i += 2
        parameters: list[Parameter] = []
        counter = 0
        while t[i] != ")":
            if t[i] == "...":
                i += 1
            else:
                param, i, counter = self.parameter(t, i, counter)
                parameters.append(param)
            if t[i] == ",":
                i += 1
            elif t[i] != ")":
                raise _Malformed(i, f"expected ',' or ')' after a parameter of @{_short(name)}, found {_show(t[i])}")
        end = len(t) - 2
        if t[end - 1] != "{":
            raise _Malformed(end, f"expected '{{' to open the body of @{_short(name)}")
        return name, return_type, tuple(parameters), counter

    def parameter(self, t: list[str], i: int, counter: int) -> tuple[Parameter, int, int]:
        ty, i = self.type(t, i)
        name: str | None = None
        noundef = False
        span: tuple[int, int] | None = None
        while True:
            tok = t[i]
            if tok == "," or tok == ")":
                break
            if not tok or tok == "{":
                raise _Malformed(i, f"expected ',' or ')' after a parameter, found {_show(tok)}")
            if tok[0] == "%":
                name = _unquote(tok[1:])
                i += 1
            elif tok == "noundef":
                noundef = True
                i += 1
            elif t[i + 1] == "(":
                if tok == "range":
                    span = _range_attribute(t, i)
                i = _skip_group(t, i + 1)
            else:
                i += 1
        if name is None:
            name = str(counter)
            counter += 1
        elif name.isdigit():
            counter = int(name) + 1
        return Parameter(name, ty, span, noundef), i, counter

    def body(self, k: int, counter: int, function: str) -> tuple[tuple[BasicBlock, ...], int]:
        """The blocks of the body starting on line `k`, and the line after its `}`.

        This is the hot loop: a line is classified by its first character, and an
        instruction of a common shape is read by one whole-line regular expression
        (_FAST) before the general tokenizer is tried."""
        lines = self.lines
        count = len(lines)
        fast = _FAST if FAST_PATH else {}
        bad_chars = self.has_bad_chars
        blocks: list[BasicBlock] = []
        insts: list[Instruction] = []
        block: str | None = None  # the current block's name
        block_pos = _new_position(k + 1, 1)
        ended = False  # the last instruction was a terminator
        self.refs = {}
        self.operands = {}
        while True:
            if k >= count:
                self.emit(
                    count,
                    len(lines[-1]) + 1,
                    f"expected '}}' to close the body of @{_short(function)}, found the end of the file",
                )
                raise _Abandon(count)
            line = lines[k]
            if line[:3] == "  %" and block is not None and not ended and not bad_chars:
                # The fast lane: a named instruction as LLVM prints it (never a terminator).
                at = line.find(" = ", 3) + 3
                entry = fast.get(line[at : line.find(" ", at)])
                if entry is not None and (match := entry[0].fullmatch(line)) is not None:
                    try:
                        named = entry[1](self, match, _new_position(k + 1, 3))
                    except (_Unread, _Malformed, LookupError, ValueError):
                        pass  # the general path below will tell what is wrong
                    else:
                        name = named.name
                        if name is not None and name[0].isdigit() and name.isdigit():
                            counter = int(name) + 1
                        insts.append(named)
                        k += 1
                        continue
            stripped = line.lstrip()
            if not stripped:
                k += 1
                continue
            c = stripped[0]
            if bad_chars and _BAD_CHAR.search(line) and self.bad_bytes(line, k, function):
                raise _Abandon(k)
            if c == "%":
                at = stripped.find(" = ") + 3  # where the opcode starts (2: no `=`)
            elif c == ";" or (c == "#" and stripped.startswith("#dbg_")):
                k += 1
                continue
            elif c == "}":
                rest = stripped[1:].strip()
                if rest and rest[0] != ";":
                    col = len(line) - len(stripped[1:].lstrip()) + 1
                    self.emit(
                        k + 1,
                        col,
                        f"unexpected {_show(rest.split()[0])} after '}}' (function @{_short(function)} skipped)",
                    )
                    raise _Abandon(k)
                break
            else:
                at = 0
                space = stripped.find(" ")
                word = stripped[:space] if space > 0 else stripped.rstrip()
                if word[-1:] == ":" or c == '"':
                    label = _LABEL.match(line)
                    if label is not None:
                        if block is not None:
                            blocks.append(BasicBlock(block, tuple(insts), block_pos))
                        raw = label.group(1)
                        block = _unquote('"' + label.group(2) + '"') if raw is None else raw
                        if raw is not None and raw.isdigit():
                            counter = int(raw) + 1
                        block_pos = _new_position(k + 1, len(line) - len(stripped) + 1)
                        insts = []
                        ended = False
                        k += 1
                        continue
                elif word == "define":
                    self.emit(
                        k + 1,
                        len(line) - len(stripped) + 1,
                        f"expected '}}' to close the body of @{_short(function)} before the next define",
                    )
                    raise _Abandon(k)
            if block is None or ended:  # no label: an unnamed block, numbered as LLVM does
                if block is not None:
                    blocks.append(BasicBlock(block, tuple(insts), block_pos))
                block = str(counter)
                counter += 1
                block_pos = _new_position(k + 1, len(line) - len(stripped) + 1)
                insts = []
                ended = False
            inst = None
            if at >= 2 or c != "%":
                entry = fast.get(stripped[at : stripped.find(" ", at)])
                if entry is not None:
                    match = entry[0].fullmatch(line)
                    if match is not None:
                        try:
                            inst = entry[1](self, match, _new_position(k + 1, len(line) - len(stripped) + 1))
                        except (_Unread, _Malformed, LookupError, ValueError):
                            inst = None  # the general path will tell what is wrong
            if inst is None:
                inst, k = self.instruction(k, function)
                if inst is None:
                    continue
            else:
                k += 1
            name = inst.name
            if name is None:
                if inst.type.text != "void" and inst.type is not _UNKNOWN:
                    inst = _renamed(inst, str(counter))
                    counter += 1
            elif name[0].isdigit() and name.isdigit():
                counter = int(name) + 1
            insts.append(inst)
            if inst.opcode in _TERMINATORS:
                ended = True
        if block is None:
            self.emit(k + 1, 1, f"the body of @{_short(function)} has no instructions (function skipped)")
            raise _Abandon(k + 1)
        blocks.append(BasicBlock(block, tuple(insts), block_pos))
        return tuple(blocks), k + 1

    # ----------------------------------------------------------------- instructions

    def instruction(self, k: int, function: str) -> tuple[Instruction | None, int]:
        """The instruction starting on line `k` (None for a `uselistorder` line) and
        the line after it, by the general tokenizer. A malformed one is reported, and
        its function abandoned."""
        line = self.lines[k]
        code = _strip_comment(line) if ";" in line else line
        where: _Line | None = None
        tokens: list[str] = []
        first = k
        try:
            tokens = _tokenize(code)
            depth = _bracket_depth(code, tokens)
            if depth < 0:
                _scan_brackets(tokens, tokens)  # raises at the stray closer
            if depth > 0:  # a case table, or another bracket closed below
                where = _Line(code, [(0, k)])
                k, tokens = self.continue_brackets(where, k, tokens, depth)
                code = where.code
            at = 2 if tokens[1] == "=" else 0
            if tokens[at] in _CONTINUED:
                where = where or _Line(code, [(0, k)])
                k, tokens = self.continue_clauses(where, k, tokens)
                code = where.code
            inst = self.parse(tokens, code, where, first, line)
        except _Malformed as exc:
            self.report(where or _Line(code, [(0, k)]), exc, tokens, function)
            raise _Abandon(k + 1) from None
        return inst, k + 1

    def continue_brackets(self, where: _Line, k: int, tokens: list[str], depth: int) -> tuple[int, list[str]]:
        """Join the lines below line `k` until the brackets balance (a switch's case
        table); a new statement before that means a bracket left open."""
        lines = self.lines
        parts = [where.code]
        length = len(where.code)
        while depth > 0:
            if k + 1 >= len(lines) or _starts_statement(lines[k + 1]):
                raise _Malformed(_unclosed(tokens[:-2]), "unclosed bracket")
            k += 1
            code = _strip_comment(lines[k])
            where.starts.append((length + 1, k))
            parts.append(code)
            length += len(code) + 1
            depth += _net_brackets(code)
        where.code = " ".join(parts)
        tokens = _tokenize(where.code)
        if _scan_brackets(tokens, tokens):
            raise _Malformed(_unclosed(tokens[:-2]), "unclosed bracket")
        return k, tokens

    def continue_clauses(self, where: _Line, k: int, tokens: list[str]) -> tuple[int, list[str]]:
        """Join the `to label ...`, `catch ...`, `cleanup` lines below line `k`."""
        lines = self.lines
        joined = False
        while k + 1 < len(lines):
            following = lines[k + 1].split(None, 1)
            if not following or following[0] not in _CONTINUATION:
                break
            k += 1
            where.starts.append((len(where.code) + 1, k))
            where.code = where.code + " " + _strip_comment(lines[k])
            joined = True
        if joined:
            tokens = _tokenize(where.code)
            if _scan_brackets(tokens, tokens):
                raise _Malformed(_unclosed(tokens[:-2]), "unclosed bracket")
        return k, tokens

    def parse(self, t: list[str], code: str, where: _Line | None, k: int, line: str) -> Instruction | None:
        """One instruction from its tokens `t` (sentinels included); None for a
        `uselistorder` directive."""
        tok = t[0]
        if t[1] == "=":
            if tok[:1] != "%":
                raise _Malformed(0, f"expected an instruction, found {_show(tok)}")
            name: str | None = _unquote(tok[1:])
            i = 2
        elif tok[:1] == "%":
            raise _Malformed(1, f"expected '=' after {_show(tok)}, found {_show(t[1])}")
        else:
            name = None
            i = 0
        opcode = t[i]
        if opcode in _CALL_PREFIX:
            i += 1
            opcode = t[i]
            if opcode != "call":
                raise _Malformed(i, f"expected 'call' after {t[i - 1]!r}, found {_show(opcode)}")
        elif opcode not in _OPCODES:
            if opcode == "uselistorder" and name is None:
                return None
            if not opcode:
                raise _Malformed(i, "expected an instruction after '='")
            raise _Malformed(i, f"unknown instruction {_show(opcode)}")
        pos = _new_position(k + 1, len(line) - len(line.lstrip()) + 1)
        range_node: str | None = None
        if "!" in code:
            end, range_node = _attachments(t, len(t) - 2)
            if end != len(t) - 2:
                del t[end:]
                t += ("", "")
        self.cur_type = None
        # The targets do not depend on reading the operands: kept even when that fails.
        targets = _targets(t, opcode) if opcode in _BRANCHING else _NO_TARGETS
        try:
            ty, ops, flags, predicate, callee, incoming, indices, span, i = _HANDLERS[opcode](self, t, i + 1)
            if t[i] and opcode in _WATCHED:
                raise _Unread(i, f"unexpected {_show(t[i])}")
        except _Unread as exc:
            return self.unread(t, code, where, name, opcode, pos, exc, targets)
        except (IndexError, ValueError, KeyError):
            return self.unread(t, code, where, name, opcode, pos, _Unread(len(t) - 2, "unexpected syntax"), targets)
        if span is None and ty.width is not None:
            if range_node is not None:
                span = self.range_node(range_node)
            if span is None and callee is not None:
                span = self.callee_range(callee, ty)
        return _new_instruction(
            name, opcode, ty, ops, pos, flags, predicate, callee, incoming, indices, span, targets[0], targets[1]
        )

    def unread(
        self,
        t: list[str],
        code: str,
        where: _Line | None,
        name: str | None,
        opcode: str,
        pos: Position,
        exc: _Unread,
        targets: tuple[tuple[str, ...], tuple[int, ...]] = ((), ()),
    ) -> Instruction:
        """The instruction without operands (and a warning when extraction needs them)."""
        if opcode in _WATCHED:
            where = where or _Line(code, [(0, pos.line - 1)])
            line, col = where.where(_token_offset(where.code, t, min(exc.index, len(t) - 2)))
            self.emit(
                line,
                col,
                f"cannot read the operands of '{opcode}' ({exc.what}); kept without operands",
                Severity.WARNING,
            )
        ty = self.cur_type or _UNKNOWN
        return _new_instruction(name, opcode, ty, (), pos, _NO_FLAGS, None, None, (), (), None, *targets)

    # ----------------------------------------------------------------- types and values

    def type(self, t: list[str], i: int) -> tuple[Type, int]:
        ty = self.types.get(t[i])
        if ty is not None:
            nxt = t[i + 1]
            if nxt != "(" and nxt != "*" and nxt != "addrspace":
                return ty, i + 1
        return self.type_slow(t, i)

    def type_slow(self, t: list[str], i: int) -> tuple[Type, int]:
        """A type of any shape. Aggregate and function types nest, and are read by
        recursion: `MAX_TYPE_NESTING` keeps hostile nesting (`{{{{...}}}}`) from
        exhausting Python's stack, which would fail the whole corpus."""
        if self.nesting >= MAX_TYPE_NESTING:
            raise _Unread(i, f"types nested more than {MAX_TYPE_NESTING} deep")
        self.nesting += 1
        try:
            return self.type_nested(t, i)
        finally:
            self.nesting -= 1

    def type_nested(self, t: list[str], i: int) -> tuple[Type, int]:
        tok = t[i]
        ty = self.types.get(tok)
        if ty is not None:
            i += 1
        elif tok == "<" and t[i + 1] == "{":  # packed struct
            inner, i = self.type_slow(t, i + 1)
            if t[i] != ">":
                raise _Unread(i, "expected '>' after a packed struct type")
            ty = self.intern(Type("<" + inner.text + ">", None, inner.fields))
            i += 1
        elif tok == "<" or tok == "[":
            close = ">" if tok == "<" else "]"
            scalable = t[i + 1] == "vscale" and t[i + 2] == "x"
            j = i + 3 if scalable else i + 1
            size = t[j]
            if not size.isdigit() or t[j + 1] != "x":
                raise _Unread(j, "expected 'N x' in a vector or array type")
            element, j = self.type(t, j + 2)
            if t[j] != close:
                raise _Unread(j, f"expected {close!r} after the element type")
            text = f"{tok}{'vscale x ' if scalable else ''}{size} x {element.text}{close}"
            ty = self.intern(Type(text))
            self.elements[text] = element
            i = j + 1
        elif tok == "{":
            fields: list[Type] = []
            i += 1
            if t[i] != "}":
                while True:
                    field, i = self.type(t, i)
                    fields.append(field)
                    if t[i] == "}":
                        break
                    if t[i] != ",":
                        raise _Unread(i, "expected ',' or '}' in a struct type")
                    i += 1
            text = "{ " + ", ".join(f.text for f in fields) + " }" if fields else "{}"
            ty = self.intern(Type(text, None, tuple(fields)))
            i += 1
        elif tok[:1] == "%":
            ty = self.types[tok] = Type(tok)
            i += 1
        elif (match := _INT.fullmatch(tok)) is not None:
            digits = match.group(1)
            if len(digits) > 8 or not 1 <= int(digits) <= _MAX_INT_BITS:
                raise _Malformed(
                    i, f"bitwidth of integer type {_show(tok)} is out of range (LLVM has i1 to i{_MAX_INT_BITS})"
                )
            ty = self.types[tok] = Type(tok, int(digits))
            i += 1
        elif tok == "target" and t[i + 1] == "(":
            j = _skip_group(t, i + 1)
            ty = self.intern(Type(_join(t[i:j])))
            i = j
        else:
            raise _Unread(i, f"expected a type, found {_show(tok)}")
        while True:
            nxt = t[i]
            if nxt == "addrspace" and ty.text == "ptr" and t[i + 1] == "(":
                j = _skip_group(t, i + 1)
                ty = self.intern(Type("ptr " + _join(t[i:j])))
                i = j
            elif nxt == "*":  # a typed pointer (LLVM before 17)
                ty = self.intern(Type(ty.text + "*"))
                i += 1
            elif nxt == "(":  # a function type: `i32 (ptr, ...)`
                params: list[str] = []
                i += 1
                while t[i] != ")":
                    if t[i] == "...":
                        params.append("...")
                        i += 1
                    else:
                        param, i = self.type(t, i)
                        params.append(param.text)
                    if t[i] == ",":
                        i += 1
                    elif t[i] != ")":
                        raise _Unread(i, "expected ',' or ')' in a function type")
                ty = self.intern(Type(f"{ty.text} ({', '.join(params)})", None, (ty,)))
                i += 1
            else:
                return ty, i

    def intern(self, ty: Type) -> Type:
        known = self.types.get(ty.text)
        if known is None:
            self.types[ty.text] = ty
            return ty
        return known

    def operand(self, t: list[str], i: int) -> tuple[Operand, int]:
        """A typed value: `i32 %x`."""
        ty, i = self.type(t, i)
        value, i = self.value(t, i)
        return _new_operand(ty, value), i

    def value(self, t: list[str], i: int) -> tuple[Value, int]:
        tok = t[i]
        c = tok[:1]
        if c == "%":
            ref = self.refs.get(tok)
            if ref is None:
                ref = self.refs[tok] = _new_local(_unquote(tok[1:]))
            return ref, i + 1
        if c.isdigit() or c == "-":
            const = self.consts.get(tok)
            if const is not None:
                return const, i + 1
            if len(tok) <= MAX_LITERAL_DIGITS and _INT_LITERAL.fullmatch(tok):
                const = self.consts[tok] = _new_int(int(tok))
                return const, i + 1
            return self.other(tok), i + 1  # a float, or a hex float `0x3FF0...`
        if tok == "true":
            return _TRUE, i + 1
        if tok == "false":
            return _FALSE, i + 1
        if c == "@" or tok in _SIMPLE_CONSTANTS:
            return self.other(tok), i + 1
        if c == "<" or c == "{" or c == "[":
            j = _skip_group(t, i)
            return self.other(_join(t[i:j])), j
        if c == "!":
            j = i + 1
            if tok == "!" or t[j] == "(":
                j = _skip_group(t, j)
            return self.other(_join(t[i:j])), j
        if tok == "asm":  # asm [sideeffect] [alignstack] [inteldialect] [unwind] "code", "constraints"
            j = i + 1
            while t[j] and t[j][0] != '"':
                j += 1
            if t[j + 1] == ",":
                j += 2
            return self.other(_join(t[i : j + 1])), j + 1
        if tok in _CONSTANT_WORDS:
            j = i + 1
            if tok == "dso_local_equivalent" or tok == "no_cfi":
                return self.other(_join(t[i : j + 1])), j + 1
            while t[j] != "(":
                if not t[j] or t[j] in _CLOSING or t[j] == ",":
                    raise _Unread(j, f"expected '(' in a constant expression, found {_show(t[j])}")
                j += 1
            j = _skip_group(t, j)
            return self.other(_join(t[i:j])), j
        if tok.startswith("u0x"):
            return _new_int(int(tok[3:], 16)), i + 1
        if tok.startswith(('c"', "s0x", '"')):
            return self.other(tok), i + 1
        raise _Unread(i, f"expected a value, found {_show(tok)}")

    def other(self, text: str) -> OtherValue:
        known = self.others.get(text)
        if known is None:
            known = self.others[text] = _new_other(text)
        return known

    def flags(self, t: list[str], i: int) -> tuple[frozenset[str], int]:
        """The poison-generating flags at `i` (fast-math flags are skipped)."""
        tok = t[i]
        if tok not in _FLAG_WORDS and tok not in _FAST_MATH:
            return _NO_FLAGS, i
        found: list[str] = []
        while True:
            if tok in _FLAG_WORDS:
                found.append(tok)
            elif tok not in _FAST_MATH:
                break
            i += 1
            tok = t[i]
        key = tuple(found)
        known = self.flag_sets.get(key)
        if known is None:
            known = self.flag_sets[key] = frozenset(found)
        return known, i

    def i1_like(self, ty: Type) -> Type:
        """The result type of comparing two `ty`: i1, or a vector of i1."""
        if ty.text[:1] != "<":
            return _I1
        known = self.vector_i1.get(ty.text)
        if known is None:
            match = _VECTOR_PREFIX.match(ty.text)
            known = self.intern(Type(f"<{match.group(1)} x i1>")) if match else _UNKNOWN
            if match:
                self.elements[known.text] = _I1
            self.vector_i1[ty.text] = known
        return known

    # ----------------------------------------------------------------- lazily read top level

    def range_node(self, node: str) -> tuple[int, int] | None:
        """The first pair of metadata node `!N` (or inline `!{...}`), normalised."""
        if node.startswith("!{"):
            return _range_pair(node[2:-1])
        if self.range_nodes is None:
            self.range_nodes = {}
            for match in _scan_lines(_RANGE_NODE, self.text):
                pair = _range_pair(match.group(2))
                if pair is not None:
                    self.range_nodes[match.group(1)] = pair
        return self.range_nodes.get(node[1:])

    def callee_range(self, callee: str, ty: Type) -> tuple[int, int] | None:
        """The `range(...)` return attribute a `define` or `declare` of `callee` gives
        (LLVM's CallBase::getRange falls back to it too), if its width is `ty`'s."""
        if self.return_ranges is None:
            self.return_ranges = {}
            for match in _scan_lines(_RETURN_RANGE, self.text):
                width = int(match.group(1)[1:])
                lo, hi = _literal(match.group(2)), _literal(match.group(3))
                if width and lo is not None and hi is not None:
                    self.return_ranges[_unquote(match.group(4))] = (width, (_fit(lo, width), _fit(hi, width)))
        known = self.return_ranges.get(callee)
        return known[1] if known is not None and known[0] == ty.width else None

    def member(self, ty: Type, index: int) -> Type:
        """The type of member `index` of aggregate `ty`."""
        fields = ty.fields
        if not fields and ty.text[:1] == "%":
            if self.named_types is None:
                self.named_types = {}
                for match in _scan_lines(_NAMED_TYPE, self.text):
                    try:
                        body, _ = self.type(_tokenize(match.group(2)), 0)
                    except (_Unread, _Malformed, IndexError):
                        continue
                    self.named_types[match.group(1)] = body
            named = self.named_types.get(ty.text)
            fields = named.fields if named is not None else ()
        if fields:
            return fields[index]
        element = self.elements.get(ty.text)
        if element is None:
            raise _Unread(0, f"unknown aggregate type {ty.text}")
        return element

    # ----------------------------------------------------------------- the fast path
    # Builders for the _FAST patterns: each gets a whole-line match and the position,
    # and must give exactly what the general path would (tests compare the two).

    def type_of(self, text: str) -> Type:
        ty = self.types.get(text)
        if ty is None:
            ty, _end = self.type_slow(_tokenize(text), 0)
            self.types[text] = ty
        return ty

    def atom(self, tok: str) -> Value:
        """A value of one token, as the _FAST patterns accept them."""
        c = tok[0]
        if c == "%":
            ref = self.refs.get(tok)
            if ref is None:
                ref = self.refs[tok] = _new_local(tok[1:])
            return ref
        if tok == "true":
            return _TRUE
        if tok == "false":
            return _FALSE
        if c == "-" or c.isdigit():
            const = self.consts.get(tok)
            if const is None:
                if len(tok) > MAX_LITERAL_DIGITS:
                    return self.other(tok)
                const = self.consts[tok] = _new_int(int(tok))
            return const
        return self.other(tok)

    def fast_operand(self, ty: str, tok: str) -> Operand:
        key = (ty, tok)
        op = self.operands.get(key)
        if op is None:
            value: Value | None
            if tok[0] == "%":  # atom(), inlined for the most frequent case
                value = self.refs.get(tok)
                if value is None:
                    value = self.refs[tok] = _new_local(tok[1:])
            else:
                value = self.atom(tok)
            op = self.operands[key] = _new_operand(self.types.get(ty) or self.type_of(ty), value)
        return op

    def flag_text(self, text: str) -> frozenset[str]:
        """The flags of `nuw nsw ` (as the _FAST patterns capture them)."""
        known = self.flag_texts.get(text)
        if known is None:
            known = self.flag_texts[text] = self.flags([*text.split(), "", ""], 0)[0]
        return known

    def attached_range(self, md: str | None, ty: Type) -> tuple[int, int] | None:
        if not md or "!range" not in md or ty.width is None:
            return None
        match = _RANGE_ATTACHMENT.search(md)
        return self.range_node(match.group(1)) if match else None

    def fast_binary(self, m: re.Match[str], pos: Position) -> Instruction:
        name, opcode, flags, ty, a, b, md = m.groups()
        left = self.fast_operand(ty, a)
        right = self.fast_operand(ty, b)
        result = left.type
        span = self.attached_range(md, result) if md else None
        return _new_instruction(
            name,
            opcode,
            result,
            (left, right),
            pos,
            (self.flag_text(flags) if flags else _NO_FLAGS),
            None,
            None,
            (),
            (),
            span,
        )

    def fast_icmp(self, m: re.Match[str], pos: Position) -> Instruction:
        name, samesign, predicate, ty, a, b, md = m.groups()
        left = self.fast_operand(ty, a)
        right = self.fast_operand(ty, b)
        result = self.i1_like(left.type)
        flags = _SAMESIGN if samesign else _NO_FLAGS
        return _new_instruction(
            name,
            "icmp",
            result,
            (left, right),
            pos,
            flags,
            predicate,
            None,
            (),
            (),
            (self.attached_range(md, result) if md else None),
        )

    def fast_cast(self, m: re.Match[str], pos: Position) -> Instruction:
        name, opcode, flags, source, value, target, md = m.groups()
        result = self.type_of(target)
        operand = self.fast_operand(source, value)
        span = self.attached_range(md, result) if md else None
        return _new_instruction(
            name,
            opcode,
            result,
            (operand,),
            pos,
            (self.flag_text(flags) if flags else _NO_FLAGS),
            None,
            None,
            (),
            (),
            span,
        )

    def fast_load(self, m: re.Match[str], pos: Position) -> Instruction:
        name, ty, pointer, md = m.groups()
        result = self.type_of(ty)
        span = self.attached_range(md, result) if md else None
        return _new_instruction(
            name, "load", result, (self.fast_operand("ptr", pointer),), pos, _NO_FLAGS, None, None, (), (), span
        )

    def fast_store(self, m: re.Match[str], pos: Position) -> Instruction:
        name, ty, value, pointer, _md = m.groups()
        ops = (self.fast_operand(ty, value), self.fast_operand("ptr", pointer))
        return _new_instruction(name, "store", _VOID, ops, pos, _NO_FLAGS, None, None, (), (), None)

    def fast_gep(self, m: re.Match[str], pos: Position) -> Instruction:
        name, flags, _, base, indices, _md = m.groups()
        ops = [self.fast_operand("ptr", base)]
        if indices:
            ops += [self.fast_operand(ty, value) for ty, value in _GEP_INDEX.findall(indices)]
        found = _NUW if "nuw" in flags else _NO_FLAGS
        return _new_instruction(name, "getelementptr", _PTR, tuple(ops), pos, found, None, None, (), (), None)

    def fast_br(self, m: re.Match[str], pos: Position) -> Instruction:
        name, dest, cond, if_true, if_false, _md = m.groups()
        if cond is None:
            return _new_instruction(name, "br", _VOID, (), pos, _NO_FLAGS, None, None, (), (), None, (dest,))
        ops = (self.fast_operand("i1", cond),)
        targets = (if_true, if_false)
        return _new_instruction(name, "br", _VOID, ops, pos, _NO_FLAGS, None, None, (), (), None, targets)

    def fast_ret(self, m: re.Match[str], pos: Position) -> Instruction:
        name, ty, value, _md = m.groups()
        ops = (self.fast_operand(ty, value),) if ty is not None else ()
        return _new_instruction(name, "ret", _VOID, ops, pos, _NO_FLAGS, None, None, (), (), None)

    def fast_alloca(self, m: re.Match[str], pos: Position) -> Instruction:
        return _new_instruction(m.group(1), "alloca", _PTR, (), pos, _NO_FLAGS, None, None, (), (), None)

    def fast_select(self, m: re.Match[str], pos: Position) -> Instruction:
        name, cond, ty_a, a, ty_b, b, md = m.groups()
        ops = (self.fast_operand("i1", cond), self.fast_operand(ty_a, a), self.fast_operand(ty_b, b))
        result = ops[1].type
        return _new_instruction(
            name,
            "select",
            result,
            ops,
            pos,
            _NO_FLAGS,
            None,
            None,
            (),
            (),
            (self.attached_range(md, result) if md else None),
        )

    def fast_phi(self, m: re.Match[str], pos: Position) -> Instruction:
        name, ty, entries, md = m.groups()
        ops: list[Operand] = []
        incoming: list[str] = []
        for value, block in _PHI_ENTRY.findall(entries):
            ops.append(self.fast_operand(ty, value))
            incoming.append(block)
        result = ops[0].type
        return _new_instruction(
            name,
            "phi",
            result,
            tuple(ops),
            pos,
            _NO_FLAGS,
            None,
            None,
            tuple(incoming),
            (),
            (self.attached_range(md, result) if md else None),
        )

    def fast_freeze(self, m: re.Match[str], pos: Position) -> Instruction:
        name, ty, value, md = m.groups()
        operand = self.fast_operand(ty, value)
        return _new_instruction(
            name,
            "freeze",
            operand.type,
            (operand,),
            pos,
            _NO_FLAGS,
            None,
            None,
            (),
            (),
            (self.attached_range(md, operand.type) if md else None),
        )

    def fast_extractvalue(self, m: re.Match[str], pos: Position) -> Instruction:
        name, ty, value, index, md = m.groups()
        aggregate = self.fast_operand(ty, value)
        result = self.member(aggregate.type, int(index))
        span = self.attached_range(md, result) if md else None
        return _new_instruction(
            name, "extractvalue", result, (aggregate,), pos, _NO_FLAGS, None, None, (), (int(index),), span
        )

    def fast_call(self, m: re.Match[str], pos: Position) -> Instruction:
        name, attributes, ty, callee, args, md = m.groups()
        result = self.type_of(ty)
        ops = tuple(self.fast_operand(t, v) for t, v in _CALL_ARGUMENT.findall(args)) if args else ()
        span: tuple[int, int] | None = None
        if attributes and "range(" in attributes:
            found = _RANGE_ATTRIBUTE.search(attributes)
            if found is None:
                raise _Unread(0, "an unusual attribute")  # for the general path to read
            span = _range_pair(f"{found.group(1)} {found.group(2)}, {found.group(1)} {found.group(3)}")
        if span is None and result.width is not None:
            span = self.attached_range(md, result) if md else None
            if span is None:
                span = self.callee_range(callee, result)
        return _new_instruction(name, "call", result, ops, pos, _NO_FLAGS, None, callee, (), (), span)

    # ----------------------------------------------------------------- opcodes
    # A handler reads from just after the opcode; see _Parsed for what it returns.

    def binary(self, t: list[str], i: int) -> _Parsed:
        flags, i = self.flags(t, i)
        ty, i = self.type(t, i)
        self.cur_type = ty
        a, i = self.value(t, i)
        if t[i] != ",":
            raise _Unread(i, f"expected ',', found {_show(t[i])}")
        b, i = self.value(t, i + 1)
        return ty, (_new_operand(ty, a), _new_operand(ty, b)), flags, None, None, (), (), None, i

    def compare(self, t: list[str], i: int) -> _Parsed:  # icmp, fcmp (whose predicate is not kept)
        icmp = t[i - 1] == "icmp"
        flags, i = self.flags(t, i)
        predicate = t[i] if icmp else None
        if icmp and predicate not in _ICMP_PREDICATES:  # the extractor maps each to an opcode
            raise _Unread(i, f"expected an icmp predicate, found {_show(t[i])}")
        ty, i = self.type(t, i + 1)
        self.cur_type = result = self.i1_like(ty)
        a, i = self.value(t, i)
        if t[i] != ",":
            raise _Unread(i, f"expected ',', found {_show(t[i])}")
        b, i = self.value(t, i + 1)
        return result, (_new_operand(ty, a), _new_operand(ty, b)), flags, predicate, None, (), (), None, i

    def cast(self, t: list[str], i: int) -> _Parsed:
        flags, i = self.flags(t, i)
        source, i = self.operand(t, i)
        if t[i] != "to":
            raise _Unread(i, f"expected 'to', found {_show(t[i])}")
        ty, i = self.type(t, i + 1)
        return ty, (source,), flags, None, None, (), (), None, i

    def unary(self, t: list[str], i: int) -> _Parsed:  # freeze, fneg
        flags, i = self.flags(t, i)
        ty, i = self.type(t, i)
        self.cur_type = ty
        value, i = self.value(t, i)
        return ty, (_new_operand(ty, value),), flags, None, None, (), (), None, i

    def select(self, t: list[str], i: int) -> _Parsed:
        flags, i = self.flags(t, i)
        cond, i = self.operand(t, i)
        if t[i] != ",":
            raise _Unread(i, f"expected ',', found {_show(t[i])}")
        a, i = self.operand(t, i + 1)
        self.cur_type = a.type
        if t[i] != ",":
            raise _Unread(i, f"expected ',', found {_show(t[i])}")
        b, i = self.operand(t, i + 1)
        return a.type, (cond, a, b), flags, None, None, (), (), None, i

    def phi(self, t: list[str], i: int) -> _Parsed:
        flags, i = self.flags(t, i)
        ty, i = self.type(t, i)
        self.cur_type = ty
        ops: list[Operand] = []
        incoming: list[str] = []
        while True:
            if t[i] != "[":
                raise _Unread(i, f"expected '[', found {_show(t[i])}")
            value, i = self.value(t, i + 1)
            block = t[i + 1]
            if t[i] != "," or block[:1] != "%" or t[i + 2] != "]":
                raise _Unread(i, "expected ', %block ]' after an incoming value")
            ops.append(_new_operand(ty, value))
            incoming.append(_unquote(block[1:]))
            i += 3
            if t[i] != ",":
                break
            i += 1
        return ty, tuple(ops), flags, None, None, tuple(incoming), (), None, i

    def call(self, t: list[str], i: int) -> _Parsed:
        """`call`, `invoke`, `callbr`: [fast-math flags] [calling convention] [return
        attributes] [addrspace(N)] type [(parameter types)] callee(arguments) [function
        attributes] [operand bundles] [to label ...]."""
        span: tuple[int, int] | None = None
        while True:
            tok = t[i]
            if tok in self.types or tok[:1] in ("%", "{", "<", "[") or tok == "target" or _INT.fullmatch(tok):
                break
            if not tok:
                raise _Unread(i, "expected the return type")
            if t[i + 1] == "(":
                if tok == "range":
                    span = _range_attribute(t, i)
                i = _skip_group(t, i + 1)
            else:
                i += 1
        ty, i = self.type(t, i)
        if ty.text.endswith(")") and ty.fields:  # the function type in full: `i32 (ptr, ...)`
            ty = ty.fields[0]
        self.cur_type = ty
        callee_tok = t[i]
        callee: str | None = None
        if callee_tok[:1] == "@":
            callee = _unquote(callee_tok[1:])
            i += 1
        else:
            _, i = self.value(t, i)
        if t[i] != "(":
            raise _Unread(i, f"expected '(' before the arguments, found {_show(t[i])}")
        i += 1
        args: list[Operand] = []
        while t[i] != ")":
            arg, i = self.argument(t, i)
            args.append(arg)
            if t[i] == ",":
                i += 1
            elif t[i] != ")":
                raise _Unread(i, f"expected ',' or ')' after an argument, found {_show(t[i])}")
        # Function attributes, operand bundles and `to label ...` follow: not needed.
        return ty, tuple(args), _NO_FLAGS, None, callee, (), (), span, len(t) - 2

    def argument(self, t: list[str], i: int) -> tuple[Operand, int]:
        ty, i = self.type(t, i)
        if ty.text == "metadata":  # `metadata i32 %x`, `metadata !12`, `metadata !DIExpression()`
            j = i
            if t[j][:1] == "!":
                j += 1
                if t[i] == "!" or t[j] == "(":
                    j = _skip_group(t, j)
            else:
                _, j = self.operand(t, j)
            return _new_operand(ty, self.other(_join(t[i:j]))), j
        while True:  # parameter attributes
            tok = t[i]
            c = tok[:1]
            if c in _VALUE_START or tok in _VALUE_WORDS or tok.startswith(('c"', "u0x", "s0x")):
                break
            if not tok or tok == "," or tok == ")":
                raise _Unread(i, f"expected a value, found {_show(tok)}")
            if t[i + 1] == "(":
                i = _skip_group(t, i + 1)
            elif tok == "align" and t[i + 1].isdigit():
                i += 2
            else:
                i += 1
        value, i = self.value(t, i)
        return _new_operand(ty, value), i

    def extractvalue(self, t: list[str], i: int) -> _Parsed:
        agg, i = self.operand(t, i)
        indices: list[int] = []
        while t[i] == ",":
            indices.append(int(t[i + 1]))
            i += 2
        ty = agg.type
        for index in indices:
            ty = self.member(ty, index)
        return ty, (agg,), _NO_FLAGS, None, None, (), tuple(indices), None, i

    def insertvalue(self, t: list[str], i: int) -> _Parsed:
        agg, i = self.operand(t, i)
        self.cur_type = agg.type
        if t[i] != ",":
            raise _Unread(i, "expected ','")
        value, i = self.operand(t, i + 1)
        indices: list[int] = []
        while t[i] == ",":
            indices.append(int(t[i + 1]))
            i += 2
        return agg.type, (agg, value), _NO_FLAGS, None, None, (), tuple(indices), None, i

    def load(self, t: list[str], i: int) -> _Parsed:
        while t[i] == "atomic" or t[i] == "volatile":
            i += 1
        ty, i = self.type(t, i)
        self.cur_type = ty
        if t[i] != ",":
            raise _Unread(i, "expected ','")
        pointer, i = self.operand(t, i + 1)
        return ty, (pointer,), _NO_FLAGS, None, None, (), (), None, i

    def store(self, t: list[str], i: int) -> _Parsed:
        self.cur_type = _VOID
        while t[i] == "atomic" or t[i] == "volatile":
            i += 1
        value, i = self.operand(t, i)
        if t[i] != ",":
            raise _Unread(i, "expected ','")
        pointer, i = self.operand(t, i + 1)
        return _VOID, (value, pointer), _NO_FLAGS, None, None, (), (), None, i

    def alloca(self, t: list[str], i: int) -> _Parsed:
        ty = _PTR
        if "addrspace" in t:
            j = t.index("addrspace")
            ty, _ = self.type(["ptr", *t[j:]], 0)
        return ty, (), _NO_FLAGS, None, None, (), (), None, len(t) - 2

    def getelementptr(self, t: list[str], i: int) -> _Parsed:
        flags = _NO_FLAGS
        while t[i] in ("inbounds", "nuw", "nusw", "inrange"):
            if t[i] == "nuw":
                flags = _NUW
            i = _skip_group(t, i + 1) if t[i + 1] == "(" else i + 1
        self.cur_type = _PTR
        _, i = self.type(t, i)  # the source element type
        ops: list[Operand] = []
        while t[i] == ",":
            if t[i + 1] == "inrange":  # before LLVM 19: `inrange i32 1`
                i += 1
            op, i = self.operand(t, i + 1)
            ops.append(op)
        ty = ops[0].type if ops else _PTR
        if ty.text[:1] != "<":  # a vector index makes a vector of pointers
            for op in ops[1:]:
                match = _VECTOR_PREFIX.match(op.type.text)
                if match is not None:
                    base = ty
                    ty = self.intern(Type(f"<{match.group(1)} x {base.text}>"))
                    self.elements[ty.text] = base
                    break
        return ty, tuple(ops), flags, None, None, (), (), None, i

    def extractelement(self, t: list[str], i: int) -> _Parsed:
        vector, i = self.operand(t, i)
        self.cur_type = ty = self.elements.get(vector.type.text, _UNKNOWN)
        if t[i] != ",":
            raise _Unread(i, "expected ','")
        index, i = self.operand(t, i + 1)
        return ty, (vector, index), _NO_FLAGS, None, None, (), (), None, i

    def insertelement(self, t: list[str], i: int) -> _Parsed:
        ops, i = self.operand_list(t, i, 3)
        return ops[0].type, ops, _NO_FLAGS, None, None, (), (), None, i

    def shufflevector(self, t: list[str], i: int) -> _Parsed:
        ops, i = self.operand_list(t, i, 3)
        element = self.elements.get(ops[0].type.text)
        match = _VECTOR_PREFIX.match(ops[2].type.text)
        if element is None or match is None:
            return _UNKNOWN, ops, _NO_FLAGS, None, None, (), (), None, i
        ty = self.intern(Type(f"<{match.group(1)} x {element.text}>"))
        self.elements[ty.text] = element
        return ty, ops, _NO_FLAGS, None, None, (), (), None, i

    def operand_list(self, t: list[str], i: int, count: int) -> tuple[tuple[Operand, ...], int]:
        ops: list[Operand] = []
        while True:
            op, i = self.operand(t, i)
            ops.append(op)
            if len(ops) == count or t[i] != ",":
                break
            i += 1
        if len(ops) != count:
            raise _Unread(i, f"expected {count} operands")
        return tuple(ops), i

    def atomicrmw(self, t: list[str], i: int) -> _Parsed:
        if t[i] == "volatile":
            i += 1
        pointer, i = self.operand(t, i + 1)  # after the operation: add, xchg, umax, fadd, ...
        if t[i] != ",":
            raise _Unread(i, "expected ','")
        value, i = self.operand(t, i + 1)
        return value.type, (pointer, value), _NO_FLAGS, None, None, (), (), None, len(t) - 2

    def cmpxchg(self, t: list[str], i: int) -> _Parsed:
        while t[i] == "weak" or t[i] == "volatile":
            i += 1
        ops, i = self.operand_list(t, i, 3)
        value = ops[1].type
        ty = self.intern(Type(f"{{ {value.text}, i1 }}", None, (value, _I1)))
        return ty, ops, _NO_FLAGS, None, None, (), (), None, len(t) - 2

    def ret(self, t: list[str], i: int) -> _Parsed:
        self.cur_type = _VOID
        if t[i] == "void":
            return _VOID, (), _NO_FLAGS, None, None, (), (), None, i + 1
        op, i = self.operand(t, i)
        return _VOID, (op,), _NO_FLAGS, None, None, (), (), None, i

    def br(self, t: list[str], i: int) -> _Parsed:
        self.cur_type = _VOID
        if t[i] == "label":
            return _VOID, (), _NO_FLAGS, None, None, (), (), None, len(t) - 2
        cond, i = self.operand(t, i)
        return _VOID, (cond,), _NO_FLAGS, None, None, (), (), None, len(t) - 2

    def first_operand(self, t: list[str], i: int) -> _Parsed:  # switch, indirectbr, resume
        self.cur_type = _VOID
        op, i = self.operand(t, i)
        return _VOID, (op,), _NO_FLAGS, None, None, (), (), None, len(t) - 2

    def va_arg(self, t: list[str], i: int) -> _Parsed:
        pointer, i = self.operand(t, i)
        if t[i] != ",":
            raise _Unread(i, "expected ','")
        ty, i = self.type(t, i + 1)
        return ty, (pointer,), _NO_FLAGS, None, None, (), (), None, i

    def landingpad(self, t: list[str], i: int) -> _Parsed:
        ty, i = self.type(t, i)
        return ty, (), _NO_FLAGS, None, None, (), (), None, len(t) - 2

    def pad(self, t: list[str], i: int) -> _Parsed:  # cleanuppad, catchpad, catchswitch
        return _TOKEN_TYPE, (), _NO_FLAGS, None, None, (), (), None, len(t) - 2

    def void(self, t: list[str], i: int) -> _Parsed:  # fence, unreachable, catchret, cleanupret
        return _VOID, (), _NO_FLAGS, None, None, (), (), None, len(t) - 2


_HANDLERS: dict[str, Callable[[_Reader, list[str], int], _Parsed]] = {
    **dict.fromkeys(_BINARY, _Reader.binary),
    **dict.fromkeys(_CASTS, _Reader.cast),
    **dict.fromkeys(("icmp", "fcmp"), _Reader.compare),
    **dict.fromkeys(("freeze", "fneg"), _Reader.unary),
    **dict.fromkeys(("call", "invoke", "callbr"), _Reader.call),
    **dict.fromkeys(("switch", "indirectbr", "resume"), _Reader.first_operand),
    **dict.fromkeys(("cleanuppad", "catchpad", "catchswitch"), _Reader.pad),
    **dict.fromkeys(("fence", "unreachable", "catchret", "cleanupret"), _Reader.void),
    "select": _Reader.select,
    "phi": _Reader.phi,
    "extractvalue": _Reader.extractvalue,
    "insertvalue": _Reader.insertvalue,
    "load": _Reader.load,
    "store": _Reader.store,
    "alloca": _Reader.alloca,
    "getelementptr": _Reader.getelementptr,
    "extractelement": _Reader.extractelement,
    "insertelement": _Reader.insertelement,
    "shufflevector": _Reader.shufflevector,
    "atomicrmw": _Reader.atomicrmw,
    "cmpxchg": _Reader.cmpxchg,
    "ret": _Reader.ret,
    "br": _Reader.br,
    "va_arg": _Reader.va_arg,
    "landingpad": _Reader.landingpad,
}
assert set(_HANDLERS) == _OPCODES


# --------------------------------------------------------------------------- fast path

# Whole-line patterns of the instruction shapes clang and opt print most, with only
# one-token types and values; anything else goes to the general path.
_LABEL_NAME = r"[-A-Za-z$._0-9]+"
_NAME = rf"%{_LABEL_NAME}"
_TYPE = r"i[0-9]+|ptr|<[0-9]+ x (?:i[0-9]+|ptr)>"
_VALUE = rf"{_NAME}|-?[0-9]+|true|false|poison|undef|null|zeroinitializer"
_HEAD = r"[ \t]*(?:%([-A-Za-z$._0-9]+) = )?"
_TAIL = r"((?:, ![-A-Za-z$._][-A-Za-z$._0-9]* ![0-9]+)*)[ \t\r]*"
_SCALAR = r"i[0-9]+|ptr|float|double|%[-A-Za-z$._0-9]+"
_STRUCT = rf"\{{ (?:{_SCALAR})(?:, (?:{_SCALAR}))* \}}"
_AGGREGATE = rf"{_SCALAR}|\[[0-9]+ x (?:{_SCALAR})\]|<[0-9]+ x (?:{_SCALAR})>|{_STRUCT}"
_RETURN = rf"void|{_TYPE}|{_STRUCT}"
_FLAT = r"[-A-Za-z0-9$._%@*, ]"  # an attribute's argument: no bracket (so what matches is balanced)
# The parameter attributes clang prints most (others go the general way, which tells an
# attribute from a value that starts with a word: `zext (...)`, `true`).
_ARGUMENT_ATTRIBUTE = r"(?:noundef|nonnull|signext|zeroext|noalias|nocapture|readonly|writeonly|immarg|align [0-9]+) "
_ARGUMENT = rf"(?:{_TYPE}) {_ARGUMENT_ATTRIBUTE}*(?:{_VALUE})"
_GEP_INDEX = re.compile(rf", (i[0-9]+) ({_VALUE})")
_PHI_ENTRY = re.compile(rf"\[ ({_VALUE}), %([-A-Za-z$._0-9]+) \]")
_CALL_ARGUMENT = re.compile(rf"({_TYPE}) {_ARGUMENT_ATTRIBUTE}*({_VALUE})(?:, |$)")
_RANGE_ATTRIBUTE = re.compile(r"(?<![A-Za-z_])range\((i[0-9]+) (-?[0-9]+), (-?[0-9]+)\)")
_RANGE_ATTACHMENT = re.compile(r"!range (![0-9]+)")
_SAMESIGN = frozenset({"samesign"})


def _fast(opcodes: str, body: str) -> re.Pattern[str]:
    return re.compile(f"{_HEAD}{opcodes} {body}{_TAIL}")


_FastBuilder = Callable[[_Reader, re.Match[str], Position], Instruction]
_FAST: dict[str, tuple[re.Pattern[str], _FastBuilder]] = {
    **dict.fromkeys(
        _INT_BINARY,
        (
            _fast(f"({'|'.join(_INT_BINARY)})", rf"((?:(?:nuw|nsw|exact|disjoint) )*)({_TYPE}) ({_VALUE}), ({_VALUE})"),
            _Reader.fast_binary,
        ),
    ),
    **dict.fromkeys(
        _INT_CASTS,
        (
            _fast(f"({'|'.join(_INT_CASTS)})", rf"((?:(?:nuw|nsw|nneg) )*)({_TYPE}) ({_VALUE}) to ({_TYPE})"),
            _Reader.fast_cast,
        ),
    ),
    "icmp": (
        _fast("icmp", rf"(samesign )?(eq|ne|ugt|uge|ult|ule|sgt|sge|slt|sle) ({_TYPE}) ({_VALUE}), ({_VALUE})"),
        _Reader.fast_icmp,
    ),
    "load": (_fast("load", rf"({_TYPE}), ptr ({_VALUE})(?:, align [0-9]+)?"), _Reader.fast_load),
    "store": (_fast("store", rf"({_TYPE}) ({_VALUE}), ptr ({_VALUE})(?:, align [0-9]+)?"), _Reader.fast_store),
    "getelementptr": (
        _fast(
            "getelementptr",
            rf"((?:(?:inbounds|nuw|nusw) )*)({_AGGREGATE}), ptr ({_VALUE})((?:, i[0-9]+ (?:{_VALUE}))*)",
        ),
        _Reader.fast_gep,
    ),
    "br": (
        _fast("br", rf"(?:label %({_LABEL_NAME})|i1 ({_VALUE}), label %({_LABEL_NAME}), label %({_LABEL_NAME}))"),
        _Reader.fast_br,
    ),
    "ret": (_fast("ret", rf"(?:void|({_TYPE}) ({_VALUE}))"), _Reader.fast_ret),
    "alloca": (
        _fast("alloca", rf"(?:{_AGGREGATE})(?:, (?:{_TYPE}) (?:{_VALUE}))?(?:, align [0-9]+)?"),
        _Reader.fast_alloca,
    ),
    "select": (_fast("select", rf"i1 ({_VALUE}), ({_TYPE}) ({_VALUE}), ({_TYPE}) ({_VALUE})"), _Reader.fast_select),
    "phi": (
        _fast("phi", rf"({_TYPE}) ((?:\[ (?:{_VALUE}), {_NAME} \])(?:, \[ (?:{_VALUE}), {_NAME} \])*)"),
        _Reader.fast_phi,
    ),
    "freeze": (_fast("freeze", rf"({_TYPE}) ({_VALUE})"), _Reader.fast_freeze),
    "extractvalue": (_fast("extractvalue", rf"({_AGGREGATE}) ({_VALUE}), ([0-9]+)"), _Reader.fast_extractvalue),
}
_CALL_PATTERN = _fast(
    "(?:(?:tail|musttail|notail) )?call",
    rf"((?:[a-z_]+(?:\({_FLAT}*\))? )*)({_RETURN}) @([-A-Za-z$._0-9]+)\(((?:{_ARGUMENT}(?:, {_ARGUMENT})*)?)\)(?: #[0-9]+)?",
)
for _word in ("call", "tail", "musttail", "notail"):
    _FAST[_word] = (_CALL_PATTERN, _Reader.fast_call)
