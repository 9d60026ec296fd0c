"""The scorer of each task kind (:mod:`svafam.tasks.kinds`): where its checker lives.

One entry per kind; ``tests/test_registries.py`` checks that every registered task kind has
one, that its module imports, and that the command line has the kind's commands. A new
task kind's checker is a new module here and a line in :data:`SCORERS`.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from svafam.tasks.kinds import task_kind

# task kind -> the module that checks its answers
SCORERS = {
    "sva": "svafam.scoring.evaluate",          # proof: sound, non-vacuous, non-trivial, coverage, mutants
    "debug": "svafam.scoring.debug_fix",       # proof: the fix is equivalent to the clean design
    "refmodel": "svafam.scoring.refmodel",     # co-simulation against the RTL on committed stimuli
    "rtl": "svafam.scoring.rtl",               # proof: the written module is equivalent to v0 from reset
}


def scorer_module(kind: str) -> ModuleType:
    task_kind(kind)  # an unknown kind: the registry's error, naming the kinds there are
    return import_module(SCORERS[kind])
