"""Debugging tasks from the mutation pool: the loader, the seeded stratified sample, the task files, and
the checks that catch a pool, a sample or a task that breaks the rules (each with a planted fault)."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from svafam.dataset.splits import family_split
from svafam.pipeline.build import load_specs
from svafam.pipeline.check import check_family
from svafam.pipeline.pool_tasks import expected_sample, policy_splits, pools, refresh_tasks, sample_problems
from svafam.tasks.bug_kinds import OPERATOR_KINDS
from svafam.tasks.debug import unified_diff
from svafam.tasks.files import task_files
from svafam.tasks.pool_sample import OPERATORS, SAMPLE_FILE, SPLITS, check_sample, family_ids, sample_doc, select
from svafam.tasks.pool_source import pool_bug_id, pool_mutants, retained
from svafam.tasks.sources import TaskSourceError, controlled_mutants, family_bugs, naming_problems, task_rtl

ROOT = Path(__file__).resolve().parents[2]
DATASET = ROOT / "dataset"
TIMER = DATASET / "timer_0007"
SAMPLE = json.loads((DATASET / SAMPLE_FILE).read_text())


def _changes(diff: str) -> tuple[list[str], list[str]]:
    lines = diff.splitlines()
    return ([x[1:] for x in lines if x.startswith("-") and not x.startswith("---")],
            [x[1:] for x in lines if x.startswith("+") and not x.startswith("+++")])


def test_pool_tasks_are_the_chosen_mutants_with_neutral_ids_and_the_bug_alone():
    ids = family_ids(SAMPLE, "timer_0007")
    bugs = pool_mutants(TIMER, ids)
    assert sorted(b.location.mutant_id for b in bugs) == sorted(ids) and len(ids) == 3
    recs = {r["id"]: r for r in retained(TIMER)}
    for bug in bugs:
        rec = recs[bug.location.mutant_id]
        assert bug.id == pool_bug_id(rec["id"]) and rec["operator"] not in bug.id
        assert (bug.source, bug.operator, bug.mutant_kind) == ("pool", rec["operator"], rec["operator"])
        assert bug.bug_kind == OPERATOR_KINDS[rec["operator"]] and bug.model == rec["model"]
        assert (bug.location.file, bug.location.line, bug.location.node_path) == (rec["file"], rec["line"],
                                                                                  rec["node_path"])
        assert bug.buggy_rtl.startswith(f"module {rec['module']} (") and naming_problems(bug) == []
        assert bug.clean_rtl == task_rtl((TIMER / rec["file"]).read_text(), rec["module"], rec["module"], TIMER)
        assert _changes(unified_diff(bug.clean_rtl, bug.buggy_rtl)) == _changes(rec["diff"])  # the bug alone
    assert {b.model for b in bugs} == {"cycle", "edge"}  # an EdgeFlip among them: read a row per clock edge


@pytest.mark.parametrize("old, new, why", [
    ("|| tick;", "|| tick;  // ExprInsert", "it has a comment"),
    ("|| tick;", "|| bug_tick;", "it says 'bug'"),
    ("|| tick;", "|| ExprInsert_tick;", "it names its mutation (ExprInsert)"),
])
def test_a_buggy_file_that_names_its_mutation_is_refused(tmp_path, old, new, why):
    """Planted fault: the pool's diff of the chosen ExprInsert mutant made to say what it is."""
    fam = tmp_path / "timer_0007"
    shutil.copytree(TIMER, fam)
    manifest = fam / "mutation/manifest.jsonl"
    recs = [json.loads(x) for x in manifest.read_text().splitlines()]
    [rec] = [r for r in recs if r["id"] == "v0-ExprInsert-63a350e4"]
    assert old in rec["diff"]
    rec["diff"] = rec["diff"].replace(old, new)
    manifest.write_text("".join(json.dumps(r) + "\n" for r in recs))
    with pytest.raises(TaskSourceError, match=rf"names its mutation: .*{re.escape(why)}"):
        family_bugs(fam, [rec["id"]])
    assert family_bugs(TIMER, [rec["id"]])  # the committed one says nothing


def test_a_controlled_bug_that_names_its_mutant_is_caught():
    bug = controlled_mutants(TIMER)[0]
    assert naming_problems(bug) == []
    named = replace(bug, buggy_rtl=bug.buggy_rtl.replace("if (1'b0)", "if (1'b0) begin : ignore_load end"))
    assert naming_problems(named) == ["it names its mutation (ignore_load)"]


def _edit_record(fam: Path, mutant: str, edit) -> None:
    manifest = fam / "mutation/manifest.jsonl"
    recs = [json.loads(x) for x in manifest.read_text().splitlines()]
    for r in recs:
        if r["id"] == mutant:
            edit(r)
    manifest.write_text("".join(json.dumps(r) + "\n" for r in recs))


