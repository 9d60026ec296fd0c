"""Debugging tasks: one buggy module per task, with its waveform and its ground truth.

Files of a task, under ``dataset/<family>/tasks/debug/<bug>/``:

    buggy.v         the code the model is given
    task.json       ids, source, bug kind, time model, ground truth (what the bug does, changed
                    lines, diff, the fix's file; for a pool mutant its location)
    waveform.vcd    the distinguishing trace: inputs, clean and buggy outputs, per cycle
    waveform.txt    the same cycles as a table (what the one-shot prompt shows)
    waveform.json   WaveDrom JSON, waveform.svg its picture; first diverging cycle marked

Traces in the ``edge`` model (the pool's Timing mutants, decided where a falling edge is an
event of its own) are shown a row per clock edge (a *step*), the clock's level a column.

The gold fix, the clean code under the same module name, is shared by the family's tasks
of one variant: ``tasks/debug/clean/<variant>.v``.

Two prompt forms are made from these at export: zero-shot (description, interface,
buggy code) and one-shot (the same with the waveform table).
"""

from __future__ import annotations

import difflib
import hashlib
import importlib.metadata
import json
from dataclasses import asdict, replace
from pathlib import Path

from svafam.cache import ContentCache

from . import waveform as wf
from .interface import interface_text
from .sources import Bug, TaskSourceError

TASK_DIR = "tasks/debug"
FORMS = ("zero_shot", "one_shot")
TASK_FILES = ("buggy.v", "fixed.v", "waveform.vcd", "waveform.txt", "waveform.json", "waveform.svg")
POOL_SCOPES = ("inputs", "clean", "mutant")  # mutation.traces: where a pool trace keeps each part
EDGE_RESET_STEPS = 3  # mutation.harness: the edge model holds reset through steps 0-2 and compares from step 3


def task_id(bug: Bug) -> str:
    return f"{bug.family}/{bug.id}"


def task_folder(bug: Bug) -> str:
    return f"{TASK_DIR}/{bug.id}"


def clean_file(bug: Bug) -> str:
    return f"{TASK_DIR}/clean/{bug.clean_variant}.v"


def changed_lines(clean: str, buggy: str) -> list[int]:
    """1-based lines of the buggy code that differ from the clean code (for a deletion: the line after it)."""
    a, b = clean.splitlines(), buggy.splitlines()
    lines: set[int] = set()
    for tag, _i1, _i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag != "equal":
            lines.update(range(j1 + 1, j2 + 1) if j2 > j1 else [min(j1 + 1, len(b))])
    return sorted(lines)


def unified_diff(clean: str, buggy: str) -> str:
    return "".join(difflib.unified_diff(clean.splitlines(True), buggy.splitlines(True), "fixed.v", "buggy.v"))


def trace_waveform(trace: Path, meta: dict, labels: tuple[str, str] = ("clean", "buggy"),
                   scopes: tuple[str, str, str] = ("", "design_a", "design_b"), model: str = "cycle") -> wf.Waveform:
    """Inputs and the outputs of both designs of a miter trace (the first design first), the first divergence
    marked from cycle 1 on (the miters compare from there: in the reset cycle registers are arbitrary).

    ``scopes``: where the clock and inputs, the first design's outputs and the second's are in the VCD (the
    suite's miters: top level, ``design_a``, ``design_b``; the mutation pool's: ``inputs``, ``clean``, ``mutant``).
    ``model="edge"``: a clock-accurate trace (the clock toggles every solver step), read a row per clock
    edge with the clock among the inputs; reset is held through steps 0-2, compared from step 3.
    """
    top, a, b = (f"{scope}." if scope else "" for scope in scopes)
    clock = meta["clock"]["name"]
    ins = ([clock] if model == "edge" else []) + [meta["reset"]["name"]] + [p["name"] for p in meta["inputs"]]
    outs = [p["name"] for p in meta["outputs"]]
    reset_rows = EDGE_RESET_STEPS if model == "edge" else 1
    wave = wf.read_vcd(trace, [top + i for i in ins] + [d + o for d in (a, b) for o in outs],
                       clock=top + clock, edges="both" if model == "edge" else "rising")
    view = wf.compare(wf.pick(wave, {i: top + i for i in ins}),
                      unknown_at_reset(wf.pick(wave, {o: a + o for o in outs}), reset_rows),
                      unknown_at_reset(wf.pick(wave, {o: b + o for o in outs}), reset_rows), labels,
                      start=reset_rows)
    if view.marker is None:
        raise TaskSourceError(f"{trace}: the {labels[0]} and {labels[1]} outputs never differ: "
                              "not a distinguishing trace")
    return view


