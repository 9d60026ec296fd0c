"""Scoring from the exported records alone: the export's JSONL copied to an empty folder, no checkout to read.

What the records hold is enough for each scorer's first stage, taken through the design interface
(svafam.design.DesignUnderTest.from_record): an SVA response is read against its task (syntax,
interface-only signals); a fix or a written module is screened against the task's module and ports.
Gold answers pass those stages and a planted wrong answer does not. The formal stage is not reachable
from the records today: :data:`RECORDS_LACK` names what each scorer reads from a family folder that
no record carries (the exported bytes must not change, so the export does not carry it yet);
``test_the_records_lack_what_the_proofs_read`` keeps that list true.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from svafam.design import DesignUnderTest
from svafam.tasks.kinds import task_kind

ROOT = Path(__file__).resolve().parents[2]
EXPORT = ROOT / "dataset" / "export"
FAMILIES = ("arbiter_0001", "counter_0009", "timer_0004")
EXPORTS = ("tasks", "debug", "refmodel", "rtl", "families")

# scorer -> what its formal stage reads from the family folder, and no exported record carries
RECORDS_LACK = {
    "evaluate (SVA)": ("the mutants' RTL (mutants/*.v: killed mutants, the mutation score)",
                       "the bound of the proofs (family.json formal.depth), which the response reader's size "
                       "limit reads too"),
    "evaluate-debug": ("the bound of the miter (family.json formal.depth)",),
    "evaluate-rtl": ("the bound of the miter (family.json formal.depth)",),
    "evaluate-refmodel": ("the stimuli (tasks/refmodel/stimuli.json: the records give their path and count)",),
}


@pytest.fixture
def records(tmp_path, monkeypatch) -> dict[str, list[dict]]:
    """The test split's records of a few families, read from a copy of the JSONL files only, with the
    checkout out of reach: SVAFAM_ROOT and the working folder an empty folder."""
    copy = tmp_path / "records"
    copy.mkdir()
    for name in EXPORTS:
        shutil.copyfile(EXPORT / f"{name}_test.jsonl", copy / f"{name}_test.jsonl")
    empty = tmp_path / "no-checkout"
    empty.mkdir()
    monkeypatch.setenv("SVAFAM_ROOT", str(empty))
    monkeypatch.chdir(empty)
    out = {}
    for name in EXPORTS:
        rows = [json.loads(line) for line in (copy / f"{name}_test.jsonl").read_text().splitlines() if line]
        out[name] = [r for r in rows if r["family_id"] in FAMILIES]
        assert out[name], f"no {name} record of {FAMILIES} in the test split"
    return out


def _ports(design: DesignUnderTest) -> list[dict]:
    return [{"name": p.name, "direction": p.direction, "width": p.width} for p in design.ports]


def test_sva_responses_compile_from_the_records_alone(records, tmp_path):
    from svafam.family_folder import FamilyFormatError
    from svafam.scoring.compile import compile_response
    from svafam.scoring.limits import Limits
    from svafam.scoring.reading import read_response

    for record in records["tasks"]:
        task = task_kind("sva").load(record, tmp_path / "no-checkout")   # rtl_path points at nothing
        assert not task.rtl_path.exists()
        design = DesignUnderTest.from_record(record)
        assert design.ports == task.ports and design.files == {record["rtl_path"].split("/", 1)[1]: task.rtl}
        ports = [(p.name, p.direction, p.width) for p in design.ports]
        _tree, errors = compile_response(record["reference_sva"], task.rtl, ports)
        assert not errors, (task.task_id, errors[:2])
        # planted: a property over a name that is neither a port nor declared anywhere
        wrong = (f"property p_bad; @(posedge {design.clock}) no_such_signal == 1'b0; endproperty\n"
                 "a_bad: assert property (p_bad);\n")
        _tree, errors = compile_response(wrong, task.rtl, ports)
        assert errors and "no_such_signal" in " ".join(errors), task.task_id
        # the reader's size limit needs the family's proof bound, which no record carries: a clear error
        with pytest.raises(FamilyFormatError, match="missing family.json; run `svafam build`"):
            read_response(record["reference_sva"], task, Limits())


def _screen(response: str, design: DesignUnderTest):
    from svafam.scoring.fix_candidate import check_fix

    return check_fix(response, design.top, _ports(design), {"job_fix_check"})


def _renamed_output(code: str, design: DesignUnderTest) -> str:
    out = design.outputs[0].name
    return re.sub(rf"\b{out}\b", f"{out}_renamed", code)


def test_fixes_are_screened_from_the_records_alone(records):
    for record in records["debug"]:
        design = DesignUnderTest.from_record(record, "buggy_rtl")
        gold = _screen(record["ground_truth"]["fixed_rtl"], design)
        assert gold.ok, (record["task_id"], gold.reason, gold.problem)
        wrong = _screen(_renamed_output(record["ground_truth"]["fixed_rtl"], design), design)
        assert not wrong.ok and wrong.reason == "interface", record["task_id"]


def test_written_modules_are_screened_from_the_records_alone(records):
    for record in records["rtl"]:
        design = DesignUnderTest.from_record(record, "gold_rtl")
        gold = _screen(record["gold_rtl"], design)
        assert gold.ok, (record["task_id"], gold.reason, gold.problem)
        wrong = _screen(record["gold_rtl"].replace(f"module {design.top}", f"module {design.top}_other"), design)
        assert not wrong.ok and wrong.reason == "module_missing", record["task_id"]


def test_refmodel_records_say_the_design_but_not_the_stimuli(records):
    for record in records["refmodel"]:
        design = DesignUnderTest.from_record(record, "rtl")
        assert design.top == record["module"] and design.reset is not None
        assert isinstance(record["stimuli"], int) and record["stimuli_path"].endswith("stimuli.json")


def test_the_records_lack_what_the_proofs_read(records):
    """If a new export version carries one of these, score that stage from the records and drop it here."""
    every = {name: json.dumps(rows) for name, rows in records.items()}
    assert all('"depth"' not in text for text in every.values())
    for family in records["families"]:
        assert all(set(m) == {"id", "name", "kind", "description", "rtl_path"} for m in family["mutants"])
    assert all(isinstance(r["stimuli"], int) for r in records["refmodel"])
    # the debugging records hold the controlled mutants, but renamed and rewritten (not the files proved)
    fam = ROOT / "dataset" / "arbiter_0001"
    mutant = json.loads((fam / "family.json").read_text())["mutants"][0]
    debug = next(r for r in records["debug"] if r["task_id"] == f"arbiter_0001/{mutant['id']}")
    assert debug["buggy_rtl"] != (fam / mutant["file"]).read_text()
    assert set(RECORDS_LACK) == {"evaluate (SVA)", "evaluate-debug", "evaluate-rtl", "evaluate-refmodel"}
