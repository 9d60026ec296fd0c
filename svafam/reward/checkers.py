"""The ``debug``, ``rtl`` and ``refmodel`` kinds: the existing checkers, their verdict as a reward.

``debug``     a fix of a buggy module (:class:`svafam.scoring.debug_fix.FixChecker`): 1.0 when it is
              proved equivalent to the family's design, else 0 with the checker's verdict and reason.
``rtl``       a written module (:func:`svafam.scoring.rtl.rtl_checker`, the same proof against the
              task's reference), likewise.
``refmodel``  a Python reference model (:class:`svafam.scoring.refmodel.ModelChecker`): 1.0 when it
              matches the RTL on every cycle of every stimulus, else 0 likewise.

There is no partial credit: a fix that is almost equivalent, or a model right on most cycles, is
still wrong, and a policy learns to game any share given for it. ``components`` keeps what the
checkers measure besides (lines changed for a fix, cycles for a model) for logging.
"""

from __future__ import annotations

from dataclasses import asdict

from svafam.engine import Executor

from .record import Reward, zero
from .tasks import TaskIndex


class DebugKind:
    name = "debug"
    what = "a debugging task"

    def __init__(self, index: TaskIndex, executor: Executor):
        self.index, self.executor = index, executor

    def task(self, task_id: str):
        return self.index.debug(task_id)

    def checker(self, cache: bool):
        from svafam.scoring.debug_fix import FixChecker
        return FixChecker(self.executor, use_cache=cache)

    def score(self, items: list[tuple[str, str]], *, cache: bool = True) -> list[Reward]:
        known = [(str(n), self.task(tid), response) for n, (tid, response) in enumerate(items)]
        results = self.checker(cache).check([k for k in known if k[1] is not None])
        out = []
        for (key, task, _response), (tid, _r) in zip(known, items):
            if task is None:
                out.append(zero(tid, self.name, f"unknown task id {tid!r} (not {self.what} of the dataset)"))
                continue
            res = results[key]
            ok = res.verdict == "pass"
            parts = {"proved_equivalent": 1.0 if ok else 0.0}
            out.append(Reward(tid, self.name, 1.0 if ok else 0.0, ok,
                              None if ok else f"{res.verdict}{': ' + res.reason if res.reason else ''}"
                                              f"{' -- ' + res.detail if res.detail else ''}",
                              parts, asdict(res)))
        return out


class RtlKind(DebugKind):
    name = "rtl"
    what = "an RTL-generation task"

    def task(self, task_id: str):
        return self.index.rtl(task_id)

    def checker(self, cache: bool):
        from svafam.scoring.rtl import rtl_checker
        return rtl_checker(self.executor, use_cache=cache)


class RefModelKind:
    name = "refmodel"

    def __init__(self, index: TaskIndex, executor: Executor):
        self.index, self.executor = index, executor

    def score(self, items: list[tuple[str, str]], *, cache: bool = True) -> list[Reward]:
        from svafam.scoring.refmodel import ModelChecker
        known = [(str(n), self.index.refmodel(tid), response) for n, (tid, response) in enumerate(items)]
        checker = ModelChecker(workers=self.executor.workers, use_cache=cache)
        results = checker.check([k for k in known if k[1] is not None])
        out = []
        for (key, task, _response), (tid, _r) in zip(known, items):
            if task is None:
                out.append(zero(tid, self.name, f"unknown task id {tid!r} (not a reference-model task of the dataset)"))
                continue
            res = results[key]
            ok = res.verdict == "pass"
            out.append(Reward(tid, self.name, 1.0 if ok else 0.0, ok,
                              None if ok else f"{res.verdict}{': ' + res.reason if res.reason else ''}"
                                              f"{' -- ' + res.detail if res.detail else ''}",
                              {"matches_rtl": 1.0 if ok else 0.0}, asdict(res)))
        return out
