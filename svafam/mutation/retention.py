"""Formal retention: each compiled candidate is proved distinguishable (kept, with its shortest
distinguishing trace) or equivalent (dropped, the proof kept as evidence), through the
engine's executor.

Phases, each a set of jobs the executor runs in parallel:

1. cover   batches of mutants of one variant and model (:mod:`svafam.mutation.harness`), one
           cover per mutant, bounded at the family's depth. A reached cover is a
           distinguishing trace of minimal length (the solver checks step 0, 1, ... in turn).
           A batch that errs or times out is split in two and run again; a single
           mutant that still does is ``unknown``.
2. prove   the unreached mutants of each variant and model in one unbounded proof (ABC's
           PDR): PASS proves all of them equivalent. Otherwise each is proved alone;
           a FAIL there means a difference deeper than the cover's bound.
3. deep    those get a cover of their own, deep enough for the step PDR's counterexample
           failed at: their shortest trace.
4. traces  a reached cover whose trace the executor did not bring back (the work folder
           holds one trace per reach event; an executor may return only the first) is
           covered alone, so its trace is the job's own.

A timeout, a tool error or UNKNOWN never becomes a verdict: the mutant is ``unknown``
and stays out of the pool.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from svafam.engine import Executor, JobOutcome, JobSpec
from svafam.formal.family import FamilyInterface
from svafam.formal.lower import CHECKS_FILE_TEXT

from .candidates import Candidate, FamilyCandidates
from .harness import CYCLE, EDGE, Member, batch_harness, mutant_module, sby_text
from .traces import compact

DISTINGUISHABLE, EQUIVALENT, UNKNOWN = "distinguishable", "equivalent", "unknown"
DEFAULT_BATCH = 8

_SBY_PREFIX = re.compile(r"^SBY\s+\d+:\d+:\d+\s+\[[^\]]*\]\s*")
_WORK_PATH = re.compile(r"(/[^\s:'\"]+/)+(?=[^/\s]+)")


def clean_message(status: str, message: str) -> str:
    """A tool's message without SBY's clock and the run's temporary folders (evidence must not change
    from run to run), at most 400 characters."""
    text = _WORK_PATH.sub("", _SBY_PREFIX.sub("", message or "no verdict").strip())
    return f"{status}: {text}"[:400]




@dataclass
class Verdict:
    status: str
    step: int | None = None
    engine: str | None = None
    message: str = ""
    trace: str | None = None   # compact VCD text of a distinguishing trace
    job: str = ""              # which phase decided it: cover, prove, prove-single, deep, trace


def model_of(cand: Candidate) -> str:
    return EDGE if cand.timing else CYCLE


def cover_depth(iface: FamilyInterface, model: str) -> int:
    """Cycle model: the suite's distinguishing depth. Edge model: two steps a cycle, three of reset."""
    return iface.depth + 1 if model == CYCLE else 2 * iface.depth + 4


@dataclass
class _Task:
    phase: str
    check: str          # cover or assert
    variant: str
    model: str
    members: list[Candidate]
    depth: int
    key: str = ""


def reached_covers(outcome: JobOutcome) -> dict[str, tuple[int | None, Path | None]]:
    """label -> (step, trace) of every mutant's cover ``D_<label>`` the job reached (engine events)."""
    found: dict[str, tuple[int | None, Path | None]] = {}
    for event in outcome.events:
        if event.kind != "reached":
            continue
        for part in event.name.split("."):
            if part.startswith("D_"):
                found.setdefault(part[2:], (event.step, event.trace))
    return found


