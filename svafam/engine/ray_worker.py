"""What runs inside a Ray worker process for :mod:`svafam.engine.ray_executor`.

A worker process runs many tasks one after another; the first one starts a warm SBY
server that the later ones reuse (it dies with the worker: its request pipe closes).
Only plain data crosses the wire: the job's files in, the outcome's fields and the
trace's bytes out.
"""

from __future__ import annotations

import atexit
import dataclasses
import os
import shutil
from pathlib import Path

from .job import JobSpec
from .local import runner_mode
from .outcome import JobOutcome
from .sby_run import run_sby, run_sby_warm
from .sby_sandboxed import run_sby_sandboxed
from .scratch import owned_scratch, sweep_orphans
from .toolchain import MissingTool, Toolchain, discover
from .warm_sby import SbyServer

SCRATCH_PREFIX = "svafam-ray-"
_CHAIN: Toolchain | None = None
_SERVER: SbyServer | None = None


def _toolchain() -> Toolchain:
    global _CHAIN
    if _CHAIN is None:
        _CHAIN = discover()
    return _CHAIN


def _server() -> SbyServer | None:
    global _SERVER
    if _SERVER is None and runner_mode(_toolchain()) == "warm":
        _SERVER = SbyServer(_toolchain())
        atexit.register(_SERVER.close)
    return _SERVER


def probe() -> dict:
    """The tool versions this worker runs jobs with, or what is missing."""
    try:
        return {"versions": _toolchain().versions()}
    except MissingTool as e:
        return {"missing": str(e)}


def warm_up() -> int:
    """Start this worker's warm server before its first job; the worker's process id."""
    server = _server()
    if server is not None:
        server.wait_ready()
    return os.getpid()


def run_job(payload: dict[str, bytes], sby_file: str, timeout: float, memory_bytes: int | None = None,
            untrusted: bool = False, unsafe_no_sandbox: bool = False) -> dict:
    """Run one job from its files; the outcome's fields, and the trace as (file name, bytes). An untrusted job
    runs in this worker's sandbox (:mod:`svafam.engine.sby_sandboxed`), as on the local executors."""
    sweep_orphans(SCRATCH_PREFIX)   # the folders of workers killed in the middle of a job (never raises)
    root = owned_scratch(SCRATCH_PREFIX)
    try:
        for rel, data in payload.items():
            path = root / "job" / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        sby_path = (root / "job" / sby_file).resolve()
        workdir = root / "work"
        if untrusted:
            job = JobSpec("job", root / "job", sby_file, tuple(payload), memory_bytes=memory_bytes, untrusted=True,
                          unsafe_no_sandbox=unsafe_no_sandbox)
            return _as_data(run_sby_sandboxed(job, workdir, _toolchain(), timeout), workdir)
        server = _server()
        if server is not None:
            outcome = run_sby_warm(server, sby_path, workdir, timeout, memory_bytes)
        else:
            outcome = run_sby(sby_path, workdir, _toolchain(), timeout, memory_bytes)
        return _as_data(outcome, workdir)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _as_data(outcome: JobOutcome, workdir: Path) -> dict:
    """The outcome as plain data; trace paths relative to the work folder, with the traces' bytes."""
    skip = ("trace_source", "events")
    found = {f.name: getattr(outcome, f.name) for f in dataclasses.fields(outcome) if f.name not in skip}
    traces: dict[str, bytes] = {}

    def ship(path: Path | None) -> str | None:
        if path is None or not path.is_file():
            return None
        rel = path.relative_to(workdir).as_posix()
        traces.setdefault(rel, path.read_bytes())
        return rel

    found["trace_source"] = ship(outcome.trace_source)
    found["events"] = [(e.kind, e.name, e.step, ship(e.trace)) for e in outcome.events]
    found["traces"] = traces
    return found
