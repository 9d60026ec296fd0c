"""The design interface (svafam.design): a family's variant, its exported record and the same RTL read as a
user's project give one design; a record that does not say a design is refused naming the task and field."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import pytest

from svafam.design import DesignRecordError, DesignUnderTest, Port, Reset
from svafam.family_folder import family_design, read_family

ROOT = Path(__file__).resolve().parents[1]
FAMILY = ROOT / "dataset" / "arbiter_0001"
EXPORT = ROOT / "dataset" / "export"


def _record(kind: str, task_id: str) -> dict:
    for split in ("train", "dev", "test"):
        for line in (EXPORT / f"{kind}_{split}.jsonl").read_text().splitlines():
            if f'"task_id": "{task_id}"' in line:
                return json.loads(line)
    raise AssertionError(f"{task_id} is not in the {kind} export")


def test_a_family_variant_as_a_design():
    meta = read_family(FAMILY)
    dut = family_design(FAMILY, meta, meta.variants[0])
    assert dut.top == "arbiter_0001_canonical_case" and dut.clock == "clk"
    assert dut.reset == Reset("rst", "high", True) and dut.reset.active_high
    assert list(dut.files) == ["rtl/canonical_case.v"]
    assert dut.files["rtl/canonical_case.v"] == (FAMILY / "rtl/canonical_case.v").read_text()
    assert [p.name for p in dut.ports] == ["clk", "rst", "req0", "req1", "grant0", "grant1", "prio"]
    assert [p.name for p in dut.data_inputs] == ["req0", "req1"]
    assert all(p.direction == "output" for p in dut.outputs) and dut.port("prio") == Port("prio", "output", 1)


@pytest.mark.parametrize("kind,task_id,field", [("tasks", "arbiter_0001/v0", "rtl"),
                                                 ("refmodel", "arbiter_0001/v0", "rtl")])
def test_a_record_and_its_family_give_the_same_design(kind, task_id, field):
    meta = read_family(FAMILY)
    assert DesignUnderTest.from_record(_record(kind, task_id), field) == family_design(FAMILY, meta, meta.variants[0])


def test_every_kind_of_record_says_its_design():
    family = family_design(FAMILY, read_family(FAMILY), read_family(FAMILY).variants[0])
    debug = DesignUnderTest.from_record(_record("debug", "arbiter_0001/m0"))
    rtl = DesignUnderTest.from_record(_record("rtl", "arbiter_0001/rtl"))
    assert debug.ports == rtl.ports == family.ports and debug.reset == rtl.reset == family.reset
    assert list(debug.files) == ["arbiter_0001_canonical_case.v"]   # a debugging record has no path: the top's
    assert list(rtl.files) == ["tasks/rtl/gold.v"] and rtl.top == "arbiter_0001"


def test_a_project_of_the_family_rtl_gives_the_same_ports(tmp_path):
    pytest.importorskip("pyosys")
    from svafam.projects.config import Clock, Project, Reset as ProjectReset, Testbench
    from svafam.projects.design import elaborate, parse

    shutil.copyfile(FAMILY / "rtl/canonical_case.v", tmp_path / "arbiter.v")
    project = Project(root=tmp_path, name="arbiter", top="arbiter_0001_canonical_case", rtl=("arbiter.v",),
                      testbench=Testbench((), "none", "none", "vcd"), clock=Clock("clk"),
                      reset=ProjectReset("rst", True, True))
    design = parse(project)
    elaborate(design)
    dut = DesignUnderTest.from_project(design)
    meta = read_family(FAMILY)
    family = family_design(FAMILY, meta, meta.variants[0])
    record = DesignUnderTest.from_record(_record("tasks", "arbiter_0001/v0"))
    assert dut.ports == family.ports == record.ports
    assert (dut.top, dut.clock, dut.reset) == (family.top, family.clock, family.reset)
    assert dut.files == {"arbiter.v": family.files["rtl/canonical_case.v"]}


def _drop(path: str):
    def edit(r: dict) -> None:
        *parents, last = path.split(".")
        node = r
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        if isinstance(node, list):
            node.pop(int(last))
        else:
            node.pop(last)
    return edit


@pytest.mark.parametrize("edit,field,reason", [
    (_drop("rtl"), "rtl", "missing: the record carries no code"),
    (_drop("module"), "module", "missing"),
    (_drop("interface"), "interface", "missing"),
    (_drop("interface.ports"), "interface.ports", "missing"),
    (_drop("interface.ports.2.width"), "interface.ports[2].width", "None: must be a positive integer"),
    (lambda r: r["interface"]["ports"][3].update(direction="sideways"), "interface.ports[3].direction",
     "'sideways': must be one of input, output, inout"),
    (lambda r: r["interface"]["reset"].update(active="sideways"), "interface.reset.active", "must be high or low"),
    (_drop("interface.clock.name"), "interface.clock.name", "missing or not a name"),
    (lambda r: r.update(rtl_path=None), "rtl_path", "missing"),
])
def test_a_malformed_record_names_the_task_the_field_and_the_reason(edit, field, reason):
    record = copy.deepcopy(_record("tasks", "arbiter_0001/v0"))
    edit(record)
    with pytest.raises(DesignRecordError) as info:
        DesignUnderTest.from_record(record)
    message = str(info.value)
    assert message.startswith(f"task arbiter_0001/v0: field {field}: ") and reason in message, message


def test_a_record_that_is_not_an_object_is_refused():
    with pytest.raises(DesignRecordError, match=r"field \(top level\): a record is an object"):
        DesignUnderTest.from_record(["not", "a", "record"])


def test_a_missing_variant_file_says_what_to_do(tmp_path):
    shutil.copytree(FAMILY, tmp_path / "f", ignore=shutil.ignore_patterns("mutation", "evidence", "tasks"))
    (tmp_path / "f" / "rtl" / "canonical_case.v").unlink()
    meta = read_family(tmp_path / "f")
    from svafam.family_folder import FamilyFormatError

    with pytest.raises(FamilyFormatError, match=r"canonical_case.v: missing .*v0.*svafam build"):
        family_design(tmp_path / "f", meta, meta.variants[0])
