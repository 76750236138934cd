"""Errors and diagnostics.

Bad input never becomes a traceback: readers turn each problem into a `Diagnostic`
(one line, `file:line:col: severity: message`) and go on with the rest of the input;
the CLI prints them and picks the exit code.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    file: str
    line: int  # 1-based; 0 when the problem is the file as a whole
    col: int  # 1-based; 0 when unknown
    message: str
    severity: Severity = Severity.ERROR

    def __str__(self) -> str:
        message = " ".join(self.message.split())  # one line, always
        # A file name may hold a newline or a terminal escape: shown escaped, as Python
        # writes it in a string literal, so a diagnostic stays one harmless line.
        file = "".join(c if c.isprintable() else repr(c)[1:-1] for c in self.file)
        return f"{file}:{self.line}:{self.col}: {self.severity.value}: {message}"

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR


class AuditorError(Exception):
    """Base of the errors auditor raises on purpose; the CLI reports them in one line
    and exits with status 2."""


class InputError(AuditorError):
    """The user's input cannot be used (missing file, bad option value, …)."""


class OutputError(AuditorError):
    """An output file cannot be written (no space, no permission, a directory in the
    way): the user's environment, not a bug."""
