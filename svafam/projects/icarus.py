"""Icarus Verilog runs of a project's code: compile, simulate, each with a watchdog.

Every run of user code goes through :func:`run_isolated`, the one place to switch to the
sandbox of ``svafam/sandbox/`` when it is on main. Until then a run is a child process in
its own session (killed as a whole at its timeout, and when this process dies), in the
run folder that holds copies of the project's files and nothing else, with limits on
CPU time, address space, file size and open files, stdin closed, output kept to a cap.

``vvp -n``: ``$stop`` ends the simulation instead of waiting for an interactive prompt.
"""

from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from svafam.engine.proctree import die_with_parent, kill_session
from svafam.errors import SvafamError

OUTPUT_CAP = 64 * 1024          # characters of stdout/stderr kept
FILE_BYTES = 256 * 1024 * 1024  # largest file a run may write (a trace)
MEMORY_BYTES = 4 * 1024 * 1024 * 1024


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
    out = subprocess.run([iverilog, "-V"], capture_output=True, text=True, stdin=subprocess.DEVNULL)
    first = (out.stdout or out.stderr).splitlines()
    return first[0].strip() if first else "unknown"


def _fence(cpu_seconds: float):
    def apply() -> None:
        os.setsid()
        die_with_parent()
        cpu = int(cpu_seconds) + 2
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))
        resource.setrlimit(resource.RLIMIT_FSIZE, (FILE_BYTES, FILE_BYTES))
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return apply


def run_isolated(argv: list[str], cwd: Path, timeout: float) -> RunResult:
    """Run ``argv`` in ``cwd`` under the limits; its whole session is killed at ``timeout`` seconds.

    The one function to point at the sandbox (read-only system, writes only in ``cwd``, no
    network) once ``svafam/sandbox/`` offers it.
    """
    start = time.monotonic()
    out_path, err_path = cwd / ".svafam-stdout", cwd / ".svafam-stderr"
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C", "HOME": str(cwd)}
        proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=env,
                                preexec_fn=_fence(timeout), close_fds=True)
        try:
            code = proc.wait(timeout=timeout)
            status = "ok" if code == 0 else "error"
        except subprocess.TimeoutExpired:
            kill_session(proc.pid)
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            proc.wait()
            code, status = None, "timeout"
        finally:
            if proc.poll() is None:
                kill_session(proc.pid)
                proc.wait()
    stdout = _read_capped(out_path)
    stderr = _read_capped(err_path)
    out_path.unlink(missing_ok=True)
    err_path.unlink(missing_ok=True)
    if status == "error" and code is not None and code < 0 and -code == signal.SIGXCPU:
        status = "timeout"
    return RunResult(status, code, stdout, stderr, time.monotonic() - start)


def _read_capped(path: Path) -> str:
    try:
        with open(path, "rb") as f:
            data = f.read(OUTPUT_CAP + 1)
    except OSError:
        return ""
    text = data[:OUTPUT_CAP].decode("utf-8", errors="replace")
    return text + ("\n[output cut]" if len(data) > OUTPUT_CAP else "")


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
