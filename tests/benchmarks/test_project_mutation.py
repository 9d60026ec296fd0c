"""benchmarks/project_mutation.py's discovery: what it takes from a CirFix folder's simulation command."""

from __future__ import annotations

import sys

from tests.docs._load import ROOT, load


def bench():
    # run as a script, it imports benchmarks/figures.py from its own folder
    if str(ROOT / "benchmarks") not in sys.path:
        sys.path.append(str(ROOT / "benchmarks"))
    return load("svafam_benchmark_project_mutation", ROOT / "benchmarks" / "project_mutation.py")


def _cirfix(tmp_path, command: str):
    folder = tmp_path / "cirfix" / "counter"
    folder.mkdir(parents=True)
    (tmp_path / "rtllm").mkdir()
    (folder / "counter.v").write_text("module counter(input clk, output reg q); always @(posedge clk) q <= ~q; "
                                      "endmodule\n")
    (folder / "counter_tb.v").write_text("module tb; reg clk = 0; wire q;\n  counter dut (clk, q);\nendmodule\n")
    (folder / "vcs_sim_command").write_text(command)
    return bench().discover_projects(tmp_path)


def test_the_command_s_timeout_becomes_the_testbench_time_limit(tmp_path):
    [entry] = _cirfix(tmp_path, "timeout 20 vcs -sverilog counter_tb.v counter.v -o simv -R\n")
    assert (entry["top"], entry["testbench"], entry["testbench_seconds"]) == ("counter", "counter_tb.v", 20.0)


def test_a_command_without_a_timeout_keeps_the_default(tmp_path):
    [entry] = _cirfix(tmp_path, "iverilog -o simv counter_tb.v counter.v && vvp simv\n")
    assert entry["testbench_seconds"] is None


def test_the_limit_is_written_to_the_project(tmp_path):
    [entry] = _cirfix(tmp_path, "timeout 7 iverilog -o simv counter_tb.v counter.v && vvp simv\n")
    from svafam.projects import config
    project = config.load(bench().prepare(entry, tmp_path / "work"))
    assert project.timeouts["testbench_seconds"] == 7.0


def test_a_proof_gets_the_baselines_limit_in_the_project_file(tmp_path):
    [entry] = _cirfix(tmp_path, "timeout 7 iverilog -o simv counter_tb.v counter.v && vvp simv\n")
    entry["proof_seconds"] = 60.0
    from svafam.projects import config
    project = config.load(bench().prepare(entry, tmp_path / "work"))
    assert project.timeouts["proof_seconds"] == 60.0 and project.timeouts["testbench_seconds"] == 7.0
