"""Executors on this machine: a pool of threads, each waiting on one SBY task at a time.

``local`` sends every task to the warm SBY server (forks of one preloaded process,
the suite's job shapes through :mod:`svafam.engine.sby_direct`); with a native or
overridden ``sby``, or ``SVAFAM_RUNNER=process``, it starts SBY programs instead.
``process`` always starts one stock SBY program per task.

Either way a job on candidate text (``JobSpec.untrusted``) runs inside the sandbox, never in the warm
server of trusted jobs: on a second warm server that itself runs in the sandbox, each job locked into its
own folder (:mod:`svafam.engine.sandboxed_server`), or with stock SBY in a sandbox of its own
(:mod:`svafam.engine.sby_sandboxed`) for ``process`` and wherever the warm server cannot run.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from . import sandboxed_server
from .executor import Executor, ProgressFn, Results
from .job import JobSpec
from .outcome import JobOutcome
from .sby_run import run_sby, run_sby_warm
from .sby_sandboxed import run_sby_sandboxed
from .sandboxed_server import SandboxedSbyServer
from .toolchain import Toolchain
from .warm_sby import SbyServer, adopt_early, warm_capable


def runner_mode(toolchain: Toolchain) -> str:
    """``warm`` when the warm server can run this toolchain's SBY and nothing asks otherwise."""
    wanted = os.environ.get("SVAFAM_RUNNER", "warm")
    if wanted not in ("warm", "process"):
        raise ValueError(f"SVAFAM_RUNNER={wanted!r}: expected 'warm' or 'process'")
    return "warm" if wanted == "warm" and warm_capable(toolchain) else "process"


class _ThreadedExecutor(Executor):
    _untrusted_server: SandboxedSbyServer | None = None

    def _run_one(self, job: JobSpec, workdir: Path) -> JobOutcome:
        raise NotImplementedError

    def _run_untrusted(self, job: JobSpec, workdir: Path) -> JobOutcome:
        return run_sby_sandboxed(job, workdir, self.toolchain, self.time_limit(job))

    def run(self, jobs: Sequence[JobSpec], work_root: Path, progress: ProgressFn | None = None) -> Results:
        results: Results = {}
        if not jobs:
            return results
        versions = self.tool_versions()

        def one(job: JobSpec) -> tuple[JobSpec, JobOutcome, Path]:
            workdir = work_root / job.key
            workdir.parent.mkdir(parents=True, exist_ok=True)
            if job.untrusted:
                outcome = self._run_untrusted(job, workdir)
            else:
                outcome = self._run_one(job, workdir)
            outcome.executor, outcome.tool_versions = self.name, versions
            return job, outcome, workdir

        with ThreadPoolExecutor(max_workers=self.workers) as pool:
            futures = [pool.submit(one, job) for job in sorted(jobs, key=lambda j: j.priority)]
            for fut in as_completed(futures):
                job, outcome, workdir = fut.result()
                results[job.key] = (outcome, workdir)
                if progress:
                    progress(job, outcome, workdir)
        return results


class ProcessExecutor(_ThreadedExecutor):
    """One stock SBY program per job."""

    name = "process"

    def describe(self) -> str:
        return f"process: one stock SBY program per job, {self.workers} at a time"

    def _run_one(self, job: JobSpec, workdir: Path) -> JobOutcome:
        return run_sby(job.sby_path, workdir, self.toolchain, self.time_limit(job), job.memory_bytes)


class LocalExecutor(_ThreadedExecutor):
    """The warm SBY server when this toolchain can use one, else SBY programs."""

    name = "local"

    def __init__(self, toolchain: Toolchain, *, workers: int | None = None, timeout: float = 120.0,
                 server: SbyServer | None = None):
        super().__init__(toolchain, workers=workers, timeout=timeout)
        self.server = server
        self.warm = server is not None or runner_mode(toolchain) == "warm"
        self._untrusted_lock = threading.Lock()
        self._server_lock = threading.Lock()   # runs of one executor may start at once (a streamed drive)

    def describe(self) -> str:
        if self.warm:
            return (f"local: warm SBY server, {self.workers} jobs at a time (jobs run in forks of one preloaded "
                    "process; --executor process starts one SBY program per job)")
        return f"local: one SBY program per job, {self.workers} at a time (this SBY cannot run in the warm server)"

    def prepare(self) -> None:
        # the server loads its tools (~0.3 s) while the caller goes on preparing jobs
        with self._server_lock:
            if self.warm and self.server is None:
                self.server = adopt_early(self.toolchain) or SbyServer(self.toolchain)

    def run(self, jobs: Sequence[JobSpec], work_root: Path, progress: ProgressFn | None = None) -> Results:
        if any(not job.untrusted for job in jobs):  # the sandboxed jobs do not need the server
            self.prepare()
        return super().run(jobs, work_root, progress)

    def _run_one(self, job: JobSpec, workdir: Path) -> JobOutcome:
        if self.server is None:
            return run_sby(job.sby_path, workdir, self.toolchain, self.time_limit(job), job.memory_bytes)
        return run_sby_warm(self.server, job.sby_path, workdir, self.time_limit(job), job.memory_bytes)

    def _run_untrusted(self, job: JobSpec, workdir: Path) -> JobOutcome:
        if not sandboxed_server.wanted(self.toolchain):
            return super()._run_untrusted(job, workdir)
        with self._untrusted_lock:
            if self._untrusted_server is None:
                self._untrusted_server = sandboxed_server.SandboxedSbyServer(self.toolchain, self.workers)
        return self._untrusted_server.run(job, workdir, self.time_limit(job))

    def close(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self._untrusted_server is not None:
            self._untrusted_server.close()
            self._untrusted_server = None
