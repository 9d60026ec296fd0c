"""Icarus Verilog runs of a project's code: compile, simulate, each with a watchdog.

A user's project is hostile until checked: every run of its code goes through
:func:`run_isolated`, which runs Icarus in the project's sandbox (:func:`svafam.sandbox.tools.run_tool`:
its own namespaces, Landlock, seccomp, rlimits, no network), in a copy of the run folder
that holds copies of the project's files and nothing else; what the run leaves there (the
compiled design, traces) comes back. Killed as a whole at its timeout; output kept to a cap.

``vvp -n``: ``$stop`` ends the simulation instead of waiting for an interactive prompt.
"""

from __future__ import annotations

import shlex
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from svafam.errors import SvafamError

OUTPUT_CAP = 64 * 1024          # characters of stdout/stderr kept
FILE_BYTES = 256 * 1024 * 1024  # largest file a run may write (a trace)
MEMORY_BYTES = 4 * 1024 * 1024 * 1024
DISK_BYTES = 2 * FILE_BYTES     # the run folder: the copied design, the compiled simulation and its traces


class IcarusMissing(SvafamError, RuntimeError):
    """iverilog or vvp is not installed."""


@dataclass
class RunResult:
    status: str            # ok | error | timeout
    returncode: int | None
    stdout: str
    stderr: str
    seconds: float

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def tools() -> tuple[str, str]:
    iverilog, vvp = shutil.which("iverilog"), shutil.which("vvp")
    if not iverilog or not vvp:
        raise IcarusMissing("Icarus Verilog (iverilog, vvp) is not installed: apt-get install iverilog")
    return iverilog, vvp


def version() -> str:
    iverilog, _ = tools()
    out = subprocess.run([iverilog, "-V"], capture_output=True, text=True, stdin=subprocess.DEVNULL, check=False)
    first = (out.stdout or out.stderr).splitlines()
    return first[0].strip() if first else "unknown"


def run_isolated(argv: list[str], cwd: Path, timeout: float) -> RunResult:
    """Run ``argv`` (Icarus) on the files of ``cwd`` in the sandbox; killed at ``timeout`` seconds."""
    from svafam.sandbox.tools import icarus_runtime, run_tool

    run = run_tool(argv, cwd, _limits(int(timeout) + 2, timeout), runtime=icarus_runtime())
    return RunResult(_status(run), run.returncode, _capped(run.stdout), _capped(run.stderr), run.seconds)


def _limits(cpu_seconds: int, wall_seconds: float):
    from svafam.sandbox.tools import ToolLimits

    return ToolLimits(cpu_seconds=cpu_seconds, wall_seconds=wall_seconds, memory_bytes=MEMORY_BYTES,
                      file_bytes=FILE_BYTES, disk_bytes=DISK_BYTES)


def _status(run) -> str:
    """A sandboxed run's status as Icarus runs name it: ok, timeout, or error (anything else)."""
    return {"ok": "ok", "timeout": "timeout"}.get(run.status, "error")


def _capped(text: str) -> str:
    return text[:OUTPUT_CAP] + ("\n[output cut]" if len(text) > OUTPUT_CAP else "")


def _compile_argv(files: list[str], roots: list[str], include_dirs, defines, flags) -> list[str]:
    iverilog, _ = tools()
    argv = [iverilog, *flags, "-o", "sim.vvp"]
    for root in roots:
        argv += ["-s", root]
    argv += [f"-I{d}" for d in include_dirs]
    argv += [f"-D{k}={v}" if v != "" else f"-D{k}" for k, v in sorted((defines or {}).items())]
    return argv + list(files)


def compile_design(run_dir: Path, files: list[str], roots: list[str], *, include_dirs=(), defines=None,
                   flags=(), timeout: float = 60) -> RunResult:
    """``iverilog -o sim.vvp`` of ``files`` (relative to ``run_dir``) with the named root modules."""
    return run_isolated(_compile_argv(files, roots, include_dirs, defines, flags), run_dir, timeout)


