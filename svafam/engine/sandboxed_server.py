"""Jobs on candidate text in a warm SBY server that itself runs inside the sandbox.

Stock SBY started in a fresh sandbox per job (:mod:`svafam.engine.sby_sandboxed`) pays a
new sandbox, a new SBY interpreter and new tool processes for every proof: about three
times the warm server's time per task. Here the warm server (:mod:`svafam.engine.sby_server`)
is started once, inside :mod:`svafam.sandbox`, from a copy of its own modules
(:mod:`svafam.engine.sandbox_tools`): it reads only the toolchain, reaches no network and no
process outside, and none of what it starts outlives it. Each job's files travel in the
request; the job runs in a fork that locks itself into its own folder
(:mod:`svafam.engine.boxed_jobs`): a Landlock domain of its own (no job reads another's
files or signals the server), a CPU limit per process, its memory bounded as on the warm
server (each process may grow by the job's ``memory_bytes``), the wall-clock limit enforced
by a kill. Its work folder comes back in the reply, and the outcome is read as for any
SBY run.

What this shares that a sandbox per job does not: the server's sandbox (its disk, its
process count and its memory in all are shared by the jobs running at once), and the
server's memory as it was when the job was forked. If the server dies (a tree limit, a
crash), every job it was running is run again on its own, in a sandbox per job, so no job
is judged by another's fault. ``SVAFAM_SANDBOXED_RUNNER=process`` turns this off.
"""

from __future__ import annotations

import base64
import io
import json
import math
import os
import shutil
import signal
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from svafam import sandbox

from .events import read_events
from .job import JobSpec
from .outcome import JobOutcome, outcome_from_direct
from .sandbox_tools import SERVER, sandboxed_tools
from .sby_direct import OUTCOME_FILE
from .sby_run import finish_outcome
from .sby_sandboxed import MEMORY_BYTES, run_sby_sandboxed
from .toolchain import Toolchain
from .warm_sby import _yowasp_dir, warm_capable

RUNNER_ENV = "SVAFAM_SANDBOXED_RUNNER"
LIFETIME = 7 * 24 * 3600.0   # the server's own wall-clock limit (it lives as long as its executor)
_BOOT = ("import sys, os; sys.path.insert(0, sys.argv[1]); from svafam.engine.sby_server import main_boxed; "
         "os._exit(main_boxed(sys.argv[2]))")
_REPLY_BYTES = 80 << 20      # the longest reply line read (a work folder of boxed_jobs.REPLY_BYTES, in base64)


def wanted(toolchain: Toolchain) -> bool:
    """Untrusted jobs go to the sandboxed warm server unless the environment says otherwise."""
    mode = os.environ.get(RUNNER_ENV, "warm")
    if mode not in ("warm", "process"):
        raise ValueError(f"{RUNNER_ENV}={mode!r}: expected 'warm' or 'process'")
    return mode == "warm" and os.environ.get("SVAFAM_RUNNER", "warm") == "warm" and warm_capable(toolchain)


def server_limits(workers: int, memory_bytes: int) -> sandbox.Limits:
    """The server's sandbox: room for ``workers`` jobs at once; each job's own bounds are set in its fork."""
    return sandbox.Limits(wall_seconds=LIFETIME, cpu_seconds=int(LIFETIME), memory_bytes=64 << 30,
                          total_memory_bytes=workers * memory_bytes + (1 << 30), total_cpu_seconds=workers * LIFETIME,
                          file_bytes=64 * sandbox.MIB, open_files=1024, processes=workers * 32 + 16,
                          disk_bytes=workers * 256 * sandbox.MIB + 64 * sandbox.MIB, disk_files=workers * 4096 + 1024,
                          output_bytes=256 * 1024)


@dataclass
class _Pending:
    finished: threading.Event
    reply: dict | None = None


