"""The debugging baseline: repair by mutation, in the CirFix/RTL-Repair tradition.

For one debugging task, using only what the task gives a model (the buggy module, its
interface and the waveform table of the one-shot prompt):

1. *Candidates*: every alternative of every operator of :mod:`svafam.mutation.operators` at
   every place it applies to the buggy code. The 19 operators come in inverse pairs
   (insert/delete, update both ways, an edge flipped back), so the inverse of a single
   fault of those kinds is among them; a controlled mutant's spec-level change may have
   no inverse here, and then no candidate is right.
2. *Rank* by agreement with the waveform: each candidate runs in Icarus on the table's
   inputs (per cycle, or per clock edge for a clock-accurate task) and its outputs are
   compared with the table's ``clean`` columns, cell by cell (``x`` cells do not count).
   Ties go to the smallest change of behavior: the fewest output values that differ from
   the buggy module's on seeded random stimuli (a bug is one local fault, so the repair
   should change nothing else), then to the operator order and place.
3. *Submit* the best: ``svafam evaluate-debug`` proves it equivalent to the design, or
   shows why not. Agreeing with the waveform is not a pass and is never reported as one.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from svafam.dataset.loading import DebugTask
from svafam.mutation.edit import apply
from svafam.mutation.enumerate import opportunities
from svafam.mutation.source import SourceError, SourceFile

from .icarus import Interface, cycle_steps, simulate
from .loops import has_loop

RANDOM_RUNS = 6
RANDOM_CYCLES = 32
SEED = "sva-families repair v1"


@dataclass(frozen=True)
class Table:
    unit: str                              # cycle or step
    inputs: list[dict[str, int]]           # per row (a step's include the clock)
    clean: list[dict[str, int | None]]     # per row, None for x


@dataclass(frozen=True)
class Candidate:
    name: str
    operator: str
    line: int
    change: str
    text: str        # module renamed to ``name``, which starts at offset ``at``
    at: int

    def as_module(self, module: str) -> str:
        return self.text[:self.at] + module + self.text[self.at + len(self.name):]


@dataclass
class Repair:
    task_id: str
    response: str                # what is submitted ("" when there was nothing to submit)
    candidates: int              # tried (simulated)
    refused: int                 # Icarus would not compile or run them
    chosen: Candidate | None
    mismatches: int | None       # of the chosen, against the waveform's clean cells
    cells: int                   # clean cells compared
    buggy_mismatches: int | None


def parse_table(text: str) -> Table:
    """The waveform table of a debugging task (tasks/waveform.py's ``to_table``)."""
    rows = [line for line in text.splitlines() if line.startswith("|")]
    header = [c.strip() for c in rows[0].strip("|").split("|")]
    unit = header[0]
    inputs, clean = [], []
    for line in rows[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        ins, outs = {}, {}
        for label, cell in zip(header[1:], cells[1:]):
            group, _, name = label.partition(".")
            value = None if cell == "x" else int(cell)
            if group == "inputs":
                ins[name] = value or 0
            elif group == "clean":
                outs[name] = value
        inputs.append(ins)
        clean.append(outs)
    return Table(unit, inputs, clean)


def candidates(task: DebugTask) -> list[Candidate]:
    try:
        src = SourceFile.read(task.buggy_rtl, "buggy.v")
    except SourceError:
        return []
    start, end = src.module_name_token().start, src.module_name_token().end
    seen, out = {task.buggy_rtl}, []
    for o in opportunities(src, task.family_id, "buggy", "buggy.v"):
        for choice in o.choices:
            text = apply(task.buggy_rtl, choice.edits)
            if text in seen:
                continue
            seen.add(text)
            name = f"cand{len(out)}"
            out.append(Candidate(name, o.operator, o.line, choice.label, text[:start] + name + text[end:], start))
    return out


def _interface(task: DebugTask, meta: dict) -> Interface:
    clock = meta["clock"]["name"]
    return Interface(clock, tuple((p.name, p.width) for p in task.ports if p.direction == "input" and p.name != clock),
                     tuple((p.name, p.width) for p in task.ports if p.direction == "output"))


def _random(task: DebugTask, meta: dict) -> list[dict[str, int]]:
    rng = random.Random(int.from_bytes(hashlib.sha256(f"{SEED}:{task.task_id}".encode()).digest()[:8], "big"))
    reset, on = meta["reset"]["name"], 1 if meta["reset"]["active"] == "high" else 0
    cycles = []
    for _run in range(RANDOM_RUNS):
        for c in range(RANDOM_CYCLES):
            row = {reset: on if c == 0 or rng.random() < 0.03 else 1 - on}
            for p in meta["inputs"]:
                row[p["name"]] = rng.getrandbits(p["width"])
            cycles.append(row)
    return cycles


@lru_cache(maxsize=4096)
def _loop_problem(text: str, name: str) -> str | None:
    from svafam.mutation.source import parse_module

    try:
        return "a combinational loop (left out: it could hang the simulation)" \
            if has_loop(parse_module(text, name)[0]) else None
    except SourceError as e:
        return f"unreadable: {e}"


def screen_loops(batch: list[tuple[str, str, str]]) -> dict[str, str]:
    """The designs of a batch that hung to leave out: a combinational loop, or unreadable by Pyverilog."""
    found = {name: _loop_problem(text, name) for name, _module, text in batch}
    return {name: why for name, why in found.items() if why}


def _mismatch(got: list[dict], want: list[dict]) -> tuple[int, int]:
    bad = cells = 0
    for g, w in zip(got, want):
        for name, value in w.items():
            if value is not None:
                cells += 1
                bad += g.get(name) != value
    return bad, cells


def choose(scored: list[tuple[int, int, int, Candidate, int]]) -> tuple[int, int, int, Candidate, int]:
    """(waveform mismatches, drift from the buggy module, order, candidate, cells): the fewest mismatches,
    then the least drift, then the first in operator order."""
    return min(scored, key=lambda s: s[:3])


def repair(task: DebugTask, family_dir: Path, timeout: float = 2.0) -> Repair:
    meta = json.loads((family_dir / "family.json").read_text(encoding="utf-8"))
    iface = _interface(task, meta)
    table = parse_table(task.waveform_table)
    cands = candidates(task)
    buggy = SourceFile.read(task.buggy_rtl, "buggy.v")
    b_start, b_end = buggy.module_name_token().start, buggy.module_name_token().end
    designs = [("buggy", "buggy", task.buggy_rtl[:b_start] + "buggy" + task.buggy_rtl[b_end:])] + \
              [(c.name, c.name, c.text) for c in cands]
    if table.unit == "step":
        steps, read = table.inputs, [True] * len(table.inputs)
    else:
        steps, read = cycle_steps(iface.clock, table.inputs)
    on_table = simulate(designs, iface, steps, read, timeout, screen=screen_loops)
    ranked = []
    for order, c in enumerate(cands):
        if c.name in on_table.values:
            bad, cells = _mismatch(on_table.values[c.name], table.clean)
            ranked.append((bad, order, c, cells))
    best_bad = min((r[0] for r in ranked), default=None)
    top = [r for r in ranked if r[0] == best_bad]
    # the tie-break runs only the candidates that match the waveform best (and the buggy module)
    r_steps, r_read = cycle_steps(iface.clock, _random(task, meta))
    on_random = simulate([designs[0]] + [(c.name, c.name, c.text) for _b, _o, c, _n in top], iface, r_steps,
                         r_read, timeout, screen=screen_loops)
    buggy_random = on_random.values.get("buggy")
    scored = [(bad, _mismatch(on_random.values[c.name], buggy_random)[0] if buggy_random else 0, order, c, cells)
              for bad, order, c, cells in top if c.name in on_random.values]
    buggy_bad = _mismatch(on_table.values["buggy"], table.clean)[0] if "buggy" in on_table.values else None
    refused = len(cands) - len(ranked)
    if not scored:
        return Repair(task.task_id, "", len(cands), refused, None, None, 0, buggy_bad)
    bad, _drift, _order, best, cells = choose(scored)
    return Repair(task.task_id, f"```verilog\n{best.as_module(task.module)}```\n", len(cands), refused, best, bad, cells, buggy_bad)
