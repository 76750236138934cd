"""Reader and writer for Souper `.opt` text (docs/fragment-syntax.md).

The reader is line-oriented: a small hand-written tokenizer turns one line into tokens
carrying 1-based columns, and a recursive-descent parser turns them into IR. Corpus
files are untrusted, so every problem becomes a `Diagnostic` at the offending token
instead of an exception, and the fragment it occurs in is skipped up to its `infer`
line: one bad fragment must not hide the rest of a file. Lines end at "\n" only and
columns count characters (a tab is one), as editors and grep count them.

Souper's replacement syntax is read too, for its left-hand sides: the right-hand side
of an `infer` … `result` pair and whole `cand` replacements are skipped with a note.

The typing rules are not restated here. Widths are inferred from, and checked with,
`auditor.ir.opcodes` (the one place those rules live), and `verify` runs on every
fragment as a last safety net.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Literal

from auditor.errors import Diagnostic, Severity
from auditor.ir.fragment import (
    Block,
    BlockPathCondition,
    Const,
    Fragment,
    FragmentError,
    Inst,
    Operand,
    Origin,
    PathCondition,
    Ref,
    VarAttrs,
    mask,
    verify,
)
from auditor.ir.opcodes import (
    ALLOWED_FLAGS,
    MAX_WIDTH,
    WITH_OVERFLOW,
    Flag,
    Opcode,
    check_instruction,
    expected_operand_widths,
    operand_count,
    result_width,
)
from auditor.ir.printer import UNFUSED, format_fragments
from auditor.readers.corpus import MAX_FRAGMENT_INSTS, ReadOptions
from auditor.readers.files import decode, read_bytes

__all__ = ["MAX_ERRORS", "ReadResult", "parse_text", "read_file", "write_fragments"]

MAX_ERRORS = 50
"""Errors reported per file before the rest of it is skipped: a file that is not
Souper text at all would otherwise bury the useful diagnostics of the other files."""

BINARY_PROBE = 8192
"""A NUL byte this early means the file is not text (the heuristic of git and grep)."""

MAX_DIGITS = 320
"""2^1024 has 309 decimal digits. A longer number fits no supported width, and refusing
it up front keeps Python's int() digit limit (and its quadratic cost) out of reach."""


# --------------------------------------------------------------------------- public API


@dataclass(frozen=True)
class ReadResult:
    """The fragments of one input, in file order, and the problems found reading it."""

    fragments: tuple[Fragment, ...]
    diagnostics: tuple[Diagnostic, ...]

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diagnostics)


def parse_text(text: str, filename: str = "<string>", max_fragment_insts: int = MAX_FRAGMENT_INSTS) -> ReadResult:
    """Read every fragment of `text`; never raises, whatever the text. A fragment of
    more than `max_fragment_insts` instructions is an error and is skipped (see
    ReadOptions.max_fragment_insts)."""
    return _Reader(text, filename, max_fragment_insts).run()


def read_file(path: str | os.PathLike[str], options: ReadOptions | None = None) -> ReadResult:
    """Read a `.opt` file. A file that cannot be read, is binary or is empty is one
    diagnostic (line 0: it is about the file as a whole; an empty file is only a
    warning, but one a user who named it should see); bytes that are not UTF-8 are
    kept as surrogate escapes so that each bad line is reported where the bad byte is.
    Of `options` only the size bound applies: these are fragments already, not LLVM
    code to slice."""
    name = os.fspath(path)
    data = read_bytes(name)
    if isinstance(data, Diagnostic):
        return ReadResult((), (data,))
    if b"\0" in data[:BINARY_PROBE]:
        return ReadResult((), (Diagnostic(name, 0, 0, "binary file, skipped"),))
    if not data.strip():
        return ReadResult((), (Diagnostic(name, 0, 0, "empty file: no fragments", Severity.WARNING),))
    limit = (options or ReadOptions()).max_fragment_insts
    return parse_text(decode(data), name, limit)


def write_fragments(fragments: Iterable[Fragment]) -> str:
    """Souper text that `parse_text` reads back to equal fragments."""
    return format_fragments(list(fragments))


# --------------------------------------------------------------------------- tokens

_SPACE = " \t\r\f\v"
_WIDTH = re.compile(r"i[0-9]+")
_LEAD = re.compile(r"[ \t\r\f\v]*([A-Za-z0-9_.]+)")
_BAD_BYTE = re.compile("[\udc80-\udcff]")  # what surrogateescape makes of a non-UTF-8 byte
_BLOCK_DEF = re.compile(r"=[ \t\r\f\v]*block(?![A-Za-z0-9_.])")

