"""The warm SBY server inside the sandbox (svafam.engine.sandboxed_server, svafam.engine.boxed_jobs).

What a per-job sandbox gives for free is planted here against the shared server: a job
reading another job's files, a job signalling every process it can see (the server
included), a server that dies under a running job, a server that cannot start, a request
whose file names leave the job's folder.
"""

from __future__ import annotations

import base64
import os
import signal
import time
import uuid

import pytest

from svafam import sandbox
from svafam.engine import boxed_jobs, open_executor, sandboxed_server
from tests.engine.test_sandboxed_jobs import TRIVIAL, make_job
from tests.sandbox.conftest import needs_kernel
from tests.sandbox.test_tree_limits import STALL

pytestmark = needs_kernel

HOLDER = r'''
import os, sys, time
open("secret_of_a.txt", "w").write(sys.argv[1])
time.sleep(4)
'''
PEEKER = r'''
import json, os, signal, sys, time
time.sleep(1)
said = {"own_file": None, "found": [], "listed": None, "signalled": []}
open("mine.txt", "w").write("mine")
said["own_file"] = open("mine.txt").read()
here = os.path.abspath(".")
root = here[:here.index("/jobs/") + len("/jobs")]
try:
    said["listed"] = sorted(os.listdir(root))
except OSError as e:
    said["listed"] = type(e).__name__
for top, dirs, files in os.walk(root):
    for name in files:
        if name == "secret_of_a.txt":
            try:
                said["found"].append(open(os.path.join(top, name)).read())
            except OSError as e:
                said["found"].append(type(e).__name__)
try:
    said["proc"] = len(os.listdir("/proc"))
except OSError as e:
    said["proc"] = type(e).__name__
mine = os.getsid(0)
for pid in range(1, 400):  # the sandbox's PID namespace is small: every process in it, the server's included
    try:
        if pid != os.getpid() and os.getsid(pid) != mine:
            os.kill(pid, signal.SIGKILL)
            said["signalled"].append(pid)
    except OSError:
        pass
open("peeker_said.json", "w").write(json.dumps(said))
'''


def _python_command(script: str, *args: str) -> str:
    return f"!{sandbox.python_executable()} -S {script} {' '.join(args)}"


def test_a_job_reads_no_other_jobs_files_and_signals_nothing_outside_itself(toolchain, tmp_path):
    token = f"svafam-secret-{uuid.uuid4().hex}"
    with open_executor("local", toolchain, timeout=60, workers=2) as ex:
        results = ex.run([make_job(tmp_path, "holder", TRIVIAL, extra=_python_command("holder.py", token),
                                   files={"holder.py": HOLDER}),
                          make_job(tmp_path, "peeker", TRIVIAL, extra=_python_command("peeker.py"),
                                   files={"peeker.py": PEEKER})], tmp_path / "work")
        server = ex._untrusted_server._server
        after = ex.run([make_job(tmp_path, "after", TRIVIAL)], tmp_path / "work-after")["after"][0]
        assert ex._untrusted_server._server is server and not server.gone  # nothing the peeker did stopped it
    import json
    [said] = [json.loads(p.read_text()) for p in (tmp_path / "work" / "peeker").rglob("peeker_said.json")]
    assert said["own_file"] == "mine"                  # its own folder works as usual
    assert token not in json.dumps(said)                # the other job's file: not read
    assert said["found"] == [] and said["listed"] == "PermissionError"
    assert said["proc"] == "PermissionError"            # no process list to look at
    assert said["signalled"] == []                      # no process outside its own job took a signal
    for key in ("holder", "peeker"):
        outcome = results[key][0]
        assert outcome.status == "PASS" and outcome.sandbox["server"], (key, outcome.status, outcome.message)
    assert after.status == "PASS" and after.sandbox["server"]


SLEEPER = "import time\ntime.sleep(3)\n"


