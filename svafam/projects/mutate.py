"""``svafam project mutate``: every candidate's testbench verdict and formal verdict, and the witness replay.

Stages (each candidate a :class:`Outcome`):

1. candidates (:mod:`svafam.projects.candidates`): Pyverilog and slang checks;
2. Yosys reads each mutant (the compile check of the mutation package's worker);
3. at once: every compiled mutant under the project's testbench in Icarus (a pool of
   threads, each run its own folder and process) and the formal verdicts through the
   engine's executor (:mod:`svafam.projects.formal`);
4. every formally distinguishable mutant's witness becomes a directed stimulus phase; the
   clean design and the mutant run under the witness-augmented testbench, and the
   mutant's *witness_observable* is what that simulation shows, not what the proof says.

Nothing here writes the output folder: :mod:`svafam.projects.artifacts` does, from the
:class:`ProjectRun` this returns.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from svafam.engine import Executor
from svafam.mutation.retention import DISTINGUISHABLE, EQUIVALENT, UNKNOWN, Verdict

from . import miter
from .candidates import ICARUS, YOSYS, Candidate, ProjectCandidates, build
from .check import CheckResult, check_project
from .deep_search import DEFAULT_STEPS, SCREEN_STEPS, DeepSearch
from .design import Design, write_tree
from .directed import phase_module, without_prefixes
from .formal import ProjectRetention
from .formal_tasks import DEFAULT_BATCH, DEFAULT_DEPTH
from .observe import Difference, first_difference
from .recorded import TestbenchReplay
from .replay import replay_witnesses
from .witness import Witness

Progress = Callable[[str, int, int], None]   # (stage, done, total)


@dataclass
class Options:
    budget: int | None = 20
    seed: int = 2026
    depth: int = DEFAULT_DEPTH
    batch_size: int = DEFAULT_BATCH
    operators: tuple[str, ...] | None = None
    workers: int | None = None
    mutant_timeout: float | None = None      # wall seconds of one mutant run (default: from the clean run)
    search_steps: int = DEFAULT_STEPS        # cycles of the deep search's random run (0: no search)
    screen_steps: int = SCREEN_STEPS         # cycles of every mutant's first random run (0: none, cover all)
    testbench_replay: bool = True            # play the testbench's recorded stimulus on what the screen missed


@dataclass
class Outcome:
    cand: Candidate
    testbench: str = ""               # observable | unobserved | timeout | sim_error | compile_error | not_run
    testbench_detail: str = ""
    difference: Difference | None = None
    formal: Verdict | None = None
    witness: Witness | None = None
    phase: str = ""                   # the directed stimulus phase module (Verilog)
    augmented: str = ""               # observable | unobserved | timeout | sim_error | compile_error | ""
    augmented_detail: str = ""
    augmented_difference: Difference | None = None
    seconds: dict = field(default_factory=dict)

    @property
    def compiled(self) -> bool:
        return self.cand.compiled and self.testbench not in ("compile_error", "not_run")

    @property
    def observable(self) -> bool:
        return self.compiled and self.testbench == "observable"

    @property
    def distinguishable(self) -> bool:
        return self.compiled and self.formal is not None and self.formal.status == DISTINGUISHABLE

    @property
    def witness_observable(self) -> bool:
        return self.distinguishable and self.augmented == "observable"

    @property
    def kept(self) -> bool:
        return self.observable or self.witness_observable


@dataclass
class ProjectRun:
    check: CheckResult
    found: ProjectCandidates
    outcomes: list[Outcome]
    options: Options
    seconds: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    formal_seconds: dict = field(default_factory=dict)   # phase -> summed wall seconds of its jobs

    @property
    def design(self) -> Design:
        return self.check.design

    def augmenting(self) -> list[Witness]:
        """The witnesses of the project's augmented testbench: of every distinguishable mutant the original
        testbench misses, none a prefix of another."""
        return without_prefixes([o.witness for o in self.outcomes
                                 if o.distinguishable and not o.observable and o.witness is not None])

    def augmented_phase(self) -> str | None:
        """The directed phase of the project's augmented testbench (None: the original one is all)."""
        witnesses = self.augmenting()
        if not witnesses:
            return None
        bench = self.check.bench
        precision = bench.timescale or self.check.clean.timescale or "1ns"
        return phase_module(self.design, witnesses, precision=precision, dut_unit=bench.dut_unit or precision)