TokenKind = Literal["name", "word", "int", "punct", "end"]

_TOKEN = re.compile(
    r"""(?P<space>[ \t\r\f\v]+)
      | %(?P<name>[A-Za-z0-9_.$-]+)
      | (?P<int>-?[0-9]+)(?![A-Za-z0-9_.])
      | (?P<word>[A-Za-z0-9_.]+)
      | (?P<punct>[:,=()\[\]])""",
    re.VERBOSE,
)

_KINDS: dict[str, TokenKind] = {"name": "name", "int": "int", "word": "word", "punct": "punct"}


@dataclass(frozen=True, slots=True)
class _Token:
    kind: TokenKind
    text: str  # a name without its '%'
    col: int

    def show(self) -> str:
        """The token as a message quotes it: short, and always printable."""
        if self.kind == "end":
            return "end of line"
        text = "%" + self.text if self.kind == "name" else self.text
        return repr(_short(text))


class _ParseError(Exception):
    """A problem on the current line; the driver adds the file and line."""

    def __init__(self, col: int, message: str) -> None:
        super().__init__(message)
        self.col = col
        self.message = message


class _Stop(Exception):
    """The error cap was reached: the rest of the file is skipped."""


class _TooLarge(_ParseError):
    """The fragment has more instructions than the limit: the reader, which sees the
    lines ahead, says how many."""


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


def _tokenize(code: str) -> list[_Token]:
    """Tokens of one line (comment already removed), ending with an `end` token whose
    column is just past the last character, so "truncated line" errors point there."""
    tokens: list[_Token] = []
    i = 0
    while i < len(code):
        match = _TOKEN.match(code, i)
        if match is None:
            raise _unexpected(code, i)
        kind = _KINDS.get(match.lastgroup or "space")
        if kind is not None:
            tokens.append(_Token(kind, match.group(kind), i + 1))
        i = match.end()
    tokens.append(_Token("end", "", len(code) + 1))
    return tokens


def _unexpected(code: str, i: int) -> _ParseError:
    if code[i] == "%":
        return _ParseError(i + 2, "expected a name after '%'")
    if code[i] == "-":
        return _ParseError(i + 1, "expected digits after '-'")
    return _ParseError(i + 1, f"unexpected character {code[i]!r}")


class _Cursor:
    """Position in the tokens of one line."""

    def __init__(self, tokens: list[_Token]) -> None:
        self._tokens = tokens
        self._pos = 0

    def peek(self) -> _Token:
        return self._tokens[self._pos]

    def next(self) -> _Token:
        token = self._tokens[self._pos]
        if token.kind != "end":
            self._pos += 1
        return token

    def at(self, punct: str) -> bool:
        token = self.peek()
        return token.kind == "punct" and token.text == punct

    def accept(self, punct: str) -> bool:
        if self.at(punct):
            self._pos += 1
            return True
        return False

    def expect(self, punct: str, what: str) -> _Token:
        if not self.at(punct):
            raise self.error(what)
        return self.next()

    def take(self, kind: TokenKind, what: str) -> _Token:
        if self.peek().kind != kind:
            raise self.error(what)
        return self.next()

    def word(self, text: str) -> _Token:
        token = self.peek()
        if token.kind != "word" or token.text != text:
            raise self.error(f"'{text}'")
        return self.next()

    def end(self, what: str = "the end of the line") -> None:
        if self.peek().kind != "end":
            raise self.error(what)

    def error(self, what: str) -> _ParseError:
        token = self.peek()
        return _ParseError(token.col, f"expected {what}, found {token.show()}")


# --------------------------------------------------------------------------- numbers


def _number(token: _Token) -> int:
    if len(token.text.lstrip("-").lstrip("0")) > MAX_DIGITS:
        raise _ParseError(token.col, f"number {token.show()} is too large for any supported width")
    return int(token.text)


def _width(token: _Token) -> int:
    digits = token.text[1:]
    if len(digits.lstrip("0")) > 9:
        raise _ParseError(token.col, f"width {token.show()} is outside the supported i1..i{MAX_WIDTH}")
    width = int(digits)
    problem = _width_problem(width)
    if problem:
        raise _ParseError(token.col, problem)
    return width


