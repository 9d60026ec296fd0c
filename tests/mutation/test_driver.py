"""The driver: rounds, or a stream where each job's follow-ups start as soon as it is back.

A stage hands out a long job and a short one; the short one asks for a follow-up; the next
phase has one job. Streamed, the follow-up finishes while the long job still runs (the second
worker is not left idle); in rounds, it starts only after the long job. Either way the next
phase starts only after every job of the first is back.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from svafam.engine import JobOutcome, JobSpec
from svafam.engine.executor import Executor
from svafam.mutation.driver import drive

SECONDS = {"long": 2.0, "short": 0.05, "after_short": 0.05, "next_phase": 0.01}   # margins for a busy CI


class _SleepExecutor(Executor):
    name = "sleep"

    def __init__(self, workers: int):
        super().__init__(None, workers=workers)
        self.log: list[tuple[str, str]] = []
        self.lock = threading.Lock()

    def run(self, jobs, work_root, progress=None):
        results = {}
        threads = []

        def one(job: JobSpec) -> None:
            with self.lock:
                self.log.append(("start", job.key))
            time.sleep(SECONDS[job.key])
            with self.lock:
                self.log.append(("end", job.key))
            results[job.key] = (JobOutcome("PASS"), work_root / job.key)

        for job in jobs:
            threads.append(threading.Thread(target=one, args=(job,)))
            threads[-1].start()
        for t in threads:
            t.join()
        return results


class _Stage:
    def __init__(self):
        self.phase = 0
        self.seen: list[str] = []

    def _job(self, key: str):
        return JobSpec(key, Path("."), "x.sby", ()), key

    def next_jobs(self):
        self.phase += 1
        if self.phase == 1:
            return [self._job("long"), self._job("short")]
        if self.phase == 2:
            return [self._job("next_phase")]
        return []

    def finished(self, token, outcome, workdir):
        self.seen.append(token)
        return [self._job("after_short")] if token == "short" else []


@pytest.mark.parametrize("stream", [True, False])
def test_follow_ups_start_at_once_only_when_streamed(tmp_path, stream):
    executor = _SleepExecutor(workers=2)
    stage = _Stage()
    drive(executor, [stage], tmp_path, stream=stream)
    log = executor.log
    assert sorted(stage.seen) == ["after_short", "long", "next_phase", "short"]
    ends_before_long = log.index(("end", "after_short")) < log.index(("end", "long"))
    assert ends_before_long is stream
    # the next phase waits for every job of the first, streamed or not
    assert log.index(("start", "next_phase")) > max(log.index(("end", k)) for k in ("long", "short", "after_short"))


def test_a_stream_runs_no_more_jobs_at_once_than_workers(tmp_path):
    executor = _SleepExecutor(workers=1)
    drive(executor, [_Stage()], tmp_path, stream=True)
    running, most = 0, 0
    for kind, _ in executor.log:
        running += 1 if kind == "start" else -1
        most = max(most, running)
    assert most == 1
