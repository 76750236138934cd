"""`python:MODULE:ATTR` — a Python object implementing the analysis protocol.

MODULE is a dotted module name on sys.path or a path to a `.py` file (loaded under a
private name, so test plugins need no package; its directory is on sys.path, so it
can import the modules beside it). ATTR is an object implementing `Analysis`, or a
class / zero-argument factory returning one.

A scan runs the plugin in a worker process of its own (`IsolatedPlugin`, the other
side being auditor/analyses/plugin_worker.py), under the same `--timeout` per batch
as a `cmd:` analysis: a plugin that hangs, raises or dies costs the fragments it was
analysing (`error` rows with the reason), and the next batch gets a fresh worker.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import importlib.util
import inspect
import os
import selectors
import signal
import subprocess
import sys
import tempfile
import threading
import time
import weakref
from collections.abc import Collection, Iterable, Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import IO, Any

from auditor.analyses.base import Analysis, AnalysisLoadError, Claim, Failure, Outcome, Target
from auditor.analyses.plugin_worker import HEADER_BYTES, frame, frame_length, one_line
from auditor.domains.base import Domain
from auditor.ir.fragment import Fragment


def load_python(spec: str, keep_path: bool = False) -> Analysis:
    """Load `MODULE:ATTR` (the part after `python:`) into this process; AnalysisLoadError
    (one line) if it cannot be. The directory of a MODULE given as a file is on
    sys.path while it loads (and stays there with `keep_path`, as in the worker).
    Example: `load_python("examples/naive_known_bits.py:NaiveKnownBits").name`."""
    module_name, sep, attr = spec.rpartition(":")
    if not sep or not module_name or not attr:
        raise AnalysisLoadError(f"python analysis {spec!r}: expected python:MODULE:ATTR")
    module = _import(module_name, keep_path)
    try:
        target: Any = module
        for part in attr.split("."):
            target = getattr(target, part)
    except AttributeError:
        raise AnalysisLoadError(f"python analysis {spec!r}: {module_name} has no attribute {attr!r}") from None
    # A class satisfies the protocol's attribute check too: instantiate it.
    if inspect.isclass(target) or (not isinstance(target, Analysis) and callable(target)):
        try:
            target = target()
        except Exception as err:
            raise AnalysisLoadError(f"python analysis {spec!r}: constructing it failed: {one_line(str(err))}") from None
    if not isinstance(target, Analysis):
        raise AnalysisLoadError(
            f"python analysis {spec!r} does not implement the protocol (name, version, domains, analyze)"
        )
    return target


def _is_file(name: str) -> bool:
    return name.endswith(".py") or "/" in name or "\\" in name


def _import(name: str, keep_path: bool) -> ModuleType:
    if not _is_file(name):
        try:
            return importlib.import_module(name)
        except Exception as err:
            raise AnalysisLoadError(f"python analysis: importing {name} failed: {_why(err)}") from None
    path = Path(name)
    if not path.is_file():
        raise AnalysisLoadError(f"python analysis: no such file {name}")
    private = "auditor_plugin_" + hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:12]
    if private in sys.modules:
        return sys.modules[private]
    spec = importlib.util.spec_from_file_location(private, path)
    if spec is None or spec.loader is None:
        raise AnalysisLoadError(f"python analysis: cannot load {name}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[private] = module
    with _on_path(str(path.resolve().parent), keep_path):
        try:
            spec.loader.exec_module(module)
        except BaseException as err:  # SystemExit too: a plugin's exit() is a bad plugin, not a scan's end
            del sys.modules[private]
            raise AnalysisLoadError(f"python analysis: importing {name} failed: {_why(err)}") from None
    return module


def _why(err: BaseException) -> str:
    return one_line(f"{type(err).__name__}: {err}")


@contextlib.contextmanager
def _on_path(directory: str, keep: bool) -> Iterator[None]:
    """`directory` first on sys.path for the block (and after it, with `keep`)."""
    added = directory not in sys.path
    if added:
        sys.path.insert(0, directory)
    try:
        yield
    finally:
        if added and not keep and directory in sys.path:
            sys.path.remove(directory)


def load_isolated(spec: str, timeout: float = 60.0, batch_size: int = 64) -> IsolatedPlugin:
    """The plugin `MODULE:ATTR` (the part after `python:`), loaded in a worker process;
    AnalysisLoadError (one line) if it cannot be loaded there within `timeout` s.
    Example: `load_isolated("examples/naive_known_bits.py:NaiveKnownBits", timeout=5)`."""
    return IsolatedPlugin(spec, timeout, batch_size)


class _Dead(Exception):
    """The worker hung or died during a request; the message is the one-line reason."""


class _LoadFailed(_Dead):
    """The worker answered that the plugin cannot be loaded (the message says why, and
    names the plugin)."""


class IsolatedPlugin:
    """A `python:` analysis run in a worker process (`python -m
    auditor.analyses.plugin_worker`), kept from batch to batch and started again after
    a hang or a crash. Its `name`, `version`, `domains` and `answers_key` are the
    plugin's, read when it loads.

    `analyze` sends fragments `batch_size` at a time, each batch under `timeout`
    seconds. A batch that hangs (past the timeout) or kills the worker (os._exit, a
    segfault) is sent again one fragment at a time in a fresh worker, so that only the
    fragments that hang or crash alone become `Failure`s ("timed out after 60 s",
    "worker killed by signal 11 (SIGSEGV)"). Exceptions are caught in the worker (the
    batch is retried one fragment at a time there, as a scan would in its own
    process). It is a `TargetedAnalysis`: only the claims a scan reads travel back."""

    def __init__(self, spec: str, timeout: float = 60.0, batch_size: int = 64) -> None:
        self.spec = spec
        self.timeout = timeout
        self.batch_size = max(1, batch_size)
        self._lock = threading.Lock()
        self._worker: _WorkerProcess | None = None
        try:
            name, version, domains, key = self._start().loaded
        except _LoadFailed as err:
            raise AnalysisLoadError(str(err)) from None
        except _Dead as err:
            raise AnalysisLoadError(f"python analysis {spec!r}: {err}") from None
        self.name: str = name
        self.version: str = version
        self.domains: frozenset[Domain] = frozenset(Domain(d) for d in domains)
        self.answers_key: str | None = key

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        return self._batched(fragments, domains, None)

    def analyze_targets(
        self, fragments: Sequence[Fragment], domains: Sequence[Domain], targets: Sequence[Collection[Target]]
    ) -> Iterable[Outcome]:
        return self._batched(fragments, domains, targets)

    def close(self) -> None:
        """Stop the worker (a later `analyze` starts a new one)."""
        with self._lock:
            if self._worker is not None:
                self._worker.stop()
                self._worker = None

    def _batched(
        self,
        fragments: Sequence[Fragment],
        domains: Sequence[Domain],
        targets: Sequence[Collection[Target]] | None,
    ) -> list[Outcome]:
        outcomes: list[Outcome] = []
        for start in range(0, len(fragments), self.batch_size):
            end = start + self.batch_size
            chosen = None if targets is None else list(targets[start:end])
            with self._lock:
                found = self._contained(list(fragments[start:end]), list(domains), chosen)
            outcomes += [_shifted(outcome, start) for outcome in found]
        return outcomes

    def _contained(
        self, fragments: list[Fragment], domains: list[Domain], targets: list[Collection[Target]] | None
    ) -> list[Outcome]:
        """One batch's outcomes; a hang or a crash costs only the fragments that cause
        it alone."""
        try:
            return self._ask(fragments, domains, targets)
        except _Dead as err:
            if len(fragments) == 1:
                return [Failure(0, str(err))]
        outcomes: list[Outcome] = []
        for n, fragment in enumerate(fragments):
            alone = self._contained([fragment], domains, None if targets is None else [targets[n]])
            outcomes += [_shifted(outcome, n) for outcome in alone]
        return outcomes

    def _ask(
        self, fragments: list[Fragment], domains: list[Domain], targets: list[Collection[Target]] | None
    ) -> list[Outcome]:
        worker = self._worker if self._worker is not None and self._worker.alive else self._start()
        answer = worker.request(("analyze", fragments, domains, targets), self.timeout)
        if answer[0] == "error":
            return [Failure(n, str(answer[1])) for n in range(len(fragments))]
        return list(answer[1])

    def _start(self) -> _WorkerProcess:
        """A fresh worker with the plugin loaded (its answer to "load" in `.loaded`)."""
        if self._worker is not None:
            self._worker.stop()
            self._worker = None
        worker = _WorkerProcess()
        answer = worker.request(("load", self.spec, list(sys.path)), self.timeout, loading=True)
        if answer[0] != "loaded":
            worker.stop()
            raise _LoadFailed(str(answer[1]))
        worker.loaded = answer[1:]
        self._worker = worker
        return worker


def _shifted(outcome: Outcome, offset: int) -> Outcome:
    if offset == 0:
        return outcome
    if isinstance(outcome, Failure):
        return Failure(outcome.fragment + offset, outcome.reason, outcome.domain)
    return Claim(outcome.fragment + offset, outcome.value, outcome.domain, outcome.fact, outcome.provider)


class _WorkerProcess:
    """One worker process and its pipes. A request that times out, or finds the worker
    dead, kills it (with its process group) and raises `_Dead` with the reason."""

    def __init__(self) -> None:
        if not sys.executable:
            raise AnalysisLoadError("python analysis: no Python interpreter to run its worker (sys.executable)")
        self.stderr: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115 (closed by _kill_worker)
        self.loaded: tuple[Any, ...] = ()
        self.owner = os.getpid()  # a forked scan worker inherits this object: it must not stop the worker
        try:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "auditor.analyses.plugin_worker"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self.stderr,
                bufsize=0,
                env=_worker_environment(),
                start_new_session=True,  # Ctrl-C is the scan's to handle; a hang is killed with its children
            )
        except OSError as err:
            self.stderr.close()
            raise AnalysisLoadError(f"python analysis: cannot start its worker: {err}") from None
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._requests: IO[bytes] = self.proc.stdin
        self._answers: IO[bytes] = self.proc.stdout
        os.set_blocking(self._requests.fileno(), False)
        self._finalizer = weakref.finalize(self, _kill_worker, self.proc, self.owner, self.stderr)

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def request(self, message: tuple[Any, ...], timeout: float, loading: bool = False) -> tuple[Any, ...]:
        """The worker's answer to `message`, within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        try:
            self._send(frame(message), deadline)
            header = self._receive(HEADER_BYTES, deadline)
            answer = _unpickled(self._receive(frame_length(header), deadline))
        except TimeoutError:
            self.kill()
            raise _Dead(f"timed out after {timeout:g} s" + (" while loading" if loading else "")) from None
        except (EOFError, BrokenPipeError, ConnectionError):
            raise _Dead(self._death()) from None
        return answer

    def _send(self, data: bytes, deadline: float) -> None:
        view = memoryview(data)
        with selectors.DefaultSelector() as selector:
            selector.register(self._requests, selectors.EVENT_WRITE)
            while view:
                if not selector.select(max(0.0, deadline - time.monotonic())):
                    raise TimeoutError
                view = view[os.write(self._requests.fileno(), view) :]

    def _receive(self, size: int, deadline: float) -> bytes:
        chunks: list[bytes] = []
        with selectors.DefaultSelector() as selector:
            selector.register(self._answers, selectors.EVENT_READ)
            while size > 0:
                if not selector.select(max(0.0, deadline - time.monotonic())):
                    raise TimeoutError
                chunk = os.read(self._answers.fileno(), min(size, 1 << 20))
                if not chunk:
                    raise EOFError
                chunks.append(chunk)
                size -= len(chunk)
        return b"".join(chunks)

    def _death(self) -> str:
        """Why the worker ended (it closed its answers: it is exiting)."""
        try:
            code = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            code = None
        last = _last_line(self.stderr)
        self.stop()
        if code is None:
            why = "worker closed its output"
        elif code < 0:
            why = f"worker killed by signal {-code}" + _signal_name(-code)
        else:
            why = f"worker exited with status {code}"
        return one_line(why + (f": {last}" if last else ""))

    def stop(self) -> None:
        """End the worker: ask it to stop (so that the plugin's own clean-up runs), and
        kill it if it has not within a second."""
        if os.getpid() == self.owner and self._finalizer.alive and self.proc.poll() is None:
            with contextlib.suppress(OSError, TimeoutError):
                self._send(frame(("stop",)), time.monotonic() + 1)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=1)
        self.kill()

    def kill(self) -> None:
        """End the worker now (a hung one), with its process group."""
        self._finalizer()  # runs _kill_worker once; later calls do nothing


