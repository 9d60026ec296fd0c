"""Jobs on candidate text (JobSpec.untrusted) run inside the sandbox on every executor (the warm server in the sandbox, or stock SBY in a sandbox per job).

The verdicts, steps, failing properties and traces are those of the fast path; what a tool run
on hostile text could do is planted and shown contained. Verilog that reads files (``$readmemh``,
```include``) reads nothing; a tool that runs code (Yosys's ``!`` shell command, standing in for
an exploited tool) reads no secret, no dataset, no cache, writes nothing outside, reaches no
listener, and leaves no process; a design that makes Yosys allocate without bound, a tree that
stalls at its memory limit and a fork bomb each end over a named limit.
"""

from __future__ import annotations

import json
import socket
import threading
import time
import uuid
from pathlib import Path

import pytest

from svafam import sandbox
from svafam.engine import JobSpec, open_executor
from svafam.sandbox import names
from tests.conftest import ROOT
from tests.sandbox.conftest import needs_kernel
from tests.sandbox.test_escapes import processes_with

pytestmark = needs_kernel

SBY = """[options]
mode {mode}
depth {depth}

[engines]
{engines}

[script]
read_verilog -formal {defines} design.v
{extra}
prep -top design

[files]
design.v
{files}
"""
COUNTER = """module design(input wire clk, input wire rst, input wire en);
    reg [1:0] count;
    always @(posedge clk)
        if (rst) count <= 2'd0;
        else if (en && count != 2'd2) count <= count + 2'd1;
    reg init = 1'b1;
    always @(posedge clk) init <= 1'b0;
    always @* if (init) assume (rst);
    always @(posedge clk) if (!init) begin
        NEVER_THREE: assert (count != 2'd3);
`ifdef EXPECT_FAIL
        NEVER_TWO: assert (count != 2'd2);
`endif
    end
endmodule
"""
TRIVIAL = "module design(input wire clk, input wire a);\n    always @(posedge clk) assert (a || !a);\nendmodule\n"


def make_job(root: Path, key: str, design: str, *, mode: str = "bmc", depth: int = 4, engines: str = "smtbmc bitwuzla",
             defines: str = "", extra: str = "", files: dict[str, str] | None = None, untrusted: bool = True,
             memory: int | None = None) -> JobSpec:
    folder = root / key
    folder.mkdir(parents=True)
    (folder / "design.v").write_text(design)
    for name, text in (files or {}).items():
        (folder / name).write_text(text)
    (folder / "job.sby").write_text(SBY.format(mode=mode, depth=depth, engines=engines, defines=defines, extra=extra,
                                               files="\n".join(files or ())))
    return JobSpec(key, folder, "job.sby", ("design.v", *(files or ())), memory_bytes=memory, untrusted=untrusted)


def counter_jobs(root: Path, untrusted: bool) -> list[JobSpec]:
    return [make_job(root, "prove", COUNTER, mode="prove", depth=8, engines="abc pdr\nsmtbmc bitwuzla",
                     untrusted=untrusted),
            make_job(root, "fail", COUNTER, depth=8, defines="-DEXPECT_FAIL", untrusted=untrusted),
            make_job(root, "cover", COUNTER.replace("NEVER_THREE: assert (count != 2'd3);", "REACH: cover (count == 2'd2);"),
                     mode="cover", depth=8, untrusted=untrusted)]


def seen(outcome) -> tuple:
    return (outcome.status, outcome.step if outcome.status != "PASS" else None, sorted(outcome.failed_properties),
            sorted(outcome.reached_covers), outcome.trace_source is not None)


@pytest.mark.parametrize("executor", ["local", pytest.param("process", marks=pytest.mark.slow)])
def test_untrusted_jobs_run_in_the_sandbox_with_the_fast_paths_verdicts(toolchain, tmp_path, executor):
    with open_executor(executor, toolchain, timeout=60) as ex:
        trusted = ex.run(counter_jobs(tmp_path / "t", untrusted=False), tmp_path / "work-t")
        boxed = ex.run(counter_jobs(tmp_path / "u", untrusted=True), tmp_path / "work-u")
    assert {k: seen(o) for k, (o, _) in trusted.items()} == {k: seen(o) for k, (o, _) in boxed.items()}
    assert seen(boxed["fail"][0]) == ("FAIL", 4, ["NEVER_TWO"], [], True)
    assert seen(boxed["cover"][0])[:1] == ("PASS",) and boxed["cover"][0].reached_covers == ["REACH"]
    for key, (outcome, workdir) in boxed.items():
        assert outcome.decided_by == "sby" and outcome.sandbox is not None, key
        assert names.REQUIRED <= set(outcome.sandbox["protections"]) and not outcome.sandbox["missing"], key
        if executor == "local":  # the sandboxed warm server: each job in a fork locked into its own folder
            assert outcome.sandbox["server"] and outcome.sandbox["cpu_seconds"] is not None, key
            assert "own Landlock domain per job" in outcome.sandbox["protections"]
        else:                    # a sandbox per job
            assert outcome.sandbox["peak_tasks"] and outcome.sandbox["peak_tasks"] <= 32
        assert (workdir / "status").is_file()  # SBY's work folder is where the executor's callers look
    trace = boxed["fail"][0].trace_source
    assert trace.is_file() and trace.is_relative_to(tmp_path / "work-u") and "$var" in trace.read_text()
    assert trusted["prove"][0].sandbox is None  # trusted jobs keep the fast path


