"""One SBY job whose inputs hold candidate text: stock SBY, started inside the sandbox (:mod:`svafam.sandbox`).

Every executor runs a :attr:`JobSpec.untrusted` job here instead of in the warm server's
forks (which share the checker's memory, open files and environment) or as a plain
program. SBY and every tool it starts (Yosys, smtbmc, Bitwuzla, ABC) then read only the
toolchain's files (:mod:`svafam.engine.sandbox_tools`) and the job's own, write only in
the job's own folder (a size-limited tmpfs, copied back when SBY ends), reach no network
and no process outside, and none outlives the job. The limits are the sandbox's: the
wall-clock limit is the executor's timeout, enforced inside the sandbox; memory is bounded
per process by the job's ``memory_bytes`` and for the whole tree by the same amount; CPU for
the whole tree by :data:`CORES` times the timeout. A job over a limit ends ``ERROR`` with
``limit`` named (``memory``, ``disk``, ``file_size``) or ``TIMEOUT`` (``wall``, ``cpu``): never
a verdict.
"""

from __future__ import annotations

import math
import os
import shutil
import time
from pathlib import Path

from svafam import sandbox

from .events import read_events
from .job import JobSpec
from .outcome import JobOutcome
from .sandbox_tools import sandboxed_tools
from .sby_run import finish_outcome
from .toolchain import Toolchain

MEMORY_BYTES = 2 << 30   # per process, and for the whole tree, when the job names none
CORES = 2                # the whole tree's CPU time is at most this many cores for the whole timeout
WORK = "sby-work"        # SBY's work folder, beside the job's files in the sandbox's folder
_LIMIT_STATUS = {"wall": "TIMEOUT", "cpu": "TIMEOUT"}


def sby_limits(job: JobSpec, timeout: float) -> sandbox.Limits:
    memory = job.memory_bytes or MEMORY_BYTES
    return sandbox.Limits(wall_seconds=timeout, cpu_seconds=max(1, math.ceil(timeout)), memory_bytes=memory,
                          total_memory_bytes=memory, total_cpu_seconds=CORES * timeout, file_bytes=64 * sandbox.MIB,
                          open_files=256, processes=32, disk_bytes=256 * sandbox.MIB, disk_files=4096,
                          output_bytes=256 * 1024)


def run_sby_sandboxed(job: JobSpec, workdir: Path, toolchain: Toolchain, timeout: float) -> JobOutcome:
    """Run ``job`` with stock SBY in the sandbox; its work folder ends up at ``workdir``, as with
    :func:`svafam.engine.sby_run.run_sby`. Where the kernel cannot sandbox, the outcome is ``ERROR``
    naming what is missing (unless the job allows an unsafe run)."""
    start = time.monotonic()
    tools = sandboxed_tools(toolchain)
    limits = sby_limits(job, timeout)
    staging = workdir.parent / f".{workdir.name}.sandbox-{os.getpid()}"
    shutil.rmtree(staging, ignore_errors=True)
    try:
        for rel in job.files():  # only the job's declared files: what a remote worker would get
            target = staging / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(job.root / rel, target)
        sby_dir = os.path.dirname(os.path.normpath(job.sby_file))
        argv = [tools.env["SBY"], "-f", "-d", os.path.relpath(WORK, sby_dir or "."), os.path.basename(job.sby_file)]
        env = {k: v for k, v in tools.env.items() if k != "SBY"}
        try:
            result = sandbox.run(argv, workdir=staging, runtime=tools.runtime, env=env, limits=limits,
                                 unsafe=job.unsafe_no_sandbox, cwd=sby_dir)
        except sandbox.SandboxUnavailable as err:
            return JobOutcome("ERROR", wall_seconds=time.monotonic() - start,
                              message=f"refused: {err} (the job's inputs hold candidate text)")
        shutil.rmtree(workdir, ignore_errors=True)
        if (staging / WORK).is_dir():
            os.replace(staging / WORK, workdir)
        else:
            workdir.mkdir(parents=True, exist_ok=True)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return sandboxed_outcome(result, workdir, limits, time.monotonic() - start)


def sandboxed_outcome(result: sandbox.SandboxResult, workdir: Path, limits: sandbox.Limits,
                      wall: float) -> JobOutcome:
    """What SBY said, read as for any SBY run; a limit the sandbox enforced comes first."""
    output = (result.stdout + result.stderr).decode("utf-8", "replace")
    if not result.started:
        return JobOutcome("ERROR", wall_seconds=wall, message=f"the sandbox did not start SBY: {result.problem}")
    if result.limit is not None:
        status = _LIMIT_STATUS.get(result.limit, "ERROR")
        what = "no verdict within" if status == "TIMEOUT" else "over a limit:"
        out = JobOutcome(status, wall_seconds=wall, limit=result.limit,
                         message=f"{what} {result.limit_detail}; the job was stopped in its sandbox")
        out.events = read_events(workdir)
    else:
        out = finish_outcome(workdir, 16 if result.returncode is None else result.returncode, wall, output,
                             limits.memory_bytes)
        if out.limit == "memory":  # a tool that said so (std::bad_alloc, MemoryError) at its address-space limit
            out.message = f"over a limit: the job ran out of memory ({limits.describe('memory')})"
    out.sandbox = {"protections": list(result.protections), "missing": dict(result.missing),
                   "cpu_seconds": result.total_cpu_seconds, "peak_memory_bytes": result.peak_memory_bytes,
                   "peak_tasks": result.peak_tasks}
    return out
