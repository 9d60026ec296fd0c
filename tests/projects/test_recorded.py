"""The testbench's recorded stimulus, played from the proof's start state beside each mutant.

The design (written here) opens only after the 16-bit codes BEEF and 1234 in two consecutive
cycles, a sequence a random run of a million cycles plays about once in four thousand runs;
its testbench plays it. A mutant that wants 1235 instead is seen by the testbench; the random
screen misses it; the replay of the recorded stimulus must tell it apart with a witness that
starts at the proof's start state (reset in the first step) and ends at the first difference,
and that witness, played before the testbench, must make the testbench see it. Planted: an
equivalent rewrite gets no witness; a recorder that samples nothing gives no witness (the
mutant goes on to the proof); x in a recording plays as 0.
"""

from __future__ import annotations

import re
from pathlib import Path

from svafam.projects.check import check_project
from svafam.projects.deep_search import DeepSearch
from svafam.projects.directed import phase_module
from svafam.projects.miter import CYCLE, EDGE
from svafam.projects.observe import first_difference
from svafam.projects.recorded import TestbenchReplay, _table_bits, stimulus_of
from tests.projects.test_check import needs_icarus, svafam

pytestmark = needs_icarus

LOCK = """module lock(input clk, input rst, input [15:0] code, output reg open);
  reg armed;
  always @(posedge clk)
    if (rst) begin armed <= 1'b0; open <= 1'b0; end
    else begin
      armed <= code == 16'hBEEF;
      if (armed && code == 16'h1234) open <= 1'b1;
    end
endmodule
"""

BENCH = """`timescale 1ns/1ns
module tb;
  reg clk = 0, rst = 0;
  reg [15:0] code = 16'h0;
  wire open;
  lock dut(.clk(clk), .rst(rst), .code(code), .open(open));
  always #5 clk = !clk;
  initial begin
    @(negedge clk) rst = 1;
    @(negedge clk) rst = 0; code = 16'h0042;
    @(negedge clk) code = 16'hBEEF;
    @(negedge clk) code = 16'h1234;
    @(negedge clk) code = 16'h0000;
    @(negedge clk) $display("open=%b", open);
    @(negedge clk) $finish;
  end
endmodule
"""


class _Cand:
    """What the replay reads of a candidate."""

    compiled = True

    def __init__(self, cid: str, text: str):
        self.id, self.file, self.text, self.label = cid, "lock.v", text, cid


def _project(tmp_path: Path):
    p = tmp_path / "lock"
    p.mkdir()
    (p / "lock.v").write_text(LOCK)
    (p / "tb.v").write_text(BENCH)
    result = svafam("project", "init", str(p), "--top", "lock", "--testbench", "tb.v", "--observe", "vcd",
                    "--clock", "clk", "--reset", "rst")
    assert result.returncode == 0, result.stderr
    return check_project(p, tmp_path / "bench")


def test_the_testbench_sequence_tells_apart_what_random_runs_miss(tmp_path):
    check = _project(tmp_path)
    other = _Cand("other", LOCK.replace("code == 16'h1234", "code == 16'h1235"))
    same = _Cand("same", LOCK.replace("code == 16'h1234", "16'h1234 == code"))
    base = check.bench.run()
    assert first_difference(base.rows, check.bench.run({other.file: other.text}).rows) is not None

    assert DeepSearch(check.design, check.bench, workers=2, wall=60.0, steps=1000, seed=3)([other, same]) == {}
    replay = TestbenchReplay(check.design, check.bench, workers=2, wall=60.0)
    found = replay([other, same], CYCLE)
    assert set(found) == {"other"}                        # the equivalent rewrite gets no witness
    w = found["other"]
    assert w.seed is None and w.inputs["rst"][0] == 1    # the proof's reset step comes first
    k = w.first_difference(1)
    assert k == w.steps - 1                              # it ends at its first difference
    assert w.clean["open"][k] == 1 and w.mutant["open"][k] == 0
    codes = w.inputs["code"]
    assert 0xBEEF in codes and codes.index(0x1234) == codes.index(0xBEEF) + 1

    # played before the testbench, written out step by step, the witness makes the testbench see the mutant
    phase = phase_module(check.design, [w], precision=check.bench.timescale or "1ns",
                         dut_unit=check.bench.dut_unit or "1ns")
    assert "$random" not in phase
    clean = check.bench.run(directed=phase)
    mutant = check.bench.run({other.file: other.text}, directed=phase)
    assert first_difference(clean.rows, mutant.rows) is not None
    assert first_difference(clean.rows, check.bench.run({same.file: same.text}, directed=phase).rows) is None


