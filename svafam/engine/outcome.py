"""What one SBY run said about one job, read from SBY's own summary or from the direct job path.

The verdict is the first word of the ``status`` file SBY writes at the end
of a task, cross-checked with its return code (PASS 0, FAIL 2, UNKNOWN 4,
ERROR 16). A job that SBY did not finish is TIMEOUT (killed by the per-job
timeout) or ERROR (crashed, a tool missing, a worker lost) -- never PASS.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .events import PropertyEvent

SBY_RETURN_CODES = {"PASS": 0, "FAIL": 2, "UNKNOWN": 4, "ERROR": 16}


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
    decided_by: str = "sby"          # or "direct": engine.sby_direct ran the tools (not evidence)
    executor: str = ""               # which executor ran it (not evidence: verdicts never depend on it)
    tool_versions: dict[str, str] = field(default_factory=dict)  # the versions the job ran with
    # every property smtbmc reported, with its step and trace (svafam.engine.events): what a job that holds
    # several checks (one per mutant of a batch) needs to tell them apart
    events: list[PropertyEvent] = field(default_factory=list)
    # the limit that ended the job: "memory" (its JobSpec.memory_bytes), "disk", "file_size" (status ERROR); for an
    # untrusted job also "wall" or "cpu" (status TIMEOUT)
    limit: str | None = None
    # an untrusted job's sandbox: protections in force, missing ones, CPU seconds, peak memory and tasks of its tree
    sandbox: dict | None = None


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
    """The :mod:`svafam.engine.sby_direct` outcome, read as :func:`parse_outcome` reads SBY's summary."""
    out = JobOutcome(status=found["status"], engine=found["engine"], wall_seconds=wall, decided_by="direct")
    for prop, step in found["failed"]:
        _add_failed(out, prop, step)
    for prop, step in found["reached"]:
        _add_reached(out, prop, step)
    out.unreached_covers = [_leaf(prop) for prop in found["unreached"]]
    if found["trace"] and Path(found["trace"]).exists():
        out.trace_source = Path(found["trace"])
    return out


