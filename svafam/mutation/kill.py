"""The gold kill matrix: the family's gold properties, bounded, on every retained mutant.

One job per batch of mutants of a variant: each mutant with its own instance of the
family's lowered monitor (formal/monitor.v), ``smtbmc --keep-going`` reporting every
property that fails within the suite's depth. A mutant no property kills is a survivor:
a blind spot of the gold set, reported with its distinguishing trace.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from svafam.engine import Executor, JobOutcome, JobSpec
from svafam.formal.family import FamilyInterface
from svafam.formal.lower import CHECKS_FILE_TEXT
from svafam.formal.plan import MONITOR_FILE

from .candidates import Candidate, FamilyCandidates
from .harness import CYCLE, EDGE, harness_head, mutant_module, sby_text
from .retention import clean_message


@dataclass
class Kill:
    status: str                       # killed, survived, unknown
    properties: list[str] = field(default_factory=list)
    message: str = ""


def kill_harness(iface: FamilyInterface, top: str, members: list[tuple[str, str]], model: str = CYCLE) -> str:
    """``members``: (label, module) of each mutant; each gets a monitor instance ``K_<label>``.
    In the ``edge`` model (Timing mutants) the clock is generated as in :func:`svafam.mutation.harness.batch_harness`."""
    b = harness_head(iface, top, model, f"gold properties on {len(members)} mutants")
    ins = [iface.clock, iface.reset] + [s.name for s in iface.inputs]
    for label, module in members:
        for s in iface.outputs:
            b.line(f"wire {f'[{s.width - 1}:0] ' if s.width > 1 else ''}{label}_{s.name};")
        conns = [f".{n}({n})" for n in ins] + [f".{s.name}({label}_{s.name})" for s in iface.outputs]
        b.line(f"{module} dut_{label} ({', '.join(conns)});")
        b.line(f"{iface.family}_monitor K_{label} ({', '.join(conns)});")
    b.dedent()
    b.line("endmodule")
    return b.text()


def kill_depth(iface: FamilyInterface, model: str) -> int:
    """The suite's gold-on-mutant depth; in the edge model two steps a cycle and three of reset."""
    return iface.depth + 1 if model == CYCLE else 2 * iface.depth + 5


def kills(outcome: JobOutcome) -> dict[str, set[str]]:
    """label -> the gold properties that failed in the monitor instance ``K_<label>`` (engine events)."""
    found: dict[str, set[str]] = {}
    for event in outcome.events:
        parts = event.name.split(".")
        if event.kind == "failed" and len(parts) >= 3 and parts[1].startswith("K_"):
            found.setdefault(parts[1][2:], set()).add(parts[2])
    return found


@dataclass
class KillMatrix:
    """One family's kill matrix, as a :class:`svafam.mutation.driver.Stage` (or alone: :meth:`run`)."""

    iface: FamilyInterface
    family: FamilyCandidates
    family_dir: Path
    work: Path
    batch_size: int = 8
    results: dict[str, Kill] = field(default_factory=dict)
    _batches: list[list[Candidate]] = field(default_factory=list)
    _counter: int = 0

    def run(self, executor: Executor, entries: list[Candidate],
            on_job: Callable[[JobSpec, JobOutcome], None] | None = None) -> dict[str, Kill]:
        from .driver import drive

        self.start(entries)
        drive(executor, [self], self.work / "runs", on_job)
        return self.results

    def start(self, entries: list[Candidate]) -> None:
        if not entries:
            return
        self.work.mkdir(parents=True, exist_ok=True)
        (self.work / "checks.v").write_text(CHECKS_FILE_TEXT, encoding="utf-8")
        shutil.copyfile(self.family_dir / MONITOR_FILE, self.work / "monitor.v")
        for c in entries:
            (self.work / f"{c.id}.v").write_text(self.family.renamed(c, mutant_module(c.module, c.id)),
                                                 encoding="utf-8")
        by_group: dict[tuple[str, str], list[Candidate]] = {}
        for c in entries:
            by_group.setdefault((c.variant, EDGE if c.timing else CYCLE), []).append(c)
        self._batches = [members[i:i + self.batch_size] for _, members in sorted(by_group.items())
                         for i in range(0, len(members), self.batch_size)]

    def next_jobs(self) -> list[tuple[JobSpec, object]]:
        batches, self._batches = self._batches, []
        return [(self._job(b), b) for b in batches]

    def _job(self, batch: list[Candidate]) -> JobSpec:
        self._counter += 1
        name = f"kill_{self._counter:04d}"
        harness = f"{name}.v"
        members = [(c.id.replace("-", "_"), mutant_module(c.module, c.id)) for c in batch]
        model = EDGE if batch[0].timing else CYCLE
        (self.work / harness).write_text(kill_harness(self.iface, "mutation_kill", members, model), encoding="utf-8")
        files = ["checks.v", "monitor.v"] + [f"{c.id}.v" for c in batch] + [harness]
        (self.work / f"{name}.sby").write_text(
            sby_text(f"{self.iface.family}: gold properties on {len(batch)} mutants", "bmc",
                     kill_depth(self.iface, model), model, "mutation_kill", files), encoding="utf-8")
        return JobSpec(f"{self.iface.family}/{name}", self.work, f"{name}.sby", tuple(files), priority=2)

    def finished(self, batch: list[Candidate], outcome: JobOutcome, workdir: Path) -> list[tuple[JobSpec, object]]:
        more: list[list[Candidate]] = []
        if outcome.status in ("PASS", "FAIL"):
            found = kills(outcome)
            if len(batch) == 1 and not found and outcome.failed_properties:
                found = {batch[0].id.replace("-", "_"): set(outcome.failed_properties)}
            if outcome.status == "FAIL" and not found:
                more = self._split(batch, outcome, "failing properties not readable from the log")
            else:
                for c in batch:
                    props = sorted(found.get(c.id.replace("-", "_"), ()))
                    self.results[c.id] = Kill("killed" if props else "survived", props)
        else:
            more = self._split(batch, outcome, outcome.message)
        shutil.rmtree(workdir, ignore_errors=True)
        return [(self._job(b), b) for b in more]

    def _split(self, batch, outcome, why) -> list[list[Candidate]]:
        if len(batch) == 1:
            self.results[batch[0].id] = Kill("unknown", message=clean_message(f"bmc {outcome.status}", why))
            return []
        half = len(batch) // 2
        return [batch[:half], batch[half:]]
