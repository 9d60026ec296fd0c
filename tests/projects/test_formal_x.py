"""x in the proof's model is 0: a variable bit select read out of range must not stop the proof.

``a[i - 1]`` with a 5-bit ``i`` is Yosys's ``$shiftx``, whose out-of-range bits are x; the AIG
writer of the unbounded proof refused any x bit ("Design contains 'x' or 'z' bits"), so every
proof of such a design (RTLLM's ``multi_16bit``) ended ``unknown``. The mutant here is equivalent
(the guard keeps ``i`` in range either way): it must be proved so, and a mutant that differs
must still be told apart.
"""

from __future__ import annotations

from svafam.engine import discover, open_executor
from svafam.projects.candidates import Candidate
from svafam.projects.check import check_project
from svafam.projects.formal import ProjectRetention
from tests.projects.test_check import needs_icarus, svafam

pytestmark = needs_icarus

DESIGN = """module pick(input clk, input rst, input [3:0] a, output reg y);
  reg [4:0] i;
  always @(posedge clk)
    if (rst) begin i <= 5'd1; y <= 1'b0; end
    else begin
      i <= (i < 5'd4) ? i + 5'd1 : 5'd1;
      if (i > 5'd0 && i < 5'd5) y <= a[i - 1];
    end
endmodule
"""

BENCH = """`timescale 1ns/1ns
module tb; reg clk = 0, rst = 1; reg [3:0] a = 4'b1010; wire y;
  pick dut(.clk(clk), .rst(rst), .a(a), .y(y));
  always #5 clk = !clk;
  initial begin #12 rst = 0; #100 $finish; end
endmodule
"""


def _cand(cid: str, text: str) -> Candidate:
    return Candidate(cid, "pick", "pick.v", "ExprUpdate", "", 1, "", text, "")


def test_a_proof_over_an_out_of_range_select_decides(tmp_path):
    p = tmp_path / "pick"
    p.mkdir()
    (p / "pick.v").write_text(DESIGN)
    (p / "tb.v").write_text(BENCH)
    assert svafam("project", "init", str(p), "--top", "pick", "--testbench", "tb.v", "--observe",
                  "vcd").returncode == 0
    check = check_project(p, tmp_path / "bench")
    same = _cand("same", DESIGN.replace("if (i > 5'd0 && i < 5'd5)", "if (i != 5'd0 && i <= 5'd4)"))
    other = _cand("other", DESIGN.replace("y <= a[i - 1]", "y <= !a[i - 1]"))
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model)
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [same, other])
    assert verdicts["same"].status == "equivalent", verdicts["same"].message
    assert verdicts["other"].status == "distinguishable"