COMPILE_LOG = "svafam_iverilog.log"   # the compiler's output, in the run folder of a compile-and-run
COMPILED = "svafam-compiled"          # the first line of its standard output: this and the compiler's exit code
TIMED_OUT = (124, 137)                # coreutils timeout's codes: stopped with TERM, or (1 s later) KILL
# One sandbox for the compile and the simulation: a sandbox costs ~30 ms of CPU to start, as much as compiling a
# small design, and the compiled simulation does not travel out of one sandbox and into the next. Each program
# keeps its own wall-clock limit (coreutils timeout), the sandbox's is their sum. The compiler's exit code opens the
# standard output, before the simulation can write a line: the simulated code may rewrite any file of its folder,
# so nothing it could forge decides what the compile did (the log is read only when no simulation ran).
_COMPILE_AND_RUN = ('{timeout} -k 1 {compile_limit} "$@" >{log} 2>&1; code=$?; echo "{compiled} $code"; '
                    '[ $code -eq 0 ] || exit 0; exec {timeout} -k 1 {wall} {vvp} -n sim.vvp')


def compile_and_simulate(run_dir: Path, files: list[str], roots: list[str], *, include_dirs=(), defines=None,
                         flags=(), compile_timeout: float = 60, wall: float = 60) -> tuple[RunResult, RunResult]:
    """:func:`compile_design`, then (if it compiled) :func:`simulate`, in one sandbox: the compile's result and the
    simulation's (``error`` with no output where the compile failed)."""
    from svafam.sandbox import tool_runtime
    from svafam.sandbox.tools import icarus_runtime, run_tool

    _, vvp = tools()
    shell, timeout = shutil.which("sh"), shutil.which("timeout")
    nothing = RunResult("error", None, "", "", 0.0)
    if not shell or not timeout:   # no shell or coreutils here: a sandbox each
        compiled = compile_design(run_dir, files, roots, include_dirs=include_dirs, defines=defines, flags=flags,
                                  timeout=compile_timeout)
        return compiled, simulate(run_dir, wall) if compiled.ok else nothing
    script = _COMPILE_AND_RUN.format(timeout=shlex.quote(timeout), compile_limit=f"{compile_timeout:g}",
                                     log=COMPILE_LOG, compiled=COMPILED, wall=f"{wall:g}", vvp=shlex.quote(vvp))
    limits = _limits(int(max(compile_timeout, wall)) + 2, compile_timeout + wall + 4)
    argv = _compile_argv(files, roots, include_dirs, defines, flags)
    run = run_tool([shell, "-c", script, "svafam-run", *argv], run_dir, limits,
                   runtime=icarus_runtime() + tool_runtime(shell, timeout))
    first, _, stdout = run.stdout.partition("\n")
    word, _, code = first.partition(" ")
    if word != COMPILED or not code.isdigit():   # the compiler never ended: the sandbox stopped it, or never started
        status = "timeout" if run.status == "timeout" else "error"
        return RunResult(status, None, "", _capped(_compile_log(run_dir) or run.stderr), run.seconds), nothing
    if int(code) != 0:
        status = "timeout" if int(code) in TIMED_OUT else "error"
        return RunResult(status, int(code), "", _compile_log(run_dir), run.seconds), nothing
    compiled = RunResult("ok", 0, "", "", 0.0)
    status = "timeout" if run.status == "failed" and run.returncode in TIMED_OUT else _status(run)
    return compiled, RunResult(status, run.returncode, _capped(stdout), _capped(run.stderr), run.seconds)


def _compile_log(run_dir: Path) -> str:
    try:
        with open(run_dir / COMPILE_LOG, encoding="utf-8", errors="replace") as f:
            return _capped(f.read(OUTPUT_CAP + 1))
    except OSError:
        return ""


def simulate(run_dir: Path, timeout: float) -> RunResult:
    _, vvp = tools()
    return run_isolated([vvp, "-n", "sim.vvp"], run_dir, timeout)
