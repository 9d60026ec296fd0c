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

from .events import read_events
from .outcome import JobOutcome, outcome_from_direct, parse_outcome
from .proctree import kill_session
from .sby_direct import OUTCOME_FILE
from .toolchain import Toolchain
from .warm_sby import SbyServer, ServerError


def run_sby(sby_file: Path, workdir: Path, toolchain: Toolchain, timeout: float) -> JobOutcome:
    """Run one stock SBY task; the job folder is the working directory, as when run by hand."""
    cmd = toolchain.sby_command() + ["-f", "-d", str(workdir), sby_file.name]
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, cwd=sby_file.parent, env=toolchain.run_env(), stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    except OSError as err:
        return JobOutcome("ERROR", wall_seconds=0.0, message=f"cannot start SBY: {err}")
    try:
        output, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_session(proc.pid)
        proc.communicate()
        return _timed_out(timeout, time.monotonic() - start)
    kill_session(proc.pid)  # SBY leaves no solver behind on success, but be sure
    return _finish(workdir, proc.returncode, time.monotonic() - start, output.decode(errors="replace"))


def run_sby_warm(server: SbyServer, sby_file: Path, workdir: Path, timeout: float) -> JobOutcome:
    """The same SBY run as :func:`run_sby`, in a fork of the warm server."""
    output_file = workdir.parent / f"{workdir.name}.sby-output.txt"
    start = time.monotonic()
    try:
        returncode = server.run(sby_file, workdir, output_file, timeout)
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
    return _finish(workdir, returncode, wall, output)


def _timed_out(timeout: float, wall: float) -> JobOutcome:
    return JobOutcome("TIMEOUT", wall_seconds=wall, message=f"no verdict within {timeout:g} s; the job was stopped")


def _finish(workdir: Path, returncode: int, wall: float, output: str) -> JobOutcome:
    outcome = parse_outcome(workdir, returncode, wall)
    outcome.events = read_events(workdir)
    if outcome.status == "ERROR" and not (workdir / "logfile.txt").exists():
        tail = output.strip().splitlines()[-3:]
        outcome.message = " | ".join(tail) or outcome.message
    return outcome
