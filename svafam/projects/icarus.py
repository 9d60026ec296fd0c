"""Icarus Verilog runs of a project's code: compile, simulate, each with a watchdog.

A user's project is hostile until checked: every run of its code goes through
:func:`run_isolated`, which runs Icarus in the project's sandbox (:func:`svafam.sandbox.tools.run_tool`:
its own namespaces, Landlock, seccomp, rlimits, no network), in a copy of the run folder
that holds copies of the project's files and nothing else; what the run leaves there (the
compiled design, traces) comes back. Killed as a whole at its timeout; output kept to a cap.

``vvp -n``: ``$stop`` ends the simulation instead of waiting for an interactive prompt.
"""

from __future__ import annotations

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
    from svafam.sandbox.tools import ToolLimits, icarus_runtime, run_tool

    limits = ToolLimits(cpu_seconds=int(timeout) + 2, wall_seconds=timeout, memory_bytes=MEMORY_BYTES,
                        file_bytes=FILE_BYTES, disk_bytes=DISK_BYTES)
    run = run_tool(argv, cwd, limits, runtime=icarus_runtime())
    status = {"ok": "ok", "timeout": "timeout"}.get(run.status, "error")
    return RunResult(status, run.returncode, _capped(run.stdout), _capped(run.stderr), run.seconds)


def _capped(text: str) -> str:
    return text[:OUTPUT_CAP] + ("\n[output cut]" if len(text) > OUTPUT_CAP else "")


def compile_design(run_dir: Path, files: list[str], roots: list[str], *, include_dirs=(), defines=None,
                   flags=(), timeout: float = 60) -> RunResult:
    """``iverilog -o sim.vvp`` of ``files`` (relative to ``run_dir``) with the named root modules."""
    iverilog, _ = tools()
    argv = [iverilog, *flags, "-o", "sim.vvp"]
    for root in roots:
        argv += ["-s", root]
    argv += [f"-I{d}" for d in include_dirs]
    argv += [f"-D{k}={v}" if v != "" else f"-D{k}" for k, v in sorted((defines or {}).items())]
    return run_isolated(argv + list(files), run_dir, timeout)


def simulate(run_dir: Path, timeout: float) -> RunResult:
    _, vvp = tools()
    return run_isolated([vvp, "-n", "sim.vvp"], run_dir, timeout)
