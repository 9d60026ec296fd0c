"""Run plan jobs with SymbiYosys, in parallel, and read each verdict from SBY itself.

The verdict is the first word of the ``status`` file SBY writes at the end
of a task, cross-checked with its return code (PASS 0, FAIL 2, UNKNOWN 4,
ERROR 16). A job that SBY did not finish is TIMEOUT (killed by our per-job
timeout) or ERROR (crashed, or a tool missing) -- never PASS.

Two ways to start SBY, same verdicts: ``warm`` (the default when the PyPI
SBY is in use) sends jobs to one :class:`~formal.warm_sby.SbyServer` that
runs them in forks of a preloaded process -- the suite's job shapes through
:mod:`formal.sby_direct`, whose outcome file stands in for SBY's summary;
``process`` starts one SBY program per job. ``SVAFAM_RUNNER=process``
selects the latter.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .plan import EQUIVALENCE, GOLD_ON_MUTANT, GOLD_PROOF, REACHABILITY, Job
from .proctree import kill_session
from .scratch import make_scratch
from .sby_direct import OUTCOME_FILE
from .warm_sby import SbyServer, ServerError, adopt_early, warm_capable
from .toolchain import Toolchain

SBY_RETURN_CODES = {"PASS": 0, "FAIL": 2, "UNKNOWN": 4, "ERROR": 16}
DEFAULT_TIMEOUT = 120.0


@dataclass
class JobOutcome:
    """What one SBY run said about one job."""

    status: str                      # PASS FAIL UNKNOWN ERROR TIMEOUT
    engine: str | None = None        # the engine whose answer decided the task
    step: int | None = None          # failing step, or last cover step reached
    wall_seconds: float = 0.0
    failed_properties: list[str] = field(default_factory=list)
    reached_covers: list[str] = field(default_factory=list)
    unreached_covers: list[str] = field(default_factory=list)
    trace_source: Path | None = None  # VCD in the SBY work folder
    message: str = ""
    decided_by: str = "sby"          # or "direct": formal.sby_direct ran the tools (not evidence)


_ENGINE_RE = re.compile(r"(engine_\d+) \((.+?)\) returned (\w+)")
_FAILED_RE = re.compile(r"failed assertion (\S+) .*?step (\d+)")
_REACHED_RE = re.compile(r"(?<!un)reached cover statement (\S+) .*?step (\d+)")
_UNREACHED_RE = re.compile(r"unreached cover statement (\S+)")
_TRACE_RE = re.compile(r"(?:counterexample|cover) trace(?: \[\w+\])?: (\S+\.vcd)")


def _leaf(name: str) -> str:
    """``job_x.monitor.P3_RULE.CHECK`` -> ``P3_RULE``: checks are instances named after their property."""
    parts = name.split(".")
    if len(parts) > 1 and parts[-1] == "CHECK":
        return parts[-2]
    return parts[-1]


def _add_failed(out: JobOutcome, prop: str, step: int | None) -> None:
    """A failing property of SBY's summary: each named once; the step is the earliest failure."""
    if _leaf(prop) not in out.failed_properties:
        out.failed_properties.append(_leaf(prop))
    if step is not None:
        out.step = step if out.step is None else min(out.step, step)


def _add_reached(out: JobOutcome, prop: str, step: int | None) -> None:
    """A reached cover of SBY's summary; the step is the last one reached."""
    out.reached_covers.append(_leaf(prop))
    out.step = max(out.step or 0, step or 0)


def parse_outcome(workdir: Path, returncode: int | None, wall: float) -> JobOutcome:
    status_file = workdir / "status"
    log_file = workdir / "logfile.txt"
    words = status_file.read_text().split() if status_file.exists() else []
    status = words[0] if words else "ERROR"
    # SBY's complete summary is a file named after the status; the log may abridge it
    summary_file = workdir / status
    if status in SBY_RETURN_CODES and summary_file.is_file():
        log = summary_file.read_text(errors="replace")
    else:
        log = log_file.read_text(errors="replace") if log_file.exists() else ""
    message = ""
    if status in SBY_RETURN_CODES and returncode is not None and SBY_RETURN_CODES[status] != returncode:
        message = f"SBY status {status} but return code {returncode}"
        status = "ERROR"
    out = JobOutcome(status=status, wall_seconds=wall)
    for m in _ENGINE_RE.finditer(log):
        if m.group(3).upper() == status and out.engine is None:
            out.engine = m.group(2)
    for m in _FAILED_RE.finditer(log):
        _add_failed(out, m.group(1), int(m.group(2)))
    for m in _REACHED_RE.finditer(log):
        _add_reached(out, m.group(1), int(m.group(2)))
    out.unreached_covers = [_leaf(m.group(1)) for m in _UNREACHED_RE.finditer(log)]
    lines = log.splitlines()
    for i, line in enumerate(lines):
        if line.strip() == "unreached cover statements:":
            for item in lines[i + 1:]:
                m2 = re.match(r"\s+(\S+) at ", item)
                if not m2:
                    break
                out.unreached_covers.append(_leaf(m2.group(1)))
    m = _TRACE_RE.search(log)
    if m:
        trace = Path(m.group(1))
        if not trace.is_absolute():
            trace = workdir / trace
        out.trace_source = trace if trace.exists() else None
    if status == "ERROR" and not message:
        log = log_file.read_text(errors="replace") if log_file.exists() else log
        errors = [ln.strip() for ln in log.splitlines() if "ERROR" in ln or "rror:" in ln]
        message = errors[0][-300:] if errors else "SBY did not finish the task (see its logfile.txt)"
    out.message = message
    return out


