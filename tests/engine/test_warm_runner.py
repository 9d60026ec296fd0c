"""The warm SBY server and its forked tools: same outcomes as one process per job, nothing left behind."""

from __future__ import annotations

import dataclasses
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from svafam.engine import warm_sby, warm_tools
from svafam.engine.local import runner_mode
from svafam.engine.toolchain import discover
from tests.conftest import run_jobs


def executable(path: Path, body: str) -> Path:
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


# ---- the Popen replacement ---------------------------------------------------

def test_sby_command_lines_are_split_only_when_simple():
    split = warm_tools._split_sby_command
    assert split(["/usr/bin/env", "bash", "-c", "cd /a/b; /x/yosys -ql l.log s.ys"]) == (
        "/a/b", ["/x/yosys", "-ql", "l.log", "s.ys"])
    assert split(["/usr/bin/env", "bash", "-c", "cd w; abc -c 'read a; pdr; write_cex -a t.aiw'"]) == (
        "w", ["abc", "-c", "read a; pdr; write_cex -a t.aiw"])
    assert split(["/usr/bin/env", "bash", "-c", "cd w; a | b"]) is None
    assert split(["/usr/bin/env", "bash", "-c", "cd w && a"]) is None
    assert split(["/usr/bin/env", "bash", "-c", "a > out"]) is None
    assert split(["bash", "-c", "a"]) is None


@pytest.fixture
def registered_tool(tmp_path):
    tool = executable(tmp_path / "mytool", "exit 99\n")  # the file; never exec'ed while registered

    def main(argv):
        data = sys.stdin.read()
        sys.stdout.write(f"{os.getcwd()}|{' '.join(argv)}|{data.upper()}")
        return 3

    warm_tools.REGISTRY.add(str(tool), main)
    yield tool
    del warm_tools.REGISTRY.mains[os.path.realpath(tool)]


