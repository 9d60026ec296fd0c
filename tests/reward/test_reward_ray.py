"""The reward pool on Ray actors: the same rewards as one process (a Ray instance started for the test)."""

from __future__ import annotations

import pytest

from svafam.reward import RayPool, RewardScorer

from tests.scoring_helpers import TASK, one_family_dataset
from tests.scoring.test_scoring_gaming import GOOD

pytest.importorskip("ray", reason="Ray is not installed (pip install -e '.[ray]'): the Ray pool is not tested")


def test_ray_actors_score_as_one_process(tmp_path):
    data, splits, tasks = one_family_dataset(tmp_path)
    ids = sorted(tasks) + [TASK, "nope/v0"]
    answers = [tasks[t].reference_sva for t in sorted(tasks)] + [GOOD, GOOD]
    here = RewardScorer(data, splits, timeout=60)
    try:
        expected = [r.to_json() for r in here.score(ids, answers, cache=False)]
    finally:
        here.close()
    pool = RayPool(2, data, splits, timeout=60)
    try:
        assert [r.to_json() for r in pool.score(ids, answers, cache=False)] == expected
        pool.ray.kill(pool._actors[pool._home[TASK.split("/")[0]]])   # the family's actor dies
        [lost] = pool.score([TASK], [GOOD], cache=False)
        assert lost.reward == 0.0 and lost.reason.startswith("the scoring worker stopped")
        assert pool.score([TASK], [GOOD], cache=False)[0].to_json() == expected[4]   # started again
    finally:
        pool.close()