def test_a_recording_without_rows_gives_no_witness(tmp_path, monkeypatch):
    check = _project(tmp_path)
    other = _Cand("other", LOCK.replace("code == 16'h1234", "code == 16'h1235"))
    import svafam.projects.recorded as recorded

    # planted: a recorder that samples on an edge that never comes
    real = recorded.record_module

    def never(design, model, timescale):
        text = real(design, model, timescale)
        return re.sub(r"always @\([^)]*\)", "always @(posedge svafam_never)", text).replace(
            "integer svafam_fd;", "integer svafam_fd;\n  reg svafam_never = 1'b0;")

    monkeypatch.setattr(recorded, "record_module", never)
    assert TestbenchReplay(check.design, check.bench, workers=1, wall=60.0)([other], CYCLE) == {}


def test_the_table_of_a_recording(tmp_path):
    check = _project(tmp_path)
    design = check.design
    # inputs in the design's order without the clock: rst, code
    assert [p.name for p in design.inputs if p.name != "clk"] == ["rst", "code"]
    table = stimulus_of(design, CYCLE, [["0", "x", "xxxxxxxxxxxxxxxx"], ["0", "0", "1011111011101111"],
                                        ["1", "0"]])           # a torn row is left out
    assert table.rows == ("1" + "0" * 16, "0" + "0" * 16, "0" + "1011111011101111")
    assert _table_bits("1z0x", 4) == "1000" and _table_bits("1", 4) == "0001"
    # the edge model: three reset steps, then the edges alternating from the first rising one
    edge = stimulus_of(design, EDGE, [["0", "1", "0" * 16], ["1", "1", "0" * 16], ["1", "0", "0" * 16],
                                      ["0", "0", "1" * 16], ["1", "0", "0" * 16]])
    assert edge.rows[:3] == ("1" + "0" * 16,) * 3
    assert edge.rows[3:] == ("1" + "0" * 16, "0" + "1" * 16, "0" + "0" * 16)
    assert stimulus_of(design, CYCLE, []) is None


def test_the_edge_model_plays_the_recording_too(tmp_path):
    """A design clocked on the falling edge is proved in the clock-accurate model: the recording is every edge's
    inputs, and the replay tells the mutant apart there as well."""
    p = tmp_path / "lock"
    p.mkdir()
    falling = LOCK.replace("always @(posedge clk)", "always @(negedge clk)")
    (p / "lock.v").write_text(falling)
    (p / "tb.v").write_text(BENCH.replace("@(negedge clk)", "@(posedge clk)"))
    assert svafam("project", "init", str(p), "--top", "lock", "--testbench", "tb.v", "--observe", "vcd",
                  "--clock", "clk", "--reset", "rst").returncode == 0
    check = check_project(p, tmp_path / "bench")
    assert check.design.model == EDGE
    other = _Cand("other", falling.replace("code == 16'h1234", "code == 16'h1235"))
    found = TestbenchReplay(check.design, check.bench, workers=1, wall=60.0)([other], EDGE)
    w = found["other"]
    assert w.model == EDGE and w.inputs["clk"][:4] == [0, 1, 0, 1] and w.inputs["rst"][:3] == [1, 1, 1]
    k = w.first_difference(3)
    assert k == w.steps - 1 and w.clean["open"][k] == 1 and w.mutant["open"][k] == 0


def test_a_recording_run_that_fails_gives_no_witness(tmp_path, monkeypatch):
    """The recorder's run does not compile (planted): no table, no witness, the mutant goes on to the proof."""
    check = _project(tmp_path)
    other = _Cand("other", LOCK.replace("code == 16'h1234", "code == 16'h1235"))
    import svafam.projects.recorded as recorded

    real = recorded.record_module
    monkeypatch.setattr(recorded, "record_module",
                        lambda design, model, ts: real(design, model, ts).replace("endmodule", "syntax error here"))
    replay = TestbenchReplay(check.design, check.bench, workers=1, wall=60.0)
    assert replay([other], CYCLE) == {} and replay.stimulus(CYCLE) is None


def test_a_hostile_recording_is_read_as_a_table_or_nothing(tmp_path):
    """The record file sits in a folder the testbench may write too: torn, oversize and non-binary rows give a
    table of the right widths (or none), never an error."""
    check = _project(tmp_path)
    rows = [["0"], ["1", "1", "0" * 16, "extra"], ["z", "1", "0" * 16], ["0", "1", "7" * 100_000],
            ["0", "0", "(" * 50_000], ["0", "1x", "01" * 40]]
    table = stimulus_of(check.design, CYCLE, rows)
    assert table is not None and all(len(r) == 17 for r in table.rows)
    assert table.rows[1:] == ("1" + "0" * 16, "0" + "0" * 16, "0" + "01" * 8)
    assert stimulus_of(check.design, CYCLE, [["x" * 1000]] * 1000) is None