class _Server:
    """One sandboxed server process and its line protocol (safe to use from several threads)."""

    def __init__(self, toolchain: Toolchain, workers: int, memory_bytes: int):
        tools = sandboxed_tools(toolchain)
        self.allowed = sandbox.expand(tools.runtime)
        probed = sandbox.probe()
        self.protections = list(probed.protections) + ["own Landlock domain per job", "CPU limit per job"]
        self.missing = dict(probed.missing)
        launchers = {"smtbmc": tools.env["SMTBMC"], "witness": tools.env["WITNESS"],
                     "bitwuzla": str(tools.folder / "bitwuzla"), "yosys": tools.env["YOSYS"]}
        config = {"yowasp": str(_yowasp_dir()), "launchers": launchers, "code_store": str(tools.folder),
                  "paths": [str(tools.folder / "site")],
                  "read": list(self.allowed.read), "run": list(self.allowed.run)}
        env = {k: v for k, v in tools.env.items() if k != "SBY"}
        argv = [tools.python, "-S", "-B", "-c", _BOOT, str(tools.folder / SERVER), json.dumps(config)]
        # the server (not its jobs, whose own Landlock domains leave it out) reads the sandbox's private /proc,
        # which shows the sandbox's processes only: a job stopped at its wall-clock limit is looked at there
        # (boxed_jobs.at_memory_limit)
        self.session = sandbox.open_session(argv, runtime=tools.runtime + sandbox.Runtime(read=("/proc",)), env=env,
                                            limits=server_limits(workers, memory_bytes))
        self._lock = threading.Lock()
        self._pending: dict[int, _Pending] = {}
        self._next = 0
        self._ready = threading.Event()
        self.gone = False
        self.stopped = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def wait_ready(self) -> bool:
        """Until the server has loaded its tools; False when it died first."""
        self._ready.wait(120)
        return not self.gone

    def why_gone(self) -> str:
        result = self.close()
        tail = result.stderr.decode("utf-8", "replace").strip().splitlines()[-2:] if result else []
        return (result.problem if result and result.problem else "") + (" | ".join(tail) if tail else "")

    def _read(self) -> None:
        while True:
            try:
                line = self.session.read_line(_REPLY_BYTES)
            except OSError:
                line = None
            if line is None:
                break
            try:
                msg = json.loads(line)
            except ValueError:
                break
            if "ready" in msg:
                self._ready.set()
                continue
            with self._lock:
                pending = self._pending.get(msg.get("id"))
            if pending is not None:
                pending.reply = msg
                pending.finished.set()
        with self._lock:
            self.gone = True
            self._ready.set()
            for pending in self._pending.values():
                pending.finished.set()

    def _send(self, doc: dict) -> bool:
        return self.session.send((json.dumps(doc) + "\n").encode())

    def run(self, payload: dict[str, bytes], sby_file: str, timeout: float, memory_bytes: int) -> dict | None:
        """The server's reply for one job (``{"status": None}`` when it was stopped at ``timeout``); None when
        the server is gone."""
        self._ready.wait(60)
        pending = _Pending(threading.Event())
        request = {"sby": sby_file, "memory": memory_bytes, "cpu": max(1, math.ceil(timeout)) + 1,
                   "files": {rel: base64.b64encode(data).decode("ascii") for rel, data in payload.items()}}
        with self._lock:
            if self.gone:
                return None
            req_id, self._next = self._next, self._next + 1
            self._pending[req_id] = pending
            sent = self._send({"id": req_id, **request})
        try:
            if not sent:
                return None
            if not pending.finished.wait(timeout):
                with self._lock:
                    if not self.gone:
                        self._send({"kill": req_id})
                pending.finished.wait(30)
                return None if pending.reply is None else {**pending.reply, "timed_out": True}
            return pending.reply
        finally:
            with self._lock:
                del self._pending[req_id]

    def close(self) -> sandbox.SandboxResult | None:
        """Stop the server (it ends when its input closes, stopping what still runs) and its sandbox."""
        try:
            self.session.stdin.close()
        except OSError:
            pass
        self._reader.join(30)
        try:
            return self.session.result()
        except sandbox.SandboxUnavailable:
            return None
        finally:
            self.stopped.set()


def _started_in_own_thread(start):
    """``start()`` run in a thread that lives until the server is stopped: the sandbox's launcher dies with
    the *thread* that started it (``PR_SET_PDEATHSIG``), and an executor's worker threads end with each run."""
    done = threading.Event()
    box: list = []

    def keeper() -> None:
        try:
            box.append(start())
        except BaseException as err:  # noqa: BLE001 - handed to the caller below
            box.append(err)
        done.set()
        if not isinstance(box[0], BaseException):
            box[0].stopped.wait()

    threading.Thread(target=keeper, daemon=True, name="sandboxed-sby-server").start()
    done.wait()
    if isinstance(box[0], BaseException):
        raise box[0]
    return box[0]