@pytest.mark.parametrize("edit, message", [
    (lambda r: r.update(verdict="equivalent"), "not a retained mutant of the pool"),
    (lambda r: r.pop("trace"), r"line \d+: trace: missing or not a str"),
    (lambda r: r.update(line="31"), r"line \d+: line: missing or not an int"),
    (lambda r: r.update(diff=r["diff"].replace("remaining == 3'd0", "remaining != 3'd0")), "does not apply"),
    (lambda r: r.update(trace="mutation/traces/nowhere.vcd"), "no distinguishing trace file"),
])
def test_a_pool_the_tasks_cannot_use_is_refused_with_file_and_reason(tmp_path, edit, message):
    fam = tmp_path / "timer_0007"
    shutil.copytree(TIMER, fam)
    _edit_record(fam, "v0-ExprInsert-63a350e4", edit)
    with pytest.raises(TaskSourceError, match=rf"timer_0007/mutation/manifest\.jsonl: .*{message}"):
        pool_mutants(fam, ["v0-ExprInsert-63a350e4"])


def test_the_committed_sample_keeps_the_policys_promises():
    where = policy_splits(DATASET)
    assert where == family_split(json.loads((ROOT / "splits/splits_v1.json").read_text()))
    found = pools(DATASET)
    assert check_sample(SAMPLE, found, where) == []
    assert SAMPLE == expected_sample(DATASET)
    for split in SPLITS:  # counted again from the pools, not from the sample's own numbers
        for op in OPERATORS:
            have = sum(1 for fam, recs in found.items() if where[fam] == split for r in recs if r["operator"] == op)
            took = sum(1 for fam, ids in SAMPLE["families"].items() if where[fam] == split
                       for r in found[fam] if r["id"] in ids and r["operator"] == op)
            assert took == min(SAMPLE["per_operator"], have), (split, op)
    assert SAMPLE["counts"]["test"]["AssignN2B"] == {"retained": 5, "chosen": 5}   # fewer than 8: all it has
    assert SAMPLE["tasks"] == sum(map(len, SAMPLE["families"].values())) == 393


def _pool(fam: str, op: str, n: int) -> list[dict]:
    return [{"id": f"v0-{op}-{k:08x}", "operator": op} for k in range(n)]


def test_select_takes_round_robin_over_families_up_to_the_size_and_is_seeded():
    found = {"a_0001": _pool("a_0001", "EdgeFlip", 5), "b_0001": _pool("b_0001", "EdgeFlip", 1),
             "c_0001": _pool("c_0001", "EdgeFlip", 3), "d_0001": _pool("d_0001", "EdgeFlip", 4)}
    where = {"a_0001": "train", "b_0001": "train", "c_0001": "train", "d_0001": "test"}
    chosen = select(found, where, per_operator=5, seed=0)
    train = chosen["train"]["EdgeFlip"]
    assert len(train) == 5 and len(set(train)) == 5
    per = {f: sum(1 for g, _ in train if g == f) for f in ("a_0001", "b_0001", "c_0001")}
    assert per == {"a_0001": 2, "b_0001": 1, "c_0001": 2}  # every family's first, then the seconds
    assert {f for f, _ in train[:3]} == {"a_0001", "b_0001", "c_0001"}
    # family-safe: the test split's operator draws from the test family alone, which gives all four it has
    assert sorted(chosen["test"]["EdgeFlip"]) == [("d_0001", r["id"]) for r in found["d_0001"]]
    assert select(found, where, 5, 0) == chosen and "dev" in chosen and not chosen["dev"]
    orders = {tuple(select(found, where, 5, seed)["train"]["EdgeFlip"]) for seed in range(6)}
    assert len(orders) > 1  # the seed matters
    doc = sample_doc(found, where, per_operator=5)
    assert check_sample(doc, found, where) == []
    assert doc["counts"]["train"]["EdgeFlip"] == {"retained": 9, "chosen": 5}


def _planted(doc: dict, fault: str) -> dict:
    doc = json.loads(json.dumps(doc))
    fams = doc["families"]
    if fault == "drop":        # one fewer in a full stratum
        fams["timer_0007"].remove("v0-ExprInsert-63a350e4")
    elif fault == "equivalent":  # a mutant proved equivalent (not retained) slips in
        fams["timer_0007"].append("v0-ExprUpdate-de438416")
    elif fault == "twice":
        fams["timer_0007"].append(fams["timer_0007"][0])
    elif fault == "counts":
        doc["counts"]["test"]["IOFlip"]["chosen"] = 5
    elif fault == "size":
        doc["per_operator"] = 0
    return doc


