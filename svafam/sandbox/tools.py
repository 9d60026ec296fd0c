"""The one place where a program runs on candidate code: compilers and simulators of answers and of users' projects.

Icarus Verilog running an answer inside a testbench, and the C++ compiler and the compiled
model of a C++ answer, all go through :func:`run_tool`, which runs them in the project's
sandbox (:mod:`svafam.sandbox`: new namespaces, Landlock, seccomp, rlimits, a tmpfs folder of
its own; docs/sandbox.md). Each program may read only what it needs (:func:`icarus_runtime`,
:func:`compiler_runtime`; a compiled model, only the system's libraries). Where the kernel
cannot sandbox, :class:`svafam.sandbox.SandboxUnavailable` is raised before anything runs,
unless ``unsafe`` (then the result names what was missing).
"""

from __future__ import annotations

import glob
import os
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from svafam import sandbox

_KIB = 1024


@dataclass(frozen=True)
class ToolLimits:
    cpu_seconds: int = 60
    memory_bytes: int = 2 * 1024 * 1024 * 1024
    file_bytes: int = 64 * 1024 * 1024
    open_files: int = 256
    wall_seconds: float = 120.0
    processes: int = 16
    disk_bytes: int = 256 * 1024 * 1024

    def as_dict(self) -> dict:
        return {"cpu_seconds": self.cpu_seconds, "memory_bytes": self.memory_bytes, "file_bytes": self.file_bytes,
                "open_files": self.open_files, "wall_seconds": self.wall_seconds, "processes": self.processes,
                "disk_bytes": self.disk_bytes}


@dataclass
class ToolRun:
    status: str          # ok (exit 0) | failed (another exit status) | timeout | crash (killed) | missing
    returncode: int | None
    stdout: str
    stderr: str
    seconds: float
    missing: dict[str, str] = field(default_factory=dict)  # protections not in force (unsafe runs only)


@lru_cache(maxsize=1)
def icarus_runtime() -> sandbox.Runtime:
    """``iverilog`` (which runs its preprocessor and compiler through the shell) and ``vvp``."""
    ivl = [p for p in glob.glob("/usr/lib/*/ivl") + glob.glob("/usr/lib/ivl") if os.path.isdir(p)]
    programs = [shutil.which("iverilog"), shutil.which("vvp"), "/bin/sh", *ivl]
    return sandbox.tool_runtime(*[p for p in programs if p])


@lru_cache(maxsize=1)
def compiler_runtime() -> sandbox.Runtime:
    """``g++`` and the programs it runs (``cc1plus``, ``as``, ``collect2``, ``ld``), the headers and the libraries."""
    gxx = shutil.which("g++")
    programs = [os.path.realpath(p) for p in (gxx, shutil.which("as"), shutil.which("ld")) if p]
    libexec = [p for p in glob.glob("/usr/lib/gcc/*/*") + glob.glob("/usr/libexec/gcc/*/*") if os.path.isdir(p)]
    read = tuple(p for p in ("/usr/include", "/usr/lib/gcc", "/usr/libexec/gcc") if os.path.isdir(p))
    return sandbox.tool_runtime(*programs, *libexec, read=read)


def run_tool(argv: Sequence[str], workdir: Path, limits: ToolLimits = ToolLimits(), stdin: bytes = b"",
             runtime: sandbox.Runtime | None = None, exec_in_workdir: bool = False, unsafe: bool = False) -> ToolRun:
    """Run ``argv`` with ``workdir``'s files in its own folder (what it leaves there comes back); never raises
    for what the program does. ``exec_in_workdir``: the program is a file of the folder (a compiled model)."""
    if exec_in_workdir:  # a file of the command's own folder, whose path there is the sandbox's: started by a shell
        argv = ["/bin/sh", "-c", 'exec "./$0" "$@"', *argv]
        runtime = (runtime or sandbox.tool_runtime()) + sandbox.tool_runtime("/bin/sh")
    program = argv[0] if os.path.isabs(argv[0]) else shutil.which(argv[0])
    if program is None:
        return ToolRun("missing", None, "", f"cannot run {argv[0]}: not installed", 0.0)
    box = sandbox.Limits(wall_seconds=limits.wall_seconds, cpu_seconds=limits.cpu_seconds,
                         memory_bytes=limits.memory_bytes, file_bytes=limits.file_bytes, open_files=limits.open_files,
                         processes=limits.processes, disk_bytes=limits.disk_bytes, disk_files=4096,
                         output_bytes=1024 * _KIB)
    result = sandbox.run([program, *argv[1:]], workdir=Path(workdir), runtime=runtime or sandbox.tool_runtime(program),
                         limits=box, stdin=stdin, unsafe=unsafe, exec_in_workdir=exec_in_workdir)
    out = result.stdout.decode("utf-8", "replace")
    err = result.stderr.decode("utf-8", "replace")
    if not result.started:
        return ToolRun("missing", None, out, f"the sandboxed program did not start: {result.problem}",
                       result.wall_seconds, result.missing)
    if result.limit in ("wall", "cpu"):
        status = "timeout"
    elif result.returncode == 0 and result.limit is None:
        status = "ok"
    elif result.returncode is None or result.limit is not None:
        status = "crash"
    else:
        status = "failed"
    return ToolRun(status, result.returncode, out, err + (f"\n({result.summary()})" if status == "crash" else ""),
                   result.wall_seconds, result.missing)
