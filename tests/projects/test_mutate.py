"""``svafam project mutate`` and ``tasks`` end to end on a small project written by others.

The combinational RTLLM comparator with two operators keeps the fast tier to seconds; the
accumulator (sequential, every operator) is the slow tier. Checked: the counts add up, every
distinguishable candidate's witness is observed by the augmented testbench in simulation, the
instance files and the schema, ``reproduce.sh`` replays an instance with Icarus, and the tasks
score as they must (the clean file passes, the buggy file fails).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tests.projects.test_check import FIXTURES, needs_icarus, svafam

pytestmark = needs_icarus


def _init(tmp_path, name, top):
    p = tmp_path / name
    shutil.copytree(FIXTURES / name, p)
    assert svafam("project", "init", str(p), "--top", top).returncode == 0
    return p


def _checked_output(out, report):
    import jsonschema

    schema = json.loads((out / "instances.schema.json").read_text())
    records = [json.loads(line) for line in (out / "candidates.jsonl").read_text().splitlines()]
    for rec in records:
        jsonschema.validate(rec, schema)
    compiled = [r for r in records if r["compile"]["ok"]]
    assert report["candidates"] == len(records) and report["compiled"] == len(compiled)
    assert report["testbench_observable"] == sum(r["testbench"]["verdict"] == "observable" for r in compiled)
    assert report["formal_distinguishable"] + report["formal_equivalent"] + report["formal_unknown"] == len(compiled)
    assert report["witness_observable"] == report["formal_distinguishable"]   # verified by simulation
    kept = [r for r in records if r["kept"]]
    assert report["kept"] == len(kept) == len((out / "instances.jsonl").read_text().splitlines())
    for rec in kept:
        for rel in rec["files"].values():
            assert (out / rel).exists(), rel
    return records


def test_mutate_and_tasks_on_a_combinational_project(tmp_path):
    p = _init(tmp_path, "rtllm_comparator_3bit", "comparator_3bit")
    out = tmp_path / "out"
    result = svafam("project", "mutate", str(p), "--out", str(out), "--operators", "ExprUpdate,ExprDelete",
                    "--budget", "4")
    assert result.returncode == 0, result.stderr
    assert "mutation score, augmented testbench" in result.stdout
    report = json.loads((out / "report.json").read_text())
    records = _checked_output(out, report)
    assert report["model"] == "comb" and 0 < report["candidates"] <= 8
    distinguishable = [r for r in records if r["formal"] and r["formal"]["verdict"] == "distinguishable"]
    assert distinguishable
    inst = out / distinguishable[0]["files"]["reproduce"]
    replay = subprocess.run(["sh", str(inst)], capture_output=True, text=True, timeout=300)
    assert replay.returncode == 1 and "observable" in replay.stdout, replay.stdout + replay.stderr
    assert (out / distinguishable[0]["files"]["witness_svg"]).read_text().startswith("<svg")
    # tasks, and the checkers on them: the clean file passes, the buggy one fails, a hostile one is refused
    tasks = tmp_path / "tasks"
    made = svafam("project", "tasks", str(p), "--out", str(tasks), "--from", str(out))
    assert made.returncode == 0, made.stderr
    gold = svafam("gold-fixes", "--dataset", str(tasks))
    lines = [json.loads(line) for line in gold.stdout.splitlines()]
    assert len(lines) == len(distinguishable)
    first = lines[0]["task_id"].split("/")[1]
    buggy = (tasks / "rtllm_comparator_3bit" / "tasks" / "debug" / first / "buggy.v").read_text()
    preds = tmp_path / "preds.jsonl"
    preds.write_text("".join(json.dumps(x) + "\n" for x in [
        {"task_id": lines[0]["task_id"], "response": lines[0]["response"]},
        {"task_id": lines[0]["task_id"], "sample": 1, "response": buggy},
        {"task_id": lines[0]["task_id"], "sample": 2, "response": buggy.replace("endmodule",
                                                                                 'initial $system("ls");\nendmodule')},
    ]))
    scored = svafam("evaluate-debug", str(preds), "--dataset", str(tasks), "--out", str(tmp_path / "eval"))
    assert scored.returncode == 0, scored.stderr
    rows = json.loads((tmp_path / "eval" / "results.json").read_text())
    assert [r["verdict"] for r in rows] == ["pass", "fail", "refused"]
    assert rows[1]["counterexample"]["table"]


def test_refmodel_task_of_a_project_scores_a_model(tmp_path):
    p = _init(tmp_path, "rtllm_comparator_3bit", "comparator_3bit")
    out, tasks = tmp_path / "out", tmp_path / "tasks"
    assert svafam("project", "mutate", str(p), "--out", str(out), "--operators", "ExprUpdate",
                  "--budget", "2").returncode == 0
    assert svafam("project", "tasks", str(p), "--out", str(tasks), "--from", str(out)).returncode == 0
    meta = json.loads((tasks / "rtllm_comparator_3bit" / "project.json").read_text())
    assert [x["name"] for x in meta["inputs"]] == ["A", "B"] and meta["reset"] is None
    model = ("```python\nclass Model:\n    def reset(self):\n        pass\n    def step(self, i):\n"
             "        a, b = i['A'], i['B']\n        return {'A_greater': int(a > b), 'A_equal': int(a == b), "
             "'A_less': int(a < b)}\n```")
    preds = tmp_path / "models.jsonl"
    preds.write_text(json.dumps({"task_id": "rtllm_comparator_3bit/rtl", "response": model}) + "\n"
                     + json.dumps({"task_id": "rtllm_comparator_3bit/rtl", "sample": 1,
                                   "response": model.replace("a > b", "a >= b")}) + "\n")
    scored = svafam("evaluate-refmodel", str(preds), "--dataset", str(tasks), "--out", str(tmp_path / "ev"))
    assert scored.returncode == 0, scored.stderr
    rows = json.loads((tmp_path / "ev" / "results.json").read_text())
    assert [r["verdict"] for r in rows] == ["pass", "fail"], rows


@pytest.mark.slow
def test_mutate_a_sequential_project_every_operator(tmp_path):
    p = _init(tmp_path, "rtllm_accu", "verified_accu")
    out = tmp_path / "out"
    result = svafam("project", "mutate", str(p), "--out", str(out), "--budget", "3")
    assert result.returncode == 0, result.stderr
    report = json.loads((out / "report.json").read_text())
    _checked_output(out, report)
    assert report["formal_unknown"] == 0 and report["metrics"]["original"]["line_coverage"] > 0.5
    assert report["mutation_score"]["augmented"] >= report["mutation_score"]["original"]


def test_no_instance_without_a_project_file(tmp_path):
    result = subprocess.run([sys.executable, "-m", "svafam.cli", "project", "mutate", str(tmp_path), "--out",
                             str(tmp_path / "o")], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 2 and "svafam project init" in result.stderr
    assert not (tmp_path / "o").exists()


@pytest.mark.slow
@pytest.mark.parametrize("executor", ["process", "ray"])
def test_every_executor_gives_the_same_verdicts(tmp_path, executor):
    if executor == "ray":
        pytest.importorskip("ray", reason="Ray is not installed (the [ray] extra)")
    p = _init(tmp_path, "rtllm_comparator_3bit", "comparator_3bit")
    verdicts = {}
    for name in ("local", executor):
        out = tmp_path / f"out-{name}"
        result = svafam("project", "mutate", str(p), "--out", str(out), "--operators", "ExprUpdate",
                        "--budget", "3", "--executor", name, "--jobs", "2")
        assert result.returncode == 0, result.stderr
        verdicts[name] = {json.loads(line)["id"]: (json.loads(line)["formal"] or {}).get("verdict")
                          for line in (out / "candidates.jsonl").read_text().splitlines()}
    assert verdicts["local"] == verdicts[executor] and any(v == "distinguishable" for v in verdicts["local"].values())
