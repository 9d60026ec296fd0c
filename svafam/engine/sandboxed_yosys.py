"""Yosys over hostile text, in the sandbox: one script, or the compile check of many files.

A user's project (and an imported reference) is read by Yosys before any proof: to list its
ports and registers, to check that each mutant still compiles, or to simulate it as a golden
model. Yosys reads what the text names (``$readmemh`` of any path, an ``include``), so that
reading happens where proofs of such text run: inside :mod:`svafam.sandbox`, through the
toolchain's sandboxed launchers (:mod:`svafam.engine.sandbox_tools`), in a copy of the
caller's folder (the only place it may write), with no network and every process killed at
its limits.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from svafam import sandbox
from svafam.sandbox.tools import ToolLimits, run_tool

from .sandbox_tools import CHECK_WORKER, sandboxed_tools
from .toolchain import MissingTool, discover

LOG = "run.log"
MEMORY_BYTES = 4 << 30         # per process
FILE_BYTES = 256 << 20         # any file a script writes (the models and traces read back are far smaller)
WORKER_SECONDS = 24 * 3600.0   # the compile worker's own wall-clock limit (its caller closes it when done)


@dataclass(frozen=True)
class YosysRun:
    ok: bool
    log: str       # Yosys's log of the run, then what it wrote to standard error (its error, if any)
    problem: str   # '' or why the run did not finish: the limit it hit, or the sandbox's own failure


def run_yosys_script(workdir: Path, script: str, timeout: float, file_bytes: int = FILE_BYTES) -> YosysRun:
    """Run ``workdir/script`` (a ``.ys`` file of the folder) in the sandbox; what it writes there comes back (no
    file larger than ``file_bytes``: past it Yosys is stopped, and the run names the limit)."""
    tools = sandboxed_tools(discover())
    limits = ToolLimits(cpu_seconds=int(timeout) + 2, wall_seconds=timeout, memory_bytes=MEMORY_BYTES,
                        file_bytes=file_bytes, disk_bytes=2 * file_bytes + (64 << 20), processes=16)
    run = run_tool([tools.env["YOSYS"], "-l", LOG, "-s", script], workdir, limits, runtime=tools.runtime)
    log_file = workdir / LOG
    log = log_file.read_text(encoding="utf-8", errors="replace") if log_file.is_file() else ""
    log = "\n".join(part.strip("\n") for part in (log, run.stdout, run.stderr) if part.strip())
    problem = {"ok": "", "failed": "", "timeout": f"timed out after {timeout:g} s"}.get(run.status)
    if problem is None:   # killed at a limit other than time, or the sandbox could not start it
        problem = (run.stderr.strip().splitlines() or [run.status])[-1]
    return YosysRun(run.status == "ok", log, problem)


def open_check_worker(folder: Path) -> sandbox.Session:
    """The compile check (:mod:`svafam.engine.yosys_check_worker`, its JSON-line protocol) in the sandbox, on a
    copy of ``folder`` made now: every file it is to check must be there already."""
    tools = sandboxed_tools(discover())
    launcher = tools.folder / CHECK_WORKER
    if not launcher.is_file():
        raise MissingTool("the Yosys compile check needs the pyosys wheel: pip install pyosys")
    files = [p for p in folder.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    limits = sandbox.Limits(wall_seconds=WORKER_SECONDS, cpu_seconds=int(WORKER_SECONDS), memory_bytes=MEMORY_BYTES,
                            total_memory_bytes=MEMORY_BYTES + (1 << 30), file_bytes=64 * sandbox.MIB, open_files=256,
                            processes=16, disk_bytes=2 * size + 256 * sandbox.MIB, disk_files=2 * len(files) + 1024,
                            output_bytes=1 * sandbox.MIB)
    return sandbox.open_session([str(launcher)], workdir=folder, runtime=tools.runtime, limits=limits)
