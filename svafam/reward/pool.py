"""Scoring batches on several workers: processes on this machine, or Ray actors on a cluster.

Each worker is a :class:`~svafam.reward.scorer.RewardScorer` that keeps the designs it has read and what
it has proved, so a batch is split by family (a family's four variant tasks share its mutants and
its design-free questions) and a family stays with the worker that first had it. A family new to the
pool goes to the worker with the fewest responses in the batch. A worker that dies costs its items a
zero reward naming why, and is started again for the next batch.
"""

from __future__ import annotations

import multiprocessing as mp
import threading
from abc import ABC, abstractmethod
from collections.abc import Sequence
from pathlib import Path

from svafam.engine import DEFAULT_TIMEOUT

from .record import Reward, zero
from .scorer import RewardScorer, items_of


def family_of(task_id: object) -> str:
    return task_id.split("/", 1)[0] if isinstance(task_id, str) else ""


class Pool(ABC):
    """``score`` like :meth:`RewardScorer.score`, on ``workers`` workers."""

    def __init__(self, workers: int):
        self.workers = max(1, workers)
        self._home: dict[str, int] = {}
        self._lock = threading.Lock()

    def _split(self, pairs: list) -> list[list[int]]:
        """The indices of ``pairs`` each worker gets."""
        parts: list[list[int]] = [[] for _ in range(self.workers)]
        by_family: dict[str, list[int]] = {}
        for i, (tid, _r) in enumerate(pairs):
            by_family.setdefault(family_of(tid), []).append(i)
        for fam, idx in sorted(by_family.items(), key=lambda kv: -len(kv[1])):
            w = self._home.get(fam)
            if w is None:
                w = self._home[fam] = min(range(self.workers), key=lambda k: len(parts[k]))
            parts[w].extend(idx)
        return parts

    def score(self, task_ids: Sequence, responses: Sequence, *, kind: str = "sva", cache: bool = True) -> list[Reward]:
        pairs = items_of(task_ids, responses)
        with self._lock:
            parts = self._split(pairs)
            pending = {w: self._submit(w, kind, [pairs[i] for i in idx], cache) for w, idx in enumerate(parts) if idx}
            out: list[Reward | None] = [None] * len(pairs)
            for w, handle in pending.items():
                try:
                    rewards = self._collect(w, handle)
                except Exception as err:  # noqa: BLE001 -- a lost worker costs its items, not the batch
                    rewards = [zero(str(pairs[i][0])[:80], kind, f"the scoring worker stopped: "
                                    f"{type(err).__name__}: {str(err)[:200]}") for i in parts[w]]
                    self._restart(w)
                for i, reward in zip(parts[w], rewards, strict=True):
                    out[i] = reward
        return out  # type: ignore[return-value]

    @abstractmethod
    def _submit(self, worker: int, kind: str, pairs: list, cache: bool): ...

    @abstractmethod
    def _collect(self, worker: int, handle) -> list[Reward]: ...

    @abstractmethod
    def _restart(self, worker: int) -> None: ...

    @abstractmethod
    def close(self) -> None: ...

    def __enter__(self) -> "Pool":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _serve(conn, dataset, splits_file, timeout: float) -> None:
    """A worker process: score what comes in on ``conn`` until it closes."""
    scorer = RewardScorer(dataset, splits_file, timeout=timeout)
    try:
        while True:
            try:
                kind, pairs, cache = conn.recv()
            except EOFError:
                return
            try:
                conn.send(("ok", scorer.score([t for t, _r in pairs], [r for _t, r in pairs], kind=kind, cache=cache)))
            except Exception as err:  # noqa: BLE001 -- answered, so the pool can zero these items
                conn.send(("error", f"{type(err).__name__}: {err}"))
    finally:
        scorer.close()


class ProcessPool(Pool):
    """Worker processes on this machine (started with ``spawn``: each imports the tools itself)."""

    def __init__(self, workers: int, dataset: Path | None = None, splits_file: Path | None = None,
                 timeout: float = DEFAULT_TIMEOUT):
        super().__init__(workers)
        self._args = (dataset, splits_file, timeout)
        self._ctx = mp.get_context("spawn")
        self._procs: list = [None] * self.workers
        for w in range(self.workers):
            self._start(w)

    def _start(self, w: int) -> None:
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(target=_serve, args=(child, *self._args), daemon=True, name=f"svafam-reward-{w}")
        proc.start()
        child.close()
        self._procs[w] = (proc, parent)

    def _submit(self, worker: int, kind: str, pairs: list, cache: bool):
        proc, conn = self._procs[worker]
        conn.send((kind, pairs, cache))
        return conn

    def _collect(self, worker: int, conn) -> list[Reward]:
        status, value = conn.recv()
        if status != "ok":
            raise RuntimeError(value)
        return value

    def _restart(self, worker: int) -> None:
        proc, conn = self._procs[worker]
        conn.close()
        proc.kill()
        proc.join()
        self._start(worker)

    def close(self) -> None:
        for entry in self._procs:
            if entry is None:
                continue
            proc, conn = entry
            conn.close()
            proc.join(timeout=30)
            if proc.is_alive():
                proc.kill()
                proc.join()
        self._procs = [None] * self.workers


class RayPool(Pool):
    """Ray actors: on the cluster at ``address``, or on a Ray instance started for this process."""

    def __init__(self, workers: int | None = None, dataset: Path | None = None, splits_file: Path | None = None,
                 timeout: float = DEFAULT_TIMEOUT, address: str | None = None):
        from svafam.engine.ray_executor import _import_ray, connect
        self.ray = _import_ray()
        self._own = not self.ray.is_initialized()
        n = connect(self.ray, address, workers) if self._own else \
            workers or max(1, int(self.ray.cluster_resources().get("CPU", 1)))
        super().__init__(n)
        self._args = (dataset and str(dataset), splits_file and str(splits_file), timeout)
        self._actor = self.ray.remote(num_cpus=1)(_RewardActor)
        self._actors = [self._actor.remote(*self._args) for _ in range(self.workers)]

    def _submit(self, worker: int, kind: str, pairs: list, cache: bool):
        return self._actors[worker].score.remote(kind, pairs, cache)

    def _collect(self, worker: int, ref) -> list[Reward]:
        return self.ray.get(ref)

    def _restart(self, worker: int) -> None:
        self.ray.kill(self._actors[worker])
        self._actors[worker] = self._actor.remote(*self._args)

    def close(self) -> None:
        for actor in self._actors:
            self.ray.kill(actor)
        self._actors = []
        if self._own:
            self.ray.shutdown()


class _RewardActor:
    def __init__(self, dataset, splits_file, timeout):
        self.scorer = RewardScorer(dataset and Path(dataset), splits_file and Path(splits_file), timeout=timeout)

    def score(self, kind: str, pairs: list, cache: bool) -> list[Reward]:
        return self.scorer.score([t for t, _r in pairs], [r for _t, r in pairs], kind=kind, cache=cache)
