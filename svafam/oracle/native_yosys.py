"""One Yosys script, run by the native libyosys from ``pyosys`` in a child process.

A child, because libyosys ends the whole process on a Yosys error and keeps
its design, log and name counter in global state: a script run in a fresh
process gives the same bytes whatever ran before it. A script over hostile text runs in
the sandbox instead (``untrusted``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

_RUNNER = "import sys\nfrom pyosys import libyosys as ys\nys.run_pass('script ' + sys.argv[1])\n"


class YosysScriptError(RuntimeError):
    """Yosys failed on the script or did not finish in time."""


def run_script(workdir: Path, script: str, what: str, timeout: float = 120, *, untrusted: bool = False) -> None:
    """Write ``script`` to ``workdir/run.ys`` and run it there; ``what`` names the job in errors. ``untrusted``:
    the script reads hostile text (a user's project, an imported reference), so Yosys runs in the sandbox
    (:mod:`svafam.engine.sandboxed_yosys`)."""
    (workdir / "run.ys").write_text(script)
    if untrusted:
        _run_sandboxed(workdir, what, timeout)
        return
    try:
        proc = subprocess.run([sys.executable, "-c", _RUNNER, "run.ys"], cwd=workdir,
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise YosysScriptError(f"{what} timed out after {timeout} s") from None
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-15:])
        raise YosysScriptError(f"{what} failed (exit {proc.returncode}):\n{tail}")


def _run_sandboxed(workdir: Path, what: str, timeout: float) -> None:
    from svafam.engine.sandboxed_yosys import run_yosys_script

    run = run_yosys_script(workdir, "run.ys", timeout)
    if run.ok:
        return
    tail = "\n".join(run.log.splitlines()[-15:])
    if run.problem:
        raise YosysScriptError(f"{what} {run.problem}" + (f":\n{tail}" if tail else ""))
    raise YosysScriptError(f"{what} failed:\n{tail}")
