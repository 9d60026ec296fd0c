"""The Icarus side-by-side simulator of the baselines: its two time models against the dataset's own traces."""

from __future__ import annotations

import json

import pytest

from svafam.dataset.loading import load_debug_split
from svafam.harness.baselines import icarus
from svafam.harness.baselines.repair import _interface, parse_table, screen_loops
from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(not icarus.available(), reason="iverilog/vvp not installed (apt-get install iverilog)")


def _task(task_id: str):
    return next(t for t in load_debug_split(task_id_split(task_id)) if t.task_id == task_id)


def task_id_split(task_id: str) -> str:
    doc = json.loads((ROOT / "splits" / "splits_v1.json").read_text())
    return next(s for s, fams in doc["splits"].items() if task_id.split("/")[0] in fams)


def _renamed(text: str, old: str, new: str) -> str:
    return text.replace(f"module {old}", f"module {new}", 1)


def _both(task):
    meta = json.loads((ROOT / "dataset" / task.family_id / "family.json").read_text())
    return _interface(task, meta), [("clean", "clean", _renamed(task.fixed_rtl, task.module, "clean")),
                                    ("buggy", "buggy", _renamed(task.buggy_rtl, task.module, "buggy"))]


@pytest.mark.parametrize("task_id", ["timer_0007/m1", "arbiter_0010/pc98077e7"])
def test_gives_the_waveform_of_the_task(task_id):
    """A cycle task and a clock-accurate (per edge) one: the clean and the buggy columns, cell for cell (the
    table shows x while reset is held; the simulation may already know the value there)."""
    task = _task(task_id)
    iface, designs = _both(task)
    table = parse_table(task.waveform_table)
    if table.unit == "step":
        steps, read = table.inputs, None
    else:
        steps, read = icarus.cycle_steps(iface.clock, table.inputs)
    run = icarus.simulate(designs, iface, steps, read)
    assert run.errors == {}
    rows = [line for line in task.waveform_table.splitlines() if line.startswith("|")]
    header = [c.strip() for c in rows[0].strip("|").split("|")]
    for k, line in enumerate(rows[2:]):
        cells = dict(zip(header, (c.strip().rstrip("*") for c in line.strip("|").split("|"))))
        for side in ("clean", "buggy"):
            for name, value in run.values[side][k].items():
                want = cells[f"{side}.{name}"]
                assert want == "x" or str(value) == want, (task_id, k, side, name)


LOOP = """module looping (input wire clk, input wire rst, input wire load, input wire tick,
                output reg [2:0] remaining, output wire expired);
    reg flip = 1'b0;
    reg flop = 1'b0;
    always @* flip = !flop;   // the two blocks wake each other within one time step: vvp never returns
    always @* flop = flip;
    always @(posedge clk) remaining <= rst ? 3'd0 : remaining + {2'b0, flip};
    assign expired = remaining == 3'd0;
endmodule
"""
BROKEN = "module broken (input wire clk, output reg remaining);\n    assign nonsense = ;\nendmodule\n"


def test_a_refused_design_and_a_hanging_one_are_named_and_the_rest_runs():
    task = _task("timer_0007/m1")
    iface, designs = _both(task)
    table = parse_table(task.waveform_table)
    steps, read = icarus.cycle_steps(iface.clock, table.inputs)
    hostile = designs + [("broken", "broken", BROKEN), ("looping", "looping", LOOP)]
    run = icarus.simulate(hostile, iface, steps, read, timeout=1.0)
    assert set(run.values) == {"clean", "buggy"}
    assert "iverilog refused it" in run.errors["broken"]
    assert "no result within 1 s" in run.errors["looping"]
    screened = icarus.simulate(hostile, iface, steps, read, timeout=1.0, screen=screen_loops)
    assert set(screened.values) == {"clean", "buggy"}
    assert "combinational loop" in screened.errors["looping"]
