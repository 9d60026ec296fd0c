"""The spec checks of many candidates, on every core.

The checks (schema, names, and the z3 checks: shadowed guards, equivalent FSM
states, mutants that change nothing) take ~70 ms a candidate in one Python
process: a 1,000-family run spent over a minute on them with one core idle.
Each candidate is checked on its own, so the work is spread over worker
processes; what comes back is the same spec model, or the same error.
:class:`SpecChecker` takes them one at a time, so the checks run while the
caller draws the next candidates (a single-threaded ~40 ms a candidate).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from svafam.generators.model import FamilySpec
from svafam.generators.spec_loader import SpecError, load_spec

PARALLEL_FROM = 48  # candidates; fewer are checked in this process


def check_specs(paths: list[Path], workers: int | None = None) -> list[FamilySpec | SpecError]:
    """``load_spec`` of each path, in order: the spec, or the :class:`SpecError` it raised."""
    with SpecChecker(len(paths), workers) as checker:
        pending = [checker.submit(path) for path in paths]
        return [check() for check in pending]


def _check_in_worker(path: Path) -> FamilySpec | tuple[str, str, str]:
    """``load_spec``, with an error as its plain fields (an exception with its own ``__init__``
    does not come back through pickle)."""
    try:
        return load_spec(path)
    except SpecError as e:
        return (e.path, e.field, e.reason)


class SpecChecker:
    """``load_spec`` of paths submitted one at a time: on worker processes (one a core) when the run
    expects ``PARALLEL_FROM`` candidates or more, else in this process when the result is asked for."""

    def __init__(self, expected: int, workers: int | None = None) -> None:
        workers = min(workers or os.cpu_count() or 1, expected)
        # spawn, not fork: the caller may already run threads (an executor's, a progress bar's)
        self._pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) \
            if workers >= 2 and expected >= PARALLEL_FROM else None

    def submit(self, path: Path) -> Callable[[], FamilySpec | SpecError]:
        """The check of ``path``, started; call the result for the spec or its :class:`SpecError`."""
        if self._pool is None:
            return lambda: _as_result(_check_in_worker(path))
        future = self._pool.submit(_check_in_worker, path)
        return lambda: _as_result(future.result())

    def __enter__(self) -> SpecChecker:
        return self

    def __exit__(self, *exc) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)


def _as_result(r: FamilySpec | tuple[str, str, str]) -> FamilySpec | SpecError:
    return SpecError(*r) if isinstance(r, tuple) else r