@functools.cache
def _width_problem(width: int) -> str | None:
    """The IR's width rule, asked of the one instruction that has no other rule."""
    return check_instruction(Opcode.VAR, width, (), frozenset())


def _optional_width(cur: _Cursor) -> tuple[int, int] | None:
    """`:iW` after a name or a constant: (W, column of `iW`), or None when absent."""
    if not cur.accept(":"):
        return None
    token = cur.peek()
    if token.kind != "word" or not _WIDTH.fullmatch(token.text):
        raise cur.error("a width such as 'i8' after ':'")
    cur.next()
    return _width(token), token.col


def _fit(value: int, width: int, col: int, what: str = "constant") -> int:
    """`value` modulo 2^width, if it fits the width as an unsigned or a signed number
    (Souper's rule: -1 is all ones, 255 is an i8, 256 is no i8)."""
    if not -(1 << (width - 1)) <= value <= mask(width):
        raise _ParseError(col, f"{what} {_short(str(value))} does not fit i{width}")
    return value & mask(width)


# --------------------------------------------------------------------------- operands


@dataclass(slots=True)
class _Operand:
    """An operand as written: a reference, or a constant whose width may be unknown yet."""

    col: int
    ref: int | None  # index of the instruction named
    value: int  # the constant as written (unused for a reference)
    width: int | None  # known width; None for an untyped constant


def _uninferable(operand: _Operand) -> _ParseError:
    value = _short(str(operand.value))
    return _ParseError(operand.col, f"cannot infer the width of constant {value}; write it as {value}:iN")


def _materialize(operand: _Operand, width: int) -> Operand:
    if operand.ref is not None:
        return Ref(operand.ref)
    return Const(_fit(operand.value, width, operand.col), width)


SlotKind = Literal["fixed", "tied", "free"]


@functools.cache
def _slots(op: Opcode, count: int) -> tuple[tuple[SlotKind, int], ...]:
    """How each operand's width relates to the instruction's width W, read off
    `expected_operand_widths` at two probe widths rather than restated: a width that is
    the same at both is fixed (select's i1 condition), one that moves with W is
    W + offset (a with.overflow operand is W - 1), None is not decided by W (the
    operands of icmp, the source of a cast)."""
    low = expected_operand_widths(op, 16, count)
    high = expected_operand_widths(op, 32, count)
    slots: list[tuple[SlotKind, int]] = []
    for a, b in zip(low, high, strict=True):
        if a is None or b is None:
            slots.append(("free", 0))
        elif a == b:
            slots.append(("fixed", a))
        else:
            slots.append(("tied", a - 16))
    return tuple(slots)


def _operand_widths(op: Opcode, width: int | None, operands: list[_Operand]) -> list[int]:
    """The width of every operand, giving each untyped constant the width its context
    implies (Souper's rule): the instruction's, or that of the other operands."""
    slots = _slots(op, len(operands))
    base = width
    if base is None:  # W follows from any typed operand tied to it
        tied = [(o.width, k) for o, (kind, k) in zip(operands, slots, strict=True) if kind == "tied"]
        base = next((w - k for w, k in tied if w is not None), None)
    free = [o.width for o, (kind, _) in zip(operands, slots, strict=True) if kind == "free" and o.width is not None]
    widths: list[int] = []
    for operand, (kind, k) in zip(operands, slots, strict=True):
        w = operand.width
        if w is None and kind == "fixed":
            w = k
        elif w is None and kind == "tied" and base is not None:
            w = base + k
        elif w is None and kind == "free" and free:
            w = free[0]  # icmp: the other side's width
        if w is None:
            raise _uninferable(operand)
        widths.append(w)
    return widths


def _pair_widths(lhs: _Operand, rhs: _Operand, what: str) -> tuple[int, int]:
    """Widths of the two sides of `pc` / `blockpc`: an untyped side takes the other's."""
    left = lhs.width if lhs.width is not None else rhs.width
    right = rhs.width if rhs.width is not None else left
    if left is None or right is None:
        raise _uninferable(lhs)
    if left != right:
        raise _ParseError(rhs.col, f"'{what}' compares i{left} with i{right}")
    return left, right


# --------------------------------------------------------------------------- instructions

_OPCODES: dict[str, tuple[Opcode, frozenset[Flag]]] = {op.value: (op, frozenset()) for op in Opcode} | UNFUSED
_FLAGS = {flag.value: flag for flag in Flag}
_SYNTHESIS = frozenset({"reservedconst", "reservedinst", "hole"})
_BOOL_ATTRS = frozenset({"nonZero", "nonNegative", "negative", "powerOfTwo"})


