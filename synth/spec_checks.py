"""The spec checks of many candidates, on every core.

The checks (schema, names, and the z3 checks: shadowed guards, equivalent FSM
states, mutants that change nothing) take ~70 ms a candidate in one Python
process: a 1,000-family run spent over a minute on them with one core idle.
Each candidate is checked on its own, so the work is spread over worker
processes; what comes back is the same spec model, or the same error.
"""

from __future__ import annotations

from pathlib import Path

from generators.model import FamilySpec
from generators.spec_loader import SpecError, load_spec
from svafam.parallel import map_on_cores

PARALLEL_FROM = 48  # candidates; fewer are checked in this process


def check_specs(paths: list[Path], workers: int | None = None) -> list[FamilySpec | SpecError]:
    """``load_spec`` of each path, in order: the spec, or the :class:`SpecError` it raised."""
    results = map_on_cores(_check_in_worker, paths, parallel_from=PARALLEL_FROM, workers=workers)
    return [SpecError(*r) if isinstance(r, tuple) else r for r in results]


def _check_in_worker(path: Path) -> FamilySpec | tuple[str, str, str]:
    """``load_spec``, with an error as its plain fields (an exception with its own ``__init__``
    does not come back through pickle)."""
    try:
        return load_spec(path)
    except SpecError as e:
        return (e.path, e.field, e.reason)