def outcome_from_direct(found: dict, wall: float) -> JobOutcome:
    """The :mod:`formal.sby_direct` outcome, read as :func:`parse_outcome` reads SBY's summary."""
    out = JobOutcome(status=found["status"], engine=found["engine"], wall_seconds=wall, decided_by="direct")
    for prop, step in found["failed"]:
        _add_failed(out, prop, step)
    for prop, step in found["reached"]:
        _add_reached(out, prop, step)
    out.unreached_covers = [_leaf(prop) for prop in found["unreached"]]
    if found["trace"] and Path(found["trace"]).exists():
        out.trace_source = Path(found["trace"])
    return out


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
        return outcome_from_direct(json.loads(direct.read_text(encoding="utf-8")), wall)
    return _finish(workdir, returncode, wall, output)


def _timed_out(timeout: float, wall: float) -> JobOutcome:
    return JobOutcome("TIMEOUT", wall_seconds=wall, message=f"no verdict within {timeout:g} s; the job was stopped")


def _finish(workdir: Path, returncode: int, wall: float, output: str) -> JobOutcome:
    outcome = parse_outcome(workdir, returncode, wall)
    if outcome.status == "ERROR" and not (workdir / "logfile.txt").exists():
        tail = output.strip().splitlines()[-3:]
        outcome.message = " | ".join(tail) or outcome.message
    return outcome


def runner_mode(toolchain: Toolchain) -> str:
    wanted = os.environ.get("SVAFAM_RUNNER", "warm")
    if wanted not in ("warm", "process"):
        raise ValueError(f"SVAFAM_RUNNER={wanted!r}: expected 'warm' or 'process'")
    return "warm" if wanted == "warm" and warm_capable(toolchain) else "process"


# the slowest kinds first, so two workers do not end on one long job
_KIND_ORDER = {GOLD_PROOF: 0, REACHABILITY: 1, GOLD_ON_MUTANT: 2, EQUIVALENCE: 4}


@dataclass
class RunRequest:
    job: Job
    family_dir: Path


ProgressFn = Callable[[RunRequest, JobOutcome, Path], None]


def start_server(toolchain: Toolchain) -> SbyServer | None:
    """The warm SBY server when this toolchain can use one (it loads while the caller goes on)."""
    if runner_mode(toolchain) != "warm":
        return None
    return adopt_early(toolchain) or SbyServer(toolchain)


def run_jobs(requests: list[RunRequest], toolchain: Toolchain, *, workers: int | None = None,
             timeout: float = DEFAULT_TIMEOUT, keep_dir: Path | None = None,
             progress: ProgressFn | None = None, server: SbyServer | None = None
             ) -> dict[tuple[str, str], tuple[JobOutcome, Path]]:
    """Run every request; returns {(family dir, job name): (outcome, work folder)}.

    Work folders live under ``keep_dir`` (or a fresh temporary folder the
    caller must remove via the returned paths' common parent). ``server`` is
    a warm SBY server the caller started early (see :func:`start_server`) and
    closes; without one, the runner starts and stops its own.
    """
    workers = workers or os.cpu_count() or 1
    root = keep_dir or make_scratch("svafam-run-")
    results: dict[tuple[str, str], tuple[JobOutcome, Path]] = {}
    if not requests:
        return results
    own_server = server is None
    if own_server:
        server = start_server(toolchain)

    def one(req: RunRequest) -> tuple[RunRequest, JobOutcome, Path]:
        workdir = root / req.family_dir.name / req.job.name
        workdir.parent.mkdir(parents=True, exist_ok=True)
        sby_file = (req.family_dir / req.job.sby_file).resolve()
        if server is not None:
            outcome = run_sby_warm(server, sby_file, workdir, timeout)
        else:
            outcome = run_sby(sby_file, workdir, toolchain, timeout)
        return req, outcome, workdir

    ordered = sorted(requests, key=lambda r: _KIND_ORDER.get(r.job.kind, 3))
    try:
        with ThreadPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(one, r) for r in ordered]
            for fut in as_completed(futures):
                req, outcome, workdir = fut.result()
                results[(str(req.family_dir), req.job.name)] = (outcome, workdir)
                if progress:
                    progress(req, outcome, workdir)
    finally:
        if own_server and server is not None:
            server.close()
    return results


def as_expected(job: Job, outcome: JobOutcome) -> bool:
    if outcome.status != job.expected:
        return False
    if job.kind == GOLD_ON_MUTANT:
        return bool(outcome.failed_properties)  # a FAIL must name the gold properties that caught it
    return True
