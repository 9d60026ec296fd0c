"""The warm server's ABC processes (svafam.engine.warm_abc): the proofs they decide, what they refuse, jobs that go away."""

from __future__ import annotations

import json
import os
import select
import socket
import sys
import threading
import time
from pathlib import Path

import pytest

from svafam.engine import sby_direct, warm_abc
from svafam.pipeline.validation import prepare
from tests.conftest import TIMER_SPEC, generate_into


class Served:
    """An :class:`warm_abc.AbcPool` driven by a thread, as the server's select loop drives it."""

    def __init__(self, program: str) -> None:
        self.pool = warm_abc.AbcPool(program, sby_direct.abc_pdr_in)
        self.stopping = False
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        while not self.stopping:
            fds = self.pool.fds()
            readable, _, _ = select.select(fds, [], [], 0.05)
            for fd in fds:
                if fd in readable:
                    self.pool.handle(fd)

    def env(self, base: dict) -> dict:
        return dict(base, **{warm_abc.SOCKET_ENV: self.pool.path})

    def close(self) -> None:
        self.stopping = True
        self.thread.join()
        self.pool.close()


@pytest.fixture
def served(toolchain):
    pools = []

    def start(program: str | None = None) -> Served:
        pools.append(Served(program or toolchain.run_env()["ABC"]))
        return pools[-1]

    yield start
    for pool in pools:
        pool.close()


@pytest.fixture(scope="module")
def proofs(tmp_path_factory):
    """The timer family, and a copy whose v1 breaks equivalence (ABC finds the counterexample)."""
    good = generate_into(TIMER_SPEC, tmp_path_factory.mktemp("good"))
    bad = generate_into(TIMER_SPEC, tmp_path_factory.mktemp("bad"))
    rtl = bad / "rtl" / "sequential_priority.v"
    rtl.write_text(rtl.read_text().replace("remaining <= 3'd7;", "remaining <= 3'd6;"))
    return good, bad


def _job(family: Path, name: str):
    job = next(j for j in prepare(family).jobs if j.name == name)
    return sby_direct.read_job((family / job.sby_file).read_text()), (family / job.sby_file).parent


def _pdr_only(toolchain) -> dict:
    return dict(toolchain.run_env(), SVAFAM_PDR_HEAD_START="60")  # k-induction never joins


def test_a_warm_abc_proves_what_abc_proves_and_is_reused(proofs, toolchain, served, tmp_path):
    good, _ = proofs
    pool = served()
    for i, name in enumerate(("gold_proof_v0", "equivalence_v2", "gold_proof_v3")):
        shape, sby_dir = _job(good, name)
        cold = sby_direct.run(shape, sby_dir, tmp_path / f"cold{i}", _pdr_only(toolchain))
        warm = sby_direct.run(shape, sby_dir, tmp_path / f"warm{i}", pool.env(_pdr_only(toolchain)))
        assert (warm["status"], warm["engine"]) == (cold["status"], cold["engine"]) == ("PASS", "abc pdr"), name
        log = (tmp_path / f"warm{i}" / "engine_0" / "logfile.txt").read_text()
        assert "Property proved." in log and f"{tmp_path / f'warm{i}'}/model/design_aiger.aig" in log  # it ran here
    assert len(pool.pool.idle) == 1  # one ABC process answered all three


def test_a_counterexample_is_left_to_sby_as_with_abc_exec(proofs, toolchain, served, tmp_path):
    _, bad = proofs
    pool = served()
    shape, sby_dir = _job(bad, "equivalence_v1")
    assert sby_direct.run(shape, sby_dir, tmp_path / "cold", _pdr_only(toolchain)) is None
    assert sby_direct.run(shape, sby_dir, tmp_path / "warm", pool.env(_pdr_only(toolchain))) is None
    assert "was asserted in frame" in (tmp_path / "warm" / "engine_0" / "logfile.txt").read_text()


@pytest.mark.parametrize("req", [
    {"abc": "PROGRAM", "workdir": "/tmp/x; write_verilog /tmp/owned.v", "engine": 0},
    {"abc": "PROGRAM", "workdir": "/tmp/x y", "engine": 0},
    {"abc": "PROGRAM", "workdir": "relative/folder", "engine": 0},
    {"abc": "PROGRAM", "workdir": "/tmp/../etc", "engine": 0},
    {"abc": "PROGRAM", "workdir": "/tmp/x", "engine": "0; quit"},
    {"abc": "PROGRAM", "workdir": "/tmp/x", "engine": True},
    {"abc": "/bin/sh", "workdir": "/tmp/x", "engine": 0},
    {"abc": "PROGRAM", "workdir": "/tmp/x", "engine": 0, "commands": "quit"},
    "not an object",
])
def test_requests_other_than_a_proof_in_a_plain_folder_are_refused(req, toolchain, served):
    program = toolchain.run_env()["ABC"]
    pool = served()
    if isinstance(req, dict):
        req = {k: (program if v == "PROGRAM" else v) for k, v in req.items()}
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
        conn.connect(pool.pool.path)
        conn.sendall(json.dumps(req).encode() + b"\n")
        assert conn.recv(1) == warm_abc.REFUSED
    assert not pool.pool.busy and not pool.pool.idle  # no ABC was even started
    assert not Path("/tmp/owned.v").exists()


def test_a_job_without_a_pool_or_with_another_abc_execs_abc(toolchain, served):
    env = toolchain.run_env()
    assert warm_abc.request(env, env["ABC"], "/tmp/x", 0) is None  # no socket in the environment
    pool = served()
    assert warm_abc.request(pool.env(env), "/usr/bin/other-abc", "/tmp/x", 0) is None
    assert warm_abc.request(dict(pool.env(env), SVAFAM_WARM_ABC="0"), env["ABC"], "/tmp/x", 0) is None
    assert warm_abc.request({warm_abc.SOCKET_ENV: "/nonexistent/abc.sock"}, env["ABC"], "/tmp/x", 0) is None


