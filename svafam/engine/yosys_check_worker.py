"""A Yosys compile checker over native libyosys: one process, one fork per file.

libyosys ends the process on a Yosys error, so every file is read in a fork of this
(single-threaded) worker, with Yosys's output in a log file; the fork's exit status says
whether Yosys accepted the file, the log's ``ERROR:`` line why not. Requests and answers
are JSON lines on stdin and stdout: ``{"file": path, "top": module}`` ->
``{"ok": bool, "error": str}``.

The script run on each file (:data:`SCRIPT`) is what the proofs need of it: read with
``-formal``, elaborated, processes turned into logic, and ``check -assert`` (no logic
loop, no conflicting or missing drivers).
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys
import tempfile

SCRIPT = ("read_verilog -formal {file}", "hierarchy -check -top {top}", "proc", "opt_clean", "check -assert")
TIMEOUT = 60


def _first_error(log: str) -> str:
    if "problems in 'check -assert'" in log:
        warnings = [ln.strip() for ln in log.splitlines() if ln.startswith("Warning:")]
        if warnings:
            return f"check -assert: {warnings[0][len('Warning: '):]}"[:400]
    for line in log.splitlines():
        m = re.search(r"ERROR:.*", line)
        if m:
            return m.group(0).strip()[:400]
    tail = [ln for ln in log.splitlines() if ln.strip()]
    return (tail[-1][:400] if tail else "Yosys stopped without a message")


def check(ys, path: str, top: str, log_path: str, timeout: int = TIMEOUT) -> dict:
    pid = os.fork()
    if pid == 0:
        try:
            fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            design = ys.Design()
            for step in SCRIPT:
                ys.run_pass(step.format(file=path, top=top), design)
            ys.log_flush()
            os._exit(0)
        except BaseException:  # noqa: BLE001 - anything in the fork is a failed check
            os._exit(3)
    signal.alarm(timeout)
    try:
        _, status = os.waitpid(pid, 0)
    except InterruptedError:
        status = -1
        os.kill(pid, signal.SIGKILL)  # the fork must not outlive its check
        os.waitpid(pid, 0)
    finally:
        signal.alarm(0)
    if status == 0:
        return {"ok": True, "error": ""}
    if status == -1:
        return {"ok": False, "error": f"yosys: the check did not finish in {timeout} s"}
    with open(log_path, encoding="utf-8", errors="replace") as f:
        return {"ok": False, "error": _first_error(f.read())}


def main() -> int:
    from pyosys import libyosys as ys

    ys.yosys_setup()

    def on_alarm(*_):
        raise InterruptedError

    signal.signal(signal.SIGALRM, on_alarm)
    with tempfile.TemporaryDirectory(prefix="svafam-yosys-check-") as tmp:
        log_path = os.path.join(tmp, "yosys.log")
        for line in sys.stdin:
            request = json.loads(line)
            answer = check(ys, request["file"], request["top"], log_path, int(request.get("timeout", TIMEOUT)))
            if not answer["ok"] and answer["error"] == "":
                answer["error"] = "Yosys did not finish"
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