@dataclass(slots=True)
class _InstText:
    """One instruction line as written, before its widths are inferred."""

    name: _Token
    width: tuple[int, int] | None  # explicit width and its column
    op: Opcode
    op_col: int
    flags: frozenset[Flag]
    operands: list[_Operand]
    end_col: int = 0  # column just after the operands
    block: int | None = None
    block_col: int = 0
    index: int | None = None
    index_col: int = 0


def _flags(cur: _Cursor, op: Opcode, fused: frozenset[Flag]) -> frozenset[Flag]:
    """Flags written as words after the opcode, on top of those fused into its name."""
    flags = set(fused)
    while cur.peek().kind == "word":
        token = cur.next()
        flag = _FLAGS.get(token.text)
        if flag is None:
            raise _ParseError(token.col, f"unknown flag {token.show()}")
        if flag not in ALLOWED_FLAGS.get(op, frozenset()):
            raise _ParseError(token.col, f"flag {token.show()} is not allowed on '{op.value}'")
        if flag in flags:
            raise _ParseError(token.col, f"flag {token.show()} is given twice")
        flags.add(flag)
    return frozenset(flags)


def _external_uses(cur: _Cursor) -> None:
    """Souper marks values used outside the fragment with `(hasExternalUses)`. That says
    nothing about the values themselves, so it is accepted and dropped."""
    if cur.accept("("):
        cur.word("hasExternalUses")
        cur.expect(")", "')'")


def _check_count(text: _InstText, preds: int) -> None:
    expected = operand_count(text.op) if text.op is not Opcode.PHI else preds
    got = len(text.operands)
    if got == expected:
        return
    if text.op is Opcode.PHI:
        message = f"phi has {got} incoming value{'' if got == 1 else 's'}, but its block has {preds} predecessors"
        raise _ParseError(text.block_col, message)
    col = text.operands[expected].col if got > expected else text.end_col
    raise _ParseError(col, f"'{text.op.value}' takes {expected} operand{'' if expected == 1 else 's'}, got {got}")


def _blame(text: _InstText, width: int, widths: list[int], inferred: int | None) -> int:
    """The column a typing complaint is about: check_instruction says what is wrong,
    this says where (the index, the explicit width, or the first odd operand)."""
    if text.op is Opcode.EXTRACTVALUE and text.index not in (0, 1):
        return text.index_col
    if text.width is not None and inferred is not None and inferred != width:
        return text.width[1]
    expected = expected_operand_widths(text.op, width, len(widths))
    free = [w for w, e in zip(widths, expected, strict=True) if e is None]
    for operand, have, need in zip(text.operands, widths, expected, strict=True):
        if have != (free[0] if need is None else need):
            return operand.col
    return text.op_col


def _typed_inst(text: _InstText) -> Inst:
    explicit = text.width[0] if text.width is not None else None
    widths = _operand_widths(text.op, explicit, text.operands)
    inferred = result_width(text.op, tuple(widths), text.index)
    width = explicit if explicit is not None else inferred
    if width is None:
        example = f"%{_short(text.name.text)}:i8"
        raise _ParseError(text.op_col, f"'{text.op.value}' needs an explicit width, as in {example}")
    problem = check_instruction(text.op, width, tuple(widths), text.flags, text.index)
    if problem:
        raise _ParseError(_blame(text, width, widths, inferred), problem)
    operands = tuple(_materialize(o, w) for o, w in zip(text.operands, widths, strict=True))
    return Inst(text.op, width, operands, text.flags, block=text.block, index=text.index)


# --------------------------------------------------------------------------- var attributes


def _known_bits(cur: _Cursor, width: int, alphabet: str, what: str) -> str:
    """A bit pattern, MSB first, of exactly `width` characters from `alphabet`."""
    cur.expect("=", f"'=' after '{what}'")
    token = cur.peek()
    if token.kind not in ("int", "word") or set(token.text) - set(alphabet):
        raise cur.error(f"a {what} pattern of {'/'.join(alphabet)}")
    if len(token.text) != width:
        raise _ParseError(token.col, f"{what} has {len(token.text)} bits, the value has {width}")
    cur.next()
    return token.text


