"""Two corpora are never mixed up, and a small corpus gets usable splits (issue 33, items 1, 2 and 12)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from svafam.dataset.card import card_text, export_info, fingerprint
from svafam.dataset.loading import load_split
from svafam.dataset.splits import category_targets, counts

ROOT = Path(__file__).resolve().parents[2]
CURATED = ROOT / "dataset"
SAMPLE = ROOT / "synthetic_sample" / "dataset"


def test_curated_and_synthetic_corpora_load_apart_in_one_process_and_one_cache(tmp_path):
    datasets = pytest.importorskip("datasets")
    cache = str(tmp_path / "hf")  # one cache for both, as a user's default cache would be
    curated = datasets.load_dataset(str(CURATED), "tasks", cache_dir=cache)
    synthetic = datasets.load_dataset(str(SAMPLE), "tasks", cache_dir=cache)
    rows = {}   # each corpus's own SVA train records, as its export wrote them
    for name, corpus in (("curated", CURATED), ("synthetic", SAMPLE)):
        with (corpus / "export" / "tasks_train.jsonl").open(encoding="utf-8") as f:
            rows[name] = sum(1 for _ in f)
    assert (curated["train"].num_rows, synthetic["train"].num_rows) == (rows["curated"], rows["synthetic"])
    assert rows["curated"] != rows["synthetic"]
    assert synthetic["train"][0]["task_id"].startswith("syn_") and not curated["train"][0]["task_id"].startswith("syn_")
    # both folders are named dataset/: only the fingerprint in their cards tells them apart
    assert fingerprint(export_info(CURATED)) != fingerprint(export_info(SAMPLE))


def test_the_fingerprint_follows_the_export():
    info = export_info(CURATED)
    other = dict(info, tasks_sha256="0" * 64)
    manifest = json.loads((CURATED / "manifest.json").read_text())
    assert fingerprint(info) in card_text(manifest, info)
    assert fingerprint(other) != fingerprint(info) and fingerprint(other) in card_text(manifest, other)


def test_a_small_corpus_gets_non_empty_held_out_splits():
    # 20 families in 12 categories: the per-category rule alone gave 19/0/1
    sizes = {f"cat{i:02d}": 2 if i < 8 else 1 for i in range(12)}
    targets = category_targets(sizes, seed=5)
    totals = {s: sum(t[s] for t in targets.values()) for s in ("train", "dev", "test")}
    assert totals == counts(20) == {"train": 12, "dev": 4, "test": 4}
    assert all(sum(t.values()) == sizes[c] for c, t in targets.items())
    # a category with two families keeps one in train while another can give one
    assert all(t["train"] >= 1 for c, t in targets.items() if sizes[c] == 2)


def test_large_categories_are_unchanged_by_the_top_up():
    sizes = {f"cat{i}": 10 for i in range(12)}
    assert all(t == {"train": 6, "dev": 2, "test": 2} for t in category_targets(sizes, 0).values())


def test_an_empty_split_is_left_out_of_the_card_and_loads_as_empty(tmp_path):
    info = json.loads(json.dumps(export_info(SAMPLE)))
    for kind_counts in (info["counts"]["dev"],):
        for k in kind_counts:
            kind_counts[k] = 0
    card = card_text(json.loads((SAMPLE / "manifest.json").read_text()), info)
    assert "path: export/tasks_dev.parquet" not in card and "path: export/tasks_train.parquet" in card
    assert "no family in validation" in card
    # the project's own loader: a split file whose dev split is empty gives an empty list, not an error
    corpus = tmp_path / "corpus"
    shutil.copytree(SAMPLE.parent / "splits", corpus / "splits")
    shutil.copytree(SAMPLE, corpus / "dataset", ignore=shutil.ignore_patterns("mutation"))
    export_dir = corpus / "dataset" / "export"
    for path in export_dir.glob("*_dev.jsonl"):
        path.write_text("")
    assert load_split("dev", corpus / "dataset", corpus / "splits" / "splits_v1.json") == []


def test_validation_and_dev_name_the_same_split():
    assert load_split("validation") == load_split("dev") and load_split("dev")


def test_splits_warns_when_a_corpus_is_too_small_for_three(tmp_path):
    import subprocess
    import sys

    from svafam.pipeline.build import write_index

    dataset = tmp_path / "dataset"
    for fam in ("timer_0007", "arbiter_0001"):
        shutil.copytree(CURATED / fam, dataset / fam, ignore=shutil.ignore_patterns("mutation"))
    write_index(dataset)
    out = subprocess.run([sys.executable, "-m", "svafam.cli", "splits", "--dataset", str(dataset), "--out",
                          str(tmp_path / "splits.json")], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "warning: the dev split is empty: 2 families cannot fill train, dev and test" in out.stderr
    assert "warning: the test split is empty" in out.stderr and "warning: the train" not in out.stderr


def test_a_dataset_named_alone_brings_its_own_split_file():
    # issue 33 item 8: --dataset <synthetic>/dataset without --splits used the curated split file, then
    # advised an export that refused
    import subprocess
    import sys

    def load(*args):
        return subprocess.run([sys.executable, "-m", "svafam.cli", "load", "--split", "train", *args],
                              capture_output=True, text=True, cwd=ROOT, timeout=300)

    alone = load("--dataset", str(SAMPLE))
    assert alone.returncode == 0, alone.stderr
    assert "train: 88 tasks from 22 families" in alone.stdout
    assert load("--corpus", str(SAMPLE.parent)).stdout == alone.stdout
    mixed = load("--dataset", str(SAMPLE), "--splits", str(ROOT / "splits" / "splits_v1.json"))
    assert mixed.returncode == 2
    assert "the export was made from another split file" in mixed.stderr
    assert f"(split file {ROOT / 'splits' / 'splits_v1.json'})" in mixed.stderr
