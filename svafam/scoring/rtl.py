"""The RTL-generation checker for families and composites: is a written module equivalent to the design?

An answer goes through the debugging-fix checker (:class:`svafam.scoring.debug_fix.FixChecker`):
the same hostile-input screen (:mod:`svafam.scoring.fix_candidate`: no directives, no system
tasks that touch files, no assertions or assumptions, compiles alone -- or with the sub-modules
its prompt gives -- and has exactly the interface asked for), then one unbounded equivalence
proof from reset against the family's reference variant ``v0`` (a miter, reset in the first
cycle, every output equal in every later cycle, ``abc pdr``), run through the engine's
executor; an answer with another clock edge is proved clock-accurately. A wrong answer gets
its counterexample as VCD, table and picture with the first divergence marked.

Verdicts as for fixes: ``pass``, ``fail``, ``refused`` (with the reason), ``error``,
``timeout``, ``unknown`` (the tool said so, never a pass).
"""

from __future__ import annotations

import json
from pathlib import Path

from svafam.engine import Executor
from svafam.tasks import rtl as rtl_tasks

from .debug_fix import DebugTaskRef, FixChecker

CACHE = "rtl-check"


def family_task(family_dir: Path) -> DebugTaskRef | None:
    """A family's RTL task as the checker needs it, from ``tasks/rtl/task.json`` (None when the family has none)."""
    path = family_dir / rtl_tasks.TASK_FILE
    if not path.is_file():
        return None
    doc = json.loads(path.read_text(encoding="utf-8"))
    meta = json.loads((family_dir / "family.json").read_text(encoding="utf-8"))
    gold = (family_dir / doc["gold"]["file"]).read_text(encoding="utf-8")
    return DebugTaskRef(doc["task_id"], family_dir, doc["module"], "", None, gold, meta)


def load_rtl_tasks(dataset: Path) -> dict[str, DebugTaskRef]:
    """Every family's RTL task of the dataset, by id (grouped in results by ``meta["category"]``)."""
    out = {}
    for meta_path in sorted(dataset.glob("*/family.json")):
        task = family_task(meta_path.parent)
        if task is not None:
            out[task.task_id] = task
    return out


def rtl_checker(executor: Executor, use_cache: bool = True, unsafe: bool = False, sandboxed: bool = True) -> FixChecker:
    """The fix checker on RTL tasks: a written module proved against the reference, in the sandbox
    (``sandboxed=False`` only to measure the sandbox's cost on this project's own gold answers)."""
    return FixChecker(executor, use_cache=use_cache, cache_name=CACHE, unsafe=unsafe, sandboxed=sandboxed)


def composite_task(folder: Path) -> DebugTaskRef:
    """A composite's RTL task: the top over the sub-modules its prompt gives (the checker's library)."""
    doc = json.loads((folder / rtl_tasks.TASK_FILE).read_text(encoding="utf-8"))
    meta = json.loads((folder / "family.json").read_text(encoding="utf-8"))
    gold = (folder / doc["gold"]["file"]).read_text(encoding="utf-8")
    library = (folder / doc["library"]).read_text(encoding="utf-8")
    return DebugTaskRef(doc["task_id"], folder, doc["module"], "", None, gold, meta, library=(library,))


def load_composite_tasks(dataset: Path) -> dict[str, DebugTaskRef]:
    """Every admitted composite's RTL task (``dataset/composites/<id>/``), by id."""
    from svafam.tasks.composite_spec import COMPOSITES_DIR, INDEX_FILE

    index = dataset / COMPOSITES_DIR / INDEX_FILE
    if not index.is_file():
        return {}
    admitted = [c["id"] for c in json.loads(index.read_text(encoding="utf-8"))["candidates"] if c["status"] == "admitted"]
    return {t.task_id: t for t in (composite_task(dataset / COMPOSITES_DIR / cid) for cid in admitted)}
