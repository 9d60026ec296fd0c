"""A project's design as the task checkers take it: ``project.json`` beside the design's files.

The fix checker and the reference-model checker of :mod:`svafam.scoring` take a design
through its files, top, clock, reset and ports (for a family, ``family.json`` says them);
for a project task folder, ``project.json`` does (:func:`meta_of` writes it,
:func:`design_of` reads it back into the :class:`svafam.projects.design.Design` the
miters of :mod:`svafam.projects.miter` are built from).
"""

from __future__ import annotations

import json
from pathlib import Path

from .config import Clock, Project, Reset, Testbench
from .design import Design, Port

PROJECT_META = "project.json"


def meta_of(design: Design) -> dict:
    project = design.project
    clock = project.clock.name if project.clock else None
    reset = project.reset
    return {
        "project": project.name, "family": project.name, "category": "project", "kind": "project",
        "description": f"the design {project.top} of the project {project.name}",
        "top": project.top, "model": design.model,
        "clock": {"name": clock} if clock else None,
        "reset": ({"name": reset.name, "active": "high" if reset.active_high else "low",
                   "synchronous": reset.synchronous} if reset else None),
        "inputs": [{"name": p.name, "width": p.width} for p in design.inputs
                   if p.name != clock and not (reset and p.name == reset.name)],
        "outputs": [{"name": p.name, "width": p.width} for p in design.outputs],
        "ports": [{"name": p.name, "direction": p.direction, "width": p.width} for p in design.ports],
        "design": {"rtl": list(project.rtl), "files": sorted(design.working_texts()),
                   "include_dirs": list(project.include_dirs), "defines": dict(project.defines)},
    }


def read_meta(folder: Path) -> dict | None:
    path = folder / PROJECT_META
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def design_of(folder: Path, meta: dict, texts: str = "formal") -> Design:
    """The design of a task folder; ``texts``: which copy of the files (``formal``: as Yosys reads them)."""
    d = meta["design"]
    clock = Clock(meta["clock"]["name"]) if meta.get("clock") else None
    r = meta.get("reset")
    reset = Reset(r["name"], r["active"] == "high", r["synchronous"]) if r else None
    project = Project(root=folder, name=meta["project"], top=meta["top"], rtl=tuple(d["rtl"]),
                      testbench=Testbench((), "none", "none", "vcd"), include_dirs=tuple(d["include_dirs"]),
                      defines=dict(d["defines"]), clock=clock, reset=reset)
    sources = {rel: (folder / texts / rel).read_text(encoding="utf-8") for rel in d["files"]}
    design = Design(project, {}, {}, [], [Port(p["name"], p["direction"], p["width"]) for p in meta["ports"]],
                    sources=sources, model=meta["model"])
    design.yosys_cache = sources if texts == "formal" else None
    return design


WRAPPER = "svafam_refmodel_top"
WRAPPER_CLOCK = "svafam_clk"


def simulate(folder: Path, meta: dict, runs: list[list[dict]], timeout: float = 120) -> list[list[dict]]:
    """The design's outputs on each run (cycle dicts of the reset and data inputs), as the reference-model
    checker wants them: Yosys ``sim`` of the formal copy of the design, registers starting at zero, one
    hidden reset cycle first when the design has a reset (every model starts in its reset state)."""
    from svafam.oracle.simulate import simulate_signals

    d = meta["design"]
    tree = {rel: (folder / "formal" / rel).read_text(encoding="utf-8") for rel in d["files"]}
    defines = " ".join(f"-D{k}={v}" if v != "" else f"-D{k}" for k, v in sorted(d["defines"].items()))
    dirs = sorted({str(Path(rel).parent) for rel in d["rtl"]} | set(d["include_dirs"]))
    options = " ".join(x for x in [defines] + [f"-I{x}" for x in dirs] if x)
    read = [f"read_verilog {options} {rel}".replace("  ", " ") for rel in d["rtl"]]
    top, clock = meta["top"], meta["clock"]["name"] if meta.get("clock") else None
    if clock is None:   # a combinational design: a wrapper gives the simulator a clock to step by
        ports = meta["ports"]
        decls = [f"input {WRAPPER_CLOCK}"] + [
            f"{p['direction']} {'[%d:0] ' % (p['width'] - 1) if p['width'] > 1 else ''}{p['name']}" for p in ports]
        conns = ", ".join(f".{p['name']}({p['name']})" for p in ports)
        tree[f"{WRAPPER}.v"] = f"module {WRAPPER}({', '.join(decls)});\n  {top} u ({conns});\nendmodule\n"
        read.append(f"read_verilog {WRAPPER}.v")
        top, clock = WRAPPER, WRAPPER_CLOCK
    reset = meta.get("reset")
    inputs = ([(reset["name"], 1)] if reset else []) + [(p["name"], p["width"]) for p in meta["inputs"]]
    first = {n: 0 for n, _ in inputs}
    if reset:
        first[reset["name"]] = 1 if reset["active"] == "high" else 0
    full = [([first] if reset else []) + [{n: c.get(n, 0) for n, _ in inputs} for c in run] for run in runs]
    return simulate_signals([], top, clock, inputs, full, [p["name"] for p in meta["outputs"]],
                            skip=1 if reset else 0, zinit=True, timeout=timeout, tree=tree, read=read)