def _kill_worker(proc: subprocess.Popen[bytes], owner: int, stderr: IO[bytes]) -> None:
    """Kill the worker and its process group (at a timeout, at exit) and reap it."""
    if os.getpid() != owner:
        return
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            proc.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=5)
    for stream in (proc.stdin, proc.stdout, stderr):
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()


def _unpickled(data: bytes) -> tuple[Any, ...]:
    import pickle

    try:
        answer = pickle.loads(data)
    except Exception as err:
        return ("error", one_line(f"cannot read the analysis worker's answer: {type(err).__name__}: {err}"))
    if not isinstance(answer, tuple) or not answer:
        return ("error", "the analysis worker answered something that is not a protocol message")
    return answer


def _last_line(stream: IO[bytes]) -> str:
    """The last non-blank line the worker wrote to stderr (during its last request)."""
    try:
        size = os.fstat(stream.fileno()).st_size
        tail = os.pread(stream.fileno(), 4096, max(0, size - 4096))
    except (OSError, ValueError):
        return ""
    lines = [line.strip() for line in tail.decode(errors="replace").splitlines() if line.strip()]
    return lines[-1][:120] if lines else ""


def _signal_name(number: int) -> str:
    try:
        return f" ({signal.Signals(number).name})"
    except ValueError:
        return ""


def _worker_environment() -> dict[str, str]:
    """The scan's environment, with the directory auditor is imported from first on
    PYTHONPATH (so that the worker finds the same auditor)."""
    import auditor

    root = str(Path(auditor.__file__).resolve().parent.parent)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return env
