"""What the reward API gives back for one response: a :class:`Reward`."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Reward:
    task_id: str
    kind: str
    reward: float                    # in [0, 1]; see the kind's formula (svafam.reward.formula)
    passes: bool = False             # the kind's pass criterion (SVA: the scorer's primary criterion)
    reason: str | None = None        # why the reward is 0 (None when it is not)
    components: dict[str, float] = field(default_factory=dict)   # the terms of the formula, each in [0, 1]
    details: dict = field(default_factory=dict)                  # the checker's record, for logging

    def to_json(self) -> dict:
        return asdict(self)


def zero(task_id: str, kind: str, reason: str, **details) -> Reward:
    return Reward(task_id, kind, 0.0, False, reason, {}, details)
