"""Export records of the debugging and reference-model tasks of one family (``svafam export``)."""

from __future__ import annotations

import json
from pathlib import Path

from . import debug, refmodel
from .interface import ports
from .sources import TaskSourceError
from .stimuli import STIMULI_FILE


def _interface(meta: dict) -> dict:
    return {"clock": meta["clock"], "reset": meta["reset"], "ports": ports(meta)}


def debug_records(fdir: Path, meta: dict, split: str) -> list[dict]:
    fam = meta["family"]
    out = []
    for path in sorted((fdir / debug.TASK_DIR).glob("*/task.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        files = {name: fdir / rel for name, rel in doc["files"].items()}
        missing = [name for name in debug.TASK_FILES if name not in files or not files[name].is_file()]
        if missing:  # every task is given in both forms: no one-shot prompt without its waveform
            raise TaskSourceError(f"{path}: files.{missing[0]}: missing ({files.get(missing[0], 'not named')}); "
                                  "run `svafam build`")
        buggy = files["buggy.v"].read_text(encoding="utf-8")
        table = files["waveform.txt"].read_text(encoding="utf-8")
        truth = doc["ground_truth"]
        out.append({
            "task_id": doc["task_id"], "family_id": fam, "category": meta["category"], "kind": meta["kind"],
            "split": split, "bug": doc["bug"], "source": doc["source"], "operator": doc["operator"],
            "bug_kind": doc["bug_kind"], "mutant_kind": doc["mutant_kind"], "model": doc["model"],
            "module": doc["module"], "description": meta["description"], "interface": _interface(meta),
            "buggy_rtl": buggy,
            "prompt_zero_shot": debug.prompt(meta, doc["module"], buggy, None),
            "prompt_one_shot": debug.prompt(meta, doc["module"], buggy, table, doc["model"]),
            "waveform": {"cycles": doc["waveform"]["cycles"], "first_divergence": doc["waveform"]["first_divergence"],
                         "unit": doc["waveform"]["unit"], "table": table,
                         "wavedrom": files["waveform.json"].read_text(encoding="utf-8"),
                         "vcd_path": f"{fam}/{doc['files']['waveform.vcd']}",
                         "svg_path": f"{fam}/{doc['files']['waveform.svg']}"},
            "ground_truth": {"description": truth["description"], "clean_variant": truth["clean_variant"],
                             "lines": truth["lines"], "diff": truth["diff"], "location": truth["location"],
                             "fixed_rtl": files["fixed.v"].read_text(encoding="utf-8")},
        })
    return out


def refmodel_records(fdir: Path, meta: dict, split: str) -> list[dict]:
    fam = meta["family"]
    stimuli = json.loads((fdir / STIMULI_FILE).read_text(encoding="utf-8"))
    out = []
    for v in meta["variants"]:
        rtl = (fdir / v["file"]).read_text(encoding="utf-8")
        out.append({
            "task_id": f"{fam}/{v['id']}", "family_id": fam, "category": meta["category"], "kind": meta["kind"],
            "split": split, "variant": v["id"], "style": v["style"], "module": v["module"],
            "rtl_path": f"{fam}/{v['file']}", "rtl": rtl, "description": meta["description"],
            "interface": _interface(meta),
            "prompt_rtl": refmodel.prompt(meta, "rtl", v["module"], rtl),
            "prompt_spec": refmodel.prompt(meta, "spec"),
            "stimuli_path": f"{fam}/{STIMULI_FILE}",
            "stimuli": len(stimuli["stimuli"]), "stimulus_cycles": sum(len(s["cycles"]) for s in stimuli["stimuli"]),
        })
    return out
