"""`build --check` passes on the committed dataset and catches hand edits and stale evidence."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

from tests.conftest import ROOT


def check(dataset) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", "build", "--check", "--dataset", str(dataset)],
                          capture_output=True, text=True, cwd=ROOT, stdin=subprocess.DEVNULL, timeout=600)


def copy_dataset(tmp_path):
    target = tmp_path / "dataset"
    shutil.copytree(ROOT / "dataset", target, ignore=shutil.ignore_patterns(".staging"))
    return target


def test_committed_dataset_is_reproducible():
    result = check(ROOT / "dataset")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 problems -> OK" in result.stdout


def test_hand_edited_rtl_is_caught(tmp_path):
    dataset = copy_dataset(tmp_path)
    rtl = dataset / "timer_0007" / "rtl" / "ternary_next.v"
    rtl.write_text(rtl.read_text().replace("3'd7", "3'd6"))
    result = check(dataset)
    assert result.returncode == 1
    assert "timer_0007/rtl/ternary_next.v: differs" in result.stdout
    assert "job equivalence_v2 was run on a different rtl/ternary_next.v" in result.stdout


def test_stale_evidence_hash_is_caught(tmp_path):
    dataset = copy_dataset(tmp_path)
    path = dataset / "fifo_0001" / "evidence" / "evidence.json"
    doc = json.loads(path.read_text())
    doc["jobs"][4]["inputs"]["formal/monitor.v"] = "0" * 64
    path.write_text(json.dumps(doc, indent=2) + "\n")
    result = check(dataset)
    assert result.returncode == 1
    assert f"job {doc['jobs'][4]['job']} was run on a different formal/monitor.v" in result.stdout
    assert "manifest.json: not current" in result.stdout  # the manifest records the evidence's fingerprint


def test_stale_family_without_spec_is_caught(tmp_path):
    dataset = copy_dataset(tmp_path)
    shutil.copytree(dataset / "timer_0007", dataset / "timer_0099")
    result = check(dataset)
    assert result.returncode == 1 and "timer_0099: in the dataset but no spec" in result.stdout
