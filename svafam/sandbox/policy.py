"""Which files a sandboxed command may read or execute: what its interpreter or tool needs, nothing else.

A :class:`Runtime` lists folders and files to read and programs to run. :func:`expand`
turns it into real paths and finds every forbidden folder (this project, the installed
Python packages, the dataset, the cache, the home folder, the checker's working
folder) that lies inside an allowed one: the sandbox mounts an empty read-only folder
over each of those (``masks``), so that an allowed folder never reveals a forbidden one.
A path inside a forbidden folder may still be allowed on purpose (an interpreter
installed in a home folder); a path that *is* forbidden is dropped.
"""

from __future__ import annotations

import glob
import os
import stat
import site
import sys
import sysconfig
from dataclasses import dataclass, field
from functools import lru_cache

from svafam.cache import cache_dir
from svafam.paths import IMPORT_ROOT, project_root

SYSTEM_LIBRARIES = ("/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/local/lib", "/etc/ld.so.cache")


@dataclass(frozen=True)
class Runtime:
    read: tuple[str, ...] = ()      # folders and files to read
    run: tuple[str, ...] = ()       # programs (and folders of programs) to read and execute

    def __add__(self, other: Runtime) -> Runtime:
        return Runtime(self.read + other.read, self.run + other.run)


@dataclass(frozen=True)
class Allowed:
    """A runtime after :func:`expand`: real paths; ``masks`` are forbidden folders inside allowed ones;
    ``reveals`` are allowed paths inside a mask, mounted back over it (a package of the interpreter's own
    site-packages, which its standard library's folder holds: a Python installed without a virtual
    environment, as in the official Docker images)."""
    read: tuple[str, ...]
    run: tuple[str, ...]
    masks: tuple[str, ...] = ()
    dropped: tuple[str, ...] = field(default=())   # allowed paths that were forbidden themselves
    reveals: tuple[str, ...] = ()


def python_package_folders() -> list[str]:
    """Every folder Python packages are installed in (this interpreter's, the system's, the user's)."""
    found = set(site.getsitepackages()) | {site.getusersitepackages()}
    for key in ("purelib", "platlib"):
        found.add(sysconfig.get_path(key))
    stdlib = os.path.realpath(os.path.dirname(os.__file__))
    for entry in sys.path:
        if entry and os.path.isdir(entry) and not os.path.realpath(entry).startswith(stdlib):
            found.add(entry)
    for pattern in ("/usr/lib/python3*/*-packages", "/usr/local/lib/python3*/*-packages", "/usr/lib/python3/dist-packages",
                    os.path.join(stdlib, "*-packages")):
        found.update(glob.glob(pattern))
    return sorted(found)


def default_forbidden() -> list[str]:
    """What no candidate may read: the project and its data, the packages, the caches, the home folder."""
    found = [str(IMPORT_ROOT), str(project_root()), str(cache_dir()), os.path.expanduser("~"), os.getcwd(),
             *python_package_folders()]
    if os.environ.get("SVAFAM_ROOT"):
        found.append(os.environ["SVAFAM_ROOT"])
    return found


def _real(path: str) -> str:
    return os.path.realpath(path)


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def expand(runtime: Runtime, forbidden: list[str] | None = None) -> Allowed:
    """Real, existing paths of ``runtime``, and the forbidden folders inside them to mask."""
    banned = sorted({_real(p) for p in (default_forbidden() if forbidden is None else forbidden)})
    banned = [b for b in banned if os.path.isdir(b)]
    lists, masks, dropped = [], set(), []
    for paths in (runtime.read, runtime.run):
        out = []
        for path in dict.fromkeys(_real(p) for p in paths):
            if not os.path.exists(path):
                continue
            if path in banned:
                dropped.append(path)
                continue
            out.append(path)
            masks.update(b for b in banned if b != path and _inside(b, path))
        lists.append(tuple(out))
    visible = list(dict.fromkeys(lists[0] + lists[1]))
    # a forbidden folder that others may not pass and that holds an allowed path (a home folder holding the
    # interpreter or a virtual environment) is masked too: the folders leading to each revealed path are then
    # the mask's own, which anyone may pass -- a root checker's command runs as nobody, and access(2)
    # judges by that real uid (Yosys checks its share files with it)
    masks.update(b for b in banned if b != "/" and not os.stat(b).st_mode & stat.S_IXOTH
                 and any(p != b and _inside(p, b) for p in visible))
    # so is any other folder others may not pass that leads to an allowed path (a cache named by SVAFAM_CACHE
    # inside a 0700 folder, as pytest's temporary folders are): nobody could reach the path through it
    masks.update(a for p in visible for a in _closed_ancestors(p))
    # a mask inside another is hidden already, unless an allowed path shows it
    kept = sorted((m for m in masks if not any(o != m and _inside(m, o) for o in masks)
                   or any(p != m and _inside(m, p) for p in visible)), key=lambda m: (m.count("/"), m))

    def nearest(path: str) -> str | None:
        around = [m for m in kept if m != path and _inside(path, m)]
        return max(around, key=len) if around else None

    # each allowed path inside a mask is mounted back, unless a wider one inside the same mask brings it
    reveals = sorted(p for p in visible if (m := nearest(p)) is not None
                     and not any(q != p and _inside(p, q) and _inside(q, m) for q in visible))
    return Allowed(lists[0], lists[1], tuple(kept), tuple(dropped), tuple(reveals))


def _closed_ancestors(path: str) -> list[str]:
    found, folder = [], os.path.dirname(path)
    while folder not in ("/", ""):
        try:
            if not os.stat(folder).st_mode & stat.S_IXOTH:
                found.append(folder)
        except OSError:
            pass
        folder = os.path.dirname(folder)
    return found


def _loaders() -> list[str]:
    return sorted({p for pattern in ("/lib64/ld-linux*.so*", "/lib/ld-linux*.so*", "/lib/*/ld-linux*.so*",
                                     "/lib/ld-musl*.so*") for p in glob.glob(pattern)})


def system_libraries() -> Runtime:
    """Shared libraries and the dynamic loader (which the kernel executes with every program)."""
    return Runtime(read=SYSTEM_LIBRARIES, run=tuple(_loaders()))


@lru_cache(maxsize=1)
def python_executable() -> str:
    """This Python's real interpreter binary (not a virtual environment's link to it)."""
    return os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)


def python_runtime() -> Runtime:
    """The interpreter and its standard library (no installed package: run it with ``-I -S``)."""
    stdlib = os.path.dirname(os.__file__)
    libdir = sysconfig.get_config_var("LIBDIR") or ""
    shared = tuple(glob.glob(os.path.join(libdir, "libpython*.so*"))) if libdir else ()
    return system_libraries() + Runtime(read=(stdlib, *shared, "/etc/localtime"), run=(python_executable(),))


def tool_runtime(*programs: str, read: tuple[str, ...] = ()) -> Runtime:
    """Programs (absolute paths) with the system's libraries and ``read`` folders they need."""
    return system_libraries() + Runtime(read=read, run=tuple(programs))
