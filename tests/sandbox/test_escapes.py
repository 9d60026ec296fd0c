"""Each escape the red team used, planted in candidate code: it works outside the sandbox (the control,
so the plant is real) and is contained inside it."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

from svafam.paths import IMPORT_ROOT
from svafam.sandbox import MIB, Limits, Runtime, python_runtime, run_python

from .conftest import needs_kernel

pytestmark = needs_kernel
ROOT = Path(__file__).resolve().parents[2]


def unsandboxed(code: str, timeout: float = 30) -> subprocess.CompletedProcess:
    """The same code as a plain child process (``python -I``, as the reference-model checker ran it on main)."""
    return subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, timeout=timeout)


def processes_with(token: str) -> list[int]:
    """Processes of this machine whose command line holds ``token``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if token.encode() in Path(f"/proc/{entry}/cmdline").read_bytes():
                    found.append(int(entry))
            except OSError:
                continue
    return found


@pytest.fixture
def victim():
    """A process standing in for the checker: nothing in the sandbox may signal it."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield proc
    proc.kill()
    proc.wait()


def state(pid: int) -> str:
    stat = Path(f"/proc/{pid}/stat").read_text()
    return stat[stat.rindex(")") + 2]


def test_a_secret_file_cannot_be_read(tmp_path):
    token = uuid.uuid4().hex
    secret = tmp_path / "secret.txt"
    secret.write_text(token)
    code = f"print(open({str(secret)!r}).read())"
    assert token.encode() in unsandboxed(code).stdout
    r = run_python(code)
    assert r.started and token.encode() not in r.stdout + r.stderr
    assert b"PermissionError" in r.stderr


def test_no_file_is_written_outside_the_folder(tmp_path):
    code = f"open({str(tmp_path / 'planted.txt')!r}, 'w').write('x')"
    unsandboxed(code)
    assert (tmp_path / "planted.txt").exists()
    (tmp_path / "planted.txt").unlink()
    r = run_python(code + "\nopen('inside.txt', 'w').write('fine')\n")
    assert not (tmp_path / "planted.txt").exists()
    assert b"PermissionError" in r.stderr


def _listen() -> tuple[socket.socket, list[bytes]]:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(4)
    server.settimeout(0.2)
    got: list[bytes] = []

    def accept() -> None:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                conn, _ = server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            got.append(conn.recv(100))
            conn.close()

    threading.Thread(target=accept, daemon=True).start()
    return server, got


def test_no_loopback_connection_reaches_a_listener():
    server, got = _listen()
    port = server.getsockname()[1]
    code = (f"import socket\ns = socket.create_connection(('127.0.0.1', {port}), timeout=3)\n"
            "s.sendall(b'escaped')\ns.close()\n")
    try:
        assert unsandboxed(code).returncode == 0
        deadline = time.monotonic() + 5
        while not got and time.monotonic() < deadline:
            time.sleep(0.02)
        assert got == [b"escaped"]
        r = run_python(code + "print('connected')\n")
        time.sleep(0.3)
        assert got == [b"escaped"] and b"connected" not in r.stdout
        assert b"Error" in r.stderr  # no network: unreachable, refused or denied
        udp = run_python(f"import socket\nsocket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b'x', "
                         f"('127.0.0.1', {port}))\nprint('sent')\n")
        assert b"sent" not in udp.stdout
    finally:
        server.close()


DAEMON = """
import os, sys, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(60)", "{token}"])
    os._exit(0)
