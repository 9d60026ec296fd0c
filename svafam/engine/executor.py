"""The executor interface: jobs in, outcomes out; how and where they run is the executor's business.

Three executors, one contract (:class:`Executor`); :mod:`.executors` is the registry that names them:

``local``    the warm SBY server and its direct job path on this machine (the default);
``process``  one stock SBY program per job on this machine;
``ray``      jobs as Ray tasks on a cluster (or a Ray instance started for the run), each
             worker process keeping its own warm server; traces come back to the caller.

Callers (validation, build, scoring, mutation, tasks) never learn which executor
ran a job: every outcome carries the same fields, and a trace is always a local
file under the run's work folder until the caller copies it.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from pathlib import Path

from svafam.errors import SvafamError

from .job import DEFAULT_TIMEOUT, JobSpec
from .outcome import JobOutcome
from .toolchain import Toolchain

ProgressFn = Callable[[JobSpec, JobOutcome, Path], None]
Results = dict[str, tuple[JobOutcome, Path]]


class ExecutorError(SvafamError, RuntimeError):
    """An executor cannot be used (unknown name, Ray missing or unreachable): bad input, not a verdict."""


class Executor(ABC):
    """Runs jobs; safe to use for several runs, closed once (also as a context manager)."""

    name: str = ""

    def __init__(self, toolchain: Toolchain, *, workers: int | None = None, timeout: float = DEFAULT_TIMEOUT):
        self.toolchain = toolchain
        self.workers = workers or os.cpu_count() or 1
        self.timeout = timeout

    @abstractmethod
    def run(self, jobs: Sequence[JobSpec], work_root: Path, progress: ProgressFn | None = None) -> Results:
        """Run every job; ``{job.key: (outcome, work folder)}``.

        Each job's folder is ``work_root / job.key``; ``progress`` is called once per job, as it
        finishes, from any thread (one at a time). The caller removes the folders.
        """

    def time_limit(self, job: JobSpec) -> float:
        """The wall seconds ``job`` may run: the executor's limit, or the job's own where shorter."""
        return min(self.timeout, job.timeout) if job.timeout else self.timeout

    def describe(self) -> str:
        """One line for people: what runs the jobs, and where."""
        return self.name

    def prepare(self) -> None:
        """Start what the first job will need (a server, a cluster connection) while the caller
        goes on; :meth:`run` does it anyway when needed."""

    def tool_versions(self) -> dict[str, str]:
        """The versions of the tools the jobs run with (what evidence records)."""
        return self.toolchain.versions()

    def close(self) -> None:
        pass

    def __enter__(self) -> "Executor":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
