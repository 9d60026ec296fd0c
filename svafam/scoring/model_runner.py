"""Run candidate model code in a child process behind a resource fence.

The child is a fresh ``python -I`` (no ``PYTHONPATH``, no user site, no current folder on
the path) with an empty environment, an empty temporary working folder, its own session
(so everything it starts is killed with it), and limits on CPU time, address space, file
size and open files, plus a wall-clock timeout. Its standard output and error go to files
outside that folder, read back at most :data:`OUTPUT_LIMIT` bytes.

This is a resource fence, not a security sandbox: the code runs as the same user and
can read what that user can read. Run untrusted code in a disposable machine or
container.

The child reads ``{"code", "stimuli"}`` on stdin, executes the code, and for every
stimulus makes a new ``Model()``, calls ``reset()`` and ``step(inputs)`` per cycle. It
writes one JSON line back: the outputs, or where and why it stopped. The parent checks
the outputs (:mod:`svafam.scoring.refmodel`); the child never sees the expected values.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

OUTPUT_LIMIT = 4 * 1024 * 1024


@dataclass(frozen=True)
class Limits:
    cpu_seconds: int = 10
    memory_bytes: int = 1024 * 1024 * 1024
    file_bytes: int = 8 * 1024 * 1024   # the results line is written to a file too
    open_files: int = 64
    wall_seconds: float = 30.0

    def as_dict(self) -> dict:
        return {"cpu_seconds": self.cpu_seconds, "memory_bytes": self.memory_bytes, "file_bytes": self.file_bytes,
                "open_files": self.open_files, "wall_seconds": self.wall_seconds}


@dataclass
class RunResult:
    status: str            # ok | syntax_error | import_error | no_model | exception | timeout | crash
    message: str = ""
    outputs: list[list] = field(default_factory=list)  # per stimulus, per cycle: what step() returned
    stimulus: int | None = None  # where an exception was raised
    cycle: int | None = None
    seconds: float = 0.0


_CHILD = r'''
import json, os, sys, traceback
request = json.loads(sys.stdin.read())
results = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)          # the candidate's prints go to the error file, not into the results
sys.stdout = sys.stderr


def report(doc):
    results.write(json.dumps(doc) + "\n")
    results.flush()
    os._exit(0)


def where(exc):
    return "".join(traceback.format_exception_only(type(exc), exc)).strip()[-500:]


namespace = {"__name__": "candidate_model"}
try:
    code = compile(request["code"], "model.py", "exec")
except SyntaxError as exc:
    report({"status": "syntax_error", "message": f"SyntaxError: {exc.msg} (line {exc.lineno})"})
except ValueError as exc:
    report({"status": "syntax_error", "message": where(exc)})
try:
    exec(code, namespace)
except ImportError as exc:
    report({"status": "import_error", "message": where(exc)})
except BaseException as exc:
    report({"status": "exception", "message": "while loading the code: " + where(exc)})
Model = namespace.get("Model")
if not isinstance(Model, type):
    report({"status": "no_model", "message": "the code defines no class named Model"})
outputs = []
for k, stimulus in enumerate(request["stimuli"]):
    run = []
    outputs.append(run)
    cycle = None
    try:
        model = Model()
        model.reset()
        for cycle, inputs in enumerate(stimulus):
            out = model.step(dict(inputs))
            if not isinstance(out, dict):
                run.append({"__not_a_dict__": type(out).__name__})
                continue
            run.append({str(n): (int(v) if isinstance(v, int) else repr(v)[:40]) for n, v in out.items()})
    except BaseException as exc:
        report({"status": "exception", "message": where(exc), "stimulus": k, "cycle": cycle, "outputs": outputs})
report({"status": "ok", "outputs": outputs})
'''


def _fence(limits: Limits):
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (limits.cpu_seconds, limits.cpu_seconds + 1))
        resource.setrlimit(resource.RLIMIT_AS, (limits.memory_bytes, limits.memory_bytes))
        resource.setrlimit(resource.RLIMIT_FSIZE, (limits.file_bytes, limits.file_bytes))
        resource.setrlimit(resource.RLIMIT_NOFILE, (limits.open_files, limits.open_files))
    return apply


def _tail(path: Path) -> str:
    with open(path, "rb") as f:
        f.seek(max(0, path.stat().st_size - 2000))
        return f.read().decode("utf-8", "replace").strip()


def run_model(code: str, stimuli: list[list[dict[str, int]]], limits: Limits = Limits()) -> RunResult:
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="svafam-model-io-") as io_dir, \
            tempfile.TemporaryDirectory(prefix="svafam-model-") as work:
        out_path, err_path = Path(io_dir) / "stdout", Path(io_dir) / "stderr"
        request = json.dumps({"code": code, "stimuli": stimuli})
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            proc = subprocess.Popen([sys.executable, "-I", "-c", _CHILD], stdin=subprocess.PIPE, stdout=out,
                                    stderr=err, cwd=work, env={}, start_new_session=True,
                                    preexec_fn=_fence(limits))
            try:
                proc.communicate(request.encode(), timeout=limits.wall_seconds)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                return RunResult("timeout", f"no answer within {limits.wall_seconds:g} s of wall time",
                                 seconds=time.monotonic() - start)
            finally:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)  # whatever it started goes with it
                except ProcessLookupError:
                    pass
        seconds = time.monotonic() - start
        if proc.returncode in (-signal.SIGXCPU, -signal.SIGKILL) and not out_path.stat().st_size:
            return RunResult("timeout", f"CPU limit of {limits.cpu_seconds} s reached", seconds=seconds)
        size = out_path.stat().st_size
        lines = out_path.read_bytes()[-OUTPUT_LIMIT:].decode("utf-8", "replace").splitlines() if size else []
        if proc.returncode != 0 or not lines:
            why = (f"killed by signal {signal.Signals(-proc.returncode).name}" if proc.returncode < 0
                   else f"exit status {proc.returncode}")
            return RunResult("crash", f"the model process ended ({why}) without an answer: {_tail(err_path)[-300:]}",
                             seconds=seconds)
        try:
            doc = json.loads(lines[-1])
        except ValueError:
            return RunResult("crash", "the model process wrote an unreadable answer", seconds=seconds)
        return RunResult(doc.get("status", "crash"), doc.get("message", ""), doc.get("outputs", []),
                         doc.get("stimulus"), doc.get("cycle"), seconds)
