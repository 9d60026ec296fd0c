"""The build pipeline: admitted families land whole, rejected ones not at all, rebuilds are byte-identical."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from svafam.generators.family import generate_family
from svafam.generators.spec_loader import load_spec
from tests.conftest import ROOT, TIMER_SPEC


def snapshot(tree: Path) -> dict[str, bytes]:
    """Every file but the jobs' wall times (evidence/timings.json, which change from run to run)."""
    return {p.relative_to(tree).as_posix(): p.read_bytes() for p in sorted(tree.rglob("*"))
            if p.is_file() and p.name != "timings.json"}


def svafam(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          stdin=subprocess.DEVNULL, timeout=900)


def test_generation_is_a_pure_function_of_the_spec():
    spec = load_spec(TIMER_SPEC)
    a = generate_family(spec, TIMER_SPEC.read_text(), "specs/timer_watchdog/timer_0007.yaml")
    b = generate_family(load_spec(TIMER_SPEC), TIMER_SPEC.read_text(), "specs/timer_watchdog/timer_0007.yaml")
    assert a == b
    assert sorted(a) == sorted([
        "spec.yaml", "family.json", "properties/properties.sva", "properties/properties.json",
        "rtl/canonical_next.v", "rtl/sequential_priority.v", "rtl/ternary_next.v", "rtl/function_update.v",
        "mutants/ignore_load.v", "mutants/ignore_tick.v", "mutants/count_without_tick.v"])


COMMITTED_SPECS = sorted((ROOT / "specs").glob("*/*.yaml"))


@pytest.mark.parametrize("spec_path", COMMITTED_SPECS, ids=[p.stem for p in COMMITTED_SPECS])
def test_committed_family_matches_its_spec(spec_path):
    """dataset/<family> is what the generator makes of specs/ today, and is admitted."""
    spec = load_spec(spec_path)
    source = spec_path.relative_to(ROOT).as_posix()
    for rel, text in generate_family(spec, spec_path.read_text(), source).items():
        assert (ROOT / "dataset" / spec.id / rel).read_text() == text, rel
    evidence = json.loads((ROOT / "dataset" / spec.id / "evidence" / "evidence.json").read_text())
    assert evidence["admitted"] and evidence["summary"] == {"jobs": 17, "as_expected": 17, "conformance": "PASS",
                                                            "distinct": True}


def test_build_twice_gives_identical_bytes(specs_tree, tmp_path):
    dataset = tmp_path / "dataset"
    first = svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset))
    assert first.returncode == 0, first.stdout + first.stderr
    assert "17/17" in first.stdout and "admitted" in first.stdout
    before = snapshot(dataset)
    assert "timer_0007/evidence/evidence.json" in before
    assert "timer_0007/evidence/traces/gold_on_m0.vcd" in before
    second = svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset))
    assert second.returncode == 0, second.stdout + second.stderr
    assert snapshot(dataset) == before
    forced = svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset), "--force")
    assert forced.returncode == 0
    after = snapshot(dataset)
    # everything but the new evidence (and the manifest, which records the evidence's hash)
    generated = [k for k in before if not k.startswith("timer_0007/evidence/") and k != "manifest.json"]
    assert {k: after[k] for k in generated} == {k: before[k] for k in generated}


def test_family_failing_validation_is_reported_and_not_written(specs_tree, tmp_path):
    spec = specs_tree / "timer_watchdog" / "timer_0007.yaml"
    text = spec.read_text()
    # too shallow a bound: the mutants need 3-4 cycles to show, so their jobs cannot succeed (the authored
    # temporal properties look further than that, which the spec checks would refuse: they go)
    assert "  depth: 12\n" in text and text.count("\nproperties:\n") == 1
    head, tail = text.split("\nproperties:\n")
    spec.write_text((head + "\n" + tail[tail.index("\nmutants:\n") + 1:]).replace("  depth: 12\n", "  depth: 2\n"))
    dataset = tmp_path / "dataset"
    result = svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset))
    assert result.returncode == 1, result.stdout + result.stderr
    assert "rejected" in result.stdout and "distinguish_m1" in result.stdout
    assert not (dataset / "timer_0007").exists()
    assert not [p for p in dataset.iterdir() if p.is_dir()], "no family folder, no staging left behind"


