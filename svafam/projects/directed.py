"""A witness as a directed stimulus phase: Verilog that replays it on the testbench's design instance.

The phase is a module of its own (``svafam_directed``) compiled beside the testbench,
whose processes wait for it to finish (:func:`svafam.projects.testbench.delayed_processes`):
so it runs *before* the original stimulus, on the same instance, as VeriBugBench inserts
its generated phase. It

1. forces every input port of the design instance (the testbench's drivers are overridden
   while the phase lasts) and deposits zero in every register the design does not
   initialize -- the state the proof started from (:mod:`svafam.projects.miter`);
2. plays the witness step by step in its time model: ``cycle`` (inputs applied with the
   clock low, the outputs written before the rising edge that ends the cycle), ``edge``
   (the clock set as the witness says, the inputs changed just after that edge),
   ``comb`` (inputs, then outputs, per step);
3. writes the outputs of every step to ``svafam_directed.csv`` (rows of the augmented
   trace), releases the inputs and sets ``go``.

Several witnesses make one phase (each starting from the zeroed state again): the
project's augmented testbench.
"""

from __future__ import annotations

import re

from .design import Design
from .miter import CYCLE, EDGE
from .testbench import DIRECTED_CSV, DIRECTED_MODULE, seconds_of
from .witness import Witness

_SIMPLE_PATH = re.compile(r"^[A-Za-z_][A-Za-z0-9_$]*(\[\d+\])*(\.[A-Za-z_][A-Za-z0-9_$]*(\[\d+\])*)*$")


def half_period(precision: str, dut_unit: str) -> int:
    """Half a clock period of the phase in simulation-precision units: 50 of the design's time units
    (longer than the ``#1``-style delays designs put on their assignments)."""
    ratio = seconds_of(dut_unit) / seconds_of(precision)
    return max(10, int(round(50 * ratio)))


def _literal(width: int, value: int | None) -> str:
    return f"{width}'d{0 if value is None else value}"


def phase_module(design: Design, witnesses: list[Witness], *, precision: str, dut_unit: str) -> str:
    project = design.project
    dut = f"{project.testbench.top}.{project.testbench.dut}"
    clock = project.clock.name if project.clock else None
    half = half_period(precision, dut_unit)
    nudge = max(1, half // 10)
    inputs = {p.name: p.width for p in design.inputs}
    outputs = [p.name for p in design.outputs]
    lines = [f"`timescale {precision} / {precision}",
             f"// sva-families: directed stimulus phase ({len(witnesses)} witness(es)) for {dut}; written by the tool",
             f"module {DIRECTED_MODULE};", "  reg go = 1'b0;", "  integer svafam_fd;", "  integer svafam_i;",
             "  initial begin", f'    svafam_fd = $fopen("{DIRECTED_CSV}", "w");']
    sample = (f'    $fwrite(svafam_fd, "%0t' + ",%b" * len(outputs) + '\\n", $time'
              + "".join(f", {dut}.{o}" for o in outputs) + ");")
    for n, w in enumerate(witnesses):
        lines.append(f"    // witness {n + 1}: {w.steps} steps, {w.model} model")
        for name, width in inputs.items():
            first = w.inputs.get(name, [0])[0] if w.model != CYCLE or name != clock else 0
            lines.append(f"    force {dut}.{name} = {_literal(width, first)};")
        for reg in design.registers:
            if not _SIMPLE_PATH.match(reg.path):
                continue
            if reg.words:
                lines.append(f"    for (svafam_i = {reg.offset}; svafam_i < {reg.offset + reg.words}; "
                             f"svafam_i = svafam_i + 1) {dut}.{reg.path}[svafam_i] = 0;")
            else:
                lines.append(f"    {dut}.{reg.path} = 0;")
        for k in range(w.steps):
            if w.model == CYCLE:
                for name, width in inputs.items():
                    if name != clock:
                        lines.append(f"    force {dut}.{name} = {_literal(width, w.inputs[name][k])};")
                lines += [f"    #({half});", sample, f"    force {dut}.{clock} = 1'b1;", f"    #({half});",
                          f"    force {dut}.{clock} = 1'b0;"]
            elif w.model == EDGE:
                if clock:
                    lines.append(f"    force {dut}.{clock} = {_literal(1, w.inputs[clock][k])};")
                lines.append(f"    #({nudge});")
                for name, width in inputs.items():
                    if name != clock:
                        lines.append(f"    force {dut}.{name} = {_literal(width, w.inputs[name][k])};")
                lines += [f"    #({half - nudge});", sample]
            else:
                for name, width in inputs.items():
                    lines.append(f"    force {dut}.{name} = {_literal(width, w.inputs[name][k])};")
                lines += [f"    #({half});", sample, f"    #({half});"]
        lines.append(f"    #({half});")
    for name in inputs:
        lines.append(f"    release {dut}.{name};")
    lines += ["    $fclose(svafam_fd);", "    go = 1'b1;", "  end", "endmodule"]
    return "\n".join(lines) + "\n"
