"""The ray executor: the same verdicts as local, lost workers retried (never a made-up verdict), bad input exit 2.

Runs against a Ray instance on this machine (loopback only). Skipped, with the reason shown in
pytest's summary, when Ray is not installed (``pip install -e '.[ray]'`` installs it; CI does).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from svafam.engine import JobSpec, open_executor
from svafam.engine.proctree import kill_session
from svafam.pipeline.validation import validate_families
from svafam.sandbox import names
from tests.conftest import ROOT
from tests.engine.test_sandboxed_jobs import counter_jobs, seen
from tests.sandbox.conftest import needs_kernel

pytest.importorskip("ray", reason="Ray is not installed (pip install -e '.[ray]'): the ray executor is not tested")

FAMILIES = ("timer_0007", "arbiter_0001")
COMPARED = ("status", "failed_properties", "reached_covers", "unreached_covers", "step", "trace", "as_expected")

# a bounded check that takes a few seconds of solver time: long enough to kill its worker in the middle
SLOW_DESIGN = """module slow(input wire clk, input wire [13:0] a, input wire [13:0] b);
    reg [27:0] acc = 28'd0;
    always @(posedge clk) acc <= (acc ^ {a, b}) * {b, a};
    always @(posedge clk) assert (acc != 28'd12345678);
endmodule
"""
SLOW_SBY = """[options]
mode bmc
depth 3

[engines]
smtbmc bitwuzla

[script]
read_verilog -formal slow.v
prep -top slow

[files]
slow.v
"""


@pytest.fixture(scope="module")
def ray_executor(toolchain):
    with open_executor("ray", toolchain, workers=2) as executor:
        yield executor


def _copy_families(target: Path) -> list[Path]:
    dirs = []
    for fam in FAMILIES:
        shutil.copytree(ROOT / "dataset" / fam, target / fam, ignore=shutil.ignore_patterns("evidence"))
        dirs.append(target / fam)
    return dirs


def _verdicts(result) -> dict[str, dict]:
    records = result.records + ([result.conformance] if result.conformance else [])
    found = {}
    for rec in records:
        found[rec["job"]] = {k: rec.get(k) for k in COMPARED}
        if rec.get("trace"):
            found[rec["job"]]["trace_bytes"] = (result.family_dir / rec["trace"]).read_bytes()
    return found


def test_ray_verdicts_traces_and_evidence_match_local(tmp_path, toolchain, ray_executor):
    local_dirs = _copy_families(tmp_path / "local")
    ray_dirs = _copy_families(tmp_path / "ray")
    with open_executor("local", toolchain) as local:
        local_results = validate_families(local_dirs, local, use_cache=False)
    seen = []
    ray_results = validate_families(ray_dirs, ray_executor, use_cache=False,
                                    on_job=lambda fam, job, rec: seen.append((fam, job.name)))
    assert len(seen) == 18 * len(FAMILIES)  # progress: every job reported once
    for ours, theirs in zip(local_results, ray_results):
        assert ours.admitted and theirs.admitted, ours.family
        assert _verdicts(ours) == _verdicts(theirs), ours.family
    assert ray_executor.tool_versions() == toolchain.versions()


def test_jobs_run_at_the_priority_of_the_command(ray_executor):
    """Ray starts workers at niceness 15; the instance started for a run puts them at ours, so the
    jobs are not starved by whatever else the machine runs (the local executor's jobs are not)."""
    import os

    ray = ray_executor.ray
    niceness = ray.get(ray.remote(num_cpus=1)(lambda: os.nice(0)).remote())
    assert niceness == os.nice(0)


def _slow_job(root: Path, key: str) -> JobSpec:
    folder = root / key
    folder.mkdir(parents=True)
    (folder / "slow.v").write_text(SLOW_DESIGN)
    (folder / "slow.sby").write_text(SLOW_SBY)
    return JobSpec(key, folder, "slow.sby", ("slow.v",))


def _descends_from_us(pid: int) -> bool:
    """Workers of the Ray instance this test process started (not another one on the machine)."""
    while pid > 1:
        if pid == os.getpid():
            return True
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            return False
        pid = int(stat.rsplit(")", 1)[1].split()[1])
    return False


def _running_task_pids(function: str = "run_job") -> list[int]:
    """Ray names a worker process ``ray::<function>`` while it runs a task of that function."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            title = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if title.startswith(f"ray::{function}".encode()) and _descends_from_us(int(entry)):
            pids.append(int(entry))
    return pids


class _WorkerKiller(threading.Thread):
    """Kills the worker running the job, ``times`` times (each time a new attempt starts)."""

    def __init__(self, times: int):
        super().__init__(daemon=True)
        self.times, self.killed, self.stop = times, [], threading.Event()

    def run(self) -> None:
        while len(self.killed) < self.times and not self.stop.is_set():
            for pid in _running_task_pids():
                if pid not in self.killed:
                    time.sleep(0.3)  # in the middle of the job, not before it starts
                    try:
                        os.kill(pid, signal.SIGKILL)
                        self.killed.append(pid)
                    except ProcessLookupError:
                        pass
                    break
            time.sleep(0.05)


def test_worker_killed_mid_job_is_retried_on_another_worker(tmp_path, ray_executor):
    killer = _WorkerKiller(times=1)
    killer.start()
    try:
        results = ray_executor.run([_slow_job(tmp_path / "jobs", "slow")], tmp_path / "work")
    finally:
        killer.stop.set()
    assert len(killer.killed) == 1, "the worker was never seen running the job"
    outcome, _work = results["slow"]
    assert outcome.status == "PASS", outcome.message  # the bounded check holds: the retry's own verdict
    assert outcome.executor == "ray"


def test_job_whose_workers_keep_dying_is_an_error_with_the_reason(tmp_path, ray_executor):
    from svafam.engine.ray_executor import ATTEMPTS

    killer = _WorkerKiller(times=ATTEMPTS)
    killer.start()
    try:
        results = ray_executor.run([_slow_job(tmp_path / "jobs", "doomed")], tmp_path / "work")
    finally:
        killer.stop.set()
    assert len(killer.killed) == ATTEMPTS
    outcome, _work = results["doomed"]
    assert outcome.status == "ERROR"
    assert "Ray lost the job" in outcome.message and outcome.message.count("\n") == 0


# ---- the command line --------------------------------------------------------------------

def svafam(*args: str, env: dict | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, env=env, stdin=subprocess.DEVNULL, timeout=600)


def _table_rows(text: str) -> list[str]:
    """The job table without its seconds column."""
    return [line.rsplit("│", 2)[0] for line in text.splitlines() if line.startswith("│")]


def test_validate_with_ray_prints_what_local_prints(tmp_path):
    [family] = [d for d in _copy_families(tmp_path) if d.name == "timer_0007"]
    local = svafam("validate", "--family", "timer_0007", "--dataset", str(tmp_path))
    local_evidence = (family / "evidence" / "evidence.json").read_text()
    ray = svafam("validate", "--family", "timer_0007", "--dataset", str(tmp_path), "--executor", "ray", "-j", "2")
    assert local.returncode == ray.returncode == 0, ray.stdout + ray.stderr
    assert _table_rows(local.stdout) == _table_rows(ray.stdout) and len(_table_rows(ray.stdout)) == 17
    assert "17/17 as expected -> ADMITTED" in ray.stdout
    strip = lambda doc: [{k: v for k, v in rec.items() if k not in ("wall_seconds", "engine")}  # noqa: E731
                         for rec in __import__("json").loads(doc)["jobs"]]
    assert strip(local_evidence) == strip((family / "evidence" / "evidence.json").read_text())


def _unchanged(family: Path):
    before = {p: p.read_bytes() for p in family.rglob("*") if p.is_file()}
    return lambda: before == {p: p.read_bytes() for p in family.rglob("*") if p.is_file()}


@pytest.mark.parametrize("args,expect", [
    (["--executor", "ray", "--ray-address", "127.0.0.1:1"], "no Ray cluster at '127.0.0.1:1'"),
    (["--executor", "ray", "--ray-address", "not-an-address"], "expected HOST:PORT"),
    (["--ray-address", "127.0.0.1:6379"], "--ray-address is for --executor ray"),
], ids=["refused", "malformed", "without-ray-executor"])
def test_bad_ray_address_is_one_line_exit_2_nothing_written(tmp_path, args, expect):
    [family, *_] = _copy_families(tmp_path)
    unchanged = _unchanged(family)
    result = svafam("validate", "--family", family.name, "--dataset", str(tmp_path), *args)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stderr.count("\n") == 1 and expect in result.stderr, result.stderr
    assert unchanged()


def test_ray_not_installed_is_one_line_exit_2(tmp_path):
    fake = tmp_path / "fake" / "ray"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("raise ImportError('No module named ray')\n")
    [family, *_] = _copy_families(tmp_path / "data")
    unchanged = _unchanged(family)
    env = dict(os.environ, PYTHONPATH=f"{fake.parent}{os.pathsep}{os.environ.get('PYTHONPATH', '')}")
    result = svafam("validate", "--family", family.name, "--dataset", str(tmp_path / "data"), "--executor", "ray",
                    env=env)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "Ray, which is not installed" in result.stderr
    assert "pip install -e '.[ray]'" in result.stderr
    assert unchanged()


@pytest.fixture(scope="module")
def cluster_without_project(tmp_path_factory):
    """A Ray head started from a virtual environment that has Ray and nothing of this project."""
    import ray

    venv = tmp_path_factory.mktemp("rayonly") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", f"ray=={ray.__version__}"],
                         capture_output=True, text=True)
    if pip.returncode != 0:
        pytest.fail(f"could not install Ray {ray.__version__} into a second environment: {pip.stderr[-500:]}")
    port = "6399"
    env = dict(os.environ, RAY_AUTH_MODE="disabled")
    head = subprocess.Popen([str(venv / "bin" / "ray"), "start", "--head", "--block", f"--port={port}",
                             "--node-ip-address=127.0.0.1", "--num-cpus=1", "--include-dashboard=false",
                             "--disable-usage-stats"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        yield f"127.0.0.1:{port}", env
    finally:
        kill_session(head.pid)  # the head and every Ray process it started
        head.wait(timeout=60)


def test_cluster_without_the_project_is_one_line_exit_2(tmp_path, cluster_without_project):
    address, env = cluster_without_project
    [family, *_] = _copy_families(tmp_path)
    unchanged = _unchanged(family)
    result = None
    for _attempt in range(20):  # the head takes a few seconds to listen
        result = svafam("validate", "--family", family.name, "--dataset", str(tmp_path), "--executor", "ray",
                        "--ray-address", address, env=env)
        if "no Ray cluster at" not in result.stderr:
            break
        time.sleep(1)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert "lack a formal tool" in result.stderr or "cannot run this project's jobs" in result.stderr
    assert unchanged()


def test_build_with_ray_admits_what_local_admitted(tmp_path, specs_tree):
    dataset = tmp_path / "dataset"
    result = svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset), "--executor", "ray", "-j", "2")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 admitted, 0 rejected" in result.stdout
    import json
    ours = json.loads((dataset / "timer_0007" / "evidence" / "evidence.json").read_text())
    committed = json.loads((ROOT / "dataset" / "timer_0007" / "evidence" / "evidence.json").read_text())
    verdict = lambda doc: {r["job"]: (r["status"], r["failed_properties"], r["reached_covers"])  # noqa: E731
                           for r in doc["jobs"]}
    assert verdict(ours) == verdict(committed)
    assert (dataset / "timer_0007" / "evidence" / "traces").is_dir()


def test_synth_with_ray_admits_what_the_committed_sample_holds(tmp_path):
    """The first two families of the sample's recipe, synthesized on Ray: the same specs, admitted
    with the verdicts of the committed sample (which the local executor made)."""
    import json

    out = tmp_path / "synth"
    result = svafam("synth", "--count", "2", "--seed", "0", "--out", str(out), "--executor", "ray", "-j", "2")
    assert result.returncode == 0, result.stdout + result.stderr
    sample = ROOT / "synthetic_sample"
    verdict = lambda doc: {r["job"]: (r["status"], r["failed_properties"], r["reached_covers"])  # noqa: E731
                           for r in doc["jobs"]}
    names = sorted(p.name for p in (out / "dataset").iterdir() if (p / "family.json").is_file())
    assert len(names) == 2
    for name in names:
        assert (out / "dataset" / name / "spec.yaml").read_text() == (sample / "dataset" / name / "spec.yaml").read_text()
        ours = json.loads((out / "dataset" / name / "evidence" / "evidence.json").read_text())
        committed = json.loads((sample / "dataset" / name / "evidence" / "evidence.json").read_text())
        assert ours["admitted"] and verdict(ours) == verdict(committed), name


def test_evaluate_with_ray_scores_as_local_does(tmp_path, toolchain, ray_executor):
    from tests.scoring_helpers import TASK, one_family_dataset, score

    _dataset, _splits, tasks = one_family_dataset(tmp_path)
    lines = [{"task_id": TASK, "response": tasks[TASK].reference_sva, "sample": 0},
             {"task_id": TASK, "response": "assert property (@(posedge clk) kick |-> kick);", "sample": 1},
             {"task_id": TASK, "response": "assert property (@(posedge clk) disable iff (rst) kick |=> wd_fault);",
              "sample": 2}]
    for side in ("local", "ray"):
        (tmp_path / side).mkdir()
    local_records, local_metrics = score(tmp_path / "local", tasks, lines, toolchain)
    ray_records, ray_metrics = score(tmp_path / "ray", tasks, lines, toolchain, executor=ray_executor)
    assert local_metrics == ray_metrics
    assert len(ray_records) == 3
    drop = ("seconds", "wall_seconds", "time")
    clean = lambda recs: __import__("json").dumps(recs, sort_keys=True)  # noqa: E731
    assert clean(_without(local_records, drop)) == clean(_without(ray_records, drop))


def _without(value, keys):
    if isinstance(value, dict):
        return {k: _without(v, keys) for k, v in value.items() if k not in keys}
    if isinstance(value, list):
        return [_without(v, keys) for v in value]
    return value


def test_every_reported_property_and_its_trace_come_back_from_ray(tmp_path, toolchain, ray_executor):
    from svafam.pipeline.validation import prepare

    [family] = [d for d in _copy_families(tmp_path) if d.name == "timer_0007"]
    jobs = [j.spec(family) for j in prepare(family).jobs if j.name in ("reachability_v1", "gold_on_m2")]

    def events(executor, work):
        # reachability jobs write no traces (vcd off): their covers come back without one
        return {key: [(e.kind, e.name, e.step, e.trace and e.trace.relative_to(folder).as_posix(),
                       e.trace and e.trace.read_bytes()) for e in outcome.events]
                for key, (outcome, folder) in executor.run(jobs, work).items()}

    with open_executor("local", toolchain) as local:
        expected = events(local, tmp_path / "local")
    assert sum(len(v) for v in expected.values()) > 5
    assert any(trace for v in expected.values() for (*_, trace) in v)  # gold_on_m2's failures keep theirs
    assert events(ray_executor, tmp_path / "ray") == expected


def test_mutation_pool_with_ray_is_the_committed_pool(tmp_path):
    family = tmp_path / "timer_0007"
    shutil.copytree(ROOT / "dataset" / "timer_0007", family)
    committed = {p.relative_to(family): p.read_bytes() for p in (family / "mutation").rglob("*") if p.is_file()}
    result = svafam("mutate", "--family", "timer_0007", "--dataset", str(tmp_path), "--force", "--executor", "ray",
                    "-j", "2")
    assert result.returncode == 0, result.stdout + result.stderr
    again = {p.relative_to(family): p.read_bytes() for p in (family / "mutation").rglob("*") if p.is_file()}
    assert again == committed and committed


@needs_kernel
def test_untrusted_jobs_run_in_the_workers_sandbox_with_the_local_verdicts(tmp_path, toolchain, ray_executor):
    """A job on candidate text is sandboxed on a Ray worker too (stock SBY in svafam.sandbox, not the
    worker's warm server), with the verdicts, steps and traces of the local executor's fast path."""
    with open_executor("local", toolchain) as local:
        trusted = local.run(counter_jobs(tmp_path / "t", untrusted=False), tmp_path / "work-t")
    boxed = ray_executor.run(counter_jobs(tmp_path / "u", untrusted=True), tmp_path / "work-u")
    assert {k: seen(o) for k, (o, _) in trusted.items()} == {k: seen(o) for k, (o, _) in boxed.items()}
    for key, (outcome, _) in boxed.items():
        assert outcome.executor == "ray" and outcome.decided_by == "sby", key
        assert names.REQUIRED <= set(outcome.sandbox["protections"]), key
    assert boxed["fail"][0].trace_source.is_file()
