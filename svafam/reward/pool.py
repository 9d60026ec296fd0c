"""Scoring batches on several workers: processes on this machine, or Ray actors on a cluster.

Each worker is a :class:`~svafam.reward.scorer.RewardScorer` that keeps the designs it has read and what
it has proved, so a batch is split by family (a family's four variant tasks share its mutants and
its design-free questions) and a family stays with the worker that first had it. A family new to the
pool goes to the worker with the fewest responses in the batch. A worker that dies costs its items a
zero reward naming why, and is started again for the next batch.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from abc import ABC, abstractmethod
from collections.abc import Sequence
from multiprocessing.connection import Connection
from pathlib import Path

from svafam.engine import DEFAULT_TIMEOUT
from svafam.engine.proctree import die_with_parent
from svafam.paths import IMPORT_ROOT

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


class _Link:
    """Both ends of a worker's pipes, as one connection (pickled messages with their length)."""

    def __init__(self, read_fd: int, write_fd: int):
        self._in = Connection(read_fd, writable=False)
        self._out = Connection(write_fd, readable=False)

    def send(self, obj) -> None:
        self._out.send(obj)

    def recv(self):
        return self._in.recv()

    def close(self) -> None:
        self._in.close()
        self._out.close()


class ProcessPool(Pool):
    """Worker processes on this machine: ``python -m svafam.reward.worker``, each importing the tools itself (so
    the caller's script needs no ``__main__`` guard, and nothing of the caller's process is inherited)."""

    def __init__(self, workers: int, dataset: Path | None = None, splits_file: Path | None = None,
                 timeout: float = DEFAULT_TIMEOUT):
        super().__init__(workers)
        self._args = [json.dumps([dataset and str(dataset), splits_file and str(splits_file), timeout])]
        self._procs: list = [None] * self.workers
        for w in range(self.workers):
            self._start(w)

    def _start(self, w: int) -> None:
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        proc = subprocess.Popen([sys.executable, "-m", "svafam.reward.worker", str(to_child_r), str(from_child_w),
                                 *self._args], pass_fds=(to_child_r, from_child_w), cwd=str(IMPORT_ROOT),
                                stdin=subprocess.DEVNULL, preexec_fn=die_with_parent)
        os.close(to_child_r)
        os.close(from_child_w)
        self._procs[w] = (proc, _Link(from_child_r, to_child_w))

    def _submit(self, worker: int, kind: str, pairs: list, cache: bool):
        proc, link = self._procs[worker]
        link.send((kind, pairs, cache))
        return link

    def _collect(self, worker: int, link) -> list[Reward]:
        status, value = link.recv()
        if status != "ok":
            raise RuntimeError(value)
        return value

    def _restart(self, worker: int) -> None:
        proc, link = self._procs[worker]
        link.close()
        proc.kill()
        proc.wait()
        self._start(worker)

    def close(self) -> None:
        for entry in self._procs:
            if entry is None:
                continue
            proc, link = entry
            link.close()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
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

