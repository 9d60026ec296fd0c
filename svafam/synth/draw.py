"""A template's random choices, recorded: every behavior parameter it draws lands in ``params``."""

from __future__ import annotations

import random
from dataclasses import dataclass, field


class Draw:
    """Seeded choices for one instance. ``int``/``choice``/``flag`` are behavior parameters and are
    recorded (they key the duplicate check and the report); ``name`` picks a cosmetic identifier."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.params: dict[str, int | str | bool] = {}

    def int(self, key: str, low: int, high: int) -> int:
        value = self.rng.randint(low, high)
        self.params[key] = value
        return value

    def choice(self, key: str, options: list):
        value = options[self.rng.randrange(len(options))]
        self.params[key] = value
        return value

    def flag(self, key: str, p: float = 0.5) -> bool:
        value = self.rng.random() < p
        self.params[key] = value
        return value

    def name(self, options: list[str]) -> str:
        return options[self.rng.randrange(len(options))]


@dataclass
class Instance:
    """One synthesized behavior: its spec data (without ``id``) and the parameters that made it."""

    category: str
    kind: str
    template: str
    data: dict
    params: dict = field(default_factory=dict)
    attempt: int = 0  # which draw of its slot (0: the first; more when earlier draws repeated a behavior)

    @property
    def key(self) -> tuple:
        """Behavior parameters only: two instances with the same key differ at most in names."""
        return (self.category, self.kind, self.template, tuple(sorted(self.params.items())))
