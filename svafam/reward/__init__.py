"""Rewards for reinforcement learning: the project's scorers, one scalar per response.

    from svafam.reward import score_batch
    rewards = score_batch(["timer_0004/v0", "timer_0004/v0"], [answer_a, answer_b])   # kind="sva"
    rewards[0].reward, rewards[0].passes, rewards[0].reason, rewards[0].components

``kind`` picks the checker: ``sva`` (model-written assertions; formula in :mod:`svafam.reward.formula`),
``debug`` (a fix of a buggy module), ``refmodel`` (a Python reference model); each kind is one entry
of :mod:`svafam.reward.kinds`. Every response gets a :class:`Reward`, whatever it holds: an unknown
task, a response of the wrong type or an unreadable one is a zero with its reason, never an exception
that loses the batch. ``cache`` keeps (and reuses) formal verdicts in the cache folder, keyed as
``svafam evaluate`` keys them.

One process scores with :func:`score_batch` (or a :class:`RewardScorer` of its own); several with a
:class:`ProcessPool` or :class:`RayPool` (the same ``score`` method); trainers on other machines with
``svafam serve-reward`` (:mod:`svafam.reward.server`). :func:`grpo_reward` adapts all of them to
TRL's GRPO trainer.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Sequence

from .kinds import KINDS, RewardError, register
from .pool import Pool, ProcessPool, RayPool
from .record import Reward
from .scorer import RewardScorer
from .trl import grpo_reward

_DEFAULT: RewardScorer | None = None
_LOCK = threading.Lock()


def default_scorer() -> RewardScorer:
    """The scorer :func:`score_batch` uses: this project's dataset, in this process (closed at exit)."""
    global _DEFAULT
    with _LOCK:
        if _DEFAULT is None:
            _DEFAULT = RewardScorer()
            atexit.register(_DEFAULT.close)
        return _DEFAULT


def score_batch(task_ids: Sequence[str], responses: Sequence[str], *, kind: str = "sva",
                cache: bool = True) -> list[Reward]:
    """One :class:`Reward` per response, in order (``task_ids[i]`` is the task ``responses[i]`` answers)."""
    return default_scorer().score(task_ids, responses, kind=kind, cache=cache)


__all__ = ["KINDS", "Pool", "ProcessPool", "RayPool", "Reward", "RewardError", "RewardScorer", "default_scorer",
           "grpo_reward", "register", "score_batch"]
