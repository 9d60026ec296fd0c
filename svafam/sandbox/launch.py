"""The checker's side of a sandboxed run: start the launcher, feed it, collect what it reports.

The launcher (:mod:`svafam.sandbox.inside.launcher`) is this interpreter run with ``-I -S``
on the ``inside`` package alone. It gets its configuration as one JSON argument and
three descriptors: a status pipe (JSON lines: what was in force, how the command
ended), an unlinked file with the caller's input files as a tar stream, and one for the
files the command left in its folder. The command's standard output and error go to
unlinked files (bounded by the file-size limit) or, for a :class:`Session`, to pipes.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import stat
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

from .inside import names
from .inside.launcher import EXIT_REFUSED
from .limits import Limits, says_out_of_memory
from .policy import Allowed, Runtime, expand
from .result import SandboxResult, SandboxUnavailable

INSIDE_ROOT = Path(__file__).resolve().parent
_BOOT = "import sys; sys.path.insert(0, sys.argv[1]); from inside.launcher import main; main(sys.argv[2])"
_GRACE = 10.0  # seconds past the wall limit before the checker kills the launcher itself
WITHOUT_ENV = "SVAFAM_SANDBOX_WITHOUT"
# what a process that handles the failure itself prints (Python ignores SIGXFSZ: a write past the limit is EFBIG)
_SAID_FILE_SIZE = b"File too large"


def _box_base() -> str:
    """A temporary folder everyone may traverse (the box is mounted over a folder in it)."""
    for base in (tempfile.gettempdir(), "/tmp", "/dev/shm", "/var/tmp"):
        try:
            if os.stat(base).st_mode & stat.S_IXOTH:
                return base
        except OSError:
            continue
    return tempfile.gettempdir()


def without() -> list[str]:
    """Protections turned off on purpose (``SVAFAM_SANDBOX_WITHOUT=a,b``): a missing one refuses the
    run unless it is unsafe, so this can test the refusal but never weaken a run silently."""
    return [n.strip() for n in os.environ.get(WITHOUT_ENV, "").split(",") if n.strip()]


def _tar_inputs(workdir: Path) -> tempfile._TemporaryFileWrapper:
    f = tempfile.TemporaryFile(prefix="svafam-box-in-")
    with tarfile.open(fileobj=f, mode="w:", format=tarfile.PAX_FORMAT) as tar:
        for path in sorted(workdir.rglob("*")):
            if path.is_symlink() or not (path.is_file() or path.is_dir()):
                continue
            tar.add(path, arcname=str(path.relative_to(workdir)), recursive=False)
    f.flush()
    f.seek(0)
    return f


def copy_back(stream, workdir: Path, budget: int) -> int:
    """The command's files into ``workdir``: regular files and folders with plain relative names only."""
    count = 0
    stream.seek(0)
    try:
        with tarfile.open(fileobj=stream, mode="r:") as tar:
            for member in tar:
                name = os.path.normpath(member.name)
                if name in (".", "") or name.startswith(("/", "..")) or "\0" in name:
                    continue
                target = workdir / name
                if any(p.is_symlink() for p in [target, *target.parents] if _under(p, workdir)):
                    continue
                if member.isdir():
                    target.mkdir(parents=True, exist_ok=True)
                elif member.isreg() and member.size <= budget:
                    budget -= member.size
                    target.parent.mkdir(parents=True, exist_ok=True)
                    source = tar.extractfile(member)
                    tmp = target.with_name(f".{target.name}.sandbox-{os.getpid()}")
                    with open(tmp, "wb") as out:
                        shutil.copyfileobj(source, out)
                    os.chmod(tmp, member.mode & 0o755)
                    os.replace(tmp, target)
                    count += 1
    except tarfile.TarError:
        pass  # what the init packed is cut short only when it ran out of room: keep what came
    return count