time.sleep(0.3)
print("parent leaves")
"""


def test_a_setsid_daemon_does_not_outlive_the_run():
    token = f"svafam-daemon-{uuid.uuid4().hex}"
    code = DAEMON.replace("{token}", token)
    subprocess.run([sys.executable, "-I", "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=30)
    try:
        assert processes_with(token), "the control's daemon should survive its parent"
    finally:
        for pid in processes_with(token):
            os.kill(pid, signal.SIGKILL)
    start = time.monotonic()
    r = run_python(code)
    assert b"parent leaves" in r.stdout and time.monotonic() - start < 20
    assert processes_with(token) == []


def test_no_signal_reaches_the_checker_or_any_process_outside(victim):
    code = (f"import os, signal\nos.kill({victim.pid}, signal.SIGSTOP)\n")
    unsandboxed(code)
    assert state(victim.pid) == "T"
    os.kill(victim.pid, signal.SIGCONT)
    r = run_python("import os, signal\n"
                   "for how in (lambda: os.kill(os.getppid(), signal.SIGKILL), lambda: os.kill(os.getppid(), signal.SIGSTOP),\n"
                   f"            lambda: os.kill({victim.pid}, signal.SIGKILL), lambda: os.kill({victim.pid}, signal.SIGSTOP),\n"
                   f"            lambda: os.kill({os.getpid()}, signal.SIGSTOP)):\n"
                   "    try:\n        how()\n    except OSError as e:\n        print(type(e).__name__)\n"
                   "print('still here')\n")
    assert r.returncode == 0 and b"still here" in r.stdout
    assert victim.poll() is None and state(victim.pid) in "SR"


def test_the_total_disk_use_is_bounded_and_nothing_is_left(tmp_path):
    code = ("import os\nwritten = 0\ntry:\n    for k in range(40):\n        with open(f'f{k}', 'wb') as f:\n"
            "            f.write(b'x' * (8 << 20))\n        written += 8\nexcept OSError as e:\n    print(type(e).__name__)\n"
            "print(written)\n")
    control = tmp_path / "control"
    control.mkdir()
    subprocess.run([sys.executable, "-I", "-c", code.replace("range(40)", "range(9)")], cwd=control, check=True)
    assert sum(p.stat().st_size for p in control.iterdir()) == 72 * MIB  # more than the sandbox's 64 MiB
    before = {p.name for p in Path("/tmp").glob("svafam-box-*")}
    r = run_python(code, limits=Limits(file_bytes=9 * MIB, disk_bytes=64 * MIB))
    written = int(r.stdout.split()[-1])
    assert written <= 64 and b"OSError" in r.stdout and r.limit == "disk", (r.stdout, r.limit)
    assert {p.name for p in Path("/tmp").glob("svafam-box-*")} <= before


def test_the_parents_proc_is_not_readable():
    mine = Path(f"/proc/{os.getpid()}/cmdline").read_bytes()  # this test process's command line: pytest's
    probe = "import os\nprint(open(f'/proc/{os.getppid()}/cmdline', 'rb').read())\n"
    assert mine[:40] in eval(unsandboxed(probe).stdout)
    for what in ("cmdline", "environ", "mem", "maps"):
        r = run_python(f"print(open('/proc/{os.getpid()}/{what}', 'rb').read(100))")
        assert r.returncode != 0 and b"Error" in r.stderr and mine[:40] not in r.stdout
    # even with /proc readable it is the sandbox's own: neither the checker nor any process outside is there
    look = ("import os\npids = [p for p in os.listdir('/proc') if p.isdigit()]\nprint(len(pids))\n"
            "for p in pids:\n    print(open(f'/proc/{p}/cmdline', 'rb').read())\n")
    r = run_python(look, runtime=python_runtime() + Runtime(read=("/proc",)))
    assert r.returncode == 0 and mine[:40] not in r.stdout, r.stderr
    assert int(r.stdout.split()[0]) <= 2  # the sandbox's init and the command


def test_the_projects_packages_cannot_be_imported():
    code = f"import sys\nsys.path.insert(0, {str(IMPORT_ROOT)!r})\nimport svafam.oracle.reference\nprint('imported')\n"
    assert b"imported" in unsandboxed(code).stdout
    assert b"imported" in unsandboxed("import svafam, yaml; print('imported')").stdout
    for attempt in (code, "import svafam; print('imported')", "import yaml; print('imported')"):
        r = run_python(attempt)
        assert b"imported" not in r.stdout and r.returncode != 0, attempt


def test_the_dataset_and_the_specs_cannot_be_read():
    paths = [ROOT / "dataset" / "timer_0007" / "spec.yaml", ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml",
             ROOT / "dataset" / "manifest.json"]
    code = "import sys\nfor p in sys.argv[1:] or %r:\n    print(len(open(p).read()))\n" % [str(p) for p in paths]
    assert unsandboxed(code).returncode == 0
    r = run_python(code)
    assert r.returncode != 0 and b"PermissionError" in r.stderr
    listing = run_python(f"import os\nprint(os.listdir({str(ROOT)!r}))")
    assert b"PermissionError" in listing.stderr


@pytest.mark.skipif(os.uname().machine != "x86_64", reason="the probe calls x86_64 system call numbers")
def test_namespaces_ptrace_and_keyrings_are_closed():
    code = """
import ctypes, errno
libc = ctypes.CDLL(None, use_errno=True)
for name, call in (("unshare", lambda: libc.unshare(0x10000000)), ("ptrace", lambda: libc.ptrace(16, 1, 0, 0)),
                   ("keyctl", lambda: libc.syscall(250, 0, 0, 0, 0, 0)), ("mount", lambda: libc.mount(b"none", b".", b"tmpfs", 0, None)),
                   ("memfd_create", lambda: libc.syscall(319, b"x", 0))):
    print(name, call(), errno.errorcode.get(ctypes.get_errno()))
