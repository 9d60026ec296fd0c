"""Scoring batches in this process: the kinds' scorers, the executor their jobs run on, kept between batches."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from svafam.engine import DEFAULT_TIMEOUT, Executor, discover, open_executor
from svafam.errors import SvafamError

from .kinds import RewardError, factory
from .record import Reward, zero
from .tasks import TaskIndex

# past this a response is not even handed to the kind (each kind has its own, lower, limit)
MAX_RESPONSE_CHARS = 1_000_000


def items_of(task_ids: Sequence, responses: Sequence) -> list[tuple[object, object]]:
    """The (task id, response) pairs of a call; :class:`RewardError` when the call itself is malformed."""
    if isinstance(task_ids, (str, bytes)) or isinstance(responses, (str, bytes)):
        raise RewardError("task_ids and responses are lists (one entry per response), not strings")
    try:
        task_ids, responses = list(task_ids), list(responses)
    except TypeError as err:
        raise RewardError(f"task_ids and responses must be sequences: {err}") from None
    if len(task_ids) != len(responses):
        raise RewardError(f"{len(task_ids)} task ids for {len(responses)} responses: give one task id per response")
    return list(zip(task_ids, responses))


def problem_of(task_id: object, response: object) -> str | None:
    """Why one pair is not handed to a checker at all (wrong types, oversize), or None."""
    if not isinstance(task_id, str):
        return f"the task id must be a string, not {type(task_id).__name__}"
    if not isinstance(response, str):
        return f"the response must be a string, not {type(response).__name__}"
    if len(response) > MAX_RESPONSE_CHARS:
        return f"the response has {len(response)} characters (limit {MAX_RESPONSE_CHARS})"
    return None


class RewardScorer:
    """Scores batches of one kind at a time; one call at a time (a lock), so callers may share it."""

    def __init__(self, dataset: Path | None = None, splits_file: Path | None = None, *,
                 timeout: float = DEFAULT_TIMEOUT, jobs: int = 1):
        self.index = TaskIndex(dataset, splits_file)
        self.timeout, self.jobs = timeout, jobs
        self._executor: Executor | None = None
        self._kinds: dict[str, object] = {}
        self._lock = threading.Lock()

    def executor(self) -> Executor:
        """The executor of the SBY jobs the sessions cannot answer (started when first needed)."""
        if self._executor is None:
            self._executor = open_executor("local", discover(), workers=self.jobs, timeout=self.timeout)
        return self._executor

    def score(self, task_ids: Sequence, responses: Sequence, *, kind: str = "sva", cache: bool = True) -> list[Reward]:
        pairs = items_of(task_ids, responses)
        make = factory(kind)
        with self._lock:
            if kind not in self._kinds:
                self._kinds[kind] = make(self.index, self.executor())
            scorer = self._kinds[kind]
            out: list[Reward | None] = [None] * len(pairs)
            todo, where = [], []
            for i, (tid, response) in enumerate(pairs):
                why = problem_of(tid, response)
                if why is not None:
                    out[i] = zero(tid if isinstance(tid, str) else repr(tid)[:80], kind, why)
                else:
                    todo.append((tid, response))
                    where.append(i)
            if todo:
                try:
                    scored = scorer.score(todo, cache=cache)
                except SvafamError as err:   # the dataset or a tool, not a response: every item says so
                    scored = [zero(tid, kind, f"cannot score: {err}") for tid, _r in todo]
                except Exception as err:  # noqa: BLE001 -- a checker failure never takes the caller down
                    scored = [zero(tid, kind, f"the checker failed: {type(err).__name__}: {str(err)[:200]}")
                              for tid, _r in todo]
                for i, reward in zip(where, scored, strict=True):
                    out[i] = reward
        return out  # type: ignore[return-value]

    def close(self) -> None:
        with self._lock:
            for scorer in self._kinds.values():
                close = getattr(scorer, "close", None)
                if close:
                    close()
            self._kinds.clear()
            if self._executor is not None:
                self._executor.close()
                self._executor = None
