"""Witness replay: every distinguishable mutant under the testbench augmented with its own witness.

The witness becomes a directed stimulus phase (:mod:`svafam.projects.directed`) in front of the
original stimulus; the clean design and the mutant run under it, and the mutant's
*witness_observable* is what that simulation shows, not what the proof says. The phase runs
alone first; the original stimulus after it runs only when the phase shows nothing.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from .directed import phase_module
from .observe import first_difference
from .testbench import Bench, BenchResult

if TYPE_CHECKING:
    from .mutate import Outcome, ProjectRun

Progress = Callable[[str, int, int], None]   # (stage, done, total)


def replay_witnesses(run: ProjectRun, workers: int, step: Progress) -> None:
    """Every distinguishable mutant under the testbench augmented with its own witness, clean beside it.

    The phase is played first with the run ending where it ends: a difference in its rows is a difference in
    the first rows of the augmented testbench's trace, whatever the original stimulus does after it (sha3's
    keccak: 165 full testbench runs, each mutant's and each clean one, for what the first 25 cycles showed).
    Only a mutant the phase does not tell apart runs the whole augmented testbench (so a mutant told apart in the
    phase is observable even where the original stimulus after it would then hang or fail, on either design; the
    project's augmented testbench is run whole on the clean design by the metrics, whose ``problem`` says if it
    does not finish). The clean design runs once
    per distinct phase: witnesses of one seeded search that end at the same cycle make the same phase
    (calendar: dozens of them, each a day of simulated seconds)."""
    check = run.check
    bench, clean = check.bench, check.clean
    todo = [o for o in run.outcomes if o.distinguishable and o.witness is not None]
    for o in run.outcomes:
        if o.distinguishable and o.witness is None:
            o.augmented, o.augmented_detail = "sim_error", "no witness to replay"
    precision = bench.timescale or clean.timescale or "1ns"
    unit = bench.dut_unit or precision
    wall = max(10.0, 20 * clean.seconds)
    probes: dict[str, str] = {}
    for o in todo:
        o.phase = phase_module(run.design, [o.witness], precision=precision, dut_unit=unit)
        probes[o.phase] = phase_module(run.design, [o.witness], precision=precision, dut_unit=unit, finish=True)
    bases = _Once(lambda phase: bench.run(directed=phase, wall=wall))
    done = [0]

    def replay(o: Outcome) -> None:
        started = time.monotonic()
        if not _seen_in_phase(o, bases(probes[o.phase]), bench, probes[o.phase], wall):
            _judge(o, bases(o.phase), bench, wall)
        o.seconds["augmented"] = time.monotonic() - started
        done[0] += 1
        step("witness", done[0], len(todo))

    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(replay, todo))
    augmenting = run.augmenting()
    if augmenting:
        run.notes.append(f"the project's augmented testbench: {len(augmenting)} directed phase(s) before the original "
                         "stimulus")


class _Once:
    """``fn(key)`` run once a key, however many threads ask for it at once."""

    def __init__(self, fn: Callable[[str], BenchResult]) -> None:
        self._fn = fn
        self._lock = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}
        self._done: dict[str, BenchResult] = {}

    def __call__(self, key: str) -> BenchResult:
        with self._lock:
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:
            if key not in self._done:
                self._done[key] = self._fn(key)
            return self._done[key]


def _seen_in_phase(o: Outcome, base: BenchResult, bench: Bench, probe: str, wall: float) -> bool:
    """Whether the mutant's phase-only run (``probe``) differs from the clean one's within the phase's rows, which
    open the augmented trace; if so the mutant is observable, and that is recorded."""
    steps = o.witness.steps   # the phase writes one row a step
    if base.status != "ok" or len(base.rows) < steps:
        return False
    mine = bench.run({o.cand.file: o.cand.text}, directed=probe, wall=wall)
    if mine.status != "ok" or len(mine.rows) < steps:
        return False
    diff = first_difference(base.rows[:steps], mine.rows[:steps])
    if diff is None:
        return False
    o.augmented, o.augmented_difference = "observable", diff
    o.augmented_detail = "observed in the directed phase (the run ended with it)"
    return True


def _judge(o: Outcome, base: BenchResult, bench: Bench, wall: float) -> None:
    """The mutant under its augmented testbench, against the clean design's run ``base`` under the same."""
    if base.status != "ok":
        o.augmented = base.status
        o.augmented_detail = f"the clean design under the augmented testbench: {base.message}"
        return
    limit = 3 * base.end_time + 1000 if base.end_time else None
    mine = bench.run({o.cand.file: o.cand.text}, directed=o.phase, sim_limit=limit, wall=wall)
    steps = o.witness.steps   # the phase writes one row a step, before the original stimulus starts
    if mine.status == "timeout" and len(mine.rows) >= steps and \
            first_difference(base.rows[:steps], mine.rows[:steps]) is not None:
        # the phase ran to its end and showed the difference; the original stimulus then hung
        o.augmented_difference = first_difference(base.rows[:steps], mine.rows[:steps])
        o.augmented = "observable"
        o.augmented_detail = f"observed in the directed phase; the original stimulus then {mine.message}"
    elif mine.status != "ok":
        o.augmented, o.augmented_detail = mine.status, mine.message
    else:
        o.augmented_difference = first_difference(base.rows, mine.rows)
        o.augmented = "observable" if o.augmented_difference is not None else "unobserved"