class SandboxedSbyServer:
    """Untrusted jobs for one executor: :meth:`run` is :func:`svafam.engine.sby_sandboxed.run_sby_sandboxed`'s
    equal, on a warm server inside the sandbox (started on first use, started again if it dies)."""

    def __init__(self, toolchain: Toolchain, workers: int, memory_bytes: int = MEMORY_BYTES):
        self.toolchain, self.workers, self.memory_bytes = toolchain, workers, memory_bytes
        self._server: _Server | None = None
        self._lock = threading.Lock()
        self.unavailable = ""   # why the server could not start: every job then gets a sandbox of its own

    def _current(self) -> _Server | None:
        with self._lock:
            if self.unavailable:
                return None
            if self._server is None or self._server.gone:
                if self._server is not None:
                    self._server.close()
                server = _started_in_own_thread(lambda: _Server(self.toolchain, self.workers, self.memory_bytes))
                if not server.wait_ready():
                    self.unavailable = server.why_gone() or "it stopped while loading its tools"
                    print(f"sva-families: the sandboxed SBY server did not start ({self.unavailable}); each job on "
                          "candidate text runs in a sandbox of its own (slower)", file=sys.stderr)
                    return None
                self._server = server
            return self._server

    def run(self, job: JobSpec, workdir: Path, timeout: float) -> JobOutcome:
        if job.unsafe_no_sandbox or (job.memory_bytes or self.memory_bytes) > self.memory_bytes:
            return run_sby_sandboxed(job, workdir, self.toolchain, timeout)
        start = time.monotonic()
        try:
            server = self._current()
        except sandbox.SandboxUnavailable as err:
            return JobOutcome("ERROR", wall_seconds=time.monotonic() - start,
                              message=f"refused: {err} (the job's inputs hold candidate text)")
        if server is None:
            return run_sby_sandboxed(job, workdir, self.toolchain, timeout)
        reply = server.run(job.read_payload(), job.sby_file, timeout, job.memory_bytes or self.memory_bytes)
        if reply is None or "refused" in reply:
            # the server died under it (or could not take it): the job is judged on its own, in a sandbox of its own
            return run_sby_sandboxed(job, workdir, self.toolchain, timeout)
        outcome = _outcome(reply, workdir, time.monotonic() - start, timeout, job.memory_bytes or self.memory_bytes)
        outcome.sandbox = {"protections": server.protections, "missing": dict(server.missing), "server": True,
                           "cpu_seconds": reply.get("cpu"), "peak_memory_bytes": reply.get("maxrss"), "peak_tasks": None}
        return outcome

    def close(self) -> None:
        with self._lock:
            if self._server is not None:
                self._server.close()
                self._server = None


def _unpack(reply: dict, workdir: Path) -> None:
    """The job's work folder from the reply, at ``workdir`` (plain files and folders only, as the sandbox
    copies a command's folder back)."""
    shutil.rmtree(workdir, ignore_errors=True)
    workdir.mkdir(parents=True, exist_ok=True)
    try:
        data = base64.b64decode(reply.get("tar") or "", validate=True)
    except ValueError:
        return
    sandbox.copy_back(io.BytesIO(data), workdir, len(data))


def _outcome(reply: dict, workdir: Path, wall: float, timeout: float, memory_bytes: int) -> JobOutcome:
    """The job's outcome from the server's reply: its work folder unpacked at ``workdir``, read as SBY's."""
    _unpack(reply, workdir)
    status = reply.get("status")
    if reply.get("timed_out") or status is None:
        if reply.get("stalled_at_memory"):
            return JobOutcome("ERROR", wall_seconds=wall, limit="memory",
                              message=f"over a limit: the job stalled at its memory limit (each of its processes "
                                      f"may grow by {memory_bytes // (1 << 20)} MiB); it was stopped in its sandbox")
        out = JobOutcome("TIMEOUT", wall_seconds=wall, limit="wall",
                         message=f"no verdict within {timeout:g} s; the job was stopped in its sandbox")
        out.events = read_events(workdir)
        return out
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGXCPU:
        return JobOutcome("TIMEOUT", wall_seconds=wall, limit="cpu",
                          message=f"no verdict within {timeout:g} CPU s; the job was stopped in its sandbox")
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)
    direct = workdir / OUTCOME_FILE
    if code == 0 and direct.is_file():
        try:
            found = json.loads(direct.read_text(encoding="utf-8"))
            if found.get("trace"):
                rel = os.path.relpath(found["trace"], reply.get("work") or "/")
                found["trace"] = str(workdir / rel) if not rel.startswith("..") else None
            out = outcome_from_direct(found, wall)
        except (ValueError, KeyError, TypeError, AttributeError) as err:
            return JobOutcome("ERROR", wall_seconds=wall, message=f"the job's outcome file is unreadable ({err})")
        out.events = read_events(workdir)
        return out
    out = finish_outcome(workdir, code, wall, reply.get("output") or "", memory_bytes)
    if reply.get("disk_full") and out.status == "ERROR":
        out.limit = "disk"
        out.message = "over a limit: the sandboxed server's folder is full"
    return out
