"""A tiny Chrome DevTools Protocol client over `--remote-debugging-pipe`, so the HTML
report is tested in a real browser with nothing but the standard library (no
Selenium, no websocket package, no port to race for).

With `--remote-debugging-pipe` Chromium reads commands from fd 3 and writes
responses and events to fd 4, each a JSON message ending in a NUL byte. Every wait
has a deadline, so a browser that hangs fails the test instead of the run, and the
context manager always kills the browser.
"""

from __future__ import annotations

import base64
import json
import os
import select
import subprocess
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from types import TracebackType
from typing import Any

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
    "--remote-debugging-pipe",
)
TIMEOUT = 20.0
READ_FD, WRITE_FD = 3, 4  # as seen by Chromium


class CDPError(RuntimeError):
    """A command answered with an error, a timeout, or a browser that went away."""


Event = dict[str, Any]


class Chromium:
    """One headless Chromium and its CDP pipe. `send` returns a command's result;
    every event received meanwhile is kept in `events`, in arrival order."""

    def __init__(self, user_data_dir: Path, executable: Path = CHROMIUM, timeout: float = TIMEOUT) -> None:
        self.executable = executable
        self.user_data_dir = user_data_dir
        self.timeout = timeout
        self.events: list[Event] = []
        self.stderr_path = user_data_dir / "chromium.stderr"
        self._process: subprocess.Popen[bytes] | None = None
        self._to_browser = -1
        self._from_browser = -1
        self._buffer = b""
        self._responses: dict[int, dict[str, Any]] = {}
        self._next_id = 0

    # -- lifetime

    def __enter__(self) -> Chromium:
        self.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def start(self) -> None:
        self.user_data_dir.mkdir(parents=True, exist_ok=True)
        child_read, parent_write, parent_read, child_write = _pipes()
        args = [str(self.executable), *FLAGS, f"--user-data-dir={self.user_data_dir}", "about:blank"]

        def arrange_fds() -> None:  # in the child, between fork and exec
            os.dup2(child_read, READ_FD)
            os.dup2(child_write, WRITE_FD)

        try:
            with _occupied_low_fds(), open(self.stderr_path, "wb") as stderr:
                # fds 3 and 4 are open in this process while Popen runs, so its own
                # error pipe is never 3 or 4, and pass_fds keeps the dup2'ed ones.
                self._process = subprocess.Popen(
                    args,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=stderr,
                    pass_fds=(READ_FD, WRITE_FD),
                    preexec_fn=arrange_fds,  # the test process is single-threaded
                )
        finally:
            os.close(child_read)
            os.close(child_write)
        self._to_browser, self._from_browser = parent_write, parent_read

    def close(self) -> None:
        """Ask the browser to quit, then kill it; idempotent."""
        process = self._process
        if process is None:
            return
        try:
            if process.poll() is None:
                with suppress(CDPError, OSError):
                    self.send("Browser.close", timeout=3)
                with suppress(subprocess.TimeoutExpired):
                    process.wait(timeout=3)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=10)
            for fd in (self._to_browser, self._from_browser):
                if fd >= 0:
                    os.close(fd)
            self._to_browser = self._from_browser = -1
            self._process = None

    def stderr_tail(self, lines: int = 20) -> str:
        try:
            text = self.stderr_path.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    # -- protocol

    def send(
        self,
        method: str,
        params: dict[str, Any] | None = None,
        session: str | None = None,
        timeout: float | None = None,
    ) -> dict[str, Any]:
        """Run one command and return its result; raise CDPError on an error answer."""
        self._next_id += 1
        ident = self._next_id
        message: dict[str, Any] = {"id": ident, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        self._write(json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        while ident not in self._responses:
            self._read(deadline, f"{method} (id {ident})")
        response = self._responses.pop(ident)
        if "error" in response:
            raise CDPError(f"{method}: {response['error']}")
        result: dict[str, Any] = response.get("result", {})
        return result

    def wait_event(
        self,
        methods: str | Iterable[str],
        since: int = 0,
        where: Callable[[Event], bool] = lambda _: True,
        timeout: float | None = None,
    ) -> Event:
        """The first event (at index `since` or later in `events`) with one of the
        `methods` that satisfies `where`, waiting for it if need be."""
        wanted = {methods} if isinstance(methods, str) else set(methods)
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        position = since
        while True:
            while position < len(self.events):
                event = self.events[position]
                position += 1
                if event.get("method") in wanted and where(event):
                    return event
            self._read(deadline, " or ".join(sorted(wanted)))

    def _write(self, data: bytes) -> None:
        view = memoryview(data)
        deadline = time.monotonic() + self.timeout
        while view:
            if time.monotonic() > deadline:
                raise CDPError("timed out writing to the browser")
            _, ready, _ = select.select([], [self._to_browser], [], 1.0)
            if ready:
                view = view[os.write(self._to_browser, view) :]

    def _read(self, deadline: float, waiting_for: str) -> None:
        """Read what the browser has written (waiting until `deadline`) and file
        complete messages as responses or events."""
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise CDPError(f"timed out waiting for {waiting_for}\n{self.stderr_tail()}")
        ready, _, _ = select.select([self._from_browser], [], [], min(remaining, 1.0))
        if not ready:
            if self._process is not None and self._process.poll() is not None:
                raise CDPError(f"the browser exited ({self._process.returncode})\n{self.stderr_tail()}")
            return
        chunk = os.read(self._from_browser, 1 << 20)
        if not chunk:
            raise CDPError(f"the browser closed the pipe while waiting for {waiting_for}\n{self.stderr_tail()}")
        self._buffer += chunk
        *messages, self._buffer = self._buffer.split(b"\0")
        for raw in messages:
            message = json.loads(raw)
            if "id" in message:
                self._responses[message["id"]] = message
            else:
                self.events.append(message)


class Page:
    """One tab, attached with a flat session: navigate, evaluate, screenshot."""

    def __init__(self, browser: Chromium, width: int = 1400, height: int = 1000) -> None:
        self.browser = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.target = target
        self.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.first_event = len(browser.events)
        for domain in ("Runtime", "Log", "Page"):
            self.send(f"{domain}.enable")
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )

    def send(self, method: str, params: dict[str, Any] | None = None, timeout: float | None = None) -> dict[str, Any]:
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def events(self, *methods: str) -> list[Event]:
        """This page's events so far (all, or those of `methods`)."""
        return [
            e
            for e in self.browser.events[self.first_event :]
            if e.get("sessionId") == self.session and (not methods or e.get("method") in methods)
        ]

    def wait_event(self, methods: str | Iterable[str], since: int = 0, timeout: float | None = None) -> Event:
        return self.browser.wait_event(
            methods, since=since, where=lambda e: e.get("sessionId") == self.session, timeout=timeout
        )

    def navigate(self, url: str) -> Event:
        """Load `url`; return the load event, or a dialog-opening event if the page
        opened one (it would block the load until handled)."""
        mark = len(self.browser.events)
        result = self.send("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise CDPError(f"navigating to {url}: {result['errorText']}")
        return self.wait_event({"Page.loadEventFired", "Page.javascriptDialogOpening"}, since=mark)

    def evaluate(self, expression: str) -> Any:
        """The value of a JS expression in the page (JSON-serialisable values)."""
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise CDPError(f"evaluating {expression!r}: {text}")
        return result["result"].get("value")

    def screenshot(self, full_page: bool = False) -> bytes:
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
        return base64.b64decode(self.send("Page.captureScreenshot", params)["data"])

    def errors(self) -> list[str]:
        """Console errors, uncaught exceptions and error log entries (CSP violations
        among them) seen on this page, as text."""
        out = []
        for event in self.events("Runtime.consoleAPICalled", "Runtime.exceptionThrown", "Log.entryAdded"):
            params = event.get("params", {})
            method = event["method"]
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                out.append(
                    "console: " + " ".join(str(a.get("value", a.get("description"))) for a in params.get("args", []))
                )
            elif method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                out.append("exception: " + str(details.get("exception", {}).get("description") or details.get("text")))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                entry = params["entry"]
                out.append(f"log ({entry.get('source')}): {entry.get('text')} {entry.get('url', '')}".rstrip())
        return out

    def close(self) -> None:
        with suppress(CDPError):
            self.browser.send("Target.closeTarget", {"targetId": self.target}, timeout=5)


def _pipes() -> tuple[int, int, int, int]:
    """(child's read end, our write end, our read end, child's write end), all
    numbered above 4 so that dup2 onto 3 and 4 never clobbers one of them."""
    with _occupied_low_fds():
        to_read, to_write = os.pipe()
        from_read, from_write = os.pipe()
    return to_read, to_write, from_read, from_write


@contextmanager
def _occupied_low_fds() -> Iterator[None]:
    """Open /dev/null on every free fd up to 4 for the duration, so new fds land
    above 4 and fds 3 and 4 exist (Popen marks pass_fds inheritable before its
    preexec_fn runs, which fails on a closed fd)."""
    placeholders = []
    try:
        while True:
            fd = os.open(os.devnull, os.O_RDONLY | os.O_CLOEXEC)
            if fd > WRITE_FD:
                os.close(fd)
                break
            placeholders.append(fd)
        yield
    finally:
        for fd in placeholders:
            os.close(fd)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG, checking its signature and IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
