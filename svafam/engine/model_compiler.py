"""A design's word-level model (BTOR2), written by the native Yosys of the pyosys wheel in a helper process.

The in-session checks (:mod:`svafam.scoring.session`) read each design once and keep its model; this
is where the model comes from. The passes are the ones SBY 0.70 runs for a job's model
(``design.ys``, ``design_prep.ys``, then its BTOR script without ``delete -output``, so the ports stay
named), so the model has the semantics smtbmc and ABC see: registers without an initial value start
free, undriven wires are free inputs in every step, the clock becomes the solver's step.

Yosys runs in a helper process of its own, started once and reused: libyosys ends the process on an
error (``log_error``), and its log goes to standard output. A design that makes Yosys fail is reported
as :class:`ModelError` (the helper is restarted for the next one); the caller decides what to do.
Protocol (one JSON object per line): ``{"files": {name: text}, "top": module}`` in,
``{"btor": text}`` or ``{"error": message}`` out.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from svafam.paths import IMPORT_ROOT

from .proctree import die_with_parent

# SBY 0.70's model scripts for one design (see sby_direct.model_scripts), then its BTOR model script
# (sby_core, "btor") except `delete -output`: the outputs are what the checks read
PREP = ("hierarchy -smtcheck", "rename -witness", "scc -select", "simplemap", "select -clear", "memory_nordff",
        "async2sync", "chformal -assume -early", "opt_clean", "formalff -setundef -clk2ff -ff2anyinit -hierarchy",
        "chformal -live -fair -cover -remove", "opt_clean", "check", "setundef -undriven -anyseq", "opt -fast",
        "rename -witness", "opt_clean")
BTOR = ("hierarchy -simcheck", "delete */t:$print", "formalff -assume", "flatten", "setundef -undriven -anyseq",
        "opt -fast", "dffunmap")
SCRIPT_VERSION = "1"   # part of every cache key of a compiled model: bump when the passes change


class ModelError(RuntimeError):
    """Yosys could not write the model of a design (the message says why)."""


def script(files: list[str], top: str) -> list[str]:
    return [*(f"read_verilog -formal {name}" for name in files), f"prep -top {top}", *PREP, *BTOR]


class ModelCompiler:
    """The client: :meth:`btor` is safe to call from several threads (one design at a time)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen | None = None

    def _start(self) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, "-m", "svafam.engine.model_compiler"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=str(IMPORT_ROOT),
                                preexec_fn=die_with_parent)

    def btor(self, files: dict[str, str], top: str) -> str:
        """The BTOR2 text of module ``top`` of the Verilog ``files`` (name -> text)."""
        request = (json.dumps({"files": files, "top": top}) + "\n").encode()
        with self._lock:
            if self._proc is None or self._proc.poll() is not None:
                self._proc = self._start()
            try:
                self._proc.stdin.write(request)
                self._proc.stdin.flush()
                line = self._proc.stdout.readline()
            except (BrokenPipeError, OSError):
                line = b""
            if not line:  # Yosys ended the helper (an error in the design): the next call starts another
                self._proc.wait()
                self._proc = None
                raise ModelError(f"Yosys stopped while reading module {top} (the design does not elaborate)")
        reply = json.loads(line)
        if "error" in reply:
            raise ModelError(reply["error"])
        return reply["btor"]

    def close(self) -> None:
        with self._lock:
            if self._proc is not None:
                self._proc.stdin.close()
                self._proc.wait()
                self._proc = None


def _serve() -> int:
    reply = os.fdopen(os.dup(1), "w", buffering=1)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)   # Yosys logs every pass to standard output
    from pyosys import libyosys as ys
    ys.yosys_setup()
    for line in sys.stdin:
        req = json.loads(line)
        with tempfile.TemporaryDirectory(prefix="svafam-model-") as tmp:
            names = []
            for i, (name, text) in enumerate(sorted(req["files"].items())):
                path = Path(tmp) / f"f{i}_{Path(name).name}"
                path.write_text(text, encoding="utf-8")
                names.append(str(path))
            out = Path(tmp) / "model.btor"
            design = ys.Design()
            for cmd in [*script(names, req["top"]), f"write_btor {out}"]:
                ys.run_pass(cmd, design)
            ys.log_flush()
            # without the comments: they name the source lines, in a folder of its own each time
            answer = {"btor": "".join(line.split(";", 1)[0].rstrip() + "\n" for line in
                                      out.read_text(encoding="utf-8").splitlines() if not line.startswith(";"))} \
                if out.is_file() else {"error": f"Yosys wrote no model for {req['top']}"}
        reply.write(json.dumps(answer) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(_serve())
