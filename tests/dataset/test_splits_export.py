"""Splits are deterministic and family-safe; exports validate, load with the API and with HF datasets."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from svafam.dataset.loading import DatasetError, load_families, load_split
from svafam.pipeline.build import write_index
from tests.conftest import ROOT

FAMILIES = ("timer_0007", "arbiter_0001", "fifo_0001")


def svafam(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "svafam.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          stdin=subprocess.DEVNULL, timeout=600)


@pytest.fixture
def small(tmp_path) -> tuple[Path, Path]:
    """A dataset of the three committed families, with a split file and an export."""
    dataset = tmp_path / "dataset"
    for fam in FAMILIES:
        shutil.copytree(ROOT / "dataset" / fam, dataset / fam, ignore=shutil.ignore_patterns("export"))
    write_index(dataset)
    splits = tmp_path / "splits_v1.json"
    assert svafam("splits", "--dataset", str(dataset), "--out", str(splits)).returncode == 0
    result = svafam("export", "--dataset", str(dataset), "--splits", str(splits))
    assert result.returncode == 0, result.stderr
    return dataset, splits


def test_splits_are_byte_identical_across_runs(small, tmp_path):
    dataset, splits = small
    again = tmp_path / "again.json"
    assert svafam("splits", "--dataset", str(dataset), "--out", str(again)).returncode == 0
    assert again.read_bytes() == splits.read_bytes()
    doc = json.loads(splits.read_text())
    assert doc["seed"] == 0 and doc["manifest_sha256"] and "sha256" in doc["policy"]


def test_split_counts_follow_the_policy():
    from svafam.dataset.splits import counts
    assert counts(10) == {"train": 6, "dev": 2, "test": 2}
    assert counts(3) == {"train": 1, "dev": 1, "test": 1}
    assert counts(1) == {"train": 1, "dev": 0, "test": 0}
    assert sum(counts(n).values()) == n if (n := 7) else False


def test_check_passes_then_catches_duplicate_missing_and_hand_edits(small):
    dataset, splits = small
    ok = svafam("splits", "--check", "--dataset", str(dataset), "--out", str(splits))
    assert ok.returncode == 0 and "0 problems" in ok.stdout
    doc = json.loads(splits.read_text())

    where = {f: s for s, fams in doc["splits"].items() for f in fams}
    other = next(s for s in ("train", "dev", "test") if s != where["timer_0007"])
    dup = dict(doc, splits=dict(doc["splits"], **{other: doc["splits"][other] + ["timer_0007"]}))
    splits.write_text(json.dumps(dup))
    bad = svafam("splits", "--check", "--dataset", str(dataset), "--out", str(splits))
    first, second = sorted((where["timer_0007"], other), key=("train", "dev", "test").index)
    assert bad.returncode == 1 and f"timer_0007: in both {first} and {second}" in bad.stdout

    fifo = where["fifo_0001"]
    missing = dict(doc, splits=dict(doc["splits"], **{fifo: [f for f in doc["splits"][fifo] if f != "fifo_0001"]}))
    splits.write_text(json.dumps(missing))
    bad = svafam("splits", "--check", "--dataset", str(dataset), "--out", str(splits))
    assert bad.returncode == 1 and "fifo_0001: in the dataset but in no split" in bad.stdout

    edited = json.loads(json.dumps(doc))
    edited["dataset_version"] = "sva-families 9.9"  # consistent listing, but not what `splits` writes
    splits.write_text(json.dumps(edited))
    bad = svafam("splits", "--check", "--dataset", str(dataset), "--out", str(splits))
    assert bad.returncode == 1 and "edited by hand" in bad.stdout


def test_near_duplicates_across_splits_are_a_leak(small):
    from svafam.dataset.splits import leaks
    dataset, splits = small
    shutil.copytree(dataset / "timer_0007", dataset / "timer_0099")
    doc = json.loads(splits.read_text())
    home = next(s for s, fams in doc["splits"].items() if "timer_0007" in fams)
    away = next(s for s in ("train", "dev", "test") if s != home)
    doc["splits"][away] = doc["splits"][away] + ["timer_0099"]
    found = leaks(doc, dataset)
    assert found and f"timer_0007 ({home}) and timer_0099 ({away}) are near duplicates" in found[0]


def test_export_records_validate_and_load_through_the_api(small):
    dataset, splits = small
    # three families of three categories: one each in train, dev and test (the corpus-wide top-up)
    by_split = {s: load_split(s, dataset, splits) for s in ("train", "dev", "test")}
    assert [len(v) for v in by_split.values()] == [4, 4, 4]
    tasks = [t for v in by_split.values() for t in v]
    assert {t.family_id for t in tasks} == set(FAMILIES) and all(t.split == s for s, v in by_split.items() for t in v)
    t = next(t for t in tasks if t.task_id == "timer_0007/v2")
    assert t.style == "ternary_next" and t.rtl == t.rtl_path.read_text()
    assert "remaining" in t.prompt and "release" not in t.prompt
    assert [p.name for p in t.ports][:2] == ["clk", "rst"] and t.reset_active == "high"
    assert len(t.reference_properties) == 8 and t.mutant_ids == ("m0", "m1", "m2")
    assert {p.form for p in t.reference_properties} >= {"sequence_implication", "until"}
    fams = [f for s in ("train", "dev", "test") for f in load_families(s, dataset, splits)]
    assert len(fams) == 3 and all(len(f.variant_paths) == 4 and f.path.is_dir() for f in fams)


def test_exported_parquet_loads_with_hf_datasets(small):
    datasets = pytest.importorskip("datasets")
    dataset, _ = small
    ds = datasets.load_dataset("parquet", data_files={"train": str(dataset / "export" / "tasks_train.parquet")},
                               cache_dir=str(dataset.parent / "hf-cache"))
    train = ds["train"]
    assert train.num_rows == 4  # one family's four variants
    assert {"task_id", "rtl", "prompt", "reference_sva", "interface", "split"} <= set(train.column_names)
    assert train[0]["interface"]["clock"]["name"] == "clk"


def test_bad_requests_are_refused(small, tmp_path):
    dataset, splits = small
    with pytest.raises(DatasetError, match="unknown split 'valid'"):
        load_split("valid", dataset, splits)
    assert load_split("validation", dataset, splits) == load_split("dev", dataset, splits)
    with pytest.raises(DatasetError, match="no dataset"):
        load_split("train", tmp_path / "nowhere", splits)
    manifest = dataset / "manifest.json"
    manifest.write_text(manifest.read_text().replace('"manifest_version": 1', '"manifest_version": 1 '))
    with pytest.raises(DatasetError, match="older than the dataset"):
        load_split("train", dataset, splits)
    result = svafam("load", "--split", "bogus", "--dataset", str(dataset), "--splits", str(splits))
    assert result.returncode == 2 and "unknown split 'bogus'" in result.stderr
    result = svafam("export", "--dataset", str(dataset), "--splits", str(tmp_path / "none.json"))
    assert result.returncode == 2 and "no split file" in result.stderr


def test_the_committed_corpus_splits_112_37_37_and_exports_448_148_148():
    doc = json.loads((ROOT / "splits" / "splits_v1.json").read_text())
    assert [len(doc["splits"][s]) for s in ("train", "dev", "test")] == [112, 37, 37]
    per = {name: [len(c[s]) for s in ("train", "dev", "test")] for name, c in doc["per_category"].items()}
    # twelve categories of ten, and the hidden_state category's 66 families (issue 31's temporal-only mutants)
    assert per.pop("hidden_state") == [40, 13, 13] and all(n == [6, 2, 2] for n in per.values()) and len(per) == 12
    counts = {s: len(load_split(s)) for s in ("train", "dev", "test")}
    assert counts == {"train": 448, "dev": 148, "test": 148}


def test_the_dataset_folder_loads_as_a_hugging_face_dataset_repository(tmp_path):
    datasets = pytest.importorskip("datasets")
    ds = datasets.load_dataset(str(ROOT / "dataset"), "tasks", cache_dir=str(tmp_path / "hf"))
    assert {k: v.num_rows for k, v in ds.items()} == {"train": 448, "validation": 148, "test": 148}
    row = ds["test"][0]
    assert row["split"] == "test" and row["rtl"].startswith("//") and len(row["mutant_ids"]) == 3
