"""The one place where a program runs on candidate code: compilers and simulators of answers.

Icarus Verilog running an answer inside a testbench, and the C++ compiler and the compiled
model of a C++ answer, all go through :func:`run_tool`. The project's sandbox
(``svafam/sandbox/``: Landlock, namespaces) replaces the body of this function when it
lands; until then this is the same resource fence as the Python reference models'
(:mod:`svafam.scoring.model_runner`): an empty environment but ``PATH``, a working folder
of its own, its own session (killed whole at the end), limits on CPU time, address space,
file size and open files, and a wall-clock timeout. **A resource fence, not a security
sandbox**: the program can read what this user can read.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

OUTPUT_LIMIT = 1024 * 1024


@dataclass(frozen=True)
class ToolLimits:
    cpu_seconds: int = 60
    memory_bytes: int = 2 * 1024 * 1024 * 1024
    file_bytes: int = 64 * 1024 * 1024
    open_files: int = 256
    wall_seconds: float = 120.0

    def as_dict(self) -> dict:
        return {"cpu_seconds": self.cpu_seconds, "memory_bytes": self.memory_bytes, "file_bytes": self.file_bytes,
                "open_files": self.open_files, "wall_seconds": self.wall_seconds}


@dataclass
class ToolRun:
    status: str          # ok (exit 0) | failed (another exit status) | timeout | crash (killed by a signal) | missing
    returncode: int | None
    stdout: str
    stderr: str
    seconds: float


def _fence(limits: ToolLimits):
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (limits.cpu_seconds, limits.cpu_seconds + 1))
        resource.setrlimit(resource.RLIMIT_AS, (limits.memory_bytes, limits.memory_bytes))
        resource.setrlimit(resource.RLIMIT_FSIZE, (limits.file_bytes, limits.file_bytes))
        resource.setrlimit(resource.RLIMIT_NOFILE, (limits.open_files, limits.open_files))
    return apply


def run_tool(argv: Sequence[str], workdir: Path, limits: ToolLimits = ToolLimits(), stdin: bytes = b"") -> ToolRun:
    """Run ``argv`` in ``workdir`` (which it may write) behind the fence; never raises for what the program does.
    Its output goes to files beside ``workdir`` (so the file-size limit bounds it too), read back in part."""
    start = time.monotonic()
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"}
    with tempfile.TemporaryDirectory(prefix="svafam-tool-io-") as io_dir:
        out_path, err_path = Path(io_dir) / "stdout", Path(io_dir) / "stderr"
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            try:
                proc = subprocess.Popen(list(argv), cwd=workdir, env=env, stdin=subprocess.PIPE, stdout=out,
                                        stderr=err, start_new_session=True, preexec_fn=_fence(limits))
            except OSError as e:
                return ToolRun("missing", None, "", f"cannot run {argv[0]}: {e}", 0.0)
            try:
                proc.communicate(stdin, timeout=limits.wall_seconds)
                status = "ok" if proc.returncode == 0 else ("crash" if proc.returncode < 0 else "failed")
                if proc.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
                    status = "timeout"
            except subprocess.TimeoutExpired:
                status = "timeout"
            finally:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)  # whatever it started goes with it
                except ProcessLookupError:
                    pass
                proc.wait()
        return ToolRun(status, proc.returncode, _tail(out_path), _tail(err_path), time.monotonic() - start)


def _tail(path: Path) -> str:
    with open(path, "rb") as f:
        f.seek(max(0, path.stat().st_size - OUTPUT_LIMIT))
        return f.read().decode("utf-8", "replace")
