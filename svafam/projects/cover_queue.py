"""The covers waiting for a free worker: of the mutants a simulation told apart (for their shortest witness) and,
in a wide design, of the rest (a difference within the depth, sooner than a proof finds it).

They run shallowest first, as workers come free, beside the other phases' jobs. A cover that runs out of time says
that the covers of its kind at least as deep would too: they run no job. The kinds are kept apart, and so are the
time models: a reached cover (``cover-known``) is found much sooner than an unreached one (``cover-rest``) is
refuted, so one's timeout says nothing of the other's (sha3's 1,600-bit permutation refutes the second kind far
slower than it finds the first).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


class QueuedCover(Protocol):
    phase: str
    model: str
    depth: int


@dataclass
class CoverQueue:
    waiting: list = field(default_factory=list)
    # (phase, model) -> the depth of the shallowest such cover that timed out
    timed_out: dict[tuple[str, str], int] = field(default_factory=dict)

    def add(self, covers: list[QueuedCover]) -> None:
        self.waiting += covers
        self.waiting.sort(key=lambda t: t.depth)   # stable: covers of one depth keep the order they came in

    def take(self, n: int) -> tuple[list, list]:
        """Up to ``n`` covers to run now, and the ones passed over on the way (as deep as one of their kind that
        timed out), whose mutants the caller tells apart by other means."""
        run, skipped = [], []
        while self.waiting and len(run) < n:
            cover = self.waiting.pop(0)
            limit = self.timed_out.get((cover.phase, cover.model))
            (skipped if limit is not None and cover.depth >= limit else run).append(cover)
        return run, skipped

    def timeout(self, cover: QueuedCover) -> None:
        key = (cover.phase, cover.model)
        self.timed_out[key] = min(cover.depth, self.timed_out.get(key, cover.depth))


__all__ = ["CoverQueue"]
