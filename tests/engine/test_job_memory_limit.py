"""A job held to a memory limit (JobSpec.memory_bytes) that exceeds it ends as ERROR with limit "memory",
under the warm server and as a program of its own; the executor goes on running jobs."""

from __future__ import annotations

from pathlib import Path

import pytest

from svafam.engine import JobSpec, open_executor
from svafam.engine.sby_run import finish_outcome

SBY = """[options]
mode bmc
depth 2

[engines]
smtbmc bitwuzla

[script]
read -formal {top}.sv
prep -top {top}

[files]
{top}.sv
"""


def hungry() -> str:
    """Constants of 8 Mbit each, 24 of them summed: some GB for Yosys, a few hundred characters of text."""
    n = 1 << 23
    lines = ["module hungry(input clk, input [31:0] a, output [31:0] q);", f"    wire [{n - 1}:0] w0 = {{{n // 32}{{a}}}};"]
    lines += [f"    wire [{n - 1}:0] w{k} = w{k - 1} + {{w{k - 1}[{n - 2}:0], a[0]}};" for k in range(1, 24)]
    lines += ["    assign q = w23[31:0];", "    always @(posedge clk) assert (q != 32'd1);", "endmodule"]
    return "\n".join(lines) + "\n"


def job(root: Path, top: str, text: str, memory: int | None) -> JobSpec:
    folder = root / top
    folder.mkdir(parents=True)
    (folder / f"{top}.sv").write_text(text)
    (folder / f"{top}.sby").write_text(SBY.format(top=top))
    return JobSpec(top, folder, f"{top}.sby", (f"{top}.sv",), memory_bytes=memory)


@pytest.mark.parametrize("executor", ["local", pytest.param("process", marks=pytest.mark.slow)])
def test_a_job_over_its_memory_limit_is_over_a_limit_and_the_next_job_runs(toolchain, tmp_path, executor):
    small = "module small(input clk, input a);\n    always @(posedge clk) assert (a || !a);\nendmodule\n"
    jobs = [job(tmp_path, "hungry", hungry(), 128 << 20), job(tmp_path, "small", small, 128 << 20)]
    with open_executor(executor, toolchain, timeout=60, workers=1) as ex:
        results = ex.run(jobs, tmp_path / "work")
        again = ex.run([job(tmp_path / "again", "small", small, None)], tmp_path / "work2")
    over, _ = results["hungry"]
    assert (over.status, over.limit) == ("ERROR", "memory") and over.message.startswith("over a limit")
    assert results["small"][0].status == "PASS" and results["small"][0].limit is None
    assert again["small"][0].status == "PASS"


LOADER_LOG = """SBY 20:50:55 [sby-work] base: starting process "cd src; yosys -ql design.log design.ys"
SBY 20:50:57 [sby-work] base: {said}
SBY 20:50:57 [sby-work] base: finished (returncode=127)
SBY 20:50:57 [sby-work] base: COMMAND NOT FOUND. ERROR.
SBY 20:50:57 [sby-work] DONE (ERROR, rc=16)
"""


@pytest.mark.parametrize("said, limit", [
    ("cannot allocate memory for thread-local data: ABORT", "memory"),  # the loader, starting a thread at the limit
    ("std::bad_alloc", "memory"),
    ("ERROR: Module `top' not found!", None),   # the control: a plain failure is not a memory limit
])
def test_a_tool_that_says_it_ran_out_of_memory_is_over_the_memory_limit(tmp_path, said, limit):
    """Measured: Yosys at its address-space limit sometimes dies in the dynamic loader, whose message is lower
    case and whose exit status 127 makes SBY say COMMAND NOT FOUND; that is the memory limit, not a proof error."""
    (tmp_path / "logfile.txt").write_text(LOADER_LOG.format(said=said))
    outcome = finish_outcome(tmp_path, 16, 2.0, "", memory_bytes=512 << 20)
    assert (outcome.status, outcome.limit) == ("ERROR", limit), outcome.message
    assert ("512 MiB" in outcome.message) == (limit == "memory")
