"""Every layer covers every registered kind: task kinds (export, loading, scoring, card, site, prompt forms)
and proof-job kinds (templates, modes, plan, evidence). A planted kind that a layer lacks is caught."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from svafam.cli import command_group
from svafam.dataset.export import record_validator
from svafam.dataset.loading import load_split
from svafam.formal.family import load_interface
from svafam.formal.jobs import JOB_KINDS, SUITE_KINDS, suite_size
from svafam.formal.plan import SUITE_SIZE, build_plan
from svafam.generators.properties.forms import BY_NAME as FORMS_BY_NAME
from svafam.paths import SBY_TEMPLATES
from svafam.scoring.kinds import SCORERS, scorer_module
from svafam.site.corpus import load_corpus
from svafam.site.tasks import load as site_task_pages
from svafam.tasks.kinds import TaskKind, UnknownTaskKind, task_kind, task_kinds

ROOT = Path(__file__).resolve().parents[1]
DATASET = ROOT / "dataset"
SPLITS = ROOT / "splits" / "splits_v1.json"
FAMILY = DATASET / "timer_0007"
SCHEMAS = ROOT / "svafam" / "dataset" / "schemas"


def task_kind_gaps(kind: TaskKind) -> list[str]:
    """The layers that do not cover ``kind`` (empty: all of them do)."""
    gaps = []
    meta = json.loads((FAMILY / "family.json").read_text())
    try:
        records = kind.records(FAMILY, meta, "test")
    except Exception as e:  # noqa: BLE001 - any failure is a gap to report
        return [f"export: records of {FAMILY.name} fail: {e!r}"]
    if not records:
        gaps.append(f"export: no {kind.name} record made from {FAMILY.name}")
    if not (SCHEMAS / f"{kind.schema}-record.schema.json").is_file():
        gaps.append(f"export: no schema {kind.schema}-record.schema.json")
    else:
        for r in records:
            if record_validator(kind.schema).first_error(r) is not None:
                gaps.append(f"export: a {kind.name} record does not match its schema")
                break
    for form, field in kind.prompt_forms.items():
        if any(not isinstance(r.get(field), str) or not r[field] for r in records):
            gaps.append(f"prompt form {form}: records lack the field {field}")
    if kind.name not in SCORERS:
        gaps.append("scoring: no entry in svafam.scoring.kinds.SCORERS")
    commands = command_group().commands
    for command in (kind.evaluate_command, kind.gold_command):
        if command not in commands:
            gaps.append(f"cli: no command {command!r}")
    card = (DATASET / "README.md").read_text()
    if f"- config_name: {kind.export_name}\n" not in card:
        gaps.append(f"card: no config {kind.export_name}")
    return gaps


@pytest.mark.parametrize("name", list(task_kinds()))
def test_every_layer_covers_the_task_kind(name):
    assert task_kind_gaps(task_kind(name)) == []


@pytest.mark.parametrize("name", list(task_kinds()))
def test_the_task_kind_loads_from_the_export_and_its_scorer_imports(name):
    kind = task_kind(name)
    assert (DATASET / "export" / f"{kind.export_name}_test.jsonl").is_file()
    tasks = load_split("test", kind=name)
    assert tasks and {t.split for t in tasks} == {"test"}
    assert scorer_module(name).__name__ == SCORERS[name]


def test_the_site_has_a_page_per_task_kind():
    corpus = load_corpus(DATASET, SPLITS, ("timer_0007",))
    pages = {p.path: p for p in site_task_pages(corpus).pages}
    assert set(pages) == {f"tasks/{k}.html" for k in task_kinds()}
    assert all(pages[f"tasks/{k}.html"].context["rows"] for k in task_kinds())


def test_a_planted_task_kind_missing_from_the_layers_is_caught():
    fake = replace(task_kind("refmodel"), name="proof_sketch", export_name="proof_sketch", schema="proof-sketch",
                   evaluate_command="evaluate-proof-sketch", gold_command="gold-proof-sketches")
    gaps = task_kind_gaps(fake)
    assert any(g.startswith("scoring:") for g in gaps)
    assert any(g.startswith("cli:") for g in gaps)
    assert any(g.startswith("card:") for g in gaps)
    assert any("schema" in g for g in gaps)


def test_an_unknown_task_kind_names_the_registered_ones():
    with pytest.raises(UnknownTaskKind, match="sva, debug, refmodel"):
        task_kind("proofs")


def _template_mode(name: str) -> str:
    text = (SBY_TEMPLATES / f"{name}.sby").read_text()
    return re.search(r"^mode (\w+)$", text, re.M).group(1)


@pytest.mark.parametrize("name", list(JOB_KINDS))
def test_every_job_kind_has_its_template_and_mode(name):
    kind = JOB_KINDS[name]
    assert (SBY_TEMPLATES / f"{kind.template}.sby").is_file()
    assert _template_mode(kind.template) == kind.mode
    assert kind.expected in ("PASS", "FAIL")


def test_the_plan_and_the_evidence_have_one_job_per_kind_and_target():
    plan = build_plan(load_interface(FAMILY))
    assert len(plan.jobs) == SUITE_SIZE == suite_size(4, 3)
    assert [k.name for k in SUITE_KINDS] == list(dict.fromkeys(j.kind for j in plan.jobs))
    evidence = json.loads((FAMILY / "evidence" / "evidence.json").read_text())
    assert [j["job"] for j in evidence["jobs"]] == [j.name for j in plan.jobs]
    assert plan.conformance is not None and plan.conformance.kind == "conformance"


def test_every_template_belongs_to_a_job_kind():
    used = {k.template for k in JOB_KINDS.values()}
    assert {p.stem for p in SBY_TEMPLATES.glob("*.sby")} == used


# ---- property forms -------------------------------------------------------------------------------------------

def _timer_task():
    return next(t for split in ("train", "dev", "test") for t in load_split(split) if t.task_id == "timer_0007/v0")


def property_form_gaps(form) -> list[str]:
    """The layers that do not cover ``form``: model (form_of), printing, the scorer's reader, lowering, export."""
    from svafam.formal import lower
    from svafam.generators import expr as ex
    from svafam.generators.properties import Property, body_text, form_of
    from svafam.scoring.limits import Limits
    from svafam.scoring.reading import read_response
    from svafam.tasks.kinds.sva import reference_property

    gaps = []
    prop = form.example(ex.Ident("load"), ex.Ident("tick"), ex.Ident("expired"))
    if form_of(prop) != form.name:
        gaps.append(f"model: its example has the form {form_of(prop)}")
    if Property.from_json(prop.to_json()).form != form.name:
        gaps.append("model: the JSON of its example reads back as another form")
    text = (f"property {prop.name};\n  @(posedge clk) disable iff (rst) {body_text(prop)};\nendproperty\n"
            f"{prop.id}: assert property ({prop.name});\n")
    reading = read_response(f"```systemverilog\n{text}```", _timer_task(), Limits())
    read_forms = [p.form for p in reading.properties]
    if read_forms != [form.name]:
        gaps.append(f"scoring: the reader gave {read_forms} (unsupported: {reading.unsupported}) for {text!r}")
    try:
        lower.assertion(prop)
        if not lower.covers(prop):
            gaps.append("lowering: no reachability cover")
    except Exception as e:  # noqa: BLE001 - a failure is the gap
        gaps.append(f"lowering: {e!r}")
    # an exported task record holding this property as its only gold property must match the schema
    record = json.loads((DATASET / "export" / "tasks_test.jsonl").read_text().splitlines()[0])
    record["reference_properties"] = [reference_property(prop.to_json())]
    if record_validator("task").first_error(record) is not None:
        gaps.append("export: its reference property does not match the task schema")
    if not form.notation or not form.label:
        gaps.append("card/site: no notation or label")
    return gaps


@pytest.mark.parametrize("name", list(FORMS_BY_NAME))
def test_every_layer_covers_the_property_form(name):
    assert property_form_gaps(FORMS_BY_NAME[name]) == []


def test_a_planted_property_form_the_layers_lack_is_caught():
    # a form whose example the model classifies as another form, and whose SVA the reader does not take
    from svafam.generators.properties.model import implication

    fake = replace(FORMS_BY_NAME["until"], name="strong_until",
                   example=lambda a, b, c: replace(implication("EX_S", "p_ex_s", "authored", "s", a, b, until=c),
                                                   form="strong_until"))
    gaps = property_form_gaps(fake)
    assert any(g.startswith("model:") for g in gaps)
    assert any(g.startswith("scoring:") for g in gaps)


def test_the_card_and_the_site_name_every_form():
    from svafam.dataset.card import FORM_SVA
    from svafam.generators.properties import FORMS, TEMPORAL_FORMS
    from svafam.site.families import FORM_LABELS

    assert set(FORMS) <= set(FORM_SVA) and set(FORMS) == set(FORM_LABELS)
    assert set(TEMPORAL_FORMS) < set(FORMS) and "invariant" not in TEMPORAL_FORMS
