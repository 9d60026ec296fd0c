"""Debugging and reference-model task records: exported per split, schema-valid, loadable, no ground truth in prompts."""

from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest

from svafam.dataset.export import export_is_current, validate_records
from svafam.dataset.loading import load_debug_split, load_refmodel_split
from tests.conftest import ROOT


def test_every_split_has_its_debugging_and_reference_model_tasks():
    counts = {s: (len(load_debug_split(s)), len(load_refmodel_split(s))) for s in ("train", "dev", "test")}
    # controlled mutants (3 a family) plus the pool's sample (dataset/debug_pool_sample.json)
    assert counts == {"train": (336 + 141, 448), "dev": (111 + 124, 148), "test": (111 + 128, 148)}
    sources = {s: Counter((t.source, t.operator is None) for t in load_debug_split(s)) for s in ("train", "test")}
    assert sources["test"] == {("controlled", True): 111, ("pool", False): 128}
    assert sources["train"] == {("controlled", True): 336, ("pool", False): 141}


def test_prompts_hold_the_task_and_not_its_answer():
    for t in load_debug_split("test"):
        assert t.buggy_rtl in t.prompt_zero_shot and t.buggy_rtl in t.prompt_one_shot
        assert t.waveform_table in t.prompt_one_shot and t.waveform_table not in t.prompt_zero_shot
        assert t.fixed_rtl not in t.prompt_one_shot and t.bug_description not in t.prompt_one_shot
        assert "mutant" not in t.prompt_one_shot and t.module in t.prompt_zero_shot
        if t.source == "pool":  # neither the operator nor the pool's id (which names it) is in the prompt or task id
            assert t.operator not in t.prompt_one_shot and t.operator not in t.task_id
            assert t.location["mutant_id"] not in t.prompt_one_shot
            assert ("row per clock edge" in t.prompt_one_shot) == (t.model == "edge")
        assert t.vcd_path.is_file() and t.svg_path.is_file() and t.first_divergence >= 1
        assert set(t.bug_lines) <= set(range(1, len(t.buggy_rtl.splitlines()) + 1))
    for t in load_refmodel_split("test"):
        assert t.rtl in t.prompt_rtl and t.rtl not in t.prompt_spec and "class Model" in t.prompt_spec
        assert t.stimuli_path.is_file()


def test_a_record_that_breaks_its_schema_is_refused():
    record = json.loads((ROOT / "dataset/export/debug_test.jsonl").read_text().splitlines()[0])
    validate_records([record], "debug")
    broken = dict(record, bug_kind="typo")
    with pytest.raises(ValueError, match="bug_kind"):
        validate_records([broken], "debug")
    pool = next(json.loads(x) for x in (ROOT / "dataset/export/debug_test.jsonl").read_text().splitlines()
                if json.loads(x)["source"] == "pool")
    validate_records([pool], "debug")
    with pytest.raises(ValueError, match="operator"):  # a pool task must say its operator
        validate_records([dict(pool, operator=None)], "debug")
    with pytest.raises(ValueError, match="location"):  # and a controlled one has no pool location
        validate_records([dict(record, ground_truth=dict(record["ground_truth"],
                                                         location=pool["ground_truth"]["location"]))], "debug")
    with pytest.raises(ValueError, match="table"):  # a one-shot task without its waveform
        validate_records([dict(pool, waveform=dict(pool["waveform"], table=""))], "debug")
    with pytest.raises(ValueError, match="stimuli"):
        rm = json.loads((ROOT / "dataset/export/refmodel_test.jsonl").read_text().splitlines()[0])
        validate_records([{k: v for k, v in rm.items() if k != "stimuli"}], "refmodel")


def test_an_export_older_than_the_task_files_is_refused(tmp_path):
    dataset = tmp_path / "dataset"
    dataset.mkdir()
    shutil.copyfile(ROOT / "dataset/manifest.json", dataset / "manifest.json")
    shutil.copytree(ROOT / "dataset/export", dataset / "export")
    splits = ROOT / "splits" / "splits_v1.json"
    shutil.copytree(ROOT / "dataset/timer_0007/tasks", dataset / "timer_0007/tasks")
    assert "task files" in export_is_current(dataset, splits)  # 119 families' tasks are missing here
    assert export_is_current(ROOT / "dataset", splits) is None


def test_the_debug_config_loads_with_hugging_face_datasets(tmp_path):
    datasets = pytest.importorskip("datasets")
    ds = datasets.load_dataset(str(ROOT / "dataset"), "debug", cache_dir=str(tmp_path / "hf"))
    assert {k: v.num_rows for k, v in ds.items()} == {"train": 477, "validation": 235, "test": 239}
    assert set(ds["test"]["source"]) == {"controlled", "pool"}
    row = ds["test"][0]
    assert row["waveform"]["first_divergence"] >= 1 and row["ground_truth"]["fixed_rtl"].startswith("module ")


def test_an_export_of_a_one_shot_task_without_its_waveform_is_refused(tmp_path, capsys):
    """Planted fault: a pool task's waveform table removed; the export names it and writes nothing."""
    from svafam.cli import main
    from svafam.dataset.splits import make_splits, splits_text
    from svafam.pipeline.build import write_index

    dataset = tmp_path / "dataset"
    shutil.copytree(ROOT / "dataset/timer_0007", dataset / "timer_0007")
    write_index(dataset)
    splits = tmp_path / "splits.json"
    splits.write_text(splits_text(make_splits(dataset)))
    task = next(p.parent for p in sorted((dataset / "timer_0007/tasks/debug").glob("p*/task.json")))
    (task / "waveform.txt").unlink()
    assert main(["export", "--dataset", str(dataset), "--splits", str(splits)]) == 2
    assert f"{task.name}/task.json: files.waveform.txt: missing" in capsys.readouterr().err
    assert not (dataset / "export").exists()
