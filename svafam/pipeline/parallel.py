"""A pure function over many independent items, on every core.

For the per-family and per-spec steps that run in the parent while no proof runs
(spec checks, task files): in one process they leave the other cores idle.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def map_on_cores(fn: Callable[[T], R], items: Sequence[T], *, parallel_from: int,
                 workers: int | None = None) -> list[R]:
    """``[fn(x) for x in items]``, in worker processes (one a core) once there are ``parallel_from``
    items or more: below that, starting workers (each imports ``fn``'s module) costs more than it
    saves. ``fn`` must be a module-level function; its arguments and results go through pickle."""
    workers = min(workers or os.cpu_count() or 1, len(items))
    if workers < 2 or len(items) < parallel_from:
        return [fn(x) for x in items]
    # spawn, not fork: the caller may already run threads (an executor's, a progress bar's)
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        return list(pool.map(fn, items, chunksize=max(1, min(8, len(items) // (4 * workers)))))
