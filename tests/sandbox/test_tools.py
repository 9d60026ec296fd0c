"""A tool run on candidate text in the sandbox: Icarus Verilog compiles and simulates a testbench in the
command's folder; a testbench that reads or writes files of the machine gets nothing."""

from __future__ import annotations

import shutil
import uuid

import pytest

from svafam.sandbox import run, tool_runtime

from .conftest import needs_kernel

pytestmark = [needs_kernel, pytest.mark.skipif(not shutil.which("iverilog") or not shutil.which("vvp"),
                                               reason="Icarus Verilog is not installed (apt-get install iverilog)")]
IVL = "/usr/lib/x86_64-linux-gnu/ivl"


def icarus():
    # iverilog runs its preprocessor and compiler through the shell
    return tool_runtime(shutil.which("iverilog"), shutil.which("vvp"), "/bin/sh", IVL)


def test_icarus_compiles_and_runs_a_testbench_in_the_sandbox(tmp_path, tmp_path_factory):
    token = uuid.uuid4().hex
    secret = tmp_path_factory.mktemp("outside") / "secret.hex"
    secret.write_text(token[:8] + "\n")
    (tmp_path / "tb.v").write_text(f"""
module tb;
    reg [31:0] m [0:0];
    integer f;
    initial begin
        m[0] = 32'hdeadbeef;
        $readmemh("{secret}", m);
        $display("read %h", m[0]);
        f = $fopen("{tmp_path_factory.getbasetemp()}/planted.txt", "w");
        $display("outside %0d", f);
        f = $fopen("inside.txt", "w");
        $fdisplay(f, "kept");
        $fclose(f);
        $finish;
    end
endmodule
""")
    compiled = run([shutil.which("iverilog"), "-o", "tb.vvp", "tb.v"], workdir=tmp_path, runtime=icarus())
    assert compiled.ok, compiled.stderr
    sim = run([shutil.which("vvp"), "-n", "tb.vvp"], workdir=tmp_path, runtime=icarus())
    assert sim.returncode == 0, sim.stderr
    out = sim.stdout.decode()
    assert "read deadbeef" in out and token[:8] not in out   # the secret file could not be read
    assert "outside 0" in out                                # nor a file opened outside the folder
    assert (tmp_path / "inside.txt").read_text().strip() == "kept"
    assert not (tmp_path_factory.getbasetemp() / "planted.txt").exists()


def test_a_trace_past_the_file_size_limit_ends_the_simulation_and_names_the_limit(tmp_path):
    """vvp does not check its writes, and the sandbox's launcher (Python) ignored SIGXFSZ, which an exec'd command
    keeps: the run ended with exit status 0 and its trace cut at the limit, a trace the testbench verdict would
    have compared. Restored, the signal ends the run at the limit."""
    from svafam.sandbox import Limits

    (tmp_path / "tb.v").write_text("""
module tb;
    integer f, i;
    initial begin
        f = $fopen("trace.txt", "w");
        for (i = 0; i < 100000; i = i + 1) $fdisplay(f, "row %0d, 0123456789abcdef", i);
        $fclose(f);
        $display("DONE");
        $finish;
    end
endmodule
""")
    assert run([shutil.which("iverilog"), "-o", "tb.vvp", "tb.v"], workdir=tmp_path, runtime=icarus()).ok
    sim = run([shutil.which("vvp"), "-n", "tb.vvp"], workdir=tmp_path, runtime=icarus(),
              limits=Limits(file_bytes=256 * 1024, disk_bytes=64 << 20, wall_seconds=60, cpu_seconds=60))
    assert not sim.ok and sim.limit == "file_size" and b"DONE" not in sim.stdout
    (tmp_path / "trace.txt").unlink()
    whole = run([shutil.which("vvp"), "-n", "tb.vvp"], workdir=tmp_path, runtime=icarus(),
                limits=Limits(file_bytes=64 << 20, disk_bytes=128 << 20, wall_seconds=60, cpu_seconds=60))
    assert whole.ok and b"DONE" in whole.stdout and (tmp_path / "trace.txt").stat().st_size > 256 * 1024
