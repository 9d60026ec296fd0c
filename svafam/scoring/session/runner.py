"""A :class:`~svafam.scoring.runner.JobRunner` that answers the scorer's jobs in solver sessions.

Same keys, same memo, same verdict cache as the job runner (a question asked again is not asked
again, whoever answered it); a job is answered in session (:mod:`.answer`) from the question it
carries, and goes to the executor as before when it carries none or the session cannot answer it
exactly. ``stats`` counts both, and why jobs went to the executor.
"""

from __future__ import annotations

import threading
from collections import Counter

import bitwuzla as bz

from svafam.engine import Executor

from ..jobs import FormalJob
from ..runner import JobRunner, Outcome
from .answer import Contexts
from .model import Models, Unanswerable
from .terms import Terms


class Engine:
    """What a process keeps between batches: one term manager, the designs read, tracker settling."""

    def __init__(self) -> None:
        self.tm = bz.TermManager()
        self.terms = Terms(self.tm)
        self.models = Models(self.tm)
        self.contexts = Contexts(self.terms, self.models)
        self.lock = threading.Lock()   # Bitwuzla's term manager is not thread-safe: one batch at a time

    def close(self) -> None:
        self.models.close()


class SessionRunner(JobRunner):
    def __init__(self, executor: Executor, use_cache: bool = True, memo_size: int = 4096,
                 engine: Engine | None = None):
        super().__init__(executor, use_cache, memo_size)
        self._own = engine is None
        self.engine = engine or Engine()
        self.in_session = 0
        self.fallbacks: Counter[str] = Counter()

    def _execute(self, todo: dict[str, FormalJob]) -> dict[str, Outcome]:
        out: dict[str, Outcome] = {}
        rest: dict[str, FormalJob] = {}
        with self.engine.lock:
            session = self.engine.contexts
            for key, fj in todo.items():
                if fj.question is None:
                    rest[key] = fj
                    self.fallbacks["no question"] += 1
                    continue
                try:
                    outcome = session.answer(fj.question)
                except Unanswerable as why:
                    rest[key] = fj
                    self.fallbacks[str(why)[:120]] += 1
                    continue
                except Exception as err:  # noqa: BLE001 -- a fault of the session costs speed, never a verdict
                    rest[key] = fj
                    self.fallbacks[f"session error: {type(err).__name__}: {str(err)[:80]}"] += 1
                    continue
                out[key] = outcome
                self.in_session += 1
                self._remember(key, outcome)
        if rest:
            out.update(super()._execute(rest))
        return out

    def close(self) -> None:
        """Stop the engine's helper process, when the engine is this runner's own."""
        if self._own:
            self.engine.close()