def test_registered_program_runs_as_a_forked_function(registered_tool, tmp_path):
    proc = warm_tools.WarmPopen([str(registered_tool), "a", "b"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                cwd=tmp_path)
    out, _ = proc.communicate(b"hello", timeout=30)
    assert proc.returncode == 3  # the real file would have exited 99
    assert out.decode() == f"{tmp_path}|a b|HELLO"


def test_sby_style_command_runs_in_its_folder(registered_tool, tmp_path):
    sub = tmp_path / "work"
    sub.mkdir()
    cmd = ["/usr/bin/env", "bash", "-c", f"cd {sub}; {registered_tool} x"]
    proc = warm_tools.WarmPopen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out, _ = proc.communicate(timeout=30)
    assert proc.returncode == 3 and out.decode() == f"{sub}|x|"


def test_other_programs_are_executed_as_usual(tmp_path):
    script = executable(tmp_path / "other", 'echo "real $1"; exit 5\n')
    proc = warm_tools.WarmPopen([str(script), "run"], stdout=subprocess.PIPE)
    out, _ = proc.communicate(timeout=30)
    assert (proc.returncode, out) == (5, b"real run\n")
    missing = warm_tools.WarmPopen(["/usr/bin/env", "bash", "-c", f"cd {tmp_path}; ./not-there"],
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    missing.communicate(timeout=30)
    assert missing.returncode == 127  # through bash, as SBY expects for a missing command


# ---- the server and the runner ---------------------------------------------

def test_runner_mode_choice(toolchain, tmp_path, monkeypatch):
    assert runner_mode(toolchain) == "warm"
    monkeypatch.setenv("SVAFAM_RUNNER", "process")
    assert runner_mode(toolchain) == "process"
    monkeypatch.setenv("SVAFAM_RUNNER", "fastest")
    with pytest.raises(ValueError, match="SVAFAM_RUNNER"):
        runner_mode(toolchain)
    monkeypatch.delenv("SVAFAM_RUNNER")
    # another SBY than the PyPI one cannot run inside the server
    monkeypatch.setenv("SVAFAM_SBY", str(executable(tmp_path / "sby", "exit 0\n")))
    assert runner_mode(discover()) == "process"


def test_warm_and_process_runners_agree(timer_family, toolchain, monkeypatch):
    rtl = timer_family / "rtl" / "sequential_priority.v"
    rtl.write_text(rtl.read_text().replace("remaining <= 3'd7;", "remaining <= 3'd6;"))  # planted fault
    names = {"equivalence_v1", "reachability_v1", "distinguish_m1", "gold_on_m0", "gold_on_m2"}
    warm = run_jobs(timer_family, toolchain, names)
    warm_traces = {k: (timer_family / r["trace"]).read_bytes() for k, r in warm.items() if r["trace"]}
    monkeypatch.setenv("SVAFAM_RUNNER", "process")
    process = run_jobs(timer_family, toolchain, names)
    assert {k: r["status"] for k, r in warm.items()} == {
        "equivalence_v1": "FAIL", "reachability_v1": "FAIL", "distinguish_m1": "PASS",
        "gold_on_m0": "FAIL", "gold_on_m2": "FAIL"}
    fields = ("status", "engine", "step", "failed_properties", "reached_covers", "unreached_covers", "trace")
    for name in names:
        assert {f: warm[name].get(f) for f in fields} == {f: process[name].get(f) for f in fields}, name
    # the counterexamples and witnesses themselves are the same, byte for byte
    assert set(warm_traces) >= {"distinguish_m1", "gold_on_m0", "gold_on_m2"}
    for name, data in warm_traces.items():
        assert (timer_family / process[name]["trace"]).read_bytes() == data, name


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.parametrize("runner", ["warm", "process"])
def test_timeout_stops_the_whole_job(runner, timer_family, tmp_path, monkeypatch):
    pids = tmp_path / "pids"
    # a solver that hangs and has a child of its own, which a process-group kill would miss
    fake = executable(tmp_path / "bitwuzla",
                      f'case "$1" in --help) echo "--lang"; exit 0;; esac\n'
                      f'sleep 600 & echo $! >> {pids}\necho $$ >> {pids}\nwait\n')
    monkeypatch.setenv("SVAFAM_BITWUZLA", str(fake))
    monkeypatch.setenv("SVAFAM_RUNNER", runner)
    rec = run_jobs(timer_family, discover(), {"distinguish_m0"}, timeout=4)["distinguish_m0"]
    assert rec["status"] == "TIMEOUT"
    started = [int(x) for x in pids.read_text().split()]
    assert len(started) == 2
    deadline = time.monotonic() + 5
    while any(alive(p) for p in started) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(p) for p in started), "processes of a stopped job are still running"


def test_server_that_cannot_start_is_an_error_not_a_pass(timer_family, toolchain, tmp_path, monkeypatch):
    broken = tmp_path / "yowasp"
    (broken / "share" / "python3").mkdir(parents=True)  # no SBY in it: the server's imports fail
    monkeypatch.setattr(warm_sby, "_yowasp_dir", lambda: broken)
    recs = run_jobs(timer_family, toolchain, {"equivalence_v1", "gold_on_m0"})
    for rec in recs.values():
        assert rec["status"] == "ERROR" and not rec["as_expected"]
        assert "SBY server stopped" in rec["message"] and "ModuleNotFoundError" in rec["message"]


def test_fixed_output_is_the_program_output_without_a_process(tmp_path, monkeypatch):
    from svafam.engine import bitwuzla_cli
    launcher = executable(tmp_path / "bitwuzla", f'exec "{sys.executable}" -m svafam.engine.bitwuzla_cli "$@"\n')
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    program_says = subprocess.check_output([str(launcher), "--help"], text=True)
    monkeypatch.setattr(warm_tools, "REGISTRY", warm_tools.ToolRegistry())
    warm_tools.REGISTRY.add(str(launcher), bitwuzla_cli.main, fixed_outputs={("--help",): bitwuzla_cli.USAGE})
    quick = warm_tools.FixedOutputSubprocess()

    def no_process(*args, **kwargs):
        raise AssertionError("a process was started for a fixed output")

    monkeypatch.setattr(subprocess, "Popen", no_process)
    assert quick.check_output([str(launcher), "--help"], text=True) == program_says
    assert quick.check_output([str(launcher), "--help"]) == program_says.encode()
    with pytest.raises(AssertionError, match="a process was started"):  # other arguments: the real program
        quick.check_output([str(launcher), "--version"], text=True)
    assert quick.run is subprocess.run  # everything else is the subprocess module


def test_parent_garbage_is_never_finalized_in_a_forked_tool(tmp_path, monkeypatch):
    # A selector (an epoll file) in a reference cycle, collected in a tool's fork, closed a
    # file the tool had just opened under the same descriptor number: the child's own file.
    import gc
    parent, marker = os.getpid(), tmp_path / "finalized-in-child"

    class OwnsAFile:
        def __init__(self):
            self.me = self  # a cycle: only the collector frees it

        def __del__(self):
            if os.getpid() != parent:
                marker.write_text("a child ran the parent's finalizer")

    tool = executable(tmp_path / "collector", "exit 99\n")
    monkeypatch.setattr(warm_tools, "REGISTRY", warm_tools.ToolRegistry())
    warm_tools.REGISTRY.add(str(tool), lambda argv: gc.collect() and 0)
    gc.disable()
    try:
        OwnsAFile()
        proc = warm_tools.WarmPopen([str(tool)], stdout=subprocess.DEVNULL)
        assert proc.wait(timeout=30) == 0
    finally:
        gc.enable()
        gc.collect()
    assert not marker.exists()


def test_new_process_group_exists_when_popen_returns(registered_tool):
    # SBY stops a losing engine with killpg() right after starting it; the group must exist
    for _ in range(30):
        proc = warm_tools.WarmPopen([str(registered_tool)], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                    preexec_fn=os.setpgrp)
        os.killpg(proc.pid, signal.SIGTERM)  # ProcessLookupError if the child had not run preexec_fn yet
        proc.communicate(timeout=30)
        assert proc.returncode == -signal.SIGTERM


def test_warm_models_and_traces_match_a_yosys_process_of_its_own(tmp_path, toolchain, monkeypatch):
    # write_smt2 orders some cells by address: run in a fork that reuses the server's heap,
    # this family's models came out in another order and the solver found other counterexamples
    from tests.conftest import ROOT, generate_into
    family = generate_into(ROOT / "specs" / "counter" / "counter_0001.yaml", tmp_path)
    names = {"gold_on_m0", "gold_on_m1", "distinguish_m0"}
    warm = run_jobs(family, toolchain, names)
    warm_traces = {k: (family / r["trace"]).read_bytes() for k, r in warm.items()}
    monkeypatch.setenv("SVAFAM_RUNNER", "process")
    process = run_jobs(family, toolchain, names)
    for name in names:
        assert warm[name]["status"] == process[name]["status"] == ("FAIL" if name.startswith("gold") else "PASS")
        assert (family / process[name]["trace"]).read_bytes() == warm_traces[name], name


def test_program_code_is_kept_on_disk_and_a_damaged_copy_is_ignored(tmp_path, monkeypatch):
    script, store = tmp_path / "prog.py", tmp_path / "code"
    script.write_text("result = 6 * 7\n")

    def run(path: Path) -> int:
        monkeypatch.setattr(warm_tools, "_CODE_CACHE", {})  # as in a newly started server
        scope: dict = {}
        exec(warm_tools._compiled(str(path), store), scope)
        return scope["result"]

    assert run(script) == 42
    [saved] = store.glob("*.code")

    def no_compiler(*args, **kwargs):
        raise AssertionError("compiled again although the code was on disk")

    monkeypatch.setattr(warm_tools, "compile", no_compiler, raising=False)
    assert run(script) == 42  # loaded from the store
    monkeypatch.delattr(warm_tools, "compile")
    saved.write_bytes(b"\x00 not marshal data")  # planted damage
    assert run(script) == 42
    script.write_text("result = 1\n")  # a changed program is never served stale code
    assert run(script) == 1


_IMPORTS_PROBE = r"""
import json, os, sys
from pathlib import Path
from svafam.engine import sby_server, warm_tools
from svafam.engine.toolchain import discover
from svafam.engine.warm_sby import _yowasp_dir

shim = discover().shim_dir
sby_server._preload(_yowasp_dir(), sby_server._launchers(shim), shim.parent / "code")
for name in sys.argv[2:]:  # a planted fault: a module the server no longer holds
    sys.modules.pop(name, None)
work = Path(sys.argv[1])
(work / "d.v").write_text("module d(input clk, output reg q); always @(posedge clk) q <= !q; endmodule\n")
(work / "q.smt2").write_text("(set-option :produce-models true)\n(declare-const a (_ BitVec 4))\n(assert (= a #b0101))\n(check-sat)\n(get-value (a))\n")
for name, argv, stdin in (("yosys-native", ["-q", "-p", "read_verilog d.v; prep; write_smt2 d.smt2"], None),
                          ("bitwuzla", [], "q.smt2")):
    main = warm_tools.REGISTRY.lookup(str(discover().shim_dir / name), None)
    report_r, report_w = os.pipe()
    if os.fork() == 0:
        os.chdir(work)
        if stdin:
            fd = os.open(stdin, os.O_RDONLY)
            os.dup2(fd, 0)
        before = set(sys.modules)
        status = main(argv)
        warm_tools.flush_all()
        os.write(report_w, json.dumps([status, sorted(set(sys.modules) - before)]).encode())
        os._exit(0)
    os.close(report_w)
    with os.fdopen(report_r) as report:
        print(name, report.read())
    os.wait()
"""


def _imports_in_warm_tools(tmp_path: Path, *dropped: str) -> dict[str, list]:
    out = subprocess.run([sys.executable, "-c", _IMPORTS_PROBE, str(tmp_path), *dropped], capture_output=True,
                         text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    assert out.returncode == 0, out.stderr
    import json
    return {line.split(" ", 1)[0]: json.loads(line.split(" ", 1)[1])
            for line in out.stdout.splitlines() if line.startswith(("yosys-native ", "bitwuzla "))}


def test_warm_tools_import_nothing_the_server_did_not(tmp_path):
    # a module first imported in a tool's fork is imported again by every run (58 Yosys runs a family):
    # importing concurrent.futures.thread there once cost ~0.6 s of CPU per family
    reports = _imports_in_warm_tools(tmp_path)
    assert reports == {"yosys-native": [0, []], "bitwuzla": [0, []]}
    assert (tmp_path / "d.smt2").read_text().count("yosys-smt2-module d") == 1  # Yosys really ran
    planted = _imports_in_warm_tools(tmp_path, "concurrent.futures.thread")
    assert "concurrent.futures.thread" in planted["yosys-native"][1]


def test_early_server_is_handed_over_once_and_only_to_its_toolchain(toolchain, monkeypatch):
    from svafam.cli import _needs_server
    assert _needs_server(["validate", "--family", "timer_0007"])
    assert not _needs_server(["validate", "--use-cache", "--all"]) and not _needs_server(["validate", "--help"])
    assert not _needs_server(["build"]) and not _needs_server([])
    warm_sby.start_early()
    early = warm_sby._EARLY
    assert early is not None
    assert warm_sby.adopt_early(toolchain) is early
    assert warm_sby.adopt_early(toolchain) is None  # handed over once
    early.close()
    warm_sby.start_early()
    other = dataclasses.replace(toolchain, env=dict(toolchain.env, SVAFAM_SOMETHING="else"))
    assert warm_sby.adopt_early(other) is None  # started for another environment: stopped, not used
    assert warm_sby._EARLY is None
    monkeypatch.setenv("SVAFAM_RUNNER", "process")
    warm_sby.start_early()
    assert warm_sby._EARLY is None