def unknown_at_reset(outputs: wf.Waveform, rows: int = 1) -> wf.Waveform:
    """Outputs as x in cycle 0: the solver picks the registers' power-up values, and the reset
    applied in that cycle shows only from cycle 1 on; those values mean nothing to a reader.
    (``rows``: the rows reset takes; three steps in the edge model.)"""
    signals = tuple(replace(s, values=(None,) * rows + s.values[rows:]) for s in outputs.signals)
    return wf.Waveform(signals, outputs.cycles, outputs.marker, outputs.unit)


def bug_waveform(bug: Bug, family_dir: Path, meta: dict) -> wf.Waveform:
    """The task's waveform: the suite's miter trace (controlled) or the pool's trace, in its time model."""
    scopes = POOL_SCOPES if bug.source == "pool" else ("", "design_a", "design_b")
    return trace_waveform(family_dir / bug.trace, meta, scopes=scopes, model=bug.model)


def task_files(bug: Bug, meta: dict, family_dir: Path) -> dict[str, str]:
    """The files of one debugging task, relative to the family folder."""
    folder = task_folder(bug)
    view = bug_waveform(bug, family_dir, meta)
    title = f"{task_id(bug)}: clean vs buggy"
    doc = {
        "task_id": task_id(bug), "family_id": bug.family, "bug": bug.id, "source": bug.source,
        "module": bug.module, "bug_kind": bug.bug_kind, "mutant_kind": bug.mutant_kind, "operator": bug.operator,
        "model": bug.model,
        "files": {"buggy.v": f"{folder}/buggy.v", "fixed.v": clean_file(bug),
                  **{name: f"{folder}/{name}" for name in TASK_FILES[2:]}},
        "waveform": {"cycles": view.cycles, "first_divergence": view.marker, "unit": view.unit, "trace": bug.trace},
        "ground_truth": {"description": bug.description, "clean_variant": bug.clean_variant,
                         "lines": changed_lines(bug.clean_rtl, bug.buggy_rtl),
                         "diff": unified_diff(bug.clean_rtl, bug.buggy_rtl),
                         "location": asdict(bug.location) if bug.location else None},
    }
    clock = meta["clock"]["name"]
    return {
        f"{folder}/buggy.v": bug.buggy_rtl,
        clean_file(bug): bug.clean_rtl,
        f"{folder}/task.json": json.dumps(doc, indent=2) + "\n",
        f"{folder}/waveform.vcd": wf.to_vcd(view, clock=clock),
        f"{folder}/waveform.txt": wf.to_table(view),
        f"{folder}/waveform.json": json.dumps(wf.to_wavedrom(view, title, clock), indent=1) + "\n",
        f"{folder}/waveform.svg": cached_svg(view, title, clock),
    }


_SVG_CACHE = ContentCache("wavedrom", ".svg")


def cached_svg(view: wf.Waveform, title: str, clock: str) -> str:
    """:func:`svafam.tasks.waveform.to_svg`, kept in the cache folder by the hash of its WaveDrom source, the
    renderer's version and the waveform module's code: the picture is a pure function of them, and
    rendering is most of a family's task time."""
    source = json.dumps(wf.to_wavedrom(view, title, clock), sort_keys=True)
    h = hashlib.sha256(f"{importlib.metadata.version('wavedrom')}\0{source}\0".encode())
    h.update(Path(wf.__file__).read_bytes())
    key = h.hexdigest()
    cached = _SVG_CACHE.get_text(key)
    if cached is not None:
        return cached
    svg = wf.to_svg(view, title, clock)
    _SVG_CACHE.put(key, svg)
    return svg


_TABLE_INTRO = {
    "cycle": ("A simulation that shows the bug, one row per clock cycle: the inputs, the outputs the module should "
              "give (clean.*) and the outputs it gives (buggy.*); x: not known yet (the reset applied in cycle 0 "
              "shows from cycle 1 on)."),
    "edge": ("A simulation that shows the bug, one row per clock edge (a step; inputs.clk is the clock's level "
             "after it: 1 a rising edge, 0 a falling one): the inputs, the outputs the module should give (clean.*) "
             "and the outputs it gives (buggy.*); x: not compared yet (reset is held through steps 0-2)."),
}


def prompt(meta: dict, module: str, buggy: str, table: str | None, model: str = "cycle") -> str:
    """The task as the model reads it; ``table`` (the waveform) makes it one-shot; ``model``: the
    waveform's time model (a row per cycle, or per clock edge)."""
    text = (f"The Verilog module {module} below has a bug: it does not behave as described.\n\n"
            f"Description: {meta['description']}\n{interface_text(meta)}\n\n"
            f"```verilog\n{buggy}```\n")
    if table is not None:
        text += "\n" + _TABLE_INTRO[model] + "\n\n" + table
    return text + (f"\nFind the bug and fix it. Answer with the whole corrected module in one ```verilog block; "
                   f"keep the module name {module} and the ports the interface above gives (names, directions, "
                   "widths): a bug may be in a port declaration too.\n")
