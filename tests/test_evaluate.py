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


# timer_0007: sequence antecedents and until; timer_0004: a window, until after $rose, a four-step sequence;
# handshake_0002: repetition, a fixed delay of three, a window
FAMILIES = ("timer_0007", "timer_0004", "handshake_0002")


@pytest.fixture(scope="module")
def timer_tasks(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("eval")
    dataset = tmp / "dataset"
    for family in FAMILIES:
        shutil.copytree(ROOT / "dataset" / family, dataset / family)
    write_index(dataset)
    splits = tmp / "splits.json"
    cli = [sys.executable, "-m", "svafam.cli"]
    assert subprocess.run(cli + ["splits", "--dataset", str(dataset), "--out", str(splits)]).returncode == 0
    assert subprocess.run(cli + ["export", "--dataset", str(dataset), "--splits", str(splits)],
                          capture_output=True).returncode == 0
    return {t.task_id: t for split in ("train", "dev", "test") for t in load_split(split, dataset, splits)}


def run(tmp_path, tasks, lines, toolchain):
    preds = tmp_path / "preds.jsonl"
    preds.write_text("".join((json.dumps(x) if not isinstance(x, str) else x) + "\n" for x in lines))
    return evaluate(preds, tasks, TaskScorer(open_executor("local", toolchain), use_cache=False), trace_dir=tmp_path / "traces")


def test_gold_as_predictions_is_fully_sound_non_vacuous_and_detects_every_mutant(tmp_path, timer_tasks, toolchain):
    chosen = ("timer_0007/v0", "timer_0007/v2", "timer_0004/v1", "handshake_0002/v3")
    lines = [{"task_id": tid, "response": f"```systemverilog\n{timer_tasks[tid].reference_sva}```"} for tid in chosen]
    results, m = run(tmp_path, timer_tasks, lines, toolchain)
    o = m["overall"]
    gold = sum(len(timer_tasks[tid].reference_properties) for tid in chosen)
    assert o["scored"] == 4 and o["syntax_valid_tasks"] == 4 and o["format_ok"] == 4
    assert o["properties_extracted"] == o["supported"] == o["interface_only"] == o["sound"] == gold
    assert o["sound_non_vacuous"] == gold
    assert o["unique_mutants_detected"] == 9
    for r in results:
        assert {m for p in r.properties for m in p["detects"]} == {"m0", "m1", "m2"}
    forms = {p["form"] for r in results for p in r.properties}
    assert {"sequence_implication", "until", "bounded_response", "repetition", "fixed_delay"} <= forms
    assert f"| sound | {gold} (100.0%) |" in markdown(m)


def test_corrupted_gold_is_unsound_with_a_counterexample(tmp_path, timer_tasks, toolchain):
    sva = timer_tasks["timer_0007/v1"].reference_sva.replace("load |=> (remaining == 3'd7)",
                                                              "load |=> (remaining != 3'd7)")
    assert "remaining != 3'd7" in sva
    results, m = run(tmp_path, timer_tasks, [{"task_id": "timer_0007/v1", "response": sva}], toolchain)
    verdicts = {p["id"]: p for p in results[0].properties}
    assert verdicts["P2_RULE"]["soundness"] == "unsound"
    assert verdicts["P2_RULE"]["trace"] and Path(verdicts["P2_RULE"]["trace"]).read_text().startswith("$")
    assert m["overall"]["sound"] == len(timer_tasks["timer_0007/v1"].reference_properties) - 1
    assert m["overall"]["unsound"] == 1


def test_vacuous_and_internal_and_unsupported_are_flagged(tmp_path, timer_tasks, toolchain):
    response = ("assert property (@(posedge clk) disable iff (rst) 0 |=> expired);\n"
                "INTERNAL: assert property (@(posedge clk) remaining_r == remaining);\n"
                "LATER: assert property (@(posedge clk) load |-> ##[1:$] expired);\n"
                "LONG: assert property (@(posedge clk) disable iff (rst) load |-> ##[1:40] expired);\n"
                "GOOD: assert property (@(posedge clk) disable iff (rst) load |-> ##1 remaining == 7);\n")
    results, m = run(tmp_path, timer_tasks, [{"task_id": "timer_0007/v2", "response": response}], toolchain)
    r = results[0]
    verdicts = {p["id"]: p for p in r.properties}
    assert verdicts["A1"]["soundness"] == "sound" and verdicts["A1"]["vacuous"] is True
    assert verdicts["GOOD"]["soundness"] == "sound" and verdicts["GOOD"]["vacuous"] is False
    assert r.not_interface == [{"id": "INTERNAL", "names": ["remaining_r"]}]
    unsupported = {u["id"]: u["construct"] for u in r.unsupported}
    assert "only integer literals" in unsupported["LATER"]
    assert "looks at 41 cycles" in unsupported["LONG"] and "formal depth 12" in unsupported["LONG"]
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


TEMPORAL_SPECS = [ROOT / "specs" / path for path in (
    "timer_watchdog/timer_0004.yaml", "handshake/handshake_0002.yaml", "arbiter/arbiter_0003.yaml",
    "counter/counter_0001.yaml", "fifo_control/fifo_0001.yaml")]


@pytest.mark.parametrize("spec_path", TEMPORAL_SPECS, ids=[p.stem for p in TEMPORAL_SPECS])
def test_gold_sva_reads_back_into_the_same_property_model(spec_path):
    """The evaluator reads every form the generator prints back into the model it was printed from."""
    from generators.properties import gold_properties, sva_text
    from generators.spec_loader import load_spec
    from svafam.sva_reader import read

    spec = load_spec(spec_path)
    gold = gold_properties(spec)
    ports = [(p.name, "input", p.width) for p in spec.inputs] + [(p.name, "output", p.width) for p in spec.outputs]
    ports = [(spec.clock.name, "input", 1), (spec.reset.name, "input", 1)] + ports
    reading = read(sva_text(spec, gold, "x"), spec.clock.name, "module unused; endmodule\n", ports)
    assert not reading.unsupported and not reading.syntax_errors

    def timing(p):
        return (p.form, p.antecedent, p.then, p.consequent, p.expression, p.disable, p.delay, p.delay_max, p.repeat,
                p.until)

    assert [timing(p) for p in reading.properties] == [timing(p) for p in gold]


@pytest.mark.parametrize("body,construct", [
    ("a |=> b throughout ##[1:2] c", "ThroughoutSequenceExpr"),
    ("a |=> b until_with c", "UntilWithPropertyExpr"),
    ("a |=> b[->2]", "only consecutive repetition"),
    ("a |=> b[*2:3]", "only consecutive repetition"),
    ("a ##0 b |=> c", "##0 (fusion)"),
    ("a |-> ##[2:1] b", "needs its first cycle before its last"),
    ("(a ##1 b)[*2] |=> c", "repetition of a sequence"),
    ("a |=> s_eventually b", "UnaryPropertyExpr in the consequent: s_eventually b"),
])
def test_temporal_constructs_outside_the_language_are_named(body, construct):
    from svafam.sva_reader import read

    ports = [(n, "input", 1) for n in ("clk", "rst", "a", "b", "c")]
    reading = read(f"X: assert property (@(posedge clk) {body});\n", "clk", "module unused; endmodule\n", ports)
    assert not reading.properties and construct in reading.unsupported[0].construct, reading.unsupported