@pytest.mark.parametrize("spec_path", COMMITTED_SPECS, ids=[p.stem for p in COMMITTED_SPECS])
def test_committed_formal_files_match_the_plan(spec_path):
    """Harnesses, monitors and .sby files in dataset/ are exactly what the plan writes today."""
    from svafam.formal.family import load_interface
    from svafam.formal.plan import build_plan
    fam = ROOT / "dataset" / spec_path.stem
    plan = build_plan(load_interface(fam))
    for rel, text in plan.files.items():
        assert (fam / rel).read_text() == text, rel


def test_index_is_rewritten_only_when_a_revalidated_family_changed(tmp_path):
    import shutil

    from svafam.pipeline.build import refresh_index, write_index
    dataset = tmp_path / "dataset"
    family = dataset / "timer_0007"
    shutil.copytree(ROOT / "dataset" / "timer_0007", family)
    assert refresh_index(dataset, [family])  # no manifest yet: written
    manifest = (dataset / "manifest.json").read_bytes()
    assert not refresh_index(dataset, [family])  # same verdicts on the same inputs: left alone
    # a verdict changed: the manifest must follow
    evidence_path = family / "evidence" / "evidence.json"
    evidence = json.loads(evidence_path.read_text())
    evidence["jobs"][0].update(status="FAIL", as_expected=False)
    evidence["admitted"] = False
    evidence["summary"]["as_expected"] -= 1
    evidence_path.write_text(json.dumps(evidence))
    assert refresh_index(dataset, [family])
    entry = json.loads((dataset / "manifest.json").read_text())["families"][0]
    assert entry["evidence"]["admitted"] is False and (dataset / "manifest.json").read_bytes() != manifest
    write_index(dataset)  # what a full rebuild gives is what the refresh wrote
    assert not refresh_index(dataset, [family])


def test_revalidating_an_unchanged_family_rewrites_no_committed_byte(tmp_path):
    # the first README command must leave `git status` clean: wall times go to the ignored timings.json
    import shutil

    dataset = tmp_path / "dataset"
    shutil.copytree(ROOT / "dataset" / "timer_0007", dataset / "timer_0007",
                    ignore=shutil.ignore_patterns("timings.json"))
    # (its task files are left out: alone in a dataset, the family gets another share of the pool sample)
    def files(tree):
        return {k: v for k, v in snapshot(tree).items() if not k.startswith("tasks/")}

    committed = files(ROOT / "dataset" / "timer_0007")
    for _ in range(2):
        result = svafam("validate", "--family", "timer_0007", "--dataset", str(dataset))
        assert result.returncode == 0, result.stdout + result.stderr
        after = files(dataset / "timer_0007")
        timings = json.loads((dataset / "timer_0007" / "evidence" / "timings.json").read_text())
        assert after == committed
        assert len(timings) == 18 and all(isinstance(s, float) for s in timings.values())
    ignored = subprocess.run(["git", "check-ignore", "-q", "dataset/timer_0007/evidence/timings.json"], cwd=ROOT)
    assert ignored.returncode == 0, "timings.json must be ignored by git"


def test_a_family_whose_spec_was_removed_leaves_the_dataset_on_a_whole_build(specs_tree, tmp_path):
    import shutil

    dataset = tmp_path / "dataset"
    assert svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset)).returncode == 0
    shutil.copytree(dataset / "timer_0007", dataset / "timer_0099")   # a family whose spec was deleted
    only = svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset), "--family", "timer_0007")
    assert only.returncode == 0 and (dataset / "timer_0099").is_dir(), "a --family build touches no other family"
    check = svafam("build", "--check", "--specs", str(specs_tree), "--dataset", str(dataset))
    assert check.returncode == 1 and "timer_0099: in the dataset but no spec" in check.stdout
    whole = svafam("build", "--specs", str(specs_tree), "--dataset", str(dataset))
    assert whole.returncode == 0, whole.stdout + whole.stderr
    assert "removed timer_0099" in whole.stdout and not (dataset / "timer_0099").exists()
    listed = [f["family"] for f in json.loads((dataset / "manifest.json").read_text())["families"]]
    assert "timer_0099" not in listed and "timer_0007" in listed
