"""A warm SymbiYosys server: jobs run in forks of one preloaded process.

The server imports SBY, smtio, libyosys (``pyosys``) and the bitwuzla
bindings once, then for every request forks a child that runs the job:
with :mod:`svafam.engine.sby_direct` when the ``.sby`` file is one of the suite's
shapes (SBY's scripts, command lines and verdict rules, without SBY's own
orchestration), otherwise -- and whenever that leaves the outcome to SBY --
the stock ``sby.py`` on the job's ``.sby`` file, same arguments, same
working folder. Either way :mod:`svafam.engine.warm_tools` starts our own launchers
as forked function calls (see there for why), and smtbmc's Bitwuzla runs
inside smtbmc's process (:mod:`svafam.engine.solver_in_process`). ``SVAFAM_DIRECT=0``
makes every job a stock SBY run.

The runner's side is :class:`svafam.engine.warm_sby.SbyServer`. Protocol (one JSON
object per line): the client writes
``{"id", "sby", "workdir", "output"}``; the server answers ``{"id",
"status"}`` with the job's wait status when it is over; ``{"kill": id}``
stops a job. Each job runs in
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
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from . import boxed_jobs, sby_direct, warm_abc, warm_tools
from .proctree import die_with_parent, kill_session, limit_memory

# what SBY, smtbmc and our bitwuzla front end import: paid once, in the server
_PRELOADED = ("click", "sby_cmdline", "sby_core", "sby_design", "sby_engine_abc", "sby_engine_smtbmc",
              "sby_jobserver", "sby_mode_bmc", "sby_mode_cover", "sby_mode_prove", "sby_status", "ywio",
              "bitwuzla", "tempfile", "concurrent.futures.thread")


@dataclass(frozen=True)
class _Programs:
    sby: str
    smtbmc: str
    witness: str


def _launchers(shim_dir: Path) -> dict[str, str]:
    """Our launchers of the fast path (the toolchain's folder), by the tool each starts."""
    return {"yosys": str(shim_dir / "yosys-native"), "smtbmc": str(shim_dir / "yosys-smtbmc"),
            "witness": str(shim_dir / "yosys-witness"), "bitwuzla": str(shim_dir / "bitwuzla")}


def _preload(yowasp_dir: Path, launchers: dict[str, str], code_store: Path | None) -> _Programs:
    """Import every tool's code once; register the launchers SBY will start (``launchers``: tool -> path)
    as in-process programs. ``code_store``: where compiled programs are kept (None: compile them here)."""
    sys.path[0:0] = [str(yowasp_dir / "share" / "python3")]
    for module in _PRELOADED:
        importlib.import_module(module)
    import smtio
    from pyosys import libyosys as ys

    from . import bitwuzla_cli, smtio_speedups, solver_in_process, yosys_cli

    smtio_speedups.apply(smtio, start_in_process=warm_tools.REGISTRY.start_in_process)

    ys.yosys_setup()
    programs = _Programs(str(yowasp_dir / "sby.py"), str(yowasp_dir / "smtbmc.py"), str(yowasp_dir / "witness.py"))
    for path in (programs.sby, programs.smtbmc, programs.witness):
        warm_tools._compiled(path, store=code_store)
    # smtio and sby_core install signal handlers and an excepthook when imported;
    # each program gets its own back in its fork (below), the server none of them
    warm_tools.default_signals()
    sys.excepthook = sys.__excepthook__

    def smtbmc_main(argv: list[str]) -> int:
        signal.signal(signal.SIGINT, smtio.force_shutdown)
        signal.signal(signal.SIGHUP, smtio.force_shutdown)
        sys.excepthook = smtio.except_hook
        return warm_tools.run_script(programs.smtbmc, "yosys-smtbmc", argv, as_main=True)

    warm_tools.REGISTRY.add(launchers["yosys"], lambda argv: yosys_cli.main(argv, setup=False))
    warm_tools.REGISTRY.add(launchers["smtbmc"], smtbmc_main)
    warm_tools.REGISTRY.add(launchers["witness"],
                            lambda argv: warm_tools.run_script(programs.witness, "yosys-witness", argv, as_main=True))
    warm_tools.REGISTRY.add(launchers["bitwuzla"], lambda argv: bitwuzla_cli.main(argv),
                            fixed_outputs={("--help",): bitwuzla_cli.USAGE},
                            # the session captures the solver's output in an in-memory file (or a file in TMPDIR)
                            in_process=solver_in_process.InProcessBitwuzla)
    smtio.subprocess = warm_tools.FixedOutputSubprocess()
    return programs


def _run_job(programs: _Programs, sby_file: str, workdir: str, output: str, memory: int | None = None,
             confine: Callable[[], None] | None = None) -> None:
    """In the forked job process: run stock SBY on one job file; never returns. ``confine``: locks the
    job into its own folder first (a job on candidate text); if it fails, the job does not run."""
    status = 16
    try:
        os.setsid()  # the job's session holds every process it starts, even orphaned ones
        die_with_parent()
        if confine is not None:
            confine()
        if memory:
            limit_memory(memory)
            # the pool's ABC processes are the server's, not held to this job's limit: exec one of its own
            os.environ.pop(warm_abc.SOCKET_ENV, None)
        null = os.open(os.devnull, os.O_RDONLY)
        out = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(null, 0)
        os.dup2(out, 1)
        os.dup2(out, 2)
        warm_tools.close_other_fds()
        warm_tools.rebind_stdio()
        os.chdir(os.path.dirname(sby_file))
        import sby_core
        for sig in warm_tools.SHUTDOWN_SIGNALS:
            signal.signal(sig, sby_core.force_shutdown)
        warm_tools.install()
        started = time.monotonic()
        status, runner = None, "direct"
        if os.environ.get("SVAFAM_DIRECT", "1") != "0":
            status = warm_tools.profiled("direct", _run_direct, sby_file, workdir)
        if status is None:  # not a shape sby_direct runs, or an outcome only SBY decides
            runner = "sby"
            status = warm_tools.profiled("sby", warm_tools.run_script, programs.sby, "sby",
                                         ["-f", "-d", workdir, os.path.basename(sby_file)], False)
        warm_tools.flush_all()
        warm_tools.record_times([runner], started)
    except BaseException as err:
        try:
            os.write(2, f"sva-families SBY server: {type(err).__name__}: {err}\n".encode())
        except OSError:
            pass
    finally:
        os._exit(status if isinstance(status, int) else 16)


def _run_direct(sby_file: str, workdir: str) -> int | None:
    """The job run by :mod:`svafam.engine.sby_direct`; 0 once its outcome is written, None to leave it to SBY."""
    job = sby_direct.read_job(Path(sby_file).read_text(encoding="utf-8"))
    if job is None:
        return None
    try:
        outcome = sby_direct.run(job, Path(sby_file).parent, Path(workdir), os.environ)
    except Exception as err:  # SBY decides instead; say why in the job's output
        print(f"sva-families: running the job directly failed ({type(err).__name__}: {err}); running SBY",
              flush=True)
        return None
    if outcome is None:
        print("sva-families: an outcome SBY decides; running SBY", flush=True)
        return None
    Path(workdir, sby_direct.OUTCOME_FILE).write_text(json.dumps(outcome), encoding="utf-8")
    return 0


@dataclass(frozen=True)
class Boxed:
    """The server inside the sandbox: requests carry the job's files, written under ``root``; each job
    reads only ``read`` and ``run`` besides its own folder (:mod:`svafam.engine.boxed_jobs`)."""
    root: str
    read: list[str]
    run: list[str]


def serve(programs: _Programs, boxed: Boxed | None = None) -> int:
    reply = os.fdopen(os.dup(1), "w", buffering=1)
    requests = sys.stdin.buffer.fileno()
    os.set_blocking(requests, True)
    running: dict[int, tuple[int, int]] = {}  # pidfd (or pid) -> (request id, pid)
    by_id: dict[int, int] = {}                # request id -> pid
    boxes: dict[int, tuple[str, str, str]] = {}  # request id -> its folder, work folder, output (boxed)
    stalled: dict[int, bool] = {}                # request id -> stopped while at its memory limit (boxed)
    use_pidfd = hasattr(os, "pidfd_open")
    pending = b""
    abc_pool = _abc_pool()
    reply.write(json.dumps({"ready": True}) + "\n")
    open_input = True
    while open_input or running:
        watch = ([requests] if open_input else []) + (list(running) if use_pidfd else [])
        warm_abc_fds = abc_pool.fds() if abc_pool is not None else []
        readable, _, _ = select.select(watch + warm_abc_fds, [], [], None if use_pidfd else 0.02)
        for fd in warm_abc_fds:
            if fd in readable:
                abc_pool.handle(fd)
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
                        if req["kill"] in boxes:  # stopped at its wall-clock limit: was it stalled at its memory limit?
                            stalled[req["kill"]] = boxed_jobs.at_memory_limit(by_id[req["kill"]])
                        kill_session(by_id[req["kill"]])
                    continue
                confine = None
                if boxed is not None:
                    try:
                        folder, req["sby"], req["workdir"], req["output"] = boxed_jobs.prepare(boxed.root, req)
                    except (boxed_jobs.BadRequest, OSError, ValueError, KeyError, TypeError) as err:
                        reply.write(json.dumps({"id": req.get("id"), "refused": f"{type(err).__name__}: {err}"}) + "\n")
                        continue
                    boxes[req["id"]] = (folder, req["workdir"], req["output"])

                    def confine(folder=folder, cpu=req.get("cpu")) -> None:
                        boxed_jobs.confine(folder, boxed.read, boxed.run, cpu)
                pid = warm_tools.fork_after_setup()  # returns once the job has its session: a kill reaches it
                if pid == 0:
                    _run_job(programs, req["sby"], req["workdir"], req["output"], req.get("memory"), confine)
                key = pid
                if use_pidfd:
                    try:
                        key = os.pidfd_open(pid)
                    except OSError:
                        use_pidfd = False
                running[key] = (req["id"], pid)
                by_id[req["id"]] = pid
        for key in list(running):
            if use_pidfd and key not in readable:
                continue
            req_id, pid = running[key]
            done, wait_status, usage = os.wait4(pid, os.WNOHANG)
            if done == 0:
                continue
            if use_pidfd and key != pid:
                os.close(key)
            del running[key]
            del by_id[req_id]
            kill_session(pid)  # whatever the job left behind (a stuck solver's own children)
            answer = {"id": req_id, "status": wait_status}
            if req_id in boxes:
                answer.update(boxed_jobs.collect(*boxes.pop(req_id)), stalled_at_memory=stalled.pop(req_id, False),
                              cpu=round(usage.ru_utime + usage.ru_stime, 3), maxrss=usage.ru_maxrss * 1024)
            reply.write(json.dumps(answer) + "\n")
    if abc_pool is not None:
        abc_pool.close()
    return 0


def _abc_pool() -> warm_abc.AbcPool | None:
    """ABC processes for the jobs' proofs (:mod:`svafam.engine.warm_abc`); None: each PDR execs ABC."""
    program = os.environ.get("ABC")
    if not program or not warm_abc.enabled():
        return None
    try:
        pool = warm_abc.AbcPool(program, sby_direct.abc_pdr_in)
    except OSError as err:
        print(f"sva-families SBY server: no warm ABC ({err}); each proof starts ABC", file=sys.stderr)
        return None
    os.environ[warm_abc.SOCKET_ENV] = pool.path  # the jobs' environment
    return pool


def main_boxed(config: str) -> int:
    """The server started inside the sandbox (:mod:`svafam.engine.sandboxed_server`): ``config`` is JSON with
    yowasp's folder, the launchers, where compiled programs are, and what every job may read and run."""
    cfg = json.loads(config)
    sys.path[1:1] = cfg["paths"]   # the links to the packages the tools import (after this code's own folder)
    programs = _preload(Path(cfg["yowasp"]), cfg["launchers"], Path(cfg["code_store"]))
    root = os.path.join(os.getcwd(), "jobs")   # the sandbox starts it in its own folder
    os.makedirs(root, exist_ok=True)
    code = serve(programs, Boxed(root, list(cfg["read"]), list(cfg["run"])))
    warm_tools.flush_all()
    return code


if __name__ == "__main__":
    shim = Path(sys.argv[2])
    code = serve(_preload(Path(sys.argv[1]), _launchers(shim), shim.parent / "code"))
    warm_tools.flush_all()
    os._exit(code)  # nothing left to clean up; tearing down libyosys and the interpreter took ~0.06 s