def _range(cur: _Cursor, width: int) -> tuple[int, int] | None:
    """`range=[lo,hi)`, as LLVM's ConstantRange: it may wrap, and [max,max) is the full
    set (no assumption, so None). An empty range is refused: the IR has no such var."""
    cur.expect("=", "'=' after 'range'")
    cur.expect("[", "'[' to open the range")
    lo_token = cur.take("int", "the lower bound of the range")
    lo = _fit(_number(lo_token), width, lo_token.col, "range bound")
    cur.expect(",", "',' between the bounds of the range")
    hi_token = cur.take("int", "the upper bound of the range")
    hi = _fit(_number(hi_token), width, hi_token.col, "range bound")
    cur.expect(")", "')' to close the range [lo,hi)")
    if lo != hi:
        return lo, hi
    if lo == mask(width):
        return None
    raise _ParseError(hi_token.col, "a range [lo,hi) with lo == hi is empty (only [-1,-1) means the full set)")


def _sign_bits(cur: _Cursor, width: int) -> int:
    cur.expect("=", "'=' after 'signBits'")
    token = cur.take("int", "the number of sign bits")
    count = _number(token)
    if not 1 <= count <= width:
        raise _ParseError(token.col, f"signBits must be in 1..{width}, got {_short(str(count))}")
    return count


def _bool_attr(attrs: VarAttrs, key: str) -> VarAttrs:
    if key == "nonZero":
        return replace(attrs, non_zero=True)
    if key == "nonNegative":
        return replace(attrs, non_negative=True)
    if key == "negative":
        return replace(attrs, negative=True)
    return replace(attrs, power_of_two=True)


def _attribute(cur: _Cursor, key: _Token, width: int, attrs: VarAttrs) -> VarAttrs:
    if key.text == "knownBits":
        bits = _known_bits(cur, width, "01x", "knownBits")
        zero = int(bits.replace("1", "x").replace("0", "1").replace("x", "0"), 2)
        return replace(attrs, known_zero=zero, known_one=int(bits.replace("x", "0"), 2))
    if key.text == "range":
        return replace(attrs, range=_range(cur, width))
    if key.text == "signBits":
        return replace(attrs, sign_bits=_sign_bits(cur, width))
    if key.text in _BOOL_ATTRS:
        return _bool_attr(attrs, key.text)
    if key.text == "hasExternalUses":
        return attrs
    raise _ParseError(key.col, f"unknown attribute {key.show()}")


def _var_attrs(cur: _Cursor, width: int) -> VarAttrs:
    attrs = VarAttrs()
    seen: set[str] = set()
    while cur.accept("("):
        key = cur.take("word", "an attribute name after '('")
        if key.text in seen:
            raise _ParseError(key.col, f"attribute {key.show()} is given twice")
        seen.add(key.text)
        attrs = _attribute(cur, key, width, attrs)
        cur.expect(")", "')' to close the attribute")
    return attrs


def _demanded_bits(cur: _Cursor, width: int) -> int | None:
    if not cur.accept("("):
        return None
    cur.word("demandedBits")
    bits = _known_bits(cur, width, "01", "demandedBits")
    cur.expect(")", "')' to close the attribute")
    return int(bits, 2)


# --------------------------------------------------------------------------- one fragment


