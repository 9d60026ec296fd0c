"""``svafam project tasks``: debugging and reference-model tasks from a project's kept instances.

The output is a folder ``evaluate-debug`` and ``evaluate-refmodel`` read with ``--dataset``::

    OUT/manifest.json
    OUT/<project>/project.json          the design as the checkers take it: files, top, clock, reset,
                                        ports, time model (svafam.projects.taskdesign)
    OUT/<project>/design/<file>         the clean design (what a model reads beside the buggy file)
    OUT/<project>/formal/<file>         the same as the proof reads it (svafam.projects.yosys_compat)
    OUT/<project>/tasks/debug/<bug>/    buggy.v (the faulty file), fixed.v (the clean file), task.json,
                                        waveform.vcd/.txt/.json/.svg (the formal witness, clean vs buggy)
    OUT/<project>/tasks/refmodel/       stimuli.json (the witnesses' inputs, then seeded random runs with
                                        reset toggled), task.json (the prompts)

A debugging task is made of every kept instance the proof told apart (with its witness):
a fix is checked by an equivalence proof of the design with the fixed file against the
clean design, from reset (an instance only the testbench observed, proved equivalent,
would accept its own bug as a fix: it makes no task). ``task.json`` has the corpus's
fields (:mod:`svafam.tasks.debug`) and ``design`` for the project. Bug ids are neutral
(``p`` and a hash): the buggy code must not name its mutation.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import random
import shutil
import tempfile
from pathlib import Path

from svafam.tasks import waveform as wf
from svafam.tasks.debug import cached_svg, changed_lines, unified_diff
from svafam.tasks.stimuli import RANDOM_CYCLES, RANDOM_STIMULI, stimuli_text

from . import config
from .config import ProjectError
from .design import elaborate, parse
from .taskdesign import meta_of, task_files
from .witness import compare_from, from_json, view

SEED = "sva-families project refmodel stimuli v1"
_DENSITIES = (0.2, 0.5, 0.8)


def _bug_id(instance_id: str) -> str:
    return "p" + hashlib.sha256(instance_id.encode()).hexdigest()[:8]


def interface_text(meta: dict) -> str:
    clock, reset = meta.get("clock"), meta.get("reset")
    parts = [f"Clock: {clock['name']} (rising edge)." if clock else "No clock: the module is combinational."]
    if reset:
        kind = "synchronous: it takes effect at the next rising clock edge" if reset["synchronous"] else \
            "asynchronous: it takes effect at once"
        parts.append(f"Reset: {reset['name']}, active {reset['active']}, {kind}.")

    def port(p):
        return p["name"] + (f" [{p['width'] - 1}:0]" if p["width"] > 1 else "")

    parts.append(f"Inputs: {', '.join(port(p) for p in meta['inputs']) or 'none'}.")
    parts.append(f"Outputs: {', '.join(port(p) for p in meta['outputs'])}.")
    return " ".join(parts[:2]) + "\n" + "\n".join(parts[2:])


def debug_prompt(meta: dict, file: str, buggy: str, others: dict[str, str], table: str | None, unit: str) -> str:
    context = "".join(f"\n`{rel}` (correct, for reference):\n```verilog\n{text}```\n" for rel, text in others.items())
    text = (f"The Verilog project {meta['project']} (top module {meta['top']}) has a bug in the file `{file}`: "
            f"the design does not behave as its clean version does.\n\n{interface_text(meta)}\n{context}\n"
            f"`{file}` (has the bug):\n```verilog\n{buggy}```\n")
    if table is not None:
        row = "clock cycle" if unit == "cycle" else "clock edge (a step)"
        text += (f"\nA simulation that shows the bug, one row per {row}: the inputs, the outputs the design "
                 "should give (clean.*) and the outputs it gives (buggy.*).\n\n" + table)
    return text + (f"\nFind the bug and fix it. Answer with the whole corrected file `{file}` in one ```verilog "
                   "block; keep its module names and ports.\n")


def _stimuli(meta: dict, witnesses: list, name: str) -> dict:
    """The witnesses' inputs (a cycle each; an edge witness sampled before each rising edge), then seeded
    random runs with reset asserted at the start and again somewhere in the middle."""
    reset = meta.get("reset")
    names = ([reset["name"]] if reset else []) + [p["name"] for p in meta["inputs"]]
    widths = [p["width"] for p in meta["inputs"]]
    reset_on = (1 if reset["active"] == "high" else 0) if reset else None
    stimuli = []
    clock = meta["clock"]["name"] if meta.get("clock") else None
    for label, w in witnesses:
        if w.seed is not None:  # a deep search's seeded random run: its inputs are Icarus's $random, not recorded
            continue
        steps = range(w.steps)
        if w.model == "edge" and clock in w.inputs:
            steps = [k for k in steps if w.inputs[clock][k] == 0]
        columns = [w.inputs.get(n) or [0] * w.steps for n in names]
        rows = [[(column[k] or 0) for column in columns] for k in steps]
        if reset and rows:
            rows[0][0] = reset_on
        if rows:
            stimuli.append({"name": f"witness {label}", "cycles": rows})
    rng = random.Random(int.from_bytes(hashlib.sha256(f"{SEED}:{name}".encode()).digest()[:8], "big"))
    for k in range(RANDOM_STIMULI):
        density = _DENSITIES[k % len(_DENSITIES)]
        mid = rng.randrange(RANDOM_CYCLES // 4, 3 * RANDOM_CYCLES // 4)
        length = rng.choice((1, 2))
        rows = []
        for c in range(RANDOM_CYCLES):
            row = []
            if reset:
                row.append(reset_on if c == 0 or mid <= c < mid + length else 1 - reset_on)
            for w in widths:
                if w == 1:
                    row.append(int(rng.random() < density))
                elif rng.random() < 1 / 3:
                    row.append(rng.choice((0, 1, (1 << w) - 1)))
                else:
                    row.append(rng.getrandbits(w))
            rows.append(row)
        stimuli.append({"name": f"random {k}", "cycles": rows})
    return {"family_id": name, "inputs": names, "seed": SEED, "stimuli": stimuli}


def refmodel_prompt(meta: dict, form: str, texts: dict[str, str]) -> str:
    from svafam.tasks.refmodel import MODEL_INTERFACE

    head = (f"Write a Python reference model of the Verilog design {meta['top']} below (project "
            f"{meta['project']}).\n\n" if form == "rtl" else
            f"Write a Python reference model of this hardware design ({meta['project']}, top {meta['top']}).\n\n")
    text = head + interface_text(meta) + "\n\n"
    if form == "rtl":
        text += "".join(f"`{rel}`:\n```verilog\n{t}```\n\n" for rel, t in texts.items())
    return text + MODEL_INTERFACE + "\n\nAnswer with the code in one ```python block.\n"


def write_tasks(directory: Path, mutation_dir: Path, out: Path) -> dict:
    project = config.load(directory)
    report_path = mutation_dir / "report.json"
    if not report_path.is_file():
        raise ProjectError(f"{mutation_dir}: no report.json; run `svafam project mutate {directory} --out "
                           f"{mutation_dir}` first")
    report = json.loads(report_path.read_text(encoding="utf-8"))
    if report.get("project") != project.name:
        raise ProjectError(f"{report_path}: the mutation output of {report.get('project')!r}, not of {project.name!r}")
    design = parse(project)
    elaborate(design, project.timeouts["compile_seconds"] * 2)
    records = [json.loads(line) for line in (mutation_dir / "instances.jsonl").read_text().splitlines() if line]
    meta = meta_of(design)
    name = project.name
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.tmp-", dir=out.parent))
    try:
        root = tmp / name
        files = task_files(design)
        witnesses, debug = [], 0
        clock = project.clock.name if project.clock else "clk"
        for rec in records:
            if (rec.get("formal") or {}).get("verdict") != "distinguishable" or not rec["files"].get("witness_json"):
                continue
            base = mutation_dir / "instances" / rec["id"]
            try:
                w = from_json((base / "witness.json").read_text(encoding="utf-8"))
            except (OSError, ValueError) as e:
                raise ProjectError(f"{base / 'witness.json'}: {e}; run `svafam project mutate` again") from None
            witnesses.append((_bug_id(rec["id"]), w))
            bug = _bug_id(rec["id"])
            folder = f"tasks/debug/{bug}"
            rel = rec["file"]
            buggy = (base / "faulty" / rel).read_text(encoding="utf-8")
            clean = (base / "clean" / rel).read_text(encoding="utf-8")
            picture = view(w, project.clock.name if project.clock else None)
            picture = wf.Waveform(tuple(dataclasses.replace(s, group="buggy") if s.group == "mutant" else s
                                        for s in picture.signals), picture.cycles, picture.marker, picture.unit,
                                  picture.first)
            table = wf.to_table(picture)
            others = {r: t for r, t in design.working_texts().items() if r != rel and r in project.rtl}
            title = f"{name}/{bug}: clean vs buggy"
            doc = {
                "task_id": f"{name}/{bug}", "family_id": name, "bug": bug, "source": "project",
                "module": rec["module"], "bug_kind": rec["group"], "mutant_kind": rec["operator"],
                "operator": rec["operator"], "model": rec["formal"]["model"],
                "files": {"buggy.v": f"{folder}/buggy.v", "fixed.v": f"{folder}/fixed.v",
                          **{n: f"{folder}/{n}" for n in ("waveform.vcd", "waveform.txt", "waveform.json",
                                                           "waveform.svg")}},
                "waveform": {"cycles": picture.first + picture.cycles,
                             "first_divergence": None if picture.marker is None else picture.first + picture.marker,
                             "unit": picture.unit,
                             "trace": f"{folder}/waveform.vcd"},
                "ground_truth": {"description": f"{rec['operator']}: {rec['change']}", "clean_variant": "clean",
                                 "lines": changed_lines(clean, buggy), "diff": unified_diff(clean, buggy),
                                 "location": {"mutant_id": rec["id"], "file": rel, "line": rec["line"],
                                              "node_path": rec["node_path"], "change": rec["change"]}},
                "design": {"file": rel, "first_compared": compare_from(w.model)},
                "prompt_zero_shot": debug_prompt(meta, rel, buggy, others, None, picture.unit),
                "prompt_one_shot": debug_prompt(meta, rel, buggy, others, table, picture.unit),
            }
            files[f"{folder}/buggy.v"] = buggy
            files[f"{folder}/fixed.v"] = clean
            files[f"{folder}/task.json"] = json.dumps(doc, indent=2) + "\n"
            files[f"{folder}/waveform.vcd"] = wf.to_vcd(picture, clock=clock)
            files[f"{folder}/waveform.txt"] = table
            files[f"{folder}/waveform.json"] = json.dumps(wf.to_wavedrom(picture, title, clock), indent=1) + "\n"
            files[f"{folder}/waveform.svg"] = cached_svg(picture, title, clock)
            debug += 1
        stimuli = _stimuli(meta, witnesses, name)
        files["tasks/refmodel/stimuli.json"] = stimuli_text(stimuli)
        rtl_texts = {r: t for r, t in design.working_texts().items() if r in project.rtl}
        files["tasks/refmodel/task.json"] = json.dumps({
            "task_id": f"{name}/rtl", "family_id": name, "module": project.top,
            "prompt_rtl": refmodel_prompt(meta, "rtl", rtl_texts), "prompt_spec": refmodel_prompt(meta, "spec", {}),
            "stimuli": len(stimuli["stimuli"]), "stimulus_cycles": sum(len(s["cycles"]) for s in stimuli["stimuli"]),
        }, indent=2) + "\n"
        for rel, text in files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        manifest = {"kind": "project tasks", "projects": [name], "debug": debug, "refmodel": 1,
                    "from": str(mutation_dir)}
        (tmp / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
        old = out.parent / f".{out.name}.previous"
        shutil.rmtree(old, ignore_errors=True)
        if out.exists():
            os.replace(out, old)
        os.replace(tmp, out)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return {"project": name, "debug": debug, "refmodel": 1}
