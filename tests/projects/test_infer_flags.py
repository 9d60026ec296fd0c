"""``project init``'s choice of Icarus language flags (infer.choose_flags) on a project that includes headers."""

from __future__ import annotations

import shutil

import pytest

from svafam.projects.infer import choose_flags, infer

pytestmark = pytest.mark.skipif(shutil.which("iverilog") is None,
                                reason="Icarus Verilog (iverilog) is not installed: apt-get install iverilog")

DESIGN = """`include "defs.vh"
module counter(input clk, input rst, output reg [`WIDTH-1:0] q);
  always @(posedge clk) if (rst) q <= 0; else q <= q + 1;
endmodule
"""
HEADER = "`define WIDTH 4\n"


def _folder(tmp_path, bench: str):
    (tmp_path / "counter.v").write_text(DESIGN)
    (tmp_path / "defs.vh").write_text(HEADER)
    (tmp_path / "tb.v").write_text(bench)
    return infer(tmp_path, "counter", testbench="tb.v", observe="vcd").project


def test_an_included_header_is_there_when_the_flags_are_tried(tmp_path):
    """A testbench in SystemVerilog (an ``int``, ``n++``) beside a design that includes a header: -g2012."""
    bench = ('`include "defs.vh"\nmodule tb; reg clk = 0, rst = 1; wire [`WIDTH-1:0] q; int n;\n'
             "  counter dut (clk, rst, q);\n  initial begin for (n = 0; n < 4; n++) #5 clk = ~clk; $finish; end\n"
             "endmodule\n")
    assert choose_flags(_folder(tmp_path, bench)) == (("-g2012",), "")


def test_no_flag_for_plain_verilog_with_a_header(tmp_path):
    bench = ('`include "defs.vh"\nmodule tb; reg clk = 0, rst = 1; wire [`WIDTH-1:0] q;\n'
             "  counter dut (clk, rst, q);\n  initial begin #20 $finish; end\nendmodule\n")
    assert choose_flags(_folder(tmp_path, bench)) == ((), "")


def test_a_testbench_no_flag_compiles_says_why(tmp_path):
    bench = ('`include "defs.vh"\nmodule tb; reg clk = 0; wire [`WIDTH-1:0] q;\n'
             "  counter dut (clk, q);\n  initial begin #20 $finish; end\n  this is not verilog;\nendmodule\n")
    flags, message = choose_flags(_folder(tmp_path, bench))
    assert flags == () and "tb.v" in message and "defs.vh" not in message


@pytest.mark.parametrize("target", ["../secret.vh", "/etc/hostname"])
def test_the_probe_reads_no_include_outside_the_project(tmp_path, target):
    from svafam.projects.infer import _included

    (tmp_path / "secret.vh").write_text("`define SECRET_TOKEN 1\n")
    folder = tmp_path / "p"
    folder.mkdir()
    bench = "module tb; reg clk = 0, rst = 1; wire [3:0] q;\n  counter dut (clk, rst, q);\nendmodule\n"
    project = _folder(folder, bench)
    got = _included(project, {"tb.v": f'`include "{target}"\n{bench}'})
    assert sorted(got) == ["tb.v"]
