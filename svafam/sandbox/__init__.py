"""A sandbox for untrusted code and for tools run on untrusted text: the one mechanism every checker uses.

    result = run([program, *args], workdir=folder, runtime=tool_runtime(program), limits=Limits(...))
    result = run_python(source, stdin=b"...")            # -I -S: no installed package, no project
    with open_python(source) as session: session.send(b"..."); session.read_line(4096)

The command runs in new user, PID, mount, network and IPC namespaces: PID 1 of its
namespace is the sandbox's own init, which kills every process left when the command
ends (a ``setsid`` daemon too) and enforces the wall-clock limit itself. Its folder is
a size- and inode-limited tmpfs holding a copy of ``workdir``; what it leaves there is
copied back. Landlock allows reading only the runtime's files (never this project, the
installed packages, the dataset, the caches or the home folder), writing only in its
folder, no TCP, and no signal out of the sandbox; rlimits bound CPU, memory, file size,
open files and processes; capabilities are dropped and a seccomp filter closes kernel
interfaces nothing honest uses. See docs/sandbox.md.

A protection the kernel cannot give raises :class:`SandboxUnavailable` before the
command starts, unless ``unsafe=True``: then the result's ``missing`` names it.
"""

from __future__ import annotations

from pathlib import Path

from .inside import names
from .inside.names import REQUIRED
from .launch import Session, _Launch, copy_back, without
from .limits import MIB, Limits, says_out_of_memory
from .policy import Runtime, default_forbidden, expand, python_executable, python_runtime, tool_runtime
from .result import SandboxResult, SandboxUnavailable

__all__ = [
    "MIB",
    "REQUIRED",
    "Limits",
    "Runtime",
    "SandboxResult",
    "SandboxUnavailable",
    "Session",
    "copy_back",
    "default_forbidden",
    "expand",
    "names",
    "open_python",
    "open_session",
    "probe",
    "python_argv",
    "python_executable",
    "python_runtime",
    "run",
    "run_python",
    "says_out_of_memory",
    "tool_runtime",
]


def run(argv: list[str], *, workdir: Path | None = None, runtime: Runtime = Runtime(), writable: tuple[str, ...] = (),
        env: dict[str, str] | None = None, limits: Limits = Limits(), stdin: bytes = b"", unsafe: bool = False,
        exec_in_workdir: bool = False, forbidden: list[str] | None = None, cwd: str = "") -> SandboxResult:
    """Run ``argv`` (an absolute program path first) to its end; standard output and error come back capped.

    ``workdir``: a folder whose files the command finds in its own (empty otherwise), and
    receives back what the command leaves there. ``runtime``: what it may read and execute
    (:func:`python_runtime`, :func:`tool_runtime`). ``forbidden``: folders no allowed path
    may reveal (default :func:`default_forbidden`). ``exec_in_workdir``: let it execute
    files of its folder (a compiled model). ``cwd``: the folder of its own folder it starts in (relative).
    """
    launch = _Launch(list(argv), workdir=workdir, runtime=runtime, writable=writable, env=env, limits=limits,
                     unsafe=unsafe, exec_in_workdir=exec_in_workdir, forbidden=forbidden, interactive=False,
                     stdin=stdin, cwd=cwd)
    return launch.finish()


def open_session(argv: list[str], *, workdir: Path | None = None, runtime: Runtime = Runtime(),
                 env: dict[str, str] | None = None, limits: Limits = Limits(), unsafe: bool = False,
                 forbidden: list[str] | None = None) -> Session:
    """Start ``argv`` with pipes to its standard input and output (a line protocol with a checker)."""
    launch = _Launch(list(argv), workdir=workdir, runtime=runtime, writable=(), env=env, limits=limits,
                     unsafe=unsafe, exec_in_workdir=False, forbidden=forbidden, interactive=True, stdin=None)
    return Session(launch)


def python_argv(source: str) -> list[str]:
    """This interpreter on ``source``, isolated: no site-packages, no environment, no current folder."""
    return [python_executable(), "-I", "-S", "-B", "-c", source]


def run_python(source: str, **kwargs) -> SandboxResult:
    """:func:`run` of ``source`` in an isolated interpreter reading only the standard library."""
    kwargs.setdefault("runtime", python_runtime())
    return run(python_argv(source), **kwargs)


def open_python(source: str, **kwargs) -> Session:
    kwargs.setdefault("runtime", python_runtime())
    return open_session(python_argv(source), **kwargs)


_PROBED: dict[tuple, SandboxResult] = {}


def probe(unsafe: bool = False) -> SandboxResult:
    """A trivial sandboxed run, once per process: raises :class:`SandboxUnavailable` (naming what is
    missing) where the kernel cannot sandbox, unless ``unsafe``. Checkers call it before their first candidate."""
    key = (unsafe, tuple(without()))  # protections turned off on purpose are part of the question
    if key not in _PROBED:
        result = run_python("pass", unsafe=unsafe, limits=Limits(wall_seconds=20))
        if not result.ok:
            raise SandboxUnavailable({"sandbox": result.problem or result.summary()})
        _PROBED[key] = result
    return _PROBED[key]
