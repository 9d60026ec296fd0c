"""The ``sva`` kind: model-written assertions, scored by the SVA scorer in solver sessions.

The same reading, checks and record as ``svafam evaluate`` (:class:`svafam.scoring.evaluate.Scorer`);
the formal questions are answered by :class:`svafam.scoring.session.SessionRunner`, which keeps every
design it has read and what it has proved for as long as the process lives.
"""

from __future__ import annotations

from svafam.dataset.loading import Task
from svafam.engine import Executor
from svafam.scoring.evaluate import Scorer
from svafam.scoring.limits import Limits
from svafam.scoring.predictions import PredictionLine
from svafam.scoring.session import Engine, SessionRunner

from .formula import sva_reward
from .record import Reward, zero
from .tasks import TaskIndex


class _NoTraces:
    """The scorer's output folder, for a reward: counterexamples are not kept."""

    def trace(self, name: str, text: str) -> None:
        return None


class SvaKind:
    name = "sva"

    def __init__(self, index: TaskIndex, executor: Executor, limits: Limits = Limits()):
        self.index, self.executor, self.limits = index, executor, limits
        self.engine = Engine()
        self._runners: dict[bool, SessionRunner] = {}

    def runner(self, cache: bool) -> SessionRunner:
        if cache not in self._runners:
            self._runners[cache] = SessionRunner(self.executor, use_cache=cache, engine=self.engine)
        return self._runners[cache]

    def score(self, items: list[tuple[str, str]], *, cache: bool = True) -> list[Reward]:
        tasks: dict[str, Task] = {}
        lines = []
        for n, (task_id, response) in enumerate(items, 1):
            task = self.index.sva(task_id)
            if task is not None:
                tasks[task_id] = task
            lines.append(PredictionLine(n, task_id, n, response))
        runner = self.runner(cache)
        limits = Limits(**{**self.limits.to_json(), "job_seconds": self.executor.timeout})
        records = Scorer(tasks, runner, limits, _NoTraces()).score(
            [line for line in lines if line.task_id in tasks])
        by_line = {r.line: r for r in records}
        out = []
        for line in lines:
            rec = by_line.get(line.line)
            if rec is None:
                out.append(zero(line.task_id, self.name, f"unknown task id {line.task_id!r} (not an SVA task of "
                                                         f"the dataset at {self.index.dataset})"))
                continue
            value, parts, reason = sva_reward(rec)
            details = rec.to_json()
            details.pop("line", None)
            details.pop("sample", None)
            out.append(Reward(line.task_id, self.name, value, rec.passes, reason, parts, details))
        return out

    def close(self) -> None:
        self.engine.close()
