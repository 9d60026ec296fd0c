"""Reference models: write a Python model of an RTL variant (one task per variant)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .. import cpp_model, refmodel
from ..stimuli import STIMULI_FILE
from . import TaskKind
from ._records import Port, interface, typed_ports


def records(fdir: Path, meta: dict, split: str) -> list[dict]:
    fam = meta["family"]
    stimuli = json.loads((fdir / STIMULI_FILE).read_text(encoding="utf-8"))
    out = []
    for v in meta["variants"]:
        rtl = (fdir / v["file"]).read_text(encoding="utf-8")
        out.append({
            "task_id": f"{fam}/{v['id']}", "family_id": fam, "category": meta["category"], "kind": meta["kind"],
            "split": split, "variant": v["id"], "style": v["style"], "module": v["module"],
            "rtl_path": f"{fam}/{v['file']}", "rtl": rtl, "description": meta["description"],
            "interface": interface(meta),
            "prompt_rtl": refmodel.prompt(meta, "rtl", v["module"], rtl),
            "prompt_spec": refmodel.prompt(meta, "spec"),
            "prompt_rtl_cpp": cpp_model.prompt(meta, "rtl_cpp", v["module"], rtl),
            "prompt_spec_cpp": cpp_model.prompt(meta, "spec_cpp"),
            "stimuli_path": f"{fam}/{STIMULI_FILE}",
            "stimuli": len(stimuli["stimuli"]), "stimulus_cycles": sum(len(s["cycles"]) for s in stimuli["stimuli"]),
        })
    return out


@dataclass(frozen=True)
class RefModelTask:
    """An RTL variant to model in Python; ``prompt_rtl`` shows the Verilog, ``prompt_spec`` only the description."""

    task_id: str
    family_id: str
    category: str
    split: str
    variant: str
    module: str
    rtl_path: Path
    rtl: str
    description: str
    ports: tuple[Port, ...]
    prompt_rtl: str
    prompt_spec: str
    prompt_rtl_cpp: str    # the same tasks with the model in C++ (structs of inputs and outputs, reset(), step())
    prompt_spec_cpp: str
    stimuli_path: Path


def load(r: dict, root: Path) -> RefModelTask:
    return RefModelTask(
        task_id=r["task_id"], family_id=r["family_id"], category=r["category"], split=r["split"],
        variant=r["variant"], module=r["module"], rtl_path=root / r["rtl_path"], rtl=r["rtl"],
        description=r["description"], ports=typed_ports(r),
        prompt_rtl=r["prompt_rtl"], prompt_spec=r["prompt_spec"], prompt_rtl_cpp=r["prompt_rtl_cpp"],
        prompt_spec_cpp=r["prompt_spec_cpp"], stimuli_path=root / r["stimuli_path"])


def card_paragraph(manifest: dict) -> str:
    return f"""- **Reference models** (config `refmodel`, {manifest['summary']['variants']} tasks): one per RTL variant; the
  model is a Python class `Model` with `reset()` and `step(inputs) -> outputs`, or (prompt forms
  `rtl_cpp`, `spec_cpp`) a C++ class over fixed structs of inputs and outputs, checked by
  co-simulation against the RTL in Yosys on `<family>/tasks/refmodel/stimuli.json`
  (`svafam evaluate-refmodel [--language cpp]`)."""


KIND = TaskKind(
    name="refmodel", title="reference models", export_name="refmodel", schema="refmodel",
    prompt_forms={"rtl": "prompt_rtl", "spec": "prompt_spec", "rtl_cpp": "prompt_rtl_cpp",
                  "spec_cpp": "prompt_spec_cpp"}, records=records, load=load,
    evaluate_command="evaluate-refmodel", gold_command="gold-refmodels", card_paragraph=card_paragraph, order=20,
)