FAKE_ABC = """\
import sys, time
for line in sys.stdin:
    if line.startswith("read_aiger"):
        if "/slow/" in line:
            time.sleep(60)
        if "/dies/" in line:
            print("half an answer", flush=True)
            sys.exit(3)
    if line.startswith("echo "):  # as ABC does: its prompt and the command read, then the echo
        print("abc 01> " + line.strip() + "\\n" + line.split()[1] + " ", flush=True)
    else:
        print("abc 01> " + line.strip() + "\\nProperty proved.", flush=True)
"""


def _fake_abc(tmp_path: Path) -> str:
    program = tmp_path / "fake-abc"
    program.write_text(f"#!{sys.executable}\n{FAKE_ABC}")
    program.chmod(0o755)
    return str(program)


def _answer(conn: socket.socket) -> tuple[str, int]:
    reply = b""
    while chunk := conn.recv(65536):
        reply += chunk
    return warm_abc.split_reply(reply)


def test_a_job_that_goes_away_stops_its_abc_and_the_next_gets_a_new_one(tmp_path, served):
    program = _fake_abc(tmp_path)
    pool = served(program)
    env = pool.env({})
    slow = warm_abc.request(env, program, "/tmp/slow/job", 0)
    assert slow is not None
    (abc,) = pool.pool.busy.values()  # busy before the job hears it was accepted
    slow.close()  # the job was stopped while its PDR ran
    deadline = time.monotonic() + 10
    while abc.proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert abc.proc.poll() is not None and not pool.pool.busy and not pool.pool.idle
    conn = warm_abc.request(env, program, "/tmp/quick/job", 0)
    output, status = _answer(conn)
    assert status == 0 and "Property proved." in output and "/tmp/quick/job/model/design_aiger.aig" in output


def test_an_abc_that_dies_mid_answer_is_an_error_never_a_proof(tmp_path, served):
    program = _fake_abc(tmp_path)
    pool = served(program)
    output, status = _answer(warm_abc.request(pool.env({}), program, "/tmp/dies/job", 0))
    assert status == 1 and "half an answer" in output
    assert not sby_direct.abc_proved(output, status)
    assert not pool.pool.idle  # a dead ABC is not handed out again
    assert warm_abc.split_reply(b"Property proved.\n") == ("Property proved.\n", 1)  # cut short: no status


def test_the_server_gives_its_jobs_a_warm_abc(toolchain, tmp_path):
    """Through the local executor: proofs are decided by PDR, and one ABC process served them all."""
    from svafam.engine import open_executor

    family = generate_into(TIMER_SPEC, tmp_path / "fam")
    jobs = [j for j in prepare(family).jobs if j.name.startswith(("gold_proof", "equivalence"))]
    assert len(jobs) == 7
    with open_executor("local", toolchain, workers=1) as executor:
        found = executor.run([j.spec(family) for j in jobs], tmp_path / "runs")
        assert executor.server is not None  # the warm server ran them
        abcs = _abc_children(executor.server._proc.pid)
    assert [(outcome.status, outcome.engine) for outcome, _ in found.values()] == [("PASS", "abc pdr")] * 7
    assert len(abcs) == 1  # one at a time: one ABC, kept for the next proof


def _abc_children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
                cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2:].split()[1]) == pid and b"yosys-abc" in cmdline:
                found.append(int(entry))
    return found


def test_an_abc_that_ended_while_idle_is_not_handed_out(tmp_path, served):
    program = _fake_abc(tmp_path)
    pool = served(program)
    env = pool.env({})
    assert _answer(warm_abc.request(env, program, "/tmp/first/job", 0))[1] == 0
    (idle,) = pool.pool.idle
    idle.proc.kill()
    idle.proc.wait()
    output, status = _answer(warm_abc.request(env, program, "/tmp/second/job", 0))
    assert status == 0 and "/tmp/second/job/model/design_aiger.aig" in output
    assert pool.pool.idle and pool.pool.idle[0] is not idle


@pytest.mark.parametrize("line", [
    b"[" * 2000 + b"]" * 2000 + b"\n",  # within the size limit, nested deeper than the JSON reader goes
    b'{"abc": "' + b"x" * 10_000 + b'", "workdir": "/tmp/x", "engine": 0}\n',  # longer than a request may be
    b"\xff\xfe not text\n",
    b'{"abc": ["a"], "workdir": {"x": 1}, "engine": [0]}\n',           # unhashable values where strings go
])
def test_malformed_requests_are_refused_and_the_pool_keeps_serving(line, tmp_path, served):
    program = _fake_abc(tmp_path)
    pool = served(program)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
        conn.settimeout(30)
        conn.connect(pool.pool.path)
        conn.sendall(line)
        assert conn.recv(1) in (warm_abc.REFUSED, b"")  # a reply cut short is a refusal too
    output, status = _answer(warm_abc.request(pool.env({}), program, "/tmp/after/job", 0))
    assert status == 0 and "/tmp/after/job/model/design_aiger.aig" in output


def test_an_abc_that_cannot_start_is_a_refusal_not_a_stopped_server(tmp_path, served):
    missing = str(tmp_path / "no-such-abc")
    pool = served(missing)
    assert warm_abc.request(pool.env({}), missing, "/tmp/x", 0) is None  # the job execs it (and SBY decides)
    assert pool.thread.is_alive()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:  # still listening
        conn.connect(pool.pool.path)
        conn.sendall(b"nonsense\n")
        assert conn.recv(1) == warm_abc.REFUSED
