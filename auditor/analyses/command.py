"""`cmd:COMMAND` — an analysis in any language, run as an external program speaking
JSON lines over stdin/stdout (docs/analysis-protocol.md has the full protocol).

The program is run once with no requests when it is loaded, to read its header (so
the analysis is named before the first batch); then once per batch: auditor writes
one request per fragment and closes stdin:

    {"id": 0, "fragment": "<Souper text>", "domains": ["known-bits", ...]}

The program answers with lines, in any order:

    {"analysis": "myjit", "version": "1.2"}                 (optional header, once)
    {"id": 0, "value": "%x", "domain": "known-bits", "fact": "xx01", "provider": "fast"}
    {"id": 0, "error": "unsupported opcode"}                (this fragment failed)
    {"id": 0, "done": true}                                  (fragment 0 is complete)

A program that crashes, hangs past the batch timeout, or prints a line that is not a
JSON object loses the fragments it had not finished (no `done` line): each becomes a
`Failure` with the reason. Fragments it marked done keep their claims, so one bad
fragment late in a batch does not cost the others. When the program exits 0 with
well-formed output, every fragment counts as done.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import signal
import subprocess
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from auditor.analyses.base import AnalysisLoadError, Claim, Failure, Outcome
from auditor.domains.base import Domain, lattice
from auditor.ir.fragment import Fragment
from auditor.ir.printer import format_fragment

_SNIPPET = 60


@dataclass
class _Batch:
    """What one process said about one batch."""

    claims: dict[int, list[Claim]] = field(default_factory=dict)
    errors: dict[int, str] = field(default_factory=dict)
    done: set[int] = field(default_factory=set)
    broken: str | None = None  # why the rest of the output cannot be trusted


class CommandAnalysis:
    def __init__(self, command: str, timeout: float = 60.0, batch_size: int = 64) -> None:
        self.command = command
        self.argv = shlex.split(command)
        if not self.argv:
            raise AnalysisLoadError("cmd: analysis needs a command, e.g. cmd:'python3 my_analysis.py'")
        if shutil.which(self.argv[0]) is None:
            raise AnalysisLoadError(f"cmd analysis: program {self.argv[0]!r} not found")
        self.timeout = timeout
        self.batch_size = max(1, batch_size)
        self.name, self.version = self._header()
        self.domains = frozenset(Domain)

    def _header(self) -> tuple[str, str]:
        """(name, version) from the program's header line, read by running it once with
        no requests: the name must be known before the first batch (it is the
        `analysis` column of every row). Without a header: ("cmd:COMMAND", "unknown").
        AnalysisLoadError if that run fails, e.g. `cmd:./mine.sh` exits with status 2:
        "cmd analysis './mine.sh': run with no requests (to read its header), it exited with
        status 2"."""
        name, version = "cmd:" + self.command, "unknown"
        try:
            out, failure = _communicate(self.argv, "", self.timeout)
        except OSError as err:
            out, failure = "", f"cannot start {self.argv[0]}: {err}"
        why = failure or ""
        for number, line in enumerate(out.splitlines(), 1):
            message = _json_object(line)
            if message is None:
                why = why or f"printed a malformed line {number}: {line[:_SNIPPET]!r}"
                break
            if "analysis" in message or "version" in message:
                name = str(message.get("analysis", name))
                version = str(message.get("version", version))
        if why:
            raise AnalysisLoadError(
                f"cmd analysis {self.command!r}: run with no requests (to read its header), it {why}"
            )
        return name, version

    def analyze(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> Iterable[Outcome]:
        for start in range(0, len(fragments), self.batch_size):
            batch = fragments[start : start + self.batch_size]
            for outcome in self._run(batch, domains):
                if isinstance(outcome, Claim):
                    yield Claim(outcome.fragment + start, outcome.value, outcome.domain, outcome.fact, outcome.provider)
                else:
                    yield Failure(outcome.fragment + start, outcome.reason, outcome.domain)

    def _run(self, fragments: Sequence[Fragment], domains: Sequence[Domain]) -> list[Outcome]:
        wanted = [d.value for d in domains]
        request = "".join(
            json.dumps({"id": n, "fragment": format_fragment(f), "domains": wanted}) + "\n"
            for n, f in enumerate(fragments)
        )
        try:
            out, failure = _communicate(self.argv, request, self.timeout)
        except OSError as start_error:
            return [Failure(n, f"cannot start {self.argv[0]}: {start_error}") for n in range(len(fragments))]
        batch = self._parse(out, fragments, set(domains))
        if batch.broken is not None:
            failure = failure or batch.broken
        outcomes: list[Outcome] = []
        for n in range(len(fragments)):
            if n in batch.errors:
                outcomes.append(Failure(n, batch.errors[n]))
            elif failure is not None and n not in batch.done:
                outcomes.append(Failure(n, failure))
            else:
                outcomes.extend(batch.claims.get(n, []))
        return outcomes

    def _parse(self, out: str, fragments: Sequence[Fragment], domains: set[Domain]) -> _Batch:
        batch = _Batch()
        for number, line in enumerate(out.splitlines(), 1):
            if not line.strip():
                continue
            try:
                message = json.loads(line)
                if not isinstance(message, dict):
                    raise ValueError("not a JSON object")
            except ValueError:
                batch.broken = f"malformed output line {number}: {line[:_SNIPPET]!r}"
                break
            if "id" not in message and ("analysis" in message or "version" in message):
                continue  # the header: read when the program was loaded
            fragment_id = message.get("id")
            if not isinstance(fragment_id, int) or not 0 <= fragment_id < len(fragments):
                batch.broken = f"output line {number} names no fragment of the batch: {line[:_SNIPPET]!r}"
                break
            if fragment_id in batch.errors:
                continue
            if "error" in message:
                batch.errors[fragment_id] = f"analysis error: {message['error']}"
            elif message.get("done") is True:
                batch.done.add(fragment_id)
            else:
                try:
                    claim = _claim(message, fragment_id, fragments[fragment_id], domains)
                except ValueError as err:
                    batch.errors[fragment_id] = f"output line {number}: {err}"
                    continue
                batch.claims.setdefault(fragment_id, []).append(claim)
        return batch


def _json_object(line: str) -> dict[str, Any] | None:
    """`line` as a JSON object; None if it is not one ({} for a blank line)."""
    if not line.strip():
        return {}
    try:
        message = json.loads(line)
    except ValueError:
        return None
    return message if isinstance(message, dict) else None


def _claim(message: dict[str, Any], fragment_id: int, fragment: Fragment, domains: set[Domain]) -> Claim:
    try:
        domain = Domain(str(message.get("domain")))
    except ValueError:
        raise ValueError(f"unknown domain {message.get('domain')!r}") from None
    if domain not in domains:
        raise ValueError(f"domain {domain.value} was not requested")
    name = str(message.get("value", "")).removeprefix("%")
    if name not in fragment.names:
        raise ValueError(f"no value %{name} in the fragment")
    value = fragment.names.index(name)
    text = message.get("fact")
    if not isinstance(text, str):
        raise ValueError("fact must be a string in the domain's text format")
    fact = lattice(domain).parse(text, fragment.insts[value].width)
    provider = message.get("provider", "")
    return Claim(fragment_id, value, domain, fact, str(provider) if provider is not None else "")


def _communicate(argv: list[str], request: str, timeout: float) -> tuple[str, str | None]:
    """Run `argv` with `request` on its stdin: (its stdout, why it failed or None).
    A hang past `timeout` s is killed with its process group. OSError if it cannot start."""
    proc = subprocess.Popen(
        argv,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
        start_new_session=True,  # so a hang is killed with all its children
    )
    try:
        out, err = proc.communicate(request, timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill(proc)
        out, _ = proc.communicate()
        return out, f"timed out after {timeout:g} s"
    return out, _exit_reason(proc.returncode, err) if proc.returncode != 0 else None


def _exit_reason(code: int, stderr: str) -> str:
    last = next((line.strip() for line in reversed(stderr.splitlines()) if line.strip()), "")
    why = f"killed by signal {-code}" if code < 0 else f"exited with status {code}"
    return f"{why}" + (f": {last[:120]}" if last else "")


def _kill(proc: subprocess.Popen[str]) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()
