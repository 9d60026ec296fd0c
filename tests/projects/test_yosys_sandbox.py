"""A project's code is read by Yosys in the sandbox: its elaboration, the compile check of its mutants and its
proofs cannot read a file of the machine.

The plant: a module whose ``$readmemh`` names a secret outside the run folder by its absolute path (the
project scan refuses such a name; here the text is handed to Yosys as if a hole in the scan had let it through).
Yosys reads ``$readmemh`` files while it elaborates, so outside the sandbox the secret's bytes become the
memory's initial value; inside, the file cannot be opened.
"""

from __future__ import annotations

import json

import pytest

from svafam.mutation.candidates import YosysChecker
from svafam.oracle.native_yosys import YosysScriptError, run_script
from tests.projects.test_check import needs_icarus, svafam
from tests.sandbox.conftest import needs_kernel

pytestmark = needs_kernel

READER = """module enc(input [3:0] hot, output [7:0] code);
  reg [7:0] mem [0:0];
  initial $readmemh("{secret}", mem);
  assign code = mem[0] ^ {{4'd0, hot}};
endmodule
"""
SCRIPT = "read_verilog -formal enc.v\nhierarchy -top enc\nproc\nwrite_json enc.json\n"


@pytest.fixture
def planted(tmp_path):
    secret = tmp_path / "secret.hex"
    secret.write_text("5a\n")
    run = tmp_path / "run"
    run.mkdir()
    (run / "enc.v").write_text(READER.format(secret=secret))
    return run


def test_outside_the_sandbox_yosys_reads_the_planted_file(planted):
    """The plant works: trusted text is read by Yosys as it is, and the secret's byte is in the design."""
    run_script(planted, SCRIPT, "reading enc")
    cells = json.loads((planted / "enc.json").read_text())["modules"]["enc"]["cells"].values()
    [init] = [c for c in cells if c["type"] == "$meminit_v2"]
    assert "".join(reversed(init["connections"]["DATA"])) == "01011010"   # 5a, least significant bit first


def test_a_script_over_hostile_text_reads_no_file_of_the_machine(planted):
    with pytest.raises(YosysScriptError, match="secret.hex"):
        run_script(planted, SCRIPT, "reading enc", untrusted=True)
    assert not (planted / "enc.json").exists()


def test_a_script_over_hostile_text_runs_and_its_files_come_back(planted):
    (planted / "enc.v").write_text("module enc(input [3:0] hot, output [3:0] code);\n  assign code = ~hot;\n"
                                   "endmodule\n")
    run_script(planted, SCRIPT, "reading enc", untrusted=True)
    assert json.loads((planted / "enc.json").read_text())["modules"]["enc"]["ports"]["code"]["direction"] == "output"


def test_the_compile_check_of_hostile_mutants_reads_no_file_of_the_machine(planted):
    (planted / "plain.v").write_text("module enc(input [3:0] hot, output [3:0] code);\n  assign code = ~hot;\n"
                                     "endmodule\n")
    trusted, boxed = YosysChecker(planted), YosysChecker(planted, sandboxed=True)
    try:
        assert trusted.check("enc.v", "enc") == ""   # the secret was read
        refused = boxed.check("enc.v", "enc")
        assert "secret.hex" in refused and "ERROR" in refused
        assert boxed.check("plain.v", "enc") == ""   # the same worker goes on with the next file
    finally:
        trusted.close()
        boxed.close()


def test_a_compile_worker_that_dies_costs_one_check_and_the_next_gets_a_new_one(planted):
    """One bad file must not stop the check of the others: the sandboxed worker killed under a check (a tree limit,
    a crash) answers that check with the reason, and the next check starts a new sandbox."""
    import os
    import signal

    (planted / "plain.v").write_text("module enc(input [3:0] hot, output [3:0] code);\n  assign code = ~hot;\n"
                                     "endmodule\n")
    checker = YosysChecker(planted, sandboxed=True)
    try:
        checker.start()
        os.killpg(checker.session._launch.proc.pid, signal.SIGKILL)   # the sandbox, launcher and all
        assert checker.check("plain.v", "enc").startswith("yosys: the check did not run")
        assert checker.check("plain.v", "enc") == ""
    finally:
        checker.close()


