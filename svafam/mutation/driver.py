"""Several families' proofs in the same executor runs, phase by phase.

A family's retention (or kill matrix) is a :class:`Stage`: it hands out jobs, reads their
outcomes (which may ask for more jobs: a split batch, a single proof), and moves to its
next phase once all its jobs are back. The driver gathers the jobs of every stage into
one ``executor.run`` per round, so the workers stay busy while one family waits for a
phase with a single job.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from svafam.engine import Executor, JobOutcome, JobSpec


class Stage(Protocol):
    def next_jobs(self) -> list[tuple[JobSpec, object]]:
        """The jobs of the next phase (empty: this stage is done), each with a token for :meth:`finished`."""

    def finished(self, token: object, outcome: JobOutcome, workdir: Path) -> list[tuple[JobSpec, object]]:
        """Read one job's outcome; more jobs of the same phase, if it needs them."""


def drive(executor: Executor, stages: Sequence[Stage], work_root: Path,
          on_job: Callable[[JobSpec, JobOutcome], None] | None = None, *, stream: bool = False) -> None:
    """Every stage's jobs to the end. ``stream``: each job's follow-ups start as soon as it is back, not after its
    round (a proof that runs to its timeout then holds up only what waits for it, not the other workers); a
    stage's outcomes then come back in the order the jobs finish, so only a stage whose verdicts do not
    depend on that order may stream. A stage's next phase starts once all its jobs are back, either way."""
    if stream:
        _stream(executor, stages, work_root, on_job)
        return
    queued: dict[int, list[tuple[JobSpec, object]]] = {i: s.next_jobs() for i, s in enumerate(stages)}
    active = {i for i, jobs in queued.items() if jobs}
    while active:
        owners: dict[str, tuple[int, object]] = {}
        specs: list[JobSpec] = []
        for i in sorted(active):
            for spec, token in queued[i]:
                owners[spec.key] = (i, token)
                specs.append(spec)
            queued[i] = []

        def progress(spec: JobSpec, outcome: JobOutcome, _workdir: Path) -> None:
            if on_job:
                on_job(spec, outcome)

        results = executor.run(specs, work_root, progress=progress)
        for key in sorted(owners):
            i, token = owners[key]
            outcome, workdir = results[key]
            queued[i] += stages[i].finished(token, outcome, workdir)
        for i in sorted(active):
            if not queued[i]:
                queued[i] = stages[i].next_jobs()
        active = {i for i in active if queued[i]}


def _stream(executor: Executor, stages: Sequence[Stage], work_root: Path,
            on_job: Callable[[JobSpec, JobOutcome], None] | None) -> None:
    """``executor.workers`` jobs at a time, one ``executor.run`` each; the stages are read and fed on this
    thread only. An exception (a stage's, or a worker's) ends the drive once the jobs running are back."""
    import heapq
    from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait

    queue: list[tuple[int, int, int, JobSpec, object]] = []   # (priority, order, stage, spec, token)
    out = [0] * len(stages)         # a stage's jobs queued or running
    order = [0]

    def push(i: int, jobs: list[tuple[JobSpec, object]]) -> None:
        for spec, token in jobs:
            order[0] += 1
            out[i] += 1
            heapq.heappush(queue, (spec.priority, order[0], i, spec, token))

    for i, stage in enumerate(stages):
        push(i, stage.next_jobs())
    running: dict = {}
    with ThreadPoolExecutor(max_workers=max(1, executor.workers)) as pool:
        while queue or running:
            while queue and len(running) < max(1, executor.workers):
                _, _, i, spec, token = heapq.heappop(queue)
                running[pool.submit(executor.run, [spec], work_root)] = (i, spec, token)
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for fut in sorted(done, key=lambda f: running[f][1].key):
                i, spec, token = running.pop(fut)
                outcome, workdir = fut.result()[spec.key]
                if on_job:
                    on_job(spec, outcome)
                out[i] -= 1
                push(i, stages[i].finished(token, outcome, workdir))
                if not out[i]:
                    push(i, stages[i].next_jobs())
