"""The reward API: one reward per response with its reason, the formula's gates against the gaming suite,
one entry per kind, the GRPO wrapper, and the pools (a lost worker costs its items, not the batch)."""

from __future__ import annotations

from pathlib import Path

import pytest

from svafam.reward import KINDS, ProcessPool, RewardError, RewardScorer, grpo_reward, register
from svafam.reward.formula import WEIGHTS, sva_reward
from svafam.reward.kinds import PLANNED
from svafam.reward.record import Reward
from svafam.reward.trl import completion_text
from svafam.scoring.records import LineRecord, PropertyRecord

from tests.scoring_helpers import FAMILY, TASK, one_family_dataset
from tests.scoring.test_scoring_gaming import GAMING, GOOD

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    data, splits, tasks = one_family_dataset(tmp_path_factory.mktemp("reward"))
    return data, splits, tasks


@pytest.fixture(scope="module")
def scorer(dataset):
    data, splits, _tasks = dataset
    s = RewardScorer(data, splits, timeout=60)
    yield s
    s.close()


def test_gold_scores_one_and_every_gaming_answer_zero_with_its_reason(scorer, dataset):
    tasks = dataset[2]
    ids = sorted(tasks)
    rewards = scorer.score(ids + [TASK] * len(GAMING), [tasks[t].reference_sva for t in ids] + list(GAMING.values()),
                           cache=False)
    for r in rewards[:4]:
        assert r.reward == 1.0 and r.passes and r.reason is None
        assert r.components["gold_coverage"] == r.components["mutation_score"] == r.components["good_fraction"] == 1
    why = {kind: r.reason for kind, r in zip(GAMING, rewards[4:])}
    assert all(r.reward == 0.0 for r in rewards[4:])
    assert why["tautologies"].startswith("no good property")
    assert why["inverted_reset"].startswith("no good property") and why["unreachable"].startswith("no good property")
    assert why["include"].startswith("refused: ") and "`include refused" in why["include"]
    assert why["deep_nesting"].startswith("over a limit: limit exceeded: expression nesting depth")
    assert why["oversize"].startswith("over a limit: limit exceeded: characters")
    assert why["too_many"] == "over a limit: limit exceeded: properties 65 > 64"


def test_one_bad_item_never_stops_the_batch(scorer):
    unsound = "assert property (@(posedge clk) disable iff (rst) kick |=> since_kick == 4'd1);"
    rewards = scorer.score([TASK, "nope/v9", 7, TASK, TASK, TASK],
                           [GOOD, GOOD, GOOD, None, "\x00" * 10 + GOOD, GOOD + "\n" + unsound], cache=False)
    assert [r.task_id for r in rewards] == [TASK, "nope/v9", "7", TASK, TASK, TASK]
    good = rewards[0]
    assert 0 < good.reward < 1 and good.passes    # one property, one mutant of three, some of the gold
    assert good.reward == pytest.approx(sum(w * good.components[k] for k, w in WEIGHTS.items()), abs=1e-6)
    assert rewards[1].reason.startswith("unknown task id 'nope/v9'")
    assert rewards[2].reason == "the task id must be a string, not int"
    assert rewards[3].reason == "the response must be a string, not NoneType"
    assert 0.0 <= rewards[4].reward <= 1.0 and rewards[4].details   # NUL bytes: read, not a crash
    assert rewards[5].reward == 0.0 and rewards[5].reason.startswith("unsound: ")


def test_a_malformed_call_is_refused_whole(scorer):
    with pytest.raises(RewardError, match="2 task ids for 1 responses"):
        scorer.score([TASK, TASK], [GOOD])
    with pytest.raises(RewardError, match="not strings"):
        scorer.score(TASK, GOOD)
    with pytest.raises(RewardError, match="unknown kind 'poetry'"):
        scorer.score([TASK], [GOOD], kind="poetry")
    PLANNED["later"] = "not in this version"   # a kind named before its scorer exists
    try:
        with pytest.raises(RewardError, match="kind 'later' cannot be scored: not in this version"):
            scorer.score([TASK], [GOOD], kind="later")
    finally:
        PLANNED.pop("later")


def test_a_kind_is_one_entry(dataset, monkeypatch):
    class Echo:
        name = "echo"

        def __init__(self, index, executor):
            pass

        def score(self, items, *, cache=True):
            return [Reward(t, "echo", float(len(r) % 2), True) for t, r in items]
    monkeypatch.setitem(KINDS, "rtl", lambda index, executor: Echo(index, executor))
    scorer = RewardScorer(dataset[0], dataset[1])
    try:
        assert [r.reward for r in scorer.score(["a/v0", "b/v0"], ["x", "xy"], kind="rtl")] == [1.0, 0.0]
        assert "rtl" not in PLANNED   # every task kind of the dataset has its entry
        register("echo_kind", lambda index, executor: Echo(index, executor))
        assert scorer.score(["a/v0"], ["x"], kind="echo_kind")[0].kind == "echo"
    finally:
        KINDS.pop("echo_kind", None)
        scorer.close()


def _record(**fields) -> LineRecord:
    rec = LineRecord(1, TASK, 0, read=True, gold_coverage=0.5, mutation_score=1 / 3)
    for k, v in fields.items():
        setattr(rec, k, v)
    return rec