class _Builder:
    """The fragment being read: what is defined so far, and the names in scope (values
    and blocks share one namespace, as in Souper)."""

    def __init__(self, first_line: int, limit: int = MAX_FRAGMENT_INSTS) -> None:
        self.first_line = first_line
        self.limit = limit
        self.insts: list[Inst] = []
        self.names: list[str] = []
        self.blocks: list[Block] = []
        self.block_names: list[str] = []
        self.pcs: list[PathCondition] = []
        self.blockpcs: list[BlockPathCondition] = []
        self.scope: dict[str, tuple[bool, int, int]] = {}  # name -> (is a block, index, line)

    # names

    def value(self, token: _Token, aggregate: bool = False) -> int:
        entry = self.scope.get(token.text)
        if entry is None:
            raise _ParseError(token.col, f"{token.show()} is not defined")
        is_block, index, _ = entry
        if is_block:
            raise _ParseError(token.col, f"{token.show()} is a block, not a value")
        if not aggregate and self.insts[index].op in WITH_OVERFLOW:
            raise _ParseError(token.col, f"{token.show()} is a with.overflow result; only 'extractvalue' can use it")
        return index

    def block(self, token: _Token) -> int:
        entry = self.scope.get(token.text)
        if entry is None:
            raise _ParseError(token.col, f"block {token.show()} is not defined")
        if not entry[0]:
            raise _ParseError(token.col, f"{token.show()} is a value, not a block")
        return entry[1]

    def _fresh(self, token: _Token) -> None:
        entry = self.scope.get(token.text)
        if entry is not None:
            raise _ParseError(token.col, f"{token.show()} is already defined on line {entry[2]}")

    def _add_value(self, name: _Token, inst: Inst, line: int) -> None:
        if len(self.insts) >= self.limit:
            raise _TooLarge(name.col, "")
        self.scope[name.text] = (False, len(self.insts), line)
        self.insts.append(inst)
        self.names.append(name.text)

    # operands

    def operand(self, cur: _Cursor, aggregate: bool = False) -> _Operand:
        token = cur.peek()
        if token.kind == "name":
            cur.next()
            index = self.value(token, aggregate)
            if cur.at(":"):
                raise _ParseError(cur.peek().col, f"a use of {token.show()} takes no width")
            return _Operand(token.col, index, 0, self.insts[index].width)
        if token.kind == "int":
            cur.next()
            value = _number(token)
            width = _optional_width(cur)
            if width is None:
                return _Operand(token.col, None, value, None)
            _fit(value, width[0], token.col)  # a typed constant is checked where it is written
            return _Operand(token.col, None, value, width[0])
        raise cur.error("an operand (%name or a number)")

    def _operands(self, cur: _Cursor, aggregate: bool) -> list[_Operand]:
        operands = [self.operand(cur, aggregate)]
        while cur.accept(","):
            operands.append(self.operand(cur, aggregate))
        return operands

    # definitions

    def definition(self, cur: _Cursor, line: int) -> None:
        """`%name[:iW] = ...`: a block, a var or an instruction."""
        name = cur.take("name", "a name")
        self._fresh(name)
        width = _optional_width(cur)
        cur.expect("=", "'='")
        op = cur.take("word", "an opcode after '='")
        if op.text == "block":
            self._block_def(cur, name, width, line)
        elif op.text == "var":
            self._var_def(cur, name, width, line)
        elif op.text in _SYNTHESIS:
            raise _ParseError(op.col, f"{op.show()} is not supported (it belongs to Souper's synthesis)")
        elif op.text in _OPCODES:
            self._inst_def(cur, name, width, op, line)
        else:
            raise _ParseError(op.col, f"unknown opcode {op.show()}")

    def _block_def(self, cur: _Cursor, name: _Token, width: tuple[int, int] | None, line: int) -> None:
        if width is not None:
            raise _ParseError(width[1], "a block has no width")
        token = cur.take("int", "the number of predecessors after 'block'")
        preds = _number(token)
        if preds < 1:
            raise _ParseError(token.col, "a block needs at least 1 predecessor")
        cur.end()
        self.scope[name.text] = (True, len(self.blocks), line)
        self.blocks.append(Block(preds))
        self.block_names.append(name.text)

    def _var_def(self, cur: _Cursor, name: _Token, width: tuple[int, int] | None, line: int) -> None:
        if width is None:
            raise _ParseError(name.col, f"'var' needs a width, as in %{_short(name.text)}:i8")
        attrs = _var_attrs(cur, width[0])
        cur.end("an attribute '(...)' or the end of the line")
        self._add_value(name, Inst(Opcode.VAR, width[0], attrs=attrs), line)

    def _inst_def(self, cur: _Cursor, name: _Token, width: tuple[int, int] | None, op_token: _Token, line: int) -> None:
        op, fused = _OPCODES[op_token.text]
        text = _InstText(name, width, op, op_token.col, _flags(cur, op, fused), [])
        preds = 0
        if op is Opcode.PHI:
            block = cur.take("name", "the block of the phi")
            text.block, text.block_col = self.block(block), block.col
            preds = self.blocks[text.block].preds
            cur.expect(",", "',' after the block")
        text.operands = self._operands(cur, aggregate=op is Opcode.EXTRACTVALUE)
        text.end_col = cur.peek().col
        _external_uses(cur)
        cur.end("',' or the end of the line")
        if op is Opcode.EXTRACTVALUE:
            self._split_index(text)
        _check_count(text, preds)
        self._add_value(name, _typed_inst(text), line)

    def _split_index(self, text: _InstText) -> None:
        """`extractvalue %agg, INDEX`: the index is part of the instruction, not an operand."""
        if len(text.operands) != 2:
            col = text.operands[2].col if len(text.operands) > 2 else text.end_col
            raise _ParseError(col, "'extractvalue' takes a with.overflow result and an index")
        aggregate, index = text.operands
        if index.ref is not None:
            raise _ParseError(index.col, "the index of 'extractvalue' must be a number")
        if aggregate.ref is None or self.insts[aggregate.ref].op not in WITH_OVERFLOW:
            raise _ParseError(aggregate.col, "'extractvalue' needs a with.overflow result")
        text.operands = [aggregate]
        text.index, text.index_col = index.value, index.col

    # path conditions and the root

    def _sides(self, cur: _Cursor, what: str) -> tuple[Operand, Operand]:
        lhs = self.operand(cur)
        rhs = self.operand(cur)
        cur.end()
        left, right = _pair_widths(lhs, rhs, what)
        return _materialize(lhs, left), _materialize(rhs, right)

    def pc(self, cur: _Cursor) -> None:
        lhs, rhs = self._sides(cur, "pc")
        self.pcs.append(PathCondition(lhs, rhs))

    def blockpc(self, cur: _Cursor) -> None:
        token = cur.take("name", "a block after 'blockpc'")
        block = self.block(token)
        pred_token = cur.take("int", "the number of a predecessor")
        pred = _number(pred_token)
        preds = self.blocks[block].preds
        if not 0 <= pred < preds:
            raise _ParseError(pred_token.col, f"block {token.show()} has predecessors 0..{preds - 1}, not {pred}")
        lhs, rhs = self._sides(cur, "blockpc")
        self.blockpcs.append(BlockPathCondition(block, pred, lhs, rhs))

    def infer(self, cur: _Cursor, origin: Origin) -> Fragment:
        root = self.value(cur.take("name", "a name after 'infer'"))
        demanded = _demanded_bits(cur, self.insts[root].width)
        cur.end("'(demandedBits=...)' or the end of the line")
        fragment = Fragment(
            insts=tuple(self.insts),
            names=tuple(self.names),
            root=root,
            root_demanded=demanded,
            blocks=tuple(self.blocks),
            block_names=tuple(self.block_names),
            pcs=tuple(self.pcs),
            blockpcs=tuple(self.blockpcs),
            origin=origin,
        )
        try:
            verify(fragment)
        except FragmentError as exc:  # a rule the reader should have caught with a position
            raise _ParseError(1, f"fragment rejected by the IR verifier: {exc}") from None
        return fragment