@pytest.mark.parametrize("fault, message", [
    ("drop", "not stratified"),
    ("equivalent", "v0-ExprUpdate-de438416 is not a retained mutant"),
    ("twice", "is chosen twice"),
    ("counts", r"counts\.test\.IOFlip"),
    ("size", "per_operator: 0 is not a positive integer"),
])
def test_a_sample_that_breaks_the_policy_is_caught(fault, message):
    problems = check_sample(_planted(SAMPLE, fault), pools(DATASET), policy_splits(DATASET))
    assert any(re.search(message, p) for p in problems), problems


def test_a_sample_that_is_not_round_robin_is_caught():
    found = {"a_0001": _pool("a_0001", "NSubMove", 4), "b_0001": _pool("b_0001", "NSubMove", 4)}
    where = {"a_0001": "dev", "b_0001": "dev"}
    doc = sample_doc(found, where, per_operator=4)
    assert check_sample(doc, found, where) == [] and [len(v) for v in doc["families"].values()] == [2, 2]
    doc["families"] = {"a_0001": [r["id"] for r in found["a_0001"]]}  # four from one family, none from the other
    assert any("not round-robin" in p for p in check_sample(doc, found, where))


@pytest.fixture
def small_dataset(tmp_path: Path) -> Path:
    """Two families (own categories, so both train) with their pools, and no sample yet."""
    ds = tmp_path / "dataset"
    for fam in ("timer_0007", "arbiter_0001"):
        shutil.copytree(DATASET / fam, ds / fam)
    return ds


def test_refresh_draws_the_sample_and_writes_the_tasks_it_chooses(small_dataset):
    ds = small_dataset
    dirs = [ds / "timer_0007", ds / "arbiter_0001"]
    assert sample_problems(ds) == [f"{SAMPLE_FILE}: missing (run `svafam build`)"]
    assert refresh_tasks(ds, []) == ["arbiter_0001", "timer_0007"]  # both had tasks of the corpus's sample
    doc = json.loads((ds / SAMPLE_FILE).read_text())
    assert sample_problems(ds) == [] and doc["tasks"] == sum(len(recs) for recs in pools(ds).values())
    for d in dirs:  # with two families every retained mutant is chosen: at most 8 of an operator per split
        chosen = family_ids(doc, d.name)
        assert {p.name for p in (d / "tasks/debug").iterdir()} == ({"clean", "m0", "m1", "m2"}
                                                                   | {pool_bug_id(m) for m in chosen})
        assert task_files(d) == task_files(d, chosen)
    assert refresh_tasks(ds, []) == []  # nothing changed: nothing rewritten
    planted = dict(doc, families={**doc["families"], "timer_0007": doc["families"]["timer_0007"][1:]})
    (ds / SAMPLE_FILE).write_text(json.dumps(planted))
    problems = sample_problems(ds)
    assert any("not stratified" in p for p in problems) and any("stale" in p for p in problems)
    (ds / SAMPLE_FILE).write_text("{broken")  # a generated file: an unreadable one is drawn again, every family redone
    assert sample_problems(ds)[0].startswith(f"{SAMPLE_FILE}: not valid JSON")
    assert refresh_tasks(ds, []) == ["arbiter_0001", "timer_0007"] and sample_problems(ds) == []


def test_refresh_leaves_a_family_never_validated_to_its_own_validation(small_dataset):
    """Validating one family of a dataset where another has a pool but no evidence yet (copied, or its build
    failed) must not fail on the other: its tasks are written when it is validated."""
    ds = small_dataset
    shutil.rmtree(ds / "arbiter_0001" / "evidence")
    shutil.rmtree(ds / "arbiter_0001" / "tasks")
    assert refresh_tasks(ds, [ds / "timer_0007"]) == ["timer_0007"]
    assert not (ds / "arbiter_0001" / "tasks").exists()
    assert "arbiter_0001" in json.loads((ds / SAMPLE_FILE).read_text())["families"]


def test_build_check_catches_a_pool_task_without_its_waveform(small_dataset, tmp_path):
    ds = small_dataset
    refresh_tasks(ds, [])
    [item] = load_specs([ROOT / "specs/timer_watchdog/timer_0007.yaml"], ROOT)
    ids = family_ids(expected_sample(ds), "timer_0007")
    scratch = tmp_path / "scratch"
    assert check_family(item, ds, scratch, ids) == []
    task = ds / "timer_0007/tasks/debug" / pool_bug_id("v2-EdgeFlip-0035a08a")
    (task / "waveform.svg").unlink()
    (task / "waveform.txt").unlink()
    problems = check_family(item, ds, scratch, ids)
    assert any(p.endswith(f"{task.name}/waveform.txt: missing") for p in problems), problems
    assert any(p.endswith(f"{task.name}/waveform.svg: missing") for p in problems), problems