def test_verilog_that_reads_files_reads_nothing(toolchain, tmp_path):
    """``$readmemh`` of a planted secret, and an ```include`` of it: on the fast path Yosys reads it (the
    proof changes with its content); in the sandbox it cannot open it, and the verdict is an error."""
    secret = tmp_path / "secret" / "words.hex"
    secret.parent.mkdir()
    secret.write_text("ab\n")
    dataset_file = ROOT / "dataset" / "timer_0007" / "family.json"
    reads = ("module design(input wire clk);\n    reg [7:0] mem [0:0];\n    initial $readmemh(\"{path}\", mem);\n"
             "    always @(posedge clk) assert (mem[0] != 8'hab);\nendmodule\n")
    include = "`include \"{path}\"\nmodule design(input wire clk);\n    always @(posedge clk) assert (1'b1);\nendmodule\n"
    header = tmp_path / "secret" / "header.vh"
    header.write_text("`define SECRET_WORD 8'hab\n")
    with open_executor("local", toolchain, timeout=60) as ex:
        fast = ex.run([make_job(tmp_path / "f", "readmemh", reads.format(path=secret), untrusted=False)], tmp_path / "wf")
        boxed = ex.run([make_job(tmp_path / "u", "readmemh", reads.format(path=secret)),
                        make_job(tmp_path / "u", "dataset", reads.format(path=dataset_file)),
                        make_job(tmp_path / "u", "include", include.format(path=header))], tmp_path / "wu")
    assert fast["readmemh"][0].status == "FAIL"  # the planted read works where nothing stops it
    for key, (outcome, workdir) in boxed.items():
        assert outcome.status == "ERROR" and outcome.limit is None, (key, outcome.status, outcome.message)
        logs = " ".join(p.read_text(errors="replace") for p in workdir.rglob("*") if p.is_file() and p.suffix != ".v")
        assert "Can not open" in logs or "Can't open" in logs or "cannot open" in logs.lower(), key
        assert "SECRET_WORD" not in logs, key


PAYLOAD = r'''
import json, os, socket, sys, time
said = {}
def attempt(name, fn):
    try:
        said[name] = ["done", str(fn())[:80]]
    except BaseException as e:
        said[name] = ["refused", type(e).__name__]
attempt("secret", lambda: open(sys.argv[1]).read())
attempt("dataset", lambda: open(sys.argv[2]).read())
attempt("cache", lambda: os.listdir(sys.argv[3]))
attempt("write_outside", lambda: open(sys.argv[4], "w").write("x"))
attempt("import_project", lambda: __import__("svafam"))
def connect():
    s = socket.create_connection(("127.0.0.1", int(sys.argv[5])), timeout=2)
    s.sendall(b"leak")
    return "connected"
attempt("loopback", connect)
def daemon():
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            time.sleep(1.5)
            open(sys.argv[6], "w").write("survived")
            time.sleep(30)
        os._exit(0)
    return "started"
attempt("daemon", daemon)
open("tool_said.json", "w").write(json.dumps(said))
'''


def test_a_tool_that_runs_code_reaches_nothing_and_leaves_nothing(toolchain, tmp_path, monkeypatch):
    """Yosys's ``!`` runs a shell command: here it stands for a tool exploited by hostile text, running
    Python with the sandbox's rights."""
    token = f"svafam-tool-{uuid.uuid4().hex}"
    secret = tmp_path / "secret.txt"
    secret.write_text("the planted secret")
    cache = tmp_path / "cache"
    (cache / "debug-fix").mkdir(parents=True)
    monkeypatch.setenv("SVAFAM_CACHE", str(cache))
    outside, survivor = tmp_path / "outside.txt", tmp_path / "survivor.txt"
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(4)
    got = []

    def accept():
        try:
            conn, _ = listener.accept()
            got.append(conn.recv(16))
        except OSError:
            pass

    thread = threading.Thread(target=accept)
    thread.start()
    args = [str(secret), str(ROOT / "dataset" / "timer_0007" / "family.json"), str(cache), str(outside),
            str(listener.getsockname()[1]), str(survivor)]
    python = sandbox.python_executable()
    command = f"!{python} -S payload.py {' '.join(args)} {token} > tool_output.txt 2>&1"
    with open_executor("local", toolchain, timeout=60) as ex:
        [(outcome, workdir)] = ex.run([make_job(tmp_path / "u", "tool", TRIVIAL, extra=command,
                                                files={"payload.py": PAYLOAD})], tmp_path / "wu").values()
    thread.join()
    listener.close()
    [said] = [json.loads(p.read_text()) for p in workdir.rglob("tool_said.json")]
    for attempt in ("secret", "dataset", "cache", "write_outside", "import_project", "loopback"):
        assert said[attempt][0] == "refused", (attempt, said[attempt])
    assert not outside.exists() and not got
    time.sleep(2.5)
    assert not survivor.exists() and processes_with(token) == []
    assert outcome.status == "PASS"  # the job itself went on: only what it tried outside was refused


