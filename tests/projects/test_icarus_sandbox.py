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


@needs_icarus
def test_a_testbench_reads_no_file_of_the_machine_and_writes_none_outside(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("the planted secret\n")
    escape = tmp_path / "escaped.txt"
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "tb.v").write_text(READER.format(secret=secret, escape=escape))
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
