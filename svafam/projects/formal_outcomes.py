"""How a finished formal job's outcome becomes verdicts, and which jobs follow it: the half of
:class:`svafam.projects.formal.ProjectRetention` that reads outcomes (the other half plans the phases).

A timeout, a tool error or UNKNOWN is never a verdict: the mutant is ``unknown``, with the reason, or goes on to
the next phase.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from svafam.engine import JobOutcome
from svafam.mutation.retention import DISTINGUISHABLE, EQUIVALENT, UNKNOWN, Verdict, clean_message, reached_covers

from . import formal_tasks
from .candidates import Candidate
from .cover_queue import CoverQueue
from .deep_search import ENGINE
from .design import Design
from .formal_tasks import QUEUED, Task, cover_depth, model_of, named
from .recorded import ENGINE as REPLAY_ENGINE
from .witness import read_batch_trace, to_vcd


class OutcomeReading:
    """The outcome methods of :class:`svafam.projects.formal.ProjectRetention`, which holds the state they read
    and change (declared there, named here): the verdicts and witnesses, the mutants waiting for a proof, the
    single covers to run."""

    design: Design
    design_model: str
    depth: int
    verdicts: dict[str, Verdict]
    witnesses: dict[str, object]
    _pending: dict[str, list[Candidate]]
    _needs_trace: list[tuple[Candidate, int]]
    _deep: list[tuple[Candidate, int | None]]
    _bound: list[Candidate]
    _bounded: set[str]
    _screened: dict[str, object]
    _found_by: dict[str, str]
    _covers: CoverQueue
    _next_known: Callable[[], list[Task]]
    _uncovered: Callable[[Task], None]

    def _screen_witness(self, c: Candidate) -> None:
        w = self._screened[c.id]
        if self._found_by[c.id] == "replay":
            self._distinguishable(c, w.steps - 1, f"{REPLAY_ENGINE} (not the shortest witness)", w, "replay")
        else:
            self._distinguishable(c, w.steps - 1, f"{ENGINE} (seed {w.seed}, not the shortest witness)", w, "screen")

    def _witness(self, path: Path | None, cand: Candidate, model: str):
        if path is None or not path.is_file():
            return None
        try:
            return read_batch_trace(path, self.design, cand.label, model)
        except (ValueError, OSError):
            return None

    def _distinguishable(self, cand: Candidate, step, engine, witness, job: str) -> None:
        clock = self.design.project.clock.name if self.design.project.clock else None
        self.witnesses[cand.id] = witness
        self.verdicts[cand.id] = Verdict(DISTINGUISHABLE, step, engine, trace=to_vcd(witness, clock), job=job)

    # ---- outcomes ------------------------------------------------------------------------

    def _split(self, task: Task, outcome: JobOutcome) -> list[Task]:
        if len(task.members) == 1 and task.phase == "cover-known":
            self._screen_witness(task.members[0])   # a tool's failure is no reason to drop a concrete witness
            return []
        if len(task.members) == 1:
            c = task.members[0]
            self.verdicts[c.id] = Verdict(UNKNOWN, message=clean_message(f"{task.phase} job {outcome.status}",
                                                                         outcome.message), job=task.phase)
            return []
        half = len(task.members) // 2
        return [Task(task.phase, task.check, task.model, part, task.depth, task.limit)
                for part in (task.members[:half], task.members[half:])]

    def _cover_done(self, task: Task, outcome: JobOutcome) -> list[Task]:
        more = []
        if task.phase in QUEUED:   # its slot is free: the next queued covers start (none as deep, if it timed out)
            self._covers.done(task, outcome.status)
            more = self._next_known()
        return more + self._cover_read(task, outcome)

    def _cover_read(self, task: Task, outcome: JobOutcome) -> list[Task]:
        if outcome.status not in ("PASS", "FAIL"):
            if task.phase == "deep-batch":   # too deep to cover together: prove them again, then one by one
                return [Task("prove-again", "assert", task.model, task.members, self.depth)]
            if task.phase in QUEUED and outcome.status == "TIMEOUT":
                self._uncovered(task)   # the simulation's witnesses stand, or the proofs go on
                return []
            if task.phase == "cover-rest":   # no verdict from a cover that is only a shortcut (the next one started)
                self._uncovered(task)
                return []
            return self._split(task, outcome)
        unreached = []
        logged = reached_covers(outcome)
        reached = {name[2:] for name in outcome.reached_covers if name.startswith("D_")}
        for c in task.members:
            if c.label in reached or c.label in logged:
                step, trace_path = logged.get(c.label, (outcome.step, None))
                if len(task.members) == 1 and trace_path is None:
                    trace_path = outcome.trace_source
                witness = self._witness(trace_path, c, task.model)
                if witness is None:   # covered again alone, as deep as this cover went: it reached it within that
                    self._needs_trace.append((c, task.depth))
                else:
                    self._distinguishable(c, step, outcome.engine, witness, task.phase)
            elif task.phase == "deep-batch":
                unreached.append(c)
            elif task.phase == "cover-known" and self._screened[c.id].steps + 1 > task.depth:
                # its difference lies deeper than this cover went (a cover is at most MAX_DEEP): the simulation's
                # witness stands; a proof could only find what the witness shows, or time out
                self._screen_witness(c)
            else:
                if task.depth >= cover_depth(task.model, self.depth):
                    self._bounded.add(c.id)
                self._pending.setdefault(task.model, []).append(c)
        if unreached:
            return [Task("prove-again", "assert", task.model, unreached, self.depth)]
        return []

    def _proof_done(self, task: Task, outcome: JobOutcome) -> list[Task]:
        if outcome.status == "PASS":
            for c in task.members:
                self.verdicts[c.id] = Verdict(EQUIVALENT, engine=outcome.engine, job=task.phase)
            return []
        if len(task.members) > 1 and task.phase == "prove" and outcome.status == "FAIL" and \
                (outcome.step or 0) + 2 <= formal_tasks.MAX_DEEP:
            # cover the batch as deep as the counterexample's step (each reached mutant gets its shortest
            # witness); then prove the rest
            depth = min(formal_tasks.MAX_DEEP, (outcome.step or 0) + 2)
            return [Task("deep-batch", "cover", task.model, task.members, depth)]
        failing = named(task, outcome)
        if len(task.members) > 1 and failing:
            # the counterexample names the mutants it tells apart: they leave the batch, the rest is proved
            # again together (one proof a difference, not one a mutant)
            for c in failing:
                self._counterexample(c, task, outcome)
            rest = [c for c in task.members if c not in failing]
            return [Task("prove-again", "assert", task.model, rest, self.depth)] if rest else []
        if len(task.members) > 1:
            return [Task("prove-single", "assert", task.model, [c], task.depth) for c in task.members]
        c = task.members[0]
        if outcome.status == "FAIL":
            self._counterexample(c, task, outcome)
        elif outcome.status == "TIMEOUT" and c.id in self._bounded:
            self._unknown_within_depth(c, task.phase)
        elif outcome.status == "TIMEOUT":
            self._bound.append(c)   # no proof: a cover to the depth gives a difference or the bound
        else:
            self.verdicts[c.id] = Verdict(UNKNOWN, message=clean_message(f"proof {outcome.status}", outcome.message),
                                          job=task.phase)
        return []

    def _first_proof_done(self, task: Task, outcome: JobOutcome) -> list[Task]:
        """A first proof decides what it proves, and the mutants its counterexample names; the rest is searched, then
        proved with the full limit."""
        if outcome.status == "PASS":
            for c in task.members:
                self.verdicts[c.id] = Verdict(EQUIVALENT, engine=outcome.engine, job=task.phase)
            return []
        failing = task.members if len(task.members) == 1 and outcome.status == "FAIL" else named(task, outcome)
        for c in task.members:
            if c in failing:
                self._counterexample(c, task, outcome)
            else:
                self._pending.setdefault(task.model, []).append(c)
        return []

    def _local_proof_done(self, task: Task, outcome: JobOutcome) -> list[Task]:
        """PASS: equivalent. Anything else decides nothing (ports that differ may not reach the top's outputs):
        the mutant goes on to the search and the full proof."""
        c = task.members[0]
        if outcome.status == "PASS":
            self.verdicts[c.id] = Verdict(EQUIVALENT, engine=outcome.engine, job=task.phase,
                                          message=f"the ports of every instance of {c.module} agree at every step")
        else:
            self._pending.setdefault(task.model, []).append(c)
        return []

    def _bound_cover_done(self, task: Task, outcome: JobOutcome) -> list[Task]:
        """Reached: distinguishable. Not reached: bounded at the depth (a proof that then times out leaves it
        ``unknown`` there, with no second cover). Anything else decides nothing. Either way on to the proof."""
        c = task.members[0]
        if self._reached(c, task, outcome):
            return []
        if outcome.status in ("PASS", "FAIL"):
            self._bounded.add(c.id)
        self._pending.setdefault(task.model, []).append(c)
        return []

    def _counterexample(self, c: Candidate, task: Task, outcome: JobOutcome) -> None:
        """PDR told ``c`` apart at ``outcome.step``: a deep cover finds its shortest witness, or, deeper than
        any cover goes, the proof's own counterexample is the witness (not the shortest)."""
        if (outcome.step or 0) + 2 <= formal_tasks.MAX_DEEP:
            self._deep.append((c, outcome.step))
            return
        witness = self._witness(outcome.trace_source, c, task.model)
        if witness is not None:
            self._distinguishable(c, outcome.step, outcome.engine, witness, "prove-counterexample")
        else:
            self.verdicts[c.id] = Verdict(UNKNOWN, outcome.step, message=f"PDR found a difference at step "
                                          f"{outcome.step}, deeper than {formal_tasks.MAX_DEEP}, and left no trace",
                                          job=task.phase)

    def _unknown_within_depth(self, c: Candidate, job: str) -> None:
        """No proof, and a cover to the depth reached no difference: ``unknown``, bounded there."""
        depth = cover_depth(model_of(self.design_model, c), self.depth)
        self.verdicts[c.id] = Verdict(UNKNOWN, message=f"the proof timed out, and no difference within {depth} steps",
                                      job=job)

    def _deep_depth(self, cand: Candidate, step: int | None) -> int:
        base = cover_depth(model_of(self.design_model, cand), self.depth)
        return 2 * base if step is None else max(base, step + 2)

    def _reached(self, c: Candidate, task: Task, outcome: JobOutcome) -> bool:
        """Whether a single mutant's cover reached its difference (then its verdict is set)."""
        logged = reached_covers(outcome)
        if outcome.status not in ("PASS", "FAIL") or (f"D_{c.label}" not in outcome.reached_covers and
                                                      c.label not in logged):
            return False
        step, trace_path = logged.get(c.label, (outcome.step, outcome.trace_source))
        witness = self._witness(trace_path or outcome.trace_source, c, task.model)
        if witness is not None:
            self._distinguishable(c, step, outcome.engine, witness, task.phase)
        elif c.id in self._screened:   # the cover agrees with the simulation, whose witness stands (not the shortest)
            self._screen_witness(c)
        else:
            self.verdicts[c.id] = Verdict(UNKNOWN, step, message="distinguishable, but no trace came back",
                                          job=task.phase)
        return True

    def _single_done(self, task: Task, outcome: JobOutcome) -> None:
        c = task.members[0]
        if self._reached(c, task, outcome):
            return
        if outcome.status in ("PASS", "FAIL") and task.phase == "bound":
            self._unknown_within_depth(c, task.phase)
        elif task.phase == "trace" and c.id in self._screened:
            self._screen_witness(c)   # its batch's cover agreed with the simulation, whose witness stands
        elif outcome.status in ("PASS", "FAIL"):
            found = "PDR found a difference" if task.phase == "deep" else "a cover of its batch reached a difference"
            self.verdicts[c.id] = Verdict(UNKNOWN, message=f"{found}, but a cover of it alone within "
                                          f"{task.depth} steps did not reach it", job=task.phase)
        else:
            self.verdicts[c.id] = Verdict(UNKNOWN, message=clean_message(f"{task.phase} cover {outcome.status}",
                                                                         outcome.message), job=task.phase)
