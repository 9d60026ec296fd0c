"""``svafam-sby``: any committed job file runs by hand, with stock SBY and the project's toolchain."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

SBY_BY_HAND = Path(sys.executable).parent / "svafam-sby"


def _plain_env() -> dict[str, str]:
    """A new user's shell: the virtual environment's commands, no sby, yosys or bitwuzla of their own."""
    path = os.pathsep.join([str(Path(sys.executable).parent), "/usr/bin", "/bin"])
    for tool in ("sby", "yosys", "bitwuzla", "yosys-smtbmc"):
        assert shutil.which(tool, path=path) is None, f"{tool} is on PATH: this test wants a machine without it"
    return {k: v for k, v in os.environ.items() if not k.startswith("SVAFAM_") or k == "SVAFAM_CACHE"} | {
        "PATH": path}


def _run(job: str, family: Path, *options: str, **env: str) -> subprocess.CompletedProcess:
    """``options``: more of SBY's; ``env``: variables set in the user's shell besides the plain ones."""
    return subprocess.run([str(SBY_BY_HAND), "-f", *options, f"{job}.sby"], cwd=family / "formal" / "jobs",
                          env=_plain_env() | env, capture_output=True, text=True, timeout=300)


def test_passing_and_failing_jobs_run_by_hand(tmp_path):
    family = tmp_path / "timer_0007"
    shutil.copytree(ROOT / "dataset" / "timer_0007", family)
    proof = _run("gold_proof_v0", family)
    assert proof.returncode == 0, proof.stdout[-2000:]
    assert "DONE (PASS, rc=0)" in proof.stdout
    caught = _run("gold_on_m0", family)
    assert caught.returncode == 2, caught.stdout[-2000:]
    assert "DONE (FAIL, rc=2)" in caught.stdout and "failed assertion" in caught.stdout
    # nothing written beside the job file: SBY's work folder went to the temporary folder it names
    assert not (family / "formal" / "jobs" / "gold_on_m0").exists()
    work = Path(caught.stderr.split("svafam-sby: work folder ", 1)[1].split(" (-d DIR", 1)[0])
    assert (work / "status").read_text().split()[0] == "FAIL"


def test_any_folder_any_path_and_the_work_folder_where_the_user_says(tmp_path):
    family = tmp_path / "timer_0007"
    shutil.copytree(ROOT / "dataset" / "timer_0007", family, ignore=shutil.ignore_patterns("mutation", "tasks"))
    before = sorted(p.relative_to(family) for p in family.rglob("*"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    job = family / "formal" / "jobs" / "gold_proof_v0.sby"
    done = subprocess.run([str(SBY_BY_HAND), "-f", "-d", "mine", str(job)], cwd=elsewhere, env=_plain_env(),
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    assert (elsewhere / "mine" / "status").read_text().split()[0] == "PASS"
    assert sorted(p.relative_to(family) for p in family.rglob("*")) == before  # the dataset is untouched


def test_a_missing_job_or_input_is_one_line_and_exit_2(tmp_path):
    family = tmp_path / "timer_0007"
    shutil.copytree(ROOT / "dataset" / "timer_0007", family, ignore=shutil.ignore_patterns("mutation", "tasks"))
    gone = subprocess.run([str(SBY_BY_HAND), str(tmp_path / "nope.sby")], cwd=tmp_path, env=_plain_env(),
                          capture_output=True, text=True, timeout=120)
    assert gone.returncode == 2 and gone.stderr == f"error: {tmp_path / 'nope.sby'}: no such job file\n"
    (family / "formal" / "checks.v").unlink()
    job = family / "formal" / "jobs" / "gold_proof_v0.sby"
    broken = subprocess.run([str(SBY_BY_HAND), "-f", str(job)], cwd=tmp_path, env=_plain_env(),
                            capture_output=True, text=True, timeout=120)
    assert broken.returncode == 2 and broken.stderr.count("\n") == 1
    assert "[files] names ../../formal/checks.v, which is missing" in broken.stderr and "Traceback" not in broken.stderr


def test_missing_tool_is_exit_2(tmp_path):
    env = _plain_env() | {"SVAFAM_BITWUZLA": str(tmp_path / "no-such-bitwuzla")}
    result = subprocess.run([str(SBY_BY_HAND), "-f", "x.sby"], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 2 and result.stderr.startswith("error: missing tool: bitwuzla")


def test_a_trace_is_the_same_bytes_whatever_the_callers_hash_seed(tmp_path):
    """smtbmc orders a ROM's words in its VCD by Python string hashing: with a hash seed of their own the
    tools wrote other bytes per run (seen as 36 of 2,000 synthesized families' traces differing between two
    identical runs). The toolchain's environment fixes the seed, so the caller's seed no longer matters."""
    digests = set()
    for seed in ("1", "2"):
        family = tmp_path / f"seed{seed}"
        shutil.copytree(ROOT / "tests" / "fixtures" / "rom_trace", family)
        done = _run("gold_on_m0", family, "-d", "gold_on_m0", PYTHONHASHSEED=seed)
        assert done.returncode == 2, done.stdout[-2000:]
        traces = sorted((family / "formal" / "jobs" / "gold_on_m0").glob("engine_0/*.vcd"))
        text = "".join(f"{t.name}\n{t.read_text()}" for t in traces)
        assert traces and "proc_rom" in text  # the traces have the ROM words this test is about
        digests.add(hashlib.sha256(text.encode()).hexdigest())
    assert len(digests) == 1