"""
    r = run_python(code)
    lines = dict(line.split(" ", 1) for line in r.stdout.decode().splitlines())
    assert set(lines) == {"unshare", "ptrace", "keyctl", "mount", "memfd_create"}, r.stderr
    assert all(v.startswith("-1 ") for v in lines.values()), lines
    assert "seccomp" in r.protections and "no-capabilities" in r.protections


def _segments(key: int) -> list[str]:
    return [line for line in Path("/proc/sysvipc/shm").read_text().splitlines()[1:] if line.split()[0] == str(key)]


@pytest.mark.skipif(not Path("/proc/sysvipc/shm").exists(), reason="no System V IPC in this kernel")
def test_a_shared_memory_segment_does_not_outlive_the_run():
    key = int(uuid.uuid4().int % (1 << 30)) + 1
    code = (f"import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\nprint(libc.shmget({key}, 1 << 20, 0o1600))\n")
    assert int(unsandboxed(code).stdout) >= 0
    try:
        assert _segments(key), "the control's segment should outlive its process"
    finally:
        libc = __import__("ctypes").CDLL(None)
        for line in _segments(key):
            libc.shmctl(int(line.split()[1]), 0, None)  # IPC_RMID
    r = run_python(code)
    assert int(r.stdout) >= 0 and _segments(key) == []


def test_a_package_inside_a_masked_folder_is_shown_and_nothing_else_of_it(tmp_path):
    """A Python installed without a virtual environment keeps its packages inside its standard library's
    folder: the forbidden package folder is masked, the one package a tool needs is shown through it."""
    lib = tmp_path / "lib"
    (lib / "site-packages" / "needed").mkdir(parents=True)
    (lib / "site-packages" / "needed" / "data.txt").write_text("needed data")
    (lib / "site-packages" / "other").mkdir()
    (lib / "site-packages" / "other" / "secret.txt").write_text("the planted secret")
    (lib / "stdlib.txt").write_text("stdlib")
    from svafam.sandbox import default_forbidden
    runtime = python_runtime() + Runtime(read=(str(lib), str(lib / "site-packages" / "needed")))
    code = ("import os\n"
            f"print(open({str(lib / 'stdlib.txt')!r}).read())\n"
            f"print(open({str(lib / 'site-packages' / 'needed' / 'data.txt')!r}).read())\n"
            f"print(sorted(os.listdir({str(lib / 'site-packages')!r})))\n"
            f"try:\n    print(open({str(lib / 'site-packages' / 'other' / 'secret.txt')!r}).read())\n"
            "except OSError as e:\n    print('refused', type(e).__name__)\n")
    assert b"the planted secret" in unsandboxed(code).stdout   # the control: the plant is real
    r = run_python(code, runtime=runtime, forbidden=default_forbidden() + [str(lib / "site-packages")])
    out = r.stdout.decode()
    assert r.ok, r.stderr
    assert "stdlib" in out and "needed data" in out
    assert "['needed']" in out and "the planted secret" not in out and "refused" in out


def test_an_allowed_folder_under_a_closed_forbidden_one_is_reachable_by_path():
    """A virtual environment or an interpreter in root's home (mode 0700): the command, which runs as
    nobody when the checker is root, reaches the allowed folder through the home's mask (access(2) by
    path says yes, as Yosys asks), and nothing else of the home."""
    import shutil
    import tempfile
    home = Path(tempfile.mkdtemp(prefix="svafam-home-", dir="/tmp"))   # mode 0700, like /root
    try:
        (home / "venv" / "share").mkdir(parents=True)
        (home / "venv" / "share" / "techmap.v").write_text("module m; endmodule\n")
        (home / "secret.txt").write_text("the planted secret")
        shared = home / "venv" / "share" / "techmap.v"
        code = (f"import os\nprint(os.access({str(shared)!r}, os.R_OK), open({str(shared)!r}).read().strip())\n"
                f"try:\n    print(open({str(home / 'secret.txt')!r}).read())\n"
                "except OSError as e:\n    print('refused', type(e).__name__)\n")
        assert b"the planted secret" in unsandboxed(code).stdout
        from svafam.sandbox import default_forbidden
        r = run_python(code, runtime=python_runtime() + Runtime(read=(str(home / "venv"),)),
                       forbidden=default_forbidden() + [str(home)])
        out = r.stdout.decode()
        assert r.ok, r.stderr
        assert "True module m; endmodule" in out
        assert "the planted secret" not in out and "refused" in out
    finally:
        shutil.rmtree(home)
