"""A predictions file that scores nothing is exit 1 with a hint; the prompt form answered is a field of its own,
and the metrics are given per form (issue 33, items 9 and 10)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from svafam.scoring.predictions import read_predictions
from svafam.scoring.task_metrics import markdown, metrics
from tests.scoring_helpers import TASK

ROOT = Path(__file__).resolve().parents[2]


def svafam(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", *args], capture_output=True, text=True, cwd=cwd,
                          stdin=subprocess.DEVNULL, timeout=600,
                          env={**__import__("os").environ, "SVAFAM_ROOT": str(ROOT)})


def test_an_empty_predictions_file_is_exit_1_with_a_hint(tmp_path):
    (tmp_path / "empty.jsonl").write_text("")
    done = svafam("evaluate-debug", "empty.jsonl", cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines()[-1] == "error: nothing scored: empty.jsonl has no lines"


def test_answers_to_another_kind_of_task_name_the_command_that_reads_them(tmp_path):
    gold = svafam("gold-predictions", "--split", "test", cwd=tmp_path)
    (tmp_path / "sva.jsonl").write_text("".join(gold.stdout.splitlines(True)[:5]))
    done = svafam("evaluate-debug", "sva.jsonl", cwd=tmp_path)
    assert done.returncode == 1
    assert "error: nothing scored: its task ids are not debugging tasks but assertion generation tasks: " \
           "`svafam evaluate` reads these" in done.stderr
    table = (tmp_path / "sva.debug-eval" / "metrics.md").read_text().splitlines()
    assert table[0] == "| metric | overall |" and table[1] == "|---|---|"  # no empty column in the header


def test_the_form_field_keeps_two_answers_to_one_task_apart(tmp_path):
    path = tmp_path / "p.jsonl"
    rows = [{"task_id": TASK, "response": "a", "form": "zero_shot"},
            {"task_id": TASK, "response": "b", "form": "one_shot"},      # same task and sample, another form
            {"task_id": TASK, "response": "c", "form": "one_shot"},      # a repeat of line 2
            {"task_id": TASK, "response": "d", "form": "few_shot"},      # not a form of this kind
            {"task_id": TASK, "response": "e", "form": 3}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    got = list(read_predictions(path, {TASK}, forms=("zero_shot", "one_shot")))
    assert [g.problem_kind for g in got] == [None, None, "repeat", "form", "form"]
    assert got[0].form == "zero_shot" and got[1].form == "one_shot" and got[0].notes == []
    assert "unknown prompt form 'few_shot'; this kind of task has one_shot, zero_shot" == got[3].problem
    assert "(task_id, form, sample) of line 2" in got[2].problem


def test_task_metrics_are_given_per_form():
    rows = [{"line": 1, "task_id": "f/m0", "sample": 0, "form": "zero_shot", "group": "timing", "verdict": "fail",
             "reason": "mismatch"},
            {"line": 2, "task_id": "f/m0", "sample": 0, "form": "one_shot", "group": "timing", "verdict": "pass",
             "reason": ""}]
    m = metrics(rows)
    assert m["per_form"]["one_shot"]["pass"] == 1 and m["per_form"]["zero_shot"]["fail"] == 1
    header = markdown(m, "bug kind").splitlines()[0]
    assert header == "| metric | overall | bug kind timing | form one_shot | form zero_shot |"
    assert "per_form" not in metrics([dict(r, form=None) for r in rows])
