"""A project's code runs in the sandbox: its testbench can neither read a file of the machine nor leave a
file outside its run folder, and a run that does not end is killed at its timeout."""

import shutil

import pytest

from svafam.projects import icarus

needs_icarus = pytest.mark.skipif(shutil.which("iverilog") is None, reason="Icarus Verilog is not installed")

READER = """module tb;
  integer f, c;
  initial begin
    f = $fopen("{secret}", "r");
    if (f == 0) $display("NOFILE");
    else begin c = $fgetc(f); $display("READ %0d", c); end
    f = $fopen("{escape}", "w");
    if (f != 0) begin $fdisplay(f, "x"); $fclose(f); end
    $display("DONE");
    $finish;
  end
endmodule
"""


def _planted_reader(tmp_path):
    """A run folder holding READER, aimed at a planted secret outside it; the folder and the escape path."""
    secret = tmp_path / "secret.txt"
    secret.write_text("the planted secret\n")
    escape = tmp_path / "escaped.txt"
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "tb.v").write_text(READER.format(secret=secret, escape=escape))
    return run_dir, escape


@needs_icarus
def test_a_testbench_reads_no_file_of_the_machine_and_writes_none_outside(tmp_path):
    run_dir, escape = _planted_reader(tmp_path)
    assert icarus.compile_design(run_dir, ["tb.v"], ["tb"], timeout=60).ok
    ran = icarus.simulate(run_dir, 60)
    assert ran.ok and "DONE" in ran.stdout
    assert "NOFILE" in ran.stdout and "READ" not in ran.stdout
    assert not escape.exists()


@needs_icarus
def test_a_testbench_that_never_ends_is_killed_at_its_timeout(tmp_path):
    (tmp_path / "tb.v").write_text("module tb; reg c = 0; always #1 c = ~c; endmodule\n")
    assert icarus.compile_design(tmp_path, ["tb.v"], ["tb"], timeout=60).ok
    ran = icarus.simulate(tmp_path, 2)
    assert ran.status == "timeout" and ran.seconds < 30


# compile and simulation in one sandbox (what every testbench run takes): the same confinement, each program held
# to its own limit, and each failure named for the program that failed

@needs_icarus
def test_a_compile_and_run_in_one_sandbox_reads_no_file_of_the_machine(tmp_path):
    run_dir, escape = _planted_reader(tmp_path)
    compiled, ran = icarus.compile_and_simulate(run_dir, ["tb.v"], ["tb"], compile_timeout=60, wall=60)
    assert compiled.ok and ran.ok and "DONE" in ran.stdout, (compiled, ran)
    assert "NOFILE" in ran.stdout and "READ" not in ran.stdout
    assert not escape.exists()


@needs_icarus
def test_a_simulation_that_never_ends_is_stopped_at_its_own_limit_not_the_compiles(tmp_path):
    (tmp_path / "tb.v").write_text("module tb; reg c = 0; always #1 c = ~c; endmodule\n")
    compiled, ran = icarus.compile_and_simulate(tmp_path, ["tb.v"], ["tb"], compile_timeout=60, wall=2)
    assert compiled.ok and ran.status == "timeout" and ran.seconds < 30, (compiled, ran)


@needs_icarus
def test_a_compile_error_or_a_compile_past_its_limit_is_the_compiles_and_nothing_runs(tmp_path):
    (tmp_path / "tb.v").write_text("module tb; initial begin $display(\"RAN\"); $finish; end\nendmodul\n")
    compiled, ran = icarus.compile_and_simulate(tmp_path, ["tb.v"], ["tb"], compile_timeout=60, wall=10)
    assert compiled.status == "error" and "syntax error" in compiled.stderr and "RAN" not in ran.stdout, compiled
    (tmp_path / "tb.v").write_text("module tb; initial begin $display(\"RAN\"); $finish; end\nendmodule\n")
    compiled, ran = icarus.compile_and_simulate(tmp_path, ["tb.v"], ["tb"], compile_timeout=0.001, wall=10)
    assert compiled.status == "timeout" and "RAN" not in ran.stdout, (compiled, ran)
    compiled, ran = icarus.compile_and_simulate(tmp_path, ["tb.v"], ["tb"], compile_timeout=60, wall=10)
    assert compiled.ok and ran.ok and "RAN" in ran.stdout, (compiled, ran)   # the control


@needs_icarus
def test_a_simulation_cannot_forge_what_the_compile_did(tmp_path):
    """The simulated code writes its folder and its output: it prints the compile marker with a failing code and
    overwrites the compiler's log, and still the compile is the compiler's and the run is its own."""
    (tmp_path / "tb.v").write_text(f"""module tb; integer f;
  initial begin
    $display("{icarus.COMPILED} 1");
    f = $fopen("{icarus.COMPILE_LOG}", "w"); $fdisplay(f, "forged"); $fclose(f);
    $display("RAN"); $finish;
  end
endmodule
""")
    compiled, ran = icarus.compile_and_simulate(tmp_path, ["tb.v"], ["tb"], compile_timeout=60, wall=10)
    assert compiled.ok and ran.ok and "RAN" in ran.stdout and "forged" not in compiled.stderr, (compiled, ran)
