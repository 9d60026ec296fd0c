"""Checks written as plain sequences of job rounds, run side by side.

A check is a generator: it yields the jobs it needs next, receives their outcomes (in
the same order), and finally returns its result. :func:`gather` runs several checks so
that each round's jobs of all of them go to the executor together, and :func:`drive`
runs a whole batch of responses' checks that way: one executor call per round, however
many responses and checks take part.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

from .jobs import FormalJob
from .runner import JobRunner, Outcome

T = TypeVar("T")
Check = Generator[list[FormalJob], list[Outcome], T]


def gather(*checks: Check[Any]) -> Check[tuple]:
    """Run ``checks`` side by side; returns their results as a tuple, in order."""
    results: list[Any] = [None] * len(checks)
    asks: dict[int, list[FormalJob]] = {}
    for i, check in enumerate(checks):
        try:
            asks[i] = next(check)
        except StopIteration as done:
            results[i] = done.value
    while asks:
        order = sorted(asks)
        outcomes = yield [job for i in order for job in asks[i]]
        nxt, pos = {}, 0
        for i in order:
            part, pos = outcomes[pos:pos + len(asks[i])], pos + len(asks[i])
            try:
                nxt[i] = checks[i].send(part)
            except StopIteration as done:
                results[i] = done.value
        asks = nxt
    return tuple(results)


def drive(runner: JobRunner, checks: list[Check[Any]]) -> list[Any]:
    """Run ``checks`` to the end; their results, in order."""
    together = gather(*checks)
    try:
        jobs = next(together)
        while True:
            jobs = together.send(runner.run(jobs) if jobs else [])
    except StopIteration as done:
        return list(done.value)
