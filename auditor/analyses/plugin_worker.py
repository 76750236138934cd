"""The process a `python:` analysis runs in (`python -m auditor.analyses.plugin_worker`),
so that a plugin that hangs or dies costs the fragments it was given, not the scan.

The scan's side is `auditor.analyses.plugin.IsolatedPlugin`. They speak pickled
frames (an 8-byte big-endian length, then the pickle) over the worker's stdin and
stdout; the worker moves those two out of the plugin's way at start, so that what the
plugin prints goes to stderr. Requests and answers:

    ("load", spec, sys_path)               -> ("loaded", name, version, domains, answers_key)
    ("analyze", fragments, domains, targets) -> ("outcomes", [Claim | Failure, ...])
    ("stop",)                              -> (the worker exits)

and ("error", "one-line reason") for a request that failed as a whole. `targets` is
None for `Analysis.analyze`, else as for `TargetedAnalysis.analyze_targets`. End of
file on stdin ends the worker too.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import struct
import sys
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from auditor.analyses.base import Analysis, AnalysisLoadError, Claim, Failure, Outcome, ProviderCover, TargetedAnalysis
from auditor.domains import FACT_TYPES
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment

_HEADER = struct.Struct(">Q")
REASON_CHARS = 200
"""A reason is cut to this many characters (it lands in one CSV cell)."""


def frame(message: object) -> bytes:
    """`message` pickled, with its length before it: what one write of the protocol
    sends. Example: `frame(("stop",))[:8] == (len(pickle.dumps(("stop",))) ...)`."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return _HEADER.pack(len(data)) + data


def frame_length(header: bytes) -> int:
    """The length of the pickle a frame's 8-byte `header` announces."""
    (length,) = _HEADER.unpack(header)
    return int(length)


HEADER_BYTES = _HEADER.size


def one_line(text: str) -> str:
    """`text` as one line of at most REASON_CHARS characters, for an `error` row.
    Example: `one_line("a\\n  b") == "a b"`."""
    line = " ".join(text.split())
    return line if len(line) <= REASON_CHARS else line[: REASON_CHARS - 1] + "…"


def raised(err: BaseException) -> str:
    """The reason a fragment whose analysis raised `err` fails with (as the scan words
    it for an analysis run in its own process): "analysis raised ValueError: bad"."""
    return one_line(f"analysis raised {type(err).__name__}: {err}")


class _Foreign:
    """Stands for a claimed fact of a type the scan's process may not be able to import
    (a class of the plugin's own): it keeps the type's name, which is all the scan
    reports of a fact of the wrong type."""

    def __init__(self, type_name: str) -> None:
        self.type_name = type_name

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return foreign_fact, (self.type_name,)


_FOREIGN_TYPES: dict[str, type] = {}


def foreign_fact(type_name: str) -> object:
    """An object whose type is named `type_name` (and is none of the fact types): what
    a `_Foreign` unpickles to. Example: `type(foreign_fact("MyFact")).__name__ == "MyFact"`."""
    kind = _FOREIGN_TYPES.get(type_name)
    if kind is None:
        kind = _FOREIGN_TYPES[type_name] = type(type_name, (), {"__repr__": lambda self: f"<{type_name}>"})
    return kind()


def sendable(outcome: Any) -> Outcome:
    """`outcome` as a plain Claim or Failure that unpickles in the scan's process (a
    fact of a type other than the fact types becomes a stand-in of the same name).
    AttributeError if it is neither a Claim nor a Failure."""
    if isinstance(outcome, Failure):
        return Failure(outcome.fragment, str(outcome.reason), outcome.domain)
    fact = outcome.fact
    if not isinstance(fact, FACT_TYPES):
        fact = _Foreign(type(fact).__name__)
    return Claim(outcome.fragment, outcome.value, outcome.domain, fact, outcome.provider)


def run_batch(
    analysis: Analysis,
    fragments: Sequence[Fragment],
    domains: Sequence[Domain],
    targets: Sequence[Collection[tuple[int, Domain]]] | None,
) -> list[Outcome]:
    """What `analysis` says about `fragments`, ready to send. An exception fails the
    batch, which is then asked again one fragment at a time: only the fragments that
    raise on their own become a `Failure` ("analysis raised …"), as in a scan that runs
    the analysis in its own process."""
    try:
        return _outcomes(analysis, fragments, domains, targets)
    except Exception as err:
        if len(fragments) == 1:
            return [Failure(0, raised(err))]
    result: list[Outcome] = []
    for n, fragment in enumerate(fragments):
        alone = run_batch(analysis, [fragment], domains, None if targets is None else [targets[n]])
        result += [_renumbered(outcome, n) for outcome in alone]
    return result


