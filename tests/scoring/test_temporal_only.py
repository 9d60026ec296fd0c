"""The whole pool's temporal-only mutants, as the SVA scorer reports them: the gold kills them all, and the
gold's next-cycle implications and invariants alone, sound as they are, kill none of them."""

from __future__ import annotations

import json
import shutil

import pytest

from svafam.generators.properties import TEMPORAL_FORMS
from svafam.mutation.temporal import gold_kills, temporal_only
from tests.scoring.test_scoring_gaming import gold_lines
from tests.scoring_helpers import ROOT, one_family_dataset, score

FAMILY = "hidden_0001"   # a pulse stretcher: how many cycles of the pulse remain is not an output
NEXT_CYCLE_ONLY = "\n".join(f"assert property (@(posedge clk) {body});" for body in (
    "rst |=> !pulse",
    "disable iff (rst) (!pulse && trig) |=> pulse",
    "disable iff (rst) (!pulse && !trig) |=> !pulse",
    "disable iff (rst) $rose(pulse) |-> $past(trig)",
))


@pytest.fixture(scope="module")
def tasks(tmp_path_factory):
    return one_family_dataset(tmp_path_factory.mktemp("temporal"), FAMILY)[2]


def test_the_scorer_names_the_temporal_only_mutants_and_only_temporal_properties_kill_them(tmp_path, tasks,
                                                                                         toolchain):
    props = json.loads((ROOT / "dataset" / FAMILY / "properties" / "properties.json").read_text())["properties"]
    temporal = {p["id"] for p in props if p["form"] in TEMPORAL_FORMS}
    expected = sorted(temporal_only(gold_kills(ROOT / "dataset" / FAMILY), temporal))
    assert {"m0", "m1", "m2"} <= set(expected) and len(expected) > 3   # the controlled mutants and pool ones
    task = sorted(tasks)[0]
    lines = gold_lines({task: tasks[task]}) + [{"task_id": task, "sample": 1, "response": NEXT_CYCLE_ONLY}]
    (gold, next_cycle), metrics = score(tmp_path, tasks, lines, toolchain)
    assert gold["temporal_only_mutants"] == expected == next_cycle["temporal_only_mutants"]
    assert gold["temporal_only_killed"] == expected
    # sound, live and not trivial: yet no next-cycle property tells a pulse of four or six cycles from five
    assert next_cycle["properties"] and all(p["good"] for p in next_cycle["properties"]), [(p["text"], p["trivial"], p["vacuous"]) for p in next_cycle["properties"]]
    assert next_cycle["temporal_only_killed"] == []
    assert metrics["overall"]["temporal_only_killed"] == len(expected)
    assert metrics["overall"]["temporal_only_in_pools"] == len(expected)


@pytest.mark.parametrize("plant, reason", [
    (lambda rec: {**rec, "file": "../../../../etc/passwd"}, "file and module do not match variant"),
    (lambda rec: {**rec, "diff": rec["diff"].replace("@@ -", "@@ -9", 1)}, "diff: does not apply"),
    (lambda rec: {**rec, "line": "seven"}, "line 1: line: missing or not an int"),
])
def test_a_hostile_pool_record_is_refused_naming_the_file_and_the_mutant(tmp_path, plant, reason):
    """A pool from elsewhere (a scoring bundle) is input: it may name no other file, and a broken record stops
    the scorer with the file and the reason (an error of the project's hierarchy: exit code 2), never a crash."""
    from svafam.errors import SvafamError
    from svafam.scoring.jobs import Family

    fdir = tmp_path / FAMILY
    shutil.copytree(ROOT / "dataset" / FAMILY, fdir)
    manifest = fdir / "mutation" / "manifest.jsonl"
    recs = [json.loads(line) for line in manifest.read_text().splitlines()]
    first = next(i for i, r in enumerate(recs) if r["verdict"] == "distinguishable")
    recs = recs[first:]   # the planted record is the first line
    recs[0] = plant(recs[0])
    manifest.write_text("".join(json.dumps(r) + "\n" for r in recs))
    with pytest.raises(SvafamError) as err:
        Family(fdir).pool_mutants
    assert str(manifest) in str(err.value) and reason in str(err.value), err.value
