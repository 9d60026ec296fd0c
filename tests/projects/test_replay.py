"""Directed stimulus phases, the Yosys-model rewrites and the execution metrics, each held to simulation.

* a witness replayed before the testbench's own stimulus is observed only when it does tell
  the designs apart: the replay is simulated, never assumed (a planted witness that does
  not distinguish them is not observed);
* the text Yosys reads (svafam.projects.yosys_compat) gives the model Icarus simulates, where
  stock Yosys 0.70 does not (if a Yosys release fixes the miscompilation, the second half of
  the first test fails and says the rewrite may go);
* the metrics' arithmetic on a hand-made hit log.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from svafam.projects.metrics import Point, compute

from tests.projects.test_check import FIXTURES, needs_icarus, svafam

NESTED = """module t(input clk, input r, input e, input f, output reg a, output reg [1:0] b, output reg c);
   always @(posedge clk)
       if (r) a <= 0;
       else begin if (e) a <= 0; a <= 1; end
   always @(posedge clk)
       if (r) b <= 0;
       else begin case (e) 1'b0: begin if (f) b <= 1; b <= 2; end default: b <= 3; endcase end
   always @(posedge clk) begin
       if (r) c <= #1 1'b0;
       if (e) c <= 1'b1;
   end
endmodule
"""

BENCH = """`timescale 1ns/1ns
module tb; reg clk = 0, r, e, f; wire a, c; wire [1:0] b; integer k;
  DUT u(clk, r, e, f, a, b, c);
  initial begin
    for (k = 0; k < 16; k = k + 1) begin
      {r, e, f} = k * 5 + 3; #5 clk = 1; #5 clk = 0; $display("%b %b %b %b %b", r, e, a, b, c);
    end
  end
endmodule
"""


def _icarus_trace(folder: Path, design: str) -> str:
    (folder / "d.v").write_text(design)
    (folder / "tb.v").write_text(BENCH)
    subprocess.run(["iverilog", "-o", str(folder / "s"), str(folder / "tb.v"), str(folder / "d.v")], check=True)
    return subprocess.run(["vvp", "-n", str(folder / "s")], capture_output=True, text=True, check=True).stdout


def _yosys_model(folder: Path, text: str) -> str:
    """The design as Yosys builds it (proc), written back as Verilog."""
    (folder / "in.v").write_text(text)
    subprocess.run([sys.executable, "-m", "svafam.engine.yosys_cli", "-q", "-p",
                    f"read_verilog {folder / 'in.v'}; proc; opt_clean; write_verilog -noattr {folder / 'out.v'}"],
                   check=True)
    return (folder / "out.v").read_text()


@needs_icarus
def test_the_rewrite_gives_yosys_the_simulators_model(tmp_path):
    from svafam.mutation.source import SourceFile
    from svafam.projects.preprocess import Preprocessor
    from svafam.projects.yosys_compat import yosys_text

    design = NESTED.replace("module t(", "module DUT(")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "d.v").write_text(design)
    pp = Preprocessor(tmp_path / "src", []).file("d.v")
    rewritten = yosys_text(design, pp, SourceFile.read_all(pp.text, "d.v"))
    assert "if (1'b1)" in rewritten and "svafam_late_0" in rewritten
    expected = _icarus_trace(tmp_path, design)
    assert _icarus_trace(tmp_path, _yosys_model(tmp_path, rewritten)) == expected
    assert _icarus_trace(tmp_path, _yosys_model(tmp_path, design)) != expected   # the miscompilation itself


ASYNC_RESET = """module DUT(input clk, input r, input e, input f, output reg a, output reg [1:0] b, output reg c);
   always @(posedge clk or posedge r)
       if (r) begin a <= #1 1'b0; b <= #1 2'd0; end
       else if (e) begin a <= #1 1'b1; b <= #1 2'd1; end
       else begin a <= f; b <= {f, e}; end
   always @(posedge clk) c <= e;
endmodule
"""


def test_delayed_assignments_in_exclusive_branches_are_left_to_yosys(tmp_path):
    """OpenCores i2c: ``if (!nReset) q <= #1 0; else q <= d;`` never runs both in one pass, so no reordering is
    needed; rewritten, the reset branch would no longer open the block and Yosys would refuse the design
    ("Multiple edge sensitive events"). The rewrite of NESTED (both in one pass) is asserted above."""
    from svafam.mutation.source import SourceFile
    from svafam.projects.preprocess import Preprocessor
    from svafam.projects.yosys_compat import yosys_text

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "d.v").write_text(ASYNC_RESET)
    pp = Preprocessor(tmp_path / "src", []).file("d.v")
    rewritten = yosys_text(ASYNC_RESET, pp, SourceFile.read_all(pp.text, "d.v"))
    assert "svafam_late" not in rewritten
    _yosys_model(tmp_path, rewritten)      # Yosys reads it (check=True)


def test_metrics_on_a_hand_made_hit_log():
    points = [Point(0, "m.v", 3), Point(1, "m.v", 4), Point(2, "m.v", 5), Point(3, "m.v", 6)]
    # three windows (-1 starts the next); line 3 runs in every window, lines 4 and 5 in window 1 only, line 6
    # never; the log names each point once a window
    m = compute(points, [0, -1, 0, 1, 2, -1, 0])
    assert (m.lines, m.covered, m.windows) == (4, 3, 3)
    assert m.line_coverage == 0.75
    assert m.singletons == 1 and m.trace_uniqueness == 0.25        # lines 4 and 5 share a trace: only line 3 is unique
    assert m.states == 2 and abs(m.state_entropy_bits - 0.9183) < 1e-3    # rows {3}, {3,4,5}, {3}


@needs_icarus
def test_a_replayed_witness_is_observed_only_if_it_tells_the_designs_apart(tmp_path):
    from svafam.projects.check import check_project
    from svafam.projects.directed import phase_module
    from svafam.projects.observe import first_difference
    from svafam.projects.witness import Witness

    p = tmp_path / "cmp"
    shutil.copytree(FIXTURES / "rtllm_comparator_3bit", p)
    assert svafam("project", "init", str(p), "--top", "comparator_3bit").returncode == 0
    check = check_project(p, tmp_path / "work")
    rel = "verified_comparator_3bit.v"
    mutant = check.design.files[rel].working.replace("(A > B) ?", "(A < B) ?")

    def witness(a: int, b: int) -> Witness:
        w = Witness("comb", 1, {"A": [a], "B": [b]}, {}, {}, {"inputs.A": 3, "inputs.B": 3})
        return w

    def observed(w: Witness) -> bool:
        phase = phase_module(check.design, [w], precision=check.bench.timescale, dut_unit=check.bench.dut_unit)
        clean = check.bench.run(directed=phase)
        bad = check.bench.run({rel: mutant}, directed=phase)
        assert clean.status == bad.status == "ok"
        return first_difference(clean.rows[:1], bad.rows[:1]) is not None   # the phase's own row

    assert observed(witness(5, 3))          # A > B: the mutant's A_greater is wrong
    assert not observed(witness(4, 4))      # A == B: both say 0, the planted witness shows nothing



def test_the_phase_alone_decides_only_a_difference_within_its_rows(tmp_path):
    """The replay plays the phase with the run ending there first: a difference in the phase's rows is observed
    without the original stimulus. A witness that shows nothing in the phase is not taken as observed from it: the
    whole augmented testbench runs, and what the original stimulus then shows is the verdict."""
    from svafam.mutation.retention import DISTINGUISHABLE, Verdict
    from svafam.projects.check import check_project
    from svafam.projects.mutate import Options, Outcome, ProjectRun
    from svafam.projects.replay import replay_witnesses
    from svafam.projects.witness import Witness

    p = tmp_path / "cmp"
    shutil.copytree(FIXTURES / "rtllm_comparator_3bit", p)
    assert svafam("project", "init", str(p), "--top", "comparator_3bit").returncode == 0
    check = check_project(p, tmp_path / "work")
    rel = "verified_comparator_3bit.v"

    class Cand:
        id = label = "swap"
        file = rel
        compiled = True
        text = check.design.files[rel].working.replace("(A > B) ?", "(A < B) ?")

    def outcome(a: int, b: int) -> Outcome:
        w = Witness("comb", 1, {"A": [a], "B": [b]}, {}, {}, {"inputs.A": 3, "inputs.B": 3})
        return Outcome(Cand(), testbench="observable", formal=Verdict(DISTINGUISHABLE, 0), witness=w)

    runs = []
    real = check.bench.run
    check.bench.run = lambda *a, **k: runs.append(k.get("directed") or "") or real(*a, **k)
    shows, hides = outcome(5, 3), outcome(4, 4)
    replay_witnesses(ProjectRun(check, None, [shows], Options()), 1, lambda *_: None)
    assert shows.augmented == "observable" and "directed phase" in shows.augmented_detail
    assert shows.augmented_difference.row == 0
    assert runs and all("$finish" in d for d in runs)            # the original stimulus never ran

    runs.clear()
    replay_witnesses(ProjectRun(check, None, [hides], Options()), 1, lambda *_: None)
    assert any("$finish" not in d for d in runs)                 # the whole augmented testbench ran
    assert hides.augmented == "observable" and "directed phase" not in hides.augmented_detail
    assert hides.augmented_difference.row > 0                    # seen by the original stimulus, after the phase

CONTRADICTING = """module m(input clk, input rst_n, input d, output reg q, output reg p, output reg r);
   always @(posedge clk or {edge} rst_n)
       if (!rst_n) q <= 1'b0;
       else q <= d;
   always @(posedge clk or posedge rst_n) begin
       if (rst_n) p <= 1'b0;
       else p <= d;
   end
   always @(posedge clk) if (!rst_n) r <= 1'b0; else r <= d;
endmodule
"""


@pytest.mark.parametrize("edge,flagged", [("negedge", []), ("posedge", [("m", "rst_n")])])
def test_an_edge_its_if_tests_with_the_other_polarity_is_found(tmp_path, edge, flagged):
    """`posedge rst_n` with `if (!rst_n)` (an EdgeFlip mutant of an active-low reset): Yosys builds an
    asynchronous reset from the condition's polarity, Icarus a second clock; the clean reset is not flagged,
    nor is a matching polarity, nor a synchronous reset."""
    from svafam.mutation.source import SourceFile
    from svafam.projects.preprocess import Preprocessor
    from svafam.projects.yosys_compat import contradicting_edges

    (tmp_path / "m.v").write_text(CONTRADICTING.format(edge=edge))
    pp = Preprocessor(tmp_path, []).file("m.v")
    assert [c[:2] for c in contradicting_edges(SourceFile.read_all(pp.text, "m.v"))] == flagged


UNLISTED = """module u(input clk, input [1:0] s, input a, output reg q, output reg y);
   parameter [1:0] ONE = 2'd1;
   always @(s or a) begin
       y = 1'b0;
       if (s == ONE) y = a{extra};
   end
   always @(posedge clk) q <= y;
endmodule
"""


@pytest.mark.parametrize("extra,flagged", [("", []), (" || q", [("u", "q")])])
def test_a_signal_an_always_block_reads_but_does_not_list_is_found(tmp_path, extra, flagged):
    """An ExprInsert of `|| q` into `@(s or a)` (CirFix's fsm_full: `|| gnt_3`): the proof re-evaluates the block
    when q changes, Icarus does not, and the witness was not observed; the clean block (its parameter and its
    own target included) is not flagged."""
    from svafam.mutation.source import SourceFile
    from svafam.projects.preprocess import Preprocessor
    from svafam.projects.yosys_compat import unlisted_reads

    (tmp_path / "u.v").write_text(UNLISTED.format(extra=extra))
    pp = Preprocessor(tmp_path, []).file("u.v")
    assert [c[:2] for c in unlisted_reads(SourceFile.read_all(pp.text, "u.v"))] == flagged


LOADS = """module l(input clk, input rst_n, input d, output reg q, output reg r, output reg s);
   parameter ZERO = 1'b0;
   always @(posedge clk or negedge rst_n)
       if (!rst_n) begin q <= ZERO; r <= {load}; end
       else begin q <= d; r <= q; end
   always @(posedge clk) if (!rst_n) s <= d; else s <= q;
endmodule
"""


@pytest.mark.parametrize("load,flagged", [("1'b0", []), ("r", []), ("ZERO", []), ("q", [("l", "r")])])
def test_an_asynchronous_reset_that_loads_a_variable_value_is_found(tmp_path, load, flagged):
    """An NSubUpdate in an asynchronous reset branch (RTLLM's multi_pipe_8bit: `mul_out <= mul_out_reg` under
    `negedge rst_n`): Yosys holds the register to the value while the reset lasts, and the other register is
    already reset there; Icarus loads the old value once, at the edge. PDR proved it equivalent, a reset in
    simulation told it apart. Constants, parameters and a register keeping its own value are not flagged, nor is a
    synchronous reset."""
    from svafam.mutation.source import SourceFile
    from svafam.projects.preprocess import Preprocessor
    from svafam.projects.yosys_compat import variable_async_loads

    (tmp_path / "l.v").write_text(LOADS.format(load=load))
    pp = Preprocessor(tmp_path, []).file("l.v")
    assert [c[:2] for c in variable_async_loads(SourceFile.read_all(pp.text, "l.v"))] == flagged


LOOPS = """module loops(input clk, input rst_n, input [3:0] d, output [7:0] q);
    reg [3:0] mem [0:3];
    integer i;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            for (i = 0; i < 4; i = i + 1) begin
                mem[i] <= 4'd0;
            end
        end else
            mem[d[1:0]] <= d;
    genvar k;
    generate
        for (k = 0; k < 2; k = k + 1) begin : pair
            if (k == 0)
                assign q[3:0] = mem[0];
            else
                assign q[7:4] = mem[1];
        end
    endgenerate
endmodule
"""
LOOPS_BENCH = """module tb;
    reg clk = 0, rst_n = 0; reg [3:0] d = 0; wire [7:0] q;
    loops dut(.clk(clk), .rst_n(rst_n), .d(d), .q(q));
    always #5 clk = !clk;
    integer n;
    initial begin
        #12 rst_n = 1;
        for (n = 0; n < 8; n = n + 1) begin d = n; @(negedge clk); $display("%h", q); end
        $finish;
    end
endmodule
"""


@needs_icarus
def test_coverage_marks_a_for_loop_and_a_generate_loops_assign(tmp_path):
    """The marks keep a for loop's header a header, and watch the assigns of a generate loop (an if's
    branches) where its loop variable is known (Icarus refused both: RTLLM's RAM, sha3's round)."""
    from svafam.projects import config
    from svafam.projects.check import check_project
    from svafam.projects.infer import infer
    from svafam.projects.metrics import instrument, measure

    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "loops.v").write_text(LOOPS)
    (tmp_path / "p" / "tb.v").write_text(LOOPS_BENCH)
    config.write(infer(tmp_path / "p", "loops", testbench="tb.v").project)
    check = check_project(tmp_path / "p", tmp_path / "work")
    inst = instrument(check.design)
    assert "for (i = 0; i < 4; i = i + 1) begin" in inst.texts["loops.v"]
    m = measure(check.design, check.bench, inst)
    assert {("loops.v", 15), ("loops.v", 17)} <= set(inst.lines)   # the generate loop's assigns
    assert m.problem == "" and m.lines == 6 and m.covered == 6, m
    # an instrumented design Icarus refuses: no figure at all, and the reason (never measured zeros)
    inst.texts["loops.v"] = inst.texts["loops.v"].replace("endmodule", "endmodul")
    broken = measure(check.design, check.bench, inst)
    assert "did not finish" in broken.problem
    assert (broken.line_coverage, broken.trace_uniqueness, broken.state_entropy) == (None, None, None)


BUS = """module bus(input clk, input rst, input we, input [3:0] d, inout [3:0] data);
   reg [3:0] r;
   reg drive;
   always @(posedge clk)
       if (rst) begin r <= 4'd0; drive <= 1'b0; end
       else begin r <= d; drive <= we; end
   assign data = drive ? r : 4'bz;
endmodule
"""

# sdram_controller's testbench shape: the testbench drives the bus from a variable that is x until its first
# process sets it to z, and its own stimulus never lets the design drive the bus
BUS_BENCH = """`timescale 1ns/1ns
module tb; reg clk = 0, rst, we; reg [3:0] d, data_r; wire [3:0] data;
  assign data = data_r;
  bus u(clk, rst, we, d, data);
  initial begin
    data_r = 4'bzzzz; rst = 1; we = 0; d = 4'd9;
    #5 clk = 1; #5 clk = 0; rst = 0;
    repeat (4) begin #5 clk = 1; #5 clk = 0; end
    $finish;
  end