# --------------------------------------------------------------------------- the file


def _lead_word(code: str) -> str:
    """The first word of a line, found without tokenizing: enough to tell `infer`,
    `result` and `cand` lines apart even on lines that do not tokenize."""
    match = _LEAD.match(code)
    return match.group(1) if match else ""


def _replacements(leads: list[str]) -> tuple[set[int], dict[int, int]]:
    """Lines that belong to Souper replacements rather than to fragments.

    A `result` line closes a replacement whose right-hand side is written between the
    `infer` line and it; a `cand` line closes a whole replacement (one with no `infer`).
    Neither is a fragment. Nothing marks a right-hand side until its `result` line, so
    these lines are found in a first pass. Returns the lines to skip and, for each
    `result` / `cand` line, the first line of what it closes."""
    skipped: set[int] = set()
    starts: dict[int, int] = {}
    start = 1
    for line, word in enumerate(leads, 1):
        if word == "infer":
            start = line + 1
        elif word in ("result", "cand"):
            skipped.update(range(start, line + 1))
            starts[line] = start
            start = line + 1
    return skipped, starts


class _Reader:
    """Reads a whole text line by line.

    State between lines: the fragment being built, and whether the rest of a broken
    fragment is being skipped (up to and including its `infer` line)."""

    def __init__(self, text: str, filename: str, limit: int = MAX_FRAGMENT_INSTS) -> None:
        self.filename = filename
        self.limit = limit
        self.lines = text.split("\n")  # not splitlines(): \f, \x1c, \u2028 ... do not end lines for editors
        self.codes = [line.split(";", 1)[0] for line in self.lines]
        self.leads = [_lead_word(code) for code in self.codes]
        self.diagnostics: list[Diagnostic] = []
        self.fragments: list[Fragment] = []
        self.errors = 0
        self.builder: _Builder | None = None
        self.skipping = False

    def run(self) -> ReadResult:
        skipped, starts = _replacements(self.leads)
        try:
            for line in range(1, len(self.lines) + 1):
                bad = self._check_encoding(line)
                if line in skipped:
                    self._replacement_note(line, starts)
                else:
                    self._line(line, bad)
            self._end_of_file()
        except _Stop:
            pass
        return ReadResult(tuple(self.fragments), tuple(self.diagnostics))

    def _emit(self, line: int, col: int, message: str, severity: Severity = Severity.ERROR) -> None:
        if severity is Severity.ERROR:
            if self.errors == MAX_ERRORS:
                self.diagnostics.append(Diagnostic(self.filename, line, col, "too many errors; rest of file skipped"))
                raise _Stop
            self.errors += 1
        self.diagnostics.append(Diagnostic(self.filename, line, col, message, severity))

    def _check_encoding(self, line: int) -> bool:
        """Report the first byte that is not UTF-8 on the line, wherever it is."""
        match = _BAD_BYTE.search(self.lines[line - 1])
        if match is None:
            return False
        self._emit(line, match.start() + 1, f"invalid UTF-8 byte 0x{ord(match.group()) - 0xDC00:02x}")
        return True

    def _replacement_note(self, line: int, starts: dict[int, int]) -> None:
        start = starts.get(line)
        if start is None:
            return
        code = self.codes[line - 1]
        body = sum(1 for i in range(start, line) if self.codes[i - 1].strip(_SPACE))
        what = f"Souper '{self.leads[line - 1]}' line"
        if body:
            what += f" and the {body} line{'s' if body > 1 else ''} before it"
        message = f"{what} skipped: a replacement is not a fragment"
        self._emit(line, len(code) - len(code.lstrip(_SPACE)) + 1, message, Severity.NOTE)

    def _fail(self, line: int, col: int, message: str, at_infer: bool) -> None:
        self.builder = None
        self.skipping = not at_infer  # an error on the infer line ends the fragment there
        self._emit(line, col, message)

    def _line(self, line: int, bad: bool) -> None:
        code, lead = self.codes[line - 1], self.leads[line - 1]
        if self.skipping:
            self.skipping = lead != "infer"
            return
        if bad:  # already reported; the fragment it is in cannot be trusted
            if self.builder is not None or code.strip(_SPACE):
                self.builder = None
                self.skipping = lead != "infer"
            return
        try:
            fragment = self._statement(line, code)
        except _TooLarge as exc:
            first = self.builder.first_line if self.builder is not None else line
            count = self._instructions_from(first)
            message = f"fragment has {count} instructions; the limit is {self.limit} (fragment skipped)"
            self._fail(line, exc.col, message, lead == "infer")
            return
        except _ParseError as exc:
            self._fail(line, exc.col, exc.message, lead == "infer")
            return
        except Exception as exc:  # a reader bug must cost one fragment, not the whole corpus run
            self._fail(line, 1, f"internal error in the Souper reader: {type(exc).__name__}: {exc}", lead == "infer")
            return
        if fragment is not None:
            self.fragments.append(fragment)
            self.builder = None

    def _instructions_from(self, first: int) -> int:
        """How many instructions the fragment starting on line `first` defines, up to
        its `infer` line: counted on the raw lines (a value's definition starts with
        its name; a block's is no instruction), without parsing them."""
        count = 0
        for index in range(first - 1, len(self.codes)):
            if self.leads[index] == "infer":
                break
            code = self.codes[index].lstrip(_SPACE)
            if code.startswith("%") and _BLOCK_DEF.search(code) is None:
                count += 1
        return count

    def _statement(self, line: int, code: str) -> Fragment | None:
        cur = _Cursor(_tokenize(code))
        first = cur.peek()
        if first.kind == "end":
            return None
        if self.builder is None:
            self.builder = _Builder(line, self.limit)
        builder = self.builder
        if first.kind == "name":
            builder.definition(cur, line)
            return None
        if first.kind == "word" and first.text in ("pc", "blockpc", "infer"):
            cur.next()
            if first.text == "infer":
                return builder.infer(cur, Origin(self.filename, builder.first_line))
            if first.text == "pc":
                builder.pc(cur)
            else:
                builder.blockpc(cur)
            return None
        raise cur.error("an instruction, 'pc', 'blockpc' or 'infer'")

    def _end_of_file(self) -> None:
        if self.builder is None or self.skipping:
            return
        last = self.lines[-1]
        message = f"the fragment starting on line {self.builder.first_line} has no 'infer' line"
        self._emit(len(self.lines), len(last) + 1, message)
