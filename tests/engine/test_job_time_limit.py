"""A job's own wall limit (JobSpec.timeout), shorter than its executor's: past it the job is TIMEOUT, named with
that limit, and a job beside it without one runs to its verdict under the executor's limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from svafam.engine import JobSpec, open_executor

SBY = """[options]
mode bmc
depth {depth}

[engines]
smtbmc bitwuzla

[script]
read -formal {top}.sv
prep -top {top}

[files]
{top}.sv
"""

# a counterexample is a factoring of a 64-bit semiprime, 3301746797 x 3356063771: minutes of solver work
SLOW = """module slow(input clk, input [31:0] a, input [31:0] b);
    always @(posedge clk) assert ({32'd0, a} * {32'd0, b} != 64'd11080872806426991487);
endmodule
"""
SMALL = "module small(input clk, input a);\n    always @(posedge clk) assert (a || !a);\nendmodule\n"


def job(root: Path, top: str, text: str, depth: int, timeout: float | None) -> JobSpec:
    folder = root / top
    folder.mkdir(parents=True)
    (folder / f"{top}.sv").write_text(text)
    (folder / f"{top}.sby").write_text(SBY.format(top=top, depth=depth))
    return JobSpec(top, folder, f"{top}.sby", (f"{top}.sv",), timeout=timeout)


@pytest.mark.parametrize("executor", ["local", pytest.param("process", marks=pytest.mark.slow)])
def test_a_job_past_its_own_limit_times_out_and_its_neighbour_runs_on(toolchain, tmp_path, executor):
    jobs = [job(tmp_path, "slow", SLOW, 2, 1.0), job(tmp_path, "small", SMALL, 2, None)]
    with open_executor(executor, toolchain, timeout=120, workers=2) as ex:
        assert ex.time_limit(jobs[0]) == 1.0 and ex.time_limit(jobs[1]) == 120
        results = ex.run(jobs, tmp_path / "work")
    slow, _ = results["slow"]
    assert slow.status == "TIMEOUT" and "within 1 s" in slow.message and slow.wall_seconds < 30
    assert results["small"][0].status == "PASS"
