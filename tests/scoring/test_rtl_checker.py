"""Controls of the RTL-generation checker: every gold answer of the test split passes (a family's v1, a
composite's second top); a planted wrong answer per category fails with a counterexample (the family's first
controlled mutant under the task's module name: the suite proved it distinguishable from v0), and so does each test
composite's gold top with one link inverted; hostile answers are refused with their reason."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from svafam.cli import main
from svafam.dataset.splits import family_split
from svafam.engine import open_executor
from svafam.scoring.rtl import load_composite_tasks, load_rtl_tasks, rtl_checker
from svafam.tasks import rtl

ROOT = Path(__file__).resolve().parents[2]
DATASET = ROOT / "dataset"
SPLIT_OF = family_split(json.loads((ROOT / "splits" / "splits_v1.json").read_text()))
TASKS = load_rtl_tasks(DATASET)
COMPOSITES = load_composite_tasks(DATASET)


def task_doc(task) -> dict:
    """A composite's task file (its families, parts and split)."""
    return json.loads((task.family_dir / rtl.TASK_FILE).read_text())


def _mutant_answer(task) -> str:
    """The family's first controlled mutant under the task's module name: a wrong answer, by the suite's proof."""
    m0 = task.meta["mutants"][0]
    return rtl.rename_module((task.family_dir / m0["file"]).read_text(), m0["module"], task.module)


def _inverted_link(gold: str) -> str:
    wrong = re.sub(r"(always @\* begin\n\s+\w+ = )([^;]+);", lambda m: f"{m.group(1)}!({m.group(2)});", gold, count=1)
    assert wrong != gold
    return wrong


def test_gold_answers_pass_and_a_planted_wrong_answer_per_category_fails(toolchain, tmp_path):
    test_families = [t for t in TASKS.values() if SPLIT_OF[t.meta["family"]] == "test"]
    categories = sorted({t.meta["category"] for t in test_families})
    assert len(categories) == 13   # the twelve and hidden_state
    planted = {c: next(t for t in test_families if t.meta["category"] == c) for c in categories}
    test_composites = [t for t in COMPOSITES.values() if task_doc(t)["split"] == "test"]
    assert len(test_composites) == 12
    items = [(f"gold {t.task_id}", t, t.fixed) for t in test_families + test_composites]
    items += [(f"wrong {c}", t, _mutant_answer(t)) for c, t in planted.items()]
    items += [(f"wrong {t.task_id}", t, _inverted_link(t.fixed)) for t in test_composites]
    with open_executor("local", toolchain, timeout=120) as ex:
        results = rtl_checker(ex, use_cache=False).check(items, tmp_path / "traces")
    bad = {k: (r.verdict, r.detail) for k, r in results.items() if (r.verdict == "pass") != k.startswith("gold")}
    assert not bad
    for key, res in results.items():
        if key.startswith("wrong"):
            assert res.counterexample["first_divergence"] >= 1 and "first diverging cycle" in res.counterexample["table"]
            assert (tmp_path / "traces" / res.counterexample["files"]["svg"]).is_file()
            assert "outputs differ first at cycle" in res.detail


HOSTILE = [
    ("directive", lambda g: f"```verilog\n`include \"/etc/passwd\"\n{g}```"),
    ("forbidden", lambda g: g.replace("endmodule", "reg [7:0] m [0:1];\ninitial $readmemh(\"/etc/passwd\", m);\nendmodule")),
    ("forbidden", lambda g: g.replace("endmodule", "always @* assume (rst);\nendmodule")),
    ("forbidden", lambda g: g + "\nmodule timer_0007_canonical_next (input clk);\nendmodule\n"),  # the reference's name
    ("syntax", lambda g: g.replace("endmodule", "timer_0007_canonical_next r (.clk(clk));\nendmodule")),
    ("interface", lambda g: g.replace("output reg  [2:0] remaining", "output reg  [3:0] remaining")),
    ("module_missing", lambda g: g.replace("module timer_0007 (", "module timer_answer (")),
    ("no_code", lambda g: "```verilog\n```"),
    ("syntax", lambda g: "I cannot write Verilog."),
]


@pytest.mark.parametrize("reason, make", HOSTILE)
def test_hostile_answers_are_refused(reason, make, toolchain):
    task = TASKS["timer_0007/rtl"]
    with open_executor("local", toolchain, timeout=60) as ex:
        [res] = rtl_checker(ex, use_cache=False).check([("x", task, make(task.fixed))]).values()
    assert (res.verdict, res.reason) == ("refused", reason), res.detail


def test_a_composite_answer_is_proved_in_the_cycle_model_unless_its_clock_goes_elsewhere(toolchain):
    """The gold top passes its clock to the sub-modules' clocks: one step per cycle is exact. A top that gives the
    clock to a sub-module's data input is proved clock-accurately (and differs)."""
    task = next(iter(COMPOSITES.values()))
    data_in = re.search(r"\.(\w+)\((p\d_\w+)\)", task.fixed.split("p0 (")[1])
    odd = task.fixed.replace(data_in.group(0), f".{data_in.group(1)}(clk)", 1)
    with open_executor("local", toolchain, timeout=120) as ex:
        results = rtl_checker(ex, use_cache=False).check([("gold", task, task.fixed), ("odd", task, odd)])
    assert results["gold"].proof["model"] == "cycle" and results["gold"].verdict == "pass"
    assert results["odd"].proof["model"] == "edge" and "connected to another port" in results["odd"].proof[
        "why_clock_accurate"][0]


def test_a_composite_answer_may_not_redefine_a_sub_module(toolchain):
    task = next(iter(COMPOSITES.values()))
    sub = task_doc(task)["families"][0]
    with open_executor("local", toolchain, timeout=60) as ex:
        [res] = rtl_checker(ex, use_cache=False).check(
            [("x", task, task.fixed + f"\nmodule {sub} (input clk);\nendmodule\n")]).values()
    assert (res.verdict, res.reason) == ("refused", "forbidden") and sub in res.detail


def test_evaluate_rtl_command_gives_pass_at_k(tmp_path, capsys):
    task = TASKS["timer_0007/rtl"]
    lines = [{"task_id": task.task_id, "response": task.fixed, "sample": 0},
             {"task_id": task.task_id, "response": _mutant_answer(task), "sample": 1},
             {"task_id": "nope/rtl", "response": "x"}]
    preds = tmp_path / "p.jsonl"
    preds.write_text("".join(json.dumps(x) + "\n" for x in lines))
    assert main(["evaluate-rtl", str(preds), "--jobs", "1"]) == 0
    out = tmp_path / "p.rtl-eval"
    rows = json.loads((out / "results.json").read_text())
    assert [r.get("verdict") or r["problem"][:14] for r in rows] == ["pass", "fail", "unknown task_i"]
    metrics = json.loads((out / "metrics.json").read_text())
    assert metrics["pass_at_k"]["pass@1"] == 0.5 and metrics["per_group"]["timer_watchdog"]["scored"] == 2
    assert main(["gold-rtl", "--split", "test"]) == 0
    gold = [json.loads(x) for x in capsys.readouterr().out.splitlines() if x.startswith("{")]
    assert len(gold) == 37 + 12 and all(g["task_id"].endswith("/rtl") for g in gold)
