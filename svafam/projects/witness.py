"""Witnesses: the solver's trace of a distinguishable mutant, kept as inputs and both designs' outputs per step.

From a batch trace (every signal of every mutant of the batch), one mutant's part: the
harness inputs (the design's inputs; in the ``edge`` model the clock the harness drives),
the clean design's outputs (``ref_*``) and the mutant's (``<label>_*``), one entry per
solver step (smtbmc's ``smt_step``). Written as a small VCD (scopes ``inputs``, ``clean``,
``mutant``; step ``k`` at time ``10k``, the clock of the ``cycle`` model drawn rising at each
step) that the waveform module reads and draws, and that :mod:`svafam.projects.directed`
replays in Icarus; and as JSON (:func:`to_json`), the stored form the tool reads back: exact,
with the seed of a witness a random run found, and read at once where a VCD of a hundred
thousand steps takes a minute to tokenize.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from pathlib import Path

from vcd import VCDWriter
from vcd.reader import TokenKind, tokenize

from .design import Design
from .miter import CYCLE, EDGE

STEP = 10


@dataclass
class Witness:
    model: str
    steps: int
    inputs: dict[str, list[int | None]] = field(default_factory=dict)
    clean: dict[str, list[int | None]] = field(default_factory=dict)
    mutant: dict[str, list[int | None]] = field(default_factory=dict)
    widths: dict[str, int] = field(default_factory=dict)
    seed: int | None = None    # found by a seeded random run (svafam.projects.deep_search): its seed

    def first_difference(self, start: int = 0) -> int | None:
        for k in range(start, self.steps):
            if any(self.clean[n][k] != self.mutant[n][k] for n in self.clean):
                return k
        return None


def _value(raw) -> int | None:
    if isinstance(raw, int):
        return raw
    text = str(raw).lower()
    if not text or set(text) - {"0", "1"}:
        return None
    return int(text, 2)


def _read_steps(path: Path, names: set[str], step_var: str = "smt_step") -> tuple[dict[str, list], dict[str, int]]:
    """Per top-level name, its value at every solver step (after the changes of the step's first time
    stamp: the cycle model's clock falls at a second one); and its width."""
    code_of: dict[str, str] = {}
    width: dict[str, int] = {}
    step_code = None
    depth = 0
    current: dict[str, object] = {}
    snapshots: list[dict[str, object]] = []
    time = None
    with open(path, "rb") as f:
        for tok in tokenize(f):
            kind = tok.kind
            if kind is TokenKind.SCOPE:
                depth += 1
            elif kind is TokenKind.UPSCOPE:
                depth -= 1
            elif kind is TokenKind.VAR:
                ref = tok.var.reference
                if depth == 0 and ref == step_var:
                    step_code = tok.var.id_code
                elif depth == 1 and ref in names:
                    code_of[ref] = tok.var.id_code
                    width[ref] = tok.var.size or 1
            elif kind is TokenKind.CHANGE_TIME:
                if time is not None:
                    snapshots.append(dict(current))
                time = tok.time_change
            elif kind in (TokenKind.CHANGE_SCALAR, TokenKind.CHANGE_VECTOR):
                change = tok.scalar_change if kind is TokenKind.CHANGE_SCALAR else tok.vector_change
                current[change.id_code] = change.value
    if time is not None:
        snapshots.append(dict(current))
    by_step: dict[int, dict[str, object]] = {}
    for snap in snapshots:
        k = _value(snap.get(step_code)) if step_code else None
        if k is not None and k not in by_step:
            by_step[k] = snap
    steps = sorted(by_step)
    series = {n: [_value(by_step[k].get(code_of[n])) if n in code_of else None for k in steps] for n in names}
    return series, width


def read_batch_trace(path: Path, design: Design, label: str, model: str) -> Witness:
    """One mutant's witness from a batch trace; ValueError if the trace lacks its signals."""
    clock = design.project.clock.name if design.project.clock else None
    ins = [p for p in design.inputs if not (model == EDGE and p.name == clock)]
    names = {f"svafam_in_{p.name}" for p in ins} | {f"ref_{p.name}" for p in design.outputs} | \
            {f"{label}_{p.name}" for p in design.outputs}
    if model == EDGE:
        names.add("svafam_clk")
    series, width = _read_steps(path, names)
    missing = sorted(n for n in names if n not in width)
    if missing:
        raise ValueError(f"{path.name}: no signal {missing[0]} in the trace")
    steps = len(next(iter(series.values()))) if series else 0
    w = Witness(model, steps)
    if model == EDGE and clock:
        w.inputs[clock] = series["svafam_clk"]
        w.widths[f"inputs.{clock}"] = 1
    for p in ins:
        w.inputs[p.name] = series[f"svafam_in_{p.name}"]
        w.widths[f"inputs.{p.name}"] = p.width
    for p in design.outputs:
        w.clean[p.name] = series[f"ref_{p.name}"]
        w.mutant[p.name] = series[f"{label}_{p.name}"]
        w.widths[f"clean.{p.name}"] = w.widths[f"mutant.{p.name}"] = p.width
    return w


def to_vcd(w: Witness, clock: str | None) -> str:
    out = io.StringIO()
    with VCDWriter(out, timescale="1 ns", date="", version="sva-families project witness") as writer:
        handles = {}
        groups = (("inputs", w.inputs), ("clean", w.clean), ("mutant", w.mutant))
        cycle_clock = w.model == CYCLE and clock and clock in w.inputs
        for scope, table in groups:
            for name in table:
                handles[scope, name] = writer.register_var(scope, name, "wire", size=w.widths[f"{scope}.{name}"])
        for k in range(w.steps):
            t = STEP * k
            for scope, table in groups:
                for name, values in table.items():
                    v = values[k]
                    if cycle_clock and scope == "inputs" and name == clock:
                        v = 1
                    writer.change(handles[scope, name], t, "x" if v is None else v)
            if cycle_clock:
                writer.change(handles["inputs", clock], t + STEP // 2, 0)
    return out.getvalue()


def to_json(w: Witness) -> str:
    return json.dumps({"model": w.model, "steps": w.steps, "seed": w.seed, "widths": w.widths, "inputs": w.inputs,
                       "clean": w.clean, "mutant": w.mutant}, separators=(",", ":")) + "\n"


def from_json(text: str) -> Witness:
    """A witness from :func:`to_json`'s text; ValueError if it is not one."""
    try:
        doc = json.loads(text)
        w = Witness(doc["model"], int(doc["steps"]), {k: list(v) for k, v in doc["inputs"].items()},
                    {k: list(v) for k, v in doc["clean"].items()}, {k: list(v) for k, v in doc["mutant"].items()},
                    {k: int(v) for k, v in doc["widths"].items()}, None if doc["seed"] is None else int(doc["seed"]))
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise ValueError(f"not a witness: {e}") from None
    if w.model not in (CYCLE, EDGE, "comb") or any(len(v) != w.steps for t in (w.inputs, w.clean, w.mutant)
                                                    for v in t.values()):
        raise ValueError("not a witness: a model it does not name, or a signal with another number of steps")
    return w


def compare_from(model: str) -> int:
    """The first step the miter compares: after the reset cycle (cycle), after the reset steps (edge)."""
    return {CYCLE: 1, EDGE: 3}.get(model, 0)


SHOWN = 48   # rows of a long witness drawn and tabled: its last ones, where it diverges


def view(w: Witness, clock: str | None):
    """The witness as a clean-vs-mutant waveform (svafam.tasks.waveform), first divergence marked; of a
    witness longer than :data:`SHOWN` steps (one a random run found), its last :data:`SHOWN`."""
    from svafam.tasks import waveform as wf

    unit = "cycle" if w.model == CYCLE else "step"
    ins = [wf.Signal(n, w.widths[f"inputs.{n}"], tuple(v)) for n, v in w.inputs.items()
           if not (w.model == CYCLE and n == clock)]

    def outs(table: dict) -> list:
        return [wf.Signal(n, w.widths.get(f"clean.{n}", 1), tuple(v)) for n, v in table.items()]

    whole = wf.compare(wf.Waveform(tuple(ins), w.steps, unit=unit),
                       wf.Waveform(tuple(outs(w.clean)), w.steps, unit=unit),
                       wf.Waveform(tuple(outs(w.mutant)), w.steps, unit=unit), ("clean", "mutant"),
                       start=compare_from(w.model))
    return whole if w.steps <= SHOWN else wf.window(whole, w.steps - SHOWN, w.steps)