def _yosys_check(design: Design, cands: list[Candidate], work: Path, workers: int = 1) -> str:
    """Yosys's compile check of every candidate (the mutation package's worker, ``workers`` of them at once);
    '' or a note."""
    from svafam.mutation.candidates import YosysChecker

    project = design.project
    write_tree(work, {miter.clean_path(rel): text for rel, text in design.yosys_texts().items()})
    dirs = sorted({str(Path(miter.clean_path(rel)).parent) for rel in project.rtl}
                  | {miter.clean_path(d) for d in project.include_dirs})
    opts = [f"-I{d}" for d in dirs]
    opts += [f"-D{k}={v}" if v != "" else f"-D{k}" for k, v in sorted(project.defines.items())]
    for c in cands:
        write_tree(work, {miter.Member(c.label, c.file).path: c.yosys or c.text})
    checkers = [YosysChecker(work, sandboxed=True) for _ in range(max(1, min(workers, len(cands))))]
    try:
        for checker in checkers:
            checker.start()
        started = time.monotonic()
        clean = checkers[0].check(" ".join(opts + [miter.clean_path(r) for r in project.rtl]), project.top)
        # a mutant Yosys cannot elaborate in twenty times the clean design's time, and two seconds at least (a
        # loop that no longer ends: LIFObuffer's loop bounds gave four, each waited for 5 s before) is no candidate
        limit = max(2, math.ceil(20 * (time.monotonic() - started)))
        if clean:
            return f"Yosys's compile check fails on the clean design too ({clean[:160]}): not applied to mutants"

        def check_share(k: int) -> None:
            for c in cands[k::len(checkers)]:
                rel = miter.Member(c.label, c.file).path
                files = [rel if r == c.file else miter.clean_path(r) for r in project.rtl]
                error = checkers[k].check(" ".join(opts + files), project.top, limit)
                if error:
                    c.compile_error, c.compile_stage = error, YOSYS

        with ThreadPoolExecutor(max_workers=len(checkers)) as pool:
            list(pool.map(check_share, range(len(checkers))))
    finally:
        for checker in checkers:
            checker.close()
    return ""