def test_the_elaboration_of_a_project_reads_in_the_sandbox(tmp_path):
    from svafam.projects import config
    from svafam.projects.config import ProjectError
    from svafam.projects.design import elaborate, parse

    (tmp_path / "enc.v").write_text("module enc(input [3:0] hot, output [7:0] code);\n"
                                    "  assign code = {4'd0, hot};\nendmodule\n")
    (tmp_path / "tb.v").write_text("module tb; reg [3:0] h = 0; wire [7:0] c; enc dut(.hot(h), .code(c));\n"
                                   "  initial #10 $finish;\nendmodule\n")
    assert svafam("project", "init", str(tmp_path), "--top", "enc", "--rtl", "enc.v", "--testbench", "tb.v",
                  "--observe", "vcd").returncode == 0
    design = parse(config.load(tmp_path))
    elaborate(design)
    assert [p.name for p in design.ports] == ["hot", "code"]
    secret = tmp_path / "secret.hex"
    secret.write_text("5a\n")
    design.yosys_cache = {"enc.v": READER.format(secret=secret)}   # past the scan, as if through a hole in it
    with pytest.raises(ProjectError, match="secret.hex"):
        elaborate(design)


@needs_icarus
def test_the_proofs_of_a_project_run_in_the_sandbox(tmp_path):
    """Every formal job of a project runs in the sandbox (its outcome names the protections), and a mutant that
    reads the planted file gets no verdict: Yosys cannot read it there, which is a tool error, never a difference."""
    from svafam.engine import discover, open_executor
    from svafam.projects.candidates import Candidate
    from svafam.projects.check import check_project
    from svafam.projects.formal import ProjectRetention

    p = tmp_path / "p"
    p.mkdir()
    (p / "enc.v").write_text("module enc(input [3:0] hot, output [7:0] code);\n  assign code = {4'd0, hot};\n"
                             "endmodule\n")
    (p / "tb.v").write_text("module tb; reg [3:0] h = 0; wire [7:0] c; enc dut(.hot(h), .code(c));\n"
                            "  initial begin #5 h = 4'd3; #5 $finish; end\nendmodule\n")
    assert svafam("project", "init", str(p), "--top", "enc", "--rtl", "enc.v", "--testbench", "tb.v",
                  "--observe", "vcd").returncode == 0
    check = check_project(p, tmp_path / "bench")
    secret = tmp_path / "secret.hex"
    secret.write_text("5a\n")
    planted = READER.format(secret=secret)
    differs = "module enc(input [3:0] hot, output [7:0] code);\n  assign code = {4'd1, hot};\nendmodule\n"
    outcomes = []
    retention = ProjectRetention(check.design, tmp_path / "formal", check.design.model, depth=2)
    with open_executor("local", discover(), workers=2) as executor:
        verdicts = retention.run(executor, [Candidate(cid, "enc", "enc.v", "ExprUpdate", "", 2, "", text, "")
                                            for cid, text in (("planted", planted), ("differs", differs))],
                                 lambda _spec, outcome: outcomes.append(outcome))
    assert verdicts["differs"].status == "distinguishable"
    assert verdicts["planted"].status == "unknown" and "secret.hex" in verdicts["planted"].message
    assert outcomes and all(o.sandbox and "landlock-filesystem" in o.sandbox["protections"] for o in outcomes)


def test_a_file_past_the_size_limit_stops_yosys_and_is_named(tmp_path):
    """Python ignores SIGXFSZ and Yosys does not check its writes: without the signal restored, a JSON cut at the
    limit came back from a run that exited 0 (cirfix's pairing: 280 MB, a 256 MiB limit, a parse error later)."""
    from svafam.engine.sandboxed_yosys import run_yosys_script

    (tmp_path / "a.v").write_text("module a(input [63:0] x, output [63:0] y);\n  assign y = x * x + x;\nendmodule\n")
    (tmp_path / "run.ys").write_text("read_verilog a.v\nhierarchy -top a\nproc\ntechmap\nwrite_json d.json\n")
    run = run_yosys_script(tmp_path, "run.ys", 60, file_bytes=4096)
    assert not run.ok and "file_size" in run.problem
    assert run_yosys_script(tmp_path, "run.ys", 60).ok and json.loads((tmp_path / "d.json").read_text())["modules"]
