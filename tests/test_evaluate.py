"""Assertion evaluator controls: gold scores 100%, planted faults are caught, bad lines are reported."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine import open_executor
from svafam.build import write_index
from svafam.evaluate import evaluate, markdown, pass_at_k
from svafam.loading import load_split
from svafam.scoring import TaskScorer
from svafam.sva_reader import extract

from .conftest import ROOT


@pytest.fixture(scope="module")
def timer_tasks(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("eval")
    dataset = tmp / "dataset"
    shutil.copytree(ROOT / "dataset" / "timer_0007", dataset / "timer_0007")
    write_index(dataset)
    splits = tmp / "splits.json"
    cli = [sys.executable, "-m", "svafam.cli"]
    assert subprocess.run(cli + ["splits", "--dataset", str(dataset), "--out", str(splits)]).returncode == 0
    assert subprocess.run(cli + ["export", "--dataset", str(dataset), "--splits", str(splits)],
                          capture_output=True).returncode == 0
    return {t.task_id: t for t in load_split("train", dataset, splits)}


def run(tmp_path, tasks, lines, toolchain):
    preds = tmp_path / "preds.jsonl"
    preds.write_text("".join((json.dumps(x) if not isinstance(x, str) else x) + "\n" for x in lines))
    return evaluate(preds, tasks, TaskScorer(open_executor("local", toolchain), use_cache=False), trace_dir=tmp_path / "traces")


def test_gold_as_predictions_is_fully_sound_non_vacuous_and_detects_every_mutant(tmp_path, timer_tasks, toolchain):
    lines = [{"task_id": tid, "response": f"```systemverilog\n{t.reference_sva}```"}
             for tid, t in timer_tasks.items() if tid.endswith(("v0", "v2"))]
    results, m = run(tmp_path, timer_tasks, lines, toolchain)
    o = m["overall"]
    assert o["scored"] == 2 and o["syntax_valid_tasks"] == 2 and o["format_ok"] == 2
    assert o["properties_extracted"] == o["supported"] == o["interface_only"] == o["sound"] == 10
    assert o["sound_non_vacuous"] == 10
    assert o["unique_mutants_detected"] == 3
    for r in results:
        assert {m for p in r.properties for m in p["detects"]} == {"m0", "m1", "m2"}
    assert "| sound | 10 (100.0%) |" in markdown(m)


def test_corrupted_gold_is_unsound_with_a_counterexample(tmp_path, timer_tasks, toolchain):
    sva = timer_tasks["timer_0007/v1"].reference_sva.replace("load |=> (remaining == 3'd7)",
                                                              "load |=> (remaining != 3'd7)")
    assert "remaining != 3'd7" in sva
    results, m = run(tmp_path, timer_tasks, [{"task_id": "timer_0007/v1", "response": sva}], toolchain)
    verdicts = {p["id"]: p for p in results[0].properties}
    assert verdicts["P2_RULE"]["soundness"] == "unsound"
    assert verdicts["P2_RULE"]["trace"] and Path(verdicts["P2_RULE"]["trace"]).read_text().startswith("$")
    assert m["overall"]["sound"] == 4 and m["overall"]["unsound"] == 1


def test_vacuous_and_internal_and_unsupported_are_flagged(tmp_path, timer_tasks, toolchain):
    response = ("assert property (@(posedge clk) disable iff (rst) 0 |=> expired);\n"
                "INTERNAL: assert property (@(posedge clk) remaining_r == remaining);\n"
                "LATER: assert property (@(posedge clk) load |-> ##[1:3] expired);\n"
                "GOOD: assert property (@(posedge clk) disable iff (rst) load |-> ##1 remaining == 7);\n")
    results, m = run(tmp_path, timer_tasks, [{"task_id": "timer_0007/v2", "response": response}], toolchain)
    r = results[0]
    verdicts = {p["id"]: p for p in r.properties}
    assert verdicts["A1"]["soundness"] == "sound" and verdicts["A1"]["vacuous"] is True
    assert verdicts["GOOD"]["soundness"] == "sound" and verdicts["GOOD"]["vacuous"] is False
    assert r.not_interface == [{"id": "INTERNAL", "names": ["remaining_r"]}]
    assert r.unsupported and "##[1:3]" in r.unsupported[0]["construct"]
    assert m["overall"]["sound_non_vacuous"] == 1


def test_bad_lines_are_reported_not_fatal(tmp_path, timer_tasks, toolchain):
    lines = ["{not json", {"task_id": "nope/v0", "response": "x"}, {"task_id": "timer_0007/v0", "response": "  "},
             {"task_id": "timer_0007/v0", "response": "assert property (@(posedge clk) expired |-> );"}]
    results, m = run(tmp_path, timer_tasks, lines, toolchain)
    problems = [r.problem for r in results]
    assert problems[0].startswith("malformed JSON") and problems[1] == "unknown task_id 'nope/v0'"
    assert problems[2] == "empty response" and problems[3] is None
    assert not results[3].syntax_valid and results[3].syntax_errors
    assert m["overall"]["problems"] == 3


def test_extraction_and_pass_at_k():
    e = extract("<|im_start|>assistant\nHere you go:\n```sva\nassert property (@(posedge clk) a);\n```<|im_end|>")
    assert e.text.strip() == "assert property (@(posedge clk) a);" and not e.format_ok
    assert extract("assert property (@(posedge clk) a);").format_ok
    assert pass_at_k(5, 0, 1) == 0.0 and pass_at_k(5, 5, 3) == 1.0
    assert abs(pass_at_k(4, 1, 1) - 0.25) < 1e-9 and abs(pass_at_k(4, 1, 2) - 0.5) < 1e-9
