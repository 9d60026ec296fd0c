"""The formal verdict of a project's candidates, through the engine's executors (Ray included).

The phases, over the project miters of :mod:`svafam.projects.miter` (the limits named here are
:mod:`svafam.projects.formal_tasks`'s; the outcomes are read in :mod:`svafam.projects.formal_outcomes`):

0. screen  every mutant of the ``cycle`` and ``edge`` models runs a short seeded random
           simulation beside the clean design (:mod:`svafam.projects.deep_search`, when the
           caller gives the hook); what it does not tell apart then plays the testbench's
           own recorded stimulus from the same start state (:mod:`svafam.projects.recorded`,
           the ``replay`` hook). A difference there says at which step one exists, so
1. cover   a batch of such mutants is covered (a cover per mutant) just that deep: every
           cover is reached, the shortest distinguishing witness of each, and no batch runs
           to the full depth for a member that differs late or never. A batch that times out
           keeps the simulation's witnesses (not the shortest), as does a member whose
           difference lies deeper than any cover goes; a member the cover does not reach
           within its witness's depth goes on as if the screen had not seen it (the simulation
           and the proof's model disagree); one that errs is split in two (a
           single mutant that still does is ``unknown``, unless the screen gave it a witness).
           Without a screen (no clock, no hook; the replay runs only beside the screen),
           batches are covered to ``depth``; so is what the screen did not tell apart in a wide
           design (:data:`WIDE_STATE_BITS`), where a cover is cheap beside a proof.
   first   with the search hook, the rest is proved first as in 2, each job held to
           :data:`FIRST_PROOF_SECONDS`: what it proves is equivalent, the mutants its
           counterexample names go to their deep cover (3), and what it leaves undecided
   local   in a module below the top is proved on that module's ports (every instance's, from
           the first step on: :mod:`svafam.projects.instances`), :data:`LOCAL_PROOF_SECONDS` a
           mutant: PASS is equivalent, anything else decides nothing. In a wide design, what is
   bound   left and had no cover to ``depth`` yet (its batch's ran out of time) is covered to it,
           alone (:data:`BOUND_COVER_SECONDS`): a difference there, with its shortest witness, or
           bounded at it. Only what is still undecided is
   search  run in one long seeded random simulation each: a difference there is a
           witness, deeper than any cover goes (not the shortest); the rest then goes to 2.
2. prove   the rest in batches, one unbounded proof a batch (ABC's PDR after its signal
           correspondence, which merges the registers clean and mutant provably share): PASS proves them
           equivalent (an iterative multiplier's invariant is learned once for all of them;
           proved one by one, RTLLM's booth multiplier took four times as long); a FAIL is
           covered again as deep as the counterexample, and what that leaves is proved
           again, where a counterexample takes out the mutants it names; a batch that times
           out goes on mutant by mutant; a wide design's proofs are one mutant each from the start,
3. deep    a FAIL's mutant is covered deep enough for the step PDR failed at (its shortest
           witness); a mutant whose proof timed out is covered to ``depth`` (a difference
           there, or ``unknown`` bounded at it; no second cover when one to ``depth`` already ran).
4. traces  a reached cover whose trace did not come back is covered alone, as deep as that cover went;
           if no trace comes back at all, a mutant the screen told apart keeps the simulation's witness.

The single covers of 3 and 4 start as soon as the outcome that asks for them is back, beside the
proofs still running, and every job's follow-ups start as soon as it is back
(:func:`svafam.mutation.driver.drive` streams): a proof that runs to its timeout holds up only what
waits for it. The proof batches are made in the candidates' order, whatever order the covers came
back in.

A timeout, a tool error or UNKNOWN is never a verdict: the mutant is ``unknown``, with the
reason.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from svafam.engine import Executor, JobOutcome, JobSpec
from svafam.mutation.retention import Verdict

from . import formal_tasks, miter
from .candidates import Candidate
from .cover_queue import CoverQueue
from .deep_search import ENGINE
from .design import Design, write_tree
from .formal_outcomes import OutcomeReading
from .formal_tasks import DEFAULT_BATCH, DEFAULT_DEPTH, Task, batches, cover_depth, model_of, state_bits
from .miter import COMB, CYCLE, EDGE, Member


@dataclass
class ProjectRetention(OutcomeReading):
    """One project's formal verdicts, as a :class:`svafam.mutation.driver.Stage` (or alone: :meth:`run`)."""

    design: Design
    work: Path
    design_model: str
    depth: int = DEFAULT_DEPTH
    batch_size: int = DEFAULT_BATCH
    verdicts: dict[str, Verdict] = field(default_factory=dict)
    witnesses: dict[str, object] = field(default_factory=dict)   # id -> Witness
    _counter: int = 0
    _phase: str = "start"
    _entries: list[Candidate] = field(default_factory=list)
    _pending: dict[str, list[Candidate]] = field(default_factory=dict)
    _needs_trace: list[tuple[Candidate, int]] = field(default_factory=list)   # and the depth its cover reached it in
    _deep: list[tuple[Candidate, int | None]] = field(default_factory=list)
    _bound: list[Candidate] = field(default_factory=list)
    _bounded: set[str] = field(default_factory=set)   # ids a cover to the depth did not tell apart
    _screened: dict[str, object] = field(default_factory=dict)   # id -> the screen's (or the replay's) Witness
    _found_by: dict[str, str] = field(default_factory=dict)      # id -> "screen" | "replay"
    _covers: CoverQueue = field(default_factory=CoverQueue)   # cover-known and cover-rest tasks not started yet
    parallel: int = 2   # covers of screened mutants running at once (run: the executor's workers)
    job_seconds: dict[str, float] = field(default_factory=dict)   # phase -> summed wall seconds of its jobs
    # seeded random simulations (svafam.projects.deep_search.DeepSearch), (mutants, model) -> witnesses: the short
    # screen of every mutant, and the long search of what neither the screen nor a cover told apart
    screen: Callable[[list[Candidate], str], dict] | None = None
    search: Callable[[list[Candidate], str], dict] | None = None
    # the testbench's own recorded stimulus (svafam.projects.recorded.TestbenchReplay), played on what the screen
    # did not tell apart
    replay: Callable[[list[Candidate], str], dict] | None = None

    def run(self, executor: Executor, entries: list[Candidate],
            on_job: Callable[[JobSpec, JobOutcome], None] | None = None) -> dict[str, Verdict]:
        from svafam.mutation.driver import drive

        self.parallel = max(1, executor.workers)
        self.start(entries)
        drive(executor, [self], self.work / "runs", on_job, stream=True)
        return self.verdicts

    @property
    def wide(self) -> bool:
        return state_bits(self.design) > formal_tasks.WIDE_STATE_BITS

    def start(self, entries: list[Candidate]) -> None:
        self._entries = list(entries)
        self._covers.slots = self.parallel
        self.work.mkdir(parents=True, exist_ok=True)
        write_tree(self.work, {miter.clean_path(rel): text for rel, text in self.design.yosys_texts().items()})
        (self.work / miter.CHECKS).write_text(miter.checks_text(), encoding="utf-8")
        for c in entries:
            write_tree(self.work, {Member(c.label, c.file).path: c.yosys or c.text})

    # ---- the stage ----------------------------------------------------------------------

    def next_jobs(self) -> list[tuple[JobSpec, object]]:
        if self._phase == "start":
            self._phase = "cover"
            tasks = self._cover_tasks()
        elif self._phase == "cover" and self._searched():
            self._phase = "prove-first"
            tasks = self._proof_tasks("prove-first", formal_tasks.FIRST_PROOF_SECONDS, (CYCLE, EDGE))
        elif self._phase == "prove-first":
            self._phase = "prove-local"
            tasks = self._local_tasks()
        elif self._phase == "prove-local":
            self._phase = "cover-bound"
            tasks = self._bound_tasks() if self.wide else []
        elif self._phase in ("cover", "cover-bound"):
            self._phase = "prove"
            self._search_deep()
            tasks = self._proof_tasks("prove")
        elif self._phase == "prove":
            self._phase = "singles"
            tasks = self._singles()
        else:
            self._phase = "done"
            tasks = []
        if not tasks and self._phase != "done":
            return self.next_jobs()
        return [(self._job(t), t) for t in tasks]

    def _searched(self) -> bool:
        """Whether the deep search will run on what waits for the proof (a clock, the hook, a model it plays)."""
        return self.search is not None and self.design.project.clock is not None and \
            any(self._pending.get(model) for model in (CYCLE, EDGE))

    def _proof_tasks(self, phase: str, limit: float | None = None, models: tuple[str, ...] | None = None) \
            -> list[Task]:
        """A proof of every mutant waiting for one (of ``models``: all), in batches in the candidates' order
        (whatever order the covers came back in); one mutant a job in a wide design."""
        rank = {c.id: k for k, c in enumerate(self._entries)}
        size = 1 if self.wide else self.batch_size
        tasks = []
        for model in sorted(m for m in self._pending if models is None or m in models):
            members = sorted(self._pending.pop(model), key=lambda c: rank[c.id])
            tasks += [Task(phase, "assert", model, batch, self.depth, limit) for batch in batches(members, size)]
        return tasks

    def _local_nets(self, c: Candidate) -> tuple[tuple[str, int], ...]:
        """The port nets of every instance of ``c``'s module, for a local proof (none for the top's own mutants)."""
        return () if c.module == self.design.project.top else self.design.instance_ports.get(c.module, ())

    def _local_tasks(self) -> list[Task]:
        """A local proof of each mutant the first proof left undecided in a module below the top: one instance's
        ports hold far less state in their cone than the top's outputs (sha3's round constant, one-hot in the
        round counter: 2.4 s, where the whole design's proof ran out of time)."""
        return [Task("prove-local", "assert", model, [c], self.depth, formal_tasks.LOCAL_PROOF_SECONDS)
                for model, c in self._take_pending(lambda c: bool(self._local_nets(c)))]

    def _bound_tasks(self) -> list[Task]:
        """In a wide design, a cover to the depth of each mutant still undecided that none has had (its batch's ran
        out of time): a difference within the depth, with its shortest witness, costs a cover, not a proof's
        timeout (sha3's keccak: two such mutants held their proofs to the full limit before the cover after it
        found them)."""
        return [Task("cover-bound", "cover", model, [c], cover_depth(model, self.depth),
                     formal_tasks.BOUND_COVER_SECONDS)
                for model, c in self._take_pending(lambda c: c.id not in self._bounded)]

    def _take_pending(self, wanted: Callable[[Candidate], bool]) -> list[tuple[str, Candidate]]:
        """The (model, mutant) of each ``cycle`` or ``edge`` mutant waiting for a proof that ``wanted`` picks, taken
        out of the waiting list (its job's outcome puts it back, or decides it)."""
        taken = []
        for model in (CYCLE, EDGE):
            if model in self._pending:
                left = []
                for c in self._pending[model]:
                    if wanted(c):
                        taken.append((model, c))
                    else:
                        left.append(c)
                self._pending[model] = left
        return taken

    def _cover_tasks(self) -> list[Task]:
        """The screen, then the first covers: as deep as the screen's difference for the mutants it told apart,
        to ``depth`` for the mutants of a model no screen runs on; the rest waits for the proof."""
        groups: dict[str, list[Candidate]] = {}
        for c in self._entries:
            groups.setdefault(model_of(self.design_model, c), []).append(c)
        tasks, queued = [], []
        for model, members in sorted(groups.items()):
            if self.screen is None or model == COMB:
                tasks += [Task("cover", "cover", model, batch, cover_depth(model, self.depth))
                          for batch in batches(members, self.batch_size)]
                continue
            started = time.monotonic()
            found = self.screen(members, model)
            self._found_by.update((cid, "screen") for cid in found)
            self.job_seconds["screen"] = self.job_seconds.get("screen", 0.0) + time.monotonic() - started
            if self.replay is not None:
                started = time.monotonic()
                replayed = self.replay([c for c in members if c.id not in found], model)
                self._found_by.update((cid, "replay") for cid in replayed)
                found.update(replayed)
                self.job_seconds["replay"] = self.job_seconds.get("replay", 0.0) + time.monotonic() - started
            self._screened.update(found)
            known = sorted((c for c in members if c.id in found), key=lambda c: found[c.id].steps)
            self._pending[model] = [c for c in members if c.id not in found]
            if self.wide:   # queued with the covers below: what is not reached goes back to the proofs
                rest, self._pending[model] = self._pending[model], []
                queued += [Task("cover-rest", "cover", model, batch, cover_depth(model, self.depth),
                                 limit=formal_tasks.KNOWN_COVER_SECONDS) for batch in batches(rest, self.batch_size)]
            # the witness's last step is the difference; a clocked cover reports a step late
            near = [c for c in known if found[c.id].steps + 1 <= formal_tasks.MAX_DEEP]
            for batch in batches(near, self.batch_size):
                depth = max(found[c.id].steps for c in batch) + 1
                queued.append(Task("cover-known", "cover", model, batch, depth,
                                   limit=formal_tasks.KNOWN_COVER_SECONDS))
            # deeper than any cover goes: a shorter difference may still lie within the depth
            far = [c for c in known if found[c.id].steps + 1 > formal_tasks.MAX_DEEP]
            queued += [Task("cover-known", "cover", model, batch, cover_depth(model, self.depth),
                             limit=formal_tasks.KNOWN_COVER_SECONDS) for batch in batches(far, self.batch_size)]
            if not self._pending[model]:
                del self._pending[model]
        self._covers.add(queued)
        return tasks + self._next_known()

    def _next_known(self) -> list[Task]:
        """As many more of the queued covers as have free slots (:mod:`svafam.projects.cover_queue`). One passed
        over, as deep as one of its kind that timed out, runs no job: its members keep the simulation's witnesses
        (sha3's 1,600-bit permutation: 60 s a batch, for nothing), or go on to the proofs."""
        run, skipped = self._covers.take()
        for task in skipped:
            self._uncovered(task)
        return run

    def _uncovered(self, task: Task) -> None:
        """A queued cover that did not run, or ran out of time: what it was to tell apart is told by other means."""
        for c in task.members:
            if task.phase == "cover-rest":
                self._pending.setdefault(task.model, []).append(c)
            else:
                self._screen_witness(c)

    def finished(self, task: Task, outcome: JobOutcome, workdir: Path) -> list[tuple[JobSpec, object]]:
        self.job_seconds[task.phase] = self.job_seconds.get(task.phase, 0.0) + outcome.wall_seconds
        if task.phase in ("cover", "cover-known", "cover-rest", "deep-batch"):
            more = self._cover_done(task, outcome)
        elif task.phase == "prove-first":
            more = self._first_proof_done(task, outcome)
        elif task.phase == "prove-local":
            more = self._local_proof_done(task, outcome)
        elif task.phase == "cover-bound":
            more = self._bound_cover_done(task, outcome)
        elif task.phase in ("prove", "prove-again", "prove-single"):
            more = self._proof_done(task, outcome)
        else:
            more = []
            self._single_done(task, outcome)
        shutil.rmtree(workdir, ignore_errors=True)
        # a single mutant's cover needs nothing but its own outcome: it starts now, beside the proofs still running,
        # rather than after the last of them
        return [(self._job(t), t) for t in more + self._singles()]

    def _singles(self) -> list[Task]:
        """The single covers waiting: a deep cover for a mutant PDR told apart, a trace a cover did not bring
        back, the bound of a mutant whose proof timed out."""
        tasks = [Task("deep", "cover", model_of(self.design_model, c), [c], self._deep_depth(c, step))
                 for c, step in self._deep]
        tasks += [Task("trace", "cover", model_of(self.design_model, c), [c], depth) for c, depth in self._needs_trace]
        tasks += [Task("bound", "cover", model_of(self.design_model, c), [c],
                        cover_depth(model_of(self.design_model, c), self.depth)) for c in self._bound]
        self._deep, self._needs_trace, self._bound = [], [], []
        return tasks

    # ---- jobs ----------------------------------------------------------------------------

    def _job(self, task: Task) -> JobSpec:
        self._counter += 1
        name = f"{task.phase}_{self._counter:04d}"
        top = f"mutation_{task.check}"
        members = [Member(c.label, c.file) for c in task.members]
        harness = f"{name}.v"
        local = self._local_nets(task.members[0]) if task.phase == "prove-local" else ()
        (self.work / harness).write_text(miter.harness(self.design, top, members, check=task.check, model=task.model,
                                                       local=local), encoding="utf-8")
        project = self.design.project
        files = [miter.CHECKS] + [miter.clean_path(rel) for rel in self.design.working_texts()]
        files += [m.path for m in members] + [harness]
        script = miter.script(self.design, members, harness, top, tuple(net for net, _ in local))
        mode = "cover" if task.check == "cover" else "prove"
        title = f"{project.name}: {task.phase} of {len(members)} mutants ({task.model} model)"
        (self.work / f"{name}.sby").write_text(miter.sby_text(title, mode, task.depth, task.model, files, script),
                                               encoding="utf-8")
        # the user's code and its mutants are hostile: Yosys, ABC and the solvers read them in the sandbox
        return JobSpec(f"{project.name}/{name}", self.work, f"{name}.sby", tuple(files),
                       priority=1 if mode == "cover" else 2, timeout=task.limit, untrusted=True)

    def _search_deep(self) -> None:
        if self.search is None:
            return
        for model in (CYCLE, EDGE):
            pending = self._pending.get(model) or []
            if not pending:
                continue
            started = time.monotonic()
            found = self.search(pending, model)
            self.job_seconds["search"] = self.job_seconds.get("search", 0.0) + time.monotonic() - started
            for c in pending:
                if c.id in found:
                    w = found[c.id]
                    self._distinguishable(c, w.steps - 1, f"{ENGINE} (seed {w.seed}, not the shortest witness)", w,
                                          "search")
            self._pending[model] = [c for c in pending if c.id not in found]
            if not self._pending[model]:
                del self._pending[model]
