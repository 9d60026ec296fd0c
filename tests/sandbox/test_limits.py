"""Every limit holds and is named in the result; a stopped checker cannot stretch the wall-clock limit."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from svafam.paths import IMPORT_ROOT
from svafam.sandbox import MIB, Limits, run_python

from .conftest import needs_kernel
from .test_escapes import processes_with

pytestmark = needs_kernel


def test_wall_limit():
    start = time.monotonic()
    r = run_python("import time\ntime.sleep(30)\n", limits=Limits(wall_seconds=1))
    assert r.limit == "wall" and r.signal == "SIGKILL" and time.monotonic() - start < 8


def test_cpu_limit():
    r = run_python("while True:\n    pass\n", limits=Limits(cpu_seconds=1, wall_seconds=20))
    assert r.limit == "cpu" and r.signal in ("SIGXCPU", "SIGKILL") and r.cpu_seconds > 0.5


def test_memory_limit():
    r = run_python("x = bytearray(1 << 31)\n", limits=Limits(memory_bytes=256 * MIB))
    assert r.returncode == 1 and r.limit == "memory" and b"MemoryError" in r.stderr


def test_file_size_limit():
    r = run_python("open('big', 'wb').write(b'x' * (3 << 20))\n", limits=Limits(file_bytes=1 * MIB))
    assert r.limit == "file_size" and b"File too large" in r.stderr  # Python ignores SIGXFSZ
    r = run_python("import signal\nsignal.signal(signal.SIGXFSZ, signal.SIG_DFL)\nopen('big', 'wb').write(b'x' * (3 << 20))\n",
                   limits=Limits(file_bytes=1 * MIB))
    assert r.limit == "file_size" and r.signal == "SIGXFSZ"


def test_open_files_and_processes_limits():
    r = run_python("import os\nfds = []\ntry:\n    while True:\n        fds.append(os.open('/dev/null', os.O_RDONLY))\n"
                   "except OSError:\n    print(len(fds))\n", limits=Limits(open_files=20))
    assert int(r.stdout) < 20
    r = run_python("import os, time\nkids = 0\ntry:\n    while True:\n        if os.fork() == 0:\n            time.sleep(5)\n"
                   "            os._exit(0)\n        kids += 1\n        if kids == 200:\n            break\nexcept OSError:\n    pass\nprint(kids)\n", limits=Limits(processes=6))
    assert 0 < int(r.stdout) < 6


def test_output_is_capped():
    r = run_python("import sys\nsys.stdout.write('o' * 50000)\nsys.stderr.write('e' * 50000 + 'END')\n",
                   limits=Limits(output_bytes=1000))
    assert len(r.stdout) == 1000 and r.stdout_truncated
    assert len(r.stderr) == 1000 and r.stderr.endswith(b"END") and r.stderr_truncated


CHECKER = """
import sys, json
sys.path.insert(0, {root!r})
from svafam.sandbox import Limits, run_python
r = run_python("import time\\ntime.sleep(60)  # " + {head!r} + {tail!r}, limits=Limits(wall_seconds=1))
print(json.dumps({{"limit": r.limit, "signal": r.signal}}), flush=True)
"""


def test_a_stopped_checker_does_not_stretch_the_wall_limit():
    """The red team stopped the checker and had it resumed after the timeout: the sandbox's own init
    still kills the command at its limit, and the checker, resumed, reports the limit."""
    token = f"svafam-stopped-{uuid.uuid4().hex}"
    checker = subprocess.Popen([sys.executable, "-c", CHECKER.format(root=str(IMPORT_ROOT), head=token[:20], tail=token[20:])],
                               stdout=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 20
        while not processes_with(token) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert processes_with(token), "the command never started"
        os.kill(checker.pid, signal.SIGSTOP)
        time.sleep(2.5)
        assert processes_with(token) == [], "the command outlived its wall limit while the checker was stopped"
        os.kill(checker.pid, signal.SIGCONT)
        out, _ = checker.communicate(timeout=20)
    finally:
        checker.kill()
    assert '"limit": "wall"' in out


def test_nothing_is_left_on_disk(tmp_path):
    before = set(Path("/tmp").glob("svafam-box-*"))
    run_python("open('f', 'wb').write(b'x' * 1000)\n")
    assert set(Path("/tmp").glob("svafam-box-*")) <= before
