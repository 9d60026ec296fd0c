"""A reward function for TRL's ``GRPOTrainer`` (TRL is not a dependency of this project).

TRL calls each reward function as ``f(prompts=..., completions=..., **columns)``: ``completions`` are
strings, or (conversational datasets) lists of messages ``{"role": ..., "content": ...}``; every other
column of the training dataset arrives as a keyword argument holding one value per completion (newer
releases add ``completion_ids`` and ``trainer_state``); it expects one float per completion (``None``
makes TRL skip that reward). The function's ``__name__`` names it in TRL's logs.

    from svafam.reward import grpo_reward
    trainer = GRPOTrainer(model=..., reward_funcs=[grpo_reward()], train_dataset=tasks_with_a_task_id_column)
"""

from __future__ import annotations

from collections.abc import Callable

from .kinds import RewardError


def completion_text(completion: object) -> object:
    """The text of one completion: the string itself, or the content of its last message. Anything else
    is passed on as it is (and scores 0, naming its type)."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, dict):
        completion = [completion]
    if isinstance(completion, (list, tuple)) and completion and isinstance(completion[-1], dict):
        content = completion[-1].get("content")
        if isinstance(content, list):   # content parts: keep the text ones
            return "".join(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
        return content
    return completion


def grpo_reward(scorer=None, *, kind: str = "sva", task_column: str = "task_id", cache: bool = True,
                name: str | None = None) -> Callable[..., list[float]]:
    """A GRPO reward function over ``scorer`` (anything with ``score(task_ids, responses, kind=, cache=)``:
    a :class:`~svafam.reward.RewardScorer`, a pool, a :class:`~svafam.reward.client.RewardClient`; default:
    :func:`svafam.reward.default_scorer`). The training dataset needs a column ``task_column`` with each
    prompt's task id."""

    def reward(prompts=None, completions=None, **columns) -> list[float]:
        if completions is None:
            raise RewardError("the reward function was called without completions")
        task_ids = columns.get(task_column)
        if task_ids is None:
            raise RewardError(f"the training dataset has no {task_column!r} column: add each prompt's task id "
                              f"(or pass task_column= to grpo_reward)")
        if len(task_ids) != len(completions):
            raise RewardError(f"{len(task_ids)} task ids for {len(completions)} completions")
        target = scorer
        if target is None:
            from . import default_scorer
            target = default_scorer()
        rewards = target.score(list(task_ids), [completion_text(c) for c in completions], kind=kind, cache=cache)
        return [r.reward for r in rewards]

    reward.__name__ = name or f"svafam_{kind}"
    return reward
