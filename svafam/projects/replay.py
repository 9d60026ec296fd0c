"""Witness replay: every distinguishable mutant under the testbench augmented with its own witness.

The witness becomes a directed stimulus phase (:mod:`svafam.projects.directed`) in front of the
original stimulus; the clean design and the mutant run under it, and the mutant's
*witness_observable* is what that simulation shows, not what the proof says.
"""

from __future__ import annotations

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

    The clean design runs once per distinct phase: witnesses of one seeded search that end at the same
    cycle make the same phase (calendar: dozens of them, each a day of simulated seconds)."""
    check = run.check
    bench, clean = check.bench, check.clean
    todo = [o for o in run.outcomes if o.distinguishable and o.witness is not None]
    for o in run.outcomes:
        if o.distinguishable and o.witness is None:
            o.augmented, o.augmented_detail = "sim_error", "no witness to replay"
    precision = bench.timescale or clean.timescale or "1ns"
    unit = bench.dut_unit or precision
    wall = max(10.0, 20 * clean.seconds)
    for o in todo:
        o.phase = phase_module(run.design, [o.witness], precision=precision, dut_unit=unit)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        phases = sorted({o.phase for o in todo})
        bases = dict(zip(phases, pool.map(lambda phase: bench.run(directed=phase, wall=wall), phases)))
        done = [0]

        def replay(o: Outcome) -> None:
            started = time.monotonic()
            _judge(o, bases[o.phase], bench, wall)
            o.seconds["augmented"] = time.monotonic() - started
            done[0] += 1
            step("witness", done[0], len(todo))

        list(pool.map(replay, todo))
    augmenting = run.augmenting()
    if augmenting:
        run.notes.append(f"the project's augmented testbench: {len(augmenting)} directed phase(s) before the original "
                         "stimulus")


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
