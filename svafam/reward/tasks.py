"""The tasks the reward API scores against, found by id and read once per process."""

from __future__ import annotations

import threading
from pathlib import Path

from svafam.dataset.loading import DatasetError, Task, load_split
from svafam.paths import project_root
from svafam.dataset.splits import SPLITS


class TaskIndex:
    """Every task of a dataset (all splits), by id; each kind's tasks are loaded when first asked for."""

    def __init__(self, dataset: Path | None = None, splits_file: Path | None = None):
        self.dataset = Path(dataset) if dataset else project_root() / "dataset"
        self.splits_file = splits_file
        self._lock = threading.Lock()
        self._sva: dict[str, Task] | None = None
        self._debug: dict | None = None
        self._refmodel: dict | None = None
        self._rtl: dict | None = None

    def sva(self, task_id: str) -> Task | None:
        with self._lock:
            if self._sva is None:
                tasks: dict[str, Task] = {}
                for split in SPLITS:
                    tasks.update({t.task_id: t for t in load_split(split, self.dataset, self.splits_file)})
                self._sva = tasks
        return self._sva.get(task_id)

    def debug(self, task_id: str):
        from svafam.scoring.debug_fix import load_debug_tasks
        with self._lock:
            if self._debug is None:
                self._debug = load_debug_tasks(self.dataset)
        return self._debug.get(task_id)

    def refmodel(self, task_id: str):
        from svafam.scoring.refmodel import load_refmodel_tasks
        with self._lock:
            if self._refmodel is None:
                self._refmodel = load_refmodel_tasks(self.dataset)
        return self._refmodel.get(task_id)

    def rtl(self, task_id: str):
        from svafam.scoring.rtl import load_composite_tasks, load_rtl_tasks
        with self._lock:
            if self._rtl is None:
                self._rtl = {**load_rtl_tasks(self.dataset), **load_composite_tasks(self.dataset)}
        return self._rtl.get(task_id)


__all__ = ["DatasetError", "TaskIndex"]
