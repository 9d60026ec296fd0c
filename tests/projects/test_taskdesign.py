"""A project's task folder read back as the design every scorer takes (svafam.projects.taskdesign): a
hierarchical design with an `include, a macro carried from file to file and a define of the project keeps
all three, and the simulator and the fix checker read it from memory, not from the folder."""

from __future__ import annotations

import pytest

from svafam.design import DesignUnderTest, Reset
from svafam.projects.config import Clock, Project, Reset as ProjectReset, Testbench as ProjectTestbench
from svafam.projects.design import elaborate, parse, write_tree
from svafam.projects.taskdesign import simulate, task_design, task_files

pytest.importorskip("pyosys")

TOP = ('`include "defs.vh"\n'
       "module top(input clk, input rst, input [`W-1:0] d, output [`W-1:0] q);\n"
       "  stage u (.clk(clk), .rst(rst), .d(d ^ `MASK), .q(q));\n"
       "endmodule\n")
STAGE = ("module stage(input clk, input rst, input [`W-1:0] d, output reg [`W-1:0] q);\n"
         "  always @(posedge clk) if (rst) q <= 0; else q <= d;\n"
         "endmodule\n")
FILES = {"rtl/top.v": TOP, "rtl/stage.v": STAGE, "inc/defs.vh": "`define W 4\n"}


@pytest.fixture
def folder(tmp_path):
    """A task folder as `svafam project tasks` writes it, of a design of two files read in order."""
    src = tmp_path / "src"
    write_tree(src, FILES)
    project = Project(root=src, name="pipe", top="top", rtl=("rtl/top.v", "rtl/stage.v"),
                      testbench=ProjectTestbench((), "none", "none", "vcd"), include_dirs=("inc",),
                      defines={"MASK": "4'b0101"}, clock=Clock("clk"), reset=ProjectReset("rst", True, True))
    design = parse(project)
    elaborate(design)
    out = tmp_path / "task"
    write_tree(out, task_files(design))
    for rel in FILES:   # nothing below may read the project's folder, nor the task's
        (src / rel).unlink()
    return out


def test_a_task_folder_is_read_back_as_the_design_with_its_compilation(folder):
    dut = task_design(folder)
    assert isinstance(dut, DesignUnderTest)
    assert (dut.top, dut.clock, dut.reset) == ("top", "clk", Reset("rst", "high", True))
    assert dut.read_order == ("rtl/top.v", "rtl/stage.v") and dut.include_dirs == ("inc",)
    assert dut.defines == {"MASK": "4'b0101"}
    assert set(dut.files) == set(FILES)   # the included file too
    assert [(p.name, p.width) for p in dut.data_inputs] == [("d", 4)]
    assert task_design(folder, "design").files["rtl/stage.v"] == STAGE
    with pytest.raises(ValueError, match="unknown copy"):
        task_design(folder, "elsewhere")


def test_the_design_is_simulated_from_memory_with_its_include_macro_and_define(folder):
    dut = task_design(folder)
    for rel in list(FILES):
        (folder / "formal" / rel).unlink()   # the texts are the design's, not the folder's
    [run] = simulate(dut, [[{"d": 0}, {"d": 3}, {"d": 15}, {"d": 0}]])
    # q is d ^ MASK one cycle late: W (from the include, carried into stage.v) is 4, MASK the project's 0101
    assert [c["q"] for c in run] == [0, 0 ^ 5, 3 ^ 5, 15 ^ 5]


def test_the_fix_checker_preprocesses_a_fix_with_the_designs_macros_and_files(folder):
    from svafam.scoring.project_fix import fit

    source = task_design(folder, "design")
    fixed = STAGE.replace("q <= d;", "q <= d ^ `W'd0;")   # `W comes from top.v's include, read before stage.v
    assert fit(fixed, source, "rtl/stage.v").ok
    missing = fit('`include "other.vh"\n' + STAGE, source, "rtl/stage.v")
    assert missing.reason == "syntax" and "other.vh" in missing.problem and "no such file" in missing.problem
    outside = fit('`include "../../../etc/passwd"\n' + STAGE, source, "rtl/stage.v")
    assert not outside.ok and "passwd" in outside.problem
    renamed = fit(STAGE.replace("module stage", "module stage2"), source, "rtl/stage.v")
    assert renamed.reason == "module_missing"
