"""Process-tree housekeeping: children die with their parent; a job's session is swept clean."""

from __future__ import annotations

import ctypes
import os
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