@dataclass
class Retention:
    """One family's retention, as a :class:`svafam.mutation.driver.Stage` (or alone: :meth:`run`)."""

    iface: FamilyInterface
    family: FamilyCandidates
    work: Path
    batch_size: int = DEFAULT_BATCH
    verdicts: dict[str, Verdict] = field(default_factory=dict)
    _counter: int = 0
    _phase: str = "start"
    _entries: list[Candidate] = field(default_factory=list)
    _pending: dict[tuple[str, str], list[Candidate]] = field(default_factory=dict)
    _needs_trace: list[Candidate] = field(default_factory=list)
    _deep: list[tuple[Candidate, int | None]] = field(default_factory=list)

    def run(self, executor: Executor, entries: list[Candidate],
            on_job: Callable[[JobSpec, JobOutcome], None] | None = None) -> dict[str, Verdict]:
        from .driver import drive

        self.start(entries)
        drive(executor, [self], self.work / "runs", on_job)
        return self.verdicts

    def start(self, entries: list[Candidate]) -> None:
        self._entries = list(entries)
        if entries:
            self._write_inputs(entries)

    # ---- the stage ----------------------------------------------------------------------

    def next_jobs(self) -> list[tuple[JobSpec, object]]:
        if self._phase == "start":
            self._phase = "cover"
            groups: dict[tuple[str, str], list[Candidate]] = {}
            for c in self._entries:
                groups.setdefault((c.variant, model_of(c)), []).append(c)
            tasks = [_Task("cover", "cover", variant, model, members[i:i + self.batch_size],
                           cover_depth(self.iface, model))
                     for (variant, model), members in sorted(groups.items())
                     for i in range(0, len(members), self.batch_size)]
        elif self._phase == "cover":
            self._phase = "prove"
            tasks = [_Task("prove", "assert", v, m, members, self.iface.depth)
                     for (v, m), members in sorted(self._pending.items())]
        elif self._phase == "prove":
            self._phase = "singles"
            tasks = [_Task("deep", "cover", c.variant, model_of(c), [c], self._deep_depth(c, step))
                     for c, step in self._deep]
            tasks += [_Task("trace", "cover", c.variant, model_of(c), [c], cover_depth(self.iface, model_of(c)))
                      for c in self._needs_trace]
        else:
            self._phase = "done"
            tasks = []
        if not tasks and self._phase != "done":
            return self.next_jobs()
        return [(self._job(t), t) for t in tasks]

    def finished(self, task: _Task, outcome: JobOutcome, workdir: Path) -> list[tuple[JobSpec, object]]:
        if task.phase == "cover":
            more = self._cover_done(task, outcome, workdir)
        elif task.phase in ("prove", "prove-single"):
            more = self._proof_done(task, outcome)
        else:
            more = []
            self._single_done(task, outcome, workdir)
        shutil.rmtree(workdir, ignore_errors=True)
        return [(self._job(t), t) for t in more]

    # ---- files ---------------------------------------------------------------------------

    def _write_inputs(self, entries: list[Candidate]) -> None:
        self.work.mkdir(parents=True, exist_ok=True)
        (self.work / "checks.v").write_text(CHECKS_FILE_TEXT, encoding="utf-8")
        for var in self.iface.variants:
            if var.id in self.family.clean_texts:
                (self.work / f"clean_{var.id}.v").write_text(self.family.clean_texts[var.id], encoding="utf-8")
        for c in entries:
            (self.work / f"{c.id}.v").write_text(self.family.renamed(c, mutant_module(c.module, c.id)),
                                                 encoding="utf-8")

    def _job(self, task: _Task) -> JobSpec:
        self._counter += 1
        name = f"{task.phase}_{self._counter:04d}"
        task.key = f"{self.iface.family}/{name}"
        top = f"mutation_{task.check}"
        members = [Member(c.id, mutant_module(c.module, c.id)) for c in task.members]
        clean_module = task.members[0].module
        harness = f"{name}.v"
        (self.work / harness).write_text(batch_harness(self.iface, top, clean_module, members, check=task.check,
                                                       model=task.model), encoding="utf-8")
        files = ["checks.v", f"clean_{task.variant}.v"] + [f"{c.id}.v" for c in task.members] + [harness]
        mode = "cover" if task.check == "cover" else "prove"
        title = f"{self.iface.family}: {task.phase} of {len(members)} mutants of {task.variant} ({task.model} model)"
        (self.work / f"{name}.sby").write_text(sby_text(title, mode, task.depth, task.model, top, files),
                                               encoding="utf-8")
        return JobSpec(task.key, self.work, f"{name}.sby", tuple(files), priority=1 if mode == "cover" else 2)

    def _trace(self, path: Path | None, cand: Candidate) -> str | None:
        if path is None or not path.is_file():
            return None
        try:
            return compact(path, self.iface, cand.id.replace("-", "_"))
        except (ValueError, OSError):
            return None

    # ---- outcomes ------------------------------------------------------------------------

    def _split(self, task: _Task, outcome: JobOutcome) -> list[_Task]:
        if len(task.members) == 1:
            c = task.members[0]
            self.verdicts[c.id] = Verdict(UNKNOWN, message=clean_message(f"{task.phase} job {outcome.status}",
                                                                         outcome.message), job=task.phase)
            return []
        half = len(task.members) // 2
        return [_Task(task.phase, task.check, task.variant, task.model, part, task.depth)
                for part in (task.members[:half], task.members[half:])]

    def _cover_done(self, task: _Task, outcome: JobOutcome, workdir: Path) -> list[_Task]:
        if outcome.status not in ("PASS", "FAIL"):
            return self._split(task, outcome)
        logged = reached_covers(outcome)
        reached = {name[2:] for name in outcome.reached_covers if name.startswith("D_")}
        for c in task.members:
            label = c.id.replace("-", "_")
            if label in reached or label in logged:
                step, trace_path = logged.get(label, (outcome.step, None))
                if len(task.members) == 1 and trace_path is None:
                    trace_path = outcome.trace_source
                trace = self._trace(trace_path, c)
                if trace is None:
                    self._needs_trace.append(c)
                else:
                    self.verdicts[c.id] = Verdict(DISTINGUISHABLE, step, outcome.engine, trace=trace, job="cover")
            else:
                self._pending.setdefault((task.variant, task.model), []).append(c)
        return []

    def _proof_done(self, task: _Task, outcome: JobOutcome) -> list[_Task]:
        if outcome.status == "PASS":
            for c in task.members:
                self.verdicts[c.id] = Verdict(EQUIVALENT, engine=outcome.engine, job=task.phase)
            return []
        if len(task.members) > 1:
            return [_Task("prove-single", "assert", task.variant, task.model, [c], task.depth) for c in task.members]
        c = task.members[0]
        if outcome.status == "FAIL":
            self._deep.append((c, outcome.step))
        else:
            self.verdicts[c.id] = Verdict(UNKNOWN, message=clean_message(f"proof {outcome.status}", outcome.message),
                                          job=task.phase)
        return []

    def _deep_depth(self, cand: Candidate, step: int | None) -> int:
        base = cover_depth(self.iface, model_of(cand))
        return 2 * base if step is None else max(base, step + 2)

    def _single_done(self, task: _Task, outcome: JobOutcome, workdir: Path) -> None:
        c = task.members[0]
        label = c.id.replace("-", "_")
        if outcome.status in ("PASS", "FAIL") and f"D_{label}" in outcome.reached_covers:
            step, trace_path = reached_covers(outcome).get(label, (outcome.step, outcome.trace_source))
            trace = self._trace(trace_path or outcome.trace_source, c)
            if trace is not None:
                self.verdicts[c.id] = Verdict(DISTINGUISHABLE, step, outcome.engine, trace=trace, job=task.phase)
            else:
                self.verdicts[c.id] = Verdict(UNKNOWN, step, message="distinguishable, but no trace came back",
                                              job=task.phase)
        elif outcome.status in ("PASS", "FAIL"):
            self.verdicts[c.id] = Verdict(UNKNOWN, message=f"PDR found a difference, but no cover within "
                                          f"{task.depth} steps reached it", job=task.phase)
        else:
            self.verdicts[c.id] = Verdict(UNKNOWN, message=clean_message(f"{task.phase} cover {outcome.status}",
                                                                         outcome.message), job=task.phase)


__all__ = ["DISTINGUISHABLE", "EQUIVALENT", "UNKNOWN", "Retention", "Verdict", "clean_message", "cover_depth", "model_of"]
