"""Controls of the reference-model checker: our own model passes on every family; planted wrong
models fail with the first diverging cycle; crashes, timeouts and missing imports are named results."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from svafam.cli import main
from svafam.scoring.model_runner import Limits, run_model
from svafam.scoring.refmodel import ModelChecker, load_refmodel_tasks
from svafam.tasks.refmodel import gold_model_code

ROOT = Path(__file__).resolve().parents[2]
TASKS = load_refmodel_tasks(ROOT / "dataset")
TIMER = TASKS["timer_0007/v2"]
SPEC = (TIMER.family_dir / "spec.yaml").read_text()
GOLD = gold_model_code("timer_0007", SPEC)
QUICK = Limits(cpu_seconds=2, wall_seconds=10)


def wrapped(body: str) -> str:
    """The gold model with ``body`` run on ``inputs`` before each step."""
    return GOLD.replace("    def step(self, inputs):\n", "    def step(self, inputs):\n" + body)


def test_our_own_reference_model_passes_on_every_family():
    families = sorted({t.family_dir for t in TASKS.values()})
    assert len(families) == 186
    # one variant a family, in turn (every variant is proved equivalent to v0 by the suite)
    items = []
    for n, fdir in enumerate(families):
        task = TASKS[f"{fdir.name}/v{n % 4}"]
        items.append((task.task_id, task, gold_model_code(fdir.name, (fdir / "spec.yaml").read_text())))
    results = ModelChecker(QUICK, workers=2).check(items)
    failed = {k: (r.verdict, r.detail) for k, r in results.items() if r.verdict != "pass"}
    assert not failed
    assert all(r.cycles > 300 for r in results.values())


PLANTED = {
    "reset value off by one": gold_model_code("timer_0007", SPEC.replace("reset: \"3'd0\"", "reset: \"3'd1\"")),
    "guard inverted": gold_model_code("timer_0007", SPEC.replace('when: "load"', 'when: "!load"')),
    "ignores reset mid-run": wrapped("        self.n = getattr(self, 'n', -1) + 1\n"
                                     "        inputs = dict(inputs, rst=inputs['rst'] if self.n == 0 else 0)\n"),
    "reset polarity inverted": wrapped("        inputs = dict(inputs, rst=1 - inputs['rst'])\n"),
}


def test_planted_wrong_models_fail_at_the_first_diverging_cycle(tmp_path):
    for name in ("reset value off by one", "guard inverted"):  # the spec edits took
        assert PLANTED[name] != GOLD, name
    items = [(name, TIMER, code) for name, code in PLANTED.items()] + [("gold", TIMER, GOLD)]
    results = ModelChecker(QUICK, workers=2).check(items, tmp_path / "traces")
    assert results["gold"].verdict == "pass"
    for name in PLANTED:
        r = results[name]
        assert (r.verdict, r.reason) == ("fail", "mismatch"), (name, r.detail)
        d = r.divergence
        assert d["expected"] != d["got"] and d["signal"] in ("remaining", "expired")
        assert f"|{d['cycle']:>6}* |" in d["table"] or f"| {d['cycle']:>4}* |" in d["table"], d["table"]
        assert (tmp_path / "traces" / d["files"]["svg"]).read_text().startswith("<svg")
    # ignoring reset shows only where reset is asserted again, after cycle 0
    assert results["ignores reset mid-run"].divergence["cycle"] > 0


NAMED = [
    ("no outputs", "class Model:\n    def reset(self): pass\n    def step(self, i): return {}\n", "fail", "bad_output"),
    ("too wide", GOLD.replace("return outputs", "return dict(outputs, remaining=8)"), "fail", "bad_output"),
    ("missing module", "import numpy_is_not_here\n", "error", "import_error"),
    ("syntax", "def (:\n", "error", "syntax_error"),
    ("a NUL byte", GOLD + "\x00# more\n", "error", "syntax_error"),
    ("no Model", "class Modell:\n    pass\n", "error", "no_model"),
    ("raises", GOLD.replace("return outputs", "raise RuntimeError('boom')"), "error", "exception"),
    ("exits", "import os\nos._exit(3)\n", "error", "crash"),
    ("spins", "while True:\n    pass\n", "timeout", "timeout"),
    ("eats memory", "x = bytearray(1 << 34)\n", "error", "exception"),
    ("forges an answer", "import os\nfor fd in range(3, 8):\n    try:\n"
                         "        os.write(fd, b'{\"status\": \"ok\", \"outputs\": []}\\n')\n    except OSError:\n"
                         "        pass\nos._exit(0)\n", "error", "incomplete"),
]


@pytest.mark.parametrize("name, code, verdict, reason", NAMED, ids=[n[0] for n in NAMED])
def test_broken_models_get_named_results_never_a_pass(name, code, verdict, reason):
    [r] = ModelChecker(QUICK, workers=1).check([(name, TIMER, code)]).values()
    assert (r.verdict, r.reason) == (verdict, reason), r.detail
    assert r.detail and r.limits["cpu_seconds"] == 2


def test_the_child_has_an_empty_folder_no_inherited_environment_and_limits(monkeypatch):
    monkeypatch.setenv("SVAFAM_TEST_MARKER", "inherited")
    probe = ("import os, resource\n"
             "SEEN = {'files': len(os.listdir('.')), 'foreign_env': int(bool(set(os.environ) - {'HOME', 'LANG', 'PATH', 'TMPDIR', 'TMP', 'TEMP'})),\n"
             "        'nofile': resource.getrlimit(resource.RLIMIT_NOFILE)[0], 'fsize': resource.getrlimit(resource.RLIMIT_FSIZE)[0]}\n"
             "class Model:\n    def reset(self): pass\n    def step(self, i): return SEEN\n")
    run = run_model(probe, [[{"rst": 1}]], Limits(open_files=32, file_bytes=1 << 20))
    assert run.status == "ok"
    assert run.outputs[0][0] == {"files": 0, "foreign_env": 0, "nofile": 32, "fsize": 1 << 20}


def test_evaluate_refmodel_command(tmp_path):
    preds = tmp_path / "p.jsonl"
    preds.write_text(json.dumps({"task_id": "timer_0007/v2", "response": f"```python\n{GOLD}```"}) + "\n"
                     + json.dumps({"task_id": "timer_0007/v1", "response": PLANTED["guard inverted"]}) + "\n")
    assert main(["evaluate-refmodel", str(preds), "--jobs", "1", "--cpu-seconds", "2"]) == 0
    rows = json.loads((tmp_path / "p.refmodel-eval" / "results.json").read_text())
    assert [r["verdict"] for r in rows] == ["pass", "fail"]
    assert rows[1]["divergence"]["files"]["txt"] in {p.name for p in (tmp_path / "p.refmodel-eval/traces").iterdir()}


def test_evaluate_refmodel_refuses_where_candidates_cannot_be_sandboxed(tmp_path, monkeypatch, capsys):
    preds = tmp_path / "p.jsonl"
    preds.write_text(json.dumps({"task_id": "timer_0007/v2", "response": GOLD}) + "\n")
    monkeypatch.setenv("SVAFAM_SANDBOX_WITHOUT", "landlock-filesystem")
    monkeypatch.setattr("svafam.sandbox._PROBED", {})
    assert main(["evaluate-refmodel", str(preds), "--jobs", "1"]) == 2
    err = capsys.readouterr().err
    assert "landlock-filesystem" in err and "--unsafe-no-sandbox" in err
    assert not (tmp_path / "p.refmodel-eval").exists()
    assert main(["evaluate-refmodel", str(preds), "--jobs", "1", "--unsafe-no-sandbox"]) == 0
    [row] = json.loads((tmp_path / "p.refmodel-eval" / "results.json").read_text())
    assert row["verdict"] == "pass" and "landlock-filesystem" in row["unsafe_missing"]