def _outcomes(
    analysis: Analysis,
    fragments: Sequence[Fragment],
    domains: Sequence[Domain],
    targets: Sequence[Collection[tuple[int, Domain]]] | None,
) -> list[Outcome]:
    if targets is None:
        return [sendable(o) for o in analysis.analyze(fragments, domains)]
    if isinstance(analysis, TargetedAnalysis):
        return [sendable(o) for o in analysis.analyze_targets(fragments, domains, targets)]
    # Only what the scan reads travels back: claims about the targets, and one claim
    # for each (domain, provider) answered in (auditor.analyses.base.ProviderCover).
    covers = [ProviderCover(t) for t in targets]
    kept: list[Outcome] = []
    for outcome in analysis.analyze(fragments, domains):
        item = sendable(outcome)
        if isinstance(item, Failure) or _covered(covers, item):
            kept.append(item)
    return kept


def _covered(covers: list[ProviderCover], claim: Claim) -> bool:
    """Whether a scan reads `claim` (one about a fragment not in the batch: no)."""
    return 0 <= claim.fragment < len(covers) and covers[claim.fragment].keeps(
        claim.value, claim.domain, claim.provider or ""
    )


def _renumbered(outcome: Outcome, fragment: int) -> Outcome:
    if isinstance(outcome, Failure):
        return Failure(fragment, outcome.reason, outcome.domain)
    return Claim(fragment, outcome.value, outcome.domain, outcome.fact, outcome.provider)


def _answer(outcomes: list[Outcome]) -> bytes:
    """The frame of an ("outcomes", …) answer; an outcome that does not pickle (a
    provider or domain of an odd type) fails its fragment instead."""
    try:
        return frame(("outcomes", outcomes))
    except Exception:
        pass
    safe: list[Outcome] = []
    for outcome in outcomes:
        try:
            pickle.dumps(outcome)
            safe.append(outcome)
        except Exception as err:
            safe.append(Failure(outcome.fragment, one_line(f"analysis returned an unsendable answer: {err}")))
    return frame(("outcomes", safe))


class _Worker:
    """The worker's state: the protocol's file descriptors and the loaded plugin."""

    def __init__(self, requests: int, answers: int) -> None:
        self.requests = requests
        self.answers = answers
        self.analysis: Analysis | None = None

    def serve(self) -> None:
        while (request := self._read()) is not None and request[0] != "stop":
            _fresh_stderr()
            self._write(self._handle(request))

    def _handle(self, request: tuple[Any, ...]) -> bytes:
        try:
            if request[0] == "load":
                return self._load(request[1], request[2])
            if request[0] == "analyze" and self.analysis is not None:
                return _answer(run_batch(self.analysis, request[1], request[2], request[3]))
            return frame(("error", f"unexpected request {request[0]!r}"))
        except AnalysisLoadError as err:
            return frame(("error", one_line(str(err))))
        except Exception as err:  # the plugin's own bug outside analyze: one line, no traceback
            return frame(("error", one_line(f"{type(err).__name__}: {err}")))

    def _load(self, spec: str, path: list[str]) -> bytes:
        from auditor.analyses.plugin import load_python

        sys.path[:] = path
        self.analysis = analysis = load_python(spec, keep_path=True)
        key = getattr(analysis, "answers_key", None)
        domains = sorted(Domain(d).value for d in analysis.domains)
        return frame(
            ("loaded", str(analysis.name), str(analysis.version), domains, key if isinstance(key, str) else None)
        )

    def _read(self) -> tuple[Any, ...] | None:
        header = _read_exactly(self.requests, HEADER_BYTES)
        if header is None:
            return None
        body = _read_exactly(self.requests, frame_length(header))
        if body is None:
            return None
        message = pickle.loads(body)
        return message if isinstance(message, tuple) and message else None

    def _write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(self.answers, view) :]


def _read_exactly(fd: int, size: int) -> bytes | None:
    chunks: list[bytes] = []
    while size > 0:
        chunk = os.read(fd, min(size, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _fresh_stderr() -> None:
    """Empty stderr (a file the scan reads the last line of when the worker dies), so
    that it holds what the plugin wrote for the current request only."""
    sys.stderr.flush()
    sys.stdout.flush()
    try:
        os.ftruncate(2, 0)
        os.lseek(2, 0, os.SEEK_SET)
    except OSError:
        pass  # not a file (run by hand): leave it


def _protocol_descriptors() -> tuple[int, int]:
    """The protocol's own copies of stdin and stdout; fd 0 becomes /dev/null and fd 1
    a copy of stderr, so a plugin that reads input or prints cannot break a frame."""
    requests, answers = os.dup(0), os.dup(1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    os.dup2(2, 1)
    return requests, answers


def main(argv: Iterable[str] = ()) -> int:
    """The worker's loop, until "stop" or end of file on stdin."""
    del argv
    requests, answers = _protocol_descriptors()
    with contextlib.suppress(BrokenPipeError, KeyboardInterrupt):
        _Worker(requests, answers).serve()
    return 0


if __name__ == "__main__":
    # By its own name, not as __main__: what it pickles (`foreign_fact`) must be found
    # under that name in the scan's process.
    from auditor.analyses.plugin_worker import main as worker_main

    sys.exit(worker_main(sys.argv[1:]))