endmodule
"""


def test_a_witness_on_a_bidirectional_bus_is_observed_past_the_testbenchs_driver(tmp_path, monkeypatch):
    """The phase must see what the design drives on an inout port: the testbench's continuous assignment to the
    bus drives z while the phase lasts (without that, its x variable makes the bus x and hides the mutant)."""
    from svafam.projects import testbench
    from svafam.projects.check import check_project
    from svafam.projects.directed import phase_module
    from svafam.projects.observe import first_difference
    from svafam.projects.witness import Witness

    p = tmp_path / "bus"
    p.mkdir()
    (p / "bus.v").write_text(BUS)
    (p / "tb.v").write_text(BUS_BENCH)
    init = svafam("project", "init", str(p), "--top", "bus", "--rtl", "bus.v", "--testbench", "tb.v",
                  "--clock", "clk", "--reset", "rst", "--observe", "vcd")
    assert init.returncode == 0, init.stderr
    check = check_project(p, tmp_path / "work")
    mutant = check.design.files["bus.v"].working.replace("drive ? r :", "drive ? ~r :")
    # reset, then write 5 with the bus driven: the clean design shows 0101 on the bus, the mutant 1010
    steps = {"rst": [1, 0, 0], "we": [0, 1, 0], "d": [0, 5, 0]}
    witness = Witness("cycle", 3, steps, {}, {}, {"inputs.rst": 1, "inputs.we": 1, "inputs.d": 4})
    phase = phase_module(check.design, [witness], precision=check.bench.timescale, dut_unit=check.bench.dut_unit)

    def observed() -> bool:
        clean = check.bench.run(directed=phase)
        bad = check.bench.run({"bus.v": mutant}, directed=phase)
        assert clean.status == bad.status == "ok"
        return first_difference(clean.rows, bad.rows) is not None

    unaugmented = check.bench.run({"bus.v": mutant})
    assert first_difference(check.clean.rows, unaugmented.rows) is None     # the testbench alone misses it
    assert observed()
    monkeypatch.setattr(testbench, "_gated_assigns", lambda text, bus, go: text)  # the testbench's driver left on
    del check.bench.augmented_texts                                       # made once a bench: make it again
    assert not observed()


def test_the_delayed_testbench_gates_the_bus_drivers_only():
    from svafam.projects.testbench import bus_nets, delayed_testbench

    text = ("module tb;\n"
            "  wire [15:0] data = data_r, q;\n"
            "  wire clk = c;\n"
            "  assign #1 data = c == d ? \\bus[0] : g // why\n ;\n"
            "  `define DRIVE assign data = e\n"
            "  always #1 c = ~c;\n"
            "  dut #(.W(16)) u(.clk(clk), .data(data), .out({q, r}));\nendmodule\n")
    bus = bus_nets(text, "dut", "u", {"data": 16, "out": 2}, ["clk", "data", "out"])
    assert bus == {"data": 16}                      # a concatenation is no plain net: left out
    assert bus_nets("dut u(clk, data, q);", "dut", "u", {"data": 16}, ["clk", "data", "out"]) == {"data": 16}
    go, z = "svafam_directed.go", "$signed({16{1'bz}})"
    assert delayed_testbench(text, bus).splitlines() == [
        "module tb;",
        f"  wire [15:0] data = ({go}) ? ( data_r) : {z}, q;",
        "  wire clk = c;",                          # a design input: the phase forces it, its driver stays
        f"  assign #1 data = ({go}) ? ( c == d ? \\bus[0] : g // why",
        f" ) : {z};",
        "  `define DRIVE assign data = e",
        f"  initial wait ({go}) forever #1 c = ~c;",
        "  dut #(.W(16)) u(.clk(clk), .data(data), .out({q, r}));",
        "endmodule"]


@needs_icarus
def test_a_gated_driver_keeps_its_width_and_sign(tmp_path):
    """The z operand has the net's width and is signed: the driver's value after ``go`` is what it was."""
    from svafam.projects.testbench import delayed_testbench

    text = ("module tb; reg g = 0; reg signed [3:0] a = -3; reg [3:0] p = 15, q = 1;\n"
            "  wire signed [7:0] w = a;\n  wire [3:0] s = (p + q) >> 1;\n"
            "  initial begin #1 $display(\"%b %b\", w, s); g = 1; #1 $display(\"%0d %0d\", w, s); end\nendmodule\n")
    (tmp_path / "tb.v").write_text(delayed_testbench(text, {"w": 8, "s": 4}, go="g").replace(
        "initial wait (g) begin", "initial begin"))
    subprocess.run(["iverilog", "-o", str(tmp_path / "s"), str(tmp_path / "tb.v")], check=True)
    shown = subprocess.run(["vvp", "-n", str(tmp_path / "s")], capture_output=True, text=True, check=True).stdout
    assert shown.split("\n")[:2] == ["zzzzzzzz zzzz", "-3 0"]


def test_delayed_assignments_in_a_loop_are_rewritten(tmp_path):
    """Both branches of an if inside a loop run in one pass of the block: the delayed one must still be ordered
    last (simulation leaves ``q = a``)."""
    from svafam.mutation.source import SourceFile
    from svafam.projects.preprocess import Preprocessor
    from svafam.projects.yosys_compat import yosys_text

    design = ("module DUT(input clk, input a, input b, output reg q);\n  integer i;\n  always @(posedge clk)\n"
              "    for (i = 0; i < 2; i = i + 1) if (i == 1) q <= b; else q <= #1 a;\nendmodule\n")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "d.v").write_text(design)
    pp = Preprocessor(tmp_path / "src", []).file("d.v")
    assert "svafam_late_0" in yosys_text(design, pp, SourceFile.read_all(pp.text, "d.v"))


def test_hostile_testbench_text_is_read_once_and_left_as_it_is():
    """A testbench is outside input: unclosed instance lists, deep nesting, a long run of continued macros and an
    assignment that never ends are read without error or edit (each scan moves on past what it read)."""
    from svafam.projects.testbench import bus_nets, delayed_testbench

    unclosed = "dut u (" * 20_000 + "(" * 50_000
    assert bus_nets(unclosed, "dut", "u", {"data": 16}, ["data"]) == {}
    macros = "`define M(x) assign data = x \\\n  + 1\n" * 20_000
    endless = "assign data = " + "(" * 50_000 + "data_r"
    for text in (unclosed, macros, endless):
        assert delayed_testbench(text, {"data": 16}) == text
