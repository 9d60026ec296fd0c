"""A memory written only in an asynchronous-reset process must not crash the proof's Yosys.

RTLLM's RAM has an EdgeDelete mutant whose memory process keeps only ``negedge rst_n``;
Yosys's memory inference then fails an assertion (``mem.cc:492``) and the mutant was
``unknown`` for a tool's crash. The miter reads memories as registers in the front end
(``read_verilog -mem2reg``), which the proof's model maps them to anyway: the mutant must be
told apart, the unmutated rewrite proved equivalent. Planted: without ``-mem2reg`` the same
mutant comes back ``unknown`` with Yosys's assertion, so the test sees the crash it guards
against.
"""

from __future__ import annotations

import pytest

from svafam.engine import discover, open_executor
from svafam.projects import miter
from svafam.projects.candidates import Candidate
from svafam.projects.check import check_project
from svafam.projects.formal import ProjectRetention
from tests.projects.test_check import needs_icarus, svafam

pytestmark = needs_icarus

DESIGN = """module store(input clk, input rst_n, input we, input [1:0] wa, input [3:0] wd,
             input [1:0] ra, output reg [3:0] rd);
  reg [3:0] mem [3:0];
  integer i;
  always @(posedge clk or negedge rst_n)
    if (!rst_n) begin
      for (i = 0; i < 4; i = i + 1) mem[i] <= 4'd0;
    end else if (we) mem[wa] <= wd;
  always @(posedge clk or negedge rst_n)
    if (!rst_n) rd <= 4'd0;
    else rd <= mem[ra];
endmodule
"""

BENCH = """`timescale 1ns/1ns
module tb; reg clk = 0, rst_n = 0, we = 0; reg [1:0] wa = 0, ra = 0; reg [3:0] wd = 0; wire [3:0] rd;
  store dut(.clk(clk), .rst_n(rst_n), .we(we), .wa(wa), .wd(wd), .ra(ra), .rd(rd));
  always #5 clk = !clk;
  initial begin #12 rst_n = 1; we = 1; wa = 1; wd = 4'd9; #10 we = 0; ra = 1; #30 $finish; end
endmodule
"""


def _cand(cid: str, text: str) -> Candidate:
    return Candidate(cid, "store", "store.v", "EdgeDelete", "", 5, "delete posedge clk", text, "")


def _verdicts(tmp_path):
    p = tmp_path / "store"
    p.mkdir()
    (p / "store.v").write_text(DESIGN)
    (p / "tb.v").write_text(BENCH)
    assert svafam("project", "init", str(p), "--top", "store", "--testbench", "tb.v", "--observe", "vcd",
                  "--reset", "rst_n:low:async").returncode == 0
    check = check_project(p, tmp_path / "bench")
    reset_only = _cand("reset_only", DESIGN.replace("always @(posedge clk or negedge rst_n)\n    if (!rst_n) begin",
                                                    "always @(negedge rst_n)\n    if (!rst_n) begin"))
    assert reset_only.text != DESIGN
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model)
    with open_executor("local", discover(), workers=2) as executor:
        return retention.run(executor, [reset_only])


def test_a_memory_written_only_at_reset_is_told_apart(tmp_path):
    verdict = _verdicts(tmp_path)["reset_only"]
    assert verdict.status == "distinguishable", verdict.message


def test_without_mem2reg_yosys_crashes(tmp_path, monkeypatch):
    real = miter._read_lines
    monkeypatch.setattr(miter, "_read_lines",
                        lambda design, files, mutated: [line.replace(" -mem2reg", "")
                                                        for line in real(design, files, mutated)])
    verdict = _verdicts(tmp_path)["reset_only"]
    if verdict.status == "distinguishable":
        pytest.skip("this Yosys elaborates the memory without -mem2reg: the crash the miter avoids is fixed there")
    assert verdict.status == "unknown" and "mem.cc" in verdict.message, verdict
