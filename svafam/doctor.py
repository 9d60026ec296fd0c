"""``svafam doctor``: show the formal toolchain and prove it works end to end."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from rich.console import Console
from rich.table import Table

from formal.runner import run_sby, run_sby_warm, runner_mode
from formal.warm_sby import SbyServer
from formal.toolchain import Toolchain

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


def run_doctor(chain: Toolchain, console: Console) -> int:
    table = Table(title="formal toolchain", title_justify="left")
    for col in ("tool", "version", "origin", "path"):
        table.add_column(col)
    for name, tool in sorted(chain.tools.items()):
        table.add_row(name, tool.version, tool.origin, tool.path)
    console.print(table)
    mode = runner_mode(chain)
    console.print("runner: " + ("warm SBY server (jobs run in forks of one preloaded process; "
                                "SVAFAM_RUNNER=process starts one SBY per job)" if mode == "warm"
                                else "one SBY process per job"))
    failures = 0
    work = Path(tempfile.mkdtemp(prefix="svafam-doctor-"))
    server = SbyServer(chain) if mode == "warm" else None
    try:
        for i, (label, mode, engine, defines, expected) in enumerate(CHECKS):
            job_dir = work / f"check{i}"
            job_dir.mkdir()
            (job_dir / "doctor_counter.v").write_text(_DESIGN)
            sby = job_dir / "doctor.sby"
            sby.write_text(_SBY.format(mode=mode, engine=engine, defines=defines))
            if server is not None:
                outcome = run_sby_warm(server, sby, job_dir / "run", timeout=300)
            else:
                outcome = run_sby(sby, job_dir / "run", chain, timeout=300)
            ok = outcome.status == expected
            failures += not ok
            detail = f" ({outcome.message})" if outcome.message else ""
            mark = "[green]ok[/]" if ok else "[bold red]NOT OK[/]"
            console.print(f"{label}: {outcome.status}, expected {expected}, "
                          f"{outcome.wall_seconds:.2f} s  {mark}{detail}")
    finally:
        if server is not None:
            server.close()
        shutil.rmtree(work, ignore_errors=True)
    console.print("toolchain works" if not failures else "toolchain is NOT working: see above")
    return 1 if failures else 0
