"""The covers waiting for a free worker: of the mutants a simulation told apart (for their shortest witness) and,
in a wide design, of the rest (a difference within the depth, sooner than a proof finds it).

They run shallowest first, as workers come free, beside the other phases' jobs. A cover that runs out of time says
that the covers of its kind at least as deep would too: they run no job. So a cover deeper than every one of its kind
that ran to its end waits while a shallower such cover still runs: the first of them to run out of time spares the
rest (sha3's keccak: covers 35 and 40 steps deep ran together, and each held a worker for its 60 s limit, where the
one 27 deep had taken 15 s). The kinds are kept apart, and so are the time models: a reached cover (``cover-known``)
is found much sooner than an unreached one (``cover-rest``) is refuted, so one's timeout says nothing of the other's
(sha3's 1,600-bit permutation refutes the second kind far slower than it finds the first).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


class QueuedCover(Protocol):
    phase: str
    model: str
    depth: int


def _kind(cover: QueuedCover) -> tuple[str, str]:
    return cover.phase, cover.model


@dataclass
class CoverQueue:
    slots: int = 2   # covers of the queue running at once
    waiting: list = field(default_factory=list)
    running: list = field(default_factory=list)
    # (phase, model) -> the depth of the shallowest such cover that timed out
    timed_out: dict[tuple[str, str], int] = field(default_factory=dict)
    # (phase, model) -> the depth of the deepest such cover that ran to its end
    finished: dict[tuple[str, str], int] = field(default_factory=dict)

    def add(self, covers: list[QueuedCover]) -> None:
        self.waiting += covers
        self.waiting.sort(key=lambda t: t.depth)   # stable: covers of one depth keep the order they came in

    def take(self) -> tuple[list, list]:
        """The covers to run now, as many as there are free slots, and the ones passed over on the way (as deep as
        one of their kind that timed out), whose mutants the caller tells apart by other means."""
        run, skipped, held = [], [], []
        while self.waiting and len(self.running) < self.slots:
            cover = self.waiting.pop(0)
            limit = self.timed_out.get(_kind(cover))
            if limit is not None and cover.depth >= limit:
                skipped.append(cover)
            elif self._probed_by_another(cover):
                held.append(cover)
            else:
                run.append(cover)
                self.running.append(cover)
        self.waiting[:0] = held
        return run, skipped

    def _probed_by_another(self, cover: QueuedCover) -> bool:
        """Whether a shallower cover of its kind, deeper than any of the kind that ran to its end, still runs."""
        bar = self.finished.get(_kind(cover), -1)
        return any(_kind(r) == _kind(cover) and bar < r.depth < cover.depth for r in self.running)

    def done(self, cover: QueuedCover, status: str) -> None:
        """A cover of its kind is back with its job's status: the queue's own, or one split off it (which held no
        slot). A TIMEOUT spares the deeper ones, a PASS or FAIL lets them run; an error says neither."""
        self.running = [r for r in self.running if r is not cover]
        key = _kind(cover)
        if status == "TIMEOUT":
            self.timed_out[key] = min(cover.depth, self.timed_out.get(key, cover.depth))
        elif status in ("PASS", "FAIL"):
            self.finished[key] = max(cover.depth, self.finished.get(key, cover.depth))


__all__ = ["CoverQueue"]
