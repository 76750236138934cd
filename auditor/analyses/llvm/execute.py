"""Run a fragment's LLVM form on concrete inputs with LLVM's own `lli`.

A second, independent path to the value of a fragment: if `llvm_printer` emitted the
wrong function, or our evaluator read an instruction differently from LLVM, the two
disagree. Tests use it across random fragments; a user (and the closing check of an
`unsound` verdict against LLVM) uses it to replay a counterexample on LLVM itself.
"""

from __future__ import annotations

import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from auditor.analyses.llvm.toolchain import Toolchain
from auditor.errors import AuditorError
from auditor.ir.fragment import Fragment, to_signed
from auditor.ir.llvm_printer import block_order, to_llvm_function
from auditor.ir.opcodes import WITH_OVERFLOW

MAX_EXECUTABLE_WIDTH = 64  # results are printed through printf's %llx


class ExecutionError(AuditorError):
    """lli could not run the module (one-line reason)."""


@dataclass(frozen=True)
class Run:
    """One execution: a value per input (by instruction index) and, per fragment block,
    the predecessor chosen."""

    vars: Mapping[int, int]
    choices: Mapping[int, int] = field(default_factory=dict)


def execution_module(cases: Sequence[tuple[Fragment, Sequence[Run]]], llvm_major: int) -> str:
    """The fragments' functions plus a `main` that calls each once per run (through one
    driver function per fragment) and prints what it returns (zero-extended to 64 bits,
    in hex), one line per run, in order."""
    functions = []
    drivers: list[str] = []
    for number, (fragment, runs) in enumerate(cases):
        if any(i.width > MAX_EXECUTABLE_WIDTH for i in fragment.insts if i.op not in WITH_OVERFLOW):
            raise ExecutionError(f"values wider than i{MAX_EXECUTABLE_WIDTH} cannot be printed")
        function = to_llvm_function(fragment, number, llvm_major)
        functions.append(function)
        width = fragment.root_inst.width
        inputs = list(fragment.inputs())
        order = block_order(fragment)  # the choice parameters follow the switches' order
        # One small driver per fragment, not one huge `main`: lli's code generation
        # is superlinear in a function's size (40 s for 41,000 calls in one function).
        calls = [f"define internal void @run{number}() {{"]
        for n, run in enumerate(runs):
            args = [f"i{fragment.insts[i].width} {to_signed(run.vars[i], fragment.insts[i].width)}" for i in inputs]
            args += [f"i32 {run.choices.get(b, 0)}" for b in order]
            calls.append(f"  %r{n} = call i{width} @{function.name}({', '.join(args)})")
            if width < 64:
                calls.append(f"  %z{n} = zext i{width} %r{n} to i64")
            else:
                calls.append(f"  %z{n} = add i64 %r{n}, 0")
            calls.append(f"  call i32 (ptr, ...) @printf(ptr @fmt, i64 %z{n})")
        drivers += [*calls, "  ret void", "}"]
    declarations = sorted({d for f in functions for d in f.declarations})
    lines = [*declarations, "declare i32 @printf(ptr, ...)", *(f.text for f in functions)]
    lines.append('@fmt = private constant [6 x i8] c"%llx\\0A\\00"')
    lines += drivers
    lines += ["define i32 @main() {", *(f"  call void @run{k}()" for k in range(len(cases))), "  ret i32 0", "}"]
    return "\n".join(lines) + "\n"


def execute(
    toolchain: Toolchain, cases: Sequence[tuple[Fragment, Sequence[Run]]], timeout: float = 60.0
) -> list[list[int]]:
    """What each fragment's function returns in each run, as LLVM computes it: the root
    masked by its demanded bits (`Fragment.root_demanded_mask`). Runs must be
    defined executions (no poison reaching the root, no UB, no freeze of poison): LLVM's
    behaviour is otherwise free, and so is any comparison."""
    total = sum(len(runs) for _, runs in cases)
    if not total:
        return [[] for _ in cases]
    text = execution_module(cases, toolchain.major)
    lli = toolchain.bindir / "lli"
    try:
        done = subprocess.run([str(lli)], input=text, capture_output=True, text=True, timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise ExecutionError(f"{lli}: {err}") from None
    if done.returncode != 0:
        first = (done.stderr.strip().splitlines() or ["no message"])[0]
        raise ExecutionError(f"{lli} exited with {done.returncode}: {first}")
    values = [int(line, 16) for line in done.stdout.split()]
    if len(values) != total:
        raise ExecutionError(f"{lli} printed {len(values)} results for {total} runs")
    result = []
    for _, runs in cases:
        result.append(values[: len(runs)])
        values = values[len(runs) :]
    return result
