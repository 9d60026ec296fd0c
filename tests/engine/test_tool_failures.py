"""Tool failures are reported as what they are, never as a pass."""

from __future__ import annotations

import os
import stat

import pytest

from svafam.engine.toolchain import MissingTool, discover
from tests.conftest import run_jobs


def fake_tool(directory, name, body):
    path = directory / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


def test_hanging_solver_is_a_timeout(timer_family, tmp_path, monkeypatch):
    fake = fake_tool(tmp_path, "bitwuzla", "sleep 600\n")
    monkeypatch.setenv("SVAFAM_BITWUZLA", str(fake))
    chain = discover()
    rec = run_jobs(timer_family, chain, {"reachability_v0"}, timeout=5)["reachability_v0"]
    assert rec["status"] == "TIMEOUT" and not rec["as_expected"]
    assert "no verdict within 5 s" in rec["message"]


def test_broken_solver_is_an_error(timer_family, tmp_path, monkeypatch):
    fake = fake_tool(tmp_path, "bitwuzla", 'case "$1" in --help) echo "--lang";; *) exit 3;; esac\n')
    monkeypatch.setenv("SVAFAM_BITWUZLA", str(fake))
    chain = discover()
    recs = run_jobs(timer_family, chain, {"reachability_v1", "gold_on_m0"})
    for rec in recs.values():
        assert rec["status"] == "ERROR", rec
        assert not rec["as_expected"]
    assert recs["gold_on_m0"]["expected"] == "FAIL", "an ERROR is not the FAIL a mutant job expects"


def test_missing_solver_is_reported_before_any_job(tmp_path, monkeypatch):
    monkeypatch.setenv("SVAFAM_BITWUZLA", str(tmp_path / "nothing-here"))
    with pytest.raises(MissingTool, match="bitwuzla"):
        discover()


def test_doctor_lists_tools_and_runs(tmp_path):
    import subprocess
    import sys
    result = subprocess.run([sys.executable, "-m", "svafam.cli", "doctor"], capture_output=True, text=True,
                            stdin=subprocess.DEVNULL, timeout=600, env=dict(os.environ, COLUMNS="200"))
    assert result.returncode == 0, result.stdout + result.stderr
    for tool in ("yosys", "sby", "smtbmc", "abc", "bitwuzla"):
        assert tool in result.stdout
    assert "tiny proof" in result.stdout and "tiny failing BMC" in result.stdout
