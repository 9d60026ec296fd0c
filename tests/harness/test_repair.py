"""The repair-by-mutation baseline: ranked by the waveform, judged by the fix checker, never trusted."""

from __future__ import annotations

import pytest

from svafam.dataset.loading import load_debug_split
from svafam.engine import open_executor
from svafam.harness.baselines import icarus
from svafam.harness.baselines.repair import Candidate, choose, parse_table, repair
from svafam.scoring.debug_fix import FixChecker, load_debug_tasks
from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(not icarus.available(), reason="iverilog/vvp not installed (apt-get install iverilog)")


def _tasks(*ids: str):
    tasks = {t.task_id: t for t in load_debug_split("test")}
    return [tasks[i] for i in ids]


def test_parse_table_reads_inputs_and_the_clean_columns():
    [task] = _tasks("arbiter_0010/pc98077e7")
    table = parse_table(task.waveform_table)
    assert table.unit == "step" and len(table.inputs) == 5
    assert table.inputs[3] == {"clk": 1, "rst": 0, "req0": 1, "req1": 0, "done": 1}
    assert table.clean[0] == {"gnt0": None, "gnt1": None, "prio1": None}
    assert table.clean[4] == {"gnt0": 0, "gnt1": 0, "prio1": 0}


def test_the_repair_agreeing_with_the_waveform_passes_and_a_disagreeing_one_fails(toolchain, tmp_path):
    right, wrong = _tasks("arbiter_0010/pc98077e7", "handshake_0003/m0")
    fixed = repair(right, ROOT / "dataset" / right.family_id)
    assert fixed.buggy_mismatches > 0 and fixed.mismatches == 0        # ranked above the buggy code
    assert fixed.chosen.operator == "EdgeFlip" and fixed.chosen.change == "negedge -> posedge"
    # a controlled mutant whose guard became a constant: no single operator undoes it
    guess = repair(wrong, ROOT / "dataset" / wrong.family_id)
    assert guess.mismatches > 0 and guess.response
    refs = load_debug_tasks(ROOT / "dataset")
    with open_executor("local", toolchain, timeout=60) as ex:
        results = FixChecker(ex, use_cache=False).check(
            [("right", refs[right.task_id], fixed.response), ("wrong", refs[wrong.task_id], guess.response)],
            tmp_path / "traces")
    assert results["right"].verdict == "pass"
    assert results["wrong"].verdict == "fail"   # submitted, and judged wrong: agreement is never a pass


def test_ranking_waveform_first_then_least_drift_then_order():
    a, b, c = (Candidate(n, "Op", 1, n, f"module {n}; endmodule", 7) for n in ("a", "b", "c"))
    assert choose([(0, 5, 0, a, 9), (0, 2, 1, b, 9), (1, 0, 2, c, 9)])[3] is b   # a mismatch never wins on drift
    assert choose([(0, 2, 3, a, 9), (0, 2, 1, b, 9)])[3] is b
    assert choose([(2, 0, 0, a, 9), (1, 9, 1, c, 9)])[3] is c
