"""Reading a corpus file's bytes, the same way for every reader: a file that cannot be
read is one diagnostic on line 0 (it is about the file as a whole), and text is
decoded as UTF-8 with surrogate escapes, so each bad byte is reported on its own line
by the parser instead of failing the file."""

from __future__ import annotations

import os
import stat

from auditor.errors import Diagnostic

_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


def read_bytes(name: str) -> bytes | Diagnostic:
    """The file's contents, or the diagnostic saying why they cannot be read.

    Only regular files are read. A FIFO in a corpus directory would block the scan
    forever on open() (nobody writes to it), and a device such as /dev/zero would fill
    memory; both are refused without waiting: the file is opened non-blocking and its
    kind checked on the open descriptor (no race with a rename), before any read."""
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except (OSError, ValueError) as exc:
        return _cannot(name, exc)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((what for test, what in _KINDS if test(mode)), "not a regular file")
            return Diagnostic(name, 0, 0, f"cannot read file: it is {kind}, not a regular file")
        os.set_blocking(fd, True)
        with open(fd, "rb", closefd=False) as handle:
            return handle.read()
    except (OSError, ValueError) as exc:
        return _cannot(name, exc)
    finally:
        os.close(fd)


def _cannot(name: str, exc: OSError | ValueError) -> Diagnostic:
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return Diagnostic(name, 0, 0, f"cannot read file: {reason}")


def decode(data: bytes) -> str:
    """Text of a file: a UTF-8 byte-order mark dropped, bad bytes kept as surrogates."""
    return data.decode("utf-8-sig", errors="surrogateescape")