def test_the_same_tool_on_the_fast_path_reads_the_secret(toolchain, tmp_path):
    """The control of the test above: without the sandbox the planted read succeeds."""
    secret = tmp_path / "secret.txt"
    secret.write_text("the planted secret")
    payload = "import sys\nopen('tool_said.txt', 'w').write(open(sys.argv[1]).read())\n"
    command = f"!{sandbox.python_executable()} -S payload.py {secret}"
    with open_executor("local", toolchain, timeout=60) as ex:
        [(outcome, workdir)] = ex.run([make_job(tmp_path / "f", "tool", TRIVIAL, extra=command, untrusted=False,
                                                files={"payload.py": payload})], tmp_path / "wf").values()
    [said] = list(workdir.rglob("tool_said.txt"))
    assert outcome.status == "PASS" and said.read_text() == "the planted secret"


UNROLLED = """module design(input wire clk, input wire [2:0] a, output reg [2:0] y);
    integer i;
    always @* begin
        y = a;
        for (i = 0; i < 100000000; i = i + 1) y = y + 3'd1;
    end
    always @(posedge clk) assert (y == y);
endmodule
"""


def test_yosys_allocating_without_bound_is_over_the_memory_limit_and_the_next_job_runs(toolchain, tmp_path):
    start = time.monotonic()
    with open_executor("local", toolchain, timeout=60, workers=1) as ex:
        results = ex.run([make_job(tmp_path, "unrolled", UNROLLED, memory=256 << 20),
                          make_job(tmp_path, "small", TRIVIAL, memory=256 << 20)], tmp_path / "work")
    over = results["unrolled"][0]
    assert (over.status, over.limit) == ("ERROR", "memory"), (over.status, over.message)
    assert over.message.startswith("over a limit") and "256 MiB" in over.message
    assert results["small"][0].status == "PASS"
    assert time.monotonic() - start < 50


STALL = r'''
import time
hold = []
try:
    while True:
        hold.append(bytearray(8 << 20))
except MemoryError:
    pass
time.sleep(120)  # waits at its limit, as a tool retrying a failed allocation would
'''


def test_a_job_stalled_at_its_memory_limit_is_over_the_limit_not_a_timeout(toolchain, tmp_path):
    command = f"!{sandbox.python_executable()} -S stall.py"
    with open_executor("local", toolchain, timeout=6) as ex:
        [(outcome, _)] = ex.run([make_job(tmp_path, "stall", TRIVIAL, extra=command, files={"stall.py": STALL},
                                          memory=192 << 20)], tmp_path / "work").values()
    assert (outcome.status, outcome.limit) == ("ERROR", "memory"), (outcome.status, outcome.limit, outcome.message)
    assert "192 MiB" in outcome.message


BOMB = r'''
import os, time
for i in range(200):
    try:
        if os.fork() == 0:
            block = bytearray(96 << 20)   # written: resident
            time.sleep(60)
            os._exit(0)
    except OSError:
        break
time.sleep(60)
'''


def test_a_fork_bomb_that_allocates_is_bounded_for_the_whole_tree(toolchain, tmp_path):
    token = f"svafam-bomb-{uuid.uuid4().hex}"
    command = f"!{sandbox.python_executable()} -S bomb.py {token}"
    with open_executor("local", toolchain, timeout=30) as ex:
        [(outcome, _)] = ex.run([make_job(tmp_path, "bomb", TRIVIAL, extra=command,
                                          files={"bomb.py": BOMB}, memory=512 << 20)],
                                tmp_path / "work").values()
    assert (outcome.status, outcome.limit) == ("ERROR", "memory"), (outcome.status, outcome.message)
    # the tree's total is sampled every 0.1 s: at most one sample's growth past the bound
    assert outcome.sandbox["peak_memory_bytes"] < (512 << 20) + 32 * (96 << 20)
    assert outcome.sandbox["peak_tasks"] <= 32
    assert processes_with(token) == []


def test_where_the_kernel_cannot_sandbox_an_untrusted_job_is_refused_unless_unsafe(toolchain, tmp_path, monkeypatch):
    monkeypatch.setenv("SVAFAM_SANDBOX_WITHOUT", names.LANDLOCK_FS)
    with open_executor("local", toolchain, timeout=60) as ex:
        refused = ex.run([make_job(tmp_path / "a", "job", TRIVIAL)], tmp_path / "wa")["job"][0]
        job = make_job(tmp_path / "b", "job", TRIVIAL)
        unsafe = ex.run([JobSpec(job.key, job.root, job.sby_file, job.inputs, untrusted=True, unsafe_no_sandbox=True)],
                        tmp_path / "wb")["job"][0]
    assert refused.status == "ERROR" and refused.message.startswith("refused: cannot sandbox")
    assert names.LANDLOCK_FS in refused.message
    assert unsafe.status == "PASS" and names.LANDLOCK_FS in unsafe.sandbox["missing"]
