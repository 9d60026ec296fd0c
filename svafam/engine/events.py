"""Which property each smtbmc engine reported, at which step, and which trace shows it.

A job's outcome names its failing properties and reached covers; a caller that puts
several checks in one job (a batch of mutants behind one model read) also needs to know
which trace belongs to which of them. smtbmc's engine logs in the task folder say it, in
the same words for stock SBY and for the direct job path; SBY's rule is kept: every
property reported since the last step line belongs to the trace written after it.
Induction logs are not read: an induction counterexample is not a trace of the design.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .smtbmc_log import ASSERT, REACHED, STEP, TRACE, property_name

LOGS = ("logfile.txt", "logfile_basecase.txt")


@dataclass(frozen=True)
class PropertyEvent:
    kind: str             # "failed" (an assertion) or "reached" (a cover)
    name: str             # hierarchical, as SBY's summary prints it: job_x.monitor.P3_RULE.CHECK
    step: int | None
    trace: Path | None    # the VCD that shows it (None: smtbmc wrote none)


def read_events(workdir: Path) -> list[PropertyEvent]:
    events: list[PropertyEvent] = []
    for engine in sorted(workdir.glob("engine_*"), key=lambda p: p.name):
        for name in LOGS:
            log = engine / name
            if log.is_file():
                events += _events_of(log.read_text(errors="replace"), workdir)
    return events


def _events_of(text: str, workdir: Path) -> list[PropertyEvent]:
    found: list[PropertyEvent] = []
    pending: list[tuple[str, str, int | None]] = []
    step: int | None = None
    for line in text.splitlines():
        if m := STEP.match(line):
            step = int(m[1])
        elif m := ASSERT.match(line):
            pending.append(("failed", property_name(m), step))
        elif m := REACHED.match(line):
            pending.append(("reached", property_name(m), int(line.split(" in step ", 1)[1].split()[0])))
        elif (m := TRACE.match(line)) and m[1] == "VCD":
            trace = workdir / os.path.normpath(m[2])
            found += [PropertyEvent(kind, prop, at, trace if trace.is_file() else None) for kind, prop, at in pending]
            pending = []
    return found + [PropertyEvent(kind, prop, at, None) for kind, prop, at in pending]
