"""The committed composites: drawn, generated and proved as the code says; checks that catch a hand edit and a split leak."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from svafam.dataset.splits import family_split
from svafam.pipeline.composites import check_composites, split_problems
from svafam.scoring.rtl import load_composite_tasks, load_rtl_tasks
from svafam.tasks import rtl

ROOT = Path(__file__).resolve().parents[2]
DATASET = ROOT / "dataset"
SPLIT_OF = family_split(json.loads((ROOT / "splits" / "splits_v1.json").read_text()))
TASKS = load_rtl_tasks(DATASET)
COMPOSITES = load_composite_tasks(DATASET)


def task_doc(task) -> dict:
    """A composite's task file (its families, parts and split)."""
    return json.loads((task.family_dir / rtl.TASK_FILE).read_text())


def test_the_composites_are_as_drawn_generated_and_proved():
    assert check_composites(DATASET, SPLIT_OF) == []
    index = json.loads((DATASET / "composites" / "index.json").read_text())
    admitted = [c for c in index["candidates"] if c["status"] == "admitted"]
    assert len(admitted) >= 60
    per_split = {s: sum(c["split"] == s for c in admitted) for s in ("train", "dev", "test")}
    assert per_split == {"train": 40, "dev": 12, "test": 12}
    categories = {p["category"] for t in COMPOSITES.values() for p in task_doc(t)["parts"]}
    assert len(categories) == 13   # the twelve and hidden_state
    for t in COMPOSITES.values():
        doc = task_doc(t)
        assert {SPLIT_OF[f] for f in doc["families"]} == {doc["split"]}  # family-safe
        assert len({p["category"] for p in doc["parts"]}) == len(doc["parts"])  # across categories


def test_composite_checks_catch_a_hand_edit_and_a_split_leak(tmp_path):
    dataset = tmp_path / "dataset"  # what the composites are made of: the families' metadata, RTL and oracles
    shutil.copytree(DATASET / "composites", dataset / "composites")
    for meta in DATASET.glob("*/family.json"):
        fam = dataset / meta.parent.name
        shutil.copytree(meta.parent / "rtl", fam / "rtl")
        (fam / "formal").mkdir()
        shutil.copy(meta.parent / "formal" / "oracle.v", fam / "formal" / "oracle.v")
        shutil.copy(meta, fam / "family.json")
    assert check_composites(dataset, SPLIT_OF) == []
    cid = sorted(COMPOSITES)[0].split("/")[0]
    gold = dataset / "composites" / cid / "tasks" / "rtl" / "gold.v"
    gold.write_text(gold.read_text() + "// edited\n")
    problems = check_composites(dataset, SPLIT_OF)
    assert any(f"{cid}/tasks/rtl/gold.v: differs" in p for p in problems)
    part = json.loads((dataset / "composites" / cid / rtl.TASK_FILE).read_text())["families"][0]
    moved = dict(SPLIT_OF, **{part: "dev" if SPLIT_OF[part] != "dev" else "test"})
    assert any(cid in p and "split of every family" in p for p in split_problems(dataset, moved))
