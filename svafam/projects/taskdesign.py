"""A project's design as the task checkers take it: ``project.json`` beside the design's files.

The fix checker and the reference-model checker of :mod:`svafam.scoring` take a design
through its files, top, clock, reset and ports (for a family, ``family.json`` says them);
for a project task folder, ``project.json`` does (:func:`meta_of` writes it,
:func:`task_design` reads it back as the :class:`svafam.design.DesignUnderTest` every scorer
takes, and :func:`miter_design` makes of that the :class:`svafam.projects.design.Design` the
miters of :mod:`svafam.projects.miter` are built from).
"""

from __future__ import annotations

import json
from pathlib import Path

from svafam.design import DesignUnderTest

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


COPIES = ("formal", "design")   # a task folder's copies of the design: as Yosys reads it, as the project has it


def task_files(design: Design) -> dict[str, str]:
    """A task folder's design files: ``project.json`` and the design's two copies (:data:`COPIES`)."""
    files = {PROJECT_META: json.dumps(meta_of(design), indent=1) + "\n"}
    files.update({f"design/{rel}": text for rel, text in design.working_texts().items()})
    files.update({f"formal/{rel}": text for rel, text in design.yosys_texts().items()})
    return files


def read_meta(folder: Path) -> dict | None:
    path = folder / PROJECT_META
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def task_design(folder: Path, copy: str = "formal", meta: dict | None = None) -> DesignUnderTest:
    """The design of a project's task folder, as the scorers take every design; ``copy``: one of :data:`COPIES`."""
    if copy not in COPIES:
        raise ValueError(f"unknown copy {copy!r}; choose one of {', '.join(COPIES)}")
    meta = meta if meta is not None else read_meta(folder)
    if meta is None:
        raise ValueError(f"{folder}: no {PROJECT_META}; not a project's task folder")
    files = {rel: (folder / copy / rel).read_text(encoding="utf-8") for rel in meta["design"]["files"]}
    return DesignUnderTest.from_project_task(meta, files)


def miter_design(dut: DesignUnderTest, model: str, root: Path) -> Design:
    """The project :class:`Design` the miters of :mod:`svafam.projects.miter` are built from, of a design as Yosys
    reads it (the ``formal`` copy; ``root``: the folder its paths are relative to)."""
    clock = Clock(dut.clock) if dut.clock else None
    reset = Reset(dut.reset.name, dut.reset.active_high, dut.reset.synchronous) if dut.reset else None
    project = Project(root=root, name=root.name, top=dut.top, rtl=dut.read_order,
                      testbench=Testbench((), "none", "none", "vcd"), include_dirs=dut.include_dirs,
                      defines=dict(dut.defines), clock=clock, reset=reset)
    design = Design(project, {}, {}, [], [Port(p.name, p.direction, p.width) for p in dut.ports],
                    sources=dict(dut.files), model=model)
    design.yosys_cache = dict(dut.files)
    return design


WRAPPER = "svafam_refmodel_top"
WRAPPER_CLOCK = "svafam_clk"


def simulate(dut: DesignUnderTest, runs: list[list[dict]], timeout: float = 120) -> list[list[dict]]:
    """The design's outputs on each run (cycle dicts of the reset and data inputs), as the reference-model
    checker wants them: Yosys ``sim`` of the design as Yosys reads it (:func:`task_design`'s ``formal`` copy),
    registers starting at zero, one hidden reset cycle first when the design has a reset (every model starts in
    its reset state)."""
    from svafam.oracle.simulate import simulate_signals

    tree = dict(dut.files)
    defines = " ".join(f"-D{k}={v}" if v != "" else f"-D{k}" for k, v in sorted(dut.defines.items()))
    dirs = sorted({str(Path(rel).parent) for rel in dut.read_order} | set(dut.include_dirs))
    options = " ".join(x for x in [defines] + [f"-I{x}" for x in dirs] if x)
    read = [f"read_verilog {options} {rel}".replace("  ", " ") for rel in dut.read_order]
    top, clock = dut.top, dut.clock
    if clock is None:   # a combinational design: a wrapper gives the simulator a clock to step by
        decls = [f"input {WRAPPER_CLOCK}"] + [
            f"{p.direction} {'[%d:0] ' % (p.width - 1) if p.width > 1 else ''}{p.name}" for p in dut.ports]
        conns = ", ".join(f".{p.name}({p.name})" for p in dut.ports)
        tree[f"{WRAPPER}.v"] = f"module {WRAPPER}({', '.join(decls)});\n  {top} u ({conns});\nendmodule\n"
        read.append(f"read_verilog {WRAPPER}.v")
        top, clock = WRAPPER, WRAPPER_CLOCK
    reset = dut.reset
    inputs = ([(reset.name, 1)] if reset else []) + [(p.name, p.width) for p in dut.data_inputs]
    first = {n: 0 for n, _ in inputs}
    if reset:
        first[reset.name] = 1 if reset.active_high else 0
    full = [([first] if reset else []) + [{n: c.get(n, 0) for n, _ in inputs} for c in run] for run in runs]
    return simulate_signals([], top, clock, inputs, full, [p.name for p in dut.outputs],
                            skip=1 if reset else 0, zinit=True, timeout=timeout, tree=tree, read=read, untrusted=True)
