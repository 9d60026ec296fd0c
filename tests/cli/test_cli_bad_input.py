"""Bad input through the command line: one clear line, exit 2, nothing written."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT


def svafam(*args: str, env: dict | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, env=env, stdin=subprocess.DEVNULL, timeout=600)


CASES = [
    ("malformed YAML", "kind: register_rules", "kind: [register_rules", "malformed YAML"),
    ("schema violation", "active: high", "active: sometimes", "registers" if False else "reset.active"),
    ("undeclared identifier", '"tick && remaining', '"tick && remainder', "undeclared identifier 'remainder'"),
    ("reserved keyword port", "{name: load, width: 1", "{name: release, width: 1", "'release' is a reserved"),
    ("value wider than register", 'value: "3\'d7"', 'value: "5\'d17"', "wider than register 'remaining'"),
    ("missing hold rule", '      - {when: "1\'b1", value: "remaining", note: otherwise the count holds}\n', "",
     "missing hold rule"),
]


@pytest.mark.parametrize("label,old,new,expect", CASES, ids=[c[0] for c in CASES])
def test_build_rejects_bad_spec_with_exit_2_and_writes_nothing(specs_tree, tmp_path, label, old, new, expect):
    spec = specs_tree / "timer_watchdog" / "timer_0007.yaml"
    text = spec.read_text()
    assert old in text
    spec.write_text(text.replace(old, new, 1))
    dataset = tmp_path / "dataset"
    result = svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset))
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert str(spec) in lines[0] and expect in lines[0]
    assert "Traceback" not in result.stderr
    assert not dataset.exists() or not any(dataset.iterdir())


def test_validate_unknown_family_is_exit_2(tmp_path):
    result = svafam("validate", "--family", "timer_9999", "--dataset", str(ROOT / "dataset"))
    assert result.returncode == 2
    assert "unknown family 'timer_9999'" in result.stderr and "Traceback" not in result.stderr
    nothing = svafam("validate", "--family", "timer_0007", "--dataset", str(tmp_path))  # a folder with no dataset
    assert nothing.returncode == 2 and f"no dataset at {tmp_path} (no manifest.json; looked there by --dataset" \
        in nothing.stderr


def test_validate_py_unknown_family_is_exit_2():
    result = subprocess.run([sys.executable, "validate.py", "--family", "no_such_0001"], cwd=ROOT,
                            capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)
    assert result.returncode == 2 and "unknown family 'no_such_0001'" in result.stderr


def test_missing_solver_is_exit_2(tmp_path):
    import os
    env = dict(os.environ, SVAFAM_BITWUZLA=str(tmp_path / "no-such-bitwuzla"))
    result = svafam("doctor", env=env)
    assert result.returncode == 2
    assert "missing tool: bitwuzla" in result.stderr


def test_unusable_scratch_folder_is_exit_2(tmp_path):
    import os
    env = dict(os.environ, SVAFAM_SCRATCH=str(tmp_path / "no-such-folder"))
    result = svafam("validate", "--family", "timer_0007", env=env)  # fails before any work is done
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"SVAFAM_SCRATCH={tmp_path / 'no-such-folder'}: no such folder" in result.stderr
