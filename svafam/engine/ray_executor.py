"""The ``ray`` executor: every job a Ray task, on a cluster or on a Ray instance started for the run.

A task carries the job's files (the ``.sby`` file and its inputs, a few kB), so a
worker needs no shared file system. Each Ray worker process keeps one warm SBY server
of its own for all the tasks it runs (:mod:`svafam.engine.ray_worker`), and sends back the
outcome and the bytes of its trace; the trace is written under the caller's work
folder, so callers see the same outcome as from the local executor.

A worker that dies in the middle of a job (killed, out of memory, node lost) makes
Ray run the task again on another worker, up to :data:`ATTEMPTS` times; a job whose
every attempt was lost is ``ERROR`` with Ray's reason. Nothing is ever taken for a
verdict that a worker did not report.

Before the first job, one probe task checks that the cluster can run jobs at all:
the project importable on the workers, the formal tools present, and the same tool
versions as this machine (evidence records them, so verdicts must not silently
come from other tools). Any failure there is an :class:`ExecutorError`.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from contextlib import contextmanager
from pathlib import Path

from .events import PropertyEvent
from .executor import Executor, ExecutorError, ProgressFn, Results
from .job import DEFAULT_TIMEOUT, JobSpec
from .outcome import JobOutcome
from .toolchain import Toolchain

ATTEMPTS = 3            # a task is run at most this often when its worker dies under it
PROBE_TIMEOUT = 120.0   # seconds for the first worker to start and answer the probe
CONNECT_TIMEOUT = 60.0  # seconds for ray.init: given an address that is not Ray's, it would wait for ever
_INSTALL_HINT = "python -m pip install -e '.[ray]'"


def _import_ray():
    try:
        import ray
    except ImportError:
        raise ExecutorError(f"--executor ray needs Ray, which is not installed: {_INSTALL_HINT}") from None
    return ray


class _Deadline(Exception):
    pass


@contextmanager
def _deadline(seconds: float):
    """Interrupt the block after ``seconds`` (main thread only: ray.init must run there, and has no
    deadline of its own when an address answers but is not Ray's)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(_signum, _frame):
        raise _Deadline

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextmanager
def _quiet_stderr():
    """Hold back what Ray prints on file descriptor 2 while it connects (its C++ retry loops log there,
    one line a second); yields a function returning what was held back."""
    sys.stderr.flush()
    saved = os.dup(2)
    held = tempfile.TemporaryFile()
    os.dup2(held.fileno(), 2)

    def text() -> str:
        held.seek(0)
        return held.read().decode(errors="replace")
    try:
        yield text
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)


