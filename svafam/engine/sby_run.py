"""Start one SBY task: as a program of its own, or in a fork of the warm SBY server.

Both leave the task's files in ``workdir`` and read the verdict the same way
(:mod:`svafam.engine.outcome`); the warm server's direct job path writes its outcome
file in place of SBY's summary.
"""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

from svafam import sandbox

from .events import read_events
from .outcome import JobOutcome, outcome_from_direct, parse_outcome
from .proctree import kill_session, limit_memory
from .sby_direct import OUTCOME_FILE
from .toolchain import Toolchain
from .warm_sby import SbyServer, ServerError


def run_sby(sby_file: Path, workdir: Path, toolchain: Toolchain, timeout: float,
            memory_bytes: int | None = None) -> JobOutcome:
    """Run one stock SBY task; the job folder is the working directory, as when run by hand."""
    cmd = toolchain.sby_command() + ["-f", "-d", str(workdir), sby_file.name]
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, cwd=sby_file.parent, env=toolchain.run_env(), stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    except OSError as err:
        return JobOutcome("ERROR", wall_seconds=0.0, message=f"cannot start SBY: {err}")
    if memory_bytes:
        limit_memory(memory_bytes, proc.pid)  # before SBY (Python starting up) starts any tool
    try:
        output, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_session(proc.pid)
        proc.communicate()
        return _timed_out(timeout, time.monotonic() - start)
    kill_session(proc.pid)  # SBY leaves no solver behind on success, but be sure
    return finish_outcome(workdir, proc.returncode, time.monotonic() - start, output.decode(errors="replace"), memory_bytes)


def run_sby_warm(server: SbyServer, sby_file: Path, workdir: Path, timeout: float,
                 memory_bytes: int | None = None) -> JobOutcome:
    """The same SBY run as :func:`run_sby`, in a fork of the warm server."""
    output_file = workdir.parent / f"{workdir.name}.sby-output.txt"
    start = time.monotonic()
    try:
        returncode = server.run(sby_file, workdir, output_file, timeout, memory_bytes)
    except ServerError as err:
        return JobOutcome("ERROR", wall_seconds=time.monotonic() - start, message=str(err))
    wall = time.monotonic() - start
    output = output_file.read_text(errors="replace") if output_file.exists() else ""
    output_file.unlink(missing_ok=True)
    if returncode is None:
        return _timed_out(timeout, wall)
    direct = workdir / OUTCOME_FILE
    if returncode == 0 and direct.is_file():
        outcome = outcome_from_direct(json.loads(direct.read_text(encoding="utf-8")), wall)
        outcome.events = read_events(workdir)
        return outcome
    return finish_outcome(workdir, returncode, wall, output, memory_bytes)


def _timed_out(timeout: float, wall: float) -> JobOutcome:
    return JobOutcome("TIMEOUT", wall_seconds=wall, message=f"no verdict within {timeout:g} s; the job was stopped")


def finish_outcome(workdir: Path, returncode: int, wall: float, output: str, memory_bytes: int | None = None) -> JobOutcome:
    """The outcome of an SBY run that ended by itself; with ``memory_bytes``, a tool that ran out of memory is
    ``limit="memory"``."""
    outcome = parse_outcome(workdir, returncode, wall)
    outcome.events = read_events(workdir)
    if outcome.status == "ERROR" and not (workdir / "logfile.txt").exists():
        tail = output.strip().splitlines()[-3:]
        outcome.message = " | ".join(tail) or outcome.message
    if memory_bytes and outcome.status == "ERROR" and _ran_out_of_memory(workdir, output, returncode):
        outcome.limit = "memory"
        outcome.message = (f"over a limit: the job ran out of memory (each of its processes may grow by "
                           f"{memory_bytes // (1 << 20)} MiB)")
    return outcome


def _ran_out_of_memory(workdir: Path, output: str, returncode: int) -> bool:
    """An out-of-memory message in the job's output or any log of its work folder, or a crash by signal."""
    if returncode is not None and returncode < 0:
        return True  # a tool that cannot handle a failed allocation dies of it (SIGSEGV, SIGABRT)
    texts = [output] + [p.read_text(errors="replace")[-200_000:] for p in workdir.rglob("*.txt") if p.is_file()]
    return any(sandbox.says_out_of_memory(text) for text in texts)
