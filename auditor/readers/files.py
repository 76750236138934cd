"""Reading a corpus file's bytes, the same way for every reader: a file that cannot be
read is one diagnostic on line 0 (it is about the file as a whole), and text is
decoded as UTF-8 with surrogate escapes, so each bad byte is reported on its own line
by the parser instead of failing the file."""

from __future__ import annotations

from auditor.errors import Diagnostic


def read_bytes(name: str) -> bytes | Diagnostic:
    """The file's contents, or the diagnostic saying why they cannot be read."""
    try:
        with open(name, "rb") as handle:
            return handle.read()
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return Diagnostic(name, 0, 0, f"cannot read file: {reason}")


def decode(data: bytes) -> str:
    """Text of a file: a UTF-8 byte-order mark dropped, bad bytes kept as surrogates."""
    return data.decode("utf-8-sig", errors="surrogateescape")
