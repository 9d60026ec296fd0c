"""``svafam evaluate-debug`` and ``svafam evaluate-refmodel``: score a predictions file of task answers.

Each line ``{"task_id": ..., "response": "...", "sample": k}`` gets a row: the checker's
result (:class:`svafam.scoring.debug_fix.FixResult` or :class:`svafam.scoring.refmodel.ModelResult`) as
data, and the task's group (bug kind, or family category); a line that cannot be scored
gets a ``problem``. :func:`svafam.scoring.task_metrics.metrics` sums the rows up.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping
from dataclasses import asdict
from pathlib import Path

from .predictions import read_predictions
from .task_metrics import metrics


def evaluate_tasks(predictions: Path, tasks: Mapping, checker, group: Callable[[object], str],
                   trace_dir: Path | None = None, progress: Callable[[], None] | None = None,
                   forms: Container[str] | None = None) -> tuple[list[dict], dict]:
    """``checker.check(items, trace_dir, progress)`` of a :class:`FixChecker` or :class:`ModelChecker`;
    ``forms``: the prompt forms of the tasks' kind."""
    lines = list(read_predictions(predictions, tasks, forms=forms))
    items = [(p.key, tasks[p.task_id], p.response) for p in lines if not p.problem]
    results = checker.check(items, trace_dir, progress)
    rows = []
    for p in lines:
        row = {"line": p.line, "task_id": p.task_id, "sample": p.sample, "form": p.form}
        if p.problem:
            row["problem"] = p.problem
        else:
            row.update(group=group(tasks[p.task_id]), **asdict(results[p.key]))
        rows.append(row)
    return rows, metrics(rows)
