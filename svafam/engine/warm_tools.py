"""The PyPI formal tools as functions of one warm Python process.

Every job of the suite starts SymbiYosys, which starts Yosys three or four
times, yosys-smtbmc once or twice, and each smtbmc starts the solver: eight
to ten Python interpreters per job, each paying 0.05-0.2 s to start and
import libyosys, smtio or the bitwuzla bindings, against ~0.01-0.1 s of
actual solving. Here those programs run as functions in a *fork* of a
process that imported everything once: :class:`WarmPopen` replaces
``subprocess.Popen`` inside the forked SBY, and when the program it is asked
to start is one of our own launchers (``yosys-native``, ``yosys-smtbmc``,
``yosys-witness``, ``bitwuzla``) it forks and calls the program's main
function instead of exec'ing a new interpreter. Anything else (``yosys-abc``,
a native or overridden tool) is exec'ed as usual. SBY itself, its
arguments, its files, logs and verdict logic are untouched, so a job's
outcome is the one stock SBY computes.
"""

from __future__ import annotations

import gc
import hashlib
import importlib.util
import io
import marshal
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Callable

from svafam.files import write_atomic

from .proctree import LIBC, die_with_parent

_REAL_POPEN = subprocess.Popen

ToolMain = Callable[[list[str]], int]


SHUTDOWN_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


def default_signals() -> None:
    """Undo the handlers SBY and smtio install when imported: a fork sets its own."""
    for sig in SHUTDOWN_SIGNALS:
        signal.signal(sig, signal.SIG_DFL)


def fork_after_setup() -> int:
    """``os.fork()``, but the parent gets the pid only once the child has called
    :func:`close_other_fds` (so everything it set up before, like its process
    group, exists) or has died -- what Popen guarantees for ``preexec_fn``."""
    flush_all()
    ready_r, ready_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        # Whatever the parent left for the cycle collector (a selector and its epoll
        # file, say) must never be finalized here: the child closes inherited file
        # descriptors by number, reuses the numbers, and a late finalizer would close
        # the child's own files. Frozen objects are never collected (nor scanned).
        gc.freeze()
        return 0  # both ends close in close_other_fds()
    os.close(ready_w)
    try:
        os.read(ready_r, 1)
    finally:
        os.close(ready_r)
    return pid


def flush_all() -> None:
    """Flush Python's and C's buffers, so a fork does not write them twice."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (ValueError, OSError, AttributeError):
            pass
    if LIBC is not None:
        LIBC.fflush(None)


def rebind_stdio() -> None:
    """Fresh Python stdio objects over file descriptors 0-2 (just replaced by dup2)."""
    sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False), encoding="utf-8", errors="replace")
    sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), encoding="utf-8", errors="replace")
    sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), encoding="utf-8", errors="replace",
                                  write_through=True)


def close_other_fds() -> None:
    """A forked child must not keep other jobs' pipe ends open, or their readers never see EOF."""
    os.closerange(3, os.sysconf("SC_OPEN_MAX") if hasattr(os, "sysconf") else 4096)


def run_script(path: str, name: str, argv: list[str], as_main: bool) -> int:
    """Run a Python program file (SBY, smtbmc, witness) in this process; its exit status."""
    code = _compiled(path)
    sys.argv = [name] + argv
    scope = {"__file__": path, "__name__": "__main__" if as_main else name, "__builtins__": __builtins__}
    try:
        exec(code, scope, scope)
    except SystemExit as stop:
        if stop.code is None:
            return 0
        if isinstance(stop.code, int):
            return stop.code
        print(stop.code, file=sys.stderr)
        return 1
    return 0


_CODE_CACHE: dict[str, object] = {}


