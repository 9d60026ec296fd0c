"""`svafam evaluate` as a user runs it: the five responses of issue 15, a planted include, bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.scoring_helpers import TASK, one_family_dataset, write_lines

MARKER = "SVAFAM_MARKER_7f3a9c"


def svafam(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", *args], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=600)


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    dataset, splits, _tasks = one_family_dataset(tmp_path_factory.mktemp("cli"))
    return ["--dataset", str(dataset), "--splits", str(splits), "--split", "train"]


def evaluate(tmp_path: Path, data: list[str], lines: list) -> tuple[subprocess.CompletedProcess, list[dict], Path]:
    preds = write_lines(tmp_path / "preds.jsonl", lines)
    out = tmp_path / "out"
    result = svafam("evaluate", str(preds), *data, "--no-cache", "--out", str(out))
    assert result.returncode == 0, result.stderr
    return result, json.loads((out / "results.json").read_text()), out


def test_the_five_responses_of_the_issue_get_what_they_should(tmp_path, data):
    deep = "(" * 500 + "kick" + ")" * 500
    lines = [
        {"task_id": TASK, "sample": 0,
         "response": f"assert property (@(posedge clk) disable iff (rst) {deep} |=> since_kick == 4'd0);"},
        {"task_id": TASK, "sample": 1, "response": '`include "/etc/passwd"\n'
         "assert property (@(posedge clk) disable iff (rst) kick |=> since_kick == 4'd0);"},
        {"task_id": TASK, "sample": 2, "response": "assert property (@(posedge clk) kick |-> kick);\n"
         "assert property (@(posedge clk) (since_kick == 4'd3) |-> (since_kick >= 4'd3));\n"
         "assert property (@(posedge clk) wd_fault |-> wd_fault || kick);"},
        {"task_id": TASK, "sample": 3,
         "response": "assert property (@(posedge clk) disable iff (!rst) kick |=> since_kick == 4'd0);"},
        {"task_id": TASK, "sample": "zero",
         "response": "assert property (@(posedge clk) disable iff (rst) kick |=> since_kick == 4'd0);"},
    ]
    result, records, out = evaluate(tmp_path, data, lines)
    deep_r, include_r, trivial_r, inverted_r, zero_r = records
    assert deep_r["problem"] is None and deep_r["limits_exceeded"] == [
        "limit exceeded: expression nesting depth 501 > 32"]
    assert include_r["problem"] is None and "`include refused" in include_r["refused"][0]
    assert [p["trivial"] for p in trivial_r["properties"]] == [True, True, True]
    assert not any(p["good"] for p in trivial_r["properties"]) and not trivial_r["passes"]
    [inverted] = inverted_r["properties"]
    assert inverted["soundness"] == "sound" and inverted["vacuous"] is True and not inverted_r["passes"]
    assert zero_r["problem"] == "\"sample\" must be a non-negative integer, found 'zero'"
    assert "line 5: \"sample\" must be a non-negative integer, found 'zero'" in result.stderr
    assert "root:" not in (out / "results.json").read_text()          # nothing of /etc/passwd
    assert "| pass: primary criterion | 0 (0.0%) |" in result.stdout
    assert (out / "metrics.md").read_text() in result.stdout


def test_an_included_file_reaches_no_output_and_no_console(tmp_path, data):
    secret = tmp_path / "secret.v"
    secret.write_text(f"wire {MARKER};\nassert property (@(posedge clk) {MARKER});\n")
    lines = [{"task_id": TASK, "sample": i, "response": text} for i, text in enumerate([
        f'`include "{secret}"\nassert property (@(posedge clk) disable iff (rst) kick |=> since_kick == 4\'d0);',
        f"```sva\n`include \"{secret.name}\"\n```",
        f'`define X `include "{secret}"\n`X\n'])]
    result, records, out = evaluate(tmp_path, data, lines)
    for r in records:
        assert r["refused"] and not r["read"] and not r["properties"]
    written = [p for p in out.rglob("*") if p.is_file()]
    assert written and not any(MARKER in p.read_text(errors="replace") for p in written)
    assert MARKER not in result.stdout and MARKER not in result.stderr


def test_bad_input_is_one_line_and_exit_2(tmp_path, data):
    cases = [(["evaluate", str(tmp_path / "missing.jsonl"), *data], "no such predictions file"),
             (["evaluate", str(write_lines(tmp_path / "p.jsonl", [])), *data, "--max-depth", "200"], "--max-depth"),
             (["evaluate", str(tmp_path / "p.jsonl"), *data, "--out", str(tmp_path / "p.jsonl")], "not a folder")]
    for args, expect in cases:
        result = svafam(*args)
        assert result.returncode == 2, result.stderr
        assert len(result.stderr.strip().splitlines()) == 1 and expect in result.stderr, result.stderr
    assert not (tmp_path / "p.eval").exists()
