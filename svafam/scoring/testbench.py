"""A problem's own testbench, run with Icarus Verilog (VerilogEval's way: ``iverilog -g2012``, then ``vvp``).

The testbench drives ``RefModule`` and ``TopModule`` side by side and ends by printing
``Mismatches: N in M samples`` (ChipBench's CPU units print ``Hint: Total mismatched samples
is N out of M samples``). Compile and run go through :func:`svafam.sandbox.tools.run_tool`:
the project's sandbox, a folder of their own. Verdicts: ``pass`` (no mismatch in a positive number of samples),
``fail`` (mismatches), ``timeout`` (the testbench's own ``TIMEOUT`` or the wall/CPU limit),
``error`` (it does not compile, or ends without a count), ``unavailable`` (no Icarus here).
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from dataclasses import dataclass

from svafam.engine import scratch_folder

from svafam.sandbox.tools import ToolLimits, icarus_runtime, run_tool

_COUNT = (re.compile(r"Mismatches:\s*(\d+)\s+in\s+(\d+)\s+samples"),
          re.compile(r"Total mismatched samples is\s*(\d+)\s+out of\s+(\d+)\s+samples"))


@dataclass
class TestbenchResult:
    verdict: str                 # pass | fail | timeout | error | unavailable
    mismatches: int | None = None
    samples: int | None = None
    detail: str = ""
    seconds: float = 0.0


@functools.lru_cache(maxsize=1)
def icarus_version() -> str | None:
    """``iverilog -V``'s first line, or None when Icarus is not installed."""
    if shutil.which("iverilog") is None or shutil.which("vvp") is None:
        return None
    try:
        out = subprocess.run(["iverilog", "-V"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.splitlines()[0].strip() if out else "iverilog"


def _first_error(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    picked = next((ln for ln in lines if "error" in ln.lower()), lines[0] if lines else "no message")
    return re.sub(r"^\S*/", "", picked)[:300]


def run_testbench(files: dict[str, str], top: str = "tb", limits: ToolLimits = ToolLimits(),
                  unsafe: bool = False) -> TestbenchResult:
    """``files``: name -> text, compiled in this order (the testbench first: its macros reach the rest); both
    steps in the sandbox (:func:`svafam.sandbox.tools.run_tool`)."""
    if icarus_version() is None:
        return TestbenchResult("unavailable", detail="Icarus Verilog (iverilog, vvp) is not installed")
    with scratch_folder("svafam-tb-") as work:
        for name, text in files.items():
            (work / name).write_text(text, encoding="utf-8")
        compiled = run_tool(["iverilog", "-g2012", "-Wno-timescale", "-s", top, "-o", "sim.vvp", *files], work, limits,
                            runtime=icarus_runtime(), unsafe=unsafe)
        if compiled.status != "ok":
            why = "timed out" if compiled.status == "timeout" else _first_error(compiled.stderr + compiled.stdout)
            return TestbenchResult("timeout" if compiled.status == "timeout" else "error",
                                   detail=f"Icarus cannot compile it: {why}", seconds=compiled.seconds)
        run = run_tool(["vvp", "-n", "sim.vvp"], work, limits, runtime=icarus_runtime(), unsafe=unsafe)
    seconds = compiled.seconds + run.seconds
    counts = [m for pattern in _COUNT for m in pattern.finditer(run.stdout)]
    if run.status == "timeout":
        return TestbenchResult("timeout", detail=f"the simulation reached the limit ({limits.wall_seconds:g} s wall, "
                                                 f"{limits.cpu_seconds} s CPU)", seconds=seconds)
    if not counts:
        tail = (run.stdout + run.stderr).strip().splitlines()[-1:] or ["no output"]
        return TestbenchResult("error", detail=f"the testbench ended without a mismatch count ({run.status}): "
                                               f"{tail[0][:200]}", seconds=seconds)
    mismatches, samples = int(counts[-1].group(1)), int(counts[-1].group(2))
    if re.search(r"^\s*TIMEOUT\s*$", run.stdout, re.MULTILINE):
        return TestbenchResult("timeout", mismatches, samples, "the testbench's own timeout ended the simulation",
                               seconds)
    if mismatches == 0 and samples > 0:
        return TestbenchResult("pass", 0, samples, f"no mismatch in {samples} samples", seconds)
    return TestbenchResult("fail", mismatches, samples, f"{mismatches} mismatches in {samples} samples", seconds)
