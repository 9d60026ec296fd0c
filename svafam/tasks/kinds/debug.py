"""Debugging: fix a buggy module (a controlled mutant, or one of the mutation pool's sample)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .. import debug
from ..sources import TaskSourceError
from . import TaskKind
from ._records import Port, interface, typed_ports


def records(fdir: Path, meta: dict, split: str) -> list[dict]:
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
            "module": doc["module"], "description": meta["description"], "interface": interface(meta),
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


@dataclass(frozen=True)
class DebugTask:
    """A buggy module to fix. ``prompt_one_shot`` adds the waveform table to ``prompt_zero_shot``;
    the ground truth (``fixed_rtl``, ``bug_lines``, ``diff``, ``bug_description``) is not in either prompt."""

    task_id: str
    family_id: str
    category: str
    split: str
    bug_kind: str
    mutant_kind: str
    source: str          # controlled (a spec-level mutant) or pool (a source-level one)
    operator: str | None  # pool: the source-level operator
    model: str           # cycle, or edge: the waveform has a row per clock edge, the fix is proved clock-accurately
    module: str
    description: str
    ports: tuple[Port, ...]
    buggy_rtl: str
    prompt_zero_shot: str
    prompt_one_shot: str
    waveform_table: str
    wavedrom: str
    vcd_path: Path
    svg_path: Path
    first_divergence: int
    fixed_rtl: str
    bug_lines: tuple[int, ...]
    diff: str
    bug_description: str
    location: dict | None  # pool: mutant id, variant file, line, AST node path, change


def load(r: dict, root: Path) -> DebugTask:
    return DebugTask(
        task_id=r["task_id"], family_id=r["family_id"], category=r["category"], split=r["split"],
        bug_kind=r["bug_kind"], mutant_kind=r["mutant_kind"], source=r["source"], operator=r["operator"],
        model=r["model"], module=r["module"],
        description=r["description"], ports=typed_ports(r),
        buggy_rtl=r["buggy_rtl"], prompt_zero_shot=r["prompt_zero_shot"], prompt_one_shot=r["prompt_one_shot"],
        waveform_table=r["waveform"]["table"], wavedrom=r["waveform"]["wavedrom"],
        vcd_path=root / r["waveform"]["vcd_path"], svg_path=root / r["waveform"]["svg_path"],
        first_divergence=r["waveform"]["first_divergence"], fixed_rtl=r["ground_truth"]["fixed_rtl"],
        bug_lines=tuple(r["ground_truth"]["lines"]), diff=r["ground_truth"]["diff"],
        bug_description=r["ground_truth"]["description"], location=r["ground_truth"]["location"])


def card_paragraph(manifest: dict) -> str:
    debug_summary = manifest.get("debug")
    tasks = debug_summary["tasks"] if debug_summary else manifest["summary"]["mutants"]
    return f"""- **Debugging** (config `debug`, {tasks} tasks): one per controlled mutant, and a sample
  of the mutation pool (see "Debugging tasks" below). The buggy module
  (module name and header neutral, so the diff to the fix is the bug alone), the family's
  description and interface, a bug kind (ChipBench's arithmetic / assignment / timing /
  state_machine, or condition / bit_access / port), and two prompt forms: zero-shot, and
  one-shot with the distinguishing waveform (`<family>/tasks/debug/<bug>/waveform.{{vcd,txt,json,svg}}`:
  inputs, clean and buggy outputs per cycle, first diverging cycle marked; every task has
  one). Ground truth, kept out of the prompts: the fixed code, the changed lines, the diff.
  A fix is judged by an unbounded equivalence proof (`svafam evaluate-debug`)."""


KIND = TaskKind(
    name="debug", title="debugging", export_name="debug", schema="debug",
    prompt_forms={"zero_shot": "prompt_zero_shot", "one_shot": "prompt_one_shot"}, records=records, load=load,
    evaluate_command="evaluate-debug", gold_command="gold-fixes", card_paragraph=card_paragraph, order=10,
)
