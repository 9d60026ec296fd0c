"""The spec checks of many candidates, on every core.

The checks (schema, names, and the z3 checks: shadowed guards, equivalent FSM
states, mutants that change nothing) take ~70 ms a candidate in one Python
process: a 1,000-family run spent over a minute on them with one core idle.
Each candidate is checked on its own, so the work is spread over worker
processes; what comes back is the same spec model, or the same error.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from generators.model import FamilySpec
from generators.spec_loader import SpecError, load_spec

# below this many candidates, starting worker processes (each imports the checks) costs more than it saves
PARALLEL_FROM = 48


def check_specs(paths: list[Path], workers: int | None = None) -> list[FamilySpec | SpecError]:
    """``load_spec`` of each path, in order: the spec, or the :class:`SpecError` it raised."""
    workers = min(workers or os.cpu_count() or 1, len(paths))
    if workers < 2 or len(paths) < PARALLEL_FROM:
        return [_check(p) for p in paths]
    # spawn, not fork: the caller may already run threads (the executor's, the progress bar's)
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        results = list(pool.map(_check_in_worker, paths, chunksize=8))
    return [SpecError(*r) if isinstance(r, tuple) else r for r in results]


def _check(path: Path) -> FamilySpec | SpecError:
    try:
        return load_spec(path)
    except SpecError as e:
        return e


def _check_in_worker(path: Path) -> FamilySpec | tuple[str, str, str]:
    """:func:`_check`, with the error as plain fields (an exception with its own ``__init__``
    does not come back through pickle)."""
    result = _check(path)
    return (result.path, result.field, result.reason) if isinstance(result, SpecError) else result