def _under(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


class _Launch:
    """One run of the launcher; :meth:`finish` waits for it and makes the result."""

    def __init__(self, argv: list[str], *, workdir: Path | None, runtime: Runtime, writable: tuple[str, ...],
                 env: dict[str, str] | None, limits: Limits, unsafe: bool, exec_in_workdir: bool,
                 forbidden: list[str] | None, interactive: bool, stdin: bytes | None, cwd: str = ""):
        if not argv or not os.path.isabs(argv[0]):
            raise ValueError(f"the sandboxed program must be an absolute path, not {argv[:1]!r}")
        cwd = os.path.normpath(cwd) if cwd else ""
        if cwd.startswith(("/", "..")):
            raise ValueError(f"the sandboxed command's folder must be a folder of its own folder, not {cwd!r}")
        self.limits, self.unsafe, self.workdir = limits, unsafe, workdir
        allowed: Allowed = expand(runtime, forbidden)
        self.box = tempfile.mkdtemp(prefix="svafam-box-", dir=_box_base())
        os.chmod(self.box, 0o700)
        self.start = time.monotonic()
        self._files = []
        status_r, status_w = os.pipe()
        self.status_r = status_r
        tar_in = _tar_inputs(workdir) if workdir is not None and any(workdir.iterdir()) else None
        self.tar_out = tempfile.TemporaryFile(prefix="svafam-box-out-") if workdir is not None else None
        fds = {"status": status_w, "tar_in": tar_in.fileno() if tar_in else None,
               "tar_out": self.tar_out.fileno() if self.tar_out else None}
        config = {"argv": argv, "env": dict(env) if env is not None else {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
                  "box": self.box, "read": allowed.read, "run": allowed.run, "masks": allowed.masks, "reveals": allowed.reveals,
                  "write": [os.path.realpath(p) for p in writable], "limits": limits.as_dict(), "unsafe": unsafe,
                  "without": without(), "parent": os.getpid(), "fds": fds, "exec_in_box": exec_in_workdir, "cwd": cwd}
        for name in ("HOME", "TMPDIR", "TMP", "TEMP"):  # its folder is the only place it may write
            config["env"].setdefault(name, self.box)
        self.stderr_file = tempfile.TemporaryFile(prefix="svafam-box-err-")
        if interactive:
            stdin_arg, stdout_arg = subprocess.PIPE, subprocess.PIPE
            self.stdout_file = None
        else:
            stdin_file = tempfile.TemporaryFile(prefix="svafam-box-stdin-")
            stdin_file.write(stdin or b"")
            stdin_file.seek(0)
            self._files.append(stdin_file)
            stdin_arg = stdin_file
            self.stdout_file = tempfile.TemporaryFile(prefix="svafam-box-out-")
            stdout_arg = self.stdout_file
        pass_fds = [fd for fd in fds.values() if fd is not None]
        try:
            self.proc = subprocess.Popen([sys.executable, "-I", "-S", "-c", _BOOT, str(INSIDE_ROOT), json.dumps(config)],
                                         stdin=stdin_arg, stdout=stdout_arg, stderr=self.stderr_file,
                                         pass_fds=pass_fds, start_new_session=True, env={}, close_fds=True)
        finally:
            os.close(status_w)
            if tar_in is not None:
                tar_in.close()

    def deadline(self) -> float:
        return self.start + self.limits.wall_seconds + _GRACE

    def finish(self) -> SandboxResult:
        killed = not _ended(self.proc, max(0.0, self.deadline() - time.monotonic()))
        if killed:  # the sandbox's own init should have ended it: end it from here
            self._kill()
        try:
            result = self._result(self._reports(), killed)
            if self.tar_out is not None and result.started:
                result.files = copy_back(self.tar_out, self.workdir, self.limits.disk_bytes)
            return result
        finally:
            for f in (*self._files, self.stderr_file, self.stdout_file, self.tar_out):
                if f is not None:
                    f.close()
            shutil.rmtree(self.box, ignore_errors=True)

    def _kill(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # the launcher's death takes init, and the namespace, along
        except (ProcessLookupError, PermissionError):
            pass
        self.proc.wait()

    def _reports(self) -> list[dict]:
        chunks = []
        while select.select([self.status_r], [], [], 0)[0]:
            chunk = os.read(self.status_r, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
        os.close(self.status_r)
        out = []
        for line in b"".join(chunks).decode("utf-8", "replace").splitlines():
            try:
                out.append(json.loads(line))
            except ValueError:
                continue
        return out

    def _result(self, reports: list[dict], killed: bool) -> SandboxResult:
        by_kind = {r.get("t"): r for r in reports}
        res = SandboxResult(None, wall_seconds=round(time.monotonic() - self.start, 3))
        if "refused" in by_kind or self.proc.returncode == EXIT_REFUSED:
            raise SandboxUnavailable(by_kind.get("refused", {}).get("missing") or {"sandbox": "refused"})
        armed = by_kind.get("armed")
        if armed is not None:
            res.started = True
            res.protections = tuple(armed["protections"])
            res.missing = dict(armed["missing"])
        for kind in ("error", "exec_failed", "init_died"):
            if kind in by_kind:
                res.problem = f"{kind}: {by_kind[kind].get('error') or by_kind[kind]}"
                if kind == "exec_failed":
                    res.started = False
        end = by_kind.get("end")
        if killed:
            res.limit = "wall"
            res.problem = res.problem or "the sandbox did not end by itself; the checker killed it"
        if end is not None:
            res.returncode = end["exit"]
            res.signal = signal.Signals(end["signal"]).name if end["signal"] else None
            res.cpu_seconds, res.max_rss_bytes = end["cpu"], end["maxrss"]
            res.total_cpu_seconds = end.get("tree_cpu")
            res.peak_memory_bytes, res.peak_tasks = end.get("tree_memory"), end.get("tree_tasks")
            res.limit = end["limit"] or res.limit or self._limit_from(end)
            if end.get("pack_error"):
                res.problem = f"the command's files could not all be copied back: {end['pack_error']}"
        elif res.started and not res.problem:
            res.problem = "the sandbox ended without a report"
        res.stderr, res.stderr_truncated = _tail(self.stderr_file, self.limits.output_bytes)
        if self.stdout_file is not None:
            res.stdout, res.stdout_truncated = _head(self.stdout_file, self.limits.output_bytes)
        if res.limit is None and res.returncode != 0:
            res.limit = ("memory" if says_out_of_memory(res.stderr)
                         else "file_size" if _SAID_FILE_SIZE in res.stderr else None)
        res.limit_detail = self.limits.describe(res.limit) if res.limit else ""
        if res.missing and not self.unsafe and set(res.missing) & names.REQUIRED:
            raise SandboxUnavailable({n: res.missing[n] for n in names.REQUIRED & set(res.missing)})
        return res

    def _limit_from(self, end: dict) -> str | None:
        sig = end["signal"]
        if sig == signal.SIGXCPU or (sig == signal.SIGKILL and (end["cpu"] or 0) >= self.limits.cpu_seconds):
            return "cpu"
        if sig == signal.SIGXFSZ:
            return "file_size"
        if end.get("disk_full"):
            return "disk"
        return None


def _ended(proc: subprocess.Popen, timeout: float) -> bool:
    """Wait at most ``timeout`` seconds for ``proc`` to end (and reap it); False if it has not. A pidfd wakes the
    moment it ends: ``Popen.wait`` with a timeout polls, sleeping up to 50 ms past the end -- 40 ms of a 100 ms
    sandboxed run, and a sandboxed Icarus run is two of them."""
    if proc.poll() is not None:   # reaped already: its pid may be another process's by now
        return True
    try:
        fd = os.pidfd_open(proc.pid)
    except (AttributeError, OSError):   # no pidfd (an old kernel, not Linux): poll
        try:
            proc.wait(timeout=timeout)
            return True
        except subprocess.TimeoutExpired:
            return False
    try:
        poll = select.poll()   # not select.select: a descriptor past 1023 would raise, leaving the sandbox running
        poll.register(fd, select.POLLIN)
        ready = poll.poll(timeout * 1000)
    finally:
        os.close(fd)
    if not ready:
        return False
    proc.wait()
    return True


def _head(f, limit: int) -> tuple[bytes, bool]:
    f.seek(0)
    data = f.read(limit + 1)
    return data[:limit], len(data) > limit


def _tail(f, limit: int) -> tuple[bytes, bool]:
    size = f.seek(0, os.SEEK_END)
    f.seek(max(0, size - limit))
    return f.read(limit), size > limit


class Session:
    """A sandboxed command to talk to: ``stdin``/``stdout`` are pipes to it (binary); :meth:`result`
    closes them, waits and gives the :class:`SandboxResult` (standard error is kept)."""

    def __init__(self, launch: _Launch):
        self._launch = launch
        self.stdin = launch.proc.stdin
        self.stdout = launch.proc.stdout
        self._buffer = b""
        self._result: SandboxResult | None = None

    def send(self, data: bytes) -> bool:
        """Write to the command; False when it no longer reads."""
        try:
            self.stdin.write(data)
            self.stdin.flush()
            return True
        except (BrokenPipeError, OSError):
            return False

    def read_line(self, max_bytes: int) -> bytes | None:
        """The command's next line (without the newline); None at its end, at the wall limit or past
        ``max_bytes`` (the rest is not read)."""
        fd = self.stdout.fileno()
        while b"\n" not in self._buffer:
            if len(self._buffer) > max_bytes:
                return None
            left = self._launch.deadline() - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return None
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line if len(line) <= max_bytes else None

    def result(self) -> SandboxResult:
        if self._result is None:
            for pipe in (self.stdin, self.stdout):
                try:
                    pipe.close()
                except OSError:
                    pass
            self._result = self._launch.finish()
        return self._result

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc) -> None:
        if self._result is None:
            if self._launch.proc.poll() is None:
                self._launch._kill()
            try:
                self.result()
            except SandboxUnavailable:
                if exc[0] is None:
                    raise
