"""A plain (not editable) install works: the package carries its templates and schemas, and finds a dataset
by --dataset, by SVAFAM_ROOT or in the current folder, saying which it tried when there is none (issue 33
item 5)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The wheel `pip install .` would install, unpacked: a folder to put on PYTHONPATH instead of the checkout."""
    work = tmp_path_factory.mktemp("wheel")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                            "-w", str(work), str(ROOT)], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr
    [wheel] = work.glob("sva_families-*.whl")
    site = work / "site"
    with zipfile.ZipFile(wheel) as z:
        z.extractall(site)
    return site


def run(installed: Path, cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("SVAFAM_")}
    # its own cache: the tool launchers written there name the package's folder
    environ |= {"PYTHONPATH": str(installed), "SVAFAM_CACHE": str(cwd / ".cache"), **env}
    return subprocess.run([sys.executable, "-m", "svafam.cli", *args], cwd=cwd, env=environ, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL, timeout=600)


def test_the_wheel_carries_templates_and_schemas(installed):
    package = installed / "svafam"
    assert sorted(p.name for p in (package / "sby_templates").glob("*.sby")) == [
        "equivalence.sby", "gold_on_mutant.sby", "gold_proof.sby", "mutant_distinguishability.sby",
        "reachability.sby"]
    for schema in ("schemas/family.schema.json", "generators/schemas/spec-v2.schema.json",
                   "dataset/schemas/task-record.schema.json", "mutation/schemas/mutation-record.schema.json",
                   "site/templates/base.html", "site/static/style.css"):
        assert (package / schema).is_file(), schema
    assert not (installed / "tests").exists() and not (installed / "engine").exists()


def test_the_installed_tool_validates_a_family_named_by_dataset_or_svafam_root(installed, tmp_path):
    corpus = tmp_path / "corpus"
    shutil.copytree(ROOT / "dataset" / "timer_0007", corpus / "dataset" / "timer_0007",
                    ignore=shutil.ignore_patterns("mutation", "timings.json"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = run(installed, elsewhere, "doctor", "--help")
    assert where.returncode == 0
    probe = subprocess.run([sys.executable, "-c", "import svafam.paths as p; print(p.PACKAGE_DIR)"], cwd=elsewhere,
                           env={"PYTHONPATH": str(installed), "PATH": os.environ["PATH"]}, capture_output=True,
                           text=True)
    assert probe.stdout.strip() == str(installed / "svafam")  # the wheel's package, not the checkout's
    by_flag = run(installed, elsewhere, "validate", "--family", "timer_0007", "--dataset", str(corpus / "dataset"))
    assert by_flag.returncode == 0, by_flag.stdout[-1500:] + by_flag.stderr
    assert "timer_0007: 17/17 as expected -> ADMITTED" in by_flag.stdout
    by_root = run(installed, elsewhere, "validate", "--family", "timer_0007", SVAFAM_ROOT=str(corpus))
    assert by_root.returncode == 0, by_root.stdout[-1500:] + by_root.stderr
    in_folder = run(installed, corpus, "validate", "--family", "timer_0007")
    assert in_folder.returncode == 0, in_folder.stdout[-1500:] + in_folder.stderr


def test_no_dataset_says_where_it_looked(installed, tmp_path):
    done = run(installed, tmp_path, "validate", "--family", "timer_0007")
    assert done.returncode == 2
    assert done.stderr == (f"error: no dataset at {tmp_path / 'dataset'} (no manifest.json; looked there by the "
                           f"current folder {tmp_path} (no --corpus or --dataset given, SVAFAM_ROOT not set)): name "
                           "the corpus with --corpus DIR, --dataset or SVAFAM_ROOT, or run `svafam build`\n")
    done = run(installed, tmp_path, "load", "--split", "train", SVAFAM_ROOT=str(tmp_path / "nowhere"))
    assert done.returncode == 2 and f"looked there by SVAFAM_ROOT={tmp_path / 'nowhere'}" in done.stderr