def _compiled(path: str, store: Path | None = None):
    """A program file's code, compiled once per process -- and with ``store`` (a
    folder), once per source text: compiling smtbmc.py, sby.py and witness.py took
    ~0.06 s of every server start, and a script run by exec() gets no ``__pycache__``."""
    code = _CODE_CACHE.get(path)
    if code is not None:
        return code
    source = Path(path).read_bytes()
    saved = None
    if store is not None:
        key = hashlib.sha256(importlib.util.MAGIC_NUMBER + os.fsencode(path) + b"\0" + source).hexdigest()[:32]
        saved = store / f"{key}.code"
        try:
            code = marshal.loads(saved.read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            code = None
        if not isinstance(code, types.CodeType):
            code = None
    if code is None:
        code = compile(source, path, "exec")
        if saved is not None:
            try:
                write_atomic(saved, marshal.dumps(code))
            except OSError:
                pass  # the cache is an optimisation only
    _CODE_CACHE[path] = code
    return code


class ToolRegistry:
    """Which executables are ours and may run in a fork, and their main functions.

    A tool may also name fixed outputs: argument lists whose output never
    depends on anything but the program (``bitwuzla --help``, which smtbmc
    runs before every solver session), answered by :class:`FixedOutputSubprocess`
    without starting a process.
    """

    def __init__(self) -> None:
        self.mains: dict[str, ToolMain] = {}
        self.fixed: dict[str, dict[tuple[str, ...], str]] = {}
        self.sessions: dict[str, Callable[[list[str]], object]] = {}

    def add(self, executable: str, main: ToolMain, fixed_outputs: dict[tuple[str, ...], str] | None = None,
            in_process: Callable[[list[str]], object] | None = None) -> None:
        """``in_process(args)``: the program as a session inside the caller (a solver smtio talks to)."""
        key = os.path.realpath(executable)
        self.mains[key] = main
        if fixed_outputs:
            self.fixed[key] = dict(fixed_outputs)
        if in_process is not None:
            self.sessions[key] = in_process

    def _resolve(self, program: str, path_env: str | None) -> str | None:
        found = program if os.sep in program else shutil.which(program, path=path_env)
        return os.path.realpath(found) if found else None

    def lookup(self, program: str, path_env: str | None) -> ToolMain | None:
        found = self._resolve(program, path_env)
        return self.mains.get(found) if found else None

    def start_in_process(self, argv: list[str]) -> object | None:
        """A session of ``argv`` inside this process, when its program offers one."""
        found = self._resolve(argv[0], os.environ.get("PATH")) if argv else None
        start = self.sessions.get(found) if found else None
        return start(argv[1:]) if start is not None else None

    def fixed_output(self, argv: list[str], path_env: str | None) -> str | None:
        """The registered output of ``argv`` (program and arguments), or None."""
        if not argv:
            return None
        found = self._resolve(argv[0], path_env)
        return self.fixed.get(found, {}).get(tuple(argv[1:])) if found else None


REGISTRY = ToolRegistry()


def _split_sby_command(args: list[str]) -> tuple[str | None, list[str]] | None:
    """SBY starts ``bash -c "cd DIR; PROGRAM ARGS"``; (DIR, [PROGRAM, *ARGS]) when it is that simple."""
    if len(args) != 4 or os.path.basename(args[0]) != "env" or args[1] != "bash" or args[2] != "-c":
        return None
    lexer = shlex.shlex(args[3], posix=True, punctuation_chars=";&|<>()")
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:
        return None
    cwd = None
    if len(tokens) >= 3 and tokens[0] == "cd" and tokens[2] == ";":
        cwd, tokens = tokens[1], tokens[3:]
    if not tokens or any(t and set(t) <= set(";&|<>()") for t in tokens):
        return None
    return cwd, tokens


class WarmPopen(_REAL_POPEN):
    """``subprocess.Popen`` that runs our own launchers as a forked function call."""

    def _execute_child(self, args, executable, preexec_fn, close_fds, pass_fds, cwd, env,
                       startupinfo, creationflags, shell, p2cread, p2cwrite, c2pread, c2pwrite,
                       errread, errwrite, *rest):
        argv = [args] if isinstance(args, (str, bytes, os.PathLike)) else list(args)
        argv = [os.fsdecode(a) for a in argv]
        target = None if shell else self._in_process_target(argv, cwd, env)

        def preexec() -> None:
            if preexec_fn is not None:
                preexec_fn()
            die_with_parent()

        if target is None:
            return super()._execute_child(args, executable, preexec, close_fds, pass_fds, cwd, env,
                                          startupinfo, creationflags, shell, p2cread, p2cwrite,
                                          c2pread, c2pwrite, errread, errwrite, *rest)
        if target[0] == "exec":
            _, program_argv, run_cwd = target
            return super()._execute_child(program_argv, None, preexec, close_fds, pass_fds, run_cwd, env,
                                          startupinfo, creationflags, False, p2cread, p2cwrite,
                                          c2pread, c2pwrite, errread, errwrite, *rest)
        _, main, program_argv, run_cwd = target
        # SBY may killpg() the new process group at once (another engine just won)
        pid = fork_after_setup()
        if pid == 0:  # child: never returns
            status = 1
            try:
                default_signals()
                sys.excepthook = sys.__excepthook__
                if preexec_fn is not None:
                    preexec_fn()
                die_with_parent()
                for fd, std in ((p2cread, 0), (c2pwrite, 1), (errwrite, 2)):
                    if fd != -1 and fd != std:
                        os.dup2(fd, std)
                close_other_fds()
                if run_cwd:
                    os.chdir(run_cwd)
                if env is not None:
                    os.environ.clear()
                    os.environ.update({os.fsdecode(k): os.fsdecode(v) for k, v in env.items()})
                rebind_stdio()
                started = time.monotonic()
                status = profiled(os.path.basename(program_argv[0]), main, program_argv[1:])
                status = 0 if status is None else status
                flush_all()
                record_times(program_argv, started)
            except BaseException as err:  # the child must report and exit, whatever happened
                try:
                    os.write(2, f"{type(err).__name__}: {err}\n".encode())
                except OSError:
                    pass
                status = 1
            finally:
                os._exit(status if isinstance(status, int) else 1)
        self.pid = pid
        self._child_created = True
        self._close_pipe_fds(p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite)

    @staticmethod
    def _in_process_target(argv: list[str], cwd, env):
        path_env = (os.environ if env is None else env).get("PATH")
        sby_cmd = _split_sby_command(argv)
        if sby_cmd is not None:
            run_cwd, program_argv = sby_cmd
            if cwd is not None and run_cwd is not None and not os.path.isabs(run_cwd):
                run_cwd = os.path.join(os.fsdecode(cwd), run_cwd)
            main = REGISTRY.lookup(program_argv[0], path_env)
            run_cwd = run_cwd or (os.fsdecode(cwd) if cwd else None)
            if main is not None:
                return "fork", main, program_argv, run_cwd
            # a plain program (yosys-abc, a native tool): exec it without the bash in between
            exe = program_argv[0] if os.sep in program_argv[0] else shutil.which(program_argv[0], path=path_env)
            if exe and os.path.isfile(exe) and os.access(exe, os.X_OK) and _is_binary(exe):
                return "exec", [exe] + program_argv[1:], run_cwd
            return None
        main = REGISTRY.lookup(argv[0], path_env)
        if main is None:
            return None
        return "fork", main, argv, os.fsdecode(cwd) if cwd else None


class FixedOutputSubprocess:
    """The ``subprocess`` module, except that ``check_output`` of a registered fixed
    output returns it at once. Put in a tool module's namespace (smtio's): each
    ``bitwuzla --help`` otherwise cost a fork, ~16 per family."""

    def __getattr__(self, name):
        return getattr(subprocess, name)

    def check_output(self, args, **kwargs):
        argv = [os.fsdecode(a) for a in args] if isinstance(args, (list, tuple)) else None
        plain = set(kwargs) <= {"text", "universal_newlines"}
        if argv and plain:
            text = REGISTRY.fixed_output(argv, os.environ.get("PATH"))
            if text is not None:
                return text if kwargs.get("text") or kwargs.get("universal_newlines") else text.encode()
        return subprocess.check_output(args, **kwargs)


def record_times(argv: list[str], started: float) -> None:
    """With ``SVAFAM_TOOL_TIMES=FILE``, append "program wall-seconds cpu-seconds" for the benchmark.

    The CPU is this process's own (a fork starts at zero), not its children's.
    """
    log = os.environ.get("SVAFAM_TOOL_TIMES")
    if log:
        with open(log, "a") as f:
            f.write(f"{os.path.basename(argv[0])} {time.monotonic() - started:.4f} {time.process_time():.4f}\n")


def profiled(name: str, function: Callable, *args):
    """``function(*args)``; with ``SVAFAM_PROFILE=DIR``, under cProfile (CPU time), stats saved as
    ``DIR/NAME.PID.prof`` -- how the hot spots of the tools were found (read with ``pstats``)."""
    folder = os.environ.get("SVAFAM_PROFILE")
    if not folder:
        return function(*args)
    import cProfile
    profile = cProfile.Profile(time.process_time)
    try:
        return profile.runcall(function, *args)
    finally:
        profile.dump_stats(os.path.join(folder, f"{name}.{os.getpid()}.prof"))


def _is_binary(path: str) -> bool:
    """Only ELF programs are exec'ed directly; scripts keep going through the shell."""
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def install() -> None:
    """Route this process's ``subprocess.Popen`` (and so ``run``/``check_output``) through :class:`WarmPopen`."""
    subprocess.Popen = WarmPopen
