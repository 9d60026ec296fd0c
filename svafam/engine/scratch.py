"""Where jobs' working folders go.

A suite job writes ~25 files in ~8 folders (SBY's layout: sources, models,
logs, traces) and they are deleted as soon as the job's evidence is taken.
On a disk file system, creating and removing them cost ~0.25 s of kernel
time per family (about 4% of a family's CPU); in RAM (``/dev/shm``) it is a
fraction of that. A family's folders take ~4 MB at most, and only the
running jobs' folders exist at once.

Order of choice: ``$SVAFAM_SCRATCH``; the system temporary folder when
``$TMPDIR`` names one (the user chose it); ``/dev/shm`` when it is a
writable RAM file system with room to spare; else the system temporary folder.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import socket
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

RAM_FOLDER = Path("/dev/shm")
# a RAM folder smaller than this (a container's default is 64 MB) is left alone
MIN_FREE_BYTES = 256 << 20


def _ram_folder_usable(folder: Path) -> bool:
    try:
        stats = os.statvfs(folder)
    except OSError:
        return False
    return (folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)
            and stats.f_bavail * stats.f_frsize >= MIN_FREE_BYTES)


def scratch_parent(environ: dict[str, str] | os._Environ = os.environ) -> str | None:
    """The folder to create work folders in; None means the system's temporary folder."""
    chosen = environ.get("SVAFAM_SCRATCH")
    if chosen:
        return chosen
    if environ.get("TMPDIR"):
        return None
    return str(RAM_FOLDER) if _ram_folder_usable(RAM_FOLDER) else None


def chosen_folder_problem(environ: dict[str, str] | os._Environ = os.environ) -> str | None:
    """Why ``$SVAFAM_SCRATCH`` cannot hold work folders (for a clear error before any work), or None."""
    chosen = environ.get("SVAFAM_SCRATCH")
    if not chosen:
        return None
    folder = Path(chosen)
    if not folder.is_dir():
        return f"SVAFAM_SCRATCH={chosen}: no such folder; create it, or unset SVAFAM_SCRATCH"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"SVAFAM_SCRATCH={chosen}: this folder is not writable; name another, or unset SVAFAM_SCRATCH"
    return None


def make_scratch(prefix: str) -> Path:
    """A new, empty folder for work files; the caller removes it."""
    parent = scratch_parent()
    if parent is not None:
        try:
            return Path(tempfile.mkdtemp(prefix=prefix, dir=parent))
        except OSError as err:
            if os.environ.get("SVAFAM_SCRATCH"):
                raise OSError(f"SVAFAM_SCRATCH={parent}: cannot create a work folder there ({err})") from err
    return Path(tempfile.mkdtemp(prefix=prefix))


def _process_space() -> str:
    """A short name of the machine and process-id namespace this process runs in: a process id means a process
    only there (a scratch folder on storage other machines or containers share is not theirs to judge)."""
    parts = [socket.gethostname()]
    for source in ("/proc/sys/kernel/random/boot_id", "/proc/self/ns/pid"):
        try:
            parts.append(Path(source).read_text().strip() if source.endswith("boot_id")
                         else str(os.stat(source).st_ino))
        except OSError:
            parts.append("")
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:12]


def owned_scratch(prefix: str) -> Path:
    """:func:`make_scratch` named after this process (``<prefix><space>-<pid>-``), so that :func:`sweep_orphans` can
    tell when its owner is gone."""
    return make_scratch(f"{prefix}{_process_space()}-{os.getpid()}-")


_OWNED = re.compile(r"([0-9a-f]{12})-([0-9]{1,9})-.*")


def sweep_orphans(prefix: str) -> list[Path]:
    """Remove the folders of :func:`owned_scratch` whose process is gone, and say which. A process killed in the
    middle of a job (a Ray worker lost to SIGKILL or to the memory limit) never reaches its own clean-up; the next
    one does it. Only this user's folders of this machine's process-id namespace are touched; a process id that is
    alive again is left alone. Never raises: a folder it cannot judge is left."""
    parent = Path(scratch_parent() or tempfile.gettempdir())
    space = _process_space()
    removed: list[Path] = []
    try:
        entries = list(parent.glob(f"{prefix}*"))
    except OSError:
        return removed
    for folder in entries:
        owner = _OWNED.fullmatch(folder.name[len(prefix):])
        if owner is None or owner.group(1) != space or int(owner.group(2)) == os.getpid():
            continue
        try:
            if folder.is_symlink() or not folder.is_dir() or folder.lstat().st_uid != os.getuid():
                continue
            os.kill(int(owner.group(2)), 0)
        except ProcessLookupError:
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
        except (OSError, OverflowError, ValueError):
            continue   # alive under another user, or the folder went away
    return removed


@contextmanager
def scratch_folder(prefix: str) -> Iterator[Path]:
    """:func:`make_scratch` as a ``with`` block; the folder is removed at its end."""
    folder = make_scratch(prefix)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