def _one_line(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return text[:300] if text else type(error).__name__


class RayExecutor(Executor):
    name = "ray"

    def __init__(self, toolchain: Toolchain, *, workers: int | None = None, timeout: float = DEFAULT_TIMEOUT,
                 address: str | None = None):
        super().__init__(toolchain, workers=workers, timeout=timeout)
        self.ray = _import_ray()
        self.address = address
        self._versions: dict[str, str] | None = None
        self._warmed = False
        with _quiet_stderr() as held:
            try:
                self._connect(workers)
                self._versions = self._probe()
            except ExecutorError as e:
                if "InvalidAuthToken" in held():
                    raise ExecutorError(f"{e}; the cluster wants token authentication: set RAY_AUTH_MODE=token "
                                        "(and RAY_AUTH_TOKEN, or the token in ~/.ray/auth_token)") from None
                raise

    # --- connection -------------------------------------------------------------------
    def _connect(self, workers: int | None) -> None:
        if self.ray.is_initialized():
            raise ExecutorError("Ray is already initialized in this process; use one RayExecutor at a time")
        try:
            self.workers = connect(self.ray, self.address, workers)
        except ExecutorError:
            self._shutdown()
            raise

    def _probe(self) -> dict[str, str]:
        """The tool versions on a worker; an :class:`ExecutorError` if a worker cannot run jobs."""
        ray = self.ray
        from . import ray_worker
        try:
            ref = ray.remote(num_cpus=1, max_retries=0)(ray_worker.probe).remote()
            ready, _ = ray.wait([ref], timeout=PROBE_TIMEOUT)
            if not ready:
                ray.cancel(ref, force=True)
                raise ExecutorError(f"no Ray worker answered within {PROBE_TIMEOUT:g} s (does the cluster have "
                                    "a free CPU?)")
            found = ray.get(ref)
        except ExecutorError:
            self._shutdown()
            raise
        except Exception as e:  # noqa: BLE001 - a worker that cannot import or run the project
            self._shutdown()
            raise ExecutorError(f"the Ray cluster cannot run this project's jobs ({_one_line(e)}); install the "
                                f"project and its tools on every node: {_INSTALL_HINT}") from None
        if "missing" in found:
            self._shutdown()
            raise ExecutorError(f"the Ray cluster's workers lack a formal tool: {found['missing']}")
        ours = self.toolchain.versions()
        if found["versions"] != ours:
            differ = sorted(k for k in set(ours) | set(found["versions"]) if ours.get(k) != found["versions"].get(k))
            self._shutdown()
            raise ExecutorError("the Ray cluster's tools differ from this machine's ("
                                + "; ".join(f"{k}: {found['versions'].get(k)} there, {ours.get(k)} here"
                                            for k in differ) + "); evidence must name the tools that proved it")
        return found["versions"]

    def _shutdown(self) -> None:
        if self.ray.is_initialized():
            self.ray.shutdown()

    # --- running ----------------------------------------------------------------------
    def describe(self) -> str:
        where = f"cluster at {self.address}" if self.address else "a Ray instance started for this run"
        return f"ray: Ray tasks on {where}, {self.workers} at a time, each worker with its own warm SBY server"

    def tool_versions(self) -> dict[str, str]:
        return dict(self._versions or {})

    def prepare(self) -> None:
        """Start a warm server in each worker process now, all at once (else each first job waits for one)."""
        if self._warmed:
            return
        from . import ray_worker
        warm_up = self.ray.remote(num_cpus=1, max_retries=0)(ray_worker.warm_up)
        try:
            self.ray.get([warm_up.remote() for _ in range(self.workers)], timeout=PROBE_TIMEOUT)
        except Exception:  # noqa: BLE001 - a worker that cannot warm up will say why when it runs a job
            pass
        self._warmed = True

    def run(self, jobs: Sequence[JobSpec], work_root: Path, progress: ProgressFn | None = None) -> Results:
        ray = self.ray
        from . import ray_worker
        if jobs:
            self.prepare()
        remote_run = ray.remote(num_cpus=1, max_retries=ATTEMPTS - 1, retry_exceptions=False)(ray_worker.run_job)
        results: Results = {}
        pending: dict = {}
        start = time.monotonic()
        for job in sorted(jobs, key=lambda j: j.priority):
            ref = remote_run.remote(job.read_payload(), job.sby_file, self.time_limit(job), job.memory_bytes,
                                    job.untrusted, job.unsafe_no_sandbox)
            pending[ref] = job
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                job = pending.pop(ref)
                workdir = work_root / job.key
                workdir.mkdir(parents=True, exist_ok=True)
                outcome = self._collect(ref, workdir, time.monotonic() - start)
                outcome.executor, outcome.tool_versions = self.name, self.tool_versions()
                results[job.key] = (outcome, workdir)
                if progress:
                    progress(job, outcome, workdir)
        return results

    def _collect(self, ref, workdir: Path, elapsed: float) -> JobOutcome:
        """The worker's outcome, its trace written into ``workdir``; ``ERROR`` with Ray's reason if it was lost."""
        try:
            found = self.ray.get(ref)
        except Exception as e:  # noqa: BLE001 - WorkerCrashedError, NodeDiedError, ObjectLostError, RayTaskError
            return JobOutcome("ERROR", wall_seconds=elapsed,
                              message=f"Ray lost the job ({ATTEMPTS} attempts at most): {_one_line(e)}")
        return ray_worker_outcome(found, workdir)

    def close(self) -> None:
        # a cluster given by address stays up; only this process disconnects
        self._shutdown()


def connect(ray, address: str | None, workers: int | None) -> int:
    """``ray.init`` for the run: the cluster at ``address``, or a private instance on this machine on loopback
    only; the workers to use. :class:`ExecutorError` (Ray shut down again) when that cannot be done."""
    where = f"at {address!r}" if address else "on this machine"
    if address is not None:
        _check_reachable(address)
    options = dict(include_dashboard=False, log_to_driver=False, configure_logging=False, logging_level="ERROR")
    if address is None:
        # a private instance on this machine, on loopback only, sized to the requested workers ("local":
        # never another cluster found on this machine, nor the one RAY_ADDRESS names)
        options.update(address="local", num_cpus=workers or os.cpu_count() or 1, _node_ip_address="127.0.0.1",
                       _system_config={"worker_niceness": 0})
        # Ray starts its workers at niceness 15 (below its own daemons). Our jobs -- the whole point
        # of the run -- then yield to everything else on the machine: with the same tool CPU as under
        # the local executor, each job took 13% longer beside another run. Here they run at the
        # priority of the command that started them, as with the local executor.
    else:
        options.update(address=address)
    try:
        with _deadline(CONNECT_TIMEOUT):
            ray.init(**options)
    except _Deadline:
        _shutdown_quietly(ray)
        raise ExecutorError(f"no Ray cluster answered {where} within {CONNECT_TIMEOUT:g} s") from None
    except Exception as e:  # noqa: BLE001 - Ray raises many kinds (ConnectionError, ValueError, ...)
        _shutdown_quietly(ray)
        raise ExecutorError(f"cannot start or reach a Ray cluster {where}: {_one_line(e)}") from None
    return workers or max(1, int(ray.cluster_resources().get("CPU", 1)))


def _shutdown_quietly(ray) -> None:
    try:
        ray.shutdown()
    except Exception:  # noqa: BLE001 - nothing more to do about a half-started Ray
        pass


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Fail fast on an address nothing listens at (``host:port`` or ``ray://host:port``)."""
    if address in ("auto", "local"):
        return  # Ray finds (or refuses) the cluster of this machine itself, quickly
    hostport = address.removeprefix("ray://")
    host, sep, port = hostport.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ExecutorError(f"--ray-address {address!r}: expected HOST:PORT, ray://HOST:PORT or auto")
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
            pass
    except OSError as e:
        raise ExecutorError(f"no Ray cluster at {address!r}: {e.strerror or _one_line(e)}") from None


def ray_worker_outcome(found: dict, workdir: Path) -> JobOutcome:
    """Rebuild the outcome a worker sent; its traces become files of ``workdir``, at the same places."""
    for rel, data in found.pop("traces").items():
        path = workdir / rel
        if workdir.resolve() not in path.resolve().parents:
            raise ValueError(f"a worker sent a trace outside its work folder: {rel!r}")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    local = lambda rel: None if rel is None else workdir / rel  # noqa: E731
    found["trace_source"] = local(found["trace_source"])
    found["events"] = [PropertyEvent(kind, name, step, local(rel)) for kind, name, step, rel in found["events"]]
    return JobOutcome(**found)
