"""A mutant below the top that the first proof leaves undecided gets a local proof: the ports of every instance of
its module compared, from the first step on. Only PASS decides (equivalent); anything else goes on as before.

``enc`` encodes a one-hot input. ``top`` feeds it one-hot values, so ``|`` for ``^`` in it is equivalent, which
the local proof settles; the whole design shows ``enc``'s code only when its counter reaches 5, deeper than the
covers here look. The planted faults a local proof must not fall for: a port that differs but that no output
reads (the local proof fails, the full proof proves it), a second instance fed values that are not one-hot (left
out, the first instance alone would "prove" a real difference), and a difference only in the reset cycle latched
by a register (a comparison that starts after the reset cycle would miss it). The output that shows it is named
``local_0``, as the harness once named its own wires of the local nets (declared twice, no local proof ran).
"""

from __future__ import annotations

from svafam.engine import discover, open_executor
from svafam.projects import formal_tasks
from svafam.projects.candidates import Candidate
from svafam.projects.check import check_project
from svafam.projects.formal import ProjectRetention
from tests.projects.test_check import needs_icarus, svafam

pytestmark = needs_icarus

ENC = """module enc(input first, input [3:0] hot, output [1:0] code, output any);
  assign code = first ? 2'd0 : {hot[3] | hot[2], hot[3] | hot[1]};
  assign any = |hot;
endmodule
"""

TOP = """module top(input clk, input rst, input [1:0] sel, output [1:0] a, output [1:0] b, output [1:0] local_0);
  reg [2:0] cnt;
  always @(posedge clk)
    if (rst) cnt <= 3'd0;
    else if (cnt != 3'd7) cnt <= cnt + 3'd1;
  wire [3:0] hot = 4'b0001 << sel;
  wire [1:0] c1, c2;
  wire any1, any2;
  reg started;   // 0 in the first cycle only (every register starts at 0 in the proof)
  reg [1:0] at_start;
  always @(posedge clk) started <= 1'b1;
  enc e1(.first(!started), .hot(hot), .code(c1), .any(any1));
  enc e2(.first(!started), .hot(INPUT2), .code(c2), .any(any2));
  always @(posedge clk) if (!started) at_start <= c1;
  assign a = cnt == 3'd5 ? c1 : 2'd0;
  assign b = cnt == 3'd5 ? c2 : 2'd0;
  assign local_0 = cnt == 3'd5 ? at_start : 2'd0;
endmodule
"""

BENCH = """`timescale 1ns/1ns
module tb; reg clk = 0, rst = 1; reg [1:0] sel = 0; wire [1:0] a, b, c;
  top dut(.clk(clk), .rst(rst), .sel(sel), .a(a), .b(b), .local_0(c));
  always #5 clk = !clk;
  initial begin #12 rst = 0; #100 $finish; end
endmodule
"""

XOR = ENC.replace("{hot[3] | hot[2],", "{hot[3] ^ hot[2],")            # equivalent on one-hot values only
UNREAD = ENC.replace("assign any = |hot;", "assign any = &hot;")        # a port no output reads
AT_START = ENC.replace("first ? 2'd0 :", "first ? 2'd1 :")              # differs in the first cycle only


def _run(tmp_path, second_input: str, cands, monkeypatch):
    p = tmp_path / "local"
    p.mkdir()
    (p / "enc.v").write_text(ENC)
    (p / "top.v").write_text(TOP.replace("INPUT2", second_input))
    (p / "tb.v").write_text(BENCH)
    assert svafam("project", "init", str(p), "--top", "top", "--rtl", "top.v", "--rtl", "enc.v", "--testbench",
                  "tb.v", "--observe", "vcd").returncode == 0
    check = check_project(p, tmp_path / "bench")
    assert [net for net, _ in check.design.instance_ports["enc"]] == \
        ["e1.first", "e1.hot", "e1.code", "e1.any", "e2.first", "e2.hot", "e2.code", "e2.any"]
    monkeypatch.setattr(formal_tasks, "FIRST_PROOF_SECONDS", 0.01)   # the first proof decides nothing
    searched: list[str] = []
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=3)
    retention.search = lambda members, model: searched.extend(c.id for c in members) or {}
    jobs: list[str] = []
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [Candidate(cid, "enc", "enc.v", "ExprUpdate", "", 2, "", text, "")
                                            for cid, text in cands], lambda spec, _o: jobs.append(spec.key))
    return verdicts, searched, jobs


def test_a_local_proof_settles_what_only_the_context_makes_equivalent(tmp_path, monkeypatch):
    verdicts, searched, jobs = _run(tmp_path, "hot", [("rewrite", XOR)], monkeypatch)
    assert verdicts["rewrite"].status == "equivalent" and verdicts["rewrite"].job == "prove-local"
    assert "enc" in verdicts["rewrite"].message
    assert searched == []   # decided before the search, and no full proof ran
    assert not [k for k in jobs if "/prove_" in k]


def test_a_port_that_differs_decides_nothing_the_full_proof_does(tmp_path, monkeypatch):
    verdicts, searched, jobs = _run(tmp_path, "hot", [("unread", UNREAD)], monkeypatch)
    assert [k for k in jobs if "/prove-local_" in k]
    assert searched == ["unread"]
    assert verdicts["unread"].status == "equivalent" and verdicts["unread"].job == "prove"


def test_every_instance_is_compared(tmp_path, monkeypatch):
    """``e2`` sees values that are not one-hot: the rewrite shows at ``b``, though ``e1``'s ports never differ."""
    verdicts, _, jobs = _run(tmp_path, "{sel, sel}", [("rewrite", XOR)], monkeypatch)
    assert [k for k in jobs if "/prove-local_" in k]
    assert verdicts["rewrite"].status == "distinguishable"


def test_the_first_cycle_is_compared(tmp_path, monkeypatch):
    """The code differs only in the first cycle, the reset cycle, and ``at_start`` keeps it to show later."""
    verdicts, _, jobs = _run(tmp_path, "hot", [("at_start", AT_START)], monkeypatch)
    assert [k for k in jobs if "/prove-local_" in k]
    assert verdicts["at_start"].status == "distinguishable"