def test_a_job_whose_server_dies_under_it_is_judged_in_a_sandbox_of_its_own(toolchain, tmp_path):
    boxed = sandboxed_server.SandboxedSbyServer(toolchain, 1)
    try:
        boxed.run(make_job(tmp_path, "warm", TRIVIAL), tmp_path / "w-warm", 60)  # the server is up
        server = boxed._server
        job = make_job(tmp_path, "sleeps", TRIVIAL, extra=_python_command("sleep.py"), files={"sleep.py": SLEEPER})

        def crash():
            time.sleep(1.0)
            os.killpg(server.session._launch.proc.pid, signal.SIGKILL)  # the whole sandbox goes

        import threading
        thread = threading.Thread(target=crash)
        thread.start()
        outcome = boxed.run(job, tmp_path / "w-sleeps", 60)
        thread.join()
        assert server.gone
        assert outcome.status == "PASS" and outcome.sandbox["peak_tasks"], outcome.message  # a sandbox per job
        again = boxed.run(make_job(tmp_path, "again", TRIVIAL), tmp_path / "w-again", 60)
        assert again.status == "PASS" and again.sandbox["server"] and boxed._server is not server  # a new server
    finally:
        boxed.close()


LINGERER = "import time\ntime.sleep(60)\n"


def test_a_job_stopped_at_its_wall_clock_limit_is_a_timeout_of_the_server_which_lives_on(toolchain, tmp_path):
    """The server looks for a job stalled at its memory limit before it stops it: that look once crashed the
    server (its Landlock domain could not list /proc), so every job that ran out of time, and every job beside it,
    was run again in a sandbox of its own, for its whole limit again."""
    boxed = sandboxed_server.SandboxedSbyServer(toolchain, 1)
    try:
        boxed.run(make_job(tmp_path, "warm", TRIVIAL), tmp_path / "w-warm", 60)
        server = boxed._server
        slow = make_job(tmp_path, "slow", TRIVIAL, extra=_python_command("linger.py"), files={"linger.py": LINGERER})
        outcome = boxed.run(slow, tmp_path / "w-slow", 3)
        assert outcome.status == "TIMEOUT" and outcome.limit == "wall", outcome.message
        assert outcome.sandbox["server"] and boxed._server is server and not server.gone
        # stalled at its memory limit when its time ran out: over the memory limit, found in the server's /proc
        hoarder = make_job(tmp_path, "hoard", TRIVIAL, extra=_python_command("hoard.py"), files={"hoard.py": STALL},
                           memory=sandboxed_server.MEMORY_BYTES // 8)
        outcome = boxed.run(hoarder, tmp_path / "w-hoard", 6)
        assert outcome.status == "ERROR" and outcome.limit == "memory", (outcome.status, outcome.message)
        assert outcome.sandbox["server"] and boxed._server is server and not server.gone
    finally:
        boxed.close()


def test_a_server_that_cannot_start_says_so_and_every_job_gets_its_own_sandbox(toolchain, tmp_path, monkeypatch,
                                                                                  capfd):
    monkeypatch.setattr(sandboxed_server, "_BOOT", "import sys; sys.exit('planted failure')")
    boxed = sandboxed_server.SandboxedSbyServer(toolchain, 1)
    try:
        outcome = boxed.run(make_job(tmp_path, "job", TRIVIAL), tmp_path / "w", 60)
    finally:
        boxed.close()
    assert outcome.status == "PASS" and outcome.sandbox["peak_tasks"]
    err = capfd.readouterr().err
    assert "sandboxed SBY server did not start" in err and "planted failure" in err


@pytest.mark.parametrize("name", ["../escape.v", "/etc/passwd", "a/../../b.v", ""])
def test_a_request_naming_a_file_outside_its_folder_is_refused(tmp_path, name):
    request = {"id": 3, "sby": "job.sby", "files": {name: base64.b64encode(b"x").decode()}}
    with pytest.raises(boxed_jobs.BadRequest):
        boxed_jobs.prepare(str(tmp_path), request)
    assert not (tmp_path.parent / "escape.v").exists() and not (tmp_path / "b.v").exists()


def test_untrusted_jobs_take_the_per_job_sandbox_when_asked(toolchain, tmp_path, monkeypatch):
    monkeypatch.setenv(sandboxed_server.RUNNER_ENV, "process")
    with open_executor("local", toolchain, timeout=60) as ex:
        outcome = ex.run([make_job(tmp_path, "job", TRIVIAL)], tmp_path / "w")["job"][0]
    assert outcome.status == "PASS" and "server" not in outcome.sandbox and outcome.sandbox["peak_tasks"]
    monkeypatch.setenv(sandboxed_server.RUNNER_ENV, "fast")
    with pytest.raises(ValueError, match="SVAFAM_SANDBOXED_RUNNER"):
        sandboxed_server.wanted(toolchain)
