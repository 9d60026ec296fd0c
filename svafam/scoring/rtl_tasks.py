"""The RTL tasks ``svafam evaluate-rtl`` knows, and the checker that sends each answer to its kind's checker.

Three sources: a family's task (``dataset/<family>/tasks/rtl/``), a composite's
(``dataset/composites/<id>/``: the top over sub-modules its prompt gives) -- both proved by
:mod:`svafam.scoring.rtl` -- and a problem imported from the VerilogEval layout
(``svafam import-verilogeval``), checked by :mod:`svafam.scoring.verilogeval` (a proof against
its ``RefModule`` and its own testbench).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from svafam.engine import Executor
from svafam.tasks.rtl import TASK_FILE

from .debug_fix import DebugTaskRef
from .rtl import load_composite_tasks, load_rtl_tasks, rtl_checker


@dataclass(frozen=True)
class RtlTask:
    task_id: str
    source: str                   # family | composite | verilogeval
    group: str                    # results are grouped by it: the family's category, "composite", the import's folder
    families: tuple[str, ...]     # the families it is made of (a split holds the task when it holds all of them)
    gold: str                     # the control answer
    proof: DebugTaskRef | None = None   # family and composite tasks: what the fix checker proves against
    imported: object | None = None      # verilogeval: svafam.scoring.verilogeval.ImportedTask


def load_task_set(dataset: Path, tasks_dir: Path | None = None) -> dict[str, RtlTask]:
    """``tasks_dir``: an imported folder (its tasks only); else every family and composite task of ``dataset``."""
    if tasks_dir is not None:
        from .verilogeval import load_imported

        return {t.task_id: RtlTask(t.task_id, "verilogeval", t.group, (), t.gold, imported=t)
                for t in load_imported(tasks_dir).values()}
    if not (dataset / "manifest.json").is_file():
        raise ValueError(f"no dataset at {dataset} (expected {dataset / 'manifest.json'}); run `svafam build`")
    out = {tid: RtlTask(tid, "family", t.meta["category"], (t.meta["family"],), t.fixed, proof=t)
           for tid, t in load_rtl_tasks(dataset).items()}
    for tid, task in load_composite_tasks(dataset).items():
        families = tuple(json.loads((task.family_dir / TASK_FILE).read_text(encoding="utf-8"))["families"])
        out[tid] = RtlTask(tid, "composite", "composite", families, task.fixed, proof=task)
    return out


class RtlEvaluator:
    """``check(items, trace_dir, progress)`` over tasks of any source, as :func:`svafam.scoring.task_eval.evaluate_tasks`
    asks: proofs of family and composite answers in one batch, imported problems in another."""

    def __init__(self, executor: Executor, use_cache: bool = True, timeout: float = 120, unsafe: bool = False):
        self.executor, self.use_cache, self.timeout, self.unsafe = executor, use_cache, timeout, unsafe

    def check(self, items: list[tuple[str, RtlTask, str]], trace_dir: Path | None = None,
              progress: Callable[[], None] | None = None) -> dict:
        proved = [(key, task.proof, response) for key, task, response in items if task.proof is not None]
        imported = [(key, task.imported, response) for key, task, response in items if task.imported is not None]
        results = {}
        if proved:
            results.update(rtl_checker(self.executor, self.use_cache, self.unsafe).check(proved, trace_dir, progress))
        if imported:
            from .verilogeval import ImportedChecker

            checker = ImportedChecker(self.executor, use_cache=self.use_cache, timeout=self.timeout, unsafe=self.unsafe)
            results.update(checker.check(imported, trace_dir, progress))
        return results
