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
          on_job: Callable[[JobSpec, JobOutcome], None] | None = None) -> None:
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
