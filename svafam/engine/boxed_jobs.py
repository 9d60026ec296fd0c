"""The warm server's side of jobs on candidate text: each in a folder of its own, locked into it.

When the warm server runs inside :mod:`svafam.sandbox` (:mod:`svafam.engine.sandboxed_server`
starts it there), a request carries the job's files instead of paths on the checker's
machine. Here they are written into ``<jobs>/<id>/`` of the sandbox's own folder; the
job's fork confines itself further before SBY starts (:func:`confine`): a Landlock domain
of its own that reads only the tools and writes only its folder (so no job reads or
changes another's files), reaches no process outside it (so no job signals the server
or another job), and an RLIMIT_CPU of its own. When the job ends, its work folder comes
back to the checker as a tar stream in the reply (:func:`collect`, bounded) and the
folder is removed.

Standard library only (and the sandbox's Landlock module): it is imported inside the
sandbox, where nothing else of this project is readable.
"""

from __future__ import annotations

import base64
import io
import os
import resource
import shutil
import tarfile
import tempfile

WORK = "sby-work"              # SBY's work folder inside the job's folder
OUTPUT = "sby-output.txt"      # SBY's standard output and error, beside it
REPLY_BYTES = 48 << 20         # the most of a job's work folder sent back (its logs and traces)
STALLED_AT = 0.9               # a process stopped at its wall-clock limit this near its memory limit was stalled there
_DEVICES = (("/dev/null", True), ("/dev/zero", False), ("/dev/urandom", False), ("/dev/random", False))


class BadRequest(ValueError):
    """A request the server refuses (a path leaving the job's folder)."""


def _inside(rel: str) -> str:
    name = os.path.normpath(rel)
    if not rel or name.startswith(("/", "..")) or name == "." or "\0" in name:
        raise BadRequest(f"job file {rel!r} is not a plain relative path")
    return name


def prepare(root: str, req: dict) -> tuple[str, str, str, str]:
    """Write the request's files under ``root/<id>``; (folder, .sby path, work folder, output file)."""
    folder = os.path.join(root, str(int(req["id"])))
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for rel, data in req["files"].items():
        target = os.path.join(folder, _inside(rel))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(base64.b64decode(data))
    sby = os.path.join(folder, _inside(req["sby"]))
    work = os.path.join(os.path.dirname(sby), WORK)
    return folder, sby, work, os.path.join(folder, OUTPUT)


def confine(folder: str, read: list[str], run: list[str], cpu_seconds: int | None) -> None:
    """In the job's fork, before anything of the job runs: a Landlock domain of its own (read and run only
    what the tools need, write only ``folder``, no signal or abstract socket out of it) and its CPU limit."""
    if cpu_seconds:
        soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
        value = cpu_seconds if hard == resource.RLIM_INFINITY else min(cpu_seconds, hard)
        resource.setrlimit(resource.RLIMIT_CPU, (value, value if hard == resource.RLIM_INFINITY else hard))
    try:
        from inside import landlock  # the sandbox's launcher package, copied beside this module
    except ImportError:
        from svafam.sandbox.inside import landlock
    version = landlock.abi()
    if version < 1:
        raise OSError("Landlock is not available: a job on candidate text cannot be confined")
    ruleset = landlock.Ruleset(version)
    for path in read:
        ruleset.add(path, landlock.READ)
    for path in run:
        ruleset.add(path, landlock.RUN)
    for path, writable in _DEVICES:
        ruleset.add(path, landlock.READ_FILE | (landlock.WRITE_FILE if writable else 0))
    if not ruleset.add(folder, landlock.WRITE):
        raise OSError(f"the job's folder {folder} is missing")
    ruleset.restrict()
    for name in ("TMPDIR", "TMP", "TEMP", "HOME"):  # the only place the job may write
        os.environ[name] = folder
    tempfile.tempdir = folder  # the server's own choice is cached


def _reply_order(rel: str) -> tuple[int, str]:
    """What the checker reads comes first: SBY's status, summary and logs, then the traces (VCD). The rest (the
    model SBY built, its copy of the inputs, a trace's other dumps) comes back only while the budget lasts: a batch
    cover of sha3's keccak sends tens of MB, and a trace lost to the budget costs a cover of its own."""
    if "/" not in rel or rel.endswith(".txt"):
        return 0, rel
    return (1 if rel.endswith(".vcd") else 2), rel


def collect(folder: str, work: str, output: str) -> dict:
    """What the checker gets back: the work folder as a base64 tar (regular files only, at most
    :data:`REPLY_BYTES`, in :func:`_reply_order`; ``cut`` names what did not fit) and SBY's output; then the job's
    folder is removed."""
    found = []
    for top, dirs, files in os.walk(work, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not os.path.islink(os.path.join(top, d)))
        found += [os.path.relpath(os.path.join(top, name), work) for name in files]
    buffer, budget, cut = io.BytesIO(), REPLY_BYTES, []
    with tarfile.open(fileobj=buffer, mode="w:", format=tarfile.PAX_FORMAT) as tar:
        for rel in sorted(found, key=_reply_order):
            try:
                fd = os.open(os.path.join(work, rel), os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
            except OSError:
                continue
            with os.fdopen(fd, "rb") as source:
                st = os.fstat(source.fileno())
                if st.st_mode & 0o170000 != 0o100000:
                    continue
                if st.st_size > budget:
                    cut.append(rel)
                    continue
                budget -= st.st_size
                info = tarfile.TarInfo(rel)
                info.size, info.mode, info.mtime = st.st_size, st.st_mode & 0o755, int(st.st_mtime)
                tar.addfile(info, source)
    text = ""
    try:
        with open(output, "rb") as f:
            text = f.read(256 * 1024).decode("utf-8", "replace")
    except OSError:
        pass
    st = os.statvfs(folder)
    shutil.rmtree(folder, ignore_errors=True)
    return {"tar": base64.b64encode(buffer.getvalue()).decode("ascii"), "output": text, "cut": cut, "work": work,
            "disk_full": st.f_bavail == 0 or st.f_favail == 0}


def at_memory_limit(session: int) -> bool:
    """Whether a process of the job's session holds data near its own ``RLIMIT_DATA`` (a tool retrying or
    waiting on a failed allocation): stopped at the wall-clock limit, it is reported as over the memory limit.
    Where no process list can be read, it is not (the server lives on: a crash here once sent every job that ran
    out of time, and every job beside it, to be run again in a sandbox of its own)."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return False
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read()
            fields = stat[stat.rindex(b")") + 2:].split()
            if len(fields) <= 3 or int(fields[3]) != session:
                continue
            data = limit = 0
            with open(f"/proc/{entry}/status", "rb") as f:
                for line in f:
                    if line.startswith(b"VmData:"):
                        data = int(line.split()[1]) * 1024
            with open(f"/proc/{entry}/limits", "rb") as f:
                for line in f:
                    if line.startswith(b"Max data size"):
                        word = line.split()[3]
                        limit = int(word) if word.isdigit() else 0
        except (OSError, ValueError, IndexError):
            continue
        if limit and data >= STALLED_AT * limit:
            return True
    return False