def test_the_formula_gates_unsound_undecided_and_say_nothing_answers():
    good = PropertyRecord("A", "next_cycle_implication", "", "sound", trivial=False, vacuous=False, good=True)
    trivial = PropertyRecord("T", "invariant", "", "sound", trivial=True, vacuous=False)
    unsound = PropertyRecord("U", "invariant", "", "unsound")
    unknown = PropertyRecord("K", "invariant", "", "unknown")
    value, parts, why = sva_reward(_record(properties=[good, trivial]))
    assert why is None and parts["good_fraction"] == 0.5 and value == pytest.approx(0.2 * 0.5 + 0.4 / 3 + 0.4 * 0.5)
    assert sva_reward(_record(properties=[good, unsound]))[2] == "unsound: U fails on the design"
    assert sva_reward(_record(properties=[good, unknown], limits_exceeded=["formal time"]))[2].startswith(
        "soundness undecided for K")
    assert sva_reward(_record(properties=[trivial]))[0] == 0.0
    assert sva_reward(_record(properties=[]))[2] == "no property"
    # padding a good answer with tautologies lowers its reward
    assert sva_reward(_record(properties=[good, trivial, trivial]))[0] < sva_reward(_record(properties=[good]))[0]


def test_the_grpo_wrapper_takes_trl_calls(scorer):
    reward = grpo_reward(scorer, cache=False)
    assert reward.__name__ == "svafam_sva"
    plain = reward(prompts=["p", "p"], completions=[GOOD, "no assertion"], task_id=[TASK, TASK], trainer_state=None)
    chat = reward(prompts=[[{"role": "user", "content": "p"}]],
                  completions=[[{"role": "assistant", "content": GOOD}]], task_id=[TASK])
    assert plain[0] > 0 and plain[1] == 0.0 and chat == plain[:1]
    with pytest.raises(RewardError, match="no 'task_id' column"):
        reward(prompts=["p"], completions=[GOOD])
    parts = [{"role": "assistant", "content": [{"type": "text", "text": "a"}, {"type": "image"}]}]
    assert completion_text(parts) == "a"
    assert completion_text(5) == 5   # passed on: it scores 0, naming its type


def test_the_debug_and_refmodel_kinds_give_the_checkers_verdicts():
    from svafam.scoring.debug_fix import load_debug_tasks
    from svafam.scoring.refmodel import load_refmodel_tasks
    from svafam.tasks.refmodel import gold_model_code
    debug = next(t for t in load_debug_tasks(ROOT / "dataset").values() if t.model == "cycle")
    ref = load_refmodel_tasks(ROOT / "dataset")["timer_0007/v2"]
    model = gold_model_code("timer_0007", (ref.family_dir / "spec.yaml").read_text())
    scorer = RewardScorer(timeout=60)
    try:
        fixed, buggy = scorer.score([debug.task_id] * 2, [debug.fixed, debug.buggy], kind="debug", cache=False)
        right, wrong = scorer.score([ref.task_id] * 2, [model, "class Model:\n    pass\n"], kind="refmodel",
                                    cache=False)
    finally:
        scorer.close()
    assert (fixed.reward, fixed.passes, fixed.reason) == (1.0, True, None)
    assert buggy.reward == 0.0 and buggy.reason.startswith("fail")
    assert (right.reward, right.passes) == (1.0, True)
    assert wrong.reward == 0.0 and wrong.reason


def test_the_rtl_kind_gives_the_proofs_verdicts():
    from svafam.scoring.rtl import load_rtl_tasks
    task = load_rtl_tasks(ROOT / "dataset")["timer_0007/rtl"]
    broken = task.fixed.replace("<=", "<= ~", 1)   # one register's next value inverted
    scorer = RewardScorer(timeout=60)
    try:
        gold, wrong, unknown = scorer.score([task.task_id, task.task_id, "nope/rtl"], [task.fixed, broken, "x"],
                                            kind="rtl", cache=False)
    finally:
        scorer.close()
    assert (gold.reward, gold.passes, gold.reason) == (1.0, True, None)
    assert wrong.reward == 0.0 and not wrong.passes and wrong.reason
    assert unknown.reward == 0.0 and "not an RTL-generation task" in unknown.reason


def test_a_process_pool_scores_as_one_process_and_survives_a_lost_worker(dataset, scorer):
    data, splits, tasks = dataset
    ids = sorted(tasks)
    answers = [tasks[t].reference_sva for t in ids] + [GOOD]
    here = scorer.score(ids + [TASK], answers, cache=False)
    with ProcessPool(2, data, splits, timeout=60) as pool:
        assert [r.to_json() for r in pool.score(ids + [TASK], answers, cache=False)] == [r.to_json() for r in here]
        home = pool._home[FAMILY]
        pool._procs[home][0].kill()   # the family's worker dies
        lost = pool.score([TASK], [GOOD], cache=False)
        assert lost[0].reward == 0.0 and lost[0].reason.startswith("the scoring worker stopped")
        again = pool.score([TASK], [GOOD], cache=False)   # started again
        assert again[0].to_json() == here[-1].to_json()


def test_the_trl_example_runs_without_trl():
    import subprocess
    import sys
    run = subprocess.run([sys.executable, str(ROOT / "examples" / "trl_grpo_sva.py"), "--dry-run"],
                         capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.count("1.000") == 4 and run.stdout.count("0.000") == 4
