"""Scoring from the exported records alone: `evaluate* --records DIR` on a copy of the export folder.

The copy sits in an empty folder; the working folder and SVAFAM_ROOT are empty folders, the
cache a folder of the test's own: no checkout to read. Every checker gives the gold answers
the verdicts it gives on the checkout, and a planted wrong answer fails, with the records
alone (the export's scoring bundle: svafam.dataset.bundle). The screens read the design
through the record itself (svafam.design.DesignUnderTest.from_record).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from svafam.cli import command_group
from svafam.design import DesignUnderTest
from svafam.tasks.kinds import task_kind

ROOT = Path(__file__).resolve().parents[2]
EXPORT = ROOT / "dataset" / "export"
FAMILY = "arbiter_0001"


@pytest.fixture
def no_checkout(tmp_path, monkeypatch) -> Path:
    """The export folder copied alone; the checkout out of reach; the records' corpus made in a cache of the test's."""
    records = tmp_path / "downloaded" / "export"
    shutil.copytree(EXPORT, records)
    empty = tmp_path / "no-checkout"
    empty.mkdir()
    monkeypatch.setenv("SVAFAM_ROOT", str(empty))
    monkeypatch.setenv("SVAFAM_CACHE", str(tmp_path / "cache"))
    monkeypatch.chdir(empty)
    return records


def _gold(command: str) -> list[dict]:
    res = CliRunner().invoke(command_group(), [command, "--split", "test", "--corpus", str(ROOT)],
                             catch_exceptions=False)
    assert res.exit_code == 0, res.output
    return [json.loads(line) for line in res.output.splitlines() if line.startswith("{")
            and json.loads(line)["task_id"].startswith(f"{FAMILY}/")]


def _score(command: str, lines: list[dict], out: Path, *where: str) -> dict[str, list]:
    predictions = out.with_suffix(".jsonl")
    predictions.write_text("".join(json.dumps(line) + "\n" for line in lines))
    res = CliRunner().invoke(command_group(), [command, str(predictions), "--split", "test", "--out", str(out),
                                               "--no-cache", *where], catch_exceptions=False)
    assert res.exit_code in (0, 1), res.output
    rows = json.loads((out / "results.json").read_text())
    return {(r["task_id"], r["line"]): _verdict(r) for r in rows}


def _verdict(row: dict):
    if "properties" in row:  # an SVA response: each property's soundness, triviality, kills
        return [(p["id"], p["soundness"], p["trivial"], p["vacuous"], sorted(p["kills"])) for p in row["properties"]]
    return row["verdict"], row.get("reason")


def _wrong_sva(line: dict) -> dict:
    """A property the design violates: a grant held high forever."""
    return {**line, "response": "a_wrong: assert property (@(posedge clk) disable iff (rst) grant0);\n"}


def _wrong_rtl(line: dict) -> dict:
    """A controlled mutant of the family (a debugging task's buggy code) under the asked module name."""
    bug = next(r for r in map(json.loads, (EXPORT / "debug_test.jsonl").open()) if r["task_id"] == f"{FAMILY}/m0")
    asked = next(r for r in map(json.loads, (EXPORT / "rtl_test.jsonl").open()) if r["task_id"] == line["task_id"])
    return {**line, "response": bug["buggy_rtl"].replace(f"module {bug['module']}", f"module {asked['module']}", 1)}


CASES = [("evaluate", "gold-predictions", _wrong_sva), ("evaluate-debug", "gold-fixes", None),
         ("evaluate-rtl", "gold-rtl", _wrong_rtl), ("evaluate-refmodel", "gold-refmodels", None)]


@pytest.mark.parametrize("command,gold_command,plant", CASES, ids=[c[0] for c in CASES])
def test_each_checker_gives_the_checkouts_verdicts_from_the_records_alone(no_checkout, tmp_path, command,
                                                                        gold_command, plant):
    gold = _gold(gold_command)
    assert gold
    if command == "evaluate-debug":
        buggy = {r["task_id"]: r["buggy_rtl"] for r in map(json.loads, (EXPORT / "debug_test.jsonl").open())}
        wrong = {**gold[0], "response": buggy[gold[0]["task_id"]]}       # the bug itself, as its own fix
    elif command == "evaluate-refmodel":
        wrong = {**gold[0], "response": "```python\nclass Model:\n    def reset(self):\n        pass\n"
                                        "    def step(self, inputs):\n        return {}\n```\n"}
    else:
        wrong = plant(gold[0])
    wrong["sample"] = 1   # a second sample of the first task
    lines = gold + [wrong]
    from_records = _score(command, lines, tmp_path / "records-run", "--records", str(no_checkout))
    on_checkout = _score(command, lines, tmp_path / "checkout-run", "--corpus", str(ROOT))
    assert from_records == on_checkout
    planted = from_records[(wrong["task_id"], len(lines))]
    if command == "evaluate":
        assert all(soundness == "sound" for rows in list(from_records.values())[:-1] for _, soundness, *_ in rows)
        assert [s for _, s, *_ in planted] == ["unsound"]
    else:
        assert all(v[0] == "pass" for v in list(from_records.values())[:-1]), from_records
        assert planted[0] != "pass", planted


def test_a_corpus_made_from_records_is_made_once_and_reused(no_checkout, tmp_path):
    from svafam.cli._common import records_corpus

    first = records_corpus(no_checkout)
    marker = first / "dataset" / "export" / "from_records.json"
    stamp = marker.stat().st_mtime_ns
    assert records_corpus(no_checkout) == first and marker.stat().st_mtime_ns == stamp
    (no_checkout / "scoring_test.jsonl").write_text("")            # other records: another corpus
    assert records_corpus(no_checkout) != first


def test_records_and_a_corpus_together_are_refused(no_checkout, tmp_path):
    (tmp_path / "p.jsonl").write_text("")
    res = CliRunner().invoke(command_group(), ["evaluate-rtl", str(tmp_path / "p.jsonl"), "--records",
                                               str(no_checkout), "--corpus", str(ROOT)])
    assert res.exit_code == 2 and "--records names the corpus already" in res.output


def test_the_screens_read_the_design_from_the_record(no_checkout):
    from svafam.scoring.fix_candidate import check_fix

    rows = [json.loads(line) for line in (no_checkout / "rtl_test.jsonl").open()]
    for record in [r for r in rows if r["family_id"] == FAMILY]:
        design = DesignUnderTest.from_record(record, "gold_rtl")
        ports = [{"name": p.name, "direction": p.direction, "width": p.width} for p in design.ports]
        assert check_fix(record["gold_rtl"], design.top, ports, {"job_fix_check"}).ok
        renamed = check_fix(record["gold_rtl"].replace(f"module {design.top}", f"module {design.top}_x"),
                            design.top, ports, {"job_fix_check"})
        assert not renamed.ok and renamed.reason == "module_missing"
    sva = [json.loads(line) for line in (no_checkout / "tasks_test.jsonl").open()]
    record = next(r for r in sva if r["family_id"] == FAMILY)
    assert DesignUnderTest.from_record(record).ports == task_kind("sva").load(record, no_checkout).ports
