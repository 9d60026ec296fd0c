"""Process-tree housekeeping: children die with their parent; a job's session is swept clean."""

from __future__ import annotations

import ctypes
import os
import resource
import signal
import sys

_PR_SET_PDEATHSIG = 1


def _libc() -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


LIBC = _libc()


def die_with_parent() -> None:
    """Be killed when the parent dies, so stopping a job's SBY stops its whole tree."""
    if LIBC is not None and sys.platform.startswith("linux"):
        LIBC.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def data_size() -> int:
    """This process's data size in bytes (heap and private writable mappings; 0 where /proc cannot tell)."""
    try:
        with open("/proc/self/status", "rb") as f:
            for line in f:
                if line.startswith(b"VmData:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def limit_memory(growth: int, pid: int = 0) -> None:
    """Let process ``pid`` (0: this one) and what it starts grow their data by ``growth`` bytes at most, past
    what this process holds now (a fork of the warm server starts with all its tools loaded).

    ``RLIMIT_DATA`` rather than the address space: WebAssembly runtimes (yowasp) reserve many GB of
    address space they never touch, and only written memory is what a hostile design makes grow.
    """
    base = data_size() if pid == 0 else 0
    limit = base + growth
    resource.prlimit(pid, resource.RLIMIT_DATA, (limit, limit))


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