def mutate_project(directory: Path, executor: Executor, work: Path, options: Options | None = None,
                   progress: Progress | None = None) -> ProjectRun:
    """Every verdict of the project's candidates; ``work``: the caller's scratch folder (runs live there
    until the caller is done with the run's testbench)."""
    options = options or Options()
    step = progress or (lambda *_: None)
    timings: dict[str, float] = {}
    t0 = time.monotonic()
    check = check_project(directory, work / "bench")
    design, bench, clean = check.design, check.bench, check.clean
    timings["check"] = time.monotonic() - t0
    t0 = time.monotonic()
    found = build(design, seed=options.seed, budget=options.budget, operators=options.operators)
    live = [c for c in found.candidates if c.compiled]
    notes = list(check.notes)
    workers = options.workers or executor.workers or os.cpu_count() or 1
    note = _yosys_check(design, live, work / "yosys", workers)
    if note:
        notes.append(note)
    live = [c for c in live if c.compiled]
    timings["candidates"] = time.monotonic() - t0
    outcomes = {c.id: Outcome(c, testbench="not_run") for c in found.candidates}
    wall = options.mutant_timeout or min(check.project.timeouts["testbench_seconds"],
                                         max(10.0, 20 * clean.seconds))
    limit = 3 * clean.end_time + 1000 if clean.end_time else None

    def run_one(c: Candidate) -> None:
        started = time.monotonic()
        r = bench.run({c.file: c.text}, sim_limit=limit, wall=wall)
        o = outcomes[c.id]
        o.seconds["testbench"] = time.monotonic() - started
        if r.status == "compile_error":
            o.testbench, o.testbench_detail = "compile_error", r.message
            c.compile_error, c.compile_stage = r.message, ICARUS
        elif r.status != "ok":
            o.testbench, o.testbench_detail = r.status, r.message
        else:
            o.difference = first_difference(clean.rows, r.rows)
            o.testbench = "observable" if o.difference is not None else "unobserved"

    t0 = time.monotonic()
    done = [0]
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run_one, c) for c in live]
        for f in futures:
            f.add_done_callback(lambda _f: (done.__setitem__(0, done[0] + 1), step("testbench", done[0],
                                                                                  len(live))))
        retention = ProjectRetention(design, work / "formal", design.model, options.depth, options.batch_size)
        if options.screen_steps:
            retention.screen = DeepSearch(design, bench, workers, wall, steps=options.screen_steps,
                                          seed=options.seed, progress=lambda d, n: step("screen", d, n))
        if options.testbench_replay:
            retention.replay = TestbenchReplay(design, bench, workers, wall, progress=lambda d, n: step("replay", d, n))
        if options.search_steps:
            retention.search = DeepSearch(design, bench, workers, wall, steps=options.search_steps,
                                          seed=options.seed, progress=lambda d, n: step("search", d, n))
        formal_jobs = [0]

        def on_job(_spec, _outcome) -> None:
            formal_jobs[0] += 1
            step("formal", formal_jobs[0], 0)

        verdicts = retention.run(executor, live, on_job) if live else {}
        for f in futures:
            f.result()
    timings["testbench_and_formal"] = time.monotonic() - t0
    for c in live:
        o = outcomes[c.id]
        o.formal = verdicts.get(c.id) or Verdict(UNKNOWN, message="no formal verdict came back")
        o.witness = retention.witnesses.get(c.id)
        if o.formal.status == UNKNOWN and "logic loop" in o.formal.message:
            # a combinational loop Yosys's compile check let through: the proof cannot model it
            c.compile_error, c.compile_stage = f"yosys: {o.formal.message.split(': ', 1)[-1][:300]}", YOSYS
    t0 = time.monotonic()
    run = ProjectRun(check, found, list(outcomes.values()), options, notes=notes,
                 formal_seconds=dict(retention.job_seconds))
    replay_witnesses(run, workers, step)
    timings["witness_replay"] = time.monotonic() - t0
    run.seconds = timings
    return run


def execution_metrics(run: ProjectRun) -> dict:
    """VeriBugBench's execution metrics of the original and the augmented testbench on the clean design."""
    from .metrics import instrument, measure

    check = run.check
    inst = instrument(run.design)
    wall = max(30.0, 40 * check.clean.seconds)
    original = measure(run.design, check.bench, inst, wall=wall)
    phase, phases = run.augmented_phase(), len(run.augmenting())
    augmented = original if phase is None else \
        measure(run.design, check.bench, inst, directed=phase, wall=wall * (1 + phases))
    return {"original": original.to_json(), "augmented": augmented.to_json(), "phases": phases}


def mutate_and_write(directory: Path, out: Path, executor: Executor, options: Options | None = None,
                     progress: Progress | None = None) -> dict:
    """The whole ``project mutate``: verdicts, metrics, the output folder; returns the report."""
    from svafam.engine import scratch_folder

    from . import icarus
    from .artifacts import write_output

    with scratch_folder("svafam-project-") as work:
        start = time.monotonic()
        run = mutate_project(directory, executor, work, options, progress)
        t0 = time.monotonic()
        metrics = execution_metrics(run)
        run.seconds["metrics"] = time.monotonic() - t0
        run.seconds["total"] = time.monotonic() - start
        versions = dict(executor.tool_versions())
        versions["iverilog"] = icarus.version()
        return write_output(out, run, metrics, versions)


__all__ = ["EQUIVALENT", "Options", "Outcome", "ProjectRun", "execution_metrics", "mutate_and_write",
           "mutate_project"]
