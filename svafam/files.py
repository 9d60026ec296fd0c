"""Writing files and folders so that nothing is ever half-written.

:func:`write_atomic` writes a file beside its target and replaces the target in one step;
:func:`folder_aside` builds a folder beside its target and swaps it in when complete. A
reader (or a run that stops half-way) sees the old file or folder, or the whole new one.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def write_atomic(path: Path, data: str | bytes, *, mode: int | None = None, encoding: str = "utf-8") -> None:
    """Write ``data`` to ``path``: to a temporary file in the same folder first, then replace ``path``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data.encode(encoding) if isinstance(data, str) else data)
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def aside(target: Path, what: str = "tmp") -> Path:
    """A new name beside ``target`` (hidden, unique to this process) for building its replacement."""
    target = Path(target)
    return target.parent / f".{target.name}.{what}-{os.getpid()}-{os.urandom(4).hex()}"


def swap_in(new: Path, target: Path) -> None:
    """Put the folder ``new`` in the place of ``target`` (if there is one, it is moved aside, then removed)."""
    new, target = Path(new), Path(target)
    if target.exists():
        old = aside(target, "old")
        os.replace(target, old)
        os.replace(new, target)
        shutil.rmtree(old)
    else:
        os.replace(new, target)


@contextmanager
def folder_aside(target: Path) -> Iterator[Path]:
    """Build the replacement of the folder ``target`` in the yielded folder (created empty, beside it); it
    replaces ``target`` when the block ends normally and is removed when the block raises."""
    new = aside(target)
    new.mkdir(parents=True)
    try:
        yield new
    except BaseException:
        shutil.rmtree(new, ignore_errors=True)
        raise
    swap_in(new, target)
