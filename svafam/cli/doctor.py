"""``svafam doctor``: show the formal toolchain and prove it works end to end."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from rich.console import Console
from rich.table import Table

from svafam.engine import Executor, JobSpec

# A 2-bit counter that saturates at 2: 'count != 3' is provable, 'count != 2' fails at step 2-3.
_DESIGN = """module doctor_counter(input wire clk, input wire rst, input wire en);
    reg [1:0] count;
    always @(posedge clk)
        if (rst) count <= 2'd0;
        else if (en && count != 2'd2) count <= count + 2'd1;
    reg init = 1'b1;
    always @(posedge clk) init <= 1'b0;
    always @* if (init) assume (rst);
    always @(posedge clk) if (!init) begin
        NEVER_THREE: assert (count != 2'd3);
`ifdef EXPECT_FAIL
        NEVER_TWO: assert (count != 2'd2);
`endif
    end
endmodule
"""

_SBY = """[options]
mode {mode}
depth 8
aigsmt bitwuzla

[engines]
{engine}

[script]
read_verilog -formal {defines} doctor_counter.v
prep -top doctor_counter

[files]
doctor_counter.v
"""

CHECKS = (
    ("tiny proof (abc pdr + smtbmc bitwuzla)", "prove", "abc pdr\nsmtbmc bitwuzla", "", "PASS"),
    ("tiny failing BMC (smtbmc bitwuzla)", "bmc", "smtbmc bitwuzla", "-DEXPECT_FAIL", "FAIL"),
)


def run_doctor(executor: Executor, console: Console) -> int:
    chain = executor.toolchain
    table = Table(title="formal toolchain", title_justify="left")
    for col in ("tool", "version", "origin", "path"):
        table.add_column(col)
    for name, tool in sorted(chain.tools.items()):
        table.add_row(name, tool.version, tool.origin, tool.path)
    console.print(table)
    console.print(f"executor: {executor.describe()}")
    failures = 0
    work = Path(tempfile.mkdtemp(prefix="svafam-doctor-"))
    try:
        jobs = []
        for i, (_label, mode, engine, defines, _expected) in enumerate(CHECKS):
            job_dir = work / f"check{i}"
            job_dir.mkdir()
            (job_dir / "doctor_counter.v").write_text(_DESIGN)
            (job_dir / "doctor.sby").write_text(_SBY.format(mode=mode, engine=engine, defines=defines))
            jobs.append(JobSpec(f"check{i}", job_dir, "doctor.sby", ("doctor_counter.v",)))
        results = executor.run(jobs, work / "run")
        for job, (label, _mode, _engine, _defines, expected) in zip(jobs, CHECKS):
            outcome = results[job.key][0]
            ok = outcome.status == expected
            failures += not ok
            detail = f" ({outcome.message})" if outcome.message else ""
            mark = "[green]ok[/]" if ok else "[bold red]NOT OK[/]"
            console.print(f"{label}: {outcome.status}, expected {expected}, "
                          f"{outcome.wall_seconds:.2f} s  {mark}{detail}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    console.print("toolchain works" if not failures else "toolchain is NOT working: see above")
    _sandbox_line(console)
    return 1 if failures else 0


def _sandbox_line(console: Console) -> None:
    """Whether candidate code (reference models) can be sandboxed here; not part of the toolchain's verdict."""
    from svafam import sandbox

    try:
        probe = sandbox.probe()
    except sandbox.SandboxUnavailable as e:
        console.print(f"sandbox for candidate code: [bold red]unavailable[/] ({'; '.join(sorted(e.missing))}): "
                      "evaluate-refmodel refuses unless --unsafe-no-sandbox (docs/sandbox.md)")
        return
    extra = f", missing {', '.join(sorted(probe.missing))}" if probe.missing else ""
    console.print(f"sandbox for candidate code: [green]ok[/] ({len(probe.protections)} protections{extra})")
